/**
 * The report filter's date presets (issue 16): today, this week (Monday to Sunday, as Canadian
 * salons plan their weeks), this month, last month. Pure: "today" is the branch's day, given.
 */
import { addDays, type IsoDate } from '../time';

export const DatePreset = {
  TODAY: 'today',
  THIS_WEEK: 'this-week',
  THIS_MONTH: 'this-month',
  LAST_MONTH: 'last-month',
  CUSTOM: 'custom',
} as const;
export type DatePreset = (typeof DatePreset)[keyof typeof DatePreset];

export type DateRange = { from: IsoDate; to: IsoDate };

/** 0 = Monday … 6 = Sunday, of a calendar date. */
function weekdayFromMonday(date: IsoDate): number {
  const [y, m, d] = date.split('-').map(Number);
  const sunday0 = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)).getUTCDay();
  return (sunday0 + 6) % 7;
}

/** The first day of the month of `date`. */
export function monthStart(date: IsoDate): IsoDate {
  return `${date.slice(0, 7)}-01`;
}

/** The last day of the month of `date`. */
export function monthEnd(date: IsoDate): IsoDate {
  const [y, m] = date.split('-').map(Number);
  const last = new Date(Date.UTC(y ?? 1970, m ?? 1, 0)).getUTCDate();
  return `${date.slice(0, 7)}-${String(last).padStart(2, '0')}`;
}

/** The range a preset names on `today`; a custom range is whatever was typed, so it has none. */
export function presetRange({ preset, today }: { preset: Exclude<DatePreset, 'custom'>; today: IsoDate }): DateRange {
  switch (preset) {
    case DatePreset.TODAY:
      return { from: today, to: today };
    case DatePreset.THIS_WEEK: {
      const from = addDays(today, -weekdayFromMonday(today));
      return { from, to: addDays(from, 6) };
    }
    case DatePreset.THIS_MONTH:
      return { from: monthStart(today), to: monthEnd(today) };
    case DatePreset.LAST_MONTH: {
      const last = addDays(monthStart(today), -1);
      return { from: monthStart(last), to: monthEnd(last) };
    }
  }
}

/** The preset a range is, on `today` (custom when none matches). */
export function presetOf({ range, today }: { range: DateRange; today: IsoDate }): DatePreset {
  const named = [DatePreset.TODAY, DatePreset.THIS_WEEK, DatePreset.THIS_MONTH, DatePreset.LAST_MONTH] as const;
  const found = named.find((preset) => {
    const r = presetRange({ preset, today });
    return r.from === range.from && r.to === range.to;
  });
  return found ?? DatePreset.CUSTOM;
}

/** Every day of a range, in order. */
export function daysOf(range: DateRange): IsoDate[] {
  const days: IsoDate[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) days.push(day);
  return days;
}
