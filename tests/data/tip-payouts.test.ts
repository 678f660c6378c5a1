import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PosPath, type TransactionRow, type TransactionsByDateResult } from '../../src/domain/pos';
import { MutationName, SyncPath } from '../../src/domain/sync-protocol';
import { tipLedgerOfRows, tipsOwed } from '../../src/domain/tip-payout';
import type { DataEnv } from '../../src/data/data-env';
import { drawerKey, loadDrawer } from '../../src/data/drawer';
import { readDrawer } from '../../src/data/drawer-view';
import { queueTipPayout } from '../../src/data/tip-payouts';
import { runSyncRound } from '../../src/data/sync-round';
import { discardAttention, replaceAttention } from '../../src/data/attention';
import { refuseEntry } from '../../src/data/sync-results';
import { appliedPush, serverRow } from './drawer-fixtures';
import { BRANCH, CASH, makeEnv, posCtx, seedTablet, TODAY } from './engine-fixtures';
import { installFetch, ok } from './fetch-mock';

const ANNA = '00000000-0000-4000-8000-0000000000a1';
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

const day = (rows: TransactionRow[]): TransactionsByDateResult => ({ overview: { amountReceived: 0, amountBack: 0, remainBalance: 0 }, actions: rows, taxes: [] });
// A $12.00 cash tip, all Anna's, as the server's drawer sends it.
const cashTip = serverRow({ type: 'TIP', code: 'QW-1-2', value: 1200, billId: 'bill-1', tipShares: [{ technicianId: ANNA, technicianName: 'Anna', value: 1200 }] });
const owedOf = (rows: readonly TransactionRow[] = []) => tipsOwed({ ledger: tipLedgerOfRows(rows), cashMethodId: CASH.id, cardTipsInCash: false }).map((o) => [o.technicianName, o.paidOut, o.owed]);

