/**
 * A menu opened at a point (right click or long press) rather than under a button: an
 * invisible anchor sits at the point and Mantine's Menu positions itself against it. The
 * anchor cannot take the focus back, so closing gives it to what had it (the card).
 */
import { useRef, type ReactNode } from 'react';
import { Menu } from '@mantine/core';
import { useReturnFocus } from '../../../components/window-focus';

export function PointMenu(props: { at: { x: number; y: number } | null; label: string; onClose: () => void; children: ReactNode }) {
  const { at } = props;
  const dropdown = useRef<HTMLDivElement>(null);
  useReturnFocus(at !== null, dropdown);
  return (
    <Menu opened={at !== null} onChange={(open) => (open ? undefined : props.onClose())} position="bottom-start" withinPortal shadow="md" width={240} closeOnItemClick>
      <Menu.Target>
        <span aria-hidden="true" style={{ position: 'fixed', left: at?.x ?? 0, top: at?.y ?? 0, width: 1, height: 1, pointerEvents: 'none' }} />
      </Menu.Target>
      <Menu.Dropdown ref={dropdown} aria-label={props.label}>{props.children}</Menu.Dropdown>
    </Menu>
  );
}
