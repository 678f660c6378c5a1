/**
 * Recurring bookings (issue 19): a booking repeated every N weeks, for M times or until a
 * date, at the same branch wall-clock time. Bookings are kept in branch wall-clock time, so
 * "same time" is the same "HH:mm" on each date; the zone only matters where that wall time
 * does not exist (the spring-forward hour), and there the occurrence takes the clock's time.
 * Each occurrence is then checked (series-check.ts) by the rules a single booking meets.
 */
import { z } from '../schemas/zod';
import { calendarDate } from '../schemas/dates';
import { wholeNumber } from '../schemas/numbers';
import { formatZonedDateTime, parseZonedDateTime, addDays, type IsoDate } from '../time';

/** A series never holds more bookings than a year of weekly visits. */
export const MAX_OCCURRENCES = 52;
export const MAX_EVERY_WEEKS = 12;

export const RecurrenceEnd = { COUNT: 'count', UNTIL: 'until' } as const;
export type RecurrenceEnd = (typeof RecurrenceEnd)[keyof typeof RecurrenceEnd];

export const recurrenceRule = z.object({
  everyWeeks: wholeNumber(1, MAX_EVERY_WEEKS),
  end: z.discriminatedUnion('kind', [
    /** The count includes the first booking. */
    z.object({ kind: z.literal(RecurrenceEnd.COUNT), count: wholeNumber(2, MAX_OCCURRENCES) }),
    /** Inclusive, a branch calendar date. */
    z.object({ kind: z.literal(RecurrenceEnd.UNTIL), until: calendarDate() }),
  ]),
});
export type RecurrenceRule = z.infer<typeof recurrenceRule>;

export type Occurrence = {
  /** 0 for the first booking. */
  index: number;
  date: IsoDate;
  /** "YYYY-MM-DD HH:mm", branch wall clock. */
  startTime: string;
  /** True when the wall time does not exist that day (spring forward) and the clock's time was taken. */
  shifted: boolean;
};

/** Every occurrence of the series, the first booking included, in date order. */
export function expandRecurrence(input: { startTime: string; rule: RecurrenceRule; timeZone: string }): Occurrence[] {
  const firstDate = input.startTime.slice(0, 10);
  const time = input.startTime.slice(11, 16);
  const { rule } = input;
  const out: Occurrence[] = [];
  for (let index = 0; index < MAX_OCCURRENCES; index++) {
    const date = addDays(firstDate, index * 7 * rule.everyWeeks);
    if (rule.end.kind === RecurrenceEnd.COUNT && index >= rule.end.count) break;
    if (rule.end.kind === RecurrenceEnd.UNTIL && date > rule.end.until) break;
    const wall = `${date} ${time}`;
    const real = formatZonedDateTime(parseZonedDateTime(wall, input.timeZone), input.timeZone);
    out.push({ index, date, startTime: real, shifted: real !== wall });
  }
  return out;
}
