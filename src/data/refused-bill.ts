/**
 * "Edit" on a bill the server refused (a voucher or gift card that was fine on the tablet's
 * stored copy but not on the server's, totals that no longer match...). The payment was taken
 * at the counter, so the bill is never dropped: staff reopen the payment form on it, fix it and
 * send it again under the same id and printed code, in place of the refused change. What
 * waited on it (its tip) follows the new change.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { Booking, Guest } from '../domain/api';
import type { BillCreateArgs } from '../domain/bill/args';
import { BillStatus } from '../domain/bill/types';
import type { CartView } from '../domain/cart/contract';
import { AppError, ErrorCode } from '../domain/errors';
import { MutationName } from '../domain/sync-protocol';
import { attentionTables, getItem, swapForNew } from './attention';
import type { TakePaymentInput } from './bills';
import { defaultEnv, type DataEnv } from './data-env';
import type { BillRecord, FrontDeskDb } from './db';
import { readCarts } from './carts';
import { outboxTransaction } from './outbox';
import { guardStorage } from './storage-errors';

export type RefusedBill = {
  mutationId: string;
  args: BillCreateArgs;
  /** The bill as it printed at the counter. */
  printed: BillRecord | null;
  /** Null for a cart-only bill, or when its day is no longer stored here. */
  booking: Booking | null;
  /** The guests it paid, from the stored day: empty when that day is no longer stored. */
  guests: Guest[];
  carts: CartView[];
};

/** The booking and its guests from the newest stored copy of a day that holds it. */
async function bookingOf(db: FrontDeskDb, branchId: string, bookingId: string): Promise<{ booking: Booking; guests: Guest[] } | null> {
  const days = await db.days.where('branchId').equals(branchId).toArray();
  days.sort((a, b) => b.fetchedAt - a.fetchedAt);
  for (const day of days) {
    const booking = day.bookings?.find((b) => b.id === bookingId);
    if (booking) return { booking, guests: (day.guests ?? []).filter((g) => g.bookingId === bookingId) };
  }
  return null;
}

export async function readRefusedBill(db: FrontDeskDb, mutationId: string): Promise<RefusedBill | null> {
  const item = await db.attention.get(mutationId);
  const m = item?.mutation;
  if (!m || m.name !== MutationName.BILL_CREATE) return null;
  const args = m.args;
  const found = args.bookingId ? await bookingOf(db, args.branchId, args.bookingId) : null;
  const cartRecords = (await db.carts.bulkGet(args.cartIds)).filter((c): c is NonNullable<typeof c> => c !== undefined);
  return {
    mutationId,
    args,
    printed: (await db.bills.get(args.id)) ?? null,
    booking: found?.booking ?? null,
    guests: (found?.guests ?? []).filter((g) => args.guestIds.includes(g.id)),
    carts: await readCarts(db, cartRecords),
  };
}

export function useRefusedBill(mutationId: string | null, env: DataEnv = defaultEnv): RefusedBill | null | undefined {
  return useLiveQuery(async () => (mutationId ? readRefusedBill(env.db, mutationId) : null), [mutationId, env.db]);
}

/**
 * Sends the fixed bill in place of the refused one: same bill id and code (what was printed),
 * queued again, and the stored bill reprinted with the new figures, in one transaction.
 */
export async function resubmitRefusedBill(mutationId: string, input: TakePaymentInput, env: DataEnv = defaultEnv): Promise<{ id: string; code: string }> {
  const { db } = env;
  return guardStorage(() =>
    outboxTransaction(db, [...attentionTables(db), db.bills], async (tx) => {
      const item = await getItem(db, mutationId);
      const m = item.mutation;
      if (m.name !== MutationName.BILL_CREATE) throw new AppError(ErrorCode.VALIDATION, { message: 'Only a bill can be edited as a payment.' });
      const { id, code } = m.args;
      await swapForNew(tx, env, item, { ...input.args, id, code });
      const before = await db.bills.get(id);
      // The tip stays its own change (it follows the bill): the printed bill keeps showing it.
      await db.bills.put({ ...input.detail, id, code, status: BillStatus.PAID, tip: before?.tip ?? null, madeHere: true, savedAt: env.now().getTime() });
      return { id, code };
    }),
  );
}
