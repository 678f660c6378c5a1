import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PosPath } from '../../src/domain/pos';
import { type Mutation } from '../../src/domain/sync';
import { MutationOutcome, SyncPath, type PushResult } from '../../src/domain/sync-protocol';
import type { DataEnv } from '../../src/data/data-env';
import Dexie from 'dexie';
import { DEVICE_KEY, OutboxState } from '../../src/data/db';
import { createPosAction } from '../../src/data/pos-actions';
import { startSyncLoop, syncNow } from '../../src/data/sync-loop';
import { subscribeLoopStatus } from '../../src/data/sync-status';
import { makeEnv, posCtx, seedTablet, CASH } from './engine-fixtures';
import { installFetch, ok, type FakeCall } from './fetch-mock';

const envs: DataEnv[] = [];
const stops: (() => void)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) stop();
  vi.unstubAllGlobals();
  for (const env of envs.splice(0)) await env.db.delete();
});

function applyAll(call: FakeCall) {
  const body = call.body;
  const mutations: Mutation[] =
    typeof body === 'object' && body !== null && 'mutations' in body && Array.isArray(body.mutations) ? body.mutations : [];
  return ok({
    results: mutations.map((m) => ({ id: m.id, seq: m.seq, outcome: MutationOutcome.APPLIED, result: null, error: null, replayed: false })),
    expectedSeq: null,
  } satisfies PushResult);
}

const routes = {
  [SyncPath.PUSH]: applyAll,
  [PosPath.CHECKOUT_METHODS]: ok([CASH]),
  [PosPath.TRANSACTIONS_BY_DATE]: ok({ overview: { amountReceived: 0, amountBack: 0, remainBalance: 0 }, actions: [] }),
};

async function tablet(): Promise<DataEnv> {
  const env = makeEnv();
  envs.push(env);
  await seedTablet(env);
  return env;
}

describe('sync loop', () => {
  it('pushes on start, and right after each local change', async () => {
    const env = await tablet();
    await createPosAction({ type: 'IN', value: 100, note: '' }, posCtx, env);
    const { calls } = installFetch(routes);
    stops.push(startSyncLoop({ env, intervalMs: 60_000 }));
    await vi.waitFor(async () => expect(await env.db.outbox.count()).toBe(0));

    await createPosAction({ type: 'OUT', value: 50, note: '' }, posCtx, env);
    await vi.waitFor(async () => expect(await env.db.outbox.count()).toBe(0));
    expect(calls.filter((c) => c.url === SyncPath.PUSH)).toHaveLength(2);
  });

  it('the link coming back (online) retries at once, ignoring the backoff', async () => {
    const target = new EventTarget();
    vi.stubGlobal('window', target);
    const env = await tablet();
    await createPosAction({ type: 'IN', value: 100, note: '' }, posCtx, env);
    installFetch({ ...routes, [SyncPath.PUSH]: 'network-error' });
    stops.push(startSyncLoop({ env, intervalMs: 60_000 }));
    await vi.waitFor(async () => expect((await env.db.outbox.toArray())[0]?.attempts).toBe(1));

    installFetch(routes);
    target.dispatchEvent(new Event('online'));
    await vi.waitFor(async () => expect(await env.db.outbox.count()).toBe(0));
  });

  it('a tab that died mid-push left entries "sending": the next leader sends them again', async () => {
    const env = await tablet();
    await createPosAction({ type: 'IN', value: 100, note: '' }, posCtx, env);
    await env.db.outbox.toCollection().modify({ state: OutboxState.SENDING });
    installFetch(routes);
    stops.push(startSyncLoop({ env, intervalMs: 60_000 }));
    await vi.waitFor(async () => expect(await env.db.outbox.count()).toBe(0));
  });

  // The board's first load after a reload once failed so ("object store not found"): React's
  // work on the news (the sync button's store) ran in the start-up's finished transaction
  // (outbox, device), and so did the effects it flushed, the day loader's reads among them.
  it('tells its start outside its transaction: a screen that reads on that news reads', async () => {
    const env = await tablet();
    // Synced before the reload: the loop's start has news for the sync button.
    await env.db.device.update(DEVICE_KEY, { lastSyncedAt: 1 });
    installFetch(routes);
    const heard: { inTransaction: boolean; read: Promise<unknown> }[] = [];
    // React's store subscription: its render, and the effects it flushes, come in a microtask.
    stops.push(
      subscribeLoopStatus(() => {
        queueMicrotask(() => heard.push({ inTransaction: Dexie.currentTransaction !== null, read: env.db.days.get('b1:2026-11-20') }));
      }),
    );
    stops.push(startSyncLoop({ env, intervalMs: 60_000 }));
    await vi.waitFor(() => expect(heard.length).toBeGreaterThan(0));
    expect(heard.filter((h) => h.inTransaction)).toEqual([]);
    await Promise.all(heard.map((h) => h.read));
  });

  it('syncNow without a running loop runs one round itself', async () => {
    const env = await tablet();
    await createPosAction({ type: 'IN', value: 100, note: '' }, posCtx, env);
    installFetch(routes);
    await syncNow(env);
    expect(await env.db.outbox.count()).toBe(0);
  });
});
