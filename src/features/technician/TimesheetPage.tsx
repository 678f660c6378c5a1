/**
 * The timesheet (spec part 2 §2 "timesheet list, quick timesheet, working-time configuration";
 * the target of the board's "No technician work" link): filtered by technician and dates, each
 * day's working time as the board will show it, and the entries that make it — working times,
 * quick timesheets, paid and unpaid time off — with their create and delete by right.
 */
import { useEffect, useState } from 'react';
import { Badge, Button, Group, Select, SimpleGrid, Tabs, Text, TextInput } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { addDays } from '../../domain/time';
import { TimesheetKind, TIMESHEET_SORT, type TechnicianOption, type TimesheetDayRow, type TimesheetEntryRow } from '../../domain/technician/contract';
import { TimesheetRight } from '../../domain/technician/rights';
import { deleteTimeOff, deleteWorkingTime, fetchTechnicianOptions, fetchTimesheetDays, fetchTimesheetEntries, type TimesheetFilter } from '../../data/technicians';
import { useOnline } from '../../data/use-online';
import { readWithCopy } from '../../data/admin-copies';
import { useShellSession } from '../shell/session-context';
import { NoBranchNotice } from '../shell/NoBranchNotice';
import { todayIn } from '../dates/branch-dates';
import { displayDate } from '../appointment/panels/display-format';
import { PageShell } from '../../components/PageShell';
import { AdminList } from '../admin/AdminList';
import { AdminModal } from '../admin/AdminModal';
import { hideOnPhone, type AdminColumn } from '../admin/AdminTable';
import { RowActions } from '../admin/RowActions';
import { confirmDelete } from '../admin/admin-feedback';
import { useAdminList } from '../admin/use-admin-list';
import { useModuleRights } from '../admin/module-rights';
import { TIME_OFF_FORM_ID, TimeOffForm } from './TimeOffForm';
import { WORKING_TIME_FORM_ID, WorkingTimeForm } from './WorkingTimeForm';
import { useTimeOffLabel, useWorkTypeLabel, workingHoursText } from './working-time-labels';
import { formatNumber } from '../../components/locale-format';
import { deskNow } from '../../data/desk-clock';

type Open = { kind: 'working-time' | 'quick' | 'time-off' };

