/** The card's context menu: exactly the actions `menuFor` allows for its status (spec §4). */
import { Menu } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { MenuAction } from '../../../domain/booking/menu';
import { menuActionLabels } from './menu-labels';
import { PointMenu } from './PointMenu';

const DANGER: ReadonlySet<MenuAction> = new Set(['CANCEL', 'CANCEL_GROUP', 'NO_SHOW', 'NO_SHOW_GROUP']);

export function CardMenu(props: {
  at: { x: number; y: number } | null;
  title: string;
  actions: readonly MenuAction[];
  onAction: (action: MenuAction) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const title = props.title;
  return (
    <PointMenu at={props.at} label={t`Actions for ${title}`} onClose={props.onClose}>
      <Menu.Label>{title}</Menu.Label>
      {props.actions.map((action) => (
        <Menu.Item key={action} color={DANGER.has(action) ? 'red' : undefined} onClick={() => props.onAction(action)}>
          {i18n._(menuActionLabels[action])}
        </Menu.Item>
      ))}
    </PointMenu>
  );
}
