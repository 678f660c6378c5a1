import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiPath } from '../../src/domain/api';
import { ErrorCode } from '../../src/domain/errors';
import { loadDay } from '../../src/data/day';
import { PosPath } from '../../src/domain/pos';
import type { Mutation } from '../../src/domain/sync';
import { MutationName, MutationOutcome, PUSH_BATCH_SIZE, SyncPath, type MutationResult, type PushResult } from '../../src/domain/sync-protocol';
import { onSessionResumed, notifySessionResumed } from '../../src/data/api-client';
import type { DataEnv } from '../../src/data/data-env';
import { OutboxState } from '../../src/data/db';
import { enqueueInTx, outboxTransaction } from '../../src/data/outbox';
import { createPosAction } from '../../src/data/pos-actions';
import { runSyncRound } from '../../src/data/sync-round';
import { pushOutbox } from '../../src/data/sync-push';
import { loopStatus, patchLoopStatus } from '../../src/data/sync-status';
import { startSyncLoop } from '../../src/data/sync-loop';
import { BRANCH, CASH, clock, makeEnv, posCtx, seedTablet, type TestClock } from './engine-fixtures';
import { installFetch, ok, type FakeAnswer, type FakeCall } from './fetch-mock';

const envs: DataEnv[] = [];
async function tablet(c: TestClock = clock()): Promise<DataEnv> {
  const env = makeEnv({ clock: c });
  envs.push(env);
  await seedTablet(env);
  return env;
}
afterEach(async () => {
  vi.unstubAllGlobals();
  for (const env of envs.splice(0)) {
    patchLoopStatus(env.db.name, { paused: null });
    await env.db.delete();
  }
});

function pushedMutations(call: FakeCall): Mutation[] {
  const body = call.body;
  if (typeof body !== 'object' || body === null || !('mutations' in body) || !Array.isArray(body.mutations)) return [];
  return body.mutations.filter((m): m is Mutation => typeof m === 'object' && m !== null);
}

/** A push endpoint that applies everything except what `refuse` names. */
function fakePush(refuse: (m: Mutation) => { code: string; message: string; facts?: unknown } | null = () => null) {
  const seen: Mutation[] = [];
  const refused = new Set<string>();
  const handler = (call: FakeCall): FakeAnswer => {
    const results: MutationResult[] = pushedMutations(call).map((m) => {
      seen.push(m);
      const parentRefused = m.dependsOn.some((d) => refused.has(d));
      const error = parentRefused ? { code: ErrorCode.DEPENDENCY_REJECTED, message: 'parent refused' } : refuse(m);
      if (error) refused.add(m.id);
      return {
        id: m.id,
        seq: m.seq,
        outcome: error ? MutationOutcome.REJECTED : MutationOutcome.APPLIED,
        result: error ? null : { id: m.name === MutationName.POS_ACTION_CREATE ? m.args.id : m.id },
        error,
        replayed: false,
      };
    });
    return ok({ results, expectedSeq: null } satisfies PushResult);
  };
  return { handler, seen };
}

const pullRoutes = {
  [PosPath.CHECKOUT_METHODS]: ok([CASH]),
  [PosPath.TRANSACTIONS_BY_DATE]: ok({ overview: { amountReceived: 0, amountBack: 0, remainBalance: 0 }, actions: [] }),
};

async function payIn(env: DataEnv, value = 1000) {
  return createPosAction({ type: 'IN', value, note: '' }, posCtx, env);
}

