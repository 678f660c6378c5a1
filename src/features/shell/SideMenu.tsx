/**
 * Side menu from the flat `menu` list: parents open their numbered sub-menus; badges are
 * capped at 99+; locked items show a lock and lead to the upgrade page.
 */
import { useId, useState, type ReactNode } from 'react';
import { Group, VisuallyHidden } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { BadgeLook } from '../../components/badge-look';
import { ExternalLinkIcon, LockIcon } from '../../components/icons';
import type { MenuItem } from '../../domain/api';
import { menuLabel } from './menu-labels';
import { badgeLabel, buildMenuTree, childNumber, type MenuNode } from './menu-tree';
import { useShellSession } from './session-context';
import { useMenuNavigation } from './use-menu-navigation';
import classes from './side-menu.module.css';
import touch from '../../components/touch.module.css';

/** `mantine-focus-auto`: Mantine's focus ring, from its global stylesheet. */
const LINK_CLASS = `${classes.link} ${touch.row} mantine-focus-auto`;

function ItemAdornment({ item }: { item: MenuItem }) {
  const { t } = useLingui();
  const badge = badgeLabel(item.badge);
  return (
    <Group gap={4} wrap="nowrap">
      {badge ? (
        <BadgeLook size="sm" color="red" variant="filled" aria-label={t`${badge} pending`}>
          {badge}
        </BadgeLook>
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

function LinkContent({ label, item }: { label: string; item: MenuItem }) {
  return (
    <>
      <span className={classes.body}>
        <span className={classes.label}>{label}</span>
      </span>
      <span className={classes.section}>
        <ItemAdornment item={item} />
      </span>
    </>
  );
}

/**
 * A parent: a button that opens its children (Enter and Space, natively). Mantine's NavLink drew
 * it as a link without an address, which the keyboard could neither reach nor open.
 */
function MenuGroup({ label, item, defaultOpened, children }: { label: string; item: MenuItem; defaultOpened: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(defaultOpened);
  const groupId = useId();
  return (
    <>
      <button type="button" className={LINK_CLASS} aria-expanded={opened} aria-controls={groupId} onClick={() => setOpened(!opened)}>
        <LinkContent label={label} item={item} />
      </button>
      <div id={groupId} className={classes.group} data-expanded={opened || undefined}>
        <div className={classes.children}>{children}</div>
      </div>
    </>
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
      <a
        key={node.item.id}
        className={LINK_CLASS}
        {...props}
        onClick={(e) => {
          props.onClick?.(e);
          onNavigate();
        }}
        aria-current={isActive(node.item.path) ? 'page' : undefined}
      >
        <LinkContent label={label} item={node.item} />
      </a>
    );
  }

  return (
    <nav aria-label={t`Side menu`} className={classes.scroll}>
      {tree.map((node) => {
        const label = menuLabel(node.item.key, i18n, dictionary);
        if (node.children.length === 0) return leaf(node, label);
        const open = node.children.some((c) => isActive(c.item.path));
        return (
          <MenuGroup key={node.item.id} label={label} item={node.item} defaultOpened={open}>
            {node.children.map((child, i) =>
              leaf(child, `${childNumber(i)} ${menuLabel(child.item.key, i18n, dictionary)}`),
            )}
          </MenuGroup>
        );
      })}
    </nav>
  );
}
