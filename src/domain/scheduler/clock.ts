/**
 * Wall-clock arithmetic for one scheduler day. The board is a grid of branch wall-clock
 * times ("YYYY-MM-DD HH:mm" on the wire), so positions are minutes after the day's 00:00
 * on that wall clock, not elapsed minutes: on a DST day the grid still reads 08:00..17:00.
 * Only `now` is an instant; it is converted once with the branch time zone.
 */
import { formatZonedDateTime, type IsoDate } from '../time';

const DATE_TIME_RE = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})/;
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY = 1440;

function dayNumber(y: number, m: number, d: number): number {
  return Date.UTC(y, m - 1, d) / 86_400_000;
}

function parseDate(date: IsoDate): number {
  const m = DATE_RE.exec(date);
  if (!m) throw new RangeError(`Invalid date: ${date}`);
  return dayNumber(Number(m[1]), Number(m[2]), Number(m[3]));
}

/** "YYYY-MM-DD HH:mm" → minutes after 00:00 of `date` (negative before, ≥ 1440 the day after). */
export function minutesFromDay(dateTime: string, date: IsoDate): number {
  const m = DATE_TIME_RE.exec(dateTime);
  if (!m) throw new RangeError(`Invalid date-time: ${dateTime}`);
  const days = dayNumber(Number(m[1]), Number(m[2]), Number(m[3])) - parseDate(date);
  return days * DAY + Number(m[4]) * 60 + Number(m[5]);
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** Minutes after 00:00 of `date` → "YYYY-MM-DD HH:mm" (spills into the next day past 24:00). */
export function dateTimeAt(date: IsoDate, minutes: number): string {
  const whole = Math.round(minutes);
  const d = new Date((parseDate(date) + Math.floor(whole / DAY)) * 86_400_000);
  const inDay = ((whole % DAY) + DAY) % DAY;
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(Math.floor(inDay / 60))}:${pad(inDay % 60)}`;
}

/** Where `now` falls on the wall-clock grid of `date` in the branch zone. */
export function nowOnDay(now: Date, timeZone: string, date: IsoDate): number {
  return minutesFromDay(formatZonedDateTime(now, timeZone), date);
}

/** Half-open [start, end) in minutes; touching intervals do not overlap. */
export type Interval = { start: number; end: number };

export function overlapMinutes(a: Interval, b: Interval): number {
  return Math.max(0, Math.min(a.end, b.end) - Math.max(a.start, b.start));
}