describe('push', () => {
  it('APPLIED: sends in seq order and drops the acknowledged entries', async () => {
    const env = await tablet();
    for (let i = 1; i <= 3; i++) await payIn(env, i * 100);
    const push = fakePush();
    installFetch({ [SyncPath.PUSH]: push.handler, ...pullRoutes });
    const report = await runSyncRound(env);
    expect(report).toMatchObject({ stop: 'done', applied: 3, rejected: 0, pulled: true });
    expect(push.seen.map((m) => m.seq)).toEqual([1, 2, 3]);
    expect(push.seen[0]).not.toHaveProperty('state');
    expect(push.seen[0]).not.toHaveProperty('localOrder');
    expect(await env.db.outbox.count()).toBe(0);
    expect(loopStatus(env.db.name).lastSyncedAt).toBe(env.now().getTime());
  });

  it(`sends at most ${PUSH_BATCH_SIZE} per request`, async () => {
    const env = await tablet();
    await outboxTransaction(env.db, [], async (tx) => {
      for (let i = 0; i < PUSH_BATCH_SIZE + 5; i++) {
        await enqueueInTx(tx, {
          name: MutationName.SYNC_DISCARD,
          args: { mutationId: crypto.randomUUID(), name: 'x', summary: `n${i}`, branchId: BRANCH.id },
          branchId: BRANCH.id,
        });
      }
    });
    const push = fakePush();
    const { calls } = installFetch({ [SyncPath.PUSH]: push.handler, ...pullRoutes });
    await runSyncRound(env);
    const sizes = calls.filter((c) => c.url === SyncPath.PUSH).map((c) => pushedMutations(c).length);
    expect(sizes).toEqual([PUSH_BATCH_SIZE, 5]);
    expect(push.seen.map((m) => m.seq)).toEqual(Array.from({ length: PUSH_BATCH_SIZE + 5 }, (_, i) => i + 1));
  });

  it('network error: keeps every entry, backs off 1 s, 2 s, 4 s … up to 60 s', async () => {
    const c = clock();
    const env = await tablet(c);
    await payIn(env);
    installFetch({ [SyncPath.PUSH]: 'network-error', ...pullRoutes });
    const first = await runSyncRound(env);
    expect(first.stop).toBe('retry');
    let [entry] = await env.db.outbox.toArray();
    expect(entry).toMatchObject({ state: OutboxState.PENDING, attempts: 1, lastError: 'The server cannot be reached' });
    // random() = 0.5: half fixed + a quarter → 750 ms for the first retry.
    expect(entry?.nextAttemptAt).toBe(c.now().getTime() + 750);
    // Before the backoff is over the loop does not knock again on its own...
    expect((await runSyncRound(env)).stop).toBe('idle');
    // ...but an explicit "sync now" does.
    expect((await runSyncRound(env, { force: true })).stop).toBe('retry');
    for (let i = 0; i < 10; i++) await runSyncRound(env, { force: true });
    [entry] = await env.db.outbox.toArray();
    expect(entry?.attempts).toBe(12);
    expect((entry?.nextAttemptAt ?? 0) - c.now().getTime()).toBe(45_000);
    expect(loopStatus(env.db.name).nextAttemptAt).toBe(entry?.nextAttemptAt);
  });

  it.each([
    ['5xx', { status: 500, body: { success: false, message: 'boom', result: null, code: 'SERVER_ERROR' } }],
    ['503 without envelope', { status: 503, body: 'down' }],
    ['429', { status: 429, body: { success: false, message: 'slow down', result: null } }],
  ] as const)('%s: keeps the entries for a later retry', async (_label, answer) => {
    const env = await tablet();
    await payIn(env);
    installFetch({ [SyncPath.PUSH]: answer, ...pullRoutes });
    expect((await runSyncRound(env)).stop).toBe('retry');
    expect(await env.db.outbox.count()).toBe(1);
    expect(await env.db.attention.count()).toBe(0);
  });

  it('REJECTED: moves the change to Needs attention with the server message; the others land', async () => {
    const env = await tablet();
    await payIn(env, 100);
    const bad = await payIn(env, 666);
    await payIn(env, 300);
    const push = fakePush((m) =>
      m.name === MutationName.POS_ACTION_CREATE && m.args.id === bad.id
        ? { code: ErrorCode.ACTION_TIME_IN_FUTURE, message: 'Action time cannot be in the future.', facts: { actionTime: '2026-11-20 23:00' } }
        : null,
    );
    installFetch({ [SyncPath.PUSH]: push.handler, ...pullRoutes });
    expect(await runSyncRound(env)).toMatchObject({ applied: 2, rejected: 1 });
    expect(await env.db.outbox.count()).toBe(0);
    const items = await env.db.attention.toArray();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      // The facts are kept as the server sent them, for Needs attention to say the figures.
      error: { code: ErrorCode.ACTION_TIME_IN_FUTURE, message: 'Action time cannot be in the future.', facts: { actionTime: '2026-11-20 23:00' } },
      mutation: { name: MutationName.POS_ACTION_CREATE, args: { id: bad.id, value: 666 } },
    });
    expect(items[0]?.mutation).not.toHaveProperty('state');
  });

  it('401: pauses with every entry kept, resumes after a new sign-in', async () => {
    const env = await tablet();
    await payIn(env);
    installFetch({ [SyncPath.PUSH]: { status: 401, body: { success: false, message: 'expired', result: null, code: 'UNAUTHENTICATED' } } });
    expect((await runSyncRound(env)).stop).toBe('unauthenticated');
    expect(loopStatus(env.db.name).paused).toBe('unauthenticated');
    expect(await env.db.outbox.toArray()).toMatchObject([{ state: OutboxState.PENDING, attempts: 0 }]);
    // Paused: timer ticks do nothing.
    expect((await runSyncRound(env)).stop).toBe('idle');

    const push = fakePush();
    installFetch({ [SyncPath.PUSH]: push.handler, ...pullRoutes });
    const stop = startSyncLoop({ env, intervalMs: 60_000 });
    const resumed = new Promise<void>((resolve) => onSessionResumed(() => setTimeout(resolve, 0)));
    notifySessionResumed();
    await resumed;
    await vi.waitFor(async () => expect(await env.db.outbox.count()).toBe(0));
    expect(loopStatus(env.db.name).paused).toBeNull();
    stop();
  });

  it('dependency: a refused parent takes its queued dependents to Needs attention, waiting for it', async () => {
    const env = await tablet();
    const parent = await payIn(env, 100);
    const [parentEntry] = await env.db.outbox.toArray();
    const parentId = parentEntry?.id ?? '';
    // A change made later that needs the parent, and one that needs that one.
    const child = await outboxTransaction(env.db, [], (tx) =>
      enqueueInTx(tx, { name: MutationName.SYNC_DISCARD, args: { mutationId: crypto.randomUUID(), name: 'a', summary: 'child', branchId: BRANCH.id }, branchId: BRANCH.id, dependsOn: [parentId] }),
    );
    const grandchild = await outboxTransaction(env.db, [], (tx) =>
      enqueueInTx(tx, { name: MutationName.SYNC_DISCARD, args: { mutationId: crypto.randomUUID(), name: 'b', summary: 'grandchild', branchId: BRANCH.id }, branchId: BRANCH.id, dependsOn: [child.id] }),
    );
    const unrelated = await payIn(env, 400);

    // The server answers the parent only (its answer to the rest is lost): one request, then the link drops.
    let requests = 0;
    installFetch({
      [SyncPath.PUSH]: (call) => {
        requests += 1;
        if (requests > 1) return 'network-error';
        const [first] = pushedMutations(call);
        return ok({
          results: first ? [{ id: first.id, seq: first.seq, outcome: 'REJECTED', result: null, error: { code: 'VALIDATION', message: 'no' }, replayed: false }] : [],
          expectedSeq: null,
        });
      },
    });
    await pushOutbox(env);
    const items = await env.db.attention.orderBy('refusedAt').toArray();
    expect(items.map((i) => [i.id, i.waitsFor ?? null, i.error.code])).toEqual(
      expect.arrayContaining([
        [parentId, null, 'VALIDATION'],
        [child.id, parentId, ErrorCode.DEPENDENCY_REJECTED],
        [grandchild.id, child.id, ErrorCode.DEPENDENCY_REJECTED],
      ]),
    );
    // Each names the change it waits for, as the server's refusal would.
    expect(items.find((i) => i.id === grandchild.id)?.error.facts).toEqual({ mutationIds: [child.id] });
    // Held entries stay only to fill their seq; the unrelated pay-in is still plainly pending.
    const left = await env.db.outbox.orderBy('localOrder').toArray();
    expect(left.map((e) => [e.seq, e.state])).toEqual([
      [2, OutboxState.HELD],
      [3, OutboxState.HELD],
      [4, OutboxState.PENDING],
    ]);
    expect(parent.id).toBeTruthy();
    expect(unrelated.id).toBeTruthy();

    // Next round: the server refuses the held ones (dependency) and applies the unrelated one.
    const push = fakePush((m) => (m.dependsOn.length > 0 ? { code: ErrorCode.DEPENDENCY_REJECTED, message: 'parent refused' } : null));
    installFetch({ [SyncPath.PUSH]: push.handler, ...pullRoutes });
    await runSyncRound(env, { force: true });
    expect(push.seen.map((m) => m.seq)).toEqual([2, 3, 4]);
    expect(await env.db.outbox.count()).toBe(0);
    expect(await env.db.attention.count()).toBe(3);
  });

  it('expectedSeq above what was sent: the older entries were applied (lost answers)', async () => {
    const env = await tablet();
    await payIn(env, 100);
    await payIn(env, 200);
    await payIn(env, 300);
    let first = true;
    installFetch({
      [SyncPath.PUSH]: (call) => {
        const sent = pushedMutations(call);
        if (first) {
          first = false;
          // The server already has 1 and 2 (their answers never arrived).
          return ok({ results: [], expectedSeq: 3 } satisfies PushResult);
        }
        return ok({
          results: sent.map((m) => ({ id: m.id, seq: m.seq, outcome: 'APPLIED', result: null, error: null, replayed: false })),
          expectedSeq: null,
        });
      },
      ...pullRoutes,
    });
    const report = await runSyncRound(env);
    expect(report.stop).toBe('done');
    expect(await env.db.outbox.count()).toBe(0);
  });

  it('expectedSeq below what the tablet still has: keeps everything and reports it', async () => {
    const env = await tablet();
    await payIn(env);
    installFetch({ [SyncPath.PUSH]: ok({ results: [], expectedSeq: 1 } satisfies PushResult), ...pullRoutes });
    // Seq 1 was sent; the server claims it still expects 1 → no progress possible.
    const report = await runSyncRound(env);
    expect(report.stop).toBe('retry');
    expect(await env.db.outbox.count()).toBe(1);
  });
});

