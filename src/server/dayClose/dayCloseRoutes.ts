import type { FastifyInstance } from 'fastify';
import { DAY_CLOSES_PATH, dayClosesQuery, type DayCloseEntry } from '../../domain/day-close/day-close';
import { PlanRight, Right } from '../../domain/rights';
import type { AppDeps } from '../deps';
import { ok } from '../http/envelope';
import { route } from '../http/route';
import { requireAccess, requireAuth, requireBranch } from '../auth/authContext';
import { dayClosesInRange } from './dayCloseRepository';

/** The closes of a branch day, for whoever may close it: the dialog offers a correction of each. */
export function registerDayCloseRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, { method: 'GET', url: DAY_CLOSES_PATH, input: { query: dayClosesQuery } }, async (request, reply, input) => {
    const auth = await requireAuth(deps, request, reply);
    requireAccess(auth, { required: [Right.APPOINTMENT_POS_ACTION], requiredPlan: [PlanRight.APPOINTMENT] });
    const { branchId, date } = input.query();
    const branch = requireBranch(auth, branchId);
    const rows = await dayClosesInRange(deps.db, { tenantId: auth.tenantId, branchIds: [branch.id], from: date, to: date, checkoutIds: [] });
    return ok<DayCloseEntry[]>(
      rows.map((r) => ({
        id: r.id,
        checkoutMethodId: r.checkout_method_id,
        expected: r.expected_cents,
        tabletExpected: r.tablet_expected_cents,
        counted: r.counted_cents,
        note: r.note,
        correctsId: r.corrects_id,
        closedBy: r.created_by_name,
      })),
    );
  });
}
