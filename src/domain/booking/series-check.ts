/**
 * A recurring series checked before it is saved: each date against its day as the tablet holds
 * it (holiday, working time, breaks, other bookings) by the single booking's placement rule,
 * with the nearest start that day where the whole booking fits proposed for each conflict.
 */
import { dateTimeAt, minutesFromDay } from '../scheduler/clock';
import type { SchedulerCode } from '../scheduler/codes';
import { dayBounds, SLOT_MINUTES } from '../scheduler/working-hours';
import { formatZonedDateTime, type IsoDate } from '../time';
import type { BookingSaveArgs } from './args';
import { bookingAt } from './booking-at';
import { closedDayRefusal } from './closed-day';
import type { Occurrence } from './recurrence';
import { bookingPlacementRefusal, type BookingBoard } from './validate';

export const HOLIDAY = 'HOLIDAY';
export const OccurrenceState = {
  FREE: 'free',
  CONFLICT: 'conflict',
  /** The tablet does not hold that day: it could not be checked here. */
  UNCHECKED: 'unchecked',
} as const;
export type OccurrenceState = (typeof OccurrenceState)[keyof typeof OccurrenceState];

/** A day as the check needs it: whether it is a holiday, and the board the booking would join. */
export type OccurrenceDay = { isHoliday: boolean; holiday: string | null; board: BookingBoard };

export type OccurrenceCheck = {
  occurrence: Occurrence;
  state: OccurrenceState;
  reason: SchedulerCode | typeof HOLIDAY | null;
  /** The nearest start the same day where the whole booking fits with the same technicians; null when none. */
  proposal: string | null;
};

type Clock = { today: IsoDate; minute: number };

function refusalAt(template: Pick<BookingSaveArgs, 'id' | 'guests' | 'force' | 'startTime'>, startTime: string, board: BookingBoard, now: Clock) {
  return bookingPlacementRefusal({
    args: bookingAt(template, startTime),
    board,
    guestStatuses: new Map(),
    savedLines: new Map(),
    now,
  });
}

/** Nearest start to `startTime` on its day where the booking fits; ties go to the later time. */
export function nearestFreeStart(input: {
  template: Pick<BookingSaveArgs, 'id' | 'guests' | 'force' | 'startTime'>;
  startTime: string;
  board: BookingBoard;
  now: Date;
  timeZone: string;
}): string | null {
  const { board } = input;
  const clock = clockOf(input.now, input.timeZone);
  const bounds = dayBounds({ config: board.config });
  const wanted = minutesFromDay(input.startTime, board.date);
  const aligned = Math.round(wanted / SLOT_MINUTES) * SLOT_MINUTES;
  for (let step = 0; step <= (bounds.end - bounds.start) / SLOT_MINUTES; step++) {
    const candidates = step === 0 ? [aligned] : [aligned + step * SLOT_MINUTES, aligned - step * SLOT_MINUTES];
    for (const start of candidates) {
      if (start < bounds.start || start >= bounds.end || start === wanted) continue;
      const at = dateTimeAt(board.date, start);
      if (!refusalAt(input.template, at, board, clock)) return at;
    }
  }
  return null;
}

function clockOf(now: Date, timeZone: string): Clock {
  const wall = formatZonedDateTime(now, timeZone);
  const today = wall.slice(0, 10);
  return { today, minute: minutesFromDay(wall, today) };
}

/**
 * Each occurrence against its day: holiday, working time, breaks and other bookings (the
 * single booking's placement rule), with a proposal for each conflict. `dayOf` answers null
 * for a day the tablet does not hold.
 */
export function checkOccurrences(input: {
  template: Pick<BookingSaveArgs, 'id' | 'guests' | 'force' | 'startTime'>;
  occurrences: readonly Occurrence[];
  dayOf: (date: IsoDate) => OccurrenceDay | null;
  now: Date;
  timeZone: string;
}): OccurrenceCheck[] {
  const clock = clockOf(input.now, input.timeZone);
  return input.occurrences.map((occurrence) => {
    const day = input.dayOf(occurrence.date);
    if (!day) return { occurrence, state: OccurrenceState.UNCHECKED, reason: null, proposal: null };
    // A new booking each: the server refuses the same days (src/server/booking/saveBooking.ts).
    if (closedDayRefusal({ date: occurrence.date, config: day, savedDate: null })) return { occurrence, state: OccurrenceState.CONFLICT, reason: HOLIDAY, proposal: null };
    const refusal = refusalAt(input.template, occurrence.startTime, day.board, clock);
    if (!refusal) return { occurrence, state: OccurrenceState.FREE, reason: null, proposal: null };
    const proposal = nearestFreeStart({ template: input.template, startTime: occurrence.startTime, board: day.board, now: input.now, timeZone: input.timeZone });
    return { occurrence, state: OccurrenceState.CONFLICT, reason: refusal.code, proposal };
  });
}
