/**
 * A technician's working time (spec part 2 §3 "Timesheet entry / working time config", §5):
 * full time, shift work or off, over a range of days, from an apply date; paid and unpaid
 * time off. The day's working time is computed from these when it is read, never generated
 * ahead as rows, so an open-ended "from" needs no horizon and a change of the branch's hours
 * reaches every full-time day at once.
 *
 * How a day is decided (one pure function, the same for the board, the drop rules, the
 * breaks and the timesheet):
 * 1. Time off covering the day: the technician does not work (not on the board).
 * 2. Otherwise whichever was saved last of (a) the day's own WORKING rows (the shifts written
 *    for that day before configurations existed, the demo's) and (b) the configuration that
 *    governs the day. A configuration governs the days from its effective start (the later of
 *    its from date and its apply date) to its to date (none: open-ended); when several do, the
 *    one saved last wins. So a later configuration overrides an earlier one from its apply
 *    date on, and the days before keep what they had.
 * 3. Full time is the branch's hours of that date (resolveDayConfig, read by the caller); a
 *    closed day (holiday) has none. Shift work is its shifts; off is nothing.
 * Breaks (BREAK_PAID/BREAK_UNPAID rows) are not decided here: they stay rows, shown on any day
 * the technician works. Bookings are never moved by a change of working time (the board keeps
 * the column of a technician booked on a day they no longer work: scheduleRepository).
 */
import type { DayConfigResult } from '../api';
import { addDays, minutesOfDay, type IsoDate } from '../time';

export const WorkType = { FULL_TIME: 'FULL_TIME', SHIFT: 'SHIFT', OFF: 'OFF' } as const;
export type WorkType = (typeof WorkType)[keyof typeof WorkType];
export const WORK_TYPES: readonly WorkType[] = Object.values(WorkType);

export const TimeOffType = { PAID: 'PAID', UNPAID: 'UNPAID' } as const;
export type TimeOffType = (typeof TimeOffType)[keyof typeof TimeOffType];
export const TIME_OFF_TYPES: readonly TimeOffType[] = Object.values(TimeOffType);

/** The time picker's step (spec part 2 §9). */
export const SHIFT_STEP_MINUTES = 15;
/** More shifts than this in a day is a typo. */
export const MAX_SHIFTS = 6;
/** The longest range a quick timesheet or a time off may cover at once. */
export const MAX_RANGE_DAYS = 366;

/** "HH:mm" to "HH:mm" on the branch's wall clock; an end of "00:00" is midnight at the day's end. */
export type Shift = { start: string; end: string };

export type WorkingTimeConfig = {
  id: string;
  workType: WorkType;
  shifts: readonly Shift[];
  fromDate: IsoDate;
  /** Null: open-ended, until a later configuration takes over. */
  toDate: IsoDate | null;
  applyDate: IsoDate;
  /** When it was saved (epoch ms): the later saved wins. */
  savedAt: number;
  /** Its place in the order configurations were saved in: the later wins a tie of savedAt. */
  savedOrder: number;
};

export type TimeOff = { id: string; type: TimeOffType; fromDate: IsoDate; toDate: IsoDate; note: string | null };

/** The day's own WORKING rows (as shifts) and when the last of them was saved. */
export type ManualDay = { shifts: readonly Shift[]; savedAt: number };

export const DaySource = { TIME_OFF: 'TIME_OFF', MANUAL: 'MANUAL', CONFIG: 'CONFIG', NONE: 'NONE' } as const;
export type DaySource = (typeof DaySource)[keyof typeof DaySource];

export type WorkingDay = {
  date: IsoDate;
  source: DaySource;
  /** The configuration's type (CONFIG), else null. */
  workType: WorkType | null;
  configId: string | null;
  timeOff: { id: string; type: TimeOffType; note: string | null } | null;
  /** What the technician works that day, sorted; empty when they do not work. */
  shifts: Shift[];
};

/** Minutes after the day's 00:00 of a shift's end: "00:00" is the end of the day. */
export function shiftEndMinute(end: string): number {
  const m = minutesOfDay(end);
  return m === 0 ? 1440 : m;
}

