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
}

type Driver = {
  query: (sql: string, params: readonly SqlValue[]) => Promise<Row[]>;
  exec: (sql: string) => Promise<void>;
  transaction: <T>(fn: (tx: Db) => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
  dialect: Db['dialect'];
};

/** Builds the helpers once on top of a driver's three primitives. */
export function makeDb(driver: Driver): Db {
  const db: Db = {
    dialect: driver.dialect,
    async query<T extends object = Row>(sql: string, params: readonly SqlValue[] = []) {
      // The drivers hand back untyped rows; the caller names the shape it selected.
      return (await driver.query(sql, params)) as T[];
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
    exec: driver.exec,
    transaction: driver.transaction,
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
