import type { TransactionRow } from '../../domain/pos';
import type { Db } from '../db/db';
import { billPaymentsInRange } from '../billing/billPayments';
import { posActionsInRange } from './posActionRepository';
import { toBillTransactionRows, toTransactionRow } from './transactionRows';

/**
 * The money drawer's lines of a branch between two instants (a day, or the days of a report),
 * unsorted, their times in the branch zone: its pay-ins/outs and tips, and its paid bills'
 * payments. The drawer, the close of the day and the money report all read these, so they
 * cannot disagree.
 */
export async function drawerRows(
  db: Db,
  input: { tenantId: string; branchId: string; timeZone: string; start: Date; end: Date; checkoutIds: readonly string[] },
): Promise<TransactionRow[]> {
  const range = { tenantId: input.tenantId, branchId: input.branchId, start: input.start, end: input.end };
  const [actions, bills] = await Promise.all([posActionsInRange(db, { ...range, checkoutIds: input.checkoutIds }), billPaymentsInRange(db, range)]);
  // A bill's change is placed before the method filter: it stays on the cash line whatever is shown.
  const billRows = toBillTransactionRows(bills, input.timeZone).filter(
    (r) => input.checkoutIds.length === 0 || (r.checkoutMethodId !== null && input.checkoutIds.includes(r.checkoutMethodId)),
  );
  return [...actions.map((r) => toTransactionRow(r, input.timeZone)), ...billRows];
}
