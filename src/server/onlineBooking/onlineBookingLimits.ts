import type { Db } from '../db/db';
import { AppError, ErrorCode } from '../../domain/errors';

/** Bookings one phone may make online in a day, and one client address in an hour. */
export const MAX_BOOKINGS_PER_PHONE_PER_DAY = 3;
export const MAX_BOOKINGS_PER_ADDRESS_PER_HOUR = 20;
const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Takes the phone's turn for the rest of the transaction: two submits from one phone (a retry,
 * a double tap) take turns, so the limit and the retry check each see the other's booking.
 */
export async function lockPhone(tx: Db, tenantId: string, phone: string): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`online-booking:${tenantId}:${phone}`]);
}

/**
 * Counts the bookings already made, not the attempts: a refused submit writes nothing, and
 * each limit is its own, so someone flooding another phone never blocks a customer's first booking.
 */
export async function assertUnderLimits(tx: Db, input: { tenantId: string; branchPhone: string | null; phone: string; address: string; now: Date }): Promise<void> {
  const { now } = input;
  const row = await tx.one<{ by_phone: number; by_address: number }>(
    `SELECT (SELECT count(*)::int FROM online_booking_request WHERE tenant_id = $1 AND phone = $2 AND created_at > $4) AS by_phone,
            (SELECT count(*)::int FROM online_booking_request WHERE client_address = $3 AND created_at > $5) AS by_address`,
    [input.tenantId, input.phone, input.address, new Date(now.getTime() - DAY_MS), new Date(now.getTime() - HOUR_MS)],
  );
  const call = input.branchPhone ? ` Please call the salon at ${input.branchPhone}.` : ' Please call the salon.';
  if (row.by_phone >= MAX_BOOKINGS_PER_PHONE_PER_DAY) {
    throw new AppError(ErrorCode.ONLINE_BOOKING_LIMIT, { message: `Too many bookings from this phone today.${call}` });
  }
  if (row.by_address >= MAX_BOOKINGS_PER_ADDRESS_PER_HOUR) {
    throw new AppError(ErrorCode.ONLINE_BOOKING_LIMIT, { message: `Too many bookings from this connection in the last hour.${call}` });
  }
}

export async function recordOnlineBooking(tx: Db, input: { tenantId: string; branchId: string; bookingId: string; phone: string; address: string; now: Date }): Promise<void> {
  await tx.query(
    `INSERT INTO online_booking_request (booking_id, tenant_id, branch_id, phone, client_address, created_at) VALUES ($1, $2, $3, $4, $5, $6)`,
    [input.bookingId, input.tenantId, input.branchId, input.phone, input.address, input.now],
  );
}
