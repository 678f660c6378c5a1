import type { FastifyInstance } from 'fastify';
import { idQuery, type SavedId } from '../../domain/catalogue/contract';
import type { Page } from '../../domain/admin/list';
import { AppError, ErrorCode } from '../../domain/errors';
import { businessUpdateBody } from '../../domain/people/business';
import { storedPhone, storedText } from '../../domain/people/contact';
import { BusinessPath, businessBranchListQuery, type BusinessBranchRow, type BusinessDetail } from '../../domain/people/contract';
import { TENANT_PLAN, TenantRight } from '../../domain/people/rights';
import type { AppDeps } from '../deps';
import { ok } from '../http/envelope';
import { route } from '../http/route';
import { adminActor, moduleGuard } from '../admin/adminRoutes';
import { sortOf } from '../admin/pagedList';
import { ActionType, EntityType, logChange } from '../actionLog/actionLogRepository';
import { businessLogValues, findBusiness, listBusinessBranches, toBusinessDetail, updateBusiness } from './businessRepository';

/**
 * The business screen (/tenant): the caller's own business, named by its id as every detail
 * and save is (another business's id is not found), and its branches at a glance.
 */
export function registerBusinessRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const guard = moduleGuard(deps, TENANT_PLAN);

  const ownBusiness = (tenantId: string, id: string): string => {
    if (id !== tenantId) throw new AppError(ErrorCode.NOT_FOUND);
    return tenantId;
  };

  route(app, { method: 'GET', url: `${BusinessPath.DETAIL}/:id`, input: { params: idQuery } }, async (request, reply, input) => {
    const auth = await guard(request, reply, TenantRight.ACCESS);
    const business = await findBusiness(db, ownBusiness(auth.tenantId, input.params().id));
    if (!business) throw new AppError(ErrorCode.NOT_FOUND);
    return ok<BusinessDetail>(toBusinessDetail(business));
  });

  route(app, { method: 'POST', url: BusinessPath.UPDATE, input: { body: businessUpdateBody } }, async (request, reply, input) => {
    const auth = await guard(request, reply, TenantRight.UPDATE);
    const body = input.body();
    const tenantId = ownBusiness(auth.tenantId, body.id);
    const after = { name: body.name, phone: storedPhone(body.phone), email: storedText(body.email), address: storedText(body.address) };
    const actor = adminActor(deps, auth);
    await db.transaction(async (tx) => {
      const before = await findBusiness(tx, tenantId, { lock: true });
      if (!before) throw new AppError(ErrorCode.NOT_FOUND);
      await updateBusiness(tx, tenantId, after);
      await logChange(tx, actor, {
        branchId: null, action: ActionType.UPDATE, entityType: EntityType.TENANT, entityId: tenantId,
        before: businessLogValues(before), after: businessLogValues(after),
      });
    });
    return ok<SavedId>({ id: tenantId }, 'Update success');
  });

  route(app, { method: 'GET', url: BusinessPath.BRANCHES, input: { query: businessBranchListQuery } }, async (request, reply, input) => {
    const auth = await guard(request, reply, TenantRight.ACCESS);
    const query = input.query();
    const scope = auth.canSelectTenant ? null : auth.branches.map((b) => b.id);
    return ok<Page<BusinessBranchRow>>(
      await listBusinessBranches(db, scope, { tenantId: auth.tenantId, query: query.query, page: query.page, size: query.size, sort: sortOf(query) }),
    );
  });
}
