import { randomUUID } from 'node:crypto';
import { ReviewPath, reviewUpdateBody, type ReviewDetail } from '../../../src/domain/review/contract';
import { PUBLIC_REVIEW_PATH, reviewSubmitBody } from '../../../src/domain/review/public';
import { newReviewToken } from '../../../src/server/reviews/reviewToken';
import { body } from '../helpers';
import { getJson } from '../billingFixtures';
import { Area, type Example } from './probe';
import type { World } from './world';

/** A fresh paid bill's review link, unanswered, or answered when `rate` is given: its id and token. */
async function reviewLink(w: World, rate: number | null = null): Promise<{ id: string; token: string }> {
  const { billId } = await w.paidBill();
  const id = randomUUID();
  const token = newReviewToken();
  await w.env.db.query(
    `INSERT INTO booking_review (id, tenant_id, branch_id, bill_id, token, rate, reviewed_at, created_at, updated_at)
     SELECT $1, tenant_id, branch_id, id, $2, $3::int, CASE WHEN $3::int IS NULL THEN NULL ELSE now() END, now(), now() FROM bill WHERE id = $4`,
    [id, token, rate, billId],
  );
  return { id, token };
}

export const reviewExamples: Record<string, Example> = {
  [`GET ${ReviewPath.LIST}`]: {
    area: Area.READS,
    make: async (w) => ({
      query: { branchId: w.downtown, query: 'a', page: '1', size: '15', sort: 'rate', order: 'desc', status: 'New', rate: '4', from: '2026-11-01', to: '2026-11-30', technicianId: w.dt[0]?.id ?? '' },
    }),
  },
  [`GET ${ReviewPath.FILTER_OPTIONS}`]: { area: Area.READS, make: async (w) => ({ query: { branchId: w.downtown } }) },
  [`GET ${ReviewPath.DETAIL}/:id`]: { area: Area.READS, make: async (w) => ({ params: { id: (await reviewLink(w, 3)).id } }) },
  [`POST ${ReviewPath.UPDATE}`]: {
    area: Area.CATALOGUE,
    make: async (w) => ({ body: { id: (await reviewLink(w, 2)).id, status: 'SolvingProblem', note: 'Called back, touch-up booked' } }),
    readBack: async (w, sent) => {
      const v = reviewUpdateBody.parse(sent.body);
      const d = body<ReviewDetail>(await getJson(w.env, w.admin, `${ReviewPath.DETAIL}/${v.id}`)).result;
      return { sent: [v.status, v.note], read: [d.status, d.note] };
    },
  },
  [`GET ${PUBLIC_REVIEW_PATH}/:token`]: { area: Area.READS, anonymous: true, make: async (w) => ({ params: { token: (await reviewLink(w)).token } }) },
  [`POST ${PUBLIC_REVIEW_PATH}/:token`]: {
    area: Area.CATALOGUE,
    anonymous: true,
    make: async (w) => ({ params: { token: (await reviewLink(w)).token }, body: { rate: 4, comment: 'Lovely' } }),
    readBack: async (w, sent) => {
      const v = reviewSubmitBody.parse(sent.body);
      const token = typeof sent.params?.token === 'string' ? sent.params.token : '';
      const row = await w.env.db.one<{ rate: number; comment: string }>(`SELECT rate, comment FROM booking_review WHERE token = $1`, [token]);
      return { sent: [v.rate, v.comment], read: [row.rate, row.comment] };
    },
  },
};
