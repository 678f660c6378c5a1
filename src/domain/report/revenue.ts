/**
 * The revenue report (issue 16, report 1): per branch day, what the paid bills sold and charged.
 * Cancelled bills and drafts count nowhere; a bill counts on the day it was paid.
 *
 *   services, products, giftCards  Σ price × quantity of the bills' lines of that kind
 *                                  (a package's services count as services)
 *   discounts                      vouchers, payment-method discounts and loyalty money
 *   fees                           payment-method fees
 *   tax                            every tax line of the bills
 *   total                          Σ bill totals = sales − discounts + fees + tax: what customers paid,
 *                                  gift cards used among it (a gift card is revenue when sold, and
 *                                  its spending is a payment, so nothing counts twice)
 *   net                            total − tax: the business's revenue
 */
import type { Cents } from '../money';
import { ColumnKind } from './report-table';
import { sumFigures } from './figures';

export type RevenueRow = {
  /** The branch's day, "YYYY-MM-DD"; the total row has none. */
  date: string;
  bills: number;
  services: Cents;
  products: Cents;
  giftCards: Cents;
  discounts: Cents;
  fees: Cents;
  tax: Cents;
  total: Cents;
  net: Cents;
};

export type RevenueFigures = Omit<RevenueRow, 'date'>;

export const EMPTY_REVENUE: RevenueFigures = { bills: 0, services: 0, products: 0, giftCards: 0, discounts: 0, fees: 0, tax: 0, total: 0, net: 0 };

/** The figures of several rows added up. */
export const sumRevenue = (rows: readonly RevenueFigures[]): RevenueFigures => sumFigures(rows, EMPTY_REVENUE);

/** The kind of each column, in the order the screen and the CSV show them (titles are the UI's). */
export const REVENUE_COLUMNS = [
  { key: 'date', kind: ColumnKind.DATE },
  { key: 'bills', kind: ColumnKind.COUNT },
  { key: 'services', kind: ColumnKind.MONEY },
  { key: 'products', kind: ColumnKind.MONEY },
  { key: 'giftCards', kind: ColumnKind.MONEY },
  { key: 'discounts', kind: ColumnKind.MONEY },
  { key: 'fees', kind: ColumnKind.MONEY },
  { key: 'tax', kind: ColumnKind.MONEY },
  { key: 'total', kind: ColumnKind.MONEY },
  { key: 'net', kind: ColumnKind.MONEY },
] as const satisfies readonly { key: keyof RevenueRow; kind: ColumnKind }[];
