/** What the cash bill prints, from the stored receipt or from a drawer line. */
import type { ReceiptRecord } from '../../data/db';
import { PosActionType } from '../../domain/pos';
import type { CashBillData } from './CashBill';
import type { CashBillRow } from './transaction-display';

export function toCashBillData(receipt: ReceiptRecord & { pending?: boolean }): CashBillData | null {
  // Receipts exist only for pay-ins and pay-outs; a tip record has no cash bill.
  if (receipt.type !== PosActionType.IN && receipt.type !== PosActionType.OUT) return null;
  return {
    branchName: receipt.branchName,
    code: receipt.code,
    type: receipt.type,
    value: receipt.value,
    note: receipt.note,
    actionTime: receipt.actionTime,
    staffName: receipt.createdByName,
    pending: receipt.pending ?? false,
  };
}

export function rowToCashBill(row: CashBillRow, branchName: string): CashBillData {
  return {
    branchName,
    code: row.code,
    type: row.type,
    value: row.value,
    note: row.note,
    actionTime: row.actionTime,
    staffName: row.createdBy,
    pending: row.pending ?? false,
  };
}
