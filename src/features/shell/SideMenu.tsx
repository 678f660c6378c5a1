/**
 * Side menu from the flat `menu` list: parents open their numbered sub-menus; badges are
 * capped at 99+; locked items show a lock and lead to the upgrade page.
 */
import { Badge, Box, Group, NavLink, VisuallyHidden } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { ExternalLinkIcon, LockIcon } from '../../components/icons';
import type { MenuItem } from '../../domain/api';
import { menuLabel } from './menu-labels';
import { badgeLabel, buildMenuTree, childNumber, type MenuNode } from './menu-tree';
import { useShellSession } from './session-context';
import { useMenuNavigation } from './use-menu-navigation';
import classes from './side-menu.module.css';

function ItemAdornment({ item }: { item: MenuItem }) {
  const { t } = useLingui();
  const badge = badgeLabel(item.badge);
  return (
    <Group gap={4} wrap="nowrap">
      {badge ? (
        <Badge size="sm" color="red" variant="filled" aria-label={t`${badge} pending`}>
          {badge}
        </Badge>
      ) : null}
      {item.locked ? (
        <>
          <LockIcon size={16} />
          <VisuallyHidden>{t`(not in your plan)`}</VisuallyHidden>
        </>
      ) : null}
      {item.external && !item.locked ? <ExternalLinkIcon size={14} /> : null}
    </Group>
  );
}

export function SideMenu({ onNavigate }: { onNavigate: () => void }) {
  const { t, i18n } = useLingui();
  const { session, dictionary } = useShellSession();
  const { linkProps, isActive } = useMenuNavigation();
  const tree = buildMenuTree(session.menu?.menu ?? []);

  function leaf(node: MenuNode, label: string) {
    const props = linkProps(node.item);
    return (
      <NavLink
        key={node.item.id}
        component="a"
        {...props}
        onClick={(e) => {
          props.onClick?.(e);
          onNavigate();
        }}
        label={label}
        active={isActive(node.item.path)}
        aria-current={isActive(node.item.path) ? 'page' : undefined}
        rightSection={<ItemAdornment item={node.item} />}
        py="sm"
      />
    );
  }

  return (
    <Box component="nav" aria-label={t`Side menu`} className={classes.scroll}>
      {tree.map((node) => {
        const label = menuLabel(node.item.key, i18n, dictionary);
        if (node.children.length === 0) return leaf(node, label);
        const open = node.children.some((c) => isActive(c.item.path));
        return (
          <NavLink
            key={node.item.id}
            label={label}
            defaultOpened={open}
            rightSection={<ItemAdornment item={node.item} />}
            childrenOffset="sm"
            py="sm"
          >
            {node.children.map((child, i) =>
              leaf(child, `${childNumber(i)} ${menuLabel(child.item.key, i18n, dictionary)}`),
            )}
          </NavLink>
        );
      })}
    </Box>
  );
}
