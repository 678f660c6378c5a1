import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_BRANCHES, ReportKey, reportParams, type ReportResult } from '../../../src/domain/report/contract';
import { MoneyEntry, type MoneyRow, type MoneyTotals } from '../../../src/domain/report/money';
import { PosPath, type TransactionsByDateResult } from '../../../src/domain/pos';
import { body, userIdByName } from '../helpers';
import { postJson } from '../billingFixtures';
import { closingTablet, insertPosAction } from '../dayClose/closeFixtures';
import { askReport, insertBill, reportWorld, type ReportWorld } from './reportFixtures';

type Money = ReportResult<MoneyRow, MoneyTotals>;

// Downtown (Toronto), 17 and 18 November 2026, days the demo leaves empty.
//  17th: cash bill $40.00 paid with $45.00 (change $5.00), card bill $30.00, pay-in $20.00, pay-out $7.50,
//        a $3.00 tip on the card. Cash should hold 4500 − 500 + 2000 − 750 = 5250; the card 3000 + 300 = 3300.
//        Cash closed counted $47.50: $5.00 short; then corrected to $52.50.
//  18th: a cash bill of $12.00 at 23:30 Toronto (the 19th in UTC) counts on the 18th; not closed.
//  A cancelled bill counts nowhere.
describe('GET /api/report/money', () => {
  let w: ReportWorld;
  let closeId = '';

  beforeAll(async () => {
    w = await reportWorld();
    const fdId = await userIdByName(w.env.db, 'frontdesk');
    const cashBill = await insertBill(w, { branchId: w.downtown, at: '2026-11-17T15:00:00Z', lines: [{ kind: 'service', price: 4000 }], payments: { [w.cash]: 4500 } });
    await w.env.db.query(`UPDATE bill SET change_cents = 500, received_cents = 4500 WHERE id = $1`, [cashBill.id]);
    await insertBill(w, { branchId: w.downtown, at: '2026-11-17T16:00:00Z', lines: [{ kind: 'service', price: 3000 }], payments: { [w.card]: 3000 } });
    await insertBill(w, { branchId: w.downtown, at: '2026-11-17T17:00:00Z', lines: [{ kind: 'service', price: 9999 }], status: 'CANCEL' });
    await insertPosAction(w, { branchId: w.downtown, type: 'IN', value: 2000, at: '2026-11-17T14:00:00Z' });
    await insertPosAction(w, { branchId: w.downtown, type: 'OUT', value: 750, at: '2026-11-17T18:00:00Z' });
    await insertPosAction(w, { branchId: w.downtown, type: 'TIP', value: 300, at: '2026-11-17T16:05:00Z', methodId: w.card });
    await insertBill(w, { branchId: w.downtown, at: '2026-11-19T04:30:00Z', lines: [{ kind: 'service', price: 1200 }] });
    const tablet = await closingTablet(w, w.frontdesk, fdId);
    const close = tablet.close({ date: '2026-11-17', expected: 5250, counted: 4750, note: 'short' });
    closeId = (close.args as { id: string }).id;
    const correction = tablet.close({ date: '2026-11-17', expected: 5250, counted: 5250, note: 'found in the tip jar', correctsId: closeId });
    const results = await tablet.push([close, correction]);
    if (results.some((r) => r.outcome !== 'APPLIED')) throw new Error(JSON.stringify(results));
  });
  afterAll(async () => {
    await w.env.close();
  });

  const base = { branch: 'Downtown Toronto', tabletExpected: null };
  const open = { ...base, entry: MoneyEntry.OPEN, counted: null, overShort: null, expectedAtClose: null, note: '', closedBy: '' };

  it('says what each method should hold per day, with the close and its correction beside it, by hand', async () => {
    const { status, result } = await askReport<Money>(w, w.admin, ReportKey.MONEY, reportParams({ branchId: w.downtown, from: '2026-11-17', to: '2026-11-18' }));
    expect(status).toBe(200);
    expect(result?.rows.map(({ id: _id, ...row }) => row)).toEqual([
      { ...base, date: '2026-11-17', method: 'Cash', entry: MoneyEntry.CLOSED, expected: 5250, counted: 4750, overShort: -500, expectedAtClose: 5250, note: 'short', closedBy: 'Fiona Chen' },
      { ...base, date: '2026-11-17', method: 'Cash', entry: MoneyEntry.CORRECTION, expected: null, counted: 5250, overShort: 0, expectedAtClose: 5250, note: 'found in the tip jar', closedBy: 'Fiona Chen' },
      { ...open, date: '2026-11-17', method: 'Card', expected: 3300 },
      { ...open, date: '2026-11-18', method: 'Cash', expected: 1200 },
    ]);
    expect(result?.rows[1]?.id).not.toBe(closeId);
    // Counted and over/short of the latest entry: the correction.
    expect(result?.totals).toEqual({ expected: 9750, counted: 5250, overShort: 0, closes: 1, open: 2 });
  });

  it('agrees with the money drawer of the day, method by method', async () => {
    const drawer = body<TransactionsByDateResult>(await postJson(w.env, w.admin, PosPath.TRANSACTIONS_BY_DATE, { branchId: w.downtown, fromDate: '2026-11-17', checkoutIds: [w.cash] })).result;
    const { result } = await askReport<Money>(w, w.admin, ReportKey.MONEY, reportParams({ branchId: w.downtown, from: '2026-11-17', to: '2026-11-17', checkoutMethodIds: [w.cash] }));
    expect(result?.rows[0]?.expected).toBe(drawer.overview.remainBalance);
    expect(result?.rows.map((r) => r.method)).toEqual(['Cash', 'Cash']);
  });

  it('shows the close of a day short by $5.00 and the later change of the day beside the figure of the close', async () => {
    // A late pay-out after the close: the drawer's figure moves, the close's stays.
    await insertPosAction(w, { branchId: w.downtown, type: 'OUT', value: 100, at: '2026-11-17T22:00:00Z' });
    const { result } = await askReport<Money>(w, w.admin, ReportKey.MONEY, reportParams({ branchId: w.downtown, from: '2026-11-17', to: '2026-11-17', checkoutMethodIds: [w.cash] }));
    expect(result?.rows[0]).toMatchObject({ expected: 5150, expectedAtClose: 5250, counted: 4750, overShort: -500 });
  });

  it('reads every branch for the owner, only theirs for a manager, and needs the report right', async () => {
    const all = await askReport<Money>(w, w.admin, ReportKey.MONEY, reportParams({ branchId: ALL_BRANCHES, from: '2026-11-18', to: '2026-11-18' }));
    expect(all.result?.branches.map((b) => b.name)).toEqual(['Downtown Toronto', 'Plateau Montréal']);
    expect(all.result?.rows.map((r) => [r.branch, r.method, r.expected])).toEqual([['Downtown Toronto', 'Cash', 1200]]);
    const mine = await askReport<Money>(w, w.manager, ReportKey.MONEY, reportParams({ branchId: ALL_BRANCHES, from: '2026-11-18', to: '2026-11-18' }));
    expect(mine.result?.branches.map((b) => b.name)).toEqual(['Downtown Toronto']);
    expect((await askReport(w, w.manager, ReportKey.MONEY, reportParams({ branchId: w.plateau, from: '2026-11-18', to: '2026-11-18' }))).status).toBe(403);
    expect((await askReport(w, w.frontdesk, ReportKey.MONEY, reportParams({ branchId: w.downtown, from: '2026-11-18', to: '2026-11-18' }))).status).toBe(403);
  });

  it('refuses bad filters with a message, and another business’s ids', async () => {
    const bad: Record<string, string>[] = [
      { branchId: w.downtown, from: '2026-11-18', to: '2026-11-17' },
      { branchId: w.downtown, from: '2026-11-31', to: '2026-12-01' },
      { branchId: w.downtown, from: '2026-11-17', to: '2026-11-17', checkoutMethodIds: 'cash' },
    ];
    for (const params of bad) {
      const res = await askReport(w, w.admin, ReportKey.MONEY, params);
      expect(res.status, JSON.stringify(params)).toBe(400);
      expect(res.body).toMatch(/"message":"[^"]+"/);
    }
    const foreign = await w.env.db.one<{ id: string }>(`SELECT id FROM checkout_method WHERE tenant_id <> $1 LIMIT 1`, [w.tenantId]);
    expect((await askReport(w, w.admin, ReportKey.MONEY, { branchId: w.downtown, from: '2026-11-17', to: '2026-11-17', checkoutMethodIds: foreign.id })).status).toBe(404);
    const foreignBranch = await w.env.db.one<{ id: string }>(`SELECT id FROM branch WHERE tenant_id <> $1 LIMIT 1`, [w.tenantId]);
    expect((await askReport(w, w.admin, ReportKey.MONEY, { branchId: foreignBranch.id, from: '2026-11-17', to: '2026-11-17' })).status).toBe(403);
  });
});
