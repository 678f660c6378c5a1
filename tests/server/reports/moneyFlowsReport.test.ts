import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_BRANCHES, ReportKey, reportParams, type ReportResult } from '../../../src/domain/report/contract';
import type { MoneyFlowRow, MoneyFlowTotals } from '../../../src/domain/report/money-flows';
import { askReport } from './reportFixtures';
import { CASHBOOK_DAY, cashbookWorld, drawerOf, expectRefused, type CashbookWorld } from './cashbookWorld';

type Flows = ReportResult<MoneyFlowRow, MoneyFlowTotals>;

describe('GET /api/report/money-flows', () => {
  let w: CashbookWorld;
  const flows = (branchId: string, from: string, to: string, checkoutMethodIds?: string[], who?: CashbookWorld['admin']) =>
    askReport<Flows>(w, who ?? w.admin, ReportKey.MONEY_FLOWS, reportParams({ branchId, from, to, checkoutMethodIds }));
  const figures = (r: MoneyFlowRow) => [r.date, r.branch, r.checkoutMethod, r.payments, r.payIns, r.tips, r.payOuts, r.cancellations, r.net];

  beforeAll(async () => {
    w = await cashbookWorld();
  });
  afterAll(async () => {
    await w.env.close();
  });

  it('counts money in and out per branch day and method, by hand', async () => {
    const { status, result } = await flows(ALL_BRANCHES, '2026-11-30', '2026-12-02');
    expect(status).toBe(200);
    expect(result?.rows.map(figures)).toEqual([
      // 23:30 on 30 November in Toronto, paid in cash
      ['2026-11-30', 'Downtown Toronto', 'Cash', 9000, 0, 0, 0, 0, 9000],
      // 50.00 − 4.80 + 37.80 + 20.00 − 5.00 = 98.00; 100.00 in, 25.00 out
      ['2026-12-01', 'Downtown Toronto', 'Cash', 9800, 10000, 0, 2500, 0, 17300],
      // 30.00 + the cancelled 20.00, given back; the 10.00 tip (the cancelled bill's is gone)
      ['2026-12-01', 'Downtown Toronto', 'Card', 5000, 0, 1000, 0, 2000, 4000],
      ['2026-12-01', 'Plateau Montréal', 'Card', 3000, 0, 0, 0, 0, 3000],
      ['2026-12-02', 'Downtown Toronto', 'Cash', 1000, 0, 0, 0, 0, 1000],
    ]);
    const { methods, ...totals } = result?.totals ?? { methods: [] };
    expect(totals).toEqual({ payments: 27800, payIns: 10000, tips: 1000, payOuts: 2500, cancellations: 2000, net: 34300 });
    expect(methods.map(figures)).toEqual([
      ['', '', 'Cash', 19800, 10000, 0, 2500, 0, 27300],
      ['', '', 'Card', 8000, 0, 1000, 0, 2000, 7000],
    ]);
  });

  it('balances against the drawer: a day’s net per method is the drawer’s balance for that method', async () => {
    for (const method of [w.cash, w.card]) {
      const { result } = await flows(w.downtown, CASHBOOK_DAY, CASHBOOK_DAY, [method]);
      const drawer = await drawerOf(w, w.downtown, CASHBOOK_DAY, [method]);
      expect(result?.rows.length).toBe(1);
      expect(result?.totals.net).toBe(drawer.overview.remainBalance);
      const payOuts = drawer.actions.filter((a) => a.type === 'OUT').reduce((sum, a) => sum + a.value, 0);
      expect(result?.totals.payOuts).toBe(payOuts);
    }
    const whole = await flows(w.downtown, CASHBOOK_DAY, CASHBOOK_DAY);
    expect(whole.result?.totals.net).toBe((await drawerOf(w, w.downtown, CASHBOOK_DAY)).overview.remainBalance);
  });

  it('reads every branch for the owner, and only theirs for a manager', async () => {
    const mine = await flows(ALL_BRANCHES, CASHBOOK_DAY, CASHBOOK_DAY, undefined, w.manager);
    expect(mine.result?.branches.map((b) => b.name)).toEqual(['Downtown Toronto']);
    expect(mine.result?.totals.net).toBe(21300);
    expect((await flows(w.plateau, CASHBOOK_DAY, CASHBOOK_DAY, undefined, w.manager)).status).toBe(403);
    expect((await flows(w.downtown, CASHBOOK_DAY, CASHBOOK_DAY, undefined, w.frontdesk)).status).toBe(403);
  });

  it('refuses bad filters with a message, and another business’s ids', async () => {
    await expectRefused(w, ReportKey.MONEY_FLOWS, [
      { branchId: w.downtown, from: '2026-12-05', to: '2026-12-01' },
      { branchId: w.downtown, from: '2025-01-01', to: '2026-12-31' },
      { branchId: w.downtown, from: '2026-12-01', to: '2026-12-01', checkoutMethodIds: 'cash' },
    ]);
  });
});
