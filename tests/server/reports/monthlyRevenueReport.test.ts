import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_BRANCHES, ReportKey, reportParams, type ReportResult } from '../../../src/domain/report/contract';
import type { MonthlyRevenueRow, MonthlyRevenueTotals } from '../../../src/domain/report/monthly-revenue';
import { askReport, insertBill, reportWorld, type ReportWorld } from './reportFixtures';

type Monthly = ReportResult<MonthlyRevenueRow, MonthlyRevenueTotals>;

describe('GET /api/report/monthly-revenue', () => {
  let w: ReportWorld;

  beforeAll(async () => {
    w = await reportWorld();
    // Downtown (Toronto): December 2026 and 2025, January 2026 (23:30 on the 31st, 1 February in UTC) and 2025; December 2024 is out.
    await insertBill(w, { branchId: w.downtown, at: '2026-12-01T15:00:00Z', lines: [{ kind: 'service', price: 5000 }], tax: 650 });
    await insertBill(w, { branchId: w.downtown, at: '2026-12-02T15:00:00Z', lines: [{ kind: 'service', price: 800 }], status: 'CANCEL' });
    await insertBill(w, { branchId: w.downtown, at: '2025-12-20T15:00:00Z', lines: [{ kind: 'product', price: 3000 }], tax: 390 });
    await insertBill(w, { branchId: w.downtown, at: '2026-02-01T04:30:00Z', lines: [{ kind: 'service', price: 1000 }] });
    await insertBill(w, { branchId: w.downtown, at: '2025-01-05T15:00:00Z', lines: [{ kind: 'service', price: 2500 }], discount: 500 });
    await insertBill(w, { branchId: w.downtown, at: '2024-12-10T15:00:00Z', lines: [{ kind: 'service', price: 777 }] });
  });
  afterAll(async () => {
    await w.env.close();
  });

  it('gives twelve months of net ending with the month of `to`, beside the year before, by hand', async () => {
    const { status, result } = await askReport<Monthly>(w, w.admin, ReportKey.MONTHLY_REVENUE, reportParams({ branchId: w.downtown, from: '2026-12-01', to: '2026-12-15' }));
    expect(status).toBe(200);
    const rows = result?.rows ?? [];
    expect(rows.map((r) => r.month)).toEqual(['2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11', '2026-12']);
    expect(rows[0]).toEqual({ month: '2026-01', branchId: w.downtown, branch: 'Downtown Toronto', net: 1000, previousNet: 2000, change: -50 });
    expect(rows[1]).toMatchObject({ month: '2026-02', net: 0, previousNet: 0, change: null });
    expect(rows[11]).toMatchObject({ month: '2026-12', net: 5000, previousNet: 3000, change: 66.7 });
    expect(result?.totals).toEqual({ net: 6000, previousNet: 5000, change: 20 });
  });

  it('has a row per branch and month for all branches, the demo’s Plateau paid this November', async () => {
    const { result } = await askReport<Monthly>(w, w.admin, ReportKey.MONTHLY_REVENUE, reportParams({ branchId: ALL_BRANCHES, from: '2026-11-01', to: '2026-11-30' }));
    expect(result?.rows).toHaveLength(24);
    expect(result?.rows.slice(-2).map((r) => r.branch)).toEqual(['Downtown Toronto', 'Plateau Montréal']);
    expect(result?.rows.at(-1)?.net).toBeGreaterThan(0);
    expect(result?.rows.at(-2)?.net).toBe(0);
  });

  it('reads only the branches a manager works in, needs the report right, and refuses bad filters', async () => {
    const mine = await askReport<Monthly>(w, w.manager, ReportKey.MONTHLY_REVENUE, reportParams({ branchId: ALL_BRANCHES, from: '2026-12-01', to: '2026-12-31' }));
    expect(mine.result?.branches.map((b) => b.name)).toEqual(['Downtown Toronto']);
    expect(mine.result?.totals.net).toBe(6000);
    expect((await askReport(w, w.manager, ReportKey.MONTHLY_REVENUE, reportParams({ branchId: w.plateau, from: '2026-12-01', to: '2026-12-31' }))).status).toBe(403);
    expect((await askReport(w, w.frontdesk, ReportKey.MONTHLY_REVENUE, reportParams({ branchId: w.downtown, from: '2026-12-01', to: '2026-12-31' }))).status).toBe(403);
    const bad = await askReport(w, w.admin, ReportKey.MONTHLY_REVENUE, { branchId: w.downtown, from: '2026-12-01', to: 'december' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatch(/"message":"[^"]+"/);
  });
});
