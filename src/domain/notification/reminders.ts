/**
 * When a booking's reminder is due. The reminder goes out REMINDER_HOURS before the booking
 * on the branch's wall clock (24 hours before 10:00 is 10:00 the day before, even across a
 * DST change), once per start time: a moved booking is reminded again at its new time.
 */
import { BookingStatus } from '../api';
import { formatZonedDate, formatZonedTime, zonedParts, zonedTimeToInstant } from '../time';

/**
 * No reminder this close to the start: a customer booked for within half an hour is at the
 * desk or on the way, and a late reminder only confuses. A booking made inside the reminder
 * window but earlier than this gets its reminder at the next round.
 */
export const REMINDER_MIN_LEAD_MS = 30 * 60_000;

/** Only bookings nobody has started, cancelled or missed are reminded. */
export const REMINDABLE_STATUSES: readonly BookingStatus[] = [BookingStatus.NEW, BookingStatus.WAITING];

const HOUR_MS = 60 * 60_000;

/** The instant the reminder for a booking starting at `start` goes out. */
export function reminderAt(start: Date, hours: number, timeZone: string): Date {
  const p = zonedParts(start, timeZone);
  const wall = new Date(Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute) - hours * HOUR_MS);
  return zonedTimeToInstant(formatZonedDate(wall, 'UTC'), formatZonedTime(wall, 'UTC'), timeZone);
}

/**
 * The latest start a round must look at: a wall-clock reminder may fall up to an hour off
 * the elapsed hours across a DST change, so the database range is an hour wider.
 */
export function reminderWindowEnd(now: Date, hours: number): Date {
  return new Date(now.getTime() + (hours + 1) * HOUR_MS);
}

export type ReminderCandidate = {
  status: BookingStatus;
  /** False while an online booking waits for the front desk's confirmation. */
  confirm: boolean;
  startTime: Date;
  /** The booking's `remind` flag: the customer has been reminded (by a round, or by the desk by hand). */
  remind: boolean;
  /** Start times a reminder already went out for. */
  remindedStarts: readonly Date[];
};

export type ReminderRule = { now: Date; hours: number; timeZone: string };

/** Is a reminder due for this booking at `now`? 0 reminder hours turns reminders off. */
export function reminderDue(booking: ReminderCandidate, rule: ReminderRule): boolean {
  if (rule.hours <= 0 || !booking.confirm) return false;
  if (!REMINDABLE_STATUSES.includes(booking.status)) return false;
  const start = booking.startTime.getTime();
  if (booking.remindedStarts.some((d) => d.getTime() === start)) return false;
  // Marked reminded with no round's reminder behind it: the desk reminded the customer itself.
  if (booking.remind && booking.remindedStarts.length === 0) return false;
  const now = rule.now.getTime();
  return now >= reminderAt(booking.startTime, rule.hours, rule.timeZone).getTime() && now <= start - REMINDER_MIN_LEAD_MS;
}
