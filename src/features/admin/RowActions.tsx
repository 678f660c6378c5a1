/**
 * A row's ⋯ menu, the same on every list: Detail (always: spec §6 "detail is always
 * visible"), Edit, Activate/Deactivate and Delete when the user holds the right (null hides
 * them), the list's own items (`children`) before Delete. Offline or showing the tablet's last
 * copy, the changes are greyed with the reason beside them.
 */
import type { ReactNode } from 'react';
import { ActionIcon, Menu } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';

export function RowActions(props: {
  /** What the row is called (its code or name): "Actions for {name}". */
  name: string;
  /** Changes are not possible now (offline, a last copy). */
  readOnly: boolean;
  /** The record's detail window; left out where the list shows all there is. */
  onDetail?: (() => void) | null;
  onEdit?: (() => void) | null;
  /** A change of status, when the record has one and the user may update it. */
  status?: { active: boolean; onChange: () => void } | null;
  onDelete?: (() => void) | null;
  children?: ReactNode;
}) {
  const { t } = useLingui();
  const name = props.name;
  const why = props.readOnly ? t`Needs a connection` : undefined;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={t`Actions for ${name}`} onClick={(e) => e.stopPropagation()}>
          ⋯
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {props.onDetail ? <Menu.Item onClick={props.onDetail}>{t`Detail`}</Menu.Item> : null}
        {props.onEdit ? (
          <Menu.Item onClick={props.onEdit} disabled={props.readOnly} title={why}>
            {t`Edit`}
          </Menu.Item>
        ) : null}
        {props.status ? (
          <Menu.Item onClick={props.status.onChange} disabled={props.readOnly} title={why}>
            {props.status.active ? t`Deactivate` : t`Activate`}
          </Menu.Item>
        ) : null}
        {props.children}
        {props.onDelete ? (
          <Menu.Item color="red" onClick={props.onDelete} disabled={props.readOnly} title={why}>
            {t`Delete`}
          </Menu.Item>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}
