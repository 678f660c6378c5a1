/**
 * The daily transaction report (src/domain/report/daily-transaction.ts): each branch's drawer
 * for the asked days, read by the very queries and rules of `POST /api/report/transaction-by-date`,
 * with the bills cancelled since and each bill's customer beside.
 */
import { taxTotalsByKind } from '../../domain/bill/tax-lines';
import { BillStatus } from '../../domain/bill/types';
import type { ReportResult } from '../../domain/report/contract';
import { dailyTransactionReport, type DailyTransactionRow, type DailyTransactionTotals, type LabelledRow } from '../../domain/report/daily-transaction';
import { zonedDayRange } from '../../domain/time';
import type { TransactionRow } from '../../domain/pos';
import type { Db } from '../db/db';
import { billPaymentsInRange, billTaxLinesInRange } from '../billing/billPayments';
import { posActionsInRange } from '../pos/posActionRepository';
import { toBillTransactionRows, toTransactionRow } from '../pos/transactionRows';
import { scopeBranches, type ReportScope, type ScopeBranch } from './reportScope';

const ofMethods = (ids: readonly string[]) => (r: TransactionRow) => ids.length === 0 || (r.checkoutMethodId !== null && ids.includes(r.checkoutMethodId));

async function branchDrawer(db: Db, scope: ReportScope, branch: ScopeBranch) {
  const range = { tenantId: scope.tenantId, branchId: branch.id, start: zonedDayRange(scope.from, branch.timeZone).start, end: zonedDayRange(scope.to, branch.timeZone).end };
  const [actions, paid, cancelled, taxes] = await Promise.all([
    posActionsInRange(db, { ...range, checkoutIds: scope.checkoutMethodIds }),
    billPaymentsInRange(db, range),
    billPaymentsInRange(db, { ...range, status: BillStatus.CANCEL }),
    billTaxLinesInRange(db, range),
  ]);
  const keep = ofMethods(scope.checkoutMethodIds);
  // As the drawer does: a bill's change is placed before the method filter.
  return {
    branch,
    counted: [...actions.map((a) => toTransactionRow(a, branch.timeZone)), ...toBillTransactionRows(paid, branch.timeZone).filter(keep)],
    cancelled: toBillTransactionRows(cancelled, branch.timeZone).filter(keep),
    taxes,
  };
}

/** Each bill's customer by bill id (tips name their bill's). */
async function customersOfBills(db: Db, tenantId: string, billIds: readonly string[]): Promise<Map<string, string>> {
  if (billIds.length === 0) return new Map();
  const rows = await db.query<{ id: string; name: string }>(
    `SELECT b.id, c.name FROM bill b JOIN customer c ON c.tenant_id = b.tenant_id AND c.id = b.customer_id WHERE b.tenant_id = $1 AND b.id = ANY($2::uuid[])`,
    [tenantId, [...new Set(billIds)]],
  );
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function dailyTransactionReportOf(db: Db, scope: ReportScope): Promise<ReportResult<DailyTransactionRow, DailyTransactionTotals>> {
  const drawers = await Promise.all(scope.branches.map((b) => branchDrawer(db, scope, b)));
  const billIds = drawers.flatMap((d) => [...d.counted, ...d.cancelled].flatMap((r) => (r.billId === null ? [] : [r.billId])));
  const customers = await customersOfBills(db, scope.tenantId, billIds);
  const label = (branch: ScopeBranch) => (row: TransactionRow): LabelledRow => ({ row, branch: branch.name, customer: row.billId === null ? null : (customers.get(row.billId) ?? null) });
  const { rows, totals } = dailyTransactionReport({
    counted: drawers.flatMap((d) => d.counted.map(label(d.branch))),
    cancelled: drawers.flatMap((d) => d.cancelled.map(label(d.branch))),
    taxes: taxTotalsByKind(drawers.flatMap((d) => d.taxes)),
  });
  return { rows, totals, branches: scopeBranches(scope) };
}
