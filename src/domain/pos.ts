/**
 * POS actions: pay-in, pay-out and tips are immutable money records (a correction is a new
 * record). Pay-in/out are cash. These rules run on the tablet (local effect, drawer overview)
 * and on the server (validation, the report) alike.
 */
import type { Cents } from './money';
import { AppError, ErrorCode, refusedWith } from './errors';
import { isHourMinute, isIsoDate, parseZonedDateTime } from './time';
import type { TaxLine, TaxTotal } from './bill/tax-lines';
import { drawerTaxes, type ServerTaxes } from './drawer-taxes';
import type { PosActionCreateArgs } from './pos-args';
import { PosActionType, TransactionKind } from './pos-codes';

// Their own files so the first load takes the names without these rules (issue 18).
export { PosActionType, PosPath, TransactionKind } from './pos-codes';
export { cashMethod, type CheckoutMethod } from './checkout-method';

/** Largest single pay-in/out: a typo guard, not a business limit ($100,000.00). */
export const MAX_POS_VALUE_CENTS = 10_000_000;

/** What /api/pos-action/create and the posAction.create mutation answer. */
export type PosActionCreateResult = { id: string; code: string };

/** One line of the money-transaction drawer. */
export type TransactionRow = {
  id: string;
  kind: TransactionKind;
  type: PosActionType | 'PAYMENT';
  code: string;
  /** Money in (+) or out (−) of the drawer, integer cents, always positive here: see `type`. */
  value: Cents;
  /** For bills: the change given back. */
  changeBack: Cents;
  checkoutMethodId: string | null;
  checkoutMethodName: string | null;
  note: string;
  actionTime: string;
  billId: string | null;
  bookingId: string | null;
  createdBy: string;
  /** Only on the tablet: made here and not yet acknowledged by the server. */
  pending?: boolean;
  /** Tips: each technician's share, what the drawer owes them (tip-payout.ts). */
  tipShares?: TipShareLine[];
  /** Tip payouts: the technician paid. */
  paidTo?: { technicianId: string; technicianName: string };
};

/** One technician's part of a tip, as the drawer counts what it owes them. */
export type TipShareLine = { technicianId: string; technicianName: string; value: Cents };

export type TransactionOverview = {
  amountReceived: Cents;
  amountBack: Cents;
  remainBalance: Cents;
};

export type TransactionsByDateResult = {
  overview: TransactionOverview;
  actions: TransactionRow[];
  /** Tax collected by the day's paid bills, per tax, over every method (see drawer-taxes). */
  taxes: TaxTotal[];
  /**
   * The server's answer only: "Pay card tips in cash" as this day reads it (a past day, as it
   * was then: branch/config-history.ts), so the drawer says what that day owed in tips.
   */
  cardTipsInCash?: boolean;
};

/** Pay-outs and tip payouts: cash leaving the drawer. */
export function isMoneyOut(type: TransactionRow['type']): boolean {
  return type === PosActionType.OUT || type === PosActionType.TIP_PAYOUT;
}

/** Pay-ins, tips and payments count as received; pay-outs, tip payouts and change given count as back. */
export function transactionOverview(rows: readonly TransactionRow[]): TransactionOverview {
  let amountReceived = 0;
  let amountBack = 0;
  for (const r of rows) {
    if (isMoneyOut(r.type)) amountBack += r.value;
    else if (r.type === PosActionType.IN || r.type === 'PAYMENT' || r.type === PosActionType.TIP) {
      amountReceived += r.value;
      amountBack += r.changeBack;
    }
  }
  return { amountReceived, amountBack, remainBalance: amountReceived - amountBack };
}

/** Newest first, then by code so equal times keep a stable order on every screen. */
export function sortTransactions(rows: readonly TransactionRow[]): TransactionRow[] {
  return [...rows].sort((a, b) =>
    a.actionTime === b.actionTime ? b.code.localeCompare(a.code) : b.actionTime.localeCompare(a.actionTime),
  );
}

/**
 * The drawer as the tablet shows it: the server's rows for the day plus the pay-ins/outs made
 * here and not yet acknowledged, filtered by checkout method, overview recomputed.
 */
