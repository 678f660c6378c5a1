import type { FastifyInstance } from 'fastify';
import type { Page } from '../../domain/admin/list';
import { branchQuery, type SavedId } from '../../domain/catalogue/contract';
import { AppError, ErrorCode } from '../../domain/errors';
import { byId } from '../../domain/schemas/ids';
import { ReviewPath, reviewListQuery, reviewUpdateBody, type ReviewDetail, type ReviewFilterOptions, type ReviewFilters, type ReviewRow } from '../../domain/review/contract';
import { REVIEW_PLAN, ReviewRight } from '../../domain/review/review-rights';
import { PUBLIC_REVIEW_PATH, reviewSubmitBody, reviewTokenParams, type PublicReviewVisit } from '../../domain/review/public';
import type { AppDeps } from '../deps';
import { ok } from '../http/envelope';
import { route } from '../http/route';
import { requireBranch, type AuthContext } from '../auth/authContext';
import { moduleGuard } from '../admin/adminRoutes';
import { sortOf } from '../admin/pagedList';
import { branchTimeZone } from '../branches/branchRepository';
import { findReview, listReviews, reviewBill, setReviewStatus, toReviewRow, type ReviewDbRow } from './reviewRepository';
import { publicReviewVisit, submitReview } from './publicReview';

/**
 * /booking-review (spec part 2 §2, issue 17): the branch's answered reviews, one with its bill,
 * the status and solving note; and the customer's public link, which needs no sign-in.
 */
export function registerReviewRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const guard = moduleGuard(deps, REVIEW_PLAN);

  /** A review of the tenant in one of the caller's branches: another tenant's or branch's id is not found. */
  async function reviewOf(auth: AuthContext, id: string): Promise<ReviewDbRow> {
    const review = await findReview(db, auth.tenantId, id);
    if (!review || !auth.branches.some((b) => b.id === review.branch_id)) throw new AppError(ErrorCode.NOT_FOUND);
    return review;
  }

  route(app, { method: 'GET', url: ReviewPath.LIST, input: { query: reviewListQuery } }, async (request, reply, input) => {
    const auth = await guard(request, reply, ReviewRight.ACCESS);
    const query = input.query();
    const branch = requireBranch(auth, query.branchId);
    const filters: ReviewFilters = { status: query.status ?? null, rate: query.rate ?? null, from: query.from ?? null, to: query.to ?? null, technicianId: query.technicianId ?? null };
    const timeZone = await branchTimeZone(db, auth.tenantId, branch.id);
    const page = await listReviews(db, { tenantId: auth.tenantId, branchId: branch.id, filters, timeZone, query: query.query, page: query.page, size: query.size, sort: sortOf(query) });
    return ok<Page<ReviewRow>>({ ...page, items: page.items.map(toReviewRow) });
  });

  route(app, { method: 'GET', url: ReviewPath.FILTER_OPTIONS, input: { query: branchQuery } }, async (request, reply, input) => {
    const auth = await guard(request, reply, ReviewRight.ACCESS);
    const branch = requireBranch(auth, input.query().branchId);
    const technicians = await db.query<{ id: string; name: string }>(`SELECT id, name FROM technician WHERE tenant_id = $1 AND branch_id = $2 ORDER BY name`, [auth.tenantId, branch.id]);
    return ok<ReviewFilterOptions>({ technicians });
  });

  route(app, { method: 'GET', url: `${ReviewPath.DETAIL}/:id`, input: { params: byId } }, async (request, reply, input) => {
    const auth = await guard(request, reply, ReviewRight.ACCESS);
    const review = await reviewOf(auth, input.params().id);
    const bill = await reviewBill(db, auth.tenantId, review.bill_id);
    return ok<ReviewDetail>({
      ...toReviewRow(review),
      bill: { id: review.bill_id, code: bill.code, status: bill.status, actionTime: bill.actionTime.toISOString(), total: bill.total, lines: bill.lines },
      updatedAt: review.updated_at.toISOString(),
      updatedBy: review.updated_by_name,
    });
  });

  route(app, { method: 'POST', url: ReviewPath.UPDATE, input: { body: reviewUpdateBody } }, async (request, reply, input) => {
    const auth = await guard(request, reply, ReviewRight.UPDATE);
    const body = input.body();
    const review = await reviewOf(auth, body.id);
    await setReviewStatus(db, { tenantId: auth.tenantId, id: review.id, status: body.status, note: body.note, userId: auth.userId, now: deps.now() });
    return ok<SavedId>({ id: review.id }, 'Update success');
  });

  route(app, { method: 'GET', url: `${PUBLIC_REVIEW_PATH}/:token`, input: { params: reviewTokenParams } }, async (_request, _reply, input) => {
    return ok<PublicReviewVisit>(await publicReviewVisit(db, input.params().token));
  });

  route(app, { method: 'POST', url: `${PUBLIC_REVIEW_PATH}/:token`, input: { params: reviewTokenParams, body: reviewSubmitBody } }, async (_request, _reply, input) => {
    const { rate, comment } = input.body();
    await submitReview(db, { token: input.params().token, rate, comment, now: deps.now() });
    return ok<null>(null, 'Thank you for your review');
  });
}
