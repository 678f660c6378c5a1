/**
 * A menu opened at a point (right click or long press) rather than under a button: an
 * invisible anchor sits at the point and Mantine's Menu positions itself against it.
 */
import type { ReactNode } from 'react';
import { Menu } from '@mantine/core';

export function PointMenu(props: { at: { x: number; y: number } | null; label: string; onClose: () => void; children: ReactNode }) {
  const { at } = props;
  return (
    <Menu opened={at !== null} onChange={(open) => (open ? undefined : props.onClose())} position="bottom-start" withinPortal shadow="md" width={240} closeOnItemClick>
      <Menu.Target>
        <span aria-hidden="true" style={{ position: 'fixed', left: at?.x ?? 0, top: at?.y ?? 0, width: 1, height: 1, pointerEvents: 'none' }} />
      </Menu.Target>
      <Menu.Dropdown aria-label={props.label}>{props.children}</Menu.Dropdown>
    </Menu>
  );
}
