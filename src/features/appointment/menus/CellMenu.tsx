/** Right click or long press on an empty part of a column: book there, or set a break. */
import { Menu } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { PointMenu } from './PointMenu';

export function CellMenu(props: {
  at: { x: number; y: number } | null;
  title: string;
  canBook: boolean;
  canBreak: boolean;
  onBook: () => void;
  onBreak: () => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const title = props.title;
  return (
    <PointMenu at={props.at} label={t`Actions for ${title}`} onClose={props.onClose}>
      <Menu.Label>{props.title}</Menu.Label>
      {props.canBook ? <Menu.Item onClick={props.onBook}>{t`New booking`}</Menu.Item> : null}
      {props.canBreak ? <Menu.Item onClick={props.onBreak}>{t`Break time`}</Menu.Item> : null}
    </PointMenu>
  );
}
