/**
 * A date or a range of dates (a holiday, settings for some days): the last day on or after
 * the first, and at most a year long, so a typo cannot write settings for a century.
 */
import { addDays, isIsoDate, type IsoDate } from '../time';
import type { FieldProblem } from '../schemas/problems';
import { isCalendarDate } from '../schemas/dates';

/** The longest range, in days (a leap year). */
export const MAX_RANGE_DAYS = 366;

export type DateRange = { from: IsoDate; to: IsoDate };

/** What is wrong with a range, at the field to fix; null when it is fine. */
export function rangeProblem(range: { from: string; to: string }): { field: 'from' | 'to'; problem: FieldProblem } | null {
  if (range.from === '') return { field: 'from', problem: { code: 'REQUIRED' } };
  if (!isCalendarDate(range.from)) return { field: 'from', problem: { code: 'DATE_INVALID' } };
  if (range.to === '') return { field: 'to', problem: { code: 'REQUIRED' } };
  if (!isCalendarDate(range.to) || range.to < range.from) return { field: 'to', problem: { code: 'DATE_INVALID' } };
  if (range.to > addDays(range.from, MAX_RANGE_DAYS - 1)) return { field: 'to', problem: { code: 'NUMBER_TOO_LARGE', max: MAX_RANGE_DAYS } };
  return null;
}

/** Every date of a valid range, in order. */
export function datesOf(range: DateRange): IsoDate[] {
  if (!isIsoDate(range.from) || !isIsoDate(range.to)) return [];
  const out: IsoDate[] = [];
  for (let d = range.from; d <= range.to && out.length < MAX_RANGE_DAYS; d = addDays(d, 1)) out.push(d);
  return out;
}
