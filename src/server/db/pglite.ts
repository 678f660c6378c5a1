import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { makeDb, makeTxDb, type Db, type SqlValue } from './db';

/**
 * Embedded PostgreSQL (WASM). `memory://` keeps everything in memory (tests); a folder path
 * persists. PGlite serialises queries itself, and a query outside a transaction waits until
 * the running transaction ends, so one instance is safe to share between requests.
 * `loadDataDir` starts from a dump of another instance instead of running initdb again.
 */
export async function openPgliteDb(dataDir: string, options: { loadDataDir?: Blob } = {}): Promise<Db> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  return pgliteDb(await PGlite.create(dataDir, options));
}

/** The Db interface over an open PGlite instance. */
export function pgliteDb(pg: PGlite): Db {
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
