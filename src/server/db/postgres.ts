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
      try {
        await client.query('BEGIN');
        const tx = makeTxDb(
          'postgres',
          async (sql, p) => (await client.query(sql, params(p))).rows,
          async (sql) => {
            await client.query(sql);
          },
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
