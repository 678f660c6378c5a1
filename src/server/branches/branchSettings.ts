/**
 * Branch-wide config written from the back office (working time, system settings): the keys
 * given are set, each change logged with its old and new value.
 */
import type { Db } from '../db/db';
import { changedFields } from '../../domain/admin/changes';
import { ActionType, EntityType, logChange, type LogActor } from '../actionLog/actionLogRepository';
import { configValues, setConfigValue } from './branchRepository';

export async function writeBranchConfig(db: Db, actor: LogActor, branchId: string, entries: Readonly<Record<string, string>>): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await configValues(tx, actor.tenantId, branchId);
    const before = Object.fromEntries(Object.keys(entries).map((k) => [k, current[k] ?? null]));
    if (changedFields(before, { ...entries }).length === 0) return;
    for (const [key, value] of Object.entries(entries)) {
      if (current[key] !== value) await setConfigValue(tx, actor.tenantId, branchId, key, value, actor.now);
    }
    await logChange(tx, actor, { branchId, action: ActionType.UPDATE, entityType: EntityType.BRANCH_CONFIG, entityId: branchId, before, after: { ...entries } });
  });
}
