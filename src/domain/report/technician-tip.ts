/**
 * The technician tip report (issue 16, report 7): the tips as they were distributed, one line per
 * technician's share of a tip, bill by bill, and a total per technician.
 *
 * A tip counts when it is not deleted and its bill is paid (a cancelled bill's tip does not); it
 * counts on the day it was taken (the drawer's day, in the branch's time zone), by the checkout
 * method it was taken with. The shares of a tip add up to the tip, so the report's total is the
 * tips of the bills to the cent.
 *
 * Each technician's total also says what the drawer paid them out in cash for their tips and
 * what it still owes them, by the drawer's own rule (tip-payout.ts), day by day and branch by
 * branch, added up.
 */
import type { Cents } from '../money';
import { ColumnKind } from './report-table';

/** One technician's share of a tip, or (subtotal) their total under their shares, time and bill empty. */
export type TipRow = {
  technicianId: string;
  technician: string;
  /** The branch's wall clock, "YYYY-MM-DD HH:mm". */
  time: string;
  billCode: string;
  checkoutMethod: string;
  share: Cents;
  /** Of the whole tip, 0–100; none on a total. */
  percent: number | null;
  /** On a total only: tip payouts made to them from the drawer. */
  paidOut: Cents | null;
  /** On a total only: what the drawer still owes them in cash for their tips. */
  owed: Cents | null;
  subtotal: boolean;
};

/** A technician's tip payouts and what is still owed to them, over the report's days and branches. */
export type TechnicianPayouts = { technicianId: string; paidOut: Cents; owed: Cents };

/** The shares added up, how many there are, and what was paid out and is owed, per technician and in all. */
export type TipTotals = { share: Cents; shares: number; paidOut: Cents; owed: Cents; payouts: TechnicianPayouts[] };

/** Each branch day's owed figures (tip-payout.ts) added up per technician. */
export function addPayouts(days: readonly (readonly { technicianId: string; paidOut: Cents; owed: Cents }[])[]): TechnicianPayouts[] {
  const sum = new Map<string, TechnicianPayouts>();
  for (const line of days.flat()) {
    const seen = sum.get(line.technicianId) ?? { technicianId: line.technicianId, paidOut: 0, owed: 0 };
    sum.set(line.technicianId, { technicianId: line.technicianId, paidOut: seen.paidOut + line.paidOut, owed: seen.owed + line.owed });
  }
  return [...sum.values()];
}

/**
 * The shares with a total row after each technician's, in the order given (the server sorts by
 * technician, then time). `totalOf` names the total row, e.g. "Total Anna".
 */
export function withTechnicianTotals(shares: readonly TipRow[], totalOf: (technician: string) => string, payouts: readonly TechnicianPayouts[] = []): TipRow[] {
  const lines = shares.filter((l) => !l.subtotal);
  const out: TipRow[] = [];
  let sum = 0;
  lines.forEach((line, i) => {
    out.push(line);
    sum += line.share;
    if (lines[i + 1]?.technicianId === line.technicianId) return;
    out.push({
      technicianId: line.technicianId,
      technician: totalOf(line.technician),
      time: '',
      billCode: '',
      checkoutMethod: '',
      share: sum,
      percent: null,
      paidOut: payouts.find((p) => p.technicianId === line.technicianId)?.paidOut ?? 0,
      owed: payouts.find((p) => p.technicianId === line.technicianId)?.owed ?? 0,
      subtotal: true,
    });
    sum = 0;
  });
  return out;
}

export const TIP_COLUMNS = [
  { key: 'technician', kind: ColumnKind.TEXT },
  { key: 'time', kind: ColumnKind.TEXT },
  { key: 'billCode', kind: ColumnKind.TEXT },
  { key: 'checkoutMethod', kind: ColumnKind.TEXT },
  { key: 'share', kind: ColumnKind.MONEY },
  { key: 'percent', kind: ColumnKind.PERCENT },
  { key: 'paidOut', kind: ColumnKind.MONEY },
  { key: 'owed', kind: ColumnKind.MONEY },
] as const satisfies readonly { key: keyof TipRow; kind: ColumnKind }[];
