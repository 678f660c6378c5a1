/**
 * No booking comes onto a day the branch is closed: a holiday of its closed-days list or a
 * weekday it does not open (the day config folds both into `isHoliday`). One rule for the
 * tablet's check of a recurring series and for the server's save, so both refuse the same days.
 */
import type { DayConfigResult } from '../api';
import type { IsoDate } from '../time';

/** What the refusal tells the desk: the day, and the holiday's note when it has one. */
export type ClosedDay = { date: IsoDate; note: string | null };

/**
 * The closed day a booking would land on, or null. A booking already on that day (made before
 * the day was closed) is not refused when it is changed there: the desk must still be able to
 * edit, move away or cancel it. Only a new booking, or one moved from another date, is.
 */
export function closedDayRefusal(input: {
  date: IsoDate;
  config: Pick<DayConfigResult, 'isHoliday' | 'holiday'>;
  /** The booking's date as saved; null for a new booking. */
  savedDate: IsoDate | null;
}): ClosedDay | null {
  if (!input.config.isHoliday || input.savedDate === input.date) return null;
  return { date: input.date, note: input.config.holiday };
}
