import { describe, expect, it } from 'vitest';
import { closedDayRefusal } from '../../../src/domain/booking/closed-day';

const open = { isHoliday: false, holiday: null };
const christmas = { isHoliday: true, holiday: 'Christmas Day' };
/** A weekday the branch does not open reads as closed, with no note. */
const closedWeekday = { isHoliday: true, holiday: null };

describe('a booking on a closed day', () => {
  it('refuses a new booking on a holiday, with its note, and on a closed weekday', () => {
    expect(closedDayRefusal({ date: '2026-12-25', config: christmas, savedDate: null })).toEqual({ date: '2026-12-25', note: 'Christmas Day' });
    expect(closedDayRefusal({ date: '2026-12-27', config: closedWeekday, savedDate: null })).toEqual({ date: '2026-12-27', note: null });
  });

  it('refuses a booking moved onto the closed day from another date', () => {
    expect(closedDayRefusal({ date: '2026-12-25', config: christmas, savedDate: '2026-12-24' })).toEqual({ date: '2026-12-25', note: 'Christmas Day' });
  });

  it('leaves a booking already on that day editable, and any open day alone', () => {
    expect(closedDayRefusal({ date: '2026-12-25', config: christmas, savedDate: '2026-12-25' })).toBeNull();
    expect(closedDayRefusal({ date: '2026-12-24', config: open, savedDate: null })).toBeNull();
    expect(closedDayRefusal({ date: '2026-12-24', config: open, savedDate: '2026-12-25' })).toBeNull();
  });
});
