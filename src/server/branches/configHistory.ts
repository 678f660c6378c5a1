/**
 * The kept changes of the settings a past day reads (src/domain/branch/config-history.ts says
 * which and why): written beside the setting, in its transaction; read by the tip report and
 * the payout check, which judge a day by the setting as it was then.
 */
import type { Db } from '../db/db';
import { configValuesAt, type ConfigChange } from '../../domain/branch/config-history';
import type { ConfigValues } from '../../domain/branchConfig';

/** Before `key` takes `value`: keeps the value it replaces, unless it does not change. */
export async function keepConfigChange(db: Db, c: { tenantId: string; branchId: string; key: string; value: string; now: Date }): Promise<void> {
  await db.query(
    `INSERT INTO branch_config_change (tenant_id, branch_id, key, previous, changed_at)
     SELECT $1, $2, $3, old.value, $5
       FROM (SELECT (SELECT value FROM branch_config WHERE tenant_id = $1 AND branch_id = $2 AND key = $3) AS value) old
      WHERE old.value IS DISTINCT FROM $4`,
    [c.tenantId, c.branchId, c.key, c.value, c.now],
  );
}

/** Each branch's kept changes made at or after `since` (the days asked about end after it). */
export async function configChangesSince(db: Db, tenantId: string, branchIds: readonly string[], since: Date): Promise<Map<string, ConfigChange[]>> {
  const rows = await db.query<{ branch_id: string; key: string; previous: string | null; changed_at: Date }>(
    `SELECT branch_id, key, previous, changed_at FROM branch_config_change
      WHERE tenant_id = $1 AND branch_id = ANY($2::uuid[]) AND changed_at >= $3 ORDER BY changed_at`,
    [tenantId, [...branchIds], since],
  );
  const byBranch = new Map<string, ConfigChange[]>(branchIds.map((id) => [id, []]));
  for (const r of rows) byBranch.get(r.branch_id)?.push({ key: r.key, previous: r.previous, changedAt: new Date(r.changed_at).getTime() });
  return byBranch;
}

/** One branch's values as they were at `at` (a day's end: what that day reads), from today's. */
export async function configValuesThen(db: Db, tenantId: string, branchId: string, current: ConfigValues, at: Date): Promise<ConfigValues> {
  const changes = (await configChangesSince(db, tenantId, [branchId], at)).get(branchId) ?? [];
  return configValuesAt(current, changes, at.getTime());
}
