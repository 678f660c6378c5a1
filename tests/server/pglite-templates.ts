/**
 * Vitest global setup: PGlite's initdb, the migrations and the demo seed take most of a server
 * test file's start-up on this 2-core machine, so they run once here and every file starts from a
 * dump of the result (an empty cluster for the migration tests, a migrated one with no business
 * for the first-run tests, a seeded one for the rest).
 * Against a real PostgreSQL (DATABASE_URL) each file still migrates and seeds its own schema.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { pgliteDb } from '../../src/server/db/pglite';
import { migrate } from '../../src/server/db/migrate';
import { seedDemo } from '../../src/server/seed/seedDemo';
import { hashPasswordAt } from '../../src/server/auth/passwordHash';
import { DEMO_PASSWORD } from '../../src/server/seed/demoUsers';
import type { Db } from '../../src/server/db/db';
import { TEST_NOW } from './helpers';

async function writeDump(dump: Blob, file: string): Promise<string> {
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return file;
}

/**
 * The demo users' password, the same, hashed at a low cost: a test signs in hundreds of times,
 * and at the production cost each sign-in spends 0.1 s of CPU on scrypt. The production cost is
 * held by passwordHash.test.ts; against PostgreSQL the seed's own hashes stay.
 */
async function cheapDemoPasswords(db: Db): Promise<void> {
  await db.query(`UPDATE app_user SET password_hash = $1`, [await hashPasswordAt(DEMO_PASSWORD, 10)]);
}

export default async function setup(project: TestProject): Promise<() => void> {
  if (process.env.DATABASE_URL) return () => undefined;
  const dir = mkdtempSync(join(tmpdir(), 'fd-pglite-'));
  const empty = await PGlite.create('memory://');
  const emptyDump = await empty.dumpDataDir('none');
  await empty.close();
  project.provide('pgliteEmptyDump', await writeDump(emptyDump, join(dir, 'empty.tar')));

  const seeded = await PGlite.create('memory://', { loadDataDir: emptyDump });
  const db = pgliteDb(seeded);
  await migrate(db);
  project.provide('pgliteMigratedDump', await writeDump(await seeded.dumpDataDir('none'), join(dir, 'migrated.tar')));
  await seedDemo(db, { now: TEST_NOW });
  await cheapDemoPasswords(db);
  project.provide('pgliteSeededDump', await writeDump(await seeded.dumpDataDir('none'), join(dir, 'seeded.tar')));
  await db.close();
  return () => rmSync(dir, { recursive: true, force: true });
}
