/**
 * One real server (in-process, on PGlite or DATABASE_URL) and tablets that talk to it over
 * HTTP, each with its own IndexedDB database, cookie jar and clock.
 */
import 'fake-indexeddb/auto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { BranchType } from '../../src/domain/api';
import { buildApp } from '../../src/server/app';
import type { Db } from '../../src/server/db/db';
import { DEMO_PASSWORD } from '../../src/server/seed/demoUsers';
import { createApiClient } from '../../src/data/api-client';
import { signIn } from '../../src/data/auth';
import { switchBranch } from '../../src/data/branch';
import type { DataEnv } from '../../src/data/data-env';
import { FrontDeskDb } from '../../src/data/db';
import { posContextFromSession, type PosActionContext } from '../../src/data/pos-actions';
import { getCachedSession, SessionState } from '../../src/data/session';
import { runSyncRound } from '../../src/data/sync-round';
import { createSeededTestDb, TEST_NOW, TEST_TODAY } from '../server/helpers';
import { clock, type TestClock } from './engine-fixtures';
import { cookieJarFetch, type JarFetch } from './cookie-jar';

export type Tablet = { env: DataEnv; jar: JarFetch; clock: TestClock; ctx: PosActionContext };

export type TabletServer = {
  readonly db: Db;
  readonly downtown: string;
  signedInTablet: (name: string, username: string, start: Date) => Promise<Tablet>;
  /** Another person signs in on the tablet (a shift change): the tablet's context becomes theirs. */
  signInOn: (tablet: Tablet, username: string) => Promise<void>;
};

/** Starts the server before the file's tests and stops it (and deletes the tablets) after. */
export function useTabletServer(): TabletServer {
  let db: Db | undefined;
  let app: FastifyInstance | undefined;
  let baseUrl = '';
  let downtown = '';
  const tablets: Tablet[] = [];

  beforeAll(async () => {
    db = await createSeededTestDb();
    app = await buildApp({ db, now: () => new Date(TEST_NOW) });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    baseUrl = `http://127.0.0.1:${(address satisfies AddressInfo).port}`;
    downtown = (await db.one<{ id: string }>(`SELECT id FROM branch WHERE name = 'Downtown Toronto'`)).id;
  });

  afterAll(async () => {
    for (const t of tablets) await t.env.db.delete();
    await app?.close();
    await db?.close();
  });

  /** A tablet as after sign-in at the counter: session cached, device registered, branch chosen, first pull done. */
  async function signedInTablet(name: string, username: string, start: Date): Promise<Tablet> {
    const jar = cookieJarFetch();
    const c = clock(start);
    const env: DataEnv = {
      db: new FrontDeskDb(`tablet-${name}-${crypto.randomUUID()}`),
      api: createApiClient({ fetch: jar.fetch, baseUrl, readCookie: jar.readCookie }),
      now: c.now,
      random: () => 0.5,
    };
    const ctx = await signInAt(env, username);
    await runSyncRound(env);
    const t = { env, jar, clock: c, ctx };
    tablets.push(t);
    return t;
  }

  async function signInAt(env: DataEnv, username: string): Promise<PosActionContext> {
    await signIn({ username, password: DEMO_PASSWORD, remember: false }, env);
    const load = await switchBranch({ branchId: downtown, type: BranchType.BRANCH }, TEST_TODAY, env);
    expect(load.state).toBe(SessionState.SIGNED_IN);
    const session = await getCachedSession(env);
    const ctx = session ? posContextFromSession(session) : null;
    if (!ctx) throw new Error(`${username} has no branch`);
    return ctx;
  }

  async function signInOn(tablet: Tablet, username: string): Promise<void> {
    tablet.ctx = await signInAt(tablet.env, username);
  }

  return {
    get db() {
      if (!db) throw new Error('the server has not started');
      return db;
    },
    get downtown() {
      return downtown;
    },
    signedInTablet,
    signInOn,
  };
}
