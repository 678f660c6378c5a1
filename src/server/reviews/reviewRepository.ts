/**
 * The answered reviews of a branch (issue 17): the list with its filters, one review with its
 * bill, the status change, and the count of New ones for the menu badge. A review not yet
 * answered (rate null) is a sent link only and appears nowhere here.
 */
import type { Db } from '../db/db';
import type { Page } from '../../domain/admin/list';
import { ReviewStatus, type ReviewBillLine, type ReviewFilters, type ReviewRow, type ReviewSort } from '../../domain/review/contract';
import { zonedDayRange } from '../../domain/time';
import { pagedList, type ListInput, type ListSpec } from '../admin/pagedList';

export type ReviewDbRow = {
  id: string;
  branch_id: string;
  bill_id: string;
  rate: number;
  comment: string;
  reviewed_at: Date;
  customer_name: string | null;
  customer_phone: string | null;
  booking_code: string | null;
  technician: string | null;
  status: string;
  note: string;
  updated_at: Date;
  updated_by_name: string | null;
};

const TECHNICIANS = `(SELECT string_agg(DISTINCT t.name, ', ') FROM bill_line l JOIN technician t ON t.tenant_id = l.tenant_id AND t.id = l.technician_id
   WHERE l.tenant_id = r.tenant_id AND l.bill_id = r.bill_id)`;
const COLUMNS = `r.id, r.branch_id, r.bill_id, r.rate, r.comment, r.reviewed_at, c.name AS customer_name, c.phone AS customer_phone,
  bk.code AS booking_code, ${TECHNICIANS} AS technician, r.status, r.note, r.updated_at,
  (SELECT u.full_name FROM app_user u WHERE u.tenant_id = r.tenant_id AND u.id = r.updated_by) AS updated_by_name`;
const FROM = `booking_review r JOIN bill b ON b.tenant_id = r.tenant_id AND b.id = r.bill_id
  LEFT JOIN customer c ON c.tenant_id = b.tenant_id AND c.id = b.customer_id
  LEFT JOIN booking bk ON bk.tenant_id = b.tenant_id AND bk.id = b.booking_id`;

function statusOf(value: string): ReviewStatus {
  return Object.values(ReviewStatus).find((s) => s === value) ?? ReviewStatus.NEW;
}

export function toReviewRow(r: ReviewDbRow): ReviewRow {
  return {
    id: r.id,
    rate: r.rate,
    comment: r.comment,
    reviewedAt: r.reviewed_at.toISOString(),
    customerName: r.customer_name ?? '',
    customerPhone: r.customer_phone ?? '',
    bookingCode: r.booking_code,
    technician: r.technician ?? '',
    status: statusOf(r.status),
    note: r.note,
  };
}

const SORTABLE: Readonly<Record<ReviewSort, string>> = { reviewedAt: 'r.reviewed_at', rate: 'r.rate' };

function listSpec(branchId: string, filters: ReviewFilters, timeZone: string): ListSpec<ReviewSort> {
  return {
    from: FROM,
    columns: COLUMNS,
    tenantColumn: 'r.tenant_id',
    branch: { column: 'r.branch_id', id: branchId },
    where: 'r.reviewed_at IS NOT NULL',
    filter: (param) => {
      const parts = ['TRUE'];
      if (filters.status !== null) parts.push(`r.status = ${param(filters.status)}`);
      if (filters.rate !== null) parts.push(`r.rate = ${param(filters.rate)}`);
      // The branch's own days: from the start of `from` to the end of `to` on its wall clock.
      if (filters.from !== null) parts.push(`r.reviewed_at >= ${param(zonedDayRange(filters.from, timeZone).start)}`);
      if (filters.to !== null) parts.push(`r.reviewed_at < ${param(zonedDayRange(filters.to, timeZone).end)}`);
      if (filters.technicianId !== null) {
        parts.push(`EXISTS (SELECT 1 FROM bill_line l WHERE l.tenant_id = r.tenant_id AND l.bill_id = r.bill_id AND l.technician_id = ${param(filters.technicianId)})`);
      }
      return parts.join(' AND ');
    },
    searchColumns: ['c.name', 'bk.code', 'r.comment'],
    phoneColumns: ['c.phone'],
    sortable: SORTABLE,
    defaultOrder: 'r.reviewed_at DESC, r.id',
  };
}

export function listReviews(db: Db, input: ListInput<ReviewSort> & { branchId: string; filters: ReviewFilters; timeZone: string }): Promise<Page<ReviewDbRow>> {
  return pagedList<ReviewDbRow, ReviewSort>(db, listSpec(input.branchId, input.filters, input.timeZone), input);
}

export function findReview(db: Db, tenantId: string, id: string): Promise<ReviewDbRow | null> {
  return db.maybeOne<ReviewDbRow>(`SELECT ${COLUMNS} FROM ${FROM} WHERE r.tenant_id = $1 AND r.id = $2 AND r.reviewed_at IS NOT NULL`, [tenantId, id]);
}

export async function reviewBill(db: Db, tenantId: string, billId: string): Promise<{ code: string; status: string; actionTime: Date; total: number; lines: ReviewBillLine[] }> {
  const bill = await db.one<{ code: string; status: string; action_time: Date; total_cents: number }>(
    `SELECT code, status, action_time, total_cents FROM bill WHERE tenant_id = $1 AND id = $2`,
    [tenantId, billId],
  );
  const lines = await db.query<{ name: string; technician: string | null; price: number }>(
    `SELECT l.name, t.name AS technician, l.price_cents * l.quantity AS price
       FROM bill_line l LEFT JOIN technician t ON t.tenant_id = l.tenant_id AND t.id = l.technician_id
      WHERE l.tenant_id = $1 AND l.bill_id = $2 ORDER BY l.display_index, l.name`,
    [tenantId, billId],
  );
  return { code: bill.code, status: bill.status, actionTime: bill.action_time, total: bill.total_cents, lines: lines.map((l) => ({ name: l.name, technician: l.technician ?? '', price: l.price })) };
}

export async function setReviewStatus(db: Db, input: { tenantId: string; id: string; status: ReviewStatus; note: string; userId: string; now: Date }): Promise<void> {
  await db.query(
    `UPDATE booking_review SET status = $3, note = $4, updated_by = $5, updated_at = $6 WHERE tenant_id = $1 AND id = $2`,
    [input.tenantId, input.id, input.status, input.note, input.userId, input.now],
  );
}

/** The menu badge: answered reviews still New in the given branches. */
export async function countNewReviews(db: Db, tenantId: string, branchIds: readonly string[]): Promise<number> {
  if (branchIds.length === 0) return 0;
  const row = await db.one<{ n: number }>(
    `SELECT count(*)::int AS n FROM booking_review WHERE tenant_id = $1 AND branch_id = ANY($2::uuid[]) AND reviewed_at IS NOT NULL AND status = $3`,
    [tenantId, [...branchIds], ReviewStatus.NEW],
  );
  return row.n;
}
