/**
 * The timesheet screen's reads: the entries (working times, quick timesheets, time off) of a
 * branch filtered by technician and dates, paged like every list; and each day's working time
 * as the board decides it, technician by technician.
 */
import type { Db } from '../db/db';
import type { Page } from '../../domain/admin/list';
import { resolveDayConfig } from '../../domain/branchConfig';
import { formatZonedDate, zonedDayRange, type IsoDate } from '../../domain/time';
import { TimesheetKind, type TimesheetDayRow, type TimesheetEntryRow, type TimesheetSort } from '../../domain/technician/contract';
import { datesBetween, effectiveFrom, workedMinutes, workingDay } from '../../domain/technician/working-time';
import { pagedList, type ListInput } from '../admin/pagedList';
import { configValues, dateConfigValues } from '../branches/branchRepository';
import { asTimeOffType, asWorkType, byTechnician, configsOverlapping, manualDayOf, shiftsOf, timeOffOverlapping, toConfig, toTimeOff } from './workingTimeRepository';

type EntryDbRow = {
  id: string;
  kind: string;
  technician_id: string;
  technician_name: string;
  work_type: string | null;
  shifts: unknown;
  time_off_type: string | null;
  from_date: string;
  to_date: string | null;
  apply_date: string | null;
  quick: boolean;
  note: string | null;
  created_at: Date;
  effective_from: string;
};

const ENTRIES = `(
  SELECT c.id, 'WORKING_TIME' AS kind, c.tenant_id, c.branch_id, c.technician_id, t.name AS technician_name, c.work_type, c.shifts,
         NULL::text AS time_off_type, c.from_date::text AS from_date, c.to_date::text AS to_date, c.apply_date::text AS apply_date,
         c.quick, NULL::text AS note, c.created_at, GREATEST(c.from_date, c.apply_date)::text AS effective_from
    FROM technician_work_config c JOIN technician t ON t.tenant_id = c.tenant_id AND t.id = c.technician_id
  UNION ALL
  SELECT o.id, 'TIME_OFF', o.tenant_id, o.branch_id, o.technician_id, t.name, NULL, '[]'::jsonb,
         o.type, o.from_date::text, o.to_date::text, NULL, false, o.note, o.created_at, o.from_date::text
    FROM technician_time_off o JOIN technician t ON t.tenant_id = o.tenant_id AND t.id = o.technician_id
) e`;

export type TimesheetFilter = { technicianId: string | null; fromDate: IsoDate | null; toDate: IsoDate | null };

export async function listTimesheetEntries(db: Db, input: ListInput<TimesheetSort> & { branchId: string; filter: TimesheetFilter; today: IsoDate }): Promise<Page<TimesheetEntryRow>> {
  const filter = input.filter;
  // Entries that touch the dates asked: ending on or after the from date, starting on or before the to date.
  const conditions = (param: (value: string) => string): string =>
    [
      'TRUE',
      ...(filter.technicianId ? [`e.technician_id = ${param(filter.technicianId)}::uuid`] : []),
      ...(filter.fromDate ? [`(e.to_date IS NULL OR e.to_date >= ${param(filter.fromDate)})`] : []),
      ...(filter.toDate ? [`e.from_date <= ${param(filter.toDate)}`] : []),
    ].join(' AND ');
  const page = await pagedList<EntryDbRow, TimesheetSort>(
    db,
    {
      from: ENTRIES,
      columns: 'e.id, e.kind, e.technician_id, e.technician_name, e.work_type, e.shifts, e.time_off_type, e.from_date, e.to_date, e.apply_date, e.quick, e.note, e.created_at, e.effective_from',
      tenantColumn: 'e.tenant_id',
      branch: { column: 'e.branch_id', id: input.branchId },
      filter: conditions,
      searchColumns: ['e.technician_name'],
      sortable: { technician: 'e.technician_name', kind: 'e.kind', fromDate: 'e.from_date', toDate: 'e.to_date', createdAt: 'e.created_at' },
      defaultOrder: 'e.from_date DESC, e.technician_name, e.id',
    },
    input,
  );
  return { ...page, items: page.items.map((r) => toEntryRow(r, input.today)) };
}

