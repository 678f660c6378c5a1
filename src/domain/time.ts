/**
 * Calendar dates and wall-clock times in a branch time zone, with Intl only.
 * Pure: every function takes the instant (`now`) and the time zone as arguments, so the
 * server, the worker and the UI agree on "today" and on slot times whatever the host zone.
 */

/** "YYYY-MM-DD": a calendar date with no zone. */
export type IsoDate = string;

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)$/;

type ZonedParts = { year: number; month: number; day: number; hour: number; minute: number; second: number };

// Creating a DateTimeFormat is slow; one per zone is reused (it holds no request state).
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

// An IANA name ("America/Toronto", "Etc/GMT+5", "UTC"), not an offset Intl would also take.
const ZONE_NAME = /^[A-Za-z][\w+-]*(\/[\w+-]+)*$/;

/** An IANA zone Intl knows. Checked without the formatter cache: names sent by anyone must not fill it. */
export function isValidTimeZone(timeZone: string): boolean {
  if (!ZONE_NAME.test(timeZone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** A real calendar date written YYYY-MM-DD (rejects 2026-02-30). */
export function isIsoDate(value: string): boolean {
  const m = DATE_RE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const probe = new Date(Date.UTC(y, mo - 1, d));
  return probe.getUTCFullYear() === y && probe.getUTCMonth() === mo - 1 && probe.getUTCDate() === d;
}

/** "HH:mm", 00:00 to 23:59. */
export function isHourMinute(value: string): boolean {
  return TIME_RE.test(value);
}

/** The zone's wall clock at an instant, read from Intl (exact, but slow: the reference). */
function formattedParts(instant: Date, timeZone: string): ZonedParts {
  const parts: Record<string, number> = {};
  for (const p of formatterFor(timeZone).formatToParts(instant)) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

const HOUR_MS = 3_600_000;
// Outside these years the cache is not used: far dates are rare and Intl's era and year
// formatting there is not worth reproducing.
const FAST_FROM = Date.UTC(1900, 0, 1);
const FAST_UNTIL = Date.UTC(2200, 0, 1);
// Hours cached per zone before the zone's cache starts over (a year of hours is ~8,800).
const MAX_HOURS_PER_ZONE = 100_000;

/** Milliseconds the wall clock is ahead of UTC at a whole second, as Intl shows it. */
function offsetMsAt(ms: number, timeZone: string): number {
  const whole = Math.floor(ms / 1000) * 1000;
  const p = formattedParts(new Date(whole), timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - whole;
}

/**
 * Per zone, per UTC hour: the zone's offset throughout that hour, or null when it changes
 * within the hour (a transition off the hour, as in Adelaide or Lord Howe). Formatting every
 * timestamp through formatToParts was the server's top cost (a day of 600 bookings maps
 * thousands of them); an hour's offset is read from Intl twice, once, and reused.
 */
const hourOffsets = new Map<string, Map<number, number | null>>();

function hourOffset(hour: number, timeZone: string): number | null {
  const known = hourOffsets.get(timeZone)?.get(hour);
  if (known !== undefined) return known;
  const start = hour * HOUR_MS;
  // Read before the zone gets a cache: an unknown zone throws here and leaves nothing behind.
  const atStart = offsetMsAt(start, timeZone);
  // Offsets change only at transitions, which are months apart: equal at the hour's first and
  // last second means equal throughout it.
  const offset = atStart === offsetMsAt(start + HOUR_MS - 1000, timeZone) ? atStart : null;
  let zone = hourOffsets.get(timeZone);
  if (!zone) {
    zone = new Map();
    hourOffsets.set(timeZone, zone);
  }
  if (zone.size >= MAX_HOURS_PER_ZONE) zone.clear();
  zone.set(hour, offset);
  return offset;
}

/** The wall clock of `instant` in `timeZone`: exactly what Intl's formatToParts shows. */
export function zonedParts(instant: Date, timeZone: string): ZonedParts {
  const ms = instant.getTime();
  if (ms >= FAST_FROM && ms < FAST_UNTIL) {
    const offset = hourOffset(Math.floor(ms / HOUR_MS), timeZone);
    if (offset !== null) {
      // Intl shows whole seconds: drop the milliseconds before shifting to the wall clock.
      const wall = new Date(Math.floor(ms / 1000) * 1000 + offset);
      return {
        year: wall.getUTCFullYear(),
        month: wall.getUTCMonth() + 1,
        day: wall.getUTCDate(),
        hour: wall.getUTCHours(),
        minute: wall.getUTCMinutes(),
        second: wall.getUTCSeconds(),
      };
    }
  }
  return formattedParts(instant, timeZone);
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** The calendar date of an instant in a zone: "today" for the branch when given `now`. */
export function formatZonedDate(instant: Date, timeZone: string): IsoDate {
  const p = zonedParts(instant, timeZone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/** "YYYY-MM-DD HH:mm" in the zone: the wire format of booking and shift times. */
export function formatZonedDateTime(instant: Date, timeZone: string): string {
  const p = zonedParts(instant, timeZone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}`;
}

/** "HH:mm" in the zone. */
export function formatZonedTime(instant: Date, timeZone: string): string {
  const p = zonedParts(instant, timeZone);
  return `${pad(p.hour)}:${pad(p.minute)}`;
}

/** Minutes the zone is ahead of UTC at that instant (Toronto in winter: -300). */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const p = zonedParts(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  const whole = Math.floor(instant.getTime() / 1000) * 1000;
  return Math.round((asUtc - whole) / 60_000);
}

/**
 * The instant a wall-clock time happens in a zone. A time skipped by a spring-forward gap
 * maps to the instant one offset later (02:30 → 03:30); a repeated fall-back time maps to
 * its first occurrence.
 */
export function zonedTimeToInstant(date: IsoDate, time: string, timeZone: string): Date {
  const dm = DATE_RE.exec(date);
  const tm = TIME_RE.exec(time);
  if (!dm || !tm || !isIsoDate(date)) throw new RangeError(`Invalid date or time: ${date} ${time}`);
  const wall = Date.UTC(Number(dm[1]), Number(dm[2]) - 1, Number(dm[3]), Number(tm[1]), Number(tm[2]));
  // Two passes settle the offset: the first guess may sit on the wrong side of a transition.
  const first = wall - zoneOffsetMinutes(new Date(wall), timeZone) * 60_000;
  const second = wall - zoneOffsetMinutes(new Date(first), timeZone) * 60_000;
  if (first === second) return new Date(first);
  // Ambiguous or skipped: prefer the earlier instant that still shows this wall time.
  const earlier = Math.min(first, second);
  return formatZonedTime(new Date(earlier), timeZone) === time ? new Date(earlier) : new Date(Math.max(first, second));
}

/** "YYYY-MM-DD HH:mm" in the zone → instant. */
export function parseZonedDateTime(value: string, timeZone: string): Date {
  const [date = '', time = ''] = value.split(' ');
  return zonedTimeToInstant(date, time, timeZone);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  const m = DATE_RE.exec(date);
  if (!m) throw new RangeError(`Invalid date: ${date}`);
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + days));
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** The half-open instant range [start, end) of a calendar day in a zone (23 or 25 h around DST). */
export function zonedDayRange(date: IsoDate, timeZone: string): { start: Date; end: Date } {
  return {
    start: zonedTimeToInstant(date, '00:00', timeZone),
    end: zonedTimeToInstant(addDays(date, 1), '00:00', timeZone),
  };
}

/** "HH:mm" → minutes after midnight. */
export function minutesOfDay(time: string): number {
  const m = TIME_RE.exec(time);
  if (!m) throw new RangeError(`Invalid time: ${time}`);
  return Number(m[1]) * 60 + Number(m[2]);
}

/** Minutes after midnight → "HH:mm" (clamped to the day). */
export function hourMinute(minutes: number): string {
  const m = Math.max(0, Math.min(23 * 60 + 59, Math.round(minutes)));
  return `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
}
