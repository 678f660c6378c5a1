/**
 * A booking moved to another start, every line keeping its place in it: how a recurring
 * series puts the same booking on each of its dates. Kept apart so the board's worker, which
 * needs it for "this and the following", does not take the series' schemas along.
 */
import { dateTimeAt, minutesFromDay } from '../scheduler/clock';
import type { BookingSaveArgs } from './args';

/** The booking moved to another start: every line keeps its offset from the booking's start. */
export function bookingAt<T extends Pick<BookingSaveArgs, 'startTime' | 'guests'>>(args: T, startTime: string): T {
  const fromDate = args.startTime.slice(0, 10);
  const toDate = startTime.slice(0, 10);
  const delta = minutesFromDay(startTime, toDate) - minutesFromDay(args.startTime, fromDate);
  return {
    ...args,
    startTime,
    guests: args.guests.map((g) => ({
      ...g,
      segments: g.segments.map((s) => ({ ...s, startTime: dateTimeAt(toDate, minutesFromDay(s.startTime, fromDate) + delta) })),
    })),
  };
}
