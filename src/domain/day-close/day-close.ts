/**
 * The close of the day (issue 16): at the end of a branch day the closer counts what each
 * checkout method holds and types it beside what the drawer says it should hold. The close is
 * a record, never edited: a count found wrong later is a correction, a new record naming the
 * close it corrects. These rules run on the tablet (the close dialog, offline too) and on the
 * server (which records its own expected figure when it applies the close).
 *
 *   expected    what the drawer of that day shows for the method: its payments less the change
 *               given back, pay-ins, tips, less pay-outs (`transactionOverview`'s balance)
 *   counted     what the closer counted
 *   over/short  counted − expected: positive over, negative short
 */
import { z } from '../schemas/zod';
import type { Cents } from '../money';
import { AppError, ErrorCode } from '../errors';
import { transactionOverview, type TransactionRow } from '../pos';
import { formatZonedDate, type IsoDate } from '../time';
import { calendarDate } from '../schemas/dates';
import { note } from '../schemas/text';

/** The most a counted amount may be: a typo guard ($1,000,000.00), not a business limit. */
export const MAX_COUNTED_CENTS = 100_000_000;

export const dayCloseArgs = z.object({
  /** Client UUID: also the id of the record on the server. */
  id: z.uuid(),
  branchId: z.uuid(),
  /** The branch's day being closed. */
  date: calendarDate(),
  checkoutMethodId: z.uuid(),
  /** What the closing tablet showed as expected; the server keeps its own figure beside it. */
  expected: z.number().check(z.int(), z.gte(-MAX_COUNTED_CENTS), z.lte(MAX_COUNTED_CENTS)),
  counted: z.number().check(z.int(), z.gte(0), z.lte(MAX_COUNTED_CENTS)),
  note: note(500),
  /** The close this entry corrects; null for the day's close itself. */
  correctsId: z._default(z.nullable(z.uuid()), null),
});
export type DayCloseArgs = z.infer<typeof dayCloseArgs>;

/** What the server answers once it applied a close: its own expected figure and the difference by it. */
export type DayCloseResult = { id: string; expected: Cents; counted: Cents; overShort: Cents };

/** counted − expected: over when positive, short when negative. */
export const overShort = (counted: Cents, expected: Cents): Cents => counted - expected;

/**
 * What each checkout method should hold by the drawer's rows of one day, by the drawer's own
 * rule, so the close and the drawer can never disagree. Rows without a method (a bill paid all
 * by gift card) hold nothing.
 */
export function expectedByMethod(rows: readonly TransactionRow[]): Map<string, Cents> {
  const byMethod = new Map<string, TransactionRow[]>();
  for (const r of rows) {
    if (r.checkoutMethodId === null) continue;
    byMethod.set(r.checkoutMethodId, [...(byMethod.get(r.checkoutMethodId) ?? []), r]);
  }
  return new Map([...byMethod].map(([id, methodRows]) => [id, transactionOverview(methodRows).remainBalance]));
}

/** A day is closed once it has begun: closing tomorrow's drawer today is a mistake, refused. */
export function checkCloseDay(date: IsoDate, now: Date, timeZone: string): void {
  if (date > formatZonedDate(now, timeZone)) {
    throw new AppError(ErrorCode.VALIDATION, { message: 'date: This day has not begun yet', fields: { date: 'This day has not begun yet' } });
  }
}

/** `GET ?branchId=&date=`: the closes and corrections of a branch day, for the close dialog. */
export const DAY_CLOSES_PATH = '/api/day-close/list';
export const dayClosesQuery = z.object({ branchId: z.uuid(), date: calendarDate() });

/** A close or correction as the close dialog shows it; `expected` is the server's figure. */
export type DayCloseEntry = {
  id: string;
  checkoutMethodId: string;
  expected: Cents;
  tabletExpected: Cents;
  counted: Cents;
  note: string;
  correctsId: string | null;
  closedBy: string;
};
