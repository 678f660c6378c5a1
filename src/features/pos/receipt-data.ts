/** What the cash bill prints, from the stored receipt or from a drawer line. */
import type { ReceiptRecord } from '../../data/db';
import { PosActionType } from '../../domain/pos';
import type { CashBillData } from './CashBill';
import { isCashBillType, type CashBillRow } from './transaction-display';

/** `paidTo`: the technician's name as the drawer line knows it, for a receipt stored without it. */
export function toCashBillData(receipt: ReceiptRecord & { pending?: boolean }, paidTo: string | null = null): CashBillData | null {
  // Receipts exist only for pay-ins, pay-outs and tip payouts; a tip record has no cash bill.
  if (!isCashBillType(receipt.type)) return null;
  return {
    branchName: receipt.branchName,
    code: receipt.code,
    type: receipt.type,
    paidTo: receipt.type === PosActionType.TIP_PAYOUT ? receipt.paidToName || paidTo || '' : null,
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
    paidTo: row.type === PosActionType.TIP_PAYOUT ? (row.paidTo?.technicianName ?? '') : null,
    value: row.value,
    note: row.note,
    actionTime: row.actionTime,
    staffName: row.createdBy,
    pending: row.pending ?? false,
  };
}
