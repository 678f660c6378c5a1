import { BookingStatus } from '../../domain/api';
import type { CustomerDetail, CustomerNote, CustomerOption } from '../../domain/booking/reads';
import { formatPhone, type PhoneSetting } from '../../domain/phone';
import { formatZonedDateTime } from '../../domain/time';
import type { CustomerNoteRow, CustomerRow, RecentBookingRow } from './customerRepository';

const STATUSES = Object.values(BookingStatus);
// The column's CHECK already limits it; the lookup narrows the type without a cast.
export const asStatus = (raw: string): BookingStatus => STATUSES.find((s) => s === raw) ?? BookingStatus.WAITING;

export function toNotes(rows: readonly CustomerNoteRow[], customerId: string, timeZone: string): CustomerNote[] {
  return rows
    .filter((n) => n.customer_id === customerId)
    .map((n) => ({ id: n.id, note: n.note, createdTime: formatZonedDateTime(n.created_at, timeZone) }));
}

export function toOption(c: CustomerRow, notes: readonly CustomerNoteRow[], phone: PhoneSetting, timeZone: string): CustomerOption {
  return {
    label: `${c.name} - ${formatPhone(c.phone, phone)}`,
    value: c.id,
    name: c.name,
    phone: c.phone,
    email: c.email,
    notes: toNotes(notes, c.id, timeZone),
    block: c.blocked,
  };
}

/** The summary a booking carries of its customer. */
export function toBookingCustomer(c: CustomerRow, notes: readonly CustomerNoteRow[], timeZone: string) {
  return { id: c.id, name: c.name, phone: c.phone, email: c.email, block: c.blocked, notes: toNotes(notes, c.id, timeZone) };
}

export function toCustomerDetail(
  c: CustomerRow,
  notes: readonly CustomerNoteRow[],
  bookings: readonly RecentBookingRow[],
  timeZoneOf: (branchId: string) => string,
): CustomerDetail {
  const ownZone = timeZoneOf(c.branch_id);
  return {
    id: c.id,
    name: c.name,
    phone: c.phone,
    email: c.email,
    birthDay: c.birth_day,
    block: c.blocked,
    level: c.level,
    notes: toNotes(notes, c.id, ownZone),
    amountMoney: c.amount_money_cents,
    createdTime: formatZonedDateTime(c.created_at, ownZone),
    recentBookings: bookings.map((b) => ({
      id: b.id,
      code: b.code,
      startTime: formatZonedDateTime(b.start_time, timeZoneOf(b.branch_id)),
      status: asStatus(b.status),
      totalAmount: b.total_cents,
    })),
  };
}
