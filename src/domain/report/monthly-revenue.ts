/**
 * The monthly revenue chart (issue 16, report 10): twelve months of net revenue per branch, each
 * beside the same month a year before. The filter's `to` picks the last month; `from` is not
 * read. Net is the revenue report's (src/domain/report/revenue.ts): Σ (bill total − tax) of the
 * paid bills, on the branch's day the bill was paid.
 *
 *   month          "YYYY-MM", the oldest first
 *   net            the branch's net of that month
 *   previousNet    the branch's net of the same month a year before
 *   change         (net − previousNet) ÷ previousNet, in percent; none when the year before is 0
 */
import type { Cents } from '../money';
import type { IsoDate } from '../time';
import { ColumnKind } from './report-table';

export const CHART_MONTHS = 12;

export type MonthlyRevenueRow = {
  month: string;
  branchId: string;
  branch: string;
  net: Cents;
  previousNet: Cents;
  change: number | null;
};

export type MonthlyRevenueTotals = { net: Cents; previousNet: Cents; change: number | null };

/** "2026-11" plus `months` (negative goes back). */
export function addMonths(month: string, months: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The chart's months, the oldest first, ending with the month of `to`. */
export function chartMonths(to: IsoDate): string[] {
  const last = to.slice(0, 7);
  return Array.from({ length: CHART_MONTHS }, (_, i) => addMonths(last, i - CHART_MONTHS + 1));
}

/** The days the chart reads: from the first of the year-before's first month to the end of `to`'s month. */
export function chartDays(to: IsoDate): { from: IsoDate; to: IsoDate } {
  const last = to.slice(0, 7);
  // Day 0 of the next month is the last day of this one.
  const lastDay = new Date(Date.UTC(Number(last.slice(0, 4)), Number(last.slice(5, 7)), 0)).getUTCDate();
  return { from: `${addMonths(last, -CHART_MONTHS * 2 + 1)}-01`, to: `${last}-${String(lastDay).padStart(2, '0')}` };
}

/** The change from the year before in percent, to one decimal; none when there is nothing to compare with. */
export function changePercent(net: Cents, previousNet: Cents): number | null {
  return previousNet === 0 ? null : Math.round(((net - previousNet) / Math.abs(previousNet)) * 1000) / 10;
}

/** The rows of every branch and month (zero where nothing was paid), month by month, branches by name. */
export function monthlyRevenueRows(input: {
  to: IsoDate;
  branches: readonly { id: string; name: string }[];
  /** Net per branch id and "YYYY-MM". */
  nets: ReadonlyMap<string, ReadonlyMap<string, Cents>>;
}): { rows: MonthlyRevenueRow[]; totals: MonthlyRevenueTotals } {
  const rows = chartMonths(input.to).flatMap((month) =>
    input.branches.map((b) => {
      const net = input.nets.get(b.id)?.get(month) ?? 0;
      const previousNet = input.nets.get(b.id)?.get(addMonths(month, -12)) ?? 0;
      return { month, branchId: b.id, branch: b.name, net, previousNet, change: changePercent(net, previousNet) };
    }),
  );
  const net = rows.reduce((s, r) => s + r.net, 0);
  const previousNet = rows.reduce((s, r) => s + r.previousNet, 0);
  return { rows, totals: { net, previousNet, change: changePercent(net, previousNet) } };
}

/** The kind of each column of the chart's table (titles are the UI's). */
export const MONTHLY_REVENUE_COLUMNS = [
  { key: 'month', kind: ColumnKind.DATE },
  { key: 'branch', kind: ColumnKind.TEXT },
  { key: 'net', kind: ColumnKind.MONEY },
  { key: 'previousNet', kind: ColumnKind.MONEY },
  { key: 'change', kind: ColumnKind.PERCENT },
] as const satisfies readonly { key: keyof MonthlyRevenueRow; kind: ColumnKind }[];
