/** The turn strip's clock-in list (TurnStrip.tsx draws its button and fetches this on first use). */
import { Menu } from '@mantine/core';
import type { OverlayProps } from '../../components/OverlayOnFirstUse';

export function ClockInMenu(props: OverlayProps & { arriving: readonly { id: string; label: string }[]; onClockIn: (technicianId: string) => void }) {
  return (
    <Menu position="bottom-end" withinPortal opened={props.opened} onChange={props.onChange}>
      <Menu.Target>{props.target}</Menu.Target>
      <Menu.Dropdown>
        {props.arriving.map((x) => (
          <Menu.Item key={x.id} onClick={() => props.onClockIn(x.id)}>
            {x.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
