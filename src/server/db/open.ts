import { join } from 'node:path';
import type { Db } from './db';
import { openPgliteDb } from './pglite';
import { openPostgresDb } from './postgres';

export const DEFAULT_DATA_DIR = './data';

/** DATABASE_URL → PostgreSQL; otherwise PGlite persisted in DATA_DIR/pglite. */
export async function openDatabase(env: NodeJS.ProcessEnv = process.env): Promise<Db> {
  if (env.DATABASE_URL) return openPostgresDb(env.DATABASE_URL);
  return openPgliteDb(pgliteDir(env));
}

export function pgliteDir(env: NodeJS.ProcessEnv = process.env): string {
  return join(env.DATA_DIR || DEFAULT_DATA_DIR, 'pglite');
}
