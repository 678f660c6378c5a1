/**
 * Header-menu tabs: each top entry opens its first child screen (or its own path). They join
 * the bar only on wide screens, and only the first few: every entry is in the side menu too.
 */
import { Group, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { menuLabel } from './menu-labels';
import { buildMenuTree, USER_GUIDE_KEY, menuKeyName } from './menu-tree';
import { useShellSession } from './session-context';
import { useMenuNavigation } from './use-menu-navigation';
import { ButtonLook } from '../../components/button-look';

/** What the bar has room for beside its controls at `xl`, in any of our languages. */
const MAX_TABS = 2;
const TAB_MAX_WIDTH = 180;

export function HeaderTabs() {
  const { t, i18n } = useLingui();
  const { session, dictionary } = useShellSession();
  const { linkProps, isActive } = useMenuNavigation();
  const tabs = buildMenuTree(session.menu?.headerMenu ?? [])
    .filter((n) => menuKeyName(n.item.key) !== USER_GUIDE_KEY)
    .slice(0, MAX_TABS);
  if (tabs.length === 0) return null;

  return (
    <Group component="nav" aria-label={t`Sections`} gap={4} wrap="nowrap" visibleFrom="xl">
      {tabs.map((node) => {
        const target = node.children[0]?.item ?? node.item;
        const active = isActive(node.item.path) || node.children.some((c) => isActive(c.item.path));
        const label = menuLabel(node.item.key, i18n, dictionary);
        return (
          <ButtonLook
            key={node.item.id}
            {...linkProps(target)}
            variant={active ? 'light' : 'subtle'}
            aria-current={active ? 'page' : undefined}
            size="md"
            px="sm"
            maw={TAB_MAX_WIDTH}
            title={label}
          >
            <Text span truncate="end" inherit>
              {label}
            </Text>
          </ButtonLook>
        );
      })}
    </Group>
  );
}
