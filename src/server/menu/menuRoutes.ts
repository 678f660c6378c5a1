import type { FastifyInstance } from 'fastify';
import { ApiPath, type MenuResult } from '../../domain/api';
import type { AppDeps } from '../deps';
import { ok } from '../http/envelope';
import { route } from '../http/route';
import { requireAuth } from '../auth/authContext';
import { countUnconfirmedOnlineToday } from '../schedule/scheduleRepository';
import { checkAccess, Access } from '../../domain/rights';
import { REVIEW_PLAN, ReviewRight } from '../../domain/review/review-rights';
import { countNewReviews } from '../reviews/reviewRepository';
import { buildMenu } from './buildMenu';
import { MENU, MenuKey } from './menuDefinition';

export function registerMenuRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, { method: 'GET', url: ApiPath.MENU, input: {} }, async (request, reply) => {
    const auth = await requireAuth(deps, request, reply);
    const pending =
      auth.branchId && !auth.isTenantSelection
        ? await countUnconfirmedOnlineToday(deps.db, auth.tenantId, auth.branchId, deps.now())
        : 0;
    // New reviews of the branch signed in to, or of every branch the user manages when they look at all of them.
    const reviewBranches = auth.isTenantSelection || !auth.branchId ? auth.branches.map((b) => b.id) : [auth.branchId];
    const canSeeReviews = checkAccess({ required: [ReviewRight.ACCESS], requiredPlan: REVIEW_PLAN, rights: auth.rights, rightsPM: auth.rightsPM }) === Access.ALLOWED;
    const newReviews = canSeeReviews ? await countNewReviews(deps.db, auth.tenantId, reviewBranches) : 0;
    return ok<MenuResult>(
      buildMenu(MENU, auth, { [MenuKey.APPOINTMENT]: pending > 0 ? pending : null, [MenuKey.BOOKING_REVIEW]: newReviews > 0 ? newReviews : null }),
    );
  });
}
