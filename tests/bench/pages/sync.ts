/**
 * The tablet's offline engine in a page of its own on the app's origin, driven by the bench:
 * the app's data layer itself (src/data) against the real server, on Chromium's IndexedDB.
 * Changes are queued with the network off exactly as the screens queue them; `drain` then runs
 * the sync rounds the app's loop runs when the connection returns, until the outbox is empty.
 */
import { createApiClient, readCookie } from '../../../src/data/api-client';
import { signIn } from '../../../src/data/auth';
import { switchBranch } from '../../../src/data/branch';
import { updateSegment } from '../../../src/data/booking-actions';
import type { DataEnv } from '../../../src/data/data-env';
import { DEVICE_KEY, FrontDeskDb } from '../../../src/data/db';
import { createPosAction, posContextFromSession, type PosActionContext } from '../../../src/data/pos-actions';
import { getCachedSession } from '../../../src/data/session';
import { runSyncRound } from '../../../src/data/sync-round';
import { BranchType } from '../../../src/domain/api';
import { PosActionType } from '../../../src/domain/pos';
import { SyncPath } from '../../../src/domain/sync-protocol';
import type { BenchSync } from './sync-api';

const counts = { requests: 0, pushes: 0 };
const countingFetch: typeof fetch = (input, init) => {
  counts.requests += 1;
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if (url.includes(SyncPath.PUSH)) counts.pushes += 1;
  return fetch(input, init);
};

const env: DataEnv = {
  db: new FrontDeskDb(`bench-sync-${crypto.randomUUID()}`),
  api: createApiClient({ fetch: countingFetch, baseUrl: '', readCookie }),
  now: () => new Date(),
  random: Math.random,
};
let ctx: PosActionContext | null = null;
let branchId = '';

const benchSync: BenchSync = {
  setup: async (input) => {
    branchId = input.branchId;
    await signIn({ username: input.username, password: input.password, remember: false }, env);
    await switchBranch({ branchId: input.branchId, type: BranchType.BRANCH }, input.today, env);
    const session = await getCachedSession(env);
    ctx = session ? posContextFromSession(session) : null;
    if (!ctx) throw new Error('no branch in the cached session');
    await runSyncRound(env, { force: true });
    const device = await env.db.device.get(DEVICE_KEY);
    if (!device) throw new Error('the tablet did not register');
    return { deviceNo: device.deviceNo };
  },
  queue: async ({ payIns, moves }) => {
    if (!ctx) throw new Error('setup first');
    for (let i = 0; i < payIns; i++) {
      await createPosAction({ type: PosActionType.IN, value: 100 + i, note: `bench ${i}` }, ctx, env);
    }
    for (const m of moves) await updateSegment({ ...m, branchId }, env);
    return env.db.outbox.count();
  },
  drain: async () => {
    counts.requests = 0;
    counts.pushes = 0;
    const started = performance.now();
    let rounds = 0;
    let applied = 0;
    let rejected = 0;
    let left = await env.db.outbox.count();
    while (left > 0 && rounds < 100) {
      const report = await runSyncRound(env, { force: true });
      rounds += 1;
      applied += report.applied;
      rejected += report.rejected;
      left = await env.db.outbox.count();
    }
    return { ms: performance.now() - started, rounds, requests: counts.requests, pushes: counts.pushes, applied, rejected, left };
  },
};

(window as Window & { benchSync?: BenchSync }).benchSync = benchSync;
