import type { Db } from '../db/db';
import type { LogRecord } from '../../domain/admin/changes';
import { displayIndexes, isReorderOf } from '../../domain/catalogue/display-order';
import { AppError, ErrorCode } from '../../domain/errors';
import { ActionType, logChange, type EntityType, type LogActor } from '../actionLog/actionLogRepository';

/**
 * A reorder of one list (the branch's groups, a group's services), its rows already locked:
 * the ids sent must be the list's, each once, else "Update display index fail." and nothing
 * changes. Each record whose place moved is written and logged with its old and new index.
 */
export async function applyDisplayOrder(
  tx: Db,
  actor: LogActor,
  input: {
    branchId: string;
    entityType: EntityType;
    current: readonly { id: string; displayIndex: number; summary: LogRecord }[];
    ids: readonly string[];
    write: (id: string, displayIndex: number) => Promise<void>;
  },
): Promise<void> {
  if (!isReorderOf(
    input.current.map((r) => r.id),
    input.ids,
  )) {
    throw new AppError(ErrorCode.DISPLAY_INDEX_FAIL);
  }
  const next = displayIndexes(input.ids);
  for (const record of input.current) {
    const displayIndex = next.get(record.id) ?? record.displayIndex;
    if (displayIndex === record.displayIndex) continue;
    await input.write(record.id, displayIndex);
    await logChange(tx, actor, {
      branchId: input.branchId, action: ActionType.UPDATE, entityType: input.entityType, entityId: record.id,
      before: { displayIndex: record.displayIndex }, after: { displayIndex }, summary: record.summary,
    });
  }
}
