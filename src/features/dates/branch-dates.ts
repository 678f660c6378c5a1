/**
 * Calendar days (YYYY-MM-DD) as the branch sees them, whatever the tablet's own zone. By the
 * domain's own date functions: dayjs's zone and parsing plugins stay off the first screen.
 */
import { addDays, formatZonedDate, isIsoDate } from '../../domain/time';

export function isDayString(value: unknown): value is string {
  return typeof value === 'string' && isIsoDate(value);
}

export function todayIn(timeZone: string, now: number): string {
  return formatZonedDate(new Date(now), timeZone);
}

export function shiftDay(day: string, days: number): string {
  return addDays(day, days);
}

/** String compare is enough: both are zero-padded YYYY-MM-DD. */
export function isTodayOrLater(day: string, today: string): boolean {
  return day >= today;
}

/** "YYYY-MM-DD HH:mm" (branch wall time) → "HH:mm". */
export function wallTime(dateTime: string): string {
  return dateTime.length >= 16 ? dateTime.slice(11, 16) : dateTime;
}
