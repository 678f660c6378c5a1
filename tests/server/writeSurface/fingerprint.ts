import type { Db } from '../../../src/server/db/db';

/**
 * Tables whose rows a refusal may legitimately change: a failed sign-in is recorded for the
 * throttle, and a refused change inside a push is recorded as done (REJECTED) with the device's
 * next sequence number.
 */
export const RECORDED_REFUSALS = { login: ['login_attempt'], push: ['sync_record', 'sync_device'] } as const;

export type Fingerprint = Record<string, string>;

let tableList: Promise<string[]> | null = null;

async function tables(db: Db): Promise<string[]> {
  tableList ??= db
    .query<{ name: string }>(`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY 1`)
    .then((rows) => rows.map((r) => r.name));
  return tableList;
}

/** A table's row count and an md5 of every row's text, in a stable order, as a column named after it. */
function digest(table: string, where = ''): string {
  return `(SELECT count(*) || ':' || md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) FROM ${table} x ${where}) AS "${table}"`;
}

/** Every table's digest: one statement, a few ms on the demo data. */
export async function fingerprint(db: Db): Promise<Fingerprint> {
  return db.one<Fingerprint>(`SELECT ${(await tables(db)).map((t) => digest(t)).join(', ')}`);
}

/** The tables of a tenant's rows only (every table with a tenant_id). */
export async function tenantFingerprint(db: Db, tenantId: string): Promise<Fingerprint> {
  const names = await db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.columns WHERE table_schema = current_schema() AND column_name = 'tenant_id' ORDER BY 1`,
  );
  return db.one<Fingerprint>(`SELECT ${names.map((t) => digest(t.name, 'WHERE x.tenant_id = $1')).join(', ')}`, [tenantId]);
}

/** The tables whose rows differ, those a refusal may record left out. */
export function changedTables(before: Fingerprint, after: Fingerprint, allowed: readonly string[] = []): string[] {
  return Object.keys(after).filter((t) => !allowed.includes(t) && before[t] !== after[t]);
}
