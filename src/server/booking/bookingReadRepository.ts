import type { Db } from '../db/db';
import { containsPattern } from '../db/likePattern';
import type { BookingRow, GuestRow, SegmentRow } from '../schedule/scheduleRepository';

/** A booking with the form-only columns the day view does not need. */
export type BookingDetailRow = BookingRow & { gender: string; block: boolean; is_re_order: boolean };
export type BookingSearchDbRow = {
  booking_id: string;
  guest_id: string;
  code: string;
  customer_name: string;
  phone: string;
  start_time: Date;
  status: string;
  technician_names: string[];
};

// The same columns as the schedule queries, so their mappers apply unchanged.
const BOOKING_COLUMNS = `b.id, b.branch_id, b.code, b.status, b.customer_id, b.customer_name, b.phone, b.email,
  b.start_time, b.end_time, b.created_at, b.type, b.note, b.color, b.confirm, b.is_customer_new, b.series_id,
  b.gender, b.block, b.is_re_order, b.walk_in`;
const GUEST_COLUMNS = `g.id, g.booking_id, g.name, g.status, g.gender, g.block, g.is_re_order, g.display_index,
  g.bill_id, g.already_tip, g.clipboard`;

/** A booking of the tenant, whatever its branch: the caller checks the branch. */
export async function bookingById(db: Db, tenantId: string, id: string): Promise<BookingDetailRow | null> {
  return db.maybeOne<BookingDetailRow>(`SELECT ${BOOKING_COLUMNS} FROM booking b WHERE b.tenant_id = $1 AND b.id = $2`, [tenantId, id]);
}

/** Every guest of a booking (clipboard and cancelled too) and every segment, active or not. */
export async function guestsAndSegmentsOf(db: Db, tenantId: string, bookingId: string): Promise<{ guests: GuestRow[]; segments: SegmentRow[] }> {
  const [guests, segments] = await Promise.all([
    db.query<GuestRow>(
      `SELECT ${GUEST_COLUMNS} FROM guest g WHERE g.tenant_id = $1 AND g.booking_id = $2 ORDER BY g.display_index, g.id`,
      [tenantId, bookingId],
    ),
    db.query<SegmentRow>(
      `SELECT s.id, s.booking_id, s.guest_id, s.type, s.service_id, s.service_name, s.technician_id,
              t.name AS technician_name, s.start_time, s.end_time, s.duration, s.cleaning, s.price_cents,
              s.active, s.display_index, s.package_id
         FROM segment s LEFT JOIN technician t ON t.id = s.technician_id AND t.tenant_id = s.tenant_id
        WHERE s.tenant_id = $1 AND s.booking_id = $2
        ORDER BY s.display_index, s.start_time, s.id`,
      [tenantId, bookingId],
    ),
  ]);
  return { guests, segments };
}

/**
 * One row per guest of the branch's bookings starting at or after `since` whose customer name,
 * any guest's name or code contains the text, or whose phone contains the digits; latest first.
 * A booking found through one guest lists all its guests, as the scheduler shows them together.
 */
export async function searchBookingGuests(
  db: Db,
  input: { tenantId: string; branchId: string; since: Date; text: string; phoneDigits: string | null; limit: number },
): Promise<BookingSearchDbRow[]> {
  const text = containsPattern(input.text);
  return db.query<BookingSearchDbRow>(
    `SELECT b.id AS booking_id, g.id AS guest_id, b.code, b.customer_name, b.phone, b.start_time, g.status,
            ARRAY(SELECT t.name FROM segment s JOIN technician t ON t.id = s.technician_id AND t.tenant_id = s.tenant_id
                   WHERE s.tenant_id = g.tenant_id AND s.guest_id = g.id AND s.active
                   GROUP BY t.name ORDER BY min(s.display_index), t.name) AS technician_names
       FROM booking b JOIN guest g ON g.booking_id = b.id AND g.tenant_id = b.tenant_id
      WHERE b.tenant_id = $1 AND b.branch_id = $2 AND b.start_time >= $3
        AND (b.customer_name ILIKE $4 OR b.code ILIKE $4 OR ($5::text IS NOT NULL AND b.phone LIKE $5)
             OR EXISTS (SELECT 1 FROM guest m WHERE m.tenant_id = b.tenant_id AND m.booking_id = b.id AND m.name ILIKE $4))
      ORDER BY b.start_time DESC, b.code, g.display_index, g.id
      LIMIT $6`,
    [input.tenantId, input.branchId, input.since, text, input.phoneDigits ? containsPattern(input.phoneDigits) : null, input.limit],
  );
}
