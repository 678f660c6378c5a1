/** A detail window's Edit and Delete, each shown only when the user may and the record allows it. */
import type { ReactNode } from 'react';
import { Button, Group } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';

export function RecordActions(props: { onEdit: (() => void) | null; onDelete: (() => void) | null; children?: ReactNode }) {
  const { t } = useLingui();
  return (
    <Group gap="sm">
      {props.children}
      {props.onEdit ? <Button variant="default" onClick={props.onEdit}>{t`Edit`}</Button> : null}
      {props.onDelete ? (
        <Button variant="light" color="red" onClick={props.onDelete}>
          {t`Delete`}
        </Button>
      ) : null}
    </Group>
  );
}
