/**
 * The server confirmed a bill, a cancel, a tip or a cart cancel: the stored bill, carts and drawer day
 * take its effect in the same transaction that drops the outbox entry (see sync-results).
 */
import { billCreateRows, tipInfoOf, tipTransactionRow } from '../domain/bill/local-effects';
import { BillStatus } from '../domain/bill/types';
import { CartStatus } from '../domain/cart/status';
import { MutationName } from '../domain/sync-protocol';
import type { FrontDeskDb, OutboxEntry } from './db';
import { mergeConfirmedRows } from './drawer';
import { confirmLoyalty } from './loyalty';

const dateOf = (actionTime: string) => actionTime.slice(0, 10);

async function methodNames(db: FrontDeskDb, branchId: string): Promise<Map<string, string>> {
  const stored = await db.checkoutMethods.get(branchId);
  return new Map((stored?.methods ?? []).map((m) => [m.id, m.name]));
}

export async function confirmBillChange(db: FrontDeskDb, entry: OutboxEntry): Promise<void> {
  switch (entry.name) {
    case MutationName.BILL_CREATE: {
      const a = entry.args;
      const bill = await db.bills.get(a.id);
      const names = await methodNames(db, a.branchId);
      const options = await db.paymentOptions.get(a.branchId);
      const rows = billCreateRows({ args: a, methodName: (id) => names.get(id) ?? '', defaultMethodId: options?.checkOutDefaultId ?? null, createdBy: bill?.createdBy ?? '' });
      await mergeConfirmedRows(db, { branchId: a.branchId, date: dateOf(a.actionTime), add: rows });
      for (const id of a.cartIds) await db.carts.update(id, { status: CartStatus.PAID, billId: a.id });
      await confirmLoyalty(db, entry);
      return;
    }
    case MutationName.BILL_CANCEL: {
      // The server puts the bill's carts back to New (they can be paid again or cancelled).
      await db.carts.where('branchId').equals(entry.args.branchId).filter((c) => c.billId === entry.args.billId).modify({ status: CartStatus.NEW, billId: null });
      const bill = await db.bills.get(entry.args.billId);
      if (!bill) return;
      await db.bills.put({ ...bill, status: BillStatus.CANCEL, tip: null, viewCanCancelPayment: false });
      await mergeConfirmedRows(db, { branchId: bill.branchId, date: dateOf(bill.actionTime), add: [], removeBillId: bill.id });
      return;
    }
    case MutationName.TIP_SAVE: {
      const a = entry.args;
      const names = await methodNames(db, a.branchId);
      const name = names.get(a.checkoutMethodId) ?? '';
      const bill = await db.bills.get(a.billId);
      if (bill) await db.bills.put({ ...bill, tip: tipInfoOf(a, name) });
      const row = tipTransactionRow({ args: a, checkoutMethodName: name, bookingId: bill?.bookingId ?? null, createdBy: bill?.createdBy ?? '' });
      await mergeConfirmedRows(db, { branchId: a.branchId, date: dateOf(a.actionTime), add: [row], removeIds: a.replacesId ? [a.replacesId] : [] });
      return;
    }
    case MutationName.TIP_DELETE: {
      const bill = await db.bills.get(entry.args.billId);
      if (bill?.tip?.id === entry.args.id) await db.bills.put({ ...bill, tip: null });
      const date = bill?.tip?.actionTime ?? bill?.actionTime;
      if (date) await mergeConfirmedRows(db, { branchId: entry.args.branchId, date: dateOf(date), add: [], removeIds: [entry.args.id] });
      return;
    }
    case MutationName.CART_CANCEL:
      await db.carts.update(entry.args.id, { status: CartStatus.CANCEL });
      return;
    default:
      return;
  }
}
