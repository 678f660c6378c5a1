import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_BRANCHES, ReportKey, reportParams, type ReportResult } from '../../../src/domain/report/contract';
import type { DailyTransactionRow, DailyTransactionTotals } from '../../../src/domain/report/daily-transaction';
import { askReport } from './reportFixtures';
import { CASHBOOK_DAY, cashbookWorld, drawerOf, expectRefused, type CashbookWorld } from './cashbookWorld';

type Daily = ReportResult<DailyTransactionRow, DailyTransactionTotals>;

describe('GET /api/report/daily-transaction', () => {
  let w: CashbookWorld;
  const day = (branchId: string, checkoutMethodIds?: string[], who?: CashbookWorld['admin']) =>
    askReport<Daily>(w, who ?? w.admin, ReportKey.DAILY_TRANSACTION, reportParams({ branchId, from: CASHBOOK_DAY, to: CASHBOOK_DAY, checkoutMethodIds }));
  /** A row as its bill's letter (or its kind), method and figures. */
  const brief = (w: CashbookWorld, r: DailyTransactionRow) => {
    const bill = Object.entries(w.bills).find(([, id]) => r.id.startsWith(id))?.[0];
    return [r.time.slice(11), bill ?? r.kind, r.kind, r.checkoutMethod, r.received, r.back, r.cancelled].join(' ');
  };

  beforeAll(async () => {
    w = await cashbookWorld();
  });
  afterAll(async () => {
    await w.env.close();
  });

  it('lists the day’s records oldest first, the cancelled bill beside them, by hand', async () => {
    const { status, result } = await day(w.downtown);
    expect(status).toBe(200);
    expect(result?.rows.map((r) => brief(w, r))).toEqual([
      '08:00 IN IN Cash 10000 0 0',
      '10:00 a PAYMENT Cash 5000 480 0',
      '11:00 b PAYMENT Cash 3780 0 0',
      '11:00 b PAYMENT Card 3000 0 0',
      '11:05 TIP TIP Card 1000 0 0',
      '12:00 c CANCELLED Card 0 0 2000',
      '17:00 OUT OUT Cash 0 2500 0',
      '23:30 d PAYMENT Cash 2000 500 0',
    ]);
    const rows = result?.rows ?? [];
    expect(rows[1]?.customer).toBe(w.customerName);
    expect(rows[0]?.note).toBe('float');
    expect(rows.every((r) => r.branch === 'Downtown Toronto' && r.time.startsWith(CASHBOOK_DAY))).toBe(true);
    const { taxes, methods, ...totals } = result?.totals ?? { taxes: [], methods: [] };
    expect(totals).toEqual({ entries: 8, received: 24780, back: 3480, balance: 21300, cancelled: 2000 });
    expect(methods).toEqual([
      { checkoutMethodId: w.cash, checkoutMethod: 'Cash', entries: 5, amountReceived: 20780, amountBack: 3480, remainBalance: 17300, cancelled: 0 },
      { checkoutMethodId: w.card, checkoutMethod: 'Card', entries: 3, amountReceived: 4000, amountBack: 0, remainBalance: 4000, cancelled: 2000 },
    ]);
    expect(taxes.map((t) => [t.kind, t.base, t.amount])).toEqual([['HST', 10000, 1300]]);
  });

  it('adds up to the drawer of the same day and methods, to the cent', async () => {
    for (const methods of [[], [w.cash], [w.card], [w.cash, w.card]]) {
      const { result } = await day(w.downtown, methods);
      const drawer = await drawerOf(w, w.downtown, CASHBOOK_DAY, methods);
      expect(result?.totals.received, methods.join()).toBe(drawer.overview.amountReceived);
      expect(result?.totals.back, methods.join()).toBe(drawer.overview.amountBack);
      expect(result?.totals.balance, methods.join()).toBe(drawer.overview.remainBalance);
      expect(result?.totals.taxes).toEqual(drawer.taxes);
      // The same lines, the cancelled bill's aside.
      expect(result?.rows.filter((r) => r.kind !== 'CANCELLED').map((r) => r.id).sort()).toEqual(drawer.actions.map((a) => a.id).sort());
    }
    const card = await day(w.downtown, [w.card]);
    expect(card.result?.rows.map((r) => brief(w, r))).toEqual(['11:00 b PAYMENT Card 3000 0 0', '11:05 TIP TIP Card 1000 0 0', '12:00 c CANCELLED Card 0 0 2000']);
  });

  it('reads every branch for the owner, and only theirs for a manager', async () => {
    const all = await day(ALL_BRANCHES);
    expect(all.result?.totals.received).toBe(24780 + 3000);
    expect(all.result?.rows.filter((r) => r.branch === 'Plateau Montréal').map((r) => [r.time.slice(11), r.checkoutMethod, r.received])).toEqual([['10:30', 'Card', 3000]]);
    expect(all.result?.branches.map((b) => b.name)).toEqual(['Downtown Toronto', 'Plateau Montréal']);
    const mine = await day(ALL_BRANCHES, undefined, w.manager);
    expect(mine.result?.branches.map((b) => b.name)).toEqual(['Downtown Toronto']);
    expect(mine.result?.totals.received).toBe(24780);
    expect((await day(w.plateau, undefined, w.manager)).status).toBe(403);
    expect((await day(w.downtown, undefined, w.frontdesk)).status).toBe(403);
  });

  it('refuses bad filters with a message, and another business’s ids', async () => {
    await expectRefused(w, ReportKey.DAILY_TRANSACTION, [
      { branchId: w.downtown, from: '2026-12-05', to: '2026-12-01' },
      { branchId: w.downtown, from: '2026-12-01', to: '2026-12-01', checkoutMethodIds: 'cash' },
    ]);
  });
});