/** The filter's and forms' technicians; offline the last copy, so the copied lists can still be filtered. */
function useTechnicianOptions(branchId: string | null, online: boolean): TechnicianOption[] {
  const [options, setOptions] = useState<TechnicianOption[]>([]);
  useEffect(() => {
    if (!branchId) return undefined;
    let live = true;
    readWithCopy(`technician-options|${branchId}`, () => fetchTechnicianOptions(branchId), { online }).then(
      (o) => live && setOptions(o.data),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [branchId, online]);
  return options;
}

export function TimesheetPage() {
  const { t } = useLingui();
  const { auth, timeZone } = useShellSession();
  const branchId = auth.isTenantSelection ? null : auth.branchId;
  const today = todayIn(timeZone, deskNow().getTime());
  const [filter, setFilter] = useState<TimesheetFilter>({ technicianId: '', fromDate: today, toDate: addDays(today, 6) });
  const [open, setOpen] = useState<Open | null>(null);
  const [version, setVersion] = useState(0);
  const can = useModuleRights(TimesheetRight);
  // Offline the lists are the last copy, read-only: no new entry either.
  const online = useOnline();
  const technicians = useTechnicianOptions(branchId, online);

  if (!branchId) return <NoBranchNotice />;
  const listKey = `${branchId}|${filter.technicianId}|${filter.fromDate}|${filter.toDate}|${version}`;
  const saved = () => {
    setOpen(null);
    setVersion((v) => v + 1);
  };
  const close = () => setOpen(null);
  const shared = { branchId, technicians, technicianId: filter.technicianId, today, onSaved: saved, onCancel: close };

  return (
    <PageShell
      title={t`Time sheet`}
      actions={
        can.create ? (
          <Group gap="xs">
            <Button variant="default" disabled={!online} onClick={() => setOpen({ kind: 'time-off' })}>{t`Time off`}</Button>
            <Button variant="default" disabled={!online} onClick={() => setOpen({ kind: 'working-time' })}>{t`Working time`}</Button>
            <Button disabled={!online} onClick={() => setOpen({ kind: 'quick' })}>{t`Quick timesheet`}</Button>
          </Group>
        ) : null
      }
    >
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" mb="md">
        <Select
          label={t`Technician`}
          placeholder={t`All technicians`}
          clearable
          searchable
          data={technicians.map((x) => ({ value: x.id, label: x.name }))}
          value={filter.technicianId || null}
          onChange={(value) => setFilter((f) => ({ ...f, technicianId: value ?? '' }))}
        />
        <TextInput type="date" label={t`From date`} value={filter.fromDate} onChange={(e) => { const fromDate = e.currentTarget.value; if (fromDate) setFilter((f) => ({ ...f, fromDate, toDate: f.toDate < fromDate ? fromDate : f.toDate })); }} />
        <TextInput type="date" label={t`To date`} value={filter.toDate} min={filter.fromDate} onChange={(e) => { const toDate = e.currentTarget.value; if (toDate && toDate >= filter.fromDate) setFilter((f) => ({ ...f, toDate })); }} />
      </SimpleGrid>

      <Tabs defaultValue="days" keepMounted={false}>
        <Tabs.List mb="sm">
          <Tabs.Tab value="days">{t`Working days`}</Tabs.Tab>
          <Tabs.Tab value="entries">{t`Working times and time off`}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="days">
          <TimesheetDays key={listKey} listKey={listKey} branchId={branchId} filter={filter} />
        </Tabs.Panel>
        <Tabs.Panel value="entries">
          <TimesheetEntries key={listKey} listKey={listKey} branchId={branchId} filter={filter} canDelete={can.delete} onDeleted={saved} />
        </Tabs.Panel>
      </Tabs>

      <AdminModal opened={open?.kind === 'quick'} onClose={close} title={t`Quick timesheet`} size={700} formId={WORKING_TIME_FORM_ID}>
        {open?.kind === 'quick' ? <WorkingTimeForm quick {...shared} /> : null}
      </AdminModal>
      <AdminModal opened={open?.kind === 'working-time'} onClose={close} title={t`Working time`} size={700} formId={WORKING_TIME_FORM_ID}>
        {open?.kind === 'working-time' ? <WorkingTimeForm quick={false} {...shared} /> : null}
      </AdminModal>
      <AdminModal opened={open?.kind === 'time-off'} onClose={close} title={t`Time off`} size={600} formId={TIME_OFF_FORM_ID}>
        {open?.kind === 'time-off' ? <TimeOffForm {...shared} /> : null}
      </AdminModal>
    </PageShell>
  );
}

type DayRow = TimesheetDayRow & { id: string };

function TimesheetDays(props: { listKey: string; branchId: string; filter: TimesheetFilter }) {
  const { t } = useLingui();
  const workTypeLabel = useWorkTypeLabel();
  const timeOffLabel = useTimeOffLabel();
  const list = useAdminList({
    key: `timesheet-days|${props.listKey}`,
    fetch: async (request) => {
      const page = await fetchTimesheetDays(props.branchId, props.filter, request.page);
      return { ...page, items: page.items.map((d): DayRow => ({ ...d, id: `${d.technicianId}|${d.date}` })) };
    },
    sortable: [],
  });
  const columns: AdminColumn<DayRow>[] = [
    { accessor: 'date', title: t`Date`, render: (d) => displayDate(d.date) },
    { accessor: 'technicianName', title: t`Technician` },
    {
      accessor: 'shifts',
      title: t`Working hours`,
      render: (d) =>
        d.timeOffType ? (
          <Badge color="orange" variant="light">{timeOffLabel(d.timeOffType)}</Badge>
        ) : d.shifts.length > 0 ? (
          workingHoursText(d.shifts)
        ) : (
          <Text size="sm" c="dimmed">{t`Not working`}</Text>
        ),
    },
    { accessor: 'workType', title: t`Work type`, visibleMediaQuery: hideOnPhone, render: (d) => (d.source === 'MANUAL' ? t`Shifts of the day` : workTypeLabel(d.workType)) },
    { accessor: 'minutes', title: t`Hours`, textAlign: 'right', render: (d) => formatNumber(d.minutes / 60, 2) },
  ];
  return <AdminList list={list} label={t`Working days`} columns={columns} emptyText={t`No technician works these days`} />;
}

function TimesheetEntries(props: { listKey: string; branchId: string; filter: TimesheetFilter; canDelete: boolean; onDeleted: () => void }) {
  const { t } = useLingui();
  const workTypeLabel = useWorkTypeLabel();
  const timeOffLabel = useTimeOffLabel();
  const list = useAdminList({ key: `timesheet-entries|${props.listKey}`, fetch: (request) => fetchTimesheetEntries(props.branchId, props.filter, request), sortable: TIMESHEET_SORT });
  const askDelete = (entry: TimesheetEntryRow) => {
    const name = entry.technicianName;
    confirmDelete({
      title: entry.kind === TimesheetKind.TIME_OFF ? t`Delete the time off of ${name}?` : t`Delete the working time of ${name}?`,
      message: t`The board follows at its next refresh.`,
      remove: () => (entry.kind === TimesheetKind.TIME_OFF ? deleteTimeOff(entry.id) : deleteWorkingTime(entry.id)),
      onDeleted: props.onDeleted,
    });
  };
  const columns: AdminColumn<TimesheetEntryRow>[] = [
    { accessor: 'technician', title: t`Technician`, render: (e) => e.technicianName },
    {
      accessor: 'kind',
      title: t`Type`,
      render: (e) =>
        e.kind === TimesheetKind.TIME_OFF ? (
          <Badge color="orange" variant="light">{timeOffLabel(e.timeOffType)}</Badge>
        ) : (
          `${workTypeLabel(e.workType)}${e.quick ? ` · ${t`Quick timesheet`}` : ''}`
        ),
    },
    { accessor: 'shifts', title: t`Working hours`, visibleMediaQuery: hideOnPhone, render: (e) => workingHoursText(e.shifts) || (e.note ?? '') },
    { accessor: 'fromDate', title: t`From date`, render: (e) => displayDate(e.fromDate) },
    { accessor: 'toDate', title: t`To date`, render: (e) => (e.toDate ? displayDate(e.toDate) : t`Open-ended`) },
    { accessor: 'applyDate', title: t`Apply date`, visibleMediaQuery: hideOnPhone, render: (e) => (e.applyDate ? displayDate(e.applyDate) : '') },
  ];
  return (
    <AdminList
      list={list}
      label={t`Working times and time off`}
      search={{ label: t`Search the time sheet`, placeholder: t`Technician name` }}
      columns={columns}
      emptyText={t`No working time or time off these days`}
      rowActions={(entry) => (
        <RowActions name={entry.technicianName} readOnly={list.readOnly} onDelete={props.canDelete && entry.deletable ? () => askDelete(entry) : null} />
      )}
    />
  );
}
