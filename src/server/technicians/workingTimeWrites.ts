/**
 * Writing working times (configurations, quick timesheets) and time off, each logged with its
 * values. A working time starts today or later and is only ever added: a later one overrides
 * an earlier one from its apply date on, so the days already worked keep what they had. One
 * not yet begun may be deleted; time off may always be.
 */
import type { Db } from '../db/db';
import { AppError, ErrorCode } from '../../domain/errors';
import type { LogRecord } from '../../domain/admin/changes';
import { effectiveFrom, type Shift, type TimeOffType, type WorkType } from '../../domain/technician/working-time';
import { newId } from '../auth/tokens';
import { ActionType, EntityType, logChange, type LogActor } from '../actionLog/actionLogRepository';
import type { DeleteSpec } from '../admin/deleteRecord';
import { configValues, todayIn } from '../branches/branchRepository';
import { CONFIG_COLUMNS, shiftsOf, TIME_OFF_COLUMNS, type ConfigDbRow, type TimeOffDbRow } from './workingTimeRepository';

export type NewWorkingTime = { workType: WorkType; shifts: readonly Shift[]; fromDate: string; toDate: string | null; applyDate: string; quick: boolean };
export type NewTimeOff = { type: TimeOffType; fromDate: string; toDate: string; note: string };

const shiftsLog = (shifts: readonly Shift[]) => shifts.map((s) => `${s.start}-${s.end}`);

export function workingTimeLogValues(r: Pick<ConfigDbRow, 'work_type' | 'shifts' | 'from_date' | 'to_date' | 'apply_date' | 'quick'>, technician: { id: string; name: string }): LogRecord {
  return {
    technicianId: technician.id,
    name: technician.name,
    kind: r.quick ? 'QUICK_TIMESHEET' : 'WORKING_TIME',
    workType: r.work_type,
    shifts: shiftsLog(shiftsOf(r.shifts)),
    fromDate: r.from_date,
    toDate: r.to_date,
    applyDate: r.apply_date,
  };
}

export function timeOffLogValues(r: Pick<TimeOffDbRow, 'type' | 'from_date' | 'to_date' | 'note'>, technician: { id: string; name: string }): LogRecord {
  return { technicianId: technician.id, name: technician.name, kind: 'TIME_OFF', type: r.type, fromDate: r.from_date, toDate: r.to_date, note: r.note };
}

export async function insertWorkingTime(
  tx: Db,
  actor: LogActor,
  input: { branchId: string; technician: { id: string; name: string }; config: NewWorkingTime },
): Promise<string> {
  const id = newId();
  const c = input.config;
  const shifts = JSON.stringify(c.shifts.map((s) => ({ start: s.start, end: s.end })));
  await tx.query(
    `INSERT INTO technician_work_config (id, tenant_id, branch_id, technician_id, work_type, shifts, from_date, to_date, apply_date, quick, created_at, created_by)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::date, $8::date, $9::date, $10, $11, $12)`,
    [id, actor.tenantId, input.branchId, input.technician.id, c.workType, shifts, c.fromDate, c.toDate, c.applyDate, c.quick, actor.now, actor.userId],
  );
  await logChange(tx, actor, {
    branchId: input.branchId, action: ActionType.CREATE, entityType: EntityType.TIMESHEET, entityId: id, before: null,
    after: workingTimeLogValues({ work_type: c.workType, shifts: c.shifts, from_date: c.fromDate, to_date: c.toDate, apply_date: c.applyDate, quick: c.quick }, input.technician),
  });
  return id;
}

export async function insertTimeOff(tx: Db, actor: LogActor, input: { branchId: string; technician: { id: string; name: string }; timeOff: NewTimeOff }): Promise<string> {
  const id = newId();
  const t = input.timeOff;
  await tx.query(
    `INSERT INTO technician_time_off (id, tenant_id, branch_id, technician_id, type, from_date, to_date, note, created_at, created_by)
     VALUES ($1, $2, $3, $4, $5, $6::date, $7::date, $8, $9, $10)`,
    [id, actor.tenantId, input.branchId, input.technician.id, t.type, t.fromDate, t.toDate, t.note || null, actor.now, actor.userId],
  );
  await logChange(tx, actor, {
    branchId: input.branchId, action: ActionType.CREATE, entityType: EntityType.TIMESHEET, entityId: id, before: null,
    after: timeOffLogValues({ type: t.type, from_date: t.fromDate, to_date: t.toDate, note: t.note || null }, input.technician),
  });
  return id;
}

type WithName = { technician_name: string };

const technicianName = `(SELECT t.name FROM technician t WHERE t.tenant_id = technician_work_config.tenant_id AND t.id = technician_work_config.technician_id) AS technician_name`;
const timeOffTechnicianName = `(SELECT t.name FROM technician t WHERE t.tenant_id = technician_time_off.tenant_id AND t.id = technician_time_off.technician_id) AS technician_name`;

/** The generic delete of a working time: refused once a day before today was governed by it (WORKING_TIME_BEGUN). */
export function workingTimeDelete(now: () => Date): DeleteSpec<ConfigDbRow & WithName> {
  return {
    table: 'technician_work_config',
    columns: `${CONFIG_COLUMNS}, ${technicianName}`,
    entityType: EntityType.TIMESHEET,
    branchColumn: 'branch_id',
    refuse: async (row, tx) => {
      const today = todayIn(await configValues(tx, row.tenant_id, row.branch_id), now());
      if (effectiveFrom({ fromDate: row.from_date, applyDate: row.apply_date }) < today) throw new AppError(ErrorCode.WORKING_TIME_BEGUN);
    },
    values: (row) => workingTimeLogValues(row, { id: row.technician_id, name: row.technician_name }),
  };
}

export const timeOffDelete: DeleteSpec<TimeOffDbRow & WithName> = {
  table: 'technician_time_off',
  columns: `${TIME_OFF_COLUMNS}, ${timeOffTechnicianName}`,
  entityType: EntityType.TIMESHEET,
  branchColumn: 'branch_id',
  values: (row) => timeOffLogValues(row, { id: row.technician_id, name: row.technician_name }),
};
