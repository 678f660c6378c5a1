// One Downtown day (Tuesday 1 December 2026, Toronto) of every kind of money record, known by
// hand, for the daily transaction and money flows reports and the drawer they must agree with:
//
//   08:00  pay-in   cash  100.00
//   10:00  bill A   cash   50.00 for 45.20 (40.00 + 5.20 tax), 4.80 change, a customer's
//   11:00  bill B   cash   37.80 + card 30.00 = 67.80 (60.00 + 7.80 tax); 11:05 a 10.00 card tip
//   12:00  bill C   card   20.00, cancelled since (its 3.00 card tip deleted with it)
//   17:00  pay-out  cash   25.00
//   23:30  bill D   cash   20.00 for 15.00, 5.00 change (04:30 UTC on the 2nd: still the 1st here)
//
// and around it: Downtown 23:30 on 30 November (the 1st in UTC), Downtown on the 2nd, Plateau on the 1st.
//
//   Downtown 1st  cash  received 207.80, back 34.80, balance 173.00; payments 98.00
//                 card  received  40.00, back  0,    balance  40.00; payments 50.00, cancellations 20.00
import { expect } from 'vitest';
import { PosPath, type TransactionsByDateResult } from '../../../src/domain/pos';
import type { ReportKey } from '../../../src/domain/report/contract';
import { body } from '../helpers';
import { postJson } from '../billingFixtures';
import { askReport, insertBill, insertPosAction, reportWorld, type ReportWorld } from './reportFixtures';

export type CashbookWorld = ReportWorld & { customerName: string; bills: Record<'a' | 'b' | 'c' | 'd', string> };

export const CASHBOOK_DAY = '2026-12-01';

export async function cashbookWorld(): Promise<CashbookWorld> {
  const w = await reportWorld();
  const customer = await w.env.db.one<{ id: string; name: string }>(`SELECT id, name FROM customer WHERE tenant_id = $1 AND branch_id = $2 ORDER BY name LIMIT 1`, [
    w.tenantId,
    w.downtown,
  ]);
  const downtown = w.downtown;
  await insertPosAction(w, { branchId: downtown, at: '2026-12-01T13:00:00Z', type: 'IN', value: 10000, methodId: w.cash, note: 'float' });
  const a = await insertBill(w, { branchId: downtown, at: '2026-12-01T15:00:00Z', lines: [{ kind: 'service', price: 4000 }], tax: 520, payments: { [w.cash]: 5000 }, change: 480, customerId: customer.id });
  const b = await insertBill(w, { branchId: downtown, at: '2026-12-01T16:00:00Z', lines: [{ kind: 'service', price: 6000 }], tax: 780, payments: { [w.cash]: 3780, [w.card]: 3000 } });
  await insertPosAction(w, { branchId: downtown, at: '2026-12-01T16:05:00Z', type: 'TIP', value: 1000, methodId: w.card, billId: b.id });
  const c = await insertBill(w, { branchId: downtown, at: '2026-12-01T17:00:00Z', lines: [{ kind: 'service', price: 2000 }], status: 'CANCEL', payments: { [w.card]: 2000 } });
  await insertPosAction(w, { branchId: downtown, at: '2026-12-01T17:05:00Z', type: 'TIP', value: 300, methodId: w.card, billId: c.id, deleted: true });
  await insertPosAction(w, { branchId: downtown, at: '2026-12-01T22:00:00Z', type: 'OUT', value: 2500, methodId: w.cash, note: 'supplies' });
  const d = await insertBill(w, { branchId: downtown, at: '2026-12-02T04:30:00Z', lines: [{ kind: 'service', price: 1500 }], payments: { [w.cash]: 2000 }, change: 500 });
  await insertBill(w, { branchId: downtown, at: '2026-12-01T04:30:00Z', lines: [{ kind: 'service', price: 9000 }] });
  await insertBill(w, { branchId: downtown, at: '2026-12-02T15:00:00Z', lines: [{ kind: 'service', price: 1000 }] });
  await insertBill(w, { branchId: w.plateau, at: '2026-12-01T15:30:00Z', lines: [{ kind: 'service', price: 3000 }], payments: { [w.card]: 3000 } });
  return { ...w, customerName: customer.name, bills: { a: a.id, b: b.id, c: c.id, d: d.id } };
}

/** The appointment screen's drawer for a branch day, as the owner sees it. */
export async function drawerOf(w: ReportWorld, branchId: string, fromDate: string, checkoutIds: string[] = []): Promise<TransactionsByDateResult> {
  const res = await postJson(w.env, w.admin, PosPath.TRANSACTIONS_BY_DATE, { branchId, fromDate, checkoutIds });
  if (res.statusCode !== 200) throw new Error(res.body);
  return body<TransactionsByDateResult>(res).result;
}

/** An id of no business. */
export const FOREIGN_ID = '00000000-0000-4000-8000-0000000000aa';

/** Each query is refused (400) with a message; another business's branch (403) and method (404) too. */
export async function expectRefused(w: ReportWorld, key: ReportKey, bad: Record<string, string>[]): Promise<void> {
  for (const params of bad) {
    const res = await askReport(w, w.admin, key, params);
    expect(res.status, JSON.stringify(params)).toBe(400);
    expect(res.body).toMatch(/"message":"[^"]+"/);
  }
  const day = { from: '2026-12-01', to: '2026-12-01' };
  expect((await askReport(w, w.admin, key, { branchId: FOREIGN_ID, ...day })).status).toBe(403);
  expect((await askReport(w, w.admin, key, { branchId: w.downtown, ...day, checkoutMethodIds: FOREIGN_ID })).status).toBe(404);
}
