import type { Db } from '../db/db';
import { BookingStatus } from '../../domain/api';
import { containsPattern } from '../db/likePattern';

export type CustomerRow = {
  id: string;
  branch_id: string;
  name: string;
  phone: string;
  email: string | null;
  birth_day: string | null;
  blocked: boolean;
  level: string | null;
  amount_money_cents: number;
  created_at: Date;
};
export type CustomerNoteRow = { id: string; customer_id: string; note: string; created_at: Date };
export type RecentBookingRow = { id: string; branch_id: string; code: string; start_time: Date; status: string; total_cents: number };

// birth_day is cast to text: the drivers disagree on parsing date columns.
const CUSTOMER_COLUMNS = `c.id, c.branch_id, c.name, c.phone, c.email, c.birth_day::text AS birth_day, c.blocked, c.level,
  c.amount_money_cents, c.created_at`;

// $3: name pattern or null (no query: everyone); $4: phone pattern or null (not a phone query).
const SEARCH_WHERE = `c.tenant_id = $1 AND c.branch_id = $2 AND c.active
  AND ($3::text IS NULL OR c.name ILIKE $3 OR ($4::text IS NOT NULL AND c.phone LIKE $4))`;

/** One page of a branch's active customers whose name or phone contains the query, by name. */
export async function searchCustomers(
  db: Db,
  input: { tenantId: string; branchId: string; text: string; phoneDigits: string | null; start: number; limit: number },
): Promise<{ rows: CustomerRow[]; total: number }> {
  const params = [
    input.tenantId,
    input.branchId,
    input.text ? containsPattern(input.text) : null,
    input.phoneDigits ? containsPattern(input.phoneDigits) : null,
  ];
  const [rows, count] = await Promise.all([
    db.query<CustomerRow>(
      `SELECT ${CUSTOMER_COLUMNS} FROM customer c WHERE ${SEARCH_WHERE} ORDER BY c.name, c.id LIMIT $5 OFFSET $6`,
      [...params, input.limit, input.start],
    ),
    db.one<{ n: number }>(`SELECT count(*)::int AS n FROM customer c WHERE ${SEARCH_WHERE}`, params),
  ]);
  return { rows, total: count.n };
}

/** A customer of the tenant, whatever its branch: the caller checks the branch. */
export async function customerById(db: Db, tenantId: string, id: string): Promise<CustomerRow | null> {
  return db.maybeOne<CustomerRow>(`SELECT ${CUSTOMER_COLUMNS} FROM customer c WHERE c.tenant_id = $1 AND c.id = $2`, [tenantId, id]);
}

/** Notes of several customers, newest first. */
export async function notesOf(db: Db, tenantId: string, customerIds: readonly string[]): Promise<CustomerNoteRow[]> {
  if (customerIds.length === 0) return [];
  return db.query<CustomerNoteRow>(
    `SELECT id, customer_id, note, created_at FROM customer_note
      WHERE tenant_id = $1 AND customer_id = ANY($2::uuid[])
      ORDER BY created_at DESC, id`,
    [tenantId, customerIds],
  );
}

/** Guests who did not come bring in nothing, so their lines leave the visit's total. */
export const UNPAID_GUEST_STATUSES = [BookingStatus.CANCEL, BookingStatus.NO_SHOW];

/** The total of booking `b`: its active lines, less those of guests whose status is in `statuses` (a text[] parameter). */
export function bookingTotalSql(statuses: string): string {
  return `COALESCE((SELECT sum(s.price_cents)
                        FROM segment s JOIN guest g ON g.id = s.guest_id AND g.tenant_id = s.tenant_id
                       WHERE s.tenant_id = b.tenant_id AND s.booking_id = b.id AND s.active
                         AND g.status <> ALL(${statuses}::text[])), 0)::int`;
}

/** The customer's latest bookings in the given branches, newest first. */
export async function recentBookingsOf(
  db: Db,
  input: { tenantId: string; customerId: string; branchIds: readonly string[]; limit: number },
): Promise<RecentBookingRow[]> {
  return db.query<RecentBookingRow>(
    `SELECT b.id, b.branch_id, b.code, b.start_time, b.status, ${bookingTotalSql('$4')} AS total_cents
       FROM booking b
      WHERE b.tenant_id = $1 AND b.customer_id = $2 AND b.branch_id = ANY($3::uuid[])
      ORDER BY b.start_time DESC, b.code DESC
      LIMIT $5`,
    [input.tenantId, input.customerId, input.branchIds, UNPAID_GUEST_STATUSES, input.limit],
  );
}
