import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BillAccess } from '../../domain/bill/access';
import { billIdQuery, billsByBookingQuery, createBillBody, idQuery, technicianTipInfoBody } from '../../domain/bill/args';
import { BillPath } from '../../domain/bill/paths';
import type { BillCreateResult, BillDetail, BillSummary, TechnicianTipInfo } from '../../domain/bill/types';
import { AppError, ErrorCode } from '../../domain/errors';
import type { AppDeps } from '../deps';
import { ok } from '../http/envelope';
import { route } from '../http/route';
import { requireAccess, requireAuth, requireBranch, type AuthContext } from '../auth/authContext';
import { bookingById } from '../booking/bookingReadRepository';
import { branchTimeZone } from '../branches/branchRepository';
import { billActorOf } from './billActor';
import { billDetail, billsOfBooking, technicianTipInfo } from './billDetail';
import { findBill, type BillRow } from './billRepository';
import { cancelBill, type BillCancelResult } from './cancelBill';
import { BillMode, createBill } from './createBill';

/** Bills online: pay, pay a draft, cancel, and the reads of the payment detail. Tablets push the same writes. */
export function registerBillRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  async function guard(request: FastifyRequest, reply: FastifyReply, need: (typeof BillAccess)[keyof typeof BillAccess]): Promise<AuthContext> {
    const auth = await requireAuth(deps, request, reply);
    requireAccess(auth, need);
    return auth;
  }

  /** A bill of the tenant in a branch the user manages: unknown ids are 404, foreign branches 403. */
  async function managedBill(auth: AuthContext, id: string): Promise<BillRow> {
    const bill = await findBill(db, { tenantId: auth.tenantId, id });
    if (!bill) throw new AppError(ErrorCode.NOT_FOUND);
    requireBranch(auth, bill.branch_id);
    return bill;
  }

  for (const path of [BillPath.CREATE_BILL, BillPath.UPDATE_BILL_FROM_DRAFT]) {
    const fromDraft = path === BillPath.UPDATE_BILL_FROM_DRAFT;
    route(app, { method: 'POST', url: path, input: { body: createBillBody } }, async (request, reply, input) => {
      const auth = await guard(request, reply, BillAccess.PAY);
      const args = input.body();
      const branch = requireBranch(auth, args.branchId);
      const result = await createBill(db, {
        tenantId: auth.tenantId,
        branch,
        actor: billActorOf(auth),
        args,
        code: args.code === undefined ? { kind: 'server' } : { kind: 'given' },
        mode: fromDraft ? BillMode.FROM_DRAFT : BillMode.CREATE,
        deviceId: null,
        now: deps.now(),
      });
      return ok<BillCreateResult>(result, fromDraft ? 'Update success' : 'Create success');
    });
  }

  route(app, { method: 'GET', url: BillPath.CANCEL_BILL, input: { query: idQuery }, writes: true }, async (request, reply, input) => {
    const auth = await guard(request, reply, BillAccess.CANCEL);
    const { id } = input.query();
    const bill = await managedBill(auth, id);
    const args = { billId: bill.id, branchId: bill.branch_id, note: '' };
    return ok<BillCancelResult>(await cancelBill(db, { tenantId: auth.tenantId, actor: billActorOf(auth), args, now: deps.now() }), 'Cancel success');
  });

  route(app, { method: 'GET', url: BillPath.BILLS_BY_BOOKING, input: { query: billsByBookingQuery } }, async (request, reply, input) => {
    const auth = await guard(request, reply, BillAccess.READ);
    const { bookingId } = input.query();
    const booking = await bookingById(db, auth.tenantId, bookingId);
    if (!booking) throw new AppError(ErrorCode.NOT_FOUND);
    requireBranch(auth, booking.branch_id);
    return ok<BillSummary[]>(await billsOfBooking(db, auth.tenantId, booking.id));
  });

  route(app, { method: 'GET', url: BillPath.PRINT_BILL_BY_ID, input: { query: billIdQuery } }, async (request, reply, input) => {
    const auth = await guard(request, reply, BillAccess.READ);
    const { billId } = input.query();
    const bill = await managedBill(auth, billId);
    const timeZone = await branchTimeZone(db, auth.tenantId, bill.branch_id);
    return ok<BillDetail>(await billDetail(db, { tenantId: auth.tenantId, bill, timeZone }));
  });

  route(app, { method: 'POST', url: BillPath.TECHNICIAN_TIP_INFO, input: { body: technicianTipInfoBody } }, async (request, reply, input) => {
    const auth = await guard(request, reply, BillAccess.READ);
    const { billId } = input.body();
    const bill = await managedBill(auth, billId);
    return ok<TechnicianTipInfo>(await technicianTipInfo(db, auth.tenantId, bill.id));
  });
}
