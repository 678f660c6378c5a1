import type { Db } from '../../../src/server/db/db';

/**
 * Tables whose rows a refusal may legitimately change: a failed sign-in is recorded for the
 * throttle, and a refused change inside a push is recorded as done (REJECTED) with the device's
 * next sequence number.
 */
export const RECORDED_REFUSALS = { login: ['login_attempt'], push: ['sync_record', 'sync_device'] } as const;

export type Fingerprint = Record<string, string>;

/** Where `keepDigests`' triggers keep each table's digest: in no fingerprint. */
const KEPT = 'probe_digest';

let tableList: Promise<string[]> | null = null;

async function tables(db: Db): Promise<string[]> {
  tableList ??= db
    .query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name <> '${KEPT}' ORDER BY 1`,
    )
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

// A row's 64 bits of md5, summed: the sum of a table's rows is a digest of the rows as a
// multiset, so a write can add and subtract its rows instead of reading the whole table again.
const ROW_HASH = `CREATE FUNCTION probe_row_hash(t text) RETURNS numeric LANGUAGE sql IMMUTABLE AS $$ SELECT ('x' || substr(md5(t), 1, 16))::bit(64)::bigint::numeric $$;`;

/** Each table's row count and row-hash sum, read from the rows themselves. */
function digestFromRows(table: string): string {
  return `SELECT '${table}', count(*), coalesce(sum(probe_row_hash(x::text)), 0) FROM "${table}" x`;
}

/** Statement triggers with their transition tables: a write of many rows is one update of its digest. */
function keepTriggers(table: string): string {
  const after = (event: string, rows: string, fn: string) =>
    `CREATE TRIGGER probe_kept_${event.toLowerCase()} AFTER ${event} ON "${table}" ${rows} FOR EACH STATEMENT EXECUTE FUNCTION ${fn}();`;
  return [
    after('INSERT', 'REFERENCING NEW TABLE AS added', 'probe_keep_added'),
    after('DELETE', 'REFERENCING OLD TABLE AS removed', 'probe_keep_removed'),
    after('UPDATE', 'REFERENCING OLD TABLE AS removed NEW TABLE AS added', 'probe_keep_updated'),
    after('TRUNCATE', '', 'probe_keep_truncated'),
  ].join('\n');
}

/**
 * From now on every statement that writes a table (a trigger's or a cascade's too) adds its new
 * rows to the table's kept digest and takes its old ones out, in its own transaction: a refusal
 * rolled back changes nothing. A test database only: the probes' watch then reads about a hundred
 * digests after a write instead of every row of every table it wrote (the sync log grows with
 * every push, so digesting it again after each one grew with the square of the pushes).
 */
export async function keepDigests(db: Db): Promise<void> {
  const names = await tables(db);
  const change = (sign: string, rows: string) => `UPDATE ${KEPT} SET rows = rows ${sign} (SELECT count(*) FROM ${rows}), sum = sum ${sign} (SELECT coalesce(sum(probe_row_hash(r::text)), 0) FROM ${rows} r) WHERE name = TG_TABLE_NAME;`;
  const fn = (name: string, body: string) => `CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${body} RETURN NULL; END $$;`;
  await db.exec(`
    ${ROW_HASH}
    CREATE TABLE ${KEPT} (name text PRIMARY KEY, rows bigint NOT NULL, sum numeric NOT NULL);
    INSERT INTO ${KEPT} ${names.map(digestFromRows).join(' UNION ALL ')};
    ${fn('probe_keep_added', change('+', 'added'))}
    ${fn('probe_keep_removed', change('-', 'removed'))}
    ${fn('probe_keep_updated', change('-', 'removed') + change('+', 'added'))}
    ${fn('probe_keep_truncated', `UPDATE ${KEPT} SET rows = 0, sum = 0 WHERE name = TG_TABLE_NAME;`)}
    ${names.map(keepTriggers).join('\n')}
  `);
}

function asFingerprint(rows: readonly { name: string; rows: string | number; sum: string | number }[]): Fingerprint {
  return Object.fromEntries(rows.map((r) => [r.name, `${String(r.rows)}:${String(r.sum)}`]));
}

/** Every table's kept digest (`keepDigests`): one read of a small table. */
export async function keptFingerprint(db: Db): Promise<Fingerprint> {
  return asFingerprint(await db.query<{ name: string; rows: string; sum: string }>(`SELECT name, rows::text AS rows, sum::text AS sum FROM ${KEPT}`));
}

/** The same digests read from the rows themselves: what the kept ones must always equal. */
export async function digestsFromRows(db: Db): Promise<Fingerprint> {
  const names = await tables(db);
  return asFingerprint(await db.query<{ name: string; rows: string; sum: string }>(names.map((t) => `SELECT name, rows::text AS rows, sum::text AS sum FROM (${digestFromRows(t)}) AS d(name, rows, sum)`).join(' UNION ALL ')));
}

let tenantTables: Promise<string[]> | null = null;

/** The tables of a tenant's rows only (every table with a tenant_id). */
export async function tenantFingerprint(db: Db, tenantId: string): Promise<Fingerprint> {
  tenantTables ??= db
    .query<{ name: string }>(`SELECT table_name AS name FROM information_schema.columns WHERE table_schema = current_schema() AND column_name = 'tenant_id' ORDER BY 1`)
    .then((rows) => rows.map((r) => r.name));
  return db.one<Fingerprint>(`SELECT ${(await tenantTables).map((t) => digest(t, 'WHERE x.tenant_id = $1')).join(', ')}`, [tenantId]);
}

/** The tables whose rows differ, those a refusal may record left out. */
export function changedTables(before: Fingerprint, after: Fingerprint, allowed: readonly string[] = []): string[] {
  return Object.keys(after).filter((t) => !allowed.includes(t) && before[t] !== after[t]);
}
