import type { Db } from '../db/db';
import type { BookingStatus } from '../../domain/api';
import { ConfigKey } from '../../domain/branchConfig';
import { DEFAULT_REMINDER_HOURS, REMINDER_HOURS_MAX } from '../../domain/branch/system-settings';
import { REMINDABLE_STATUSES, REMINDER_MIN_LEAD_MS, reminderWindowEnd } from '../../domain/notification/reminders';
import { newId } from '../auth/tokens';

export type RemindableBooking = {
  id: string;
  tenant_id: string;
  branch_id: string;
  branch_name: string;
  branch_phone: string | null;
  code: string;
  status: BookingStatus;
  confirm: boolean;
  remind: boolean;
  customer_name: string;
  phone: string;
  email: string | null;
  start_time: Date;
  customer_email: string | null;
  /** Null when the booking names no customer record: nobody opted out. */
  receive_sms: boolean | null;
  receive_email: boolean | null;
  reminder_hours: number;
  /** Epoch milliseconds of the start times already reminded. */
  reminded_starts: number[];
  services: string | null;
  technicians: string | null;
};

/**
 * The bookings a round must judge: not started, cancelled or missed, starting within their
 * branch's reminder hours (an hour wider for DST, see reminderWindowEnd) and not yet reminded
 * for their current start time. The partial start_time index bounds the scan to the coming
 * week chain-wide; the branch's own hours then narrow it.
 */
export async function remindableBookings(db: Db, now: Date): Promise<RemindableBooking[]> {
  return db.query<RemindableBooking>(
    `WITH b AS (
       SELECT b.*, CASE WHEN h.value ~ '^[0-9]+$' AND length(h.value) < 6 THEN h.value::int ELSE $4 END AS reminder_hours
         FROM booking b
         LEFT JOIN branch_config h ON h.tenant_id = b.tenant_id AND h.branch_id = b.branch_id AND h.key = $5
        WHERE b.status = ANY($6::text[]) AND b.start_time >= $2 AND b.start_time <= $3
          AND NOT EXISTS (SELECT 1 FROM booking_reminder r WHERE r.booking_id = b.id AND r.start_time = b.start_time))
     SELECT b.id, b.tenant_id, b.branch_id, br.name AS branch_name, br.phone AS branch_phone, b.code, b.status, b.confirm,
            b.remind, b.customer_name, b.phone, b.email, b.start_time, c.email AS customer_email, c.receive_sms,
            c.receive_email, b.reminder_hours,
            ARRAY(SELECT (extract(epoch FROM r.start_time) * 1000)::float8 FROM booking_reminder r WHERE r.booking_id = b.id) AS reminded_starts,
            (SELECT string_agg(DISTINCT s.service_name, ', ') FROM segment s WHERE s.booking_id = b.id AND s.active AND s.type = 'service') AS services,
            (SELECT string_agg(DISTINCT t.name, ', ') FROM segment s JOIN technician t ON t.tenant_id = s.tenant_id AND t.id = s.technician_id
              WHERE s.booking_id = b.id AND s.active) AS technicians
       FROM b
       JOIN branch br ON br.tenant_id = b.tenant_id AND br.id = b.branch_id
       LEFT JOIN customer c ON c.tenant_id = b.tenant_id AND c.id = b.customer_id
      WHERE b.reminder_hours > 0 AND b.start_time <= $1::timestamptz + make_interval(hours => b.reminder_hours + 1)
      ORDER BY b.start_time, b.id`,
    [
      now,
      new Date(now.getTime() + REMINDER_MIN_LEAD_MS),
      reminderWindowEnd(now, REMINDER_HOURS_MAX),
      DEFAULT_REMINDER_HOURS,
      ConfigKey.REMINDER_HOURS,
      REMINDABLE_STATUSES,
    ],
  );
}

export type ReminderClaim = { tenantId: string; bookingId: string; startTime: Date };

/**
 * Takes the reminders of bookings at their start times for this process, in two statements
 * whatever their number: the first to insert one wins, any other (a second server process, a
 * round that overlapped) does not get it back. Marks the bookings won reminded (their `remind`
 * flag) in the same transaction. Answers the reminder id of each booking won.
 */
export async function claimReminders(tx: Db, claims: readonly ReminderClaim[], now: Date): Promise<Map<string, string>> {
  if (claims.length === 0) return new Map();
  const rows = await tx.query<{ id: string; booking_id: string }>(
    `INSERT INTO booking_reminder (id, tenant_id, booking_id, start_time, created_at)
     VALUES ${claims.map((_, i) => `($${i * 4 + 2}::uuid, $${i * 4 + 3}::uuid, $${i * 4 + 4}::uuid, $${i * 4 + 5}::timestamptz, $1::timestamptz)`).join(', ')}
     ON CONFLICT (booking_id, start_time) DO NOTHING RETURNING id, booking_id`,
    [now, ...claims.flatMap((c) => [newId(), c.tenantId, c.bookingId, c.startTime])],
  );
  if (rows.length === 0) return new Map();
  await tx.query(
    `UPDATE booking b SET remind = true FROM booking_reminder r WHERE r.id = ANY($1::uuid[]) AND b.tenant_id = r.tenant_id AND b.id = r.booking_id`,
    [rows.map((r) => r.id)],
  );
  return new Map(rows.map((r) => [r.booking_id, r.id]));
}

/** Of those reminders, the ones whose booking is still to come at the time they remind of. */
export async function remindersStillWanted(db: Db, reminderIds: readonly string[]): Promise<Set<string>> {
  if (reminderIds.length === 0) return new Set();
  const rows = await db.query<{ id: string }>(
    `SELECT r.id FROM booking_reminder r JOIN booking b ON b.tenant_id = r.tenant_id AND b.id = r.booking_id
      WHERE r.id = ANY($1::uuid[]) AND b.start_time = r.start_time AND b.status = ANY($2::text[])`,
    [reminderIds, REMINDABLE_STATUSES],
  );
  return new Set(rows.map((r) => r.id));
}

/** The reminders of one booking, for its detail. */
export async function reminderIdsOfBooking(db: Db, tenantId: string, bookingId: string): Promise<string[]> {
  const rows = await db.query<{ id: string }>(`SELECT id FROM booking_reminder WHERE tenant_id = $1 AND booking_id = $2`, [tenantId, bookingId]);
  return rows.map((r) => r.id);
}
