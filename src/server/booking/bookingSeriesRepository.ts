import type { Db } from '../db/db';
import type { BookingStatus } from '../../domain/api';
import { statusOfRow } from './bookingWriteRepository';

/** One booking of a series with its guests, as "this and the following" reads it. */
export type SeriesBooking = { id: string; code: string; start_time: Date; guests: { id: string; status: BookingStatus }[] };

/** Whether a booking of that series exists outside this tenant's branch: a series never spans two. */
export async function seriesUsedElsewhere(db: Db, input: { tenantId: string; branchId: string; seriesId: string }): Promise<boolean> {
  const row = await db.maybeOne(
    `SELECT 1 FROM booking WHERE series_id = $3 AND (tenant_id <> $1 OR branch_id <> $2) LIMIT 1`,
    [input.tenantId, input.branchId, input.seriesId],
  );
  return row !== null;
}

export async function setBookingSeries(tx: Db, input: { tenantId: string; bookingId: string; seriesId: string }): Promise<void> {
  await tx.query(`UPDATE booking SET series_id = $3 WHERE tenant_id = $1 AND id = $2`, [input.tenantId, input.bookingId, input.seriesId]);
}

/** The series' bookings of the branch starting at or after `from`, locked, in date order, with their guests. */
export async function seriesBookingsFrom(
  tx: Db,
  input: { tenantId: string; branchId: string; seriesId: string; from: Date },
): Promise<SeriesBooking[]> {
  const bookings = await tx.query<{ id: string; code: string; start_time: Date }>(
    `SELECT id, code, start_time FROM booking
      WHERE tenant_id = $1 AND branch_id = $2 AND series_id = $3 AND start_time >= $4
      ORDER BY start_time, id FOR UPDATE`,
    [input.tenantId, input.branchId, input.seriesId, input.from],
  );
  if (bookings.length === 0) return [];
  const guests = await tx.query<{ id: string; booking_id: string; status: string }>(
    `SELECT id, booking_id, status FROM guest WHERE tenant_id = $1 AND booking_id = ANY($2::uuid[]) ORDER BY display_index, id`,
    [input.tenantId, bookings.map((b) => b.id)],
  );
  return bookings.map((b) => ({
    ...b,
    guests: guests.filter((g) => g.booking_id === b.id).map((g) => ({ id: g.id, status: statusOfRow(g.status) })),
  }));
}

/** The booking's series and start, when it is a booking of that series in the branch. */
export async function seriesMember(
  tx: Db,
  input: { tenantId: string; branchId: string; seriesId: string; bookingId: string },
): Promise<{ start_time: Date } | null> {
  return tx.maybeOne<{ start_time: Date }>(
    `SELECT start_time FROM booking WHERE tenant_id = $1 AND branch_id = $2 AND series_id = $3 AND id = $4 FOR UPDATE`,
    [input.tenantId, input.branchId, input.seriesId, input.bookingId],
  );
}
