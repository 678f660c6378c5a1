import type { Db } from '../../../src/server/db/db';

/**
 * Tables whose rows a refusal may legitimately change: a failed sign-in is recorded for the
 * throttle, and a refused change inside a push is recorded as done (REJECTED) with the device's
 * next sequence number.
 */
export const RECORDED_REFUSALS = { login: ['login_attempt'], push: ['sync_record', 'sync_device'] } as const;

export type Fingerprint = Record<string, string>;

/** Where `noteWrittenTables`' triggers name the tables a statement wrote: in no fingerprint. */
const WRITTEN = 'probe_written_table';

let tableList: Promise<string[]> | null = null;

async function tables(db: Db): Promise<string[]> {
  tableList ??= db
    .query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name <> '${WRITTEN}' ORDER BY 1`,
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

/**
 * From now on every statement that writes a table (even none of its rows) names it, in its
 * own transaction: a refusal rolled back names nothing. A test database only: the probes'
 * watch then digests only the tables named since it last looked, not the whole database.
 */
export async function noteWrittenTables(db: Db): Promise<void> {
  await db.exec(`
    CREATE TABLE ${WRITTEN} (name text PRIMARY KEY);
    CREATE FUNCTION probe_note_written() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO ${WRITTEN} VALUES (TG_TABLE_NAME) ON CONFLICT DO NOTHING;
      RETURN NULL;
    END $$;
    ${(await tables(db)).map((t) => `CREATE TRIGGER probe_note_written AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "${t}" FOR EACH STATEMENT EXECUTE FUNCTION probe_note_written();`).join('\n')}
  `);
}

/** The digests of the tables written since the last call (`noteWrittenTables`), and forgets them. */
export async function writtenFingerprint(db: Db): Promise<Fingerprint> {
  const written = await db.query<{ name: string }>(`DELETE FROM ${WRITTEN} RETURNING name`);
  return written.length === 0 ? {} : db.one<Fingerprint>(`SELECT ${written.map((t) => digest(t.name)).join(', ')}`);
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
