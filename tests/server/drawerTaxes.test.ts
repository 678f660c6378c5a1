/**
 * The drawer's tax summary on the server (issue 13): the day's paid bills of the branch, each
 * tax on its own line, a bill paid by two methods counted once and whole, a cancelled bill not
 * at all, a bill from before tax lines as its one HST line, and the same whatever the method filter.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BillPath } from '../../src/domain/bill/paths';
import type { TaxTotal } from '../../src/domain/bill/tax-lines';
import { PosPath, type TransactionsByDateResult } from '../../src/domain/pos';
import { body, setupTestEnv, signIn, TEST_TODAY, type SignedIn, type TestEnv } from './helpers';
import { billFor, billingWorld, getJson, makeBooking, postJson, type BillingWorld } from './billingFixtures';

describe('drawer tax summary', () => {
  let env: TestEnv;
  let fd: SignedIn;
  let admin: SignedIn;
  let w: BillingWorld;

  beforeAll(async () => {
    env = await setupTestEnv();
    [fd, admin] = [await signIn(env.app, 'frontdesk'), await signIn(env.app, 'admin')];
    w = await billingWorld(env.db);
  });
  afterAll(async () => {
    await env.close();
  });

  const report = async (checkoutIds: string[] = [], fromDate = TEST_TODAY) =>
    body<TransactionsByDateResult>(await postJson(env, fd, PosPath.TRANSACTIONS_BY_DATE, { branchId: w.plateau, fromDate, checkoutIds })).result.taxes;
  const amountOf = (taxes: TaxTotal[], kind: string) => taxes.find((t) => t.kind === kind)?.amount ?? 0;
  const paid = async (price: number, received: { checkoutMethodId: string; amount: number }[]) => {
    const made = await makeBooking(env.db, { branchId: w.plateau, guests: [{ lines: [{ technicianId: w.pl[0]?.id ?? '', price }] }] });
    const bill = await billFor(env, fd, { branchId: w.plateau, bookingId: made.bookingId, guestIds: made.guestIds, received });
    const res = await postJson(env, fd, BillPath.CREATE_BILL, bill);
    expect(res.statusCode, res.body).toBe(200);
    return bill.id;
  };

  it('Plateau: GST and QST of the day’s paid bills on their own lines; two methods count once, a cancelled bill not at all', async () => {
    const before = await report();
    // $100.00 in cash → TPS $5.00, TVQ $9.98; $24.00 half card, half cash → TPS $1.20, TVQ $2.39.
    await paid(10_000, [{ checkoutMethodId: w.cash, amount: 12_000 }]);
    await paid(2400, [{ checkoutMethodId: w.card, amount: 1400 }, { checkoutMethodId: w.cash, amount: 1359 }]);
    const cancelled = await paid(5000, [{ checkoutMethodId: w.cash, amount: 6000 }]);
    expect((await getJson(env, admin, `${BillPath.CANCEL_BILL}?id=${cancelled}`)).statusCode).toBe(200);

    const after = await report();
    expect(after.map((t) => [t.kind, t.rate])).toEqual([['GST', 5], ['QST', 9.975]]);
    expect(amountOf(after, 'GST') - amountOf(before, 'GST')).toBe(620);
    expect(amountOf(after, 'QST') - amountOf(before, 'QST')).toBe(1237);
    // The summary is the day's over every method: filtered to card, the same.
    expect(await report([w.card])).toEqual(after);
    // Another day has none of them.
    expect(await report([], '2026-11-19')).toEqual([]);
  });

  it('a bill written before tax lines counts as the one HST line it was printed with', async () => {
    const before = await report();
    const id = await paid(4000, [{ checkoutMethodId: w.cash, amount: 5000 }]);
    await env.db.query(`UPDATE bill SET tax_lines = NULL, hst_percent = 14.975, tax_cents = 599, total_cents = 4599 WHERE id = $1`, [id]);
    const after = await report();
    expect(after.find((t) => t.kind === 'HST')).toEqual({ kind: 'HST', name: '', rate: 14.975, base: 4000 + (before.find((t) => t.kind === 'HST')?.base ?? 0), amount: 599 + amountOf(before, 'HST') });
    expect(amountOf(after, 'GST')).toBe(amountOf(before, 'GST'));
  });
});
