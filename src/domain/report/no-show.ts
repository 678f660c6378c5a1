/**
 * The no-show report (issue 16, report 11): the appointments customers missed, by customer and
 * by technician. It counts guests (each person of a booking), not bookings: a party of three that
 * did not come is three no-shows.
 *
 *   no-show             a guest whose status is No-show
 *   late cancellation   a guest cancelled less than LATE_CANCEL_HOURS before their start (or
 *                       after it); the time of the cancel is the booking history's entry for that
 *                       guest, and a cancel the history does not date (none recorded) is not counted
 *   start               the guest's first service's start (the booking's start when it has none);
 *                       a missed appointment counts on the branch day it was to start
 *   technician          the technician of the guest's first service (the booking's when none);
 *                       the technician filter keeps that technician's guests
 *   customer            the booking's customer record, or the name and phone typed on a booking
 *                       with no customer record
 *
 * Time blocks are not appointments and count nowhere.
 */
import { ColumnKind } from './report-table';

export const LATE_CANCEL_HOURS = 24;

export const MissedKind = { NO_SHOW: 'noShow', LATE_CANCEL: 'lateCancel' } as const;
export type MissedKind = (typeof MissedKind)[keyof typeof MissedKind];

/** One missed appointment (a guest), as the server reads it. */
export type MissedGuest = {
  kind: MissedKind;
  /** The branch day it was to start, "YYYY-MM-DD". */
  day: string;
  customerId: string | null;
  customerName: string;
  phone: string;
  technicianId: string | null;
  technicianName: string;
};

type Counts = { noShows: number; lateCancellations: number; missed: number };

export type NoShowCustomerRow = Counts & {
  /** The customer's id, or "phone|name" for a booking with no customer record. */
  key: string;
  name: string;
  /** Digits, as stored; the screen shows them through the branch's phone mask. */
  phone: string;
  /** The branch day of the last missed appointment. */
  last: string;
};

export type NoShowTechnicianRow = Counts & { technicianId: string | null; name: string };

/** The report's totals, and the same counts per technician (its second table). */
export type NoShowTotals = Counts & { customers: number; technicians: NoShowTechnicianRow[] };

const countOf = (kind: MissedKind): Counts => ({
  noShows: kind === MissedKind.NO_SHOW ? 1 : 0,
  lateCancellations: kind === MissedKind.LATE_CANCEL ? 1 : 0,
  missed: 1,
});

const plus = (a: Counts, b: Counts): Counts => ({
  noShows: a.noShows + b.noShows,
  lateCancellations: a.lateCancellations + b.lateCancellations,
  missed: a.missed + b.missed,
});

const byMostMissed = (a: Counts & { name: string }, b: Counts & { name: string }) => b.missed - a.missed || a.name.localeCompare(b.name);

/** The missed appointments grouped by customer (the most missed first) and by technician, with totals. */
export function noShowTables(missed: readonly MissedGuest[]): { rows: NoShowCustomerRow[]; totals: NoShowTotals } {
  const customers = new Map<string, NoShowCustomerRow>();
  const technicians = new Map<string, NoShowTechnicianRow>();
  let totals: Counts = { noShows: 0, lateCancellations: 0, missed: 0 };
  for (const m of missed) {
    const counts = countOf(m.kind);
    totals = plus(totals, counts);
    const key = m.customerId ?? `${m.phone}|${m.customerName}`;
    const customer = customers.get(key);
    customers.set(
      key,
      customer
        ? { ...customer, ...plus(customer, counts), last: m.day > customer.last ? m.day : customer.last }
        : { key, name: m.customerName, phone: m.phone, last: m.day, ...counts },
    );
    const techKey = m.technicianId ?? '';
    const technician = technicians.get(techKey);
    technicians.set(techKey, technician ? { ...technician, ...plus(technician, counts) } : { technicianId: m.technicianId, name: m.technicianName, ...counts });
  }
  return {
    rows: [...customers.values()].sort(byMostMissed),
    totals: { ...totals, customers: customers.size, technicians: [...technicians.values()].sort(byMostMissed) },
  };
}

/** The kind of each column of the by-customer table (titles are the UI's). */
export const NO_SHOW_CUSTOMER_COLUMNS = [
  { key: 'name', kind: ColumnKind.TEXT },
  { key: 'phone', kind: ColumnKind.TEXT },
  { key: 'noShows', kind: ColumnKind.COUNT },
  { key: 'lateCancellations', kind: ColumnKind.COUNT },
  { key: 'missed', kind: ColumnKind.COUNT },
  { key: 'last', kind: ColumnKind.DATE },
] as const satisfies readonly { key: keyof NoShowCustomerRow; kind: ColumnKind }[];

/** The kind of each column of the by-technician table. */
export const NO_SHOW_TECHNICIAN_COLUMNS = [
  { key: 'name', kind: ColumnKind.TEXT },
  { key: 'noShows', kind: ColumnKind.COUNT },
  { key: 'lateCancellations', kind: ColumnKind.COUNT },
  { key: 'missed', kind: ColumnKind.COUNT },
] as const satisfies readonly { key: keyof NoShowTechnicianRow; kind: ColumnKind }[];
