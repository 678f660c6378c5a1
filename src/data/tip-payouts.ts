/**
 * A technician's cash tips paid out from the drawer: one Dexie transaction takes the next
 * cash-bill number (the pay-ins' counter) and queues the `tipPayout.create` mutation, so the
 * drawer shows the payout and what is still owed at once, online or not. The server applies it
 * once and refuses it in words (Needs attention) when another tablet paid the technician
 * meanwhile and it would be more than is owed.
 */
import { PosActionType } from '../domain/pos';
import { tipPayoutRow } from '../domain/tip-payout';
import type { TipPayoutArgs } from '../domain/tip-payout-args';
import { MutationName } from '../domain/sync-protocol';
import { defaultEnv, type DataEnv } from './data-env';
import type { FrontDeskDb } from './db';
import { mergeConfirmedRows } from './drawer';
import { enqueueInTx } from './outbox';
import { inCashBillTransaction, type PosActionContext } from './pos-actions';

/** `technicianName` is printed on the slip the technician signs. */
export type TipPayoutInput = { technicianId: string; technicianName: string; value: number; note: string };

export async function queueTipPayout(input: TipPayoutInput, ctx: PosActionContext, env: DataEnv = defaultEnv): Promise<TipPayoutArgs> {
  return inCashBillTransaction(env, ctx, async (tx, bill) => {
    const branchId = ctx.branch.id;
    const args: TipPayoutArgs = {
      id: crypto.randomUUID(),
      branchId,
      technicianId: input.technicianId,
      value: input.value,
      note: input.note,
      actionTime: bill.actionTime,
      checkoutMethodId: bill.method.id,
      code: bill.code,
    };
    // Validates first: a bad amount throws here and nothing below is written.
    const entry = await enqueueInTx(tx, { name: MutationName.TIP_PAYOUT, args, branchId, now: bill.now });
    const stored = entry.name === MutationName.TIP_PAYOUT ? entry.args : args;
    await bill.keep({ ...stored, type: PosActionType.TIP_PAYOUT, paidToName: input.technicianName });
    return stored;
  });
}

/**
 * The server applied the payout: its line joins the stored day in the push-result transaction
 * (which includes drawerSnapshots and receipts), so the drawer neither drops nor doubles it.
 */
export async function confirmTipPayout(db: FrontDeskDb, args: TipPayoutArgs): Promise<void> {
  const receipt = await db.receipts.get(args.id);
  const names = { checkoutMethodName: receipt?.checkoutMethodName ?? '', createdBy: receipt?.createdByName ?? '', technicianName: receipt?.paidToName ?? '' };
  await mergeConfirmedRows(db, { branchId: args.branchId, date: args.actionTime.slice(0, 10), add: [tipPayoutRow(args, names)] });
}
