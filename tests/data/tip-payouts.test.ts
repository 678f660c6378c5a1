import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PosPath, type TransactionRow, type TransactionsByDateResult } from '../../src/domain/pos';
import { MutationName, SyncPath } from '../../src/domain/sync';
import { tipLedgerOfRows, tipsOwed } from '../../src/domain/tip-payout';
import type { DataEnv } from '../../src/data/data-env';
import { loadDrawer, readDrawer } from '../../src/data/drawer';
import { queueTipPayout } from '../../src/data/tip-payouts';
import { runSyncRound } from '../../src/data/sync-round';
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
    const args = await queueTipPayout({ technicianId: ANNA, value: 800, note: ' morning ' }, posCtx, env);
    expect(args).toMatchObject({ technicianId: ANNA, value: 800, note: 'morning', checkoutMethodId: CASH.id, branchId: BRANCH.id });
    const [entry] = await env.db.outbox.toArray();
    expect(entry).toMatchObject({ name: MutationName.TIP_PAYOUT, args: { id: args.id, code: args.code } });
    const view = await readDrawer(env.db, BRANCH.id, TODAY, []);
    expect(view.result?.actions.find((r) => r.id === args.id)).toMatchObject({ type: 'TIP_PAYOUT', value: 800, pending: true, createdBy: 'Front Desk', paidTo: { technicianId: ANNA } });
    expect(view.result?.overview).toEqual({ amountReceived: 1200, amountBack: 800, remainBalance: 400 });
    expect(owedOf(view.result?.actions)).toEqual([['Anna', 800, 400]]);
  });

  it('refuses a payout of nothing before anything is written', async () => {
    const env = await tablet();
    await expect(queueTipPayout({ technicianId: ANNA, value: 0, note: '' }, posCtx, env)).rejects.toMatchObject({ code: 'VALIDATION' });
    expect(await env.db.outbox.count()).toBe(0);
    expect(await env.db.receipts.count()).toBe(0);
  });

  it('APPLIED keeps the payout in the stored day, once', async () => {
    const env = await tablet();
    installFetch({ [PosPath.TRANSACTIONS_BY_DATE]: ok(day([cashTip])) });
    await loadDrawer(BRANCH.id, TODAY, [], env);
    const args = await queueTipPayout({ technicianId: ANNA, value: 1200, note: '' }, posCtx, env);
    installFetch({
      [SyncPath.PUSH]: appliedPush({ id: args.id, code: args.code }),
      [PosPath.CHECKOUT_METHODS]: 'network-error',
      [PosPath.TRANSACTIONS_BY_DATE]: 'network-error',
    });
    await runSyncRound(env);
    expect(await env.db.outbox.count()).toBe(0);
    const view = await readDrawer(env.db, BRANCH.id, TODAY, []);
    expect(view.result?.actions.filter((r) => r.id === args.id).map((r) => [r.type, r.pending ?? false])).toEqual([['TIP_PAYOUT', false]]);
    expect(owedOf(view.result?.actions)).toEqual([['Anna', 1200, 0]]);
  });
});
