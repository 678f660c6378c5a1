import { BookingStatus, Gender } from '../../domain/api';
import type { BookingDetail, BookingSearchRow } from '../../domain/booking/reads';
import { formatZonedDateTime } from '../../domain/time';
import type { GuestRow, SegmentRow } from '../schedule/scheduleRepository';
import { toBookingsAndGuests } from '../schedule/scheduleMapper';
import type { BookingDetailRow, BookingSearchDbRow } from './bookingReadRepository';

// The columns' CHECKs already limit them; the lookups narrow the type without a cast.
const STATUSES = Object.values(BookingStatus);
const GENDERS = Object.values(Gender);
const asStatus = (raw: string): BookingStatus => STATUSES.find((s) => s === raw) ?? BookingStatus.WAITING;
const asGender = (raw: string): Gender => GENDERS.find((g) => g === raw) ?? Gender.ANY;

type DetailCustomer = BookingDetail['booking']['customer'];

export function toBookingDetail(
  rows: { booking: BookingDetailRow; guests: GuestRow[]; segments: SegmentRow[] },
  customer: DetailCustomer,
  timeZone: string,
): BookingDetail {
  const { booking: row, guests: guestRows, segments } = rows;
  // The scheduler's mappers give the shared shapes; the detail adds what the form needs.
  const mapped = toBookingsAndGuests(
    { bookings: [row], guests: guestRows, segments, guestCounts: new Map([[row.id, guestRows.length]]) },
    timeZone,
  );
  const [booking] = mapped.bookings;
  if (!booking) throw new Error('the mapper dropped the booking');
  const onClipboard = new Set(guestRows.filter((g) => g.clipboard).map((g) => g.id));
  return {
    booking: { ...booking, customer, gender: asGender(row.gender), block: row.block, isReOrder: row.is_re_order },
    guests: mapped.guests.map((g) => ({ ...g, clipboard: onClipboard.has(g.id) })),
  };
}

export function toSearchRow(r: BookingSearchDbRow, timeZone: string): BookingSearchRow {
  return {
    bookingId: r.booking_id,
    guestId: r.guest_id,
    code: r.code,
    customerName: r.customer_name,
    phone: r.phone,
    startTime: formatZonedDateTime(r.start_time, timeZone),
    status: asStatus(r.status),
    technicianNames: r.technician_names,
  };
}