/** The first day a configuration governs. */
export function effectiveFrom(config: Pick<WorkingTimeConfig, 'fromDate' | 'applyDate'>): IsoDate {
  return config.applyDate > config.fromDate ? config.applyDate : config.fromDate;
}

export function governs(config: Pick<WorkingTimeConfig, 'fromDate' | 'toDate' | 'applyDate'>, date: IsoDate): boolean {
  return effectiveFrom(config) <= date && (config.toDate === null || date <= config.toDate);
}

const laterSaved = (a: WorkingTimeConfig, b: WorkingTimeConfig): WorkingTimeConfig => (b.savedAt > a.savedAt || (b.savedAt === a.savedAt && b.savedOrder > a.savedOrder) ? b : a);

/** The configuration that decides `date`, if any: of those governing it, the one saved last. */
export function configOn(date: IsoDate, configs: readonly WorkingTimeConfig[]): WorkingTimeConfig | null {
  let found: WorkingTimeConfig | null = null;
  for (const c of configs) if (governs(c, date)) found = found ? laterSaved(found, c) : c;
  return found;
}

export function timeOffOn(date: IsoDate, timeOff: readonly TimeOff[]): TimeOff | null {
  return timeOff.find((t) => t.fromDate <= date && date <= t.toDate) ?? null;
}

/** A branch day with no hours: a holiday (the branch's closed days are holidays of the day config). */
export function isClosedDay(day: Pick<DayConfigResult, 'isHoliday'>): boolean {
  return day.isHoliday;
}

function sorted(shifts: readonly Shift[]): Shift[] {
  return [...shifts].sort((a, b) => minutesOfDay(a.start) - minutesOfDay(b.start));
}

/** What a configuration works on one branch day. */
export function configShifts(config: Pick<WorkingTimeConfig, 'workType' | 'shifts'>, day: Pick<DayConfigResult, 'startTime' | 'endTime' | 'isHoliday'>): Shift[] {
  if (isClosedDay(day)) return [];
  switch (config.workType) {
    case WorkType.FULL_TIME:
      return [{ start: day.startTime, end: day.endTime }];
    case WorkType.SHIFT:
      return sorted(config.shifts);
    case WorkType.OFF:
      return [];
  }
}

/**
 * One technician's working time on one date. `day` is the branch's day config of that date,
 * as resolveDayConfig gives it; `manual` the day's own WORKING rows, if it has any.
 */
export function workingDay(input: {
  date: IsoDate;
  day: Pick<DayConfigResult, 'startTime' | 'endTime' | 'isHoliday'>;
  configs: readonly WorkingTimeConfig[];
  timeOff: readonly TimeOff[];
  manual: ManualDay | null;
}): WorkingDay {
  const { date } = input;
  const off = timeOffOn(date, input.timeOff);
  if (off) return { date, source: DaySource.TIME_OFF, workType: null, configId: null, timeOff: { id: off.id, type: off.type, note: off.note }, shifts: [] };
  const config = configOn(date, input.configs);
  const manual = input.manual && input.manual.shifts.length > 0 ? input.manual : null;
  if (manual && (!config || manual.savedAt > config.savedAt)) {
    return { date, source: DaySource.MANUAL, workType: null, configId: null, timeOff: null, shifts: sorted(manual.shifts) };
  }
  if (config) return { date, source: DaySource.CONFIG, workType: config.workType, configId: config.id, timeOff: null, shifts: configShifts(config, input.day) };
  return { date, source: DaySource.NONE, workType: null, configId: null, timeOff: null, shifts: [] };
}

/** Every date from `from` to `to`, both included. */
export function datesBetween(from: IsoDate, to: IsoDate): IsoDate[] {
  const dates: IsoDate[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) dates.push(d);
  return dates;
}

/** Minutes worked in a day's shifts. */
export function workedMinutes(shifts: readonly Shift[]): number {
  return shifts.reduce((sum, s) => sum + Math.max(0, shiftEndMinute(s.end) - minutesOfDay(s.start)), 0);
}