describe('the pull after a round', () => {
  it('refreshes the board day on screen only when changes were sent or staff asked; polling does the rest', async () => {
    const env = await tablet();
    const dayRoutes = {
      [ApiPath.DAY_CONFIG]: ok(null),
      [ApiPath.DAY_TECHNICIANS]: ok([]),
      [ApiPath.DAY_BOOKINGS]: ok({ bookings: [], guests: [] }),
      [ApiPath.CLIPBOARD]: ok({ bookings: [], guests: [] }),
    };
    const first = installFetch({ ...dayRoutes, ...pullRoutes, [SyncPath.PUSH]: fakePush().handler });
    await loadDay(BRANCH.id, '2026-11-20', env);
    const dayCalls = (calls: FakeCall[]) => calls.filter((c) => c.url.startsWith(ApiPath.DAY_BOOKINGS) || c.url.startsWith(ApiPath.CLIPBOARD)).length;
    const before = dayCalls(first.calls);

    // Nothing to send: checkout methods are pulled, the day is not.
    await runSyncRound(env);
    expect(dayCalls(first.calls)).toBe(before);
    expect(first.calls.some((c) => c.url.startsWith(PosPath.CHECKOUT_METHODS))).toBe(true);

    // A change sent: the day and the clipboard come back with it confirmed.
    await payIn(env);
    await runSyncRound(env);
    expect(dayCalls(first.calls)).toBe(before + 2);

    // "Sync now" (forced): everything again.
    await runSyncRound(env, { force: true });
    expect(dayCalls(first.calls)).toBe(before + 4);
  });
});
