/** The current branch's closed days and holidays, latest first, each a date or a range with its note. */
import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { HOLIDAY_SORT, type HolidayRow } from '../../domain/branch/contract';
import { deleteHoliday, fetchHolidays } from '../../data/branches';
import { AdminList } from '../admin/AdminList';
import { AdminModal } from '../admin/AdminModal';
import type { AdminColumn } from '../admin/AdminTable';
import { RowActions } from '../admin/RowActions';
import { confirmDelete } from '../admin/admin-feedback';
import { useAdminList } from '../admin/use-admin-list';
import { displayDate } from '../appointment/panels/display-format';
import { HOLIDAY_FORM_ID, HolidayForm } from './HolidayForm';

type Open = { kind: 'create' } | { kind: 'edit'; holiday: HolidayRow };

export function HolidayList(props: { branchId: string; canUpdate: boolean }) {
  const { t } = useLingui();
  const { branchId } = props;
  const list = useAdminList({ key: `holiday-list|${branchId}`, fetch: (r) => fetchHolidays(branchId, r), sortable: HOLIDAY_SORT });
  const [open, setOpen] = useState<Open | null>(null);
  const done = () => {
    setOpen(null);
    list.reload();
  };
  const dates = (h: HolidayRow) => (h.from === h.to ? displayDate(h.from) : `${displayDate(h.from)} – ${displayDate(h.to)}`);

  const columns: AdminColumn<HolidayRow>[] = [
    { accessor: 'from', title: t`Dates`, render: (h) => dates(h) },
    { accessor: 'note', title: t`Note`, render: (h) => <Text size="sm">{h.note ?? ''}</Text> },
  ];

  return (
    <Stack gap="md">
      {props.canUpdate ? (
        <Group justify="flex-end">
          <Button onClick={() => setOpen({ kind: 'create' })} disabled={list.readOnly}>{t`Add closed days`}</Button>
        </Group>
      ) : null}
      <AdminList
        list={list}
        label={t`Closed days and holidays`}
        search={{ label: t`Search holidays`, placeholder: t`Note` }}
        columns={columns}
        emptyText={t`No closed days or holidays`}
        rowActions={(h) => (
          <RowActions
            name={dates(h)}
            readOnly={list.readOnly}
            onEdit={props.canUpdate ? () => setOpen({ kind: 'edit', holiday: h }) : null}
            onDelete={
              props.canUpdate
                ? () => {
                    const when = dates(h);
                    confirmDelete({ title: t`Remove the closed days ${when}?`, message: t`The branch opens again on those days.`, remove: () => deleteHoliday(branchId, h.id), onDeleted: done });
                  }
                : null
            }
          />
        )}
      />
      <AdminModal opened={open !== null} onClose={() => setOpen(null)} title={open?.kind === 'edit' ? t`Edit closed days` : t`Add closed days`} size={600} formId={HOLIDAY_FORM_ID}>
        {open ? <HolidayForm branchId={branchId} holiday={open.kind === 'edit' ? open.holiday : null} onSaved={done} onCancel={() => setOpen(null)} /> : null}
      </AdminModal>
    </Stack>
  );
}
