/**
 * The technician report (issue 16, report 6): per technician, what they did on the paid bills of
 * the days. Cancelled bills and drafts count nowhere; a bill counts on the day it was paid, in its
 * branch's time zone.
 *
 *   services      Σ quantity of the bills' service lines the technician is on (a package's
 *                 services count as services)
 *   revenue       Σ those lines' prices less their fair part of the bill's discounts: a bill's
 *                 every discount (vouchers, payment-method discounts, loyalty money) is spread
 *                 over all its lines in proportion to their prices, the way commission is paid.
 *                 Before tax and payment-method fees; rounded to the cent per technician
 *   bills         the paid bills with at least one of their service lines
 *   averageTicket revenue ÷ bills (the total row: all revenue ÷ the distinct bills, a bill two
 *                 technicians served counting once)
 *   tips          their shares of the tips (technician-tip.ts), on the day the tip was taken
 *   prebooked     the share of those bills, in percent to one decimal, at whose checkout the
 *                 customer booked their next visit (the prebook step after Finish payment), that
 *                 booking counting whatever became of it later (the total row: over the distinct
 *                 bills)
 */
import type { Cents } from '../money';
import { ColumnKind } from './report-table';

export type TechnicianRow = {
  technicianId: string;
  technician: string;
  services: number;
  revenue: Cents;
  bills: number;
  averageTicket: Cents;
  tips: Cents;
  prebooked: number;
};

export type TechnicianTotals = Omit<TechnicianRow, 'technicianId' | 'technician'>;

/** revenue ÷ bills to the cent; nothing when there is no bill. */
export const averageTicket = (revenue: Cents, bills: number): Cents => (bills > 0 ? Math.round(revenue / bills) : 0);

/** prebooked bills ÷ bills in percent, to one decimal; nothing when there is no bill. */
export const prebookedRate = (prebookedBills: number, bills: number): number => (bills > 0 ? Math.round((prebookedBills * 1000) / bills) / 10 : 0);

/**
 * The total row: sums of the rows, except the bills (and the prebooked ones), which the server
 * counts once each however many technicians served them, and the average ticket and rate over those.
 */
export function technicianTotals(rows: readonly TechnicianRow[], distinct: { bills: number; prebookedBills: number }): TechnicianTotals {
  const services = rows.reduce((s, r) => s + r.services, 0);
  const revenue = rows.reduce((s, r) => s + r.revenue, 0);
  const tips = rows.reduce((s, r) => s + r.tips, 0);
  const { bills } = distinct;
  return { services, revenue, bills, averageTicket: averageTicket(revenue, bills), tips, prebooked: prebookedRate(distinct.prebookedBills, bills) };
}

export const TECHNICIAN_COLUMNS = [
  { key: 'technician', kind: ColumnKind.TEXT },
  { key: 'services', kind: ColumnKind.COUNT },
  { key: 'revenue', kind: ColumnKind.MONEY },
  { key: 'bills', kind: ColumnKind.COUNT },
  { key: 'averageTicket', kind: ColumnKind.MONEY },
  { key: 'tips', kind: ColumnKind.MONEY },
  { key: 'prebooked', kind: ColumnKind.PERCENT },
] as const satisfies readonly { key: keyof TechnicianRow; kind: ColumnKind }[];
