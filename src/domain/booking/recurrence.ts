/**
 * Recurring bookings (issue 19): a booking repeated every N weeks, for M times or until a
 * date, at the same branch wall-clock time. Bookings are kept in branch wall-clock time, so
 * "same time" is the same "HH:mm" on each date; the zone only matters where that wall time
 * does not exist (the spring-forward hour), and there the occurrence takes the clock's time.
 * Each occurrence is then checked by the same placement rules a single booking meets.
 */
import { z } from '../schemas/zod';
import { calendarDate, wallDateTime } from '../schemas/dates';
import { wholeNumber } from '../schemas/numbers';
import { note } from '../schemas/text';
import { dateTimeAt, minutesFromDay } from '../scheduler/clock';
import { formatZonedDateTime, parseZonedDateTime, addDays, type IsoDate } from '../time';
import { bookingSaveArgs, type BookingSaveArgs } from './args';
import { bookingPlacementRefusal, type BookingBoard } from './validate';
import { dayBounds } from '../scheduler/working-hours';
import { SLOT_MINUTES } from '../scheduler/working-hours';
import type { SchedulerCode } from '../scheduler/codes';
import { BookingStatus } from '../api';
import { isGuestReadOnly } from './status';

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
    if (day.isHoliday) return { occurrence, state: OccurrenceState.CONFLICT, reason: HOLIDAY, proposal: null };
    const refusal = refusalAt(input.template, occurrence.startTime, day.board, clock);
    if (!refusal) return { occurrence, state: OccurrenceState.FREE, reason: null, proposal: null };
    const proposal = nearestFreeStart({ template: input.template, startTime: occurrence.startTime, board: day.board, now: input.now, timeZone: input.timeZone });
    return { occurrence, state: OccurrenceState.CONFLICT, reason: refusal.code, proposal };
  });
}

/**
 * An id made from two others, the same on the tablet and the server: a later occurrence
 * changed by "this and the following" gets its guests' and lines' ids this way, so the
 * tablet's prediction and the server's write name the same rows. Two FNV-1a passes give
 * 128 bits, shaped as a version-8 (custom) UUID.
 */
export function derivedId(a: string, b: string): string {
  const source = `${a}/${b}`;
  const words: number[] = [];
  for (const seed of [0x811c9dc5, 0x01000193, 0x9e3779b9, 0x85ebca6b]) {
    let h = seed >>> 0;
    for (let i = 0; i < source.length; i++) {
      h ^= source.charCodeAt(i);
      h = Math.imul(h, 0x01000193) >>> 0;
    }
    words.push(h >>> 0);
  }
  const hex = words.map((w) => w.toString(16).padStart(8, '0')).join('');
  const variant = ((parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * A later occurrence after "this and the following": the changed booking's customer, time of
 * day, technicians and services on the occurrence's own date, id and code.
 */
export function followingOccurrence(template: BookingSaveArgs, occurrence: { id: string; code: string; date: IsoDate }): BookingSaveArgs {
  const moved = bookingAt(template, `${occurrence.date} ${template.startTime.slice(11, 16)}`);
  const lineIds = new Map(template.guests.flatMap((g) => g.segments.map((s) => [s.id, derivedId(occurrence.id, s.id)] as const)));
  return {
    ...moved,
    id: occurrence.id,
    code: occurrence.code,
    start: false,
    clipboard: false,
    guests: moved.guests.map((g) => ({
      ...g,
      id: derivedId(occurrence.id, g.id),
      segments: g.segments.map((s) => ({
        ...s,
        id: lineIds.get(s.id) ?? s.id,
        parentId: s.parentId === null ? null : (lineIds.get(s.parentId) ?? null),
      })),
    })),
  };
}

/**
 * Whether "this and the following" still changes an occurrence: not one that is paid (a
 * completed guest) nor one whose guests are all cancelled or no-show.
 */
export function isOpenOccurrence(statuses: readonly BookingStatus[]): boolean {
  return statuses.some((s) => !isGuestReadOnly(s)) && !statuses.includes(BookingStatus.COMPLETED);
}

/** "Change this and the following": the changed occurrence, and where the series stood before. */
export const seriesUpdateArgs = z.object({
  seriesId: z.uuid(),
  /** The occurrence's start before the change: later occurrences are those after it. */
  from: wallDateTime(),
  booking: bookingSaveArgs,
});
export type SeriesUpdateArgs = z.infer<typeof seriesUpdateArgs>;

/** "Cancel this and the following". */
export const seriesCancelArgs = z.object({
  seriesId: z.uuid(),
  bookingId: z.uuid(),
  branchId: z.uuid(),
  /** The occurrence's start: it and every later occurrence still open are cancelled. */
  from: wallDateTime(),
  note: note(500),
});
export type SeriesCancelArgs = z.infer<typeof seriesCancelArgs>;
