/**
 * How often the appointment screen asks the server again for each part of the day it shows
 * (spec part 1 §7: "Polling while the viewed date is today or later: 60 s, 30 s, 300 s and
 * 60 s for different data sets"). The spec does not name the sets; this is our reading:
 * - the clipboard, 30 s: online bookings land there as New and wait for a confirmation;
 * - the day's bookings, 60 s: what other tablets booked or moved;
 * - the technicians of the day with their breaks, 60 s;
 * - the branch day config (opening hours, holiday), 300 s: it rarely changes.
 * A past day does not move, so it is not polled. Pure: `now` and the zone come in.
 */
import { formatZonedDate, type IsoDate } from '../time';

export const PollSet = {
  CLIPBOARD: 'clipboard',
  BOOKINGS: 'bookings',
  TECHNICIANS: 'technicians',
  DAY_CONFIG: 'dayConfig',
} as const;
export type PollSet = (typeof PollSet)[keyof typeof PollSet];

export const POLL_SETS: readonly PollSet[] = [PollSet.CLIPBOARD, PollSet.BOOKINGS, PollSet.TECHNICIANS, PollSet.DAY_CONFIG];

export const POLL_INTERVAL_MS: Readonly<Record<PollSet, number>> = {
  [PollSet.CLIPBOARD]: 30_000,
  [PollSet.BOOKINGS]: 60_000,
  [PollSet.TECHNICIANS]: 60_000,
  [PollSet.DAY_CONFIG]: 300_000,
};

export type PollInput = {
  /** The day on screen. */
  viewedDate: IsoDate;
  now: Date;
  /** The branch's zone: "today" is the branch's today. */
  timeZone: string;
};

/** Each set's interval while the viewed day is today or later; null for a past day. */
export function pollIntervals(input: PollInput): Readonly<Record<PollSet, number>> | null {
  const today = formatZonedDate(input.now, input.timeZone);
  return input.viewedDate >= today ? POLL_INTERVAL_MS : null;
}

/** When each set was last asked for, on the clock of `atMs`; a set never asked is due at once. */
export type LastPolled = Partial<Record<PollSet, number>>;

/**
 * `atMs`: the device's own clock, which intervals are measured on. `now` (the server's time)
 * only says which day is today: when the desk corrects its offset to the server's (a tablet ten
 * minutes ahead is set back at its first answer), an interval measured on `now` would stretch by
 * the correction and the day would go unpolled that long. Without it, `now` is used for both.
 */
export type PollClock = PollInput & { lastPolled: LastPolled; atMs?: number };

/** The sets to ask for now. */
export function duePollSets(input: PollClock): PollSet[] {
  const intervals = pollIntervals(input);
  if (!intervals) return [];
  const at = input.atMs ?? input.now.getTime();
  return POLL_SETS.filter((set) => {
    const last = input.lastPolled[set];
    return last === undefined || at - last >= intervals[set];
  });
}

/** Milliseconds until the next set is due (0 when one is due now); null when nothing is polled. */
export function nextPollDelay(input: PollClock): number | null {
  const intervals = pollIntervals(input);
  if (!intervals) return null;
  const at = input.atMs ?? input.now.getTime();
  let soonest = Number.POSITIVE_INFINITY;
  for (const set of POLL_SETS) {
    const last = input.lastPolled[set];
    const wait = last === undefined ? 0 : Math.max(0, last + intervals[set] - at);
    soonest = Math.min(soonest, wait);
  }
  return soonest;
}
