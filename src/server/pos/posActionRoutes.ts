import type { FastifyInstance } from 'fastify';
import { AppError, ErrorCode } from '../../domain/errors';
import { PosPath, type CashBillPrint, type PosActionCreateResult } from '../../domain/pos';
import { posActionCreateArgs, printBillCashQuery } from '../../domain/pos-args';
import { PlanRight, Right } from '../../domain/rights';
import type { AppDeps } from '../deps';
import { ok } from '../http/envelope';
import { route } from '../http/route';
import { requireAccess, requireAuth, requireBranch } from '../auth/authContext';
import { branchTimeZone } from '../branches/branchRepository';
import { createPosAction } from './createPosAction';
import { findPosAction } from './posActionRepository';
import { toCashBillPrint } from './transactionRows';

/** Pay-in/out made online, and its receipt data for printing. Offline ones arrive by sync push. */
export function registerPosActionRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  route(app, { method: 'POST', url: PosPath.CREATE, input: { body: posActionCreateArgs } }, async (request, reply, input) => {
    const auth = await requireAuth(deps, request, reply);
    requireAccess(auth, { required: [Right.APPOINTMENT_POS_ACTION], requiredPlan: [PlanRight.APPOINTMENT] });
    const args = input.body();
    const branch = requireBranch(auth, args.branchId);
    const result = await createPosAction(db, {
      tenantId: auth.tenantId,
      userId: auth.userId,
      deviceId: null,
      args: { ...args, branchId: branch.id },
      now: deps.now(),
    });
    return ok<PosActionCreateResult>(result, 'Create success');
  });

  route(app, { method: 'GET', url: PosPath.PRINT_BILL_CASH, input: { query: printBillCashQuery } }, async (request, reply, input) => {
    const auth = await requireAuth(deps, request, reply);
    // Whoever may make a pay-in/out or see the drawer may reprint its receipt.
    requireAccess(auth, { required: [Right.APPOINTMENT_POS_ACTION, Right.APPOINTMENT_OVERVIEW], requiredPlan: [PlanRight.APPOINTMENT] });
    const { id } = input.query();
    const row = await findPosAction(db, auth.tenantId, auth.branches.map((b) => b.id), id);
    if (!row) throw new AppError(ErrorCode.NOT_FOUND);
    return ok<CashBillPrint>(toCashBillPrint(row, await branchTimeZone(db, auth.tenantId, row.branch_id)));
  });
}
