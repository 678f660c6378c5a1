/**
 * Cash tips paid out from the drawer (issue 19). At the end of the day the drawer owes each
 * technician their share of the day's tips taken in cash, plus their card tips when the branch
 * pays card tips in cash, less what it already paid them that day. A payout is one immutable
 * TIP_PAYOUT pos action per technician, taken from the cash method like a pay-out, so the
 * drawer's balance and the close of the day count it by their existing rule.
 *
 * The tablet (drawer, offline too) and the server (which refuses a payout over what is owed
 * when it applies it) both compute what is owed from the day's drawer rows with these functions.
 */
import type { Cents } from './money';
import { refusedWith, ErrorCode } from './errors';
import { PosActionType, TransactionKind, type TipShareLine, type TransactionRow } from './pos';
import type { TipPayoutArgs } from './tip-payout-args';

/** The tips and payouts of one branch day, whatever their source (drawer rows, report rows). */
export type TipLedger = {
  tips: readonly { checkoutMethodId: string | null; shares: readonly TipShareLine[] }[];
  payouts: readonly { technicianId: string; technicianName: string; value: Cents }[];
};

export type TechnicianTipsOwed = {
  technicianId: string;
  technicianName: string;
  /** Their shares of tips taken with the cash method. */
  cashTips: Cents;
  /** Their shares of tips taken any other way (card, ...). */
  cardTips: Cents;
  paidOut: Cents;
  /** cashTips (+ cardTips when paid in cash) − paidOut; below 0 when a tip was removed after a payout. */
  owed: Cents;
};

/** The day's tips (with their shares) and tip payouts, read from the drawer's rows. */
export function tipLedgerOfRows(rows: readonly TransactionRow[]): TipLedger {
  return {
    tips: rows.flatMap((r) => (r.type === PosActionType.TIP ? [{ checkoutMethodId: r.checkoutMethodId, shares: r.tipShares ?? [] }] : [])),
    payouts: rows.flatMap((r) =>
      r.type === PosActionType.TIP_PAYOUT && r.paidTo ? [{ technicianId: r.paidTo.technicianId, technicianName: r.paidTo.technicianName, value: r.value }] : [],
    ),
  };
}

/** What the drawer owes each technician who had a tip or a payout, by name. */
export function tipsOwed(input: { ledger: TipLedger; cashMethodId: string | null; cardTipsInCash: boolean }): TechnicianTipsOwed[] {
  const byTechnician = new Map<string, TechnicianTipsOwed>();
  const of = (technicianId: string, technicianName: string): TechnicianTipsOwed => {
    const known = byTechnician.get(technicianId);
    if (known) {
      // A tip saved offline may lack the name another row has.
      if (!known.technicianName) known.technicianName = technicianName;
      return known;
    }
    const fresh = { technicianId, technicianName, cashTips: 0, cardTips: 0, paidOut: 0, owed: 0 };
    byTechnician.set(technicianId, fresh);
    return fresh;
  };
  for (const tip of input.ledger.tips) {
    const inCash = tip.checkoutMethodId !== null && tip.checkoutMethodId === input.cashMethodId;
    for (const share of tip.shares) {
      const line = of(share.technicianId, share.technicianName);
      if (inCash) line.cashTips += share.value;
      else line.cardTips += share.value;
    }
  }
  for (const payout of input.ledger.payouts) of(payout.technicianId, payout.technicianName).paidOut += payout.value;
  return [...byTechnician.values()]
    .map((line) => ({ ...line, owed: line.cashTips + (input.cardTipsInCash ? line.cardTips : 0) - line.paidOut }))
    .sort((a, b) => a.technicianName.localeCompare(b.technicianName) || a.technicianId.localeCompare(b.technicianId));
}

/**
 * A payout is at most what is owed: refused in words (with the figures) when it is more, or
 * when nothing is owed. The amount's own shape (> 0, whole cents) is the args schema's.
 */
export function checkTipPayout(input: { value: Cents; technicianId: string; owed: readonly TechnicianTipsOwed[]; technicianName: string }): void {
  const owed = input.owed.find((o) => o.technicianId === input.technicianId)?.owed ?? 0;
  if (input.value > owed) {
    throw refusedWith(
      ErrorCode.TIP_PAYOUT_OVER_OWED,
      { technicianName: input.technicianName, value: input.value, owed },
      { fields: { value: 'This is more than the technician is owed in tips today.' } },
    );
  }
}

/** A payout as a drawer line: before the server answers (pending) and once it has (merged into the day). */
export function tipPayoutRow(args: TipPayoutArgs, names: { checkoutMethodName: string; createdBy: string; technicianName: string }): TransactionRow {
  return {
    id: args.id,
    kind: TransactionKind.POS_ACTION,
    type: PosActionType.TIP_PAYOUT,
    code: args.code,
    value: args.value,
    changeBack: 0,
    checkoutMethodId: args.checkoutMethodId,
    checkoutMethodName: names.checkoutMethodName,
    note: args.note,
    actionTime: args.actionTime,
    billId: null,
    bookingId: null,
    createdBy: names.createdBy,
    paidTo: { technicianId: args.technicianId, technicianName: names.technicianName },
  };
}
