import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CHECKOUT_METHOD_PLAN, CheckoutMethodRight } from '../../domain/catalogue/rights';
import {
  CheckoutMethodPath,
  checkoutMethodCreateBody,
  checkoutMethodUpdateBody,
  idQuery,
  type CheckoutMethodRow,
  type SavedId,
} from '../../domain/catalogue/contract';
import type { AppDeps } from '../deps';
import { ok } from '../http/envelope';
import { route } from '../http/route';
import { requireAccess, requireAuth, type AuthContext } from '../auth/authContext';
import { createCheckoutMethod, deleteCheckoutMethod, listCheckoutMethods, updateCheckoutMethod } from './checkoutMethodAdmin';

/**
 * The checkout method settings list (tenant-wide). The tablet's combo of active methods stays
 * GET /api/checkout-method/get-combo (src/server/pos/checkoutMethodRoutes.ts).
 */
export function registerCheckoutMethodAdminRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  async function guard(request: FastifyRequest, reply: FastifyReply, right: string): Promise<AuthContext> {
    const auth = await requireAuth(deps, request, reply);
    requireAccess(auth, { required: [right], requiredPlan: CHECKOUT_METHOD_PLAN });
    return auth;
  }
  const actor = (auth: AuthContext) => ({ tenantId: auth.tenantId, userId: auth.userId, now: deps.now() });

  route(app, { method: 'GET', url: CheckoutMethodPath.LIST, input: {} }, async (request, reply) => {
    const auth = await guard(request, reply, CheckoutMethodRight.ACCESS);
    return ok<CheckoutMethodRow[]>(await listCheckoutMethods(db, auth.tenantId));
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

  route(app, { method: 'POST', url: CheckoutMethodPath.DELETE, input: { query: idQuery } }, async (request, reply, input) => {
    const auth = await guard(request, reply, CheckoutMethodRight.DELETE);
    const { id } = input.query();
    await deleteCheckoutMethod(db, actor(auth), id);
    return ok<null>(null, 'Delete success');
  });
}
