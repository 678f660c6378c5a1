import { describe, expect, it } from 'vitest';
import { isDayString, isTodayOrLater, shiftDay, todayIn, wallTime } from '../../src/features/dates/branch-dates';

describe('branch dates', () => {
  it('today is the branch calendar day, not the tablet one', () => {
    const now = Date.parse('2026-11-21T02:30:00Z'); // 21:30 on the 20th in Toronto
    expect(todayIn('America/Toronto', now)).toBe('2026-11-20');
    expect(todayIn('Asia/Ho_Chi_Minh', now)).toBe('2026-11-21');
  });

  it('moves across months and validates days', () => {
    expect(shiftDay('2026-11-30', 1)).toBe('2026-12-01');
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
    expect(isDayString('2026-11-20')).toBe(true);
    expect(isDayString('2026-02-30')).toBe(false);
    expect(isDayString('20/11/2026')).toBe(false);
  });

  it('compares days and reads wall times', () => {
    expect(isTodayOrLater('2026-11-20', '2026-11-20')).toBe(true);
    expect(isTodayOrLater('2026-11-19', '2026-11-20')).toBe(false);
    expect(wallTime('2026-11-20 09:15')).toBe('09:15');
  });
});
