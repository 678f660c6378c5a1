/**
 * The reports' contract (spec part 2 §2 "/report", issue 16): which reports exist, where the
 * server answers each, and the one filter they share. Shared by the browser and the server.
 * Every report is a GET of the same query: a branch or all of the business's branches, a range
 * of the branches' own days, and a technician or checkout methods where the report uses them.
 */
import { z } from '../schemas/zod';
import { addDays } from '../time';
import { calendarDate, isCalendarDate } from '../schemas/dates';
import { Problem, refusedAs } from '../schemas/problems';

export const ReportKey = {
  REVENUE: 'revenue',
  DAILY_TRANSACTION: 'daily-transaction',
  MONEY_FLOWS: 'money-flows',
  MONEY: 'money',
  CUSTOMER: 'customer',
  TECHNICIAN: 'technician',
  TECHNICIAN_TIP: 'technician-tip',
  TECHNICIAN_WORKING: 'technician-working',
  DAILY_TECHNICIAN: 'daily-technician',
  MONTHLY_REVENUE: 'monthly-revenue',
  NO_SHOW: 'no-show',
} as const;
export type ReportKey = (typeof ReportKey)[keyof typeof ReportKey];
export const REPORT_KEYS: readonly ReportKey[] = Object.values(ReportKey);

/** `/api/report/{key}`: each report's figures for a filter. */
export const reportPath = (key: ReportKey): string => `/api/report/${key}`;

/** The branch filter's value for every branch the user may see (a tenant admin's choice). */
export const ALL_BRANCHES = 'ALL';

/** The longest range a report reads at once: a year and a day, so "this day last year" fits. */
export const REPORT_MAX_DAYS = 366;

const uuidList = z.pipe(z.pipe(z
  .string().check(z.maxLength(37 * 50)), z.transform((value) => (value === '' ? [] : value.split(',')))), z.array(z.uuid()).check(z.maxLength(50)));

/**
 * The query every report accepts. `from` and `to` are the branches' own days, both included.
 * `technicianId` and `checkoutMethodIds` (comma-separated) narrow the reports that use them and
 * are ignored by the others.
 */
export const reportQuery = z
  .object({
    branchId: z.union([z.literal(ALL_BRANCHES), z.uuid()]),
    from: calendarDate(),
    to: calendarDate(),
    technicianId: z.optional(z.uuid()),
    checkoutMethodIds: z.optional(uuidList),
  }).check(
    z.refine((q) => q.from <= q.to, { path: ['to'], ...refusedAs(Problem.DATE_ORDER) }),
    // Zod runs an object's checks even when a field failed: only real dates reach addDays.
    z.refine((q) => !isCalendarDate(q.from) || q.to <= addDays(q.from, REPORT_MAX_DAYS - 1), { path: ['to'], ...refusedAs(Problem.INVALID) }));
export type ReportQuery = z.output<typeof reportQuery>;

/** What the screen keeps and sends: the query before the comma list is joined. */
export type ReportFilter = {
  branchId: string;
  from: string;
  to: string;
  technicianId?: string;
  checkoutMethodIds?: readonly string[];
};

/** The filter as query parameters (the comma list joined). */
export function reportParams(filter: ReportFilter): Record<string, string> {
  const params: Record<string, string> = { branchId: filter.branchId, from: filter.from, to: filter.to };
  if (filter.technicianId) params.technicianId = filter.technicianId;
  if (filter.checkoutMethodIds && filter.checkoutMethodIds.length > 0) params.checkoutMethodIds = filter.checkoutMethodIds.join(',');
  return params;
}

/** Every report's answer: its rows, the total row, and the branches it covered. */
export type ReportResult<Row, Totals = Row> = {
  rows: Row[];
  totals: Totals;
  branches: { id: string; name: string }[];
};

/** `GET /api/report/options?branchId=`: what the filters offer for a branch (or all). */
export const REPORT_OPTIONS_PATH = '/api/report/options';
export const reportOptionsQuery = z.object({ branchId: z.union([z.literal(ALL_BRANCHES), z.uuid()]) });
export type ReportOptions = {
  /** Every technician of the branches, inactive ones too: a report of last month names them. */
  technicians: { id: string; name: string; branchId: string; active: boolean }[];
  checkoutMethods: { id: string; name: string; active: boolean }[];
  /** The first branch's day now, which the date presets count from. */
  today: string;
};
