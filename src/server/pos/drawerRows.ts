import { PosActionType, type TipShareLine, type TransactionRow } from '../../domain/pos';
import { tipPerTechnician } from '../../domain/tip';
import type { Db } from '../db/db';
import { billPaymentsInRange } from '../billing/billPayments';
import { technicianTipsOf } from '../billing/tipRepository';
import { posActionsInRange } from './posActionRepository';
import { toBillTransactionRows, toTransactionRow } from './transactionRows';

/**
 * The money drawer's lines of a branch between two instants (a day, or the days of a report),
 * unsorted, their times in the branch zone: its pay-ins/outs, tips (with each technician's
 * share) and tip payouts, and its paid bills' payments. The drawer, the close of the day, the
 * money report and the tip payout's check all read these, so they cannot disagree.
 */
export async function drawerRows(
  db: Db,
  input: { tenantId: string; branchId: string; timeZone: string; start: Date; end: Date; checkoutIds: readonly string[] },
): Promise<TransactionRow[]> {
  const range = { tenantId: input.tenantId, branchId: input.branchId, start: input.start, end: input.end };
  const [actions, bills] = await Promise.all([posActionsInRange(db, { ...range, checkoutIds: input.checkoutIds }), billPaymentsInRange(db, range)]);
  const shares = await tipSharesOf(db, input.tenantId, actions.flatMap((a) => (a.type === PosActionType.TIP ? [a.id] : [])));
  // A bill's change is placed before the method filter: it stays on the cash line whatever is shown.
  const billRows = toBillTransactionRows(bills, input.timeZone).filter(
    (r) => input.checkoutIds.length === 0 || (r.checkoutMethodId !== null && input.checkoutIds.includes(r.checkoutMethodId)),
  );
  const actionRows = actions.map((r) => {
    const row = toTransactionRow(r, input.timeZone);
    return r.type === PosActionType.TIP ? { ...row, tipShares: shares.get(r.id) ?? [] } : row;
  });
  return [...actionRows, ...billRows];
}

/** Each tip's shares, one per technician (a technician's services added up). */
async function tipSharesOf(db: Db, tenantId: string, tipIds: readonly string[]): Promise<Map<string, TipShareLine[]>> {
  const byTip = new Map<string, TipShareLine[]>();
  for (const r of await technicianTipsOf(db, tenantId, tipIds)) {
    byTip.set(r.pos_action_id, [...(byTip.get(r.pos_action_id) ?? []), { technicianId: r.technician_id, technicianName: r.technician_name, value: r.value_cents }]);
  }
  return new Map([...byTip].map(([id, lines]) => [id, tipPerTechnician(lines)]));
}
