/**
 * The demo's reviews (issue 17): answers to the links of Plateau's bills paid today, so
 * /booking-review has a New one to open, one being handled and one closed. Downtown has no paid
 * bill in the demo (its drawer starts the day empty), so its list starts empty too.
 */
import type { Db, SqlValue } from '../db/db';
import { ReviewStatus } from '../../domain/review/contract';
import { createRand } from './prng';
import { insertRows } from './insertRows';
import type { SeedBranch } from './seedBranch';

const ANSWERS: readonly { rate: number; comment: string; status: ReviewStatus; note: string; minutesAgo: number }[] = [
  { rate: 5, comment: 'Super service, merci ! / Great service, thank you!', status: ReviewStatus.NEW, note: '', minutesAgo: 20 },
  { rate: 2, comment: 'Waited 25 minutes past my time.', status: ReviewStatus.SOLVING_PROBLEM, note: 'Called back: 10% off her next visit.', minutesAgo: 45 },
  { rate: 4, comment: '', status: ReviewStatus.SOLVED, note: 'Thanked her by SMS.', minutesAgo: 90 },
];

export async function seedReviews(db: Db, input: { branch: SeedBranch; now: Date }): Promise<void> {
  const rand = createRand(`reviews:${input.branch.code}`);
  const bills = await db.query<{ id: string }>(
    `SELECT id FROM bill WHERE branch_id = $1 AND status = 'PAID' AND customer_id IS NOT NULL ORDER BY code LIMIT $2`,
    [input.branch.branchId, ANSWERS.length],
  );
  const rows: SqlValue[][] = bills.flatMap((bill, i) => {
    const a = ANSWERS[i];
    if (!a) return [];
    const at = new Date(input.now.getTime() - a.minutesAgo * 60_000);
    return [[rand.uuid(), input.branch.tenantId, input.branch.branchId, bill.id, rand.uuid().replace(/-/g, ''), a.rate, a.comment, at, a.status, a.note, at, at]];
  });
  await insertRows(db, 'booking_review', ['id', 'tenant_id', 'branch_id', 'bill_id', 'token', 'rate', 'comment', 'reviewed_at', 'status', 'note', 'created_at', 'updated_at'], rows);
}
