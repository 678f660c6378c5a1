/** Calendar days (YYYY-MM-DD) as the branch sees them, whatever the tablet's own zone. */
import { dayjs } from './dayjs-setup';

export const DAY_FORMAT = 'YYYY-MM-DD';

export function isDayString(value: unknown): value is string {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && dayjs(value, DAY_FORMAT, true).isValid();
}

export function todayIn(timeZone: string, now: number): string {
  return dayjs(now).tz(timeZone).format(DAY_FORMAT);
}

export function shiftDay(day: string, days: number): string {
  return dayjs(day, DAY_FORMAT).add(days, 'day').format(DAY_FORMAT);
}

/** String compare is enough: both are zero-padded YYYY-MM-DD. */
export function isTodayOrLater(day: string, today: string): boolean {
  return day >= today;
}

/** "YYYY-MM-DD HH:mm" (branch wall time) → "HH:mm". */
export function wallTime(dateTime: string): string {
  return dateTime.length >= 16 ? dateTime.slice(11, 16) : dateTime;
}
