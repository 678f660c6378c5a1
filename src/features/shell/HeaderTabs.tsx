/** Header-menu tabs: each top entry opens its first child screen (or its own path). */
import { Button, Group } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { menuLabel } from './menu-labels';
import { buildMenuTree, USER_GUIDE_KEY, menuKeyName } from './menu-tree';
import { useShellSession } from './session-context';
import { useMenuNavigation } from './use-menu-navigation';

export function HeaderTabs() {
  const { t, i18n } = useLingui();
  const { session, dictionary } = useShellSession();
  const { linkProps, isActive } = useMenuNavigation();
  const tabs = buildMenuTree(session.menu?.headerMenu ?? []).filter(
    (n) => menuKeyName(n.item.key) !== USER_GUIDE_KEY,
  );
  if (tabs.length === 0) return null;

  return (
    <Group component="nav" aria-label={t`Sections`} gap={4} wrap="nowrap" visibleFrom="md">
      {tabs.map((node) => {
        const target = node.children[0]?.item ?? node.item;
        const active = isActive(node.item.path) || node.children.some((c) => isActive(c.item.path));
        return (
          <Button
            key={node.item.id}
            component="a"
            {...linkProps(target)}
            variant={active ? 'light' : 'subtle'}
            aria-current={active ? 'page' : undefined}
            size="md"
          >
            {menuLabel(node.item.key, i18n, dictionary)}
          </Button>
        );
      })}
    </Group>
  );
}
