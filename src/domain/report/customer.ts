/**
 * The customer report (issue 16, report 5): who paid in the asked days, who came for the first
 * time, and who spent the most. It reads the same paid bills as the revenue report, so its spend
 * adds up to the revenue report's net.
 *
 *   visit       a paid bill (cancelled bills and drafts count nowhere), on the branch day it was paid
 *   spend       Σ (bill total − tax) of the visits: the revenue report's net, per customer
 *   average     spend ÷ visits
 *   new         a customer whose first paid bill ever, in any branch of the business, is in the days
 *   returning   a customer with visits in the days who had paid a bill before them
 *   walk-ins    paid bills with no customer: counted apart, in no customer's row
 *
 * The table lists the customers with visits by spend, the most first, up to CUSTOMER_REPORT_TOP;
 * the totals count every customer.
 */
import type { Cents } from '../money';
import { ColumnKind } from './report-table';

/** The longest top list the report sends: a year of a busy salon has thousands of customers. */
export const CUSTOMER_REPORT_TOP = 100;

export type CustomerReportRow = {
  customerId: string;
  name: string;
  /** Digits, as stored; the screen shows them through the branch's phone mask. */
  phone: string;
  visits: number;
  spend: Cents;
  average: Cents;
  /** The branch day of the last visit in the days, "YYYY-MM-DD". */
  lastVisit: string;
  isNew: boolean;
};

export type CustomerReportTotals = {
  customers: number;
  newCustomers: number;
  returningCustomers: number;
  /** Visits and spend of every customer (walk-ins apart). */
  visits: number;
  spend: Cents;
  average: Cents;
  walkInVisits: number;
  walkInSpend: Cents;
};

/** Spend per visit, to the cent; nothing when there was no visit. */
export const averageSpend = (spend: Cents, visits: number): Cents => (visits === 0 ? 0 : Math.round(spend / visits));

/** The kind of each column the screen and the CSV show (titles are the UI's; `status` is new or returning, in words). */
export const CUSTOMER_REPORT_COLUMNS = [
  { key: 'name', kind: ColumnKind.TEXT },
  { key: 'phone', kind: ColumnKind.TEXT },
  { key: 'visits', kind: ColumnKind.COUNT },
  { key: 'spend', kind: ColumnKind.MONEY },
  { key: 'average', kind: ColumnKind.MONEY },
  { key: 'lastVisit', kind: ColumnKind.DATE },
  { key: 'status', kind: ColumnKind.TEXT },
] as const satisfies readonly { key: keyof CustomerReportRow | 'status'; kind: ColumnKind }[];
