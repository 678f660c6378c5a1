/**
 * Which start times and dates the form offers (spec part 1 §4 Transitions, §5): a 15-minute
 * step inside the day (overtime included), a one-minute margin before the end so a booking
 * cannot start at closing, no later than now for a Processing booking, and date limits for
 * past and completed bookings.
 */
import { BookingStatus } from '../../domain/api';
import { dayBounds, SLOT_MINUTES, type DayHours } from '../../domain/scheduler/working-hours';
import { addDays, hourMinute, type IsoDate } from '../../domain/time';

/** A booking must start at least this long before the end of the day. */
export const END_MARGIN_MINUTES = 1;

export type TimeOption = { value: string; label: string };

/** Minutes of the selectable start times; the current one stays listed even off the grid. */
export function startTimeMinutes(input: { config: DayHours; maxMinute: number | null; current: number | null }): number[] {
  const bounds = dayBounds({ config: input.config });
  const last = bounds.end - END_MARGIN_MINUTES;
  const out: number[] = [];
  for (let m = bounds.start; m <= last; m += SLOT_MINUTES) {
    if (input.maxMinute !== null && m > input.maxMinute) break;
    out.push(m);
  }
  if (input.current !== null && !out.includes(input.current)) {
    out.push(input.current);
    out.sort((a, b) => a - b);
  }
  return out;
}

export function startTimeOptions(input: Parameters<typeof startTimeMinutes>[0]): TimeOption[] {
  return startTimeMinutes(input).map((m) => ({ value: String(m), label: hourMinute(m) }));
}

/** The next slot at or after `minute`: "now" for a new or duplicated booking. */
export function roundUpToSlot(minute: number): number {
  return Math.ceil(minute / SLOT_MINUTES) * SLOT_MINUTES;
}

/** The latest selectable start minute: now, for a Processing booking viewed on today. */
export function latestStartMinute(input: { status: BookingStatus | null; date: IsoDate; today: IsoDate; nowMinute: number }): number | null {
  return input.status === BookingStatus.PROCESSING && input.date === input.today ? input.nowMinute : null;
}

export type DateLimits = { maxDate: IsoDate | null; disabled: boolean };

export function dateLimits(input: {
  isNew: boolean;
  status: BookingStatus | null;
  /** The saved booking's date. */
  savedDate: IsoDate;
  today: IsoDate;
  readOnly: boolean;
  /** A guest of the booking is Completed (paid). */
  hasCompletedGuest: boolean;
  canAdmin: boolean;
}): DateLimits {
  const disabled = input.readOnly || ((input.status === BookingStatus.COMPLETED || input.hasCompletedGuest) && !input.canAdmin);
  if (input.isNew) return { maxDate: null, disabled };
  // A booking entered for a past day stays in the past; a started one cannot move ahead of today.
  if (input.savedDate < input.today) return { maxDate: addDays(input.today, -1), disabled };
  if (input.status === BookingStatus.PROCESSING) return { maxDate: input.today, disabled };
  return { maxDate: null, disabled };
}

/** A default start for a new booking: now on today, else the opening hour. */
export function defaultStartMinute(input: { config: DayHours; date: IsoDate; today: IsoDate; nowMinute: number }): number {
  const bounds = dayBounds({ config: input.config });
  if (input.date !== input.today) return bounds.workStart;
  return Math.max(bounds.start, roundUpToSlot(input.nowMinute));
}
