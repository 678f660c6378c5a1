/**
 * The technician tip report (issue 16, report 7): the tips as they were distributed, one line per
 * technician's share of a tip, bill by bill, and a total per technician.
 *
 * A tip counts when it is not deleted and its bill is paid (a cancelled bill's tip does not); it
 * counts on the day it was taken (the drawer's day, in the branch's time zone), by the checkout
 * method it was taken with. The shares of a tip add up to the tip, so the report's total is the
 * tips of the bills to the cent.
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
  subtotal: boolean;
};

/** The shares added up, and how many there are. */
export type TipTotals = { share: Cents; shares: number };

/**
 * The shares with a total row after each technician's, in the order given (the server sorts by
 * technician, then time). `totalOf` names the total row, e.g. "Total Anna".
 */
export function withTechnicianTotals(shares: readonly TipRow[], totalOf: (technician: string) => string): TipRow[] {
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
] as const satisfies readonly { key: keyof TipRow; kind: ColumnKind }[];
