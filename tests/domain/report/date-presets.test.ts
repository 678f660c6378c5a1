import { describe, expect, it } from 'vitest';
import { DatePreset, daysOf, monthEnd, presetOf, presetRange } from '../../../src/domain/report/date-presets';

describe('report date presets', () => {
  // Friday 20 November 2026.
  const today = '2026-11-20';

  it('names today, the week from Monday, this month and last month', () => {
    expect(presetRange({ preset: DatePreset.TODAY, today })).toEqual({ from: today, to: today });
    expect(presetRange({ preset: DatePreset.THIS_WEEK, today })).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(presetRange({ preset: DatePreset.THIS_MONTH, today })).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(presetRange({ preset: DatePreset.LAST_MONTH, today })).toEqual({ from: '2026-10-01', to: '2026-10-31' });
  });

  it('counts a Sunday in the week that began the Monday before, and January’s last month in December', () => {
    expect(presetRange({ preset: DatePreset.THIS_WEEK, today: '2026-11-22' })).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(presetRange({ preset: DatePreset.LAST_MONTH, today: '2027-01-15' })).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(monthEnd('2028-02-10')).toBe('2028-02-29');
  });

  it('tells which preset a range is, and custom for any other', () => {
    expect(presetOf({ range: { from: '2026-11-01', to: '2026-11-30' }, today })).toBe(DatePreset.THIS_MONTH);
    expect(presetOf({ range: { from: '2026-11-02', to: '2026-11-30' }, today })).toBe(DatePreset.CUSTOM);
    expect(daysOf({ from: '2026-02-27', to: '2026-03-02' })).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
  });
});
