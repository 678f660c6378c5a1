import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { makeDb, makeTxDb, type Db, type SqlValue } from './db';

/**
 * Embedded PostgreSQL (WASM). `memory://` keeps everything in memory (tests); a folder path
 * persists. PGlite serialises queries itself, and a query outside a transaction waits until
 * the running transaction ends, so one instance is safe to share between requests.
 */
export async function openPgliteDb(dataDir: string): Promise<Db> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir);
  const params = (p: readonly SqlValue[]): unknown[] => [...p];
  return makeDb({
    dialect: 'pglite',
    query: async (sql, p) => (await pg.query<Record<string, unknown>>(sql, params(p))).rows,
    exec: async (sql) => {
      await pg.exec(sql);
    },
    transaction: (fn) =>
      pg.transaction((tx) =>
        fn(
          makeTxDb(
            'pglite',
            async (sql, p) => (await tx.query<Record<string, unknown>>(sql, params(p))).rows,
            async (sql) => {
              await tx.exec(sql);
            },
          ),
        ),
      ),
    close: () => pg.close(),
  });
}
