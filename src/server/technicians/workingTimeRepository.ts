/**
 * The rows a day's working time is computed from: configurations and time off of some
 * technicians over some dates, read in a few queries.
 */
import type { Db } from '../db/db';
import { formatZonedTime, isHourMinute, type IsoDate } from '../../domain/time';
import { TimeOffType, WorkType, type ManualDay, type Shift, type TimeOff, type WorkingTimeConfig } from '../../domain/technician/working-time';

export type ConfigDbRow = {
  id: string;
  tenant_id: string;
  branch_id: string;
  technician_id: string;
  work_type: string;
  shifts: unknown;
  from_date: string;
  to_date: string | null;
  apply_date: string;
  quick: boolean;
  created_at: Date;
  saved_order: number;
};
export type TimeOffDbRow = {
  id: string;
  tenant_id: string;
  branch_id: string;
  technician_id: string;
  type: string;
  from_date: string;
  to_date: string;
  note: string | null;
  created_at: Date;
};

export const CONFIG_COLUMNS = `id, tenant_id, branch_id, technician_id, work_type, shifts, from_date::text AS from_date, to_date::text AS to_date,
  apply_date::text AS apply_date, quick, created_at, saved_order::float8 AS saved_order`;
export const TIME_OFF_COLUMNS = `id, tenant_id, branch_id, technician_id, type, from_date::text AS from_date, to_date::text AS to_date, note, created_at`;

/** Shifts as stored (jsonb); anything malformed is left out rather than trusted. */
export function shiftsOf(raw: unknown): Shift[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((s: unknown) => {
    if (typeof s !== 'object' || s === null) return [];
    const { start, end } = s as Record<string, unknown>;
    return typeof start === 'string' && typeof end === 'string' && isHourMinute(start) && isHourMinute(end) ? [{ start, end }] : [];
  });
}

export function asWorkType(raw: string): WorkType {
  return raw === WorkType.SHIFT || raw === WorkType.OFF ? raw : WorkType.FULL_TIME;
}

export function asTimeOffType(raw: string): TimeOffType {
  return raw === TimeOffType.UNPAID ? TimeOffType.UNPAID : TimeOffType.PAID;
}

export function toConfig(r: ConfigDbRow): WorkingTimeConfig {
  return {
    id: r.id,
    workType: asWorkType(r.work_type),
    shifts: shiftsOf(r.shifts),
    fromDate: r.from_date,
    toDate: r.to_date,
    applyDate: r.apply_date,
    savedAt: r.created_at.getTime(),
    savedOrder: r.saved_order,
  };
}

export function toTimeOff(r: TimeOffDbRow): TimeOff {
  return { id: r.id, type: asTimeOffType(r.type), fromDate: r.from_date, toDate: r.to_date, note: r.note };
}

/** Configurations of these technicians that may govern a day in [from, to]. */
export async function configsOverlapping(db: Db, tenantId: string, technicianIds: readonly string[], from: IsoDate, to: IsoDate): Promise<ConfigDbRow[]> {
  if (technicianIds.length === 0) return [];
  return db.query<ConfigDbRow>(
    `SELECT ${CONFIG_COLUMNS} FROM technician_work_config
      WHERE tenant_id = $1 AND technician_id = ANY($2::uuid[])
        AND GREATEST(from_date, apply_date) <= $4::date AND (to_date IS NULL OR to_date >= $3::date)
      ORDER BY created_at, saved_order`,
    [tenantId, technicianIds, from, to],
  );
}

/** Time off of these technicians touching [from, to]. */
export async function timeOffOverlapping(db: Db, tenantId: string, technicianIds: readonly string[], from: IsoDate, to: IsoDate): Promise<TimeOffDbRow[]> {
  if (technicianIds.length === 0) return [];
  return db.query<TimeOffDbRow>(
    `SELECT ${TIME_OFF_COLUMNS} FROM technician_time_off
      WHERE tenant_id = $1 AND technician_id = ANY($2::uuid[]) AND from_date <= $4::date AND to_date >= $3::date
      ORDER BY from_date, id`,
    [tenantId, technicianIds, from, to],
  );
}

/** Groups rows by technician. */
export function byTechnician<T extends { technician_id: string }>(rows: readonly T[]): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const r of rows) {
    const list = out.get(r.technician_id);
    if (list) list.push(r);
    else out.set(r.technician_id, [r]);
  }
  return out;
}

/** A day's own WORKING rows as the working-time rule reads them: their shifts and when the last was saved. */
export function manualDayOf(rows: readonly { start_time: Date; end_time: Date; created_at: Date }[], timeZone: string): ManualDay | null {
  if (rows.length === 0) return null;
  return {
    shifts: rows.map((w) => ({ start: formatZonedTime(w.start_time, timeZone), end: formatZonedTime(w.end_time, timeZone) })),
    savedAt: Math.max(...rows.map((w) => w.created_at.getTime())),
  };
}
