import type { FastifyInstance } from 'fastify';
import { AppError, ErrorCode } from '../../domain/errors';
import { PosPath, type CheckoutMethod } from '../../domain/pos';
import type { AppDeps } from '../deps';
import { ok } from '../http/envelope';
import { route } from '../http/route';
import { requireAuth } from '../auth/authContext';
import { activeCheckoutMethods } from './checkoutMethodRepository';

export function registerCheckoutMethodRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, { method: 'GET', url: PosPath.CHECKOUT_METHODS, input: {} }, async (request, reply) => {
    const auth = await requireAuth(deps, request, reply);
    // The combo feeds the drawer tags and the pay-in/out form, both of which work on a branch.
    if (!auth.branchId) throw new AppError(ErrorCode.BRANCH_NOT_AUTHORISED);
    return ok<CheckoutMethod[]>(await activeCheckoutMethods(deps.db, auth.tenantId));
  });
}
