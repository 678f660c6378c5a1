import { describe, expect, it } from 'vitest';
import {
  addDays,
  formatZonedDate,
  formatZonedDateTime,
  hourMinute,
  isHourMinute,
  isIsoDate,
  isValidTimeZone,
  minutesOfDay,
  parseZonedDateTime,
  zonedDayRange,
  zonedTimeToInstant,
  zoneOffsetMinutes,
} from '../../src/domain/time';

const TORONTO = 'America/Toronto';

describe('time in a branch zone', () => {
  it('gives the branch date and wall time of an instant', () => {
    const now = new Date('2026-11-20T15:00:00Z');
    expect(formatZonedDate(now, TORONTO)).toBe('2026-11-20');
    expect(formatZonedDateTime(now, TORONTO)).toBe('2026-11-20 10:00');
    // 02:00 UTC is still the previous evening in Toronto.
    expect(formatZonedDate(new Date('2026-11-21T02:00:00Z'), TORONTO)).toBe('2026-11-20');
    expect(formatZonedDate(new Date('2026-11-21T02:00:00Z'), 'Asia/Ho_Chi_Minh')).toBe('2026-11-21');
    expect(formatZonedDateTime(new Date('2026-11-20T00:00:00Z'), 'UTC')).toBe('2026-11-20 00:00');
  });

  it('turns wall time into instants, both sides of DST', () => {
    expect(zonedTimeToInstant('2026-11-20', '10:00', TORONTO).toISOString()).toBe('2026-11-20T15:00:00.000Z');
    expect(zonedTimeToInstant('2026-07-01', '10:00', TORONTO).toISOString()).toBe('2026-07-01T14:00:00.000Z');
    expect(parseZonedDateTime('2026-11-20 09:15', TORONTO).toISOString()).toBe('2026-11-20T14:15:00.000Z');
    expect(zoneOffsetMinutes(new Date('2026-11-20T15:00:00Z'), TORONTO)).toBe(-300);
    expect(zoneOffsetMinutes(new Date('2026-07-01T15:00:00Z'), TORONTO)).toBe(-240);
  });

  it('handles the spring-forward gap and the fall-back repeat', () => {
    // 02:30 does not exist on 2026-03-08 in Toronto: it maps to 03:30 EDT.
    expect(zonedTimeToInstant('2026-03-08', '02:30', TORONTO).toISOString()).toBe('2026-03-08T07:30:00.000Z');
    // 01:30 happens twice on 2026-11-01: the first (EDT) one is taken.
    expect(zonedTimeToInstant('2026-11-01', '01:30', TORONTO).toISOString()).toBe('2026-11-01T05:30:00.000Z');
  });

  it('gives day ranges of 24, 23 and 25 hours', () => {
    const hours = (d: string) => {
      const { start, end } = zonedDayRange(d, TORONTO);
      return (end.getTime() - start.getTime()) / 3_600_000;
    };
    expect(hours('2026-11-20')).toBe(24);
    expect(hours('2026-03-08')).toBe(23);
    expect(hours('2026-11-01')).toBe(25);
    expect(zonedDayRange('2026-11-20', TORONTO).start.toISOString()).toBe('2026-11-20T05:00:00.000Z');
  });

  it('validates and moves dates and times', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-2-3')).toBe(false);
    expect(isHourMinute('23:59')).toBe(true);
    expect(isHourMinute('24:00')).toBe(false);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(minutesOfDay('09:15')).toBe(555);
    expect(hourMinute(555)).toBe('09:15');
    expect(isValidTimeZone(TORONTO)).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(() => zonedTimeToInstant('2026-02-30', '10:00', TORONTO)).toThrow(RangeError);
  });
});
