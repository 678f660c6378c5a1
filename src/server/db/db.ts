/**
 * The one database interface the server codes against. Two drivers implement it (PGlite
 * embedded, PostgreSQL through `pg`) with the same SQL dialect and `$1` parameters.
 *
 * Type notes that hold for both drivers: timestamptz comes back as Date, uuid as string,
 * jsonb as a parsed value. Cast `count(*)` to int and `date` columns to text in SQL, because
 * the drivers disagree on bigint and date parsing.
 */
export type SqlValue = string | number | boolean | null | Date | readonly string[] | readonly number[] | Uint8Array;

export type Row = Record<string, unknown>;

/** How many writes began or ended (`generation`) and how many are under way (`inFlight`). */
export type WriteCount = { readonly generation: number; readonly inFlight: number };

/**
 * What an in-process answer cache needs to know of this database's writes: `generation`
 * moves when any write may begin and again when it has ended (committed or rolled back);
 * `inFlight` counts writes under way. Every transaction counts as a write (it may hold
 * one), and so does any statement outside one that is not a plain SELECT, except those on
 * UNWATCHED_TABLES. `all` counts the same with those included: every statement that is not a
 * plain SELECT, every exec and every transaction. Only writes made through this Db object are
 * seen: another process writing to the same database is not.
 */
export type WriteWatch = WriteCount & { readonly all: WriteCount };

export interface Db {
  query<T extends object = Row>(sql: string, params?: readonly SqlValue[]): Promise<T[]>;
  /** Exactly one row, else throws (a programming error, not a 404). */
  one<T extends object = Row>(sql: string, params?: readonly SqlValue[]): Promise<T>;
  maybeOne<T extends object = Row>(sql: string, params?: readonly SqlValue[]): Promise<T | null>;
  /** Several statements with no parameters (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * Runs fn in one transaction: commit when it resolves, roll back when it throws.
   * Called on a transaction it joins it (no savepoint), so repositories can open one freely.
   */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly dialect: 'pglite' | 'postgres';
  readonly writes: WriteWatch;
}

type Driver = {
  query: (sql: string, params: readonly SqlValue[]) => Promise<Row[]>;
  exec: (sql: string) => Promise<void>;
  transaction: <T>(fn: (tx: Db) => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
  dialect: Db['dialect'];
};

// A statement that only reads: SELECT (FOR UPDATE locks, it writes nothing). Anything else,
// a WITH included (it may hold an INSERT), is taken for a write.
const READ_ONLY = /^\s*select\b/i;

/**
 * Statements outside a transaction on tables that no cached answer reads, and from which
 * nothing cascades (no other table references them, no trigger): not counted as writes.
 * Without this the notification worker's claim (every 2 s) and session renewals (every
 * minute per tablet) dropped every cached answer. A test checks the "nothing cascades".
 */
export const UNWATCHED_TABLES = ['notification', 'session'] as const;
const UNWATCHED = new RegExp(`^\\s*(?:update|insert\\s+into|delete\\s+from)\\s+(?:${UNWATCHED_TABLES.join('|')})\\b(?!\\.)`, 'i');

/** Builds the helpers once on top of a driver's three primitives. */
export function makeDb(driver: Driver): Db {
  const all = { generation: 0, inFlight: 0 };
  const writes = { generation: 0, inFlight: 0, all };
  async function during<T>(counts: readonly { generation: number; inFlight: number }[], run: () => Promise<T>): Promise<T> {
    for (const count of counts) {
      count.generation += 1;
      count.inFlight += 1;
    }
    try {
      return await run();
    } finally {
      for (const count of counts) {
        count.inFlight -= 1;
        count.generation += 1;
      }
    }
  }
  const watched = [writes, all];
  const unwatched = [all];
  const asWrite = <T>(run: () => Promise<T>): Promise<T> => during(watched, run);
  const db: Db = {
    dialect: driver.dialect,
    writes,
    async query<T extends object = Row>(sql: string, params: readonly SqlValue[] = []) {
      const run = () => driver.query(sql, params);
      // The drivers hand back untyped rows; the caller names the shape it selected.
      const rows = READ_ONLY.test(sql) ? run() : during(UNWATCHED.test(sql) ? unwatched : watched, run);
      return (await rows) as T[];
    },
    async one<T extends object = Row>(sql: string, params: readonly SqlValue[] = []) {
      const rows = await db.query<T>(sql, params);
      const [first] = rows;
      if (rows.length !== 1 || first === undefined) throw new Error(`Expected one row, got ${rows.length}`);
      return first;
    },
    async maybeOne<T extends object = Row>(sql: string, params: readonly SqlValue[] = []) {
      const rows = await db.query<T>(sql, params);
      return rows[0] ?? null;
    },
    exec: (sql) => asWrite(() => driver.exec(sql)),
    transaction: (fn) => asWrite(() => driver.transaction(fn)),
    close: driver.close,
  };
  return db;
}

/** A Db bound to an open transaction: nested `transaction` calls join it. */
export function makeTxDb(
  dialect: Db['dialect'],
  query: Driver['query'],
  exec: Driver['exec'],
): Db {
  const tx: Db = makeDb({
    dialect,
    query,
    exec,
    transaction: (fn) => fn(tx),
    close: async () => {
      throw new Error('close() called on a transaction');
    },
  });
  return tx;
}
