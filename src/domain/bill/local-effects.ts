/**
 * What a bill, a cancel and a tip do to what the tablet shows before the server answers:
 * the drawer's rows (the same rows the server's transaction report makes), the bill as
 * the payment detail shows it, and the customer's loyalty. The server's billing service is the final word.
 */
import { LoyaltyType } from '../api';
import { PosActionType, TransactionKind, type TransactionRow } from '../pos';
import type { Cents } from '../money';
import type { BillCreateArgs, TipSaveArgs } from './args';
import { tipPerTechnician } from '../tip';
import { loyaltyEarned, loyaltyRuleCovers } from './loyalty-rule';
import { BillStatus, type BillDetail, type CustomerLoyalty, type LoyaltySettings, type TipInfo } from './types';

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

/** A bill.create's drawer rows: while it waits in the outbox and once the server confirmed it. */
export function billCreateRows(input: {
  args: Pick<BillCreateArgs, 'id' | 'code' | 'bookingId' | 'actionTime' | 'received'> & { expected: Pick<BillCreateArgs['expected'], 'change'> };
  methodName: (checkoutMethodId: string) => string;
  defaultMethodId: string | null;
  createdBy: string;
}): TransactionRow[] {
  const a = input.args;
  return billTransactionRows({
    billId: a.id,
    code: a.code,
    bookingId: a.bookingId,
    actionTime: a.actionTime,
    payments: a.received.map((r) => ({ ...r, checkoutMethodName: input.methodName(r.checkoutMethodId) })),
    change: a.expected.change,
    defaultMethodId: input.defaultMethodId,
    createdBy: input.createdBy,
  });
}

export function tipTransactionRow(input: {
  args: Pick<TipSaveArgs, 'id' | 'code' | 'value' | 'checkoutMethodId' | 'actionTime' | 'billId' | 'technicianTips'>;
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
    // As the server's drawer has them: one share per technician, what the drawer owes them.
    tipShares: tipPerTechnician(a.technicianTips.map((t) => ({ technicianId: t.technicianId, technicianName: t.technicianName, value: t.value }))),
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

/** What a bill not yet confirmed does to its customer's loyalty. */
export type PendingLoyaltyBill = {
  customerId: string | null;
  /** POINT_BASED: the loyalty money it spent (its loyalty discount). */
  spent: Cents;
  /** BOOKING_BASED: it took the reward (asked for it and got a discount from it). */
  tookReward: boolean;
  total: Cents;
  /** The bill's branch date ("YYYY-MM-DD"): a bill before the rule's apply date neither earns nor counts. */
  date: string;
};

/**
 * The customer's loyalty as the tablet shows it: the last standing read from the server with
 * the bills still waiting applied in order, the way the server's billing will apply them, so a
 * second payment taken offline cannot spend money or a reward the first one already took.
 *   POINT_BASED: balance − money spent + earnPercent of the total earned (from the apply date).
 *   BOOKING_BASED: a bill that took the reward starts the count again; any other paid bill
 *   from the apply date brings the reward one bill closer (never below 0: an earned reward
 *   waits until taken). See loyalty-rule.ts.
 * Earning assumes the plan has loyalty: without it the form offers no loyalty to read this.
 */
export function applyPendingToLoyalty(
  standing: CustomerLoyalty,
  settings: LoyaltySettings,
  bills: readonly PendingLoyaltyBill[],
): CustomerLoyalty {
  let view = standing;
  for (const bill of bills) {
    if (bill.customerId !== standing.customerId) continue;
    if (settings.type === LoyaltyType.POINT_BASED) {
      view = { ...view, amountMoney: Math.max(0, view.amountMoney - bill.spent + loyaltyEarned(settings, bill)) };
    } else if (bill.tookReward) {
      view = { ...view, numberBookingToLoyalReward: settings.bookingsForReward };
    } else if (loyaltyRuleCovers(settings, bill.date)) {
      view = { ...view, numberBookingToLoyalReward: Math.max(0, view.numberBookingToLoyalReward - 1) };
    }
  }
  return view;
}
