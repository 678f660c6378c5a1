import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Db } from './db';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
const MIGRATION_FILE = /^\d{3}_[a-z0-9_]+\.sql$/;

/**
 * Applies the numbered .sql files in order, each in its own transaction together with its
 * schema_migrations row. An advisory lock makes concurrent starts (several processes on one
 * PostgreSQL) apply each file once. Returns the versions applied now.
 */
export async function migrate(db: Db, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const files = (await readdir(dir)).filter((f) => MIGRATION_FILE.test(f)).sort();
  // A version once recorded stays applied: only the others need the lock and the check again.
  // Every start of an up-to-date database then costs one statement, not a transaction per file.
  const recorded = new Set((await db.query<{ version: string }>(`SELECT version FROM schema_migrations`)).map((r) => r.version));
  const applied: string[] = [];
  for (const file of files) {
    const version = file.replace(/\.sql$/, '');
    if (recorded.has(version)) continue;
    const sql = await readFile(`${dir}/${file}`, 'utf8');
    const didApply = await db.transaction(async (tx) => {
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext('schema_migrations'))`);
      const done = await tx.maybeOne(`SELECT version FROM schema_migrations WHERE version = $1`, [version]);
      if (done) return false;
      await tx.exec(sql);
      await tx.query(`INSERT INTO schema_migrations (version) VALUES ($1)`, [version]);
      return true;
    });
    if (didApply) applied.push(version);
  }
  return applied;
}
