import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PosPath, TransactionKind, type TransactionRow, type TransactionsByDateResult } from '../../src/domain/pos';
import { SyncPath } from '../../src/domain/sync-protocol';
import { createApiClient } from '../../src/data/api-client';
import type { DataEnv } from '../../src/data/data-env';
import { loadDrawer } from '../../src/data/drawer';
import { readDrawer } from '../../src/data/drawer-view';
import { createPosAction } from '../../src/data/pos-actions';
import { runSyncRound } from '../../src/data/sync-round';
import { appliedPush, serverRow } from './drawer-fixtures';
import { BRANCH, CARD, CASH, makeEnv, posCtx, seedTablet, TODAY } from './engine-fixtures';
import { installFetch, ok } from './fetch-mock';

const envs: DataEnv[] = [];
async function tablet(): Promise<DataEnv> {
  const env = makeEnv();
  envs.push(env);
  await seedTablet(env);
  return env;
}
afterEach(async () => {
  vi.unstubAllGlobals();
  for (const env of envs.splice(0)) await env.db.delete();
});

function day(rows: TransactionRow[]): TransactionsByDateResult {
  return { overview: { amountReceived: 0, amountBack: 0, remainBalance: 0 }, actions: rows, taxes: [] };
}

const opening = serverRow({ code: 'QW-1-1', value: 5000 });
const cardPayment = serverRow({ kind: TransactionKind.BILL, type: 'PAYMENT', code: 'B-9', value: 3000, changeBack: 0, checkoutMethodId: CARD.id, checkoutMethodName: 'Card', actionTime: `${TODAY} 09:00`, billId: 'bill-9' });

