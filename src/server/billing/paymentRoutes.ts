import type { FastifyInstance } from 'fastify';
import { BillAccess } from '../../domain/bill/access';
import { checkGiftBody, checkVoucherBody, paymentInfoBody, paymentOptionsQuery } from '../../domain/bill/args';
import { isGiftCardAvailable, voucherMessages, voucherProblem } from '../../domain/bill/bill-rules';
import { BillPath } from '../../domain/bill/paths';
import type { CheckGiftResult, CheckVoucherResult, PaymentInfoResult, PaymentOptions } from '../../domain/bill/types';
import { formatZonedDate } from '../../domain/time';
import type { AppDeps } from '../deps';
import { ok } from '../http/envelope';
import { route } from '../http/route';
import { requireAccess, requireAuth, requireBranch } from '../auth/authContext';
import { branchTimeZone } from '../branches/branchRepository';
import { findGiftCardByCode } from './giftCardRepository';
import { paymentInfo, paymentInfoTarget } from './paymentInfo';
import { paymentOptions } from './paymentOptions';
import { customerBirthDay, findVoucherByCode } from './voucherRepository';
import { resolveCustomerId } from '../customerMerge/customerAlias';

/** What the payment form reads: options to work offline, the info it starts from, and live code checks. */
export function registerPaymentRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  route(app, { method: 'GET', url: BillPath.PAYMENT_OPTIONS, input: { query: paymentOptionsQuery } }, async (request, reply, input) => {
    const auth = await requireAuth(deps, request, reply);
    requireAccess(auth, BillAccess.READ);
    const { branchId } = input.query();
    const branch = requireBranch(auth, branchId);
    return ok<PaymentOptions>(await paymentOptions(db, { tenantId: auth.tenantId, branchId: branch.id, now: deps.now() }));
  });

  route(app, { method: 'POST', url: BillPath.PAYMENT_INFO, input: { body: paymentInfoBody } }, async (request, reply, input) => {
    const auth = await requireAuth(deps, request, reply);
    requireAccess(auth, BillAccess.READ);
    const body = input.body();
    const target = await paymentInfoTarget(db, auth.tenantId, body);
    requireBranch(auth, target.branchId);
    return ok<PaymentInfoResult>(await paymentInfo(db, { tenantId: auth.tenantId, target }));
  });

  route(app, { method: 'POST', url: BillPath.CHECK_VOUCHER, input: { body: checkVoucherBody } }, async (request, reply, input) => {
    const auth = await requireAuth(deps, request, reply);
    requireAccess(auth, BillAccess.VOUCHER);
    const body = input.body();
    const branch = requireBranch(auth, body.branchId);
    const today = formatZonedDate(deps.now(), await branchTimeZone(db, auth.tenantId, branch.id));
    const voucher = await findVoucherByCode(db, { tenantId: auth.tenantId, code: body.code });
    // A customer's own voucher moved with them when they were merged into another.
    const customerId = body.customerId === null ? null : await resolveCustomerId(db, auth.tenantId, body.customerId);
    const birthDay = customerId === null ? null : await customerBirthDay(db, auth.tenantId, customerId);
    const problem = voucherProblem({ voucher, branchId: branch.id, customerId, date: today, birthDay });
    return ok<CheckVoucherResult>(problem || !voucher ? { voucher: null, message: voucherMessages[problem ?? 'NOT_FOUND'] } : { voucher, message: null });
  });

  route(app, { method: 'POST', url: BillPath.CHECK_GIFT, input: { body: checkGiftBody } }, async (request, reply, input) => {
    const auth = await requireAuth(deps, request, reply);
    requireAccess(auth, BillAccess.GIFT_CARD);
    const body = input.body();
    const branch = requireBranch(auth, body.branchId);
    const today = formatZonedDate(deps.now(), await branchTimeZone(db, auth.tenantId, branch.id));
    const card = await findGiftCardByCode(db, { tenantId: auth.tenantId, code: body.code });
    return ok<CheckGiftResult>(isGiftCardAvailable(card, today) ? { giftCard: card, isAvailable: true } : { giftCard: null, isAvailable: false });
  });
}
