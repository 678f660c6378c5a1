import type { Db } from '../db/db';
import { formatZonedDate } from '../../domain/time';
import { ConfigKey, resolveTimeZone, type ConfigValues } from '../../domain/branchConfig';
import { HISTORY_CONFIG_KEYS } from '../../domain/branch/config-history';
import { keepConfigChange } from './configHistory';

export type BranchRow = { id: string; tenant_id: string; code: string; name: string };

/**
 * Branches a user may manage, by name: all active branches of the tenant for a tenant
 * admin, else those granted in user_branch. Always scoped by tenant.
 */
export async function manageableBranches(
  db: Db,
  tenantId: string,
  userId: string,
  tenantAdmin: boolean,
): Promise<BranchRow[]> {
  if (tenantAdmin) {
    return db.query<BranchRow>(
      `SELECT id, tenant_id, code, name FROM branch WHERE tenant_id = $1 AND active ORDER BY name, id`,
      [tenantId],
    );
  }
  return db.query<BranchRow>(
    `SELECT b.id, b.tenant_id, b.code, b.name
       FROM user_branch ub JOIN branch b ON b.id = ub.branch_id AND b.tenant_id = ub.tenant_id
      WHERE ub.tenant_id = $1 AND ub.user_id = $2 AND b.active
      ORDER BY b.name, b.id`,
    [tenantId, userId],
  );
}

/** Branch-wide config of several branches at once: branchId → key → value. */
export async function branchConfigValues(db: Db, tenantId: string, branchIds: readonly string[]): Promise<Map<string, Record<string, string>>> {
  const out = new Map<string, Record<string, string>>(branchIds.map((id) => [id, {}]));
  if (branchIds.length === 0) return out;
  const rows = await db.query<{ branch_id: string; key: string; value: string }>(
    `SELECT branch_id, key, value FROM branch_config WHERE tenant_id = $1 AND branch_id = ANY($2::uuid[])`,
    [tenantId, branchIds],
  );
  for (const r of rows) {
    const values = out.get(r.branch_id);
    if (values) values[r.key] = r.value;
  }
  return out;
}

export async function configValues(db: Db, tenantId: string, branchId: string): Promise<Record<string, string>> {
  return (await branchConfigValues(db, tenantId, [branchId])).get(branchId) ?? {};
}

/**
 * A date's own config, with the branch's holiday list folded in as the isHoliday and holiday
 * keys the day config reads (the latest holiday's note where two cover the date). One
 * statement: inside a push the transaction's connection takes one query at a time.
 */
export async function dateConfigValues(db: Db, tenantId: string, branchId: string, date: string): Promise<Record<string, string>> {
  const rows = await db.query<{ key: string; value: string }>(
    `SELECT key, value FROM branch_config_date WHERE tenant_id = $1 AND branch_id = $2 AND date = $3::date
     UNION ALL
     SELECT k.key, k.value
       FROM (SELECT note FROM branch_holiday WHERE tenant_id = $1 AND branch_id = $2 AND $3::date BETWEEN from_date AND to_date
              ORDER BY from_date DESC, created_at DESC LIMIT 1) h
       CROSS JOIN LATERAL (VALUES ('${ConfigKey.IS_HOLIDAY}', 'true'), ('${ConfigKey.HOLIDAY}', h.note)) AS k(key, value)
      WHERE k.value IS NOT NULL`,
    [tenantId, branchId, date],
  );
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

export async function setConfigValue(
  db: Db,
  tenantId: string,
  branchId: string,
  key: string,
  value: string,
  now: Date,
): Promise<void> {
  if (HISTORY_CONFIG_KEYS.includes(key)) await keepConfigChange(db, { tenantId, branchId, key, value, now });
  await db.query(
    `INSERT INTO branch_config (tenant_id, branch_id, key, value, updated_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (branch_id, key) DO UPDATE SET value = EXCLUDED.value, updated_at = EXCLUDED.updated_at`,
    [tenantId, branchId, key, value, now],
  );
}

export async function branchTimeZone(db: Db, tenantId: string, branchId: string): Promise<string> {
  const row = await db.maybeOne<{ value: string }>(
    `SELECT value FROM branch_config WHERE tenant_id = $1 AND branch_id = $2 AND key = $3`,
    [tenantId, branchId, ConfigKey.TIME_ZONE],
  );
  return resolveTimeZone(row ? { [ConfigKey.TIME_ZONE]: row.value } : {});
}

/** The branch's calendar date at `now`. */
export function todayIn(values: ConfigValues, now: Date): string {
  return formatZonedDate(now, resolveTimeZone(values));
}
