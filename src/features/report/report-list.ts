/**
 * The reports the /report page lists, each with its name and what it answers, in the order a
 * manager reaches for them. Each report's screen says how it counts in its help text.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ReportKey } from '../../domain/report/contract';

export type ReportEntry = { key: ReportKey; path: string; title: MessageDescriptor; summary: MessageDescriptor };

export const REPORT_LIST: readonly ReportEntry[] = [
  { key: ReportKey.REVENUE, path: '/report/revenue', title: msg`Revenue`, summary: msg`Services, products and gift cards sold, discounts, fees, tax and net, per day.` },
  { key: ReportKey.MONTHLY_REVENUE, path: '/report/monthly-revenue', title: msg`Monthly revenue chart`, summary: msg`Twelve months of net revenue per branch, beside the year before.` },
  { key: ReportKey.DAILY_TRANSACTION, path: '/report/daily-transaction', title: msg`Daily transaction`, summary: msg`Every bill, pay-in, pay-out and tip of a day, by checkout method, as the drawer shows it.` },
  { key: ReportKey.MONEY_FLOWS, path: '/report/money-flows', title: msg`Money flows`, summary: msg`Money in and out by checkout method: payments, pay-ins, pay-outs, tips paid and cancellations.` },
  { key: ReportKey.MONEY, path: '/report/money', title: msg`Money`, summary: msg`What each checkout method should hold at the end of each day, and the closes of the day.` },
  { key: ReportKey.CUSTOMER, path: '/report/customer', title: msg`Customers`, summary: msg`New and returning customers, visits, spending and the top customers.` },
  { key: ReportKey.TECHNICIAN, path: '/report/technician', title: msg`Technicians`, summary: msg`Services done, revenue and average ticket per technician.` },
  { key: ReportKey.TECHNICIAN_TIP, path: '/report/technician-tip', title: msg`Technician tips`, summary: msg`Tips per technician, bill by bill and in total, as they were distributed.` },
  { key: ReportKey.TECHNICIAN_WORKING, path: '/report/technician-working', title: msg`Technician working time`, summary: msg`Hours worked from the time sheets and the bookings, with paid and unpaid breaks.` },
  { key: ReportKey.DAILY_TECHNICIAN, path: '/report/daily-technician', title: msg`Daily technician`, summary: msg`One day: each technician's bookings, revenue and tips.` },
  { key: ReportKey.NO_SHOW, path: '/report/no-show', title: msg`No-shows`, summary: msg`No-shows and late cancellations by customer and by technician.` },
];
