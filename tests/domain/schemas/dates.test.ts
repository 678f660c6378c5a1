import { describe, expect, it } from 'vitest';
import { calendarDate, clockTime, isCalendarDate, isIsoInstant, isWallDateTime, isoInstant, wallDateTime } from '../../../src/domain/schemas/dates';

describe('dates and times', () => {
  it('takes real calendar dates between 1900 and 2100 only', () => {
    for (const good of ['2026-11-20', '2028-02-29', '1900-01-01', '2100-12-31']) expect(isCalendarDate(good), good).toBe(true);
    for (const bad of ['2026-02-30', '2027-02-29', '2026-13-01', '2026-00-10', '0000-00-00', '0000-01-01', '10000-01-01', '1899-12-31', '2101-01-01', '2026-1-1', '20261120', ''])
      expect(isCalendarDate(bad), bad).toBe(false);
    expect(calendarDate().safeParse('2026-02-30').success).toBe(false);
  });

  it('takes wall times on real days at real times of day', () => {
    expect(isWallDateTime('2026-11-20 23:59')).toBe(true);
    for (const bad of ['2026-11-20 24:00', '2026-11-20 10:60', '2026-11-20 25:61', '2026-11-20 99:99', '2026-02-30 10:00', '2026-11-20T10:00', '2026-11-20 9:05', '2026-11-20 10:00 x'])
      expect(isWallDateTime(bad), bad).toBe(false);
    expect(wallDateTime().safeParse('0000-00-00 00:00').success).toBe(false);
  });

  it('takes clock times from 00:00 to 23:59', () => {
    expect(clockTime().safeParse('00:00').success).toBe(true);
    expect(clockTime().safeParse('23:59').success).toBe(true);
    for (const bad of ['24:00', '10:60', '25:61', '99:99', '1:05', '10:00:00']) expect(clockTime().safeParse(bad).success, bad).toBe(false);
  });

  it('takes ISO instants with an offset, on real dates, in range', () => {
    for (const good of ['2026-11-20T15:00:00Z', '2026-11-20T15:00:00.123Z', '2026-11-20T10:00:00-05:00']) expect(isIsoInstant(good), good).toBe(true);
    for (const bad of ['0000-01-01T00:00:00Z', '10000-01-01T00:00:00Z', '2026-02-30T10:00:00Z', '2026-11-20T24:00:00Z', '2026-11-20T15:00:00', '2026-11-20T15:00:00+25:00'])
      expect(isIsoInstant(bad), bad).toBe(false);
    expect(isoInstant().safeParse('1899-12-31T23:59:59Z').success).toBe(false);
  });
});
