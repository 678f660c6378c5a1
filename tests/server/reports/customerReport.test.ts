import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_BRANCHES, ReportKey, reportParams, type ReportResult } from '../../../src/domain/report/contract';
import type { CustomerReportRow, CustomerReportTotals } from '../../../src/domain/report/customer';
import type { RevenueFigures, RevenueRow } from '../../../src/domain/report/revenue';
import { askReport, insertBill, reportWorld, type ReportWorld } from './reportFixtures';
import { insertCustomer } from './bookingFixtures';

type Customers = ReportResult<CustomerReportRow, CustomerReportTotals>;

describe('GET /api/report/customer', () => {
  let w: ReportWorld;
  let alice: string;
  let bob: string;
  let carol: string;
  const days = () => reportParams({ branchId: w.downtown, from: '2026-12-01', to: '2026-12-03' });

  beforeAll(async () => {
    w = await reportWorld();
    alice = await insertCustomer(w, { branchId: w.downtown, name: 'Alice Report', phone: '4165550101' });
    bob = await insertCustomer(w, { branchId: w.downtown, name: 'Bob Report', phone: '4165550102' });
    carol = await insertCustomer(w, { branchId: w.downtown, name: 'Carol Report', phone: '4165550103' });
    // Alice's first bills ever: 1 December, and 23:30 on 3 December in Toronto (4 December in UTC).
    await insertBill(w, { branchId: w.downtown, at: '2026-12-01T15:00:00Z', customerId: alice, lines: [{ kind: 'service', price: 5000 }], tax: 650 });
    await insertBill(w, { branchId: w.downtown, at: '2026-12-04T04:30:00Z', customerId: alice, lines: [{ kind: 'service', price: 3000 }], discount: 500, tax: 325 });
    // Bob paid in October: he returns.
    await insertBill(w, { branchId: w.downtown, at: '2026-10-15T15:00:00Z', customerId: bob, lines: [{ kind: 'service', price: 1500 }] });
    await insertBill(w, { branchId: w.downtown, at: '2026-12-02T15:00:00Z', customerId: bob, lines: [{ kind: 'product', price: 2000 }], tax: 260 });
    // Carol paid at Plateau before: she returns to Downtown. Her cancelled bill counts nowhere.
    await insertBill(w, { branchId: w.plateau, at: '2026-10-01T15:00:00Z', customerId: carol, lines: [{ kind: 'service', price: 4000 }] });
    await insertBill(w, { branchId: w.downtown, at: '2026-12-02T16:00:00Z', customerId: carol, lines: [{ kind: 'service', price: 1000 }] });
    await insertBill(w, { branchId: w.downtown, at: '2026-12-02T17:00:00Z', customerId: carol, lines: [{ kind: 'service', price: 9999 }], status: 'CANCEL' });
    // A walk-in with no customer, and a bill after the days.
    await insertBill(w, { branchId: w.downtown, at: '2026-12-02T18:00:00Z', lines: [{ kind: 'service', price: 4000 }], tax: 520 });
    await insertBill(w, { branchId: w.downtown, at: '2026-12-05T15:00:00Z', customerId: bob, lines: [{ kind: 'service', price: 7000 }] });
  });
  afterAll(async () => {
    await w.env.close();
  });

  it('counts visits, spend less tax, new and returning customers and walk-ins apart, by hand', async () => {
    const { status, result } = await askReport<Customers>(w, w.admin, ReportKey.CUSTOMER, days());
    expect(status).toBe(200);
    expect(result?.rows).toEqual([
      // 5000 + (3000 − 500) = 7500 over two visits
      { customerId: alice, name: 'Alice Report', phone: '4165550101', visits: 2, spend: 7500, average: 3750, lastVisit: '2026-12-03', isNew: true },
      { customerId: bob, name: 'Bob Report', phone: '4165550102', visits: 1, spend: 2000, average: 2000, lastVisit: '2026-12-02', isNew: false },
      { customerId: carol, name: 'Carol Report', phone: '4165550103', visits: 1, spend: 1000, average: 1000, lastVisit: '2026-12-02', isNew: false },
    ]);
    expect(result?.totals).toEqual({ customers: 3, newCustomers: 1, returningCustomers: 2, visits: 4, spend: 10500, average: 2625, walkInVisits: 1, walkInSpend: 4000 });
  });

  it('spends, walk-ins included, what the revenue report calls net', async () => {
    const customers = await askReport<Customers>(w, w.admin, ReportKey.CUSTOMER, days());
    const revenue = await askReport<ReportResult<RevenueRow, RevenueFigures>>(w, w.admin, ReportKey.REVENUE, days());
    const totals = customers.result?.totals;
    expect((totals?.spend ?? 0) + (totals?.walkInSpend ?? 0)).toBe(revenue.result?.totals.net);
    expect((totals?.visits ?? 0) + (totals?.walkInVisits ?? 0)).toBe(revenue.result?.totals.bills);
  });

  it('reads only the branches a manager works in, and needs the report right', async () => {
    const mine = await askReport<Customers>(w, w.manager, ReportKey.CUSTOMER, reportParams({ branchId: ALL_BRANCHES, from: '2026-10-01', to: '2026-10-31' }));
    expect(mine.result?.branches.map((b) => b.name)).toEqual(['Downtown Toronto']);
    // Carol's October bill was at Plateau: only Bob's shows.
    expect(mine.result?.rows.map((r) => r.name)).toEqual(['Bob Report']);
    const owner = await askReport<Customers>(w, w.admin, ReportKey.CUSTOMER, reportParams({ branchId: ALL_BRANCHES, from: '2026-10-01', to: '2026-10-31' }));
    expect(owner.result?.rows.map((r) => [r.name, r.isNew])).toEqual([
      ['Carol Report', true],
      ['Bob Report', true],
    ]);
    expect((await askReport(w, w.manager, ReportKey.CUSTOMER, reportParams({ branchId: w.plateau, from: '2026-12-01', to: '2026-12-01' }))).status).toBe(403);
    expect((await askReport(w, w.frontdesk, ReportKey.CUSTOMER, days())).status).toBe(403);
  });

  it('refuses bad filters with a message, and another business’s ids', async () => {
    for (const params of [
      { branchId: w.downtown, from: '2026-12-05', to: '2026-12-01' },
      { branchId: w.downtown, from: '2026-12-01', to: '2026-13-01' },
      { branchId: w.downtown, from: '2025-01-01', to: '2026-12-31' },
    ]) {
      const res = await askReport(w, w.admin, ReportKey.CUSTOMER, params);
      expect(res.status, JSON.stringify(params)).toBe(400);
      expect(res.body).toMatch(/"message":"[^"]+"/);
    }
    const foreign = '00000000-0000-4000-8000-0000000000aa';
    expect((await askReport(w, w.admin, ReportKey.CUSTOMER, { branchId: foreign, from: '2026-12-01', to: '2026-12-01' })).status).toBe(403);
  });
});
