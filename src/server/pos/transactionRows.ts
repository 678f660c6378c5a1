import { TransactionKind, type CashBillPrint, type TransactionRow } from '../../domain/pos';
import { formatZonedDateTime } from '../../domain/time';
import type { PosActionView } from './posActionRepository';
import type { BillPaymentView } from '../billing/billPayments';

/** A stored pay-in/out as a drawer line, its time in the branch zone. */
export function toTransactionRow(r: PosActionView, timeZone: string): TransactionRow {
  return {
    id: r.id,
    kind: TransactionKind.POS_ACTION,
    type: r.type,
    code: r.code,
    value: r.value_cents,
    changeBack: 0,
    checkoutMethodId: r.checkout_method_id,
    checkoutMethodName: r.checkout_method_name,
    note: r.note,
    actionTime: formatZonedDateTime(r.action_time, timeZone),
    billId: r.bill_id,
    bookingId: r.booking_id,
    createdBy: r.created_by_name,
  };
}

export function toCashBillPrint(r: PosActionView, timeZone: string): CashBillPrint {
  return {
    id: r.id,
    code: r.code,
    type: r.type,
    value: r.value_cents,
    note: r.note,
    actionTime: formatZonedDateTime(r.action_time, timeZone),
    checkoutMethodName: r.checkout_method_name,
    branch: { name: r.branch_name, address: r.branch_address, phone: r.branch_phone },
    createdBy: r.created_by_name,
  };
}

/**
 * A paid bill's drawer lines: one per checkout method that received money, its value what that
 * method received; the change given back sits on the default (cash) method's line, else on the
 * first. A bill a gift card paid in full still shows, as one line of no money and no method.
 */
export function toBillTransactionRows(rows: readonly BillPaymentView[], timeZone: string): TransactionRow[] {
  const byBill = new Map<string, BillPaymentView[]>();
  for (const r of rows) byBill.set(r.bill_id, [...(byBill.get(r.bill_id) ?? []), r]);
  return [...byBill.values()].flatMap((payments) => {
    const withChange = payments.find((p) => p.is_default) ?? payments[0];
    return payments.map((p) => ({
      id: `${p.bill_id}:${p.checkout_method_id ?? 'none'}`,
      kind: TransactionKind.BILL,
      type: 'PAYMENT' as const,
      code: p.code,
      value: p.amount_cents ?? 0,
      changeBack: p === withChange ? p.change_cents : 0,
      checkoutMethodId: p.checkout_method_id,
      checkoutMethodName: p.checkout_method_name,
      note: p.note ?? '',
      actionTime: formatZonedDateTime(p.action_time, timeZone),
      billId: p.bill_id,
      bookingId: p.booking_id,
      createdBy: p.created_by_name,
    }));
  });
}