describe('tip payouts on the tablet', () => {
  it('queues a payout from the cash drawer, shown at once as a pending line that lowers what is owed', async () => {
    const env = await tablet();
    installFetch({ [PosPath.TRANSACTIONS_BY_DATE]: ok(day([cashTip])) });
    await loadDrawer(BRANCH.id, TODAY, [], env);
    const args = await queueTipPayout({ technicianId: ANNA, technicianName: 'Anna', value: 800, note: ' morning ' }, posCtx, env);
    expect(args).toMatchObject({ technicianId: ANNA, value: 800, note: 'morning', checkoutMethodId: CASH.id, branchId: BRANCH.id });
    const [entry] = await env.db.outbox.toArray();
    expect(entry).toMatchObject({ name: MutationName.TIP_PAYOUT, args: { id: args.id, code: args.code } });
    const view = await readDrawer(env.db, BRANCH.id, TODAY, []);
    expect(view.result?.actions.find((r) => r.id === args.id)).toMatchObject({ type: 'TIP_PAYOUT', value: 800, pending: true, createdBy: 'Front Desk', paidTo: { technicianId: ANNA } });
    expect(view.result?.overview).toEqual({ amountReceived: 1200, amountBack: 800, remainBalance: 400 });
    // The slip prints from the stored receipt, offline too, naming the technician who signs it.
    expect(await env.db.receipts.get(args.id)).toMatchObject({ type: 'TIP_PAYOUT', value: 800, code: args.code, createdByName: 'Front Desk', paidToName: 'Anna' });
    expect(owedOf(view.result?.actions)).toEqual([['Anna', 800, 400]]);
  });

  it('keeps with the stored day how it reads "Pay card tips in cash", as the server said', async () => {
    const env = await tablet();
    installFetch({ [PosPath.TRANSACTIONS_BY_DATE]: ok({ ...day([cashTip]), cardTipsInCash: true }) });
    await loadDrawer(BRANCH.id, TODAY, [], env);
    expect((await env.db.drawerSnapshots.get(drawerKey(BRANCH.id, TODAY)))?.cardTipsInCash).toBe(true);
    // A server that does not say leaves it unknown: the drawer then counts with the branch's value.
    installFetch({ [PosPath.TRANSACTIONS_BY_DATE]: ok(day([cashTip])) });
    await loadDrawer(BRANCH.id, TODAY, [], env);
    expect((await env.db.drawerSnapshots.get(drawerKey(BRANCH.id, TODAY)))?.cardTipsInCash).toBeUndefined();
  });

  it('refuses a payout of nothing before anything is written', async () => {
    const env = await tablet();
    await expect(queueTipPayout({ technicianId: ANNA, technicianName: 'Anna', value: 0, note: '' }, posCtx, env)).rejects.toMatchObject({ code: 'VALIDATION' });
    expect(await env.db.outbox.count()).toBe(0);
    expect(await env.db.receipts.count()).toBe(0);
  });

  it('APPLIED keeps the payout in the stored day, once', async () => {
    const env = await tablet();
    installFetch({ [PosPath.TRANSACTIONS_BY_DATE]: ok(day([cashTip])) });
    await loadDrawer(BRANCH.id, TODAY, [], env);
    const args = await queueTipPayout({ technicianId: ANNA, technicianName: 'Anna', value: 1200, note: '' }, posCtx, env);
    installFetch({
      [SyncPath.PUSH]: appliedPush({ id: args.id, code: args.code }),
      [PosPath.CHECKOUT_METHODS]: 'network-error',
      [PosPath.TRANSACTIONS_BY_DATE]: 'network-error',
    });
    await runSyncRound(env);
    expect(await env.db.outbox.count()).toBe(0);
    const view = await readDrawer(env.db, BRANCH.id, TODAY, []);
    expect(view.result?.actions.filter((r) => r.id === args.id).map((r) => [r.type, r.pending ?? false, r.paidTo?.technicianName])).toEqual([['TIP_PAYOUT', false, 'Anna']]);
    expect(owedOf(view.result?.actions)).toEqual([['Anna', 1200, 0]]);
  });

  it('a payout refused for more than is owed is sent again lowered: same id and slip number, its receipt following', async () => {
    const env = await tablet();
    const args = await queueTipPayout({ technicianId: ANNA, technicianName: 'Anna', value: 1200, note: 'evening' }, posCtx, env);
    const refused = await refusePayout(env, 500);
    const { id } = await replaceAttention(refused.id, { ...args, value: 500 }, env);
    expect(await env.db.attention.count()).toBe(0);
    const queued = await env.db.outbox.toArray();
    expect(queued.map((e) => [e.id, e.name, e.args])).toEqual([[id, MutationName.TIP_PAYOUT, { ...args, value: 500 }]]);
    expect(id).not.toBe(refused.id);
    expect(await env.db.receipts.get(args.id)).toMatchObject({ type: 'TIP_PAYOUT', value: 500, note: 'evening', code: args.code, paidToName: 'Anna' });
  });

  it('a discarded payout takes its slip with it and leaves a logged discard', async () => {
    const env = await tablet();
    const args = await queueTipPayout({ technicianId: ANNA, technicianName: 'Anna', value: 1200, note: '' }, posCtx, env);
    const refused = await refusePayout(env, 0);
    await expect(replaceAttention(refused.id, { ...args, value: 0 }, env)).rejects.toMatchObject({ code: 'VALIDATION' });
    await discardAttention(refused.id, env);
    expect(await env.db.receipts.get(args.id)).toBeUndefined();
    expect((await env.db.outbox.toArray()).map((e) => e.name)).toEqual([MutationName.SYNC_DISCARD]);
  });
});

/** The server's answer to the queued payout: more than the drawer still owes Anna. */
async function refusePayout(env: DataEnv, owed: number) {
  const [entry] = await env.db.outbox.toArray();
  if (!entry) throw new Error('nothing queued');
  const value = entry.name === MutationName.TIP_PAYOUT ? entry.args.value : 0;
  const error = { code: 'TIP_PAYOUT_OVER_OWED', message: 'This is more than the technician is owed in tips today.', facts: { technicianName: 'Anna', value, owed } };
  await env.db.transaction('rw', [env.db.outbox, env.db.attention], () => refuseEntry(env.db, entry, error, 1));
  return entry;
}
