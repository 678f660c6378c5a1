import type { FastifyInstance } from 'fastify';
import { PAYMENT_METHOD_PLAN, PaymentMethodRight } from '../../domain/catalogue/rights';
import {
  PaymentMethodPath,
  paymentMethodCreateBody,
  paymentMethodDetailParams,
  paymentMethodListQuery,
  paymentMethodUpdateBody,
  type PaymentMethodDetail,
  type PaymentMethodRow,
} from '../../domain/catalogue/payment-method-contract';
import type { SavedId } from '../../domain/catalogue/contract';
import type { Page } from '../../domain/admin/list';
import type { AppDeps } from '../deps';
import { ok } from '../http/envelope';
import { route } from '../http/route';
import { adminActor, deleteRoute, moduleGuard } from '../admin/adminRoutes';
import { sortOf } from '../admin/pagedList';
import { createPaymentMethod, listPaymentMethods, paymentMethodDelete, paymentMethodDetail, updatePaymentMethod } from './paymentMethodAdmin';

/** The payment method settings (tenant-wide). The tablet's tiles come with its payment options. */
export function registerPaymentMethodAdminRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const guard = moduleGuard(deps, PAYMENT_METHOD_PLAN);

  route(app, { method: 'GET', url: PaymentMethodPath.LIST, input: { query: paymentMethodListQuery } }, async (request, reply, input) => {
    const auth = await guard(request, reply, PaymentMethodRight.ACCESS);
    const query = input.query();
    return ok<Page<PaymentMethodRow>>(
      await listPaymentMethods(db, { tenantId: auth.tenantId, query: query.query, page: query.page, size: query.size, sort: sortOf(query), status: query.status }),
    );
  });

  route(app, { method: 'GET', url: `${PaymentMethodPath.DETAIL}/:id`, input: { params: paymentMethodDetailParams } }, async (request, reply, input) => {
    const auth = await guard(request, reply, PaymentMethodRight.ACCESS);
    return ok<PaymentMethodDetail>(await paymentMethodDetail(db, auth.tenantId, input.params().id));
  });

  route(app, { method: 'POST', url: PaymentMethodPath.CREATE, input: { body: paymentMethodCreateBody } }, async (request, reply, input) => {
    const auth = await guard(request, reply, PaymentMethodRight.CREATE);
    return ok<SavedId>({ id: await createPaymentMethod(db, adminActor(deps, auth), input.body()) }, 'Create success');
  });

  route(app, { method: 'POST', url: PaymentMethodPath.UPDATE, input: { body: paymentMethodUpdateBody } }, async (request, reply, input) => {
    const auth = await guard(request, reply, PaymentMethodRight.UPDATE);
    const body = input.body();
    await updatePaymentMethod(db, adminActor(deps, auth), body);
    return ok<SavedId>({ id: body.id }, 'Update success');
  });

  deleteRoute(app, deps, { url: PaymentMethodPath.DELETE, guard, right: PaymentMethodRight.DELETE, spec: paymentMethodDelete });
}
