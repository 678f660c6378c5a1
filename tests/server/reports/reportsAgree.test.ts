/**
 * The reports agree with the bills and with each other (issue 16, "Correctness and speed"), over
 * the demo's data and over a generated month of both demo branches, to the cent.
 *
 * Three layers:
 *   1. every report the server registers answers a month of all branches, and where its totals
 *      are sums, they equal the sum of its rows (NOT_SUMMED names the totals that are not);
 *   2. each report's own cross-check against the bills, in CROSS_CHECKS: revenue's is here; a
 *      report merged later adds one entry (see the examples under CROSS_CHECKS);
 *   3. the appointment screen's money drawer against revenue, day by day.
 *
 * The expected figures are computed here in TypeScript from the stored rows, not by the
 * reports' SQL, so a wrong join or a wrong day boundary shows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_BRANCHES, REPORT_KEYS, ReportKey, reportParams, reportPath, type ReportResult } from '../../../src/domain/report/contract';
import type { RevenueFigures, RevenueRow } from '../../../src/domain/report/revenue';
import type { MoneyFlowRow, MoneyFlowTotals } from '../../../src/domain/report/money-flows';
import type { TipRow, TipTotals } from '../../../src/domain/report/technician-tip';
import type { MonthlyRevenueRow, MonthlyRevenueTotals } from '../../../src/domain/report/monthly-revenue';
import { PosPath, TransactionKind, type TransactionsByDateResult } from '../../../src/domain/pos';
import { addDays, formatZonedDate, zonedDayRange, type IsoDate } from '../../../src/domain/time';
import { branchTimeZone } from '../../../src/server/branches/branchRepository';
import { body, TEST_TODAY } from '../helpers';
import { post } from '../peopleFixtures';
import { askReport, reportWorld, type ReportWorld } from './reportFixtures';
import { generatedBranchOf, generateReportData, generatorMethods } from './generated';

type Dataset = {
  name: string;
  from: IsoDate;
  to: IsoDate;
  /** A branch day with paid bills: one-day reports are asked it. */
  drawer: { branch: 'downtown' | 'plateau'; date: IsoDate };
  /** The branch days whose drawer is compared with revenue. */
  drawerDays: { branch: 'downtown' | 'plateau'; date: IsoDate }[];
};

const everyDay = (from: IsoDate, days: number) =>
  Array.from({ length: days }, (_, i) => addDays(from, i)).flatMap((date) => [{ branch: 'downtown' as const, date }, { branch: 'plateau' as const, date }]);

const DATASETS: readonly Dataset[] = [
  // The demo pays Plateau's completed bookings of today; Downtown's drawer starts empty.
  { name: 'the demo', from: '2026-11-01', to: '2026-11-30', drawer: { branch: 'plateau', date: TEST_TODAY }, drawerDays: [{ branch: 'plateau', date: TEST_TODAY }] },
  { name: 'a generated month', from: '2027-01-01', to: '2027-01-31', drawer: { branch: 'downtown', date: '2027-01-16' }, drawerDays: everyDay('2027-01-01', 31) },
];

/** What a cross-check gets: the world, the month asked for, and the bills computed from the rows. */
type AgreeContext = { w: ReportWorld; dataset: Dataset; bills: PaidBills; zones: Map<string, string> };

/**
 * Each report's own check against the bills or the drawer: revenue against the stored bills,
 * money flows against each day's drawer, tips against the stored shares, the monthly chart
 * against revenue. Another report adds its entry here.
 */
