import { billTransactionRows } from '../../domain/bill/local-effects';
import { TransactionKind, type CashBillPrint, type TransactionRow } from '../../domain/pos';
import { formatZonedDateTime } from '../../domain/time';
import type { PosActionView } from './posActionRepository';
import type { BillPaymentView } from '../billing/billPayments';

/** A stored pay-in/out, tip or tip payout as a drawer line, its time in the branch zone. */
export function toTransactionRow(r: PosActionView, timeZone: string): TransactionRow {
  const paidTo = r.technician_id === null ? {} : { paidTo: { technicianId: r.technician_id, technicianName: r.technician_name ?? '' } };
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
    ...paidTo,
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

/** A paid bill's drawer lines, made by the domain's rule the tablet shows before the server answers. */
export function toBillTransactionRows(rows: readonly BillPaymentView[], timeZone: string): TransactionRow[] {
  const byBill = new Map<string, BillPaymentView[]>();
  for (const r of rows) byBill.set(r.bill_id, [...(byBill.get(r.bill_id) ?? []), r]);
  return [...byBill.values()].flatMap((payments) => {
    const first = payments[0];
    if (!first) return [];
    return billTransactionRows({
      billId: first.bill_id,
      code: first.code,
      bookingId: first.booking_id,
      actionTime: formatZonedDateTime(first.action_time, timeZone),
      payments: payments.flatMap((p) =>
        p.checkout_method_id !== null && p.amount_cents !== null ? [{ checkoutMethodId: p.checkout_method_id, checkoutMethodName: p.checkout_method_name ?? '', amount: p.amount_cents }] : [],
      ),
      change: first.change_cents,
      defaultMethodId: payments.find((p) => p.is_default)?.checkout_method_id ?? null,
      createdBy: first.created_by_name,
      note: first.note ?? '',
    });
  });
}
