import type { FastifyInstance } from 'fastify';
import { PosPath, sortTransactions, transactionOverview, type TransactionsByDateResult } from '../../domain/pos';
import { transactionByDateBody } from '../../domain/pos-args';
import { PlanRight, Right } from '../../domain/rights';
import { zonedDayRange } from '../../domain/time';
import type { AppDeps } from '../deps';
import { ok } from '../http/envelope';
import { route } from '../http/route';
import { requireAccess, requireAuth, requireBranch } from '../auth/authContext';
import { branchTimeZone, configValues } from '../branches/branchRepository';
import { configValuesThen } from '../branches/configHistory';
import { resolveBranchConfig } from '../../domain/branchConfig';
import { drawerRows } from './drawerRows';
import { billTaxLinesInRange } from '../billing/billPayments';
import { taxTotalsByKind } from '../../domain/bill/tax-lines';
/** The money-transaction drawer: one branch-local day of pay-ins/outs, tips and paid bills, optionally of some checkout methods. */
export function registerTransactionReportRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  route(app, { method: 'POST', url: PosPath.TRANSACTIONS_BY_DATE, input: { body: transactionByDateBody } }, async (request, reply, input) => {
    const auth = await requireAuth(deps, request, reply);
    requireAccess(auth, { required: [Right.APPOINTMENT_OVERVIEW], requiredPlan: [PlanRight.APPOINTMENT] });
    const body = input.body();
    const branch = requireBranch(auth, body.branchId);
    const timeZone = await branchTimeZone(db, auth.tenantId, branch.id);
    const { start, end } = zonedDayRange(body.fromDate, timeZone);
    const day = { tenantId: auth.tenantId, branchId: branch.id, start, end };
    const [rows, billTaxes, then] = await Promise.all([
      drawerRows(db, { ...day, timeZone, checkoutIds: body.checkoutIds }),
      billTaxLinesInRange(db, day),
      configValues(db, auth.tenantId, branch.id).then((current) => configValuesThen(db, auth.tenantId, branch.id, current, end)),
    ]);
    // Sorted and totalled by the same domain functions the tablet uses on its pending rows.
    const actions = sortTransactions(rows);
    // Every method's bills whatever the filter: a bill's tax cannot be split by how it was paid.
    const { cardTipsInCash } = resolveBranchConfig(branch.id, then);
    return ok<TransactionsByDateResult>({ overview: transactionOverview(actions), actions, taxes: taxTotalsByKind(billTaxes), cardTipsInCash });
  });
}
