/**
 * The technician working report's rows (src/domain/report/technician-working.ts says what counts):
 * the time sheet's spans, the working-time configurations and time off, and the booked services,
 * read in a few queries; each technician's branch day decided by the domain.
 */
import type { DayConfigResult } from '../../domain/api';
import { resolveDayConfig } from '../../domain/branchConfig';
import type { ReportResult } from '../../domain/report/contract';
import { sumWorking, workingDayMinutes, type Span, type WorkingRow, type WorkingTotals } from '../../domain/report/technician-working';
import { datesBetween, shiftEndMinute, workingDay, type Shift } from '../../domain/technician/working-time';
import { zonedDayRange, zonedTimeToInstant, type IsoDate } from '../../domain/time';
import type { Db } from '../db/db';
import { branchConfigValues, dateConfigValues } from '../branches/branchRepository';
import { byTechnician, configsOverlapping, timeOffOverlapping, toConfig, toTimeOff } from '../technicians/workingTimeRepository';
import { scopeBranches, scopeParams, ZONES_CTE, type ReportScope, type ScopeBranch } from './reportScope';

type SpanRow = { technician_id: string; type: string; start_time: Date; end_time: Date };

const spanOf = (r: { start_time: Date; end_time: Date }): Span => ({ start: r.start_time.getTime(), end: r.end_time.getTime() });

/** A configured shift of a date as instants in the branch's zone ("00:00" as an end: the day's end). */
function shiftSpan(date: IsoDate, shift: Shift, timeZone: string): Span {
  const end = shiftEndMinute(shift.end) === 1440 ? zonedDayRange(date, timeZone).end : zonedTimeToInstant(date, shift.end, timeZone);
  return { start: zonedTimeToInstant(date, shift.start, timeZone).getTime(), end: end.getTime() };
}

export async function technicianWorkingReport(db: Db, scope: ReportScope): Promise<ReportResult<WorkingRow, WorkingTotals>> {
  const branchIds = scope.branches.map((b) => b.id);
  const technicians = await db.query<{ id: string; name: string; branch_id: string }>(
    `SELECT id, name, branch_id FROM technician WHERE tenant_id = $1 AND branch_id = ANY($2::uuid[]) AND ($3::uuid IS NULL OR id = $3::uuid) ORDER BY name, id`,
    [scope.tenantId, branchIds, scope.technicianId],
  );
  const ids = technicians.map((t) => t.id);
  const [spans, configs, timeOff, booked, branchValues] = await Promise.all([
    db.query<SpanRow>(
      `SELECT technician_id, type, start_time, end_time FROM technician_working
        WHERE tenant_id = $1 AND technician_id = ANY($2::uuid[]) AND start_time < $4 AND end_time > $3`,
      [scope.tenantId, ids, scope.start, scope.end],
    ),
    configsOverlapping(db, scope.tenantId, ids, scope.from, scope.to),
    timeOffOverlapping(db, scope.tenantId, ids, scope.from, scope.to),
    db.query<{ technician_id: string; date: string; minutes: number }>(
      `WITH ${ZONES_CTE}
       SELECT s.technician_id, to_char((s.start_time AT TIME ZONE z.tz)::date, 'YYYY-MM-DD') AS date, sum(s.duration)::float8 AS minutes
         FROM segment s
         JOIN zones z ON z.branch_id = s.branch_id
         JOIN guest g ON g.tenant_id = s.tenant_id AND g.id = s.guest_id
        WHERE s.tenant_id = $1 AND s.type = 'service' AND s.active AND s.technician_id IS NOT NULL
          AND g.status IN ('CheckIn', 'Processing', 'Completed')
          AND s.start_time >= $4 AND s.start_time < $5 AND (s.start_time AT TIME ZONE z.tz)::date BETWEEN $6::date AND $7::date
          AND ($8::uuid IS NULL OR s.technician_id = $8::uuid)
        GROUP BY 1, 2`,
      [...scopeParams(scope), scope.technicianId],
    ),
    branchConfigValues(db, scope.tenantId, branchIds),
  ]);
  const spansOf = byTechnician(spans);
  const configsOf = byTechnician(configs);
  const timeOffOf = byTechnician(timeOff);
  const bookedOn = new Map(booked.map((b) => [`${b.technician_id}|${b.date}`, b.minutes]));
  const branchOf = new Map(scope.branches.map((b) => [b.id, b]));
  // A branch's day config is read only for a day some technician's schedule needs it.
  const dayConfigs = new Map<string, Promise<DayConfigResult>>();
  const dayConfig = (branch: ScopeBranch, date: IsoDate) => {
    const key = `${branch.id}|${date}`;
    let found = dayConfigs.get(key);
    if (!found) {
      found = dateConfigValues(db, scope.tenantId, branch.id, date).then((values) => resolveDayConfig(date, branchValues.get(branch.id) ?? {}, values));
      dayConfigs.set(key, found);
    }
    return found;
  };

  const rows: WorkingRow[] = [];
  for (const date of datesBetween(scope.from, scope.to)) {
    for (const t of technicians) {
      const branch = branchOf.get(t.branch_id);
      if (!branch) continue;
      const range = zonedDayRange(date, branch.timeZone);
      const day = { start: range.start.getTime(), end: range.end.getTime() };
      const own = (spansOf.get(t.id) ?? []).filter((s) => s.start_time < range.end && s.end_time > range.start);
      const recorded = own.filter((s) => s.type === 'WORKING').map(spanOf);
      const technicianConfigs = (configsOf.get(t.id) ?? []).map(toConfig);
      const scheduled =
        recorded.length > 0 || technicianConfigs.length === 0
          ? []
          : workingDay({ date, day: await dayConfig(branch, date), configs: technicianConfigs, timeOff: (timeOffOf.get(t.id) ?? []).map(toTimeOff), manual: null }).shifts.map((s) =>
              shiftSpan(date, s, branch.timeZone),
            );
      const minutes = workingDayMinutes({
        day,
        recorded,
        scheduled,
        paidBreaks: own.filter((s) => s.type === 'BREAK_PAID').map(spanOf),
        unpaidBreaks: own.filter((s) => s.type === 'BREAK_UNPAID').map(spanOf),
      });
      const bookedMinutes = bookedOn.get(`${t.id}|${date}`) ?? 0;
      if (minutes.worked === 0 && bookedMinutes === 0) continue;
      rows.push({ date, technicianId: t.id, technician: t.name, ...minutes, booked: bookedMinutes });
    }
  }
  return { rows, totals: sumWorking(rows), branches: scopeBranches(scope) };
}
