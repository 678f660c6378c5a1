import pg from 'pg';
import { makeDb, makeTxDb, type Db, type SqlValue } from './db';

/**
 * PostgreSQL through a `pg` Pool, for chains running several server processes.
 * `schema`, when given, is put first on the search_path of every connection (tests use a
 * throw-away schema per file).
 */
export function openPostgresDb(connectionString: string, options: { schema?: string; max?: number } = {}): Db {
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  const params = (p: readonly SqlValue[]): unknown[] => [...p];
  return makeDb({
    dialect: 'postgres',
    query: async (sql, p) => (await pool.query(sql, params(p))).rows,
    exec: async (sql) => {
      await pool.query(sql);
    },
    transaction: async (fn) => {
      const client = await pool.connect();
      const inTurn = oneAtATime();
      try {
        await client.query('BEGIN');
        const tx = makeTxDb(
          'postgres',
          (sql, p) => inTurn(async () => (await client.query(sql, params(p))).rows),
          (sql) =>
            inTurn(async () => {
              await client.query(sql);
            }),
        );
        const result = await fn(tx);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  });
}

/**
 * A transaction's reads may be started together (`Promise.all` in a repository), but its one
 * connection takes one statement at a time: `pg` queues such calls itself only until pg@9,
 * which refuses them. Each statement waits for the one before to settle, failed or not.
 */
function oneAtATime(): <T>(run: () => Promise<T>) => Promise<T> {
  let last: Promise<unknown> = Promise.resolve();
  return (run) => {
    const next = last.then(run, run);
    last = next.catch(() => undefined);
    return next;
  };
}