const CROSS_CHECKS: Partial<Record<ReportKey, (ctx: AgreeContext) => Promise<void>>> = {
  [ReportKey.REVENUE]: async ({ w, dataset, bills }) => {
    const { status, result } = await askReport<ReportResult<RevenueRow, RevenueFigures>>(w, w.admin, ReportKey.REVENUE, monthOfAll(dataset));
    expect(status).toBe(200);
    expect(result?.rows).toEqual(bills.revenueRows());
    for (const row of [...(result?.rows ?? []), result?.totals]) {
      if (!row) continue;
      expect(row.net).toBe(row.total - row.tax);
      expect(row.total).toBe(row.services + row.products + row.giftCards - row.discounts + row.fees + row.tax);
    }
    expect(result?.totals.total).toBe(bills.all.reduce((s, b) => s + b.total, 0));
  },
  // Each branch day's net, over every checkout method, is what that day's drawer kept.
  [ReportKey.MONEY_FLOWS]: async ({ w, dataset }) => {
    for (const day of dataset.drawerDays) {
      const branchId = day.branch === 'downtown' ? w.downtown : w.plateau;
      const drawer = await drawerOf(w, branchId, day.date);
      const { result } = await askReport<ReportResult<MoneyFlowRow, MoneyFlowTotals>>(w, w.admin, ReportKey.MONEY_FLOWS, reportParams({ branchId, from: day.date, to: day.date }));
      expect(result?.totals.net, `${day.branch} ${day.date}`).toBe(drawer.overview.remainBalance);
    }
  },
  // The shares add up to the live tips of the paid bills, counted on the branch day each tip was taken.
  [ReportKey.TECHNICIAN_TIP]: async ({ w, dataset, zones }) => {
    const shares = await w.env.db.query<{ branch_id: string; action_time: Date; value_cents: number }>(
      `SELECT p.branch_id, p.action_time, t.value_cents FROM technician_tip t JOIN pos_action p ON p.id = t.pos_action_id JOIN bill b ON b.id = p.bill_id
        WHERE p.tenant_id = $1 AND p.type = 'TIP' AND p.deleted_at IS NULL AND b.status = 'PAID'`,
      [w.tenantId],
    );
    const inMonth = shares.filter((r) => {
      const day = formatZonedDate(new Date(r.action_time), zones.get(r.branch_id) ?? 'UTC');
      return day >= dataset.from && day <= dataset.to;
    });
    if (dataset.name !== 'the demo') expect(inMonth.length).toBeGreaterThan(0);
    const { result } = await askReport<ReportResult<TipRow, TipTotals>>(w, w.admin, ReportKey.TECHNICIAN_TIP, monthOfAll(dataset));
    expect(result?.totals.share).toBe(inMonth.reduce((s, r) => s + r.value_cents, 0));
    expect(result?.totals.shares).toBe(inMonth.length);
  },
  // The month's net per branch is the revenue report's net for that branch and month.
  [ReportKey.MONTHLY_REVENUE]: async ({ w, dataset }) => {
    const { result } = await askReport<ReportResult<MonthlyRevenueRow, MonthlyRevenueTotals>>(w, w.admin, ReportKey.MONTHLY_REVENUE, monthOfAll(dataset));
    for (const branchId of [w.downtown, w.plateau]) {
      const revenue = await askReport<ReportResult<RevenueRow, RevenueFigures>>(w, w.admin, ReportKey.REVENUE, reportParams({ branchId, from: dataset.from, to: dataset.to }));
      const month = result?.rows.find((r) => r.branchId === branchId && r.month === dataset.to.slice(0, 7));
      expect(month?.net).toBe(revenue.result?.totals.net);
    }
  },
};

/** Totals of a report that are not the sum of its rows (an average, a count of distinct customers). */
const NOT_SUMMED: Partial<Record<ReportKey, readonly string[]>> = {
  // Its rows are the 100 customers who spent most; its totals count every customer.
  [ReportKey.CUSTOMER]: ['visits', 'spend', 'average'],
  // A bill two technicians served counts once in the total row, and the average ticket and prebooked rate over those.
  [ReportKey.TECHNICIAN]: ['bills', 'averageTicket', 'prebooked'],
};

/** Reports of one day (their screen shows one date): the generic check asks them the drawer's day. */
const ONE_DAY: readonly ReportKey[] = [ReportKey.DAILY_TECHNICIAN];

const monthOfAll = (d: Dataset) => reportParams({ branchId: ALL_BRANCHES, from: d.from, to: d.to });
const askedOf = (key: ReportKey, d: Dataset) => (ONE_DAY.includes(key) ? reportParams({ branchId: ALL_BRANCHES, from: d.drawer.date, to: d.drawer.date }) : monthOfAll(d));

type PaidBill = { id: string; branchId: string; day: IsoDate; total: number; tax: number; discount: number; fee: number; giftCardUsed: number; lines: Record<string, number> };
type PaidBills = { all: PaidBill[]; revenueRows: () => RevenueRow[] };

/** The paid bills of the tenant whose branch day is in the dataset, read row by row. */
async function paidBills(w: ReportWorld, dataset: Dataset, zones: Map<string, string>): Promise<PaidBills> {
  const rows = await w.env.db.query<{ id: string; branch_id: string; action_time: Date; total_cents: number; tax_cents: number; discount_cents: number; payment_fee_cents: number; gift_card_used_cents: number }>(
    `SELECT id, branch_id, action_time, total_cents, tax_cents, discount_cents, payment_fee_cents, gift_card_used_cents FROM bill WHERE tenant_id = $1 AND status = 'PAID'`,
    [w.tenantId],
  );
  const lines = await w.env.db.query<{ bill_id: string; kind: string; cents: number }>(
    `SELECT bill_id, kind, price_cents * quantity AS cents FROM bill_line WHERE tenant_id = $1`,
    [w.tenantId],
  );
  const byBill = new Map<string, Record<string, number>>();
  for (const l of lines) {
    const sums = byBill.get(l.bill_id) ?? {};
    sums[l.kind] = (sums[l.kind] ?? 0) + l.cents;
    byBill.set(l.bill_id, sums);
  }
  const all = rows.flatMap((r): PaidBill[] => {
    const zone = zones.get(r.branch_id);
    if (!zone) return [];
    const day = formatZonedDate(r.action_time, zone);
    if (day < dataset.from || day > dataset.to) return [];
    return [{ id: r.id, branchId: r.branch_id, day, total: r.total_cents, tax: r.tax_cents, discount: r.discount_cents, fee: r.payment_fee_cents, giftCardUsed: r.gift_card_used_cents, lines: byBill.get(r.id) ?? {} }];
  });
  const revenueRows = (): RevenueRow[] => {
    const days = new Map<string, RevenueRow>();
    for (const b of all) {
      const row = days.get(b.day) ?? { date: b.day, bills: 0, services: 0, products: 0, giftCards: 0, discounts: 0, fees: 0, tax: 0, total: 0, net: 0 };
      row.bills += 1;
      row.services += b.lines.service ?? 0;
      row.products += b.lines.product ?? 0;
      row.giftCards += b.lines.giftCard ?? 0;
      row.discounts += b.discount;
      row.fees += b.fee;
      row.tax += b.tax;
      row.total += b.total;
      row.net += b.total - b.tax;
      days.set(b.day, row);
    }
    return [...days.values()].sort((a, b) => a.date.localeCompare(b.date));
  };
  return { all, revenueRows };
}

