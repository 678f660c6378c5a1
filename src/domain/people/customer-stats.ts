/**
 * Figures of a customer read in the branch's time zone, with `now` given (spec part 2 §3:
 * spentThisMonth, spentThisYear; the list's "birthday this month" filter): the month and year
 * are the branch's, not the server's or the tablet's.
 */
import { zonedParts } from '../time';

/** The branch's month now, 1 to 12. */
export function monthIn(now: Date, timeZone: string): number {
  return zonedParts(now, timeZone).month;
}

/** Whether a birthday ("YYYY-MM-DD", any year) falls in the branch's month of `now`. */
export function birthdayThisMonth(birthDay: string | null, now: Date, timeZone: string): boolean {
  if (!birthDay) return false;
  return Number(birthDay.slice(5, 7)) === monthIn(now, timeZone);
}

/**
 * Whether a birthday ("YYYY-MM-DD", any year) falls in the month of a branch date
 * ("YYYY-MM-DD…", e.g. a bill's action time): birthday payment methods and vouchers apply
 * only then. No birthday known: never.
 */
export function isBirthdayMonth(birthDay: string | null | undefined, date: string): boolean {
  if (!birthDay) return false;
  return birthDay.slice(5, 7) === date.slice(5, 7);
}

export type SpentBill = { actionTime: Date; total: number };

/**
 * What the customer's paid bills add up to this month and this year, in the branch's zone;
 * bills after `now` (a clock ahead somewhere) do not count yet.
 */
export function spentThisMonthAndYear(bills: readonly SpentBill[], now: Date, timeZone: string): { month: number; year: number } {
  const today = zonedParts(now, timeZone);
  let month = 0;
  let year = 0;
  for (const bill of bills) {
    if (bill.actionTime.getTime() > now.getTime()) continue;
    const at = zonedParts(bill.actionTime, timeZone);
    if (at.year !== today.year) continue;
    year += bill.total;
    if (at.month === today.month) month += bill.total;
  }
  return { month, year };
}
