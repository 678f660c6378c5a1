import type { FastifyInstance } from 'fastify';
import { BookingReadPath, serviceTreeQuery, type ServiceGroupNode } from '../../domain/booking/reads';
import { PlanRight, Right } from '../../domain/rights';
import type { AppDeps } from '../deps';
import { ok } from '../http/envelope';
import { parseInput } from '../http/validate';
import { requireAccess, requireAuth, requireBranch } from '../auth/authContext';
import { serviceTree } from './serviceTreeRepository';

export function registerServiceTreeRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get(BookingReadPath.SERVICE_TREE, async (request, reply) => {
    // The tree feeds the booking form, so it needs what the appointment screen needs.
    const auth = await requireAuth(deps, request, reply);
    requireAccess(auth, { required: [Right.APPOINTMENT_ACCESS], requiredPlan: [PlanRight.APPOINTMENT] });
    const query = parseInput(serviceTreeQuery, request.query);
    const branch = requireBranch(auth, query.branchId);
    return ok<ServiceGroupNode[]>(await serviceTree(deps.db, auth.tenantId, branch.id));
  });
}
