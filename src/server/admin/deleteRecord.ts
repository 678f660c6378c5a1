/**
 * The spec's generic list delete (part 2 §7: `POST {module}/delete?id=`), the same way for every
 * module: the record is looked up in the caller's tenant (and authorised branches, for branch
 * rows) and locked, so another tenant's or branch's id is simply not found (404); the module's
 * own refusal runs; then the row is deleted inside a savepoint, so a row that others still
 * point at (PostgreSQL's foreign_key_violation, 23503) is answered DELETE_ASSOCIATED, "This
 * record could not be deleted because of an association.", and the caller's transaction goes
 * on untouched. The deletion is logged with the record's last values.
 */
import type { Db, SqlValue } from '../db/db';
import type { LogRecord } from '../../domain/admin/changes';
import { AppError, ErrorCode } from '../../domain/errors';
import { ActionType, logChange, type EntityType, type LogActor } from '../actionLog/actionLogRepository';

/** PostgreSQL's foreign_key_violation: another row still references this one. */
export function isForeignKeyViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && (error as { code: unknown }).code === '23503';
}

export type DeleteSpec<Row extends { id: string }> = {
  /** The table, from the module's code. */
  table: string;
  /** The selected columns (the row handed to `refuse`, `values` and `afterDelete`). */
  columns: string;
  entityType: EntityType;
  /** Branch rows: the branch column; the record must be in one of the caller's branches. Left out for tenant-wide rows. */
  branchColumn?: string;
  /** Conditions of the module's own, without parameters (`NOT deleted`). */
  where?: string;
  /** The module's refusal (throws an AppError), for rules no foreign key says (a paid cart, the default method). */
  refuse?: (row: Row, tx: Db) => Promise<void> | void;
  /** What the log keeps of the record. */
  values: (row: Row) => LogRecord;
  /** Also goes with the record (its picture), in the same transaction. */
  afterDelete?: (row: Row, tx: Db) => Promise<void>;
};

const SAVEPOINT = 'generic_delete';

/** The row's branch id, for the log. */
function branchOf(row: object, column: string | undefined): string | null {
  if (!column) return null;
  const value = (row as Record<string, unknown>)[column.split('.').pop() ?? column];
  return typeof value === 'string' ? value : null;
}

/** Deletes one record by id for `actor`, within `branchIds` for branch rows; answers the deleted row. */
export async function deleteRecord<Row extends { id: string }>(
  db: Db,
  actor: LogActor & { branchIds: readonly string[] },
  spec: DeleteSpec<Row>,
  id: string,
): Promise<Row> {
  return db.transaction(async (tx) => {
    const params: SqlValue[] = [actor.tenantId, id];
    let where = 'tenant_id = $1 AND id = $2';
    if (spec.branchColumn) {
      params.push(actor.branchIds);
      where += ` AND ${spec.branchColumn} = ANY($3::uuid[])`;
    }
    if (spec.where) where += ` AND (${spec.where})`;
    const row = await tx.maybeOne<Row>(`SELECT ${spec.columns} FROM ${spec.table} WHERE ${where} FOR UPDATE`, params);
    if (!row) throw new AppError(ErrorCode.NOT_FOUND);
    await spec.refuse?.(row, tx);
    await tx.query(`SAVEPOINT ${SAVEPOINT}`);
    try {
      await tx.query(`DELETE FROM ${spec.table} WHERE tenant_id = $1 AND id = $2`, [actor.tenantId, row.id]);
    } catch (error) {
      if (!isForeignKeyViolation(error)) throw error;
      await tx.query(`ROLLBACK TO SAVEPOINT ${SAVEPOINT}`);
      throw new AppError(ErrorCode.DELETE_ASSOCIATED);
    }
    await tx.query(`RELEASE SAVEPOINT ${SAVEPOINT}`);
    await spec.afterDelete?.(row, tx);
    await logChange(tx, actor, {
      branchId: branchOf(row, spec.branchColumn),
      action: ActionType.DELETE,
      entityType: spec.entityType,
      entityId: row.id,
      before: spec.values(row),
      after: null,
    });
    return row;
  });
}
