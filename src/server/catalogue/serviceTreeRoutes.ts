import type { FastifyInstance } from 'fastify';
import { BookingReadPath, serviceTreeQuery, type ServiceGroupNode } from '../../domain/booking/reads';
import { PlanRight, Right } from '../../domain/rights';
import type { AppDeps } from '../deps';
import { ok } from '../http/envelope';
import { route } from '../http/route';
import { requireAccess, requireAuth, requireBranch } from '../auth/authContext';
import { serviceTree } from './serviceTreeRepository';

export function registerServiceTreeRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, { method: 'GET', url: BookingReadPath.SERVICE_TREE, input: { query: serviceTreeQuery } }, async (request, reply, input) => {
    // The tree feeds the booking form, so it needs what the appointment screen needs.
    const auth = await requireAuth(deps, request, reply);
    requireAccess(auth, { required: [Right.APPOINTMENT_ACCESS], requiredPlan: [PlanRight.APPOINTMENT] });
    const query = input.query();
    const branch = requireBranch(auth, query.branchId);
    return ok<ServiceGroupNode[]>(await serviceTree(deps.db, auth.tenantId, branch.id));
  });
}