function toEntryRow(r: EntryDbRow, today: IsoDate): TimesheetEntryRow {
  const timeOff = r.kind === TimesheetKind.TIME_OFF;
  return {
    id: r.id,
    kind: timeOff ? TimesheetKind.TIME_OFF : TimesheetKind.WORKING_TIME,
    technicianId: r.technician_id,
    technicianName: r.technician_name,
    workType: r.work_type === null ? null : asWorkType(r.work_type),
    shifts: shiftsOf(r.shifts),
    timeOffType: r.time_off_type === null ? null : asTimeOffType(r.time_off_type),
    fromDate: r.from_date,
    toDate: r.to_date,
    applyDate: r.apply_date,
    quick: r.quick,
    note: r.note,
    createdAt: r.created_at.toISOString(),
    deletable: timeOff || effectiveFrom({ fromDate: r.from_date, applyDate: r.apply_date ?? r.from_date }) >= today,
  };
}

/** Each day of [from, to] of the branch's technicians (or one), as the board decides it; paged by 15 rows. */
export async function timesheetDays(
  db: Db,
  input: { tenantId: string; branchId: string; timeZone: string; technicianId: string | null; fromDate: IsoDate; toDate: IsoDate; page: number; size: number },
): Promise<Page<TimesheetDayRow>> {
  const technicians = await db.query<{ id: string; name: string }>(
    `SELECT id, name FROM technician WHERE tenant_id = $1 AND branch_id = $2 AND active ${input.technicianId ? 'AND id = $3' : ''} ORDER BY name, id`,
    input.technicianId ? [input.tenantId, input.branchId, input.technicianId] : [input.tenantId, input.branchId],
  );
  const ids = technicians.map((t) => t.id);
  const start = zonedDayRange(input.fromDate, input.timeZone).start;
  const end = zonedDayRange(input.toDate, input.timeZone).end;
  const dates = datesBetween(input.fromDate, input.toDate);
  const [branchValues, dateValues, configs, timeOff, rows] = await Promise.all([
    configValues(db, input.tenantId, input.branchId),
    // Each date read as the board reads it (its overrides and whatever else the branch keeps per date).
    Promise.all(dates.map((date) => dateConfigValues(db, input.tenantId, input.branchId, date))),
    configsOverlapping(db, input.tenantId, ids, input.fromDate, input.toDate),
    timeOffOverlapping(db, input.tenantId, ids, input.fromDate, input.toDate),
    ids.length === 0
      ? Promise.resolve([])
      : db.query<{ technician_id: string; start_time: Date; end_time: Date; created_at: Date }>(
          `SELECT technician_id, start_time, end_time, created_at FROM technician_working
            WHERE tenant_id = $1 AND technician_id = ANY($2::uuid[]) AND type = 'WORKING' AND start_time < $4 AND end_time > $3`,
          [input.tenantId, ids, start, end],
        ),
  ]);
  const configsOf = byTechnician(configs);
  const timeOffOf = byTechnician(timeOff);
  const rowsOf = byTechnician(rows);
  const days = dates.map((date, i) => ({ date, config: resolveDayConfig(date, branchValues, dateValues[i] ?? {}) }));
  const all: TimesheetDayRow[] = [];
  for (const day of days) {
    for (const t of technicians) {
      const manual = (rowsOf.get(t.id) ?? []).filter((w) => formatZonedDate(w.start_time, input.timeZone) === day.date);
      const decided = workingDay({
        date: day.date,
        day: day.config,
        configs: (configsOf.get(t.id) ?? []).map(toConfig),
        timeOff: (timeOffOf.get(t.id) ?? []).map(toTimeOff),
        manual: manualDayOf(manual, input.timeZone),
      });
      all.push({
        technicianId: t.id,
        technicianName: t.name,
        date: day.date,
        source: decided.source,
        workType: decided.workType,
        timeOffType: decided.timeOff?.type ?? null,
        shifts: decided.shifts,
        minutes: workedMinutes(decided.shifts),
      });
    }
  }
  const from = (input.page - 1) * input.size;
  return { items: all.slice(from, from + input.size), total: all.length, page: input.page, size: input.size };
}