/** The appointment screen's drawer of a branch day, every checkout method. */
async function drawerOf(w: ReportWorld, branchId: string, date: IsoDate): Promise<TransactionsByDateResult> {
  const res = await post(w.env, w.admin, PosPath.TRANSACTIONS_BY_DATE, { branchId, fromDate: date, checkoutIds: [] });
  expect(res.statusCode).toBe(200);
  return body<TransactionsByDateResult>(res).result;
}

describe('the reports agree with the bills', () => {
  let w: ReportWorld;
  let zones: Map<string, string>;

  beforeAll(async () => {
    w = await reportWorld();
    zones = new Map();
    for (const id of [w.downtown, w.plateau]) zones.set(id, await branchTimeZone(w.env.db, w.tenantId, id));
    const generated = DATASETS[1];
    if (!generated) throw new Error('no generated dataset');
    const branches = await Promise.all([w.downtown, w.plateau].map((id) => generatedBranchOf(w.env.db, id, zones.get(id) ?? 'UTC')));
    const input = { seed: 'reports-agree', tenantId: w.tenantId, createdBy: w.adminId, methods: await generatorMethods(w.env.db, w.tenantId), from: generated.from, days: 31, billsPerDay: 20 };
    await generateReportData(w.env.db, input, branches);
  });
  afterAll(async () => {
    await w.env.close();
  });

  describe.each(DATASETS)('over $name', (dataset) => {
    it('has paid bills to compare', async () => {
      const bills = await paidBills(w, dataset, zones);
      expect(bills.all.length).toBeGreaterThan(dataset.name === 'the demo' ? 0 : 500);
    });

    it('every registered report answers a month of all branches, its totals the sum of its rows', async () => {
      const registered = REPORT_KEYS.filter((key) => w.env.app.hasRoute({ method: 'GET', url: reportPath(key) }));
      expect(registered).toContain(ReportKey.REVENUE);
      for (const key of registered) {
        const { status, result } = await askReport<ReportResult<Record<string, unknown>, Record<string, unknown>>>(w, w.admin, key, askedOf(key, dataset));
        expect(status, key).toBe(200);
        expect(Array.isArray(result?.rows), key).toBe(true);
        expect(result?.branches.map((b) => b.id).sort(), key).toEqual([w.downtown, w.plateau].sort());
        const skip = new Set(NOT_SUMMED[key] ?? []);
        for (const [field, total] of Object.entries(result?.totals ?? {})) {
          const values = (result?.rows ?? []).map((r) => r[field]);
          if (typeof total !== 'number' || skip.has(field) || !values.every((v) => typeof v === 'number')) continue;
          const sum = values.reduce<number>((s, v) => s + Number(v), 0);
          expect(total, `${key}: totals.${field} is not the sum of its rows (if it is not meant to be, list it in NOT_SUMMED)`).toBe(sum);
        }
      }
    });

    it.each(Object.entries(CROSS_CHECKS))('%s agrees with the bills', async (_key, check) => {
      await check?.({ w, dataset, bills: await paidBills(w, dataset, zones), zones });
    });

    it('each day’s drawer took what revenue says the day’s bills came to: payments − change + gift cards used', async () => {
      for (const day of dataset.drawerDays) {
        const branchId = day.branch === 'downtown' ? w.downtown : w.plateau;
        const drawer = await drawerOf(w, branchId, day.date);
        const billRows = drawer.actions.filter((a) => a.kind === TransactionKind.BILL);
        const taken = billRows.reduce((s, a) => s + a.value - a.changeBack, 0);
        const { start, end } = zonedDayRange(day.date, zones.get(branchId) ?? 'UTC');
        const { used } = await w.env.db.one<{ used: number }>(
          `SELECT coalesce(sum(gift_card_used_cents), 0)::int AS used FROM bill WHERE branch_id = $1 AND status = 'PAID' AND action_time >= $2 AND action_time < $3`,
          [branchId, start, end],
        );
        const { result } = await askReport<ReportResult<RevenueRow, RevenueFigures>>(w, w.admin, ReportKey.REVENUE, reportParams({ branchId, from: day.date, to: day.date }));
        const where = `${day.branch} ${day.date}`;
        expect(result?.totals.bills, where).toBeGreaterThan(0);
        expect(new Set(billRows.map((r) => r.billId)).size, where).toBe(result?.totals.bills);
        expect(taken + used, where).toBe(result?.totals.total);
      }
    });
  });
});
