/** A branch's closed days and holidays: a date or a range with its note. */
import type { Db } from '../db/db';
import type { LogRecord } from '../../domain/admin/changes';
import { AppError, ErrorCode } from '../../domain/errors';
import { holidayValuesSchema, type HolidayValues } from '../../domain/branch/holiday';
import type { HolidayRow, HolidaySort } from '../../domain/branch/contract';
import { problemsOf } from '../../domain/schemas/problems';
import { newId } from '../auth/tokens';
import { ActionType, EntityType, logChange, type LogActor } from '../actionLog/actionLogRepository';
import type { DeleteSpec } from '../admin/deleteRecord';
import { pagedList, type ListInput } from '../admin/pagedList';
import { refuseProblems } from '../http/fieldProblems';

type HolidayDbRow = { id: string; tenant_id: string; branch_id: string; from_date: string; to_date: string; note: string | null };

// Dates as text: a date column would come back as a midnight instant in the server's zone.
const COLUMNS = `id, tenant_id, branch_id, to_char(from_date, 'YYYY-MM-DD') AS from_date, to_char(to_date, 'YYYY-MM-DD') AS to_date, note`;

export function toHolidayRow(r: HolidayDbRow): HolidayRow {
  return { id: r.id, branchId: r.branch_id, from: r.from_date, to: r.to_date, note: r.note };
}

const logValues = (r: Pick<HolidayDbRow, 'from_date' | 'to_date' | 'note'>): LogRecord => ({ from: r.from_date, to: r.to_date, note: r.note });

/** Latest first: the holidays coming up and just past are the ones staff look for. */
export function listHolidays(db: Db, branchId: string, input: ListInput<HolidaySort>) {
  return pagedList<HolidayDbRow, HolidaySort>(
    db,
    {
      from: 'branch_holiday',
      columns: COLUMNS,
      branch: { column: 'branch_id', id: branchId },
      searchColumns: ['note'],
      sortable: { from: 'from_date', to: 'to_date', note: 'note' },
      defaultOrder: 'from_date DESC, id',
    },
    input,
  );
}

function checked(values: HolidayValues): HolidayValues {
  const trimmed = { from: values.from.trim(), to: values.to.trim(), note: values.note.trim() };
  refuseProblems(problemsOf(holidayValuesSchema, trimmed));
  return trimmed;
}

export async function createHoliday(db: Db, actor: LogActor, branchId: string, values: HolidayValues): Promise<string> {
  const v = checked(values);
  const id = newId();
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO branch_holiday (id, tenant_id, branch_id, from_date, to_date, note, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $7)`,
      [id, actor.tenantId, branchId, v.from, v.to, v.note || null, actor.now],
    );
    await logChange(tx, actor, { branchId, action: ActionType.CREATE, entityType: EntityType.BRANCH_HOLIDAY, entityId: id, before: null, after: logValues({ from_date: v.from, to_date: v.to, note: v.note || null }) });
  });
  return id;
}

/** The holiday, within the caller's branches: anyone else's is not found. */
async function holidayIn(db: Db, tenantId: string, id: string, branchIds: readonly string[]): Promise<HolidayDbRow> {
  const row = await db.maybeOne<HolidayDbRow>(`SELECT ${COLUMNS} FROM branch_holiday WHERE tenant_id = $1 AND id = $2 AND branch_id = ANY($3::uuid[]) FOR UPDATE`, [tenantId, id, [...branchIds]]);
  if (!row) throw new AppError(ErrorCode.NOT_FOUND);
  return row;
}

export async function updateHoliday(db: Db, actor: LogActor & { branchIds: readonly string[] }, id: string, values: HolidayValues): Promise<void> {
  const v = checked(values);
  await db.transaction(async (tx) => {
    const row = await holidayIn(tx, actor.tenantId, id, actor.branchIds);
    await tx.query(`UPDATE branch_holiday SET from_date = $3, to_date = $4, note = $5, updated_at = $6 WHERE tenant_id = $1 AND id = $2`, [actor.tenantId, id, v.from, v.to, v.note || null, actor.now]);
    await logChange(tx, actor, {
      branchId: row.branch_id, action: ActionType.UPDATE, entityType: EntityType.BRANCH_HOLIDAY, entityId: id,
      before: logValues(row), after: logValues({ from_date: v.from, to_date: v.to, note: v.note || null }),
    });
  });
}

export const holidayDelete: DeleteSpec<HolidayDbRow> = {
  table: 'branch_holiday',
  columns: COLUMNS,
  entityType: EntityType.BRANCH_HOLIDAY,
  branchColumn: 'branch_id',
  values: logValues,
};
