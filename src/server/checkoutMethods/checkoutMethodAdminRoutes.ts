import type { FastifyInstance } from 'fastify';
import { CHECKOUT_METHOD_PLAN, CheckoutMethodRight } from '../../domain/catalogue/rights';
import { checkoutMethodCreateBody, checkoutMethodListQuery, checkoutMethodUpdateBody, type CheckoutMethodRow, type SavedId } from '../../domain/catalogue/contract';
import { CheckoutMethodPath } from '../../domain/catalogue/paths';
import type { AppDeps } from '../deps';
import { ok } from '../http/envelope';
import { route } from '../http/route';
import type { AuthContext } from '../auth/authContext';
import { adminActor, deleteRoute, moduleGuard } from '../admin/adminRoutes';
import { sortOf } from '../admin/pagedList';
import type { Page } from '../../domain/admin/list';
import { checkoutMethodDelete, createCheckoutMethod, listCheckoutMethods, updateCheckoutMethod } from './checkoutMethodAdmin';

/**
 * The checkout method settings list (tenant-wide). The tablet's combo of active methods stays
 * GET /api/checkout-method/get-combo (src/server/pos/checkoutMethodRoutes.ts).
 */
export function registerCheckoutMethodAdminRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  const guard = moduleGuard(deps, CHECKOUT_METHOD_PLAN);
  const actor = (auth: AuthContext) => adminActor(deps, auth);

  route(app, { method: 'GET', url: CheckoutMethodPath.LIST, input: { query: checkoutMethodListQuery } }, async (request, reply, input) => {
    const auth = await guard(request, reply, CheckoutMethodRight.ACCESS);
    const query = input.query();
    return ok<Page<CheckoutMethodRow>>(await listCheckoutMethods(db, { tenantId: auth.tenantId, query: query.query, page: query.page, size: query.size, sort: sortOf(query) }));
  });

  route(app, { method: 'POST', url: CheckoutMethodPath.CREATE, input: { body: checkoutMethodCreateBody } }, async (request, reply, input) => {
    const auth = await guard(request, reply, CheckoutMethodRight.CREATE);
    const body = input.body();
    return ok<SavedId>({ id: await createCheckoutMethod(db, actor(auth), body) }, 'Create success');
  });

  route(app, { method: 'POST', url: CheckoutMethodPath.UPDATE, input: { body: checkoutMethodUpdateBody } }, async (request, reply, input) => {
    const auth = await guard(request, reply, CheckoutMethodRight.UPDATE);
    const body = input.body();
    await updateCheckoutMethod(db, actor(auth), body);
    return ok<SavedId>({ id: body.id }, 'Update success');
  });

  deleteRoute(app, deps, { url: CheckoutMethodPath.DELETE, guard, right: CheckoutMethodRight.DELETE, spec: checkoutMethodDelete });
}
