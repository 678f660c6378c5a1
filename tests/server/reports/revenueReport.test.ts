import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_BRANCHES, ReportKey, reportParams, REPORT_OPTIONS_PATH, type ReportOptions, type ReportResult } from '../../../src/domain/report/contract';
import type { RevenueFigures, RevenueRow } from '../../../src/domain/report/revenue';
import { body, signIn } from '../helpers';
import { get } from '../peopleFixtures';
import { askReport, insertBill, reportWorld, type ReportWorld } from './reportFixtures';

type Revenue = ReportResult<RevenueRow, RevenueFigures>;

describe('GET /api/report/revenue', () => {
  let w: ReportWorld;

  beforeAll(async () => {
    w = await reportWorld();
    // Downtown, Tuesday 1 December 2026 (Toronto): two paid bills, one cancelled, one draft.
    await insertBill(w, { branchId: w.downtown, at: '2026-12-01T15:00:00Z', lines: [{ kind: 'service', price: 4500 }, { kind: 'product', price: 1200, quantity: 2 }], discount: 500, tax: 793 });
    await insertBill(w, { branchId: w.downtown, at: '2026-12-01T20:00:00Z', lines: [{ kind: 'giftCard', price: 10000 }, { kind: 'service', price: 3000 }], fee: 150, tax: 410 });
    await insertBill(w, { branchId: w.downtown, at: '2026-12-01T21:00:00Z', lines: [{ kind: 'service', price: 9999 }], status: 'CANCEL' });
    await insertBill(w, { branchId: w.downtown, at: '2026-12-01T21:30:00Z', lines: [{ kind: 'service', price: 8888 }], status: 'DRAFT' });
    // 23:30 on 2 December in Toronto is 3 December in UTC: it counts on the 2nd.
    await insertBill(w, { branchId: w.downtown, at: '2026-12-03T04:30:00Z', lines: [{ kind: 'service', price: 2000 }], tax: 260 });
    // Plateau (Montréal, the same time zone), 2 December.
    await insertBill(w, { branchId: w.plateau, at: '2026-12-02T16:00:00Z', lines: [{ kind: 'service', price: 5000 }], tax: 749 });
  });
  afterAll(async () => {
    await w.env.close();
  });

  it('adds up a branch’s paid bills per day of the branch, by hand', async () => {
    const { status, result } = await askReport<Revenue>(w, w.admin, ReportKey.REVENUE, reportParams({ branchId: w.downtown, from: '2026-12-01', to: '2026-12-02' }));
    expect(status).toBe(200);
    expect(result?.rows).toEqual([
      // 4500 + 2 × 1200 − 500 + 793 = 7193; 10000 + 3000 + 150 + 410 = 13560
      { date: '2026-12-01', bills: 2, services: 7500, products: 2400, giftCards: 10000, discounts: 500, fees: 150, tax: 1203, total: 20753, net: 19550 },
      { date: '2026-12-02', bills: 1, services: 2000, products: 0, giftCards: 0, discounts: 0, fees: 0, tax: 260, total: 2260, net: 2000 },
    ]);
    expect(result?.totals).toEqual({ bills: 3, services: 9500, products: 2400, giftCards: 10000, discounts: 500, fees: 150, tax: 1463, total: 23013, net: 21550 });
    expect(result?.branches.map((b) => b.name)).toEqual(['Downtown Toronto']);
  });

  it('reads every branch for the owner, and only theirs for a manager', async () => {
    const all = await askReport<Revenue>(w, w.admin, ReportKey.REVENUE, reportParams({ branchId: ALL_BRANCHES, from: '2026-12-02', to: '2026-12-02' }));
    expect(all.result?.rows).toEqual([{ date: '2026-12-02', bills: 2, services: 7000, products: 0, giftCards: 0, discounts: 0, fees: 0, tax: 1009, total: 8009, net: 7000 }]);
    expect(all.result?.branches.map((b) => b.name)).toEqual(['Downtown Toronto', 'Plateau Montréal']);
    const mine = await askReport<Revenue>(w, w.manager, ReportKey.REVENUE, reportParams({ branchId: ALL_BRANCHES, from: '2026-12-02', to: '2026-12-02' }));
    expect(mine.result?.branches.map((b) => b.name)).toEqual(['Downtown Toronto']);
    expect(mine.result?.totals.total).toBe(2260);
    expect((await askReport(w, w.manager, ReportKey.REVENUE, reportParams({ branchId: w.plateau, from: '2026-12-02', to: '2026-12-02' }))).status).toBe(403);
  });

  it('needs the report right', async () => {
    const { status } = await askReport(w, w.frontdesk, ReportKey.REVENUE, reportParams({ branchId: w.downtown, from: '2026-12-01', to: '2026-12-01' }));
    expect(status).toBe(403);
  });

  it('refuses bad filters with a message, and another business’s ids', async () => {
    const bad: Record<string, string>[] = [
      { branchId: w.downtown, from: '2026-12-05', to: '2026-12-01' },
      { branchId: w.downtown, from: '2026-02-30', to: '2026-03-01' },
      { branchId: w.downtown, from: '2025-01-01', to: '2026-12-31' },
      { branchId: 'somewhere', from: '2026-12-01', to: '2026-12-01' },
      { branchId: w.downtown, from: '2026-12-01', to: '2026-12-01', checkoutMethodIds: 'not-an-id' },
    ];
    for (const params of bad) {
      const res = await askReport(w, w.admin, ReportKey.REVENUE, params);
      expect(res.status, JSON.stringify(params)).toBe(400);
      expect(res.body).toMatch(/"message":"[^"]+"/);
    }
    const foreign = '00000000-0000-4000-8000-0000000000aa';
    expect((await askReport(w, w.admin, ReportKey.REVENUE, { branchId: foreign, from: '2026-12-01', to: '2026-12-01' })).status).toBe(403);
    expect((await askReport(w, w.admin, ReportKey.REVENUE, { branchId: w.downtown, from: '2026-12-01', to: '2026-12-01', technicianId: foreign })).status).toBe(404);
    expect((await askReport(w, w.admin, ReportKey.REVENUE, { branchId: w.downtown, from: '2026-12-01', to: '2026-12-01', checkoutMethodIds: foreign })).status).toBe(404);
  });

  it('offers the branches’ technicians and the checkout methods, and the branch’s today', async () => {
    const res = await get(w.env, w.admin, `${REPORT_OPTIONS_PATH}?branchId=${w.downtown}`);
    expect(res.statusCode).toBe(200);
    const options = body<ReportOptions>(res).result;
    expect(options.today).toBe('2026-11-20');
    expect(options.technicians.length).toBeGreaterThan(0);
    expect(options.technicians.every((t) => t.branchId === w.downtown)).toBe(true);
    expect(options.checkoutMethods.map((m) => m.name)).toContain('Cash');
    const stranger = await signIn(w.env.app, 'frontdesk');
    expect((await get(w.env, stranger, `${REPORT_OPTIONS_PATH}?branchId=${w.downtown}`)).statusCode).toBe(403);
  });
});
