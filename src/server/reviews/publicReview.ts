/**
 * The customer's side of a review (issue 17): the visit their link names and their one answer.
 * The token is the only key: no session, no ids from the customer. A cancelled bill's link
 * answers REVIEW_LINK_CLOSED; a second answer REVIEW_ALREADY_LEFT, even when two arrive at once
 * (the answer is written only where none is yet, under the row's lock).
 */
import type { Db } from '../db/db';
import { BillStatus } from '../../domain/bill/types';
import { resolveBranchConfig } from '../../domain/branchConfig';
import { AppError, ErrorCode } from '../../domain/errors';
import type { PublicReviewVisit } from '../../domain/review/public';
import { formatZonedDate } from '../../domain/time';
import { configValues } from '../branches/branchRepository';

type LinkRow = { id: string; tenant_id: string; branch_id: string; bill_id: string; rate: number | null; bill_status: string; action_time: Date; branch_name: string };

async function openLink(db: Db, token: string, lock: boolean): Promise<LinkRow> {
  const row = await db.maybeOne<LinkRow>(
    `SELECT r.id, r.tenant_id, r.branch_id, r.bill_id, r.rate, b.status AS bill_status, b.action_time, br.name AS branch_name
       FROM booking_review r
       JOIN bill b ON b.tenant_id = r.tenant_id AND b.id = r.bill_id
       JOIN branch br ON br.tenant_id = r.tenant_id AND br.id = r.branch_id
      WHERE r.token = $1${lock ? ' FOR UPDATE OF r' : ''}`,
    [token],
  );
  if (!row) throw new AppError(ErrorCode.NOT_FOUND);
  if (row.bill_status === BillStatus.CANCEL) throw new AppError(ErrorCode.REVIEW_LINK_CLOSED);
  return row;
}

export async function publicReviewVisit(db: Db, token: string): Promise<PublicReviewVisit> {
  const link = await openLink(db, token, false);
  const settings = resolveBranchConfig(link.branch_id, await configValues(db, link.tenant_id, link.branch_id));
  const lines = await db.query<{ name: string; technician: string | null }>(
    `SELECT l.name, t.name AS technician FROM bill_line l LEFT JOIN technician t ON t.tenant_id = l.tenant_id AND t.id = l.technician_id
      WHERE l.tenant_id = $1 AND l.bill_id = $2 AND l.kind = 'service' ORDER BY l.display_index, l.name`,
    [link.tenant_id, link.bill_id],
  );
  const technicians = [...new Set(lines.map((l) => l.technician).filter((t): t is string => t !== null && t !== ''))];
  return {
    branchName: link.branch_name,
    language: settings.language,
    date: formatZonedDate(link.action_time, settings.timeZone),
    services: lines.map((l) => l.name),
    technician: technicians.join(', '),
    reviewed: link.rate !== null,
  };
}

export async function submitReview(db: Db, input: { token: string; rate: number; comment: string; now: Date }): Promise<void> {
  await db.transaction(async (tx) => {
    const link = await openLink(tx, input.token, true);
    if (link.rate !== null) throw new AppError(ErrorCode.REVIEW_ALREADY_LEFT);
    await tx.query(
      `UPDATE booking_review SET rate = $2, comment = $3, reviewed_at = $4, status = 'New', updated_at = $4 WHERE id = $1 AND rate IS NULL`,
      [link.id, input.rate, input.comment, input.now],
    );
  });
}
