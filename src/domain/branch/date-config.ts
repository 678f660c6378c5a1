/**
 * Settings for one date or a range (spec part 2 §3 "Configs by date"): multitasking, online
 * booking confirmation, the overlap allowed, the bill slip, the hours and the overtime. Each is
 * set for those dates or left to the branch; saving replaces what the dates had. MINUTE_OVERLAP
 * is 0 when multitasking is on (spec §9): it is written so.
 */
import { z } from '../schemas/zod';
import { minutesOfDay } from '../time';
import type { FieldProblem } from '../schemas/problems';
import { ConfigKey } from '../branchConfig';
import { rangeProblem } from './date-range';
import { isQuarterHour } from './working-time';

/** A switch for some dates: the branch's own setting, on or off. */
export const DateSwitch = { BRANCH: 'branch', ON: 'on', OFF: 'off' } as const;
export type DateSwitch = (typeof DateSwitch)[keyof typeof DateSwitch];
const SWITCHES = [DateSwitch.BRANCH, DateSwitch.ON, DateSwitch.OFF] as const;

/** Longest overlap or overtime, in minutes: a typo guard. */
export const DATE_MINUTES_MAX = 240;

/** The keys a date may set here (holidays are their own list). */
export const DATE_SETTING_KEYS = [
  ConfigKey.MULTITASK,
  ConfigKey.CONFIRM_BOOKING_ONLINE,
  ConfigKey.MINUTE_OVERLAP,
  ConfigKey.PRINT_BILL_SLIP,
  ConfigKey.START_TIME,
  ConfigKey.END_TIME,
  ConfigKey.WORKING_OVER_TIME,
] as const;

export type DateConfigValues = {
  from: string;
  to: string;
  multitask: DateSwitch;
  confirmBookingOnline: DateSwitch;
  printBillSlip: DateSwitch;
  /** null: the branch's. */
  minuteOverlap: number | null;
  /** "": the day's usual hours. */
  startTime: string;
  endTime: string;
  workingOverTime: number | null;
};

export const EMPTY_DATE_CONFIG_VALUES: DateConfigValues = {
  from: '',
  to: '',
  multitask: DateSwitch.BRANCH,
  confirmBookingOnline: DateSwitch.BRANCH,
  printBillSlip: DateSwitch.BRANCH,
  minuteOverlap: null,
  startTime: '',
  endTime: '',
  workingOverTime: null,
};

function minutesProblem(value: number | null): FieldProblem | undefined {
  if (value === null) return undefined;
  if (!Number.isInteger(value)) return { code: 'WHOLE_NUMBER' };
  if (value < 0) return { code: 'NUMBER_TOO_SMALL', min: 0 };
  return value > DATE_MINUTES_MAX ? { code: 'NUMBER_TOO_LARGE', max: DATE_MINUTES_MAX } : undefined;
}

/** Each field's problem, at its field. */
function dateConfigProblems(v: DateConfigValues): [keyof DateConfigValues, FieldProblem][] {
  const out: [keyof DateConfigValues, FieldProblem][] = [];
  const range = rangeProblem(v);
  if (range) out.push([range.field, range.problem]);
  const overlap = minutesProblem(v.minuteOverlap);
  if (overlap) out.push(['minuteOverlap', overlap]);
  const overtime = minutesProblem(v.workingOverTime);
  if (overtime) out.push(['workingOverTime', overtime]);
  if (v.startTime !== '' && !isQuarterHour(v.startTime)) out.push(['startTime', { code: 'TIME_INVALID' }]);
  else if (v.endTime !== '' && !isQuarterHour(v.endTime)) out.push(['endTime', { code: 'TIME_INVALID' }]);
  else if (v.startTime !== '' && v.endTime !== '' && minutesOfDay(v.endTime) <= minutesOfDay(v.startTime)) out.push(['endTime', { code: 'TIME_INVALID' }]);
  return out;
}

/** The by-date form's rules, for the form and the server alike. */
export const dateConfigValuesSchema = z
  .object({
    from: z.string().check(z.maxLength(10)),
    to: z.string().check(z.maxLength(10)),
    multitask: z.enum(SWITCHES),
    confirmBookingOnline: z.enum(SWITCHES),
    printBillSlip: z.enum(SWITCHES),
    minuteOverlap: z.nullable(z.number()),
    startTime: z.string().check(z.maxLength(5)),
    endTime: z.string().check(z.maxLength(5)),
    workingOverTime: z.nullable(z.number()),
  })
  .check(
    z.superRefine((values, ctx) => {
      for (const [field, problem] of dateConfigProblems(values)) ctx.addIssue({ code: 'custom', path: [field], message: 'This value is not valid', params: { problem } });
    }),
  );

const switchText = (s: DateSwitch): string | null => (s === DateSwitch.BRANCH ? null : String(s === DateSwitch.ON));

/** The config entries each date of the range gets: only what is set; the overlap 0 under multitasking. */
export function dateConfigEntries(v: DateConfigValues): Record<string, string> {
  const overlap = v.multitask === DateSwitch.ON ? 0 : v.minuteOverlap;
  const entries: [string, string | null][] = [
    [ConfigKey.MULTITASK, switchText(v.multitask)],
    [ConfigKey.CONFIRM_BOOKING_ONLINE, switchText(v.confirmBookingOnline)],
    [ConfigKey.PRINT_BILL_SLIP, switchText(v.printBillSlip)],
    [ConfigKey.MINUTE_OVERLAP, overlap === null ? null : String(overlap)],
    [ConfigKey.START_TIME, v.startTime || null],
    [ConfigKey.END_TIME, v.endTime || null],
    [ConfigKey.WORKING_OVER_TIME, v.workingOverTime === null ? null : String(v.workingOverTime)],
  ];
  return Object.fromEntries(entries.filter((e): e is [string, string] => e[1] !== null));
}

/** One date's stored settings back as the form's values (the range is that date). */
export function dateConfigValuesOf(date: string, stored: Readonly<Record<string, string | undefined>>): DateConfigValues {
  const sw = (value: string | undefined): DateSwitch => (value === undefined ? DateSwitch.BRANCH : value === 'true' ? DateSwitch.ON : DateSwitch.OFF);
  const num = (value: string | undefined): number | null => (value === undefined || !/^\d+$/.test(value) ? null : Number(value));
  return {
    from: date,
    to: date,
    multitask: sw(stored[ConfigKey.MULTITASK]),
    confirmBookingOnline: sw(stored[ConfigKey.CONFIRM_BOOKING_ONLINE]),
    printBillSlip: sw(stored[ConfigKey.PRINT_BILL_SLIP]),
    minuteOverlap: num(stored[ConfigKey.MINUTE_OVERLAP]),
    startTime: stored[ConfigKey.START_TIME] ?? '',
    endTime: stored[ConfigKey.END_TIME] ?? '',
    workingOverTime: num(stored[ConfigKey.WORKING_OVER_TIME]),
  };
}
