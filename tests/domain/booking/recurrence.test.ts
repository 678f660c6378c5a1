import { describe, expect, it } from 'vitest';
import { expandRecurrence, recurrenceRule, RecurrenceEnd } from '../../../src/domain/booking/recurrence';
import { parseZonedDateTime } from '../../../src/domain/time';
import { HOURS, TZ } from './series-fixtures';

describe('expandRecurrence', () => {
  it('keeps the wall-clock time every week across the spring change (2026-03-08)', () => {
    const got = expandRecurrence({ startTime: '2026-03-02 10:00', rule: { everyWeeks: 1, end: { kind: RecurrenceEnd.COUNT, count: 3 } }, timeZone: TZ });
    expect(got.map((o) => o.startTime)).toEqual(['2026-03-02 10:00', '2026-03-09 10:00', '2026-03-16 10:00']);
    const [a, b] = got.map((o) => parseZonedDateTime(o.startTime, TZ).getTime());
    // One hour less than a week passed: 10:00 EST to 10:00 EDT.
    expect((b ?? 0) - (a ?? 0)).toBe(7 * 24 * HOURS - HOURS);
  });

  it('keeps it across the autumn change (2026-11-01), every 2 weeks until a date, inclusive', () => {
    const got = expandRecurrence({ startTime: '2026-10-20 09:30', rule: { everyWeeks: 2, end: { kind: RecurrenceEnd.UNTIL, until: '2026-11-17' } }, timeZone: TZ });
    expect(got.map((o) => o.startTime)).toEqual(['2026-10-20 09:30', '2026-11-03 09:30', '2026-11-17 09:30']);
    const [a, b] = got.map((o) => parseZonedDateTime(o.startTime, TZ).getTime());
    expect((b ?? 0) - (a ?? 0)).toBe(14 * 24 * HOURS + HOURS);
    expect(got.every((o) => !o.shifted)).toBe(true);
  });

  it('moves a time the spring change skips to the clock time, and says so', () => {
    const got = expandRecurrence({ startTime: '2026-03-01 02:30', rule: { everyWeeks: 1, end: { kind: RecurrenceEnd.COUNT, count: 2 } }, timeZone: TZ });
    expect(got[1]).toEqual({ index: 1, date: '2026-03-08', startTime: '2026-03-08 03:30', shifted: true });
  });

  it('stops at M times, and at the cap for a far date', () => {
    expect(expandRecurrence({ startTime: '2026-03-02 10:00', rule: { everyWeeks: 3, end: { kind: RecurrenceEnd.COUNT, count: 6 } }, timeZone: TZ })).toHaveLength(6);
    expect(expandRecurrence({ startTime: '2026-03-02 10:00', rule: { everyWeeks: 1, end: { kind: RecurrenceEnd.UNTIL, until: '2030-01-01' } }, timeZone: TZ })).toHaveLength(52);
  });

  it('refuses a rule out of range', () => {
    expect(recurrenceRule.safeParse({ everyWeeks: 0, end: { kind: 'count', count: 3 } }).success).toBe(false);
    expect(recurrenceRule.safeParse({ everyWeeks: 13, end: { kind: 'count', count: 3 } }).success).toBe(false);
    expect(recurrenceRule.safeParse({ everyWeeks: 1, end: { kind: 'count', count: 1 } }).success).toBe(false);
    expect(recurrenceRule.safeParse({ everyWeeks: 1, end: { kind: 'until', until: '2026-02-30' } }).success).toBe(false);
  });
});
