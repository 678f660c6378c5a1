import type { FastifyInstance } from 'fastify';
import { serviceTreeQuery, type ServiceGroupNode } from '../../domain/booking/reads';
import { BookingReadPath, ServiceTreeAccess } from '../../domain/booking/read-paths';
import type { AppDeps } from '../deps';
import { ok } from '../http/envelope';
import { route } from '../http/route';
import { requireAccess, requireAuth, requireBranch } from '../auth/authContext';
import { serviceTree } from './serviceTreeRepository';

export function registerServiceTreeRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, { method: 'GET', url: BookingReadPath.SERVICE_TREE, input: { query: serviceTreeQuery } }, async (request, reply, input) => {
    const auth = await requireAuth(deps, request, reply);
    requireAccess(auth, ServiceTreeAccess);
    const query = input.query();
    const branch = requireBranch(auth, query.branchId);
    return ok<ServiceGroupNode[]>(await serviceTree(deps.db, auth.tenantId, branch.id));
  });
}