export function applyPendingPosActions(input: {
  serverRows: readonly TransactionRow[];
  pending: readonly (PosActionCreateArgs & { createdBy: string; checkoutMethodName: string })[];
  /** Rows of bills and tips made here and not yet acknowledged (already marked pending). */
  pendingRows?: readonly TransactionRow[];
  /** Bills cancelled and tips removed here, not yet acknowledged: their rows no longer count. */
  removed?: { billIds: readonly string[]; rowIds: readonly string[] };
  /** The server's tax totals and the bills they cover; none for a day stored before them. */
  serverTaxes?: ServerTaxes;
  /** The tablet's copy of the day's bills' tax lines, to add or take off what the server had not counted. */
  billTaxLines?: Readonly<Record<string, readonly TaxLine[]>>;
  date: string;
  checkoutIds: readonly string[];
}): TransactionsByDateResult {
  const removedBills = new Set(input.removed?.billIds ?? []);
  const removedRows = new Set(input.removed?.rowIds ?? []);
  const serverRows = input.serverRows.filter((r) => !removedRows.has(r.id) && !(r.billId !== null && removedBills.has(r.billId)));
  const known = new Set(serverRows.map((r) => r.id));
  const local: TransactionRow[] = input.pending
    .filter((p) => !known.has(p.id) && p.actionTime.startsWith(input.date))
    .map((p) => ({
      id: p.id,
      kind: TransactionKind.POS_ACTION,
      type: p.type,
      code: p.code,
      value: p.value,
      changeBack: 0,
      checkoutMethodId: p.checkoutMethodId,
      checkoutMethodName: p.checkoutMethodName,
      note: p.note,
      actionTime: p.actionTime,
      billId: null,
      bookingId: null,
      createdBy: p.createdBy,
      pending: true,
    }));
  const extra = (input.pendingRows ?? []).filter(
    (r) => !known.has(r.id) && r.actionTime.startsWith(input.date) && !removedRows.has(r.id) && !(r.billId !== null && removedBills.has(r.billId)),
  );
  const day = [...serverRows, ...local, ...extra];
  const all = day.filter(
    (r) => input.checkoutIds.length === 0 || (r.checkoutMethodId !== null && input.checkoutIds.includes(r.checkoutMethodId)),
  );
  const actions = sortTransactions(all);
  const billIds = (rows: readonly TransactionRow[]) => rows.flatMap((r) => (r.billId !== null && r.kind === TransactionKind.BILL ? [r.billId] : []));
  const taxes = drawerTaxes({
    // A day stored before the summary: its server bills read as no tax, not as the tablet's guess.
    server: input.serverTaxes ?? { taxes: [], billIds: billIds(serverRows) },
    countedBillIds: new Set(billIds(day)),
    billTaxLines: input.billTaxLines ?? {},
  });
  return { overview: transactionOverview(actions), actions, taxes };
}

/** Clocks of tablet and server drift a little: an action time up to this far ahead is accepted. */
export const ACTION_TIME_SLACK_MS = 60_000;

/**
 * The spec's "Action time cannot be in the future", in the branch time zone: VALIDATION for a
 * time that does not exist on the calendar, ACTION_TIME_IN_FUTURE past now + the slack.
 */
export function checkPosActionTime(actionTime: string, now: Date, timeZone: string): void {
  const [date = '', time = ''] = actionTime.split(' ');
  if (!isIsoDate(date) || !isHourMinute(time)) {
    throw new AppError(ErrorCode.VALIDATION, {
      message: 'actionTime: Expected a date and time as YYYY-MM-DD HH:mm',
      fields: { actionTime: 'Expected a date and time as YYYY-MM-DD HH:mm' },
    });
  }
  if (parseZonedDateTime(actionTime, timeZone).getTime() > now.getTime() + ACTION_TIME_SLACK_MS) {
    throw refusedWith(ErrorCode.ACTION_TIME_IN_FUTURE, { actionTime }, { fields: { actionTime: 'Action time cannot be in the future.' } });
  }
}

/** What a cash-bill (pay-in/out) receipt prints. */
export type CashBillPrint = {
  id: string;
  code: string;
  type: PosActionType;
  value: Cents;
  note: string;
  /** "YYYY-MM-DD HH:mm" in the branch time zone. */
  actionTime: string;
  checkoutMethodName: string;
  branch: { name: string; address: string | null; phone: string | null };
  createdBy: string;
};