describe('drawer', () => {
  it('fetches the whole day once (all methods) and filters locally', async () => {
    const env = await tablet();
    const { calls } = installFetch({ [PosPath.TRANSACTIONS_BY_DATE]: ok(day([opening, cardPayment])) });
    await loadDrawer(BRANCH.id, TODAY, [CASH.id], env);
    expect(calls[0]?.body).toEqual({ branchId: BRANCH.id, fromDate: TODAY, checkoutIds: [] });
    const all = await readDrawer(env.db, BRANCH.id, TODAY, []);
    expect(all.result?.actions).toHaveLength(2);
    const cash = await readDrawer(env.db, BRANCH.id, TODAY, [CASH.id]);
    expect(cash.result?.actions.map((r) => r.code)).toEqual(['QW-1-1']);
    expect(cash.result?.overview).toEqual({ amountReceived: 5000, amountBack: 0, remainBalance: 5000 });
  });

  it('rebase: snapshot + pending pay-ins/outs show each row once; overview sums right', async () => {
    const env = await tablet();
    installFetch({ [PosPath.TRANSACTIONS_BY_DATE]: ok(day([opening, cardPayment])) });
    await loadDrawer(BRANCH.id, TODAY, [], env);
    const payIn = await createPosAction({ type: 'IN', value: 1250, note: 'float' }, posCtx, env);
    const payOut = await createPosAction({ type: 'OUT', value: 400, note: 'milk' }, posCtx, env);

    let view = await readDrawer(env.db, BRANCH.id, TODAY, []);
    expect(view.result?.actions.map((r) => [r.code, r.pending ?? false])).toEqual([
      [payOut.code, true],
      [payIn.code, true],
      ['B-9', false],
      ['QW-1-1', false],
    ]);
    expect(view.result?.overview).toEqual({ amountReceived: 5000 + 3000 + 1250, amountBack: 400, remainBalance: 8850 });
    expect(view.result?.actions[0]).toMatchObject({ createdBy: 'Front Desk', checkoutMethodName: 'Cash' });

    // A fresh snapshot that already has the pay-in while its entry is still queued: still once.
    const payInRow = serverRow({ id: payIn.id, code: payIn.code, value: 1250, actionTime: `${TODAY} 10:00`, createdBy: 'Front Desk' });
    installFetch({ [PosPath.TRANSACTIONS_BY_DATE]: ok(day([opening, cardPayment, payInRow])) });
    await loadDrawer(BRANCH.id, TODAY, [], env);
    view = await readDrawer(env.db, BRANCH.id, TODAY, []);
    expect(view.result?.actions.filter((r) => r.id === payIn.id)).toHaveLength(1);
    expect(view.result?.actions.find((r) => r.id === payIn.id)?.pending).toBeUndefined();
    expect(view.result?.overview.remainBalance).toBe(8850);
  });

  it('APPLIED merges the confirmed row in the same step that drops the entry: never gone, never twice', async () => {
    const env = await tablet();
    installFetch({ [PosPath.TRANSACTIONS_BY_DATE]: ok(day([opening])) });
    await loadDrawer(BRANCH.id, TODAY, [], env);
    const payIn = await createPosAction({ type: 'IN', value: 1250, note: '' }, posCtx, env);

    // The pull after the push is slow and stale (started before the push landed): the row must survive it.
    let releasePull: () => void = () => undefined;
    let pullStarted = false;
    const gate = new Promise<void>((resolve) => (releasePull = resolve));
    const staleApi = createApiClient({
      fetch: async () => {
        pullStarted = true;
        await gate;
        return new Response(JSON.stringify({ success: true, message: null, result: day([opening]) }), { status: 200 });
      },
    });
    const stalePull = loadDrawer(BRANCH.id, TODAY, [], { ...env, api: staleApi });
    await vi.waitFor(() => expect(pullStarted).toBe(true));

    installFetch({
      [SyncPath.PUSH]: appliedPush({ id: payIn.id, code: payIn.code }),
      [PosPath.CHECKOUT_METHODS]: 'network-error',
      [PosPath.TRANSACTIONS_BY_DATE]: 'network-error',
    });
    await runSyncRound(env);
    expect(await env.db.outbox.count()).toBe(0);
    let view = await readDrawer(env.db, BRANCH.id, TODAY, []);
    expect(view.result?.actions.filter((r) => r.id === payIn.id).map((r) => r.pending ?? false)).toEqual([false]);

    releasePull();
    await stalePull;
    view = await readDrawer(env.db, BRANCH.id, TODAY, []);
    expect(view.result?.actions.filter((r) => r.id === payIn.id)).toHaveLength(1);
    expect(view.result?.overview.remainBalance).toBe(6250);

    // A later fetch is the truth again (here: the server has the row itself).
    const row = serverRow({ id: payIn.id, code: payIn.code, value: 1250, actionTime: `${TODAY} 10:00` });
    installFetch({ [PosPath.TRANSACTIONS_BY_DATE]: ok(day([opening, row])) });
    await loadDrawer(BRANCH.id, TODAY, [], env);
    view = await readDrawer(env.db, BRANCH.id, TODAY, []);
    expect(view.result?.actions.map((r) => r.id)).toEqual([payIn.id, opening.id]);
  });

  it('a day never loaded shows only what was made here, and nothing when there is nothing', async () => {
    const env = await tablet();
    expect((await readDrawer(env.db, BRANCH.id, TODAY, [])).result).toBeUndefined();
    await createPosAction({ type: 'OUT', value: 250, note: '' }, posCtx, env);
    const view = await readDrawer(env.db, BRANCH.id, TODAY, []);
    expect(view.fetchedAt).toBeNull();
    expect(view.result?.overview).toEqual({ amountReceived: 0, amountBack: 250, remainBalance: -250 });
  });

  it('stores the server’s tax summary with the day; a day stored before it reads as no tax', async () => {
    const env = await tablet();
    const gst = { kind: 'GST' as const, name: '', rate: 5, base: 3000, amount: 150 };
    installFetch({ [PosPath.TRANSACTIONS_BY_DATE]: ok({ ...day([opening, cardPayment]), taxes: [gst] }) });
    await loadDrawer(BRANCH.id, TODAY, [], env);
    const stored = await env.db.drawerSnapshots.get(`${BRANCH.id}:${TODAY}`);
    expect([stored?.taxes, stored?.taxedBillIds]).toEqual([[gst], [cardPayment.billId]]);
    expect((await readDrawer(env.db, BRANCH.id, TODAY, [CASH.id])).result?.taxes).toEqual([gst]);
    // As an older version of the app stored it: rows only.
    await env.db.drawerSnapshots.put({ key: `${BRANCH.id}:${TODAY}`, branchId: BRANCH.id, date: TODAY, rows: [opening, cardPayment], fetchedAt: 0, version: 0 });
    expect((await readDrawer(env.db, BRANCH.id, TODAY, [])).result?.taxes).toEqual([]);
  });
});
