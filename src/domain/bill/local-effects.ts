/**
 * What a bill, a cancel and a tip do to what the tablet shows before the server answers:
 * the drawer's rows (the same rows the server's transaction report makes) and the bill as
 * the payment detail shows it. The server's billing service is the final word.
 */
import { PosActionType, TransactionKind, type TransactionRow } from '../pos';
import type { Cents } from '../money';
import type { TipSaveArgs } from './args';
import { BillStatus, type BillDetail, type TipInfo } from './types';

/**
 * One drawer row per checkout method that received money; the change given back sits on the
 * default method's row, else on the first. A bill a gift card paid in full still shows, as one
 * row of no money and no method. The server's transaction report makes its rows with this too.
 */
export function billTransactionRows(input: {
  billId: string;
  code: string;
  bookingId: string | null;
  actionTime: string;
  payments: readonly { checkoutMethodId: string; checkoutMethodName: string; amount: Cents }[];
  change: Cents;
  defaultMethodId: string | null;
  createdBy: string;
  note?: string;
}): TransactionRow[] {
  const base = {
    kind: TransactionKind.BILL,
    type: 'PAYMENT' as const,
    code: input.code,
    note: input.note ?? '',
    actionTime: input.actionTime,
    billId: input.billId,
    bookingId: input.bookingId,
    createdBy: input.createdBy,
  };
  if (input.payments.length === 0) {
    return [{ ...base, id: `${input.billId}:none`, value: 0, changeBack: Math.max(0, input.change), checkoutMethodId: null, checkoutMethodName: null }];
  }
  const changeRow = input.payments.find((p) => p.checkoutMethodId === input.defaultMethodId) ?? input.payments[0];
  return input.payments.map((p) => ({
    ...base,
    id: `${input.billId}:${p.checkoutMethodId}`,
    value: p.amount,
    changeBack: p === changeRow ? Math.max(0, input.change) : 0,
    checkoutMethodId: p.checkoutMethodId,
    checkoutMethodName: p.checkoutMethodName,
  }));
}

export function tipTransactionRow(input: {
  args: Pick<TipSaveArgs, 'id' | 'code' | 'value' | 'checkoutMethodId' | 'actionTime' | 'billId'>;
  checkoutMethodName: string;
  bookingId: string | null;
  createdBy: string;
}): TransactionRow {
  const a = input.args;
  return {
    id: a.id,
    kind: TransactionKind.POS_ACTION,
    type: PosActionType.TIP,
    code: a.code,
    value: a.value,
    changeBack: 0,
    checkoutMethodId: a.checkoutMethodId,
    checkoutMethodName: input.checkoutMethodName,
    note: '',
    actionTime: a.actionTime,
    billId: a.billId,
    bookingId: input.bookingId,
    createdBy: input.createdBy,
  };
}

export function tipInfoOf(args: TipSaveArgs, checkoutMethodName: string): TipInfo {
  return {
    id: args.id,
    code: args.code,
    value: args.value,
    checkoutMethodId: args.checkoutMethodId,
    checkoutMethodName,
    actionTime: args.actionTime,
    technicianTips: args.technicianTips.map((t) => ({ ...t })),
  };
}

export type PendingBillChange =
  | { kind: 'cancel'; billId: string }
  | { kind: 'tip'; billId: string; tip: TipInfo }
  | { kind: 'tipDelete'; billId: string; tipId: string };

/** The bill as shown: the stored copy with the changes still waiting applied in order. */
export function applyPendingToBill(bill: BillDetail, pending: readonly PendingBillChange[]): BillDetail {
  let view = bill;
  for (const change of pending) {
    if (change.billId !== bill.id) continue;
    if (change.kind === 'cancel') view = { ...view, status: BillStatus.CANCEL, tip: null, viewCanCancelPayment: false };
    else if (change.kind === 'tip') view = { ...view, tip: change.tip };
    else if (view.tip?.id === change.tipId) view = { ...view, tip: null };
  }
  return view;
}
