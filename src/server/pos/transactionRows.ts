import { TransactionKind, type CashBillPrint, type TransactionRow } from '../../domain/pos';
import { formatZonedDateTime } from '../../domain/time';
import type { PosActionView } from './posActionRepository';

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
    billId: null,
    bookingId: null,
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
