import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { ApiPath, XSRF_COOKIE, XSRF_HEADER, type Envelope } from '../../src/domain/api';
import type { Db } from '../../src/server/db/db';
import { openPgliteDb } from '../../src/server/db/pglite';
import { openPostgresDb } from '../../src/server/db/postgres';
import { migrate } from '../../src/server/db/migrate';
import { seedDemo } from '../../src/server/seed/seedDemo';
import { DEMO_PASSWORD } from '../../src/server/seed/demoUsers';
import { buildApp } from '../../src/server/app';
import { countedDb } from './countedDb';

declare module 'vitest' {
  /** Paths of the PGlite dumps the global setup (pglite-templates.ts) made; unset on PostgreSQL. */
  interface ProvidedContext {
    pgliteEmptyDump: string | undefined;
    pgliteMigratedDump: string | undefined;
    pgliteSeededDump: string | undefined;
  }
}

/** The fixed clock of the server tests: 10:00 in Toronto on a Friday. */
export const TEST_NOW = new Date('2026-11-20T15:00:00Z');
export const TEST_TODAY = '2026-11-20';

/**
 * A fresh empty database: PGlite in memory, or, when DATABASE_URL is set, a uniquely named
 * schema on that PostgreSQL (dropped again on close).
 */
export async function createTestDb(): Promise<Db> {
  const url = process.env.DATABASE_URL;
  if (!url) return openPgliteFromDump(inject('pgliteEmptyDump'));
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const db = openPostgresDb(url, { schema, max: 4 });
  return {
    ...db,
    close: async () => {
      await db.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP SCHEMA ${schema} CASCADE`);
      await cleanup.end();
    },
  };
}

function openPgliteFromDump(dumpFile: string | undefined): Promise<Db> {
  // Without the global setup's dump (a file run outside the config) start from scratch.
  if (!dumpFile) return openPgliteDb('memory://');
  return openPgliteDb('memory://', { loadDataDir: new Blob([readFileSync(dumpFile)]) });
}

/** A fresh database holding the migrated schema and no business: a salon's first run. */
export async function createMigratedTestDb(): Promise<Db> {
  const dump = process.env.DATABASE_URL ? undefined : inject('pgliteMigratedDump');
  if (dump) return openPgliteFromDump(dump);
  const db = await createTestDb();
  await migrate(db);
  return db;
}

/** A fresh database holding the migrated schema and the demo seed at TEST_NOW. */
export async function createSeededTestDb(): Promise<Db> {
  const dump = process.env.DATABASE_URL ? undefined : inject('pgliteSeededDump');
  if (dump) return openPgliteFromDump(dump);
  const db = await createTestDb();
  await migrate(db);
  await seedDemo(db, { now: TEST_NOW });
  return db;
}

/** A mutable clock: tests move it to expire sessions or age login attempts. */
export type TestClock = { now: () => Date; set: (d: Date) => void; advance: (ms: number) => void };

export function testClock(start: Date = TEST_NOW): TestClock {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set: (d) => {
      current = new Date(d);
    },
    advance: (ms) => {
      current = new Date(current.getTime() + ms);
    },
  };
}

export type TestEnv = { db: Db; app: FastifyInstance; clock: TestClock; close: () => Promise<void> };

/** Migrated and seeded database (or the one given) plus an app on the test clock: once per test file. */
export async function setupTestEnv(database?: Db): Promise<TestEnv> {
  const db = database ?? (await createSeededTestDb());
  const clock = testClock();
  const app = await buildApp({ db, now: clock.now });
  return {
    db,
    app,
    clock,
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}

export type Cookies = Record<string, string>;

/** name=value pairs of the Set-Cookie headers of an answer. */
export function setCookies(response: LightMyRequestResponse): Cookies {
  return Object.fromEntries(response.cookies.map((c) => [c.name, c.value]));
}

export function cookieHeader(cookies: Cookies): string {
  return Object.entries(cookies)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');
}

export function body<T>(response: LightMyRequestResponse): Envelope<T> {
  return response.json<Envelope<T>>();
}

/** A fresh CSRF token from a GET, as the browser gets it. */
export async function csrf(app: FastifyInstance): Promise<{ token: string; headers: Record<string, string> }> {
  const res = await app.inject({ method: 'GET', url: ApiPath.CHECK_LOGIN });
  const token = setCookies(res)[XSRF_COOKIE];
  if (!token) throw new Error('no xsrf cookie');
  return { token, headers: { cookie: `${XSRF_COOKIE}=${token}`, [XSRF_HEADER]: token } };
}

export type SignedIn = {
  /** cookie (session + xsrf) and the CSRF header: pass as `headers` to inject. */
  headers: Record<string, string>;
  session: string;
  csrf: string;
  response: LightMyRequestResponse;
};

export async function signIn(
  app: FastifyInstance,
  username: string,
  options: { password?: string; remember?: boolean; deviceId?: string } = {},
): Promise<SignedIn> {
  const { token } = await csrf(app);
  const response = await app.inject({
    method: 'POST',
    url: ApiPath.LOGIN,
    headers: { cookie: `${XSRF_COOKIE}=${token}`, [XSRF_HEADER]: token },
    payload: {
      username,
      password: options.password ?? DEMO_PASSWORD,
      remember: options.remember ?? false,
      ...(options.deviceId === undefined ? {} : { deviceId: options.deviceId }),
    },
  });
  const session = setCookies(response).fd_session;
  if (response.statusCode !== 200 || !session) throw new Error(`sign-in of ${username} failed: ${response.body}`);
  return {
    headers: { cookie: cookieHeader({ fd_session: session, [XSRF_COOKIE]: token }), [XSRF_HEADER]: token },
    session,
    csrf: token,
    response,
  };
}

/** Row counts of the tables a request could write, to prove a refused request wrote nothing. */
export async function tableCounts(db: Db): Promise<Record<string, number>> {
  const tables = ['session', 'login_attempt', 'action_log', 'branch_config', 'branch_config_date', 'app_user', 'booking', 'guest', 'segment'];
  const out: Record<string, number> = {};
  for (const t of tables) out[t] = (await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM ${t}`)).n;
  return out;
}

/** A fingerprint of every mutable row, so "nothing changed" also catches updates. */
export async function fingerprint(db: Db): Promise<string> {
  const rows = await db.query<{ f: string }>(
    `SELECT md5(string_agg(x, '|' ORDER BY x)) AS f FROM (
       SELECT 'u' || id || password_hash || updated_at::text AS x FROM app_user
       UNION ALL SELECT 'c' || branch_id || key || value FROM branch_config
       UNION ALL SELECT 's' || id || coalesce(branch_id::text, '-') || is_tenant_selection::text || expires_at::text FROM session
       UNION ALL SELECT 'a' || id FROM action_log
     ) t`,
  );
  return `${rows[0]?.f ?? ''}:${JSON.stringify(await tableCounts(db))}`;
}

export async function branchIdByName(db: Db, name: string): Promise<string> {
  return (await db.one<{ id: string }>(`SELECT id FROM branch WHERE name = $1`, [name])).id;
}

export async function userIdByName(db: Db, username: string): Promise<string> {
  return (await db.one<{ id: string }>(`SELECT id FROM app_user WHERE username = $1`, [username])).id;
}

/** The same database, each statement recorded (in its transactions too). */
export function countingDb(db: Db): { db: Db; statements: () => string[]; reset: () => void } {
  const seen: string[] = [];
  return { db: countedDb(db, seen), statements: () => seen, reset: () => void seen.splice(0) };
}
