/** The current branch's dates with settings of their own, latest first. */
import { useState } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { DATE_CONFIG_SORT, type DateConfigRow } from '../../domain/branch/contract';
import { DateSwitch, EMPTY_DATE_CONFIG_VALUES, type DateConfigValues } from '../../domain/branch/date-config';
import { fetchDateConfigs, saveDateConfigs } from '../../data/branches';
import { AdminList } from '../admin/AdminList';
import { AdminModal } from '../admin/AdminModal';
import type { AdminColumn } from '../admin/AdminTable';
import { RowActions } from '../admin/RowActions';
import { confirmDelete } from '../admin/admin-feedback';
import { useAdminList } from '../admin/use-admin-list';
import { displayDate } from '../appointment/panels/display-format';
import { DATE_CONFIG_FORM_ID, DateConfigForm } from './DateConfigForm';

/** What a date sets, in a few words. */
type Words = Record<'on' | 'off' | 'multitask' | 'overlap' | 'overtime' | 'confirm' | 'slip', string>;

function summary(v: DateConfigValues, words: Words): string {
  const parts: string[] = [];
  const on = (s: DateSwitch) => (s === DateSwitch.ON ? words.on : words.off);
  if (v.startTime || v.endTime) parts.push(`${v.startTime || '…'}–${v.endTime || '…'}`);
  if (v.multitask !== DateSwitch.BRANCH) parts.push(`${words.multitask} ${on(v.multitask)}`);
  if (v.minuteOverlap !== null) parts.push(`${words.overlap} ${v.minuteOverlap} min`);
  if (v.workingOverTime !== null) parts.push(`${words.overtime} ${v.workingOverTime} min`);
  if (v.confirmBookingOnline !== DateSwitch.BRANCH) parts.push(`${words.confirm} ${on(v.confirmBookingOnline)}`);
  if (v.printBillSlip !== DateSwitch.BRANCH) parts.push(`${words.slip} ${on(v.printBillSlip)}`);
  return parts.join(' · ');
}

export function DateConfigList(props: { branchId: string; canUpdate: boolean }) {
  const { t } = useLingui();
  const { branchId } = props;
  const words: Words = { on: t`on`, off: t`off`, multitask: t`Multitasking`, overlap: t`Overlap`, overtime: t`Over time`, confirm: t`Confirm online bookings`, slip: t`Print bill slip` };
  const list = useAdminList({ key: `date-config-list|${branchId}`, fetch: (r) => fetchDateConfigs(branchId, r), sortable: DATE_CONFIG_SORT });
  const [open, setOpen] = useState<{ initial: DateConfigValues | null } | null>(null);
  const done = () => {
    setOpen(null);
    list.reload();
  };
  const columns: AdminColumn<DateConfigRow>[] = [
    { accessor: 'date', title: t`Date`, render: (r) => displayDate(r.date) },
    { accessor: 'values', title: t`Settings`, render: (r) => summary(r.values, words) },
  ];
  return (
    <Stack gap="md">
      {props.canUpdate ? (
        <Group justify="flex-end">
          <Button onClick={() => setOpen({ initial: null })} disabled={list.readOnly}>{t`Set for some dates`}</Button>
        </Group>
      ) : null}
      <AdminList
        list={list}
        label={t`Settings by date`}
        columns={columns}
        emptyText={t`No date has settings of its own`}
        rowActions={(r) => (
          <RowActions
            name={displayDate(r.date)}
            readOnly={list.readOnly}
            onEdit={props.canUpdate ? () => setOpen({ initial: r.values }) : null}
            onDelete={
              props.canUpdate
                ? () => {
                    const when = displayDate(r.date);
                    confirmDelete({
                      title: t`Clear the settings of ${when}?`,
                      message: t`The day follows the branch's settings again.`,
                      remove: () => saveDateConfigs(branchId, { ...EMPTY_DATE_CONFIG_VALUES, from: r.date, to: r.date }),
                      onDeleted: done,
                    });
                  }
                : null
            }
          />
        )}
      />
      <AdminModal opened={open !== null} onClose={() => setOpen(null)} title={t`Settings by date`} size={800} formId={DATE_CONFIG_FORM_ID}>
        {open ? <DateConfigForm branchId={branchId} initial={open.initial} onSaved={done} onCancel={() => setOpen(null)} /> : null}
      </AdminModal>
    </Stack>
  );
}
