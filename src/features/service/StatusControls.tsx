/** What the services and the groups share to show and switch their active status. */
import { Badge } from '@mantine/core';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { confirmThen, SavedKind } from '../admin/admin-feedback';

export function ActiveBadge(props: { active: boolean }) {
  const { t } = useLingui();
  return (
    <Badge color={props.active ? 'green' : 'gray'} variant="light">
      {props.active ? t`Active` : t`Inactive`}
    </Badge>
  );
}

/** Asks before switching a record's status; the message says what it means for new bookings. */
export function confirmStatusChange(input: { name: string; active: boolean; message: string; act: () => Promise<unknown>; onDone: () => void }): void {
  const name = input.name;
  confirmThen({
    title: i18n._(input.active ? msg`Activate ${name}?` : msg`Deactivate ${name}?`),
    message: input.message,
    confirmLabel: i18n._(input.active ? msg`Activate` : msg`Deactivate`),
    act: input.act,
    kind: SavedKind.STATUS,
    onDone: input.onDone,
  });
}
