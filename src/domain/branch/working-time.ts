/**
 * A branch's opening hours per weekday (spec part 2 §2 "working time", §9: 08:00 to 17:00 by
 * default, 15-minute steps). Each weekday is one branch config key holding "HH:mm-HH:mm" or
 * CLOSED; a weekday without one opens at the branch's default hours. Pure: a date's weekday
 * is calendar arithmetic, no zone.
 */
import { z } from '../schemas/zod';
import { isHourMinute, minutesOfDay, type IsoDate } from '../time';
import type { FieldProblem } from '../schemas/problems';
import { ruleCheck } from '../schemas/rules';

export const Weekday = {
  MONDAY: 'MONDAY',
  TUESDAY: 'TUESDAY',
  WEDNESDAY: 'WEDNESDAY',
  THURSDAY: 'THURSDAY',
  FRIDAY: 'FRIDAY',
  SATURDAY: 'SATURDAY',
  SUNDAY: 'SUNDAY',
} as const;
export type Weekday = (typeof Weekday)[keyof typeof Weekday];
/** The week as a salon's timetable reads it, Monday first. */
export const WEEKDAYS: readonly Weekday[] = Object.values(Weekday);

/** The time picker's step (spec §9). */
export const TIME_STEP_MINUTES = 15;

const CLOSED = 'CLOSED';

/** The branch config key of a weekday's hours. */
export function workingTimeKey(day: Weekday): string {
  return `WORKING_TIME_${day}`;
}

/** Monday … Sunday of a "YYYY-MM-DD" date. */
export function weekdayOf(date: IsoDate): Weekday {
  const [y, m, d] = date.split('-').map(Number);
  // getUTCDay: 0 is Sunday.
  const day = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)).getUTCDay();
  return WEEKDAYS[(day + 6) % 7] ?? Weekday.MONDAY;
}

export type DayHours = { open: boolean; startTime: string; endTime: string };

/** A time of day on the picker's grid. */
export function isQuarterHour(time: string): boolean {
  return isHourMinute(time) && minutesOfDay(time) % TIME_STEP_MINUTES === 0;
}

/** Hours that make an open day: both on the grid, the end after the start. */
export function hoursProblem(hours: Pick<DayHours, 'startTime' | 'endTime'>): { field: 'startTime' | 'endTime'; problem: FieldProblem } | null {
  if (!isQuarterHour(hours.startTime)) return { field: 'startTime', problem: { code: 'TIME_INVALID' } };
  if (!isQuarterHour(hours.endTime)) return { field: 'endTime', problem: { code: 'TIME_INVALID' } };
  if (minutesOfDay(hours.endTime) <= minutesOfDay(hours.startTime)) return { field: 'endTime', problem: { code: 'TIME_INVALID' } };
  return null;
}

/** A stored weekday value; null when absent or unreadable (the default hours then apply). */
export function parseWorkingTime(value: string | undefined): DayHours | null {
  if (value === undefined) return null;
  if (value === CLOSED) return { open: false, startTime: '', endTime: '' };
  const [startTime = '', endTime = ''] = value.split('-');
  return hoursProblem({ startTime, endTime }) === null ? { open: true, startTime, endTime } : null;
}

export function formatWorkingTime(hours: DayHours): string {
  return hours.open ? `${hours.startTime}-${hours.endTime}` : CLOSED;
}

/** One weekday of the working-time form. */
export const dayHoursSchema = z
  .object({ weekday: z.enum(WEEKDAYS), open: z.boolean(), startTime: z.string().check(z.maxLength(5)), endTime: z.string().check(z.maxLength(5)) })
  .check(
    z.superRefine((day, ctx) => {
      if (!day.open) return;
      const found = hoursProblem(day);
      if (found) ctx.addIssue({ code: 'custom', path: [found.field], message: 'The time is invalid', params: { problem: found.problem } });
    }),
  );
export type DayHoursValues = z.infer<typeof dayHoursSchema>;

/** The whole week, each weekday once, Monday first. */
export const workingWeekSchema = z.object({
  days: z.array(dayHoursSchema).check(
    ruleCheck((days: readonly DayHoursValues[]) => (days.length === WEEKDAYS.length && WEEKDAYS.every((d, i) => days[i]?.weekday === d) ? undefined : { code: 'INVALID' })),
  ),
});
export type WorkingWeekValues = z.infer<typeof workingWeekSchema>;

/** The week as the branch's config says it, each weekday without its own hours at `fallback`. */
export function workingWeekOf(values: Readonly<Record<string, string | undefined>>, fallback: Pick<DayHours, 'startTime' | 'endTime'>): WorkingWeekValues {
  return {
    days: WEEKDAYS.map((weekday) => {
      const hours = parseWorkingTime(values[workingTimeKey(weekday)]);
      if (!hours) return { weekday, open: true, ...fallback };
      // A closed day keeps hours to show if it is opened again in the form.
      return hours.open ? { weekday, ...hours } : { weekday, open: false, ...fallback };
    }),
  };
}

/** The config entries a saved week writes. */
export function workingWeekEntries(week: WorkingWeekValues): Record<string, string> {
  return Object.fromEntries(week.days.map((d) => [workingTimeKey(d.weekday), formatWorkingTime(d)]));
}
