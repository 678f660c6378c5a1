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
};

export type TechnicianTotals = Omit<TechnicianRow, 'technicianId' | 'technician'>;

/** revenue ÷ bills to the cent; nothing when there is no bill. */
export const averageTicket = (revenue: Cents, bills: number): Cents => (bills > 0 ? Math.round(revenue / bills) : 0);

/**
 * The total row: sums of the rows, except the bills, which the server counts once each however
 * many technicians served them, and the average ticket over those.
 */
export function technicianTotals(rows: readonly TechnicianRow[], distinctBills: number): TechnicianTotals {
  const services = rows.reduce((s, r) => s + r.services, 0);
  const revenue = rows.reduce((s, r) => s + r.revenue, 0);
  const tips = rows.reduce((s, r) => s + r.tips, 0);
  return { services, revenue, bills: distinctBills, averageTicket: averageTicket(revenue, distinctBills), tips };
}

export const TECHNICIAN_COLUMNS = [
  { key: 'technician', kind: ColumnKind.TEXT },
  { key: 'services', kind: ColumnKind.COUNT },
  { key: 'revenue', kind: ColumnKind.MONEY },
  { key: 'bills', kind: ColumnKind.COUNT },
  { key: 'averageTicket', kind: ColumnKind.MONEY },
  { key: 'tips', kind: ColumnKind.MONEY },
] as const satisfies readonly { key: keyof TechnicianRow; kind: ColumnKind }[];
