import {
  BookingStatus,
  Gender,
  WorkingType,
  type Booking,
  type Guest,
  type ScheduleTechnician,
  type Segment,
} from '../../domain/api';
import { formatZonedDateTime } from '../../domain/time';
import type { BookingRow, GuestRow, SegmentRow, TechnicianRow, WorkingRow } from './scheduleRepository';

// The schema's CHECKs already constrain these columns; the lookups narrow the type
// without a cast and fall back safely should a row ever hold something else.
function oneOf<T extends string>(values: Record<string, T>, fallback: T): (raw: string) => T {
  const all = Object.values(values);
  return (raw) => all.find((v) => v === raw) ?? fallback;
}
export const asStatus = oneOf(BookingStatus, BookingStatus.WAITING);
export const asGender = oneOf(Gender, Gender.ANY);
const asWorkingType = oneOf(WorkingType, WorkingType.WORKING);

export function toScheduleTechnicians(
  rows: { technicians: TechnicianRow[]; workings: WorkingRow[]; services: { technician_id: string; service_id: string }[] },
  timeZone: string,
): ScheduleTechnician[] {
  const services = groupBy(rows.services, (s) => s.technician_id);
  const workings = groupBy(rows.workings, (w) => w.technician_id);
  return rows.technicians.map((t) => ({
    id: t.id,
    name: t.name,
    gender: t.gender,
    avatar: t.avatar,
    fullService: t.full_service,
    priority: t.priority,
    technicianServiceMappings: (services.get(t.id) ?? []).map((s) => ({ serviceId: s.service_id })),
    technicianWorkings: (workings.get(t.id) ?? []).map((w) => ({
      id: w.id,
      type: asWorkingType(w.type),
      startDate: formatZonedDateTime(w.start_time, timeZone),
      endDate: formatZonedDateTime(w.end_time, timeZone),
      note: w.note,
    })),
  }));
}

function toSegment(s: SegmentRow, timeZone: string): Segment {
  return {
    id: s.id,
    type: s.type === 'extra' ? 'extra' : 'service',
    serviceId: s.service_id,
    serviceName: s.service_name,
    // Clipboard guests have no technician yet: the contract's string is empty then.
    technicianId: s.technician_id ?? '',
    technicianName: s.technician_name ?? '',
    startTime: formatZonedDateTime(s.start_time, timeZone),
    endTime: formatZonedDateTime(s.end_time, timeZone),
    duration: s.duration,
    cleaning: s.cleaning,
    price: s.price_cents,
    displayIndex: s.display_index,
    packageId: s.package_id,
  };
}

/** The rows grouped by a key, each group in the rows' order (the query's ORDER BY). */
function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/** `segments`: the guest's own active lines, in query order. */
function toGuest(g: GuestRow, segments: readonly SegmentRow[], timeZone: string): Guest {
  return {
    id: g.id,
    bookingId: g.booking_id,
    name: g.name,
    status: asStatus(g.status),
    gender: asGender(g.gender),
    block: g.block,
    isReOrder: g.is_re_order,
    displayIndex: g.display_index,
    billId: g.bill_id,
    alreadyTip: g.already_tip,
    segments: segments.map((s) => toSegment(s, timeZone)),
  };
}

/** `active`: the booking's own active lines. */
function toBooking(b: BookingRow, guestCount: number, active: readonly SegmentRow[], timeZone: string): Booking {
  return {
    id: b.id,
    code: b.code,
    status: asStatus(b.status),
    customerId: b.customer_id,
    customerName: b.customer_name,
    phone: b.phone,
    email: b.email,
    startTime: formatZonedDateTime(b.start_time, timeZone),
    endTime: formatZonedDateTime(b.end_time, timeZone),
    createdTime: formatZonedDateTime(b.created_at, timeZone),
    branchId: b.branch_id,
    type: b.type === 'TYPE_BOOKING_ONLINE' ? 'TYPE_BOOKING_ONLINE' : 'TYPE_BOOKING_OFFLINE',
    note: b.note,
    color: b.color,
    confirm: b.confirm,
    isCustomerNew: b.is_customer_new,
    seriesId: b.series_id,
    numberGuest: Math.max(1, guestCount),
    totalAmount: active.reduce((sum, s) => sum + s.price_cents, 0),
    totalTime: active.reduce((sum, s) => sum + s.duration, 0),
    walkIn: b.walk_in,
  };
}

export function toBookingsAndGuests(
  rows: { bookings: BookingRow[]; guests: GuestRow[]; segments: SegmentRow[]; guestCounts: Map<string, number> },
  timeZone: string,
): { bookings: Booking[]; guests: Guest[] } {
  // Grouped once: filtering every segment for every booking and guest was quadratic in the day.
  const active = rows.segments.filter((s) => s.active);
  const byBooking = groupBy(active, (s) => s.booking_id);
  const byGuest = groupBy(active, (s) => s.guest_id);
  return {
    bookings: rows.bookings.map((b) => toBooking(b, rows.guestCounts.get(b.id) ?? 0, byBooking.get(b.id) ?? [], timeZone)),
    guests: rows.guests.map((g) => toGuest(g, byGuest.get(g.id) ?? [], timeZone)),
  };
}
