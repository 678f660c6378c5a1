/**
 * A branch's system settings (spec part 2 §2 "Settings for reminder hours, start time,
 * multitasking overlap and HST"): when reminders go out, the default opening hours (a weekday
 * without working time of its own opens then), multitasking and the overlap allowed without it
 * (0 when multitasking is on, spec §9), the bill slip and online booking confirmation. The
 * spec's HST moved to the branch form's list of taxes (issue 13: branch/tax.ts).
 */
import { z } from '../schemas/zod';
import { minutesOfDay } from '../time';
import type { FieldProblem } from '../schemas/problems';
import { CONFIG_DEFAULTS, ConfigKey, resolveTurnSettings, type ConfigValues } from '../branchConfig';
import type { BranchConfigResult } from '../api';
import { DATE_MINUTES_MAX } from './date-config';
import { isQuarterHour } from './working-time';

/** A week: reminders sooner than that before a booking. */
export const REMINDER_HOURS_MAX = 168;
/** When the branch says nothing: a day before. */
export const DEFAULT_REMINDER_HOURS = 24;

export type SystemSettingsValues = {
  reminderHours: number | null;
  startTime: string;
  endTime: string;
  multitask: boolean;
  minuteOverlap: number | null;
  printBillSlip: boolean;
  confirmBookingOnline: boolean;
  cardTipsInCash: boolean;
  /** The walk-in turn list (issue 19) and, in cents, the price from which a walk-in is a full turn. */
  walkInTurns: boolean;
  fullTurnPrice: number | null;
};

/** $1,000.00: no salon service a walk-in takes costs more. */
export const FULL_TURN_PRICE_MAX = 100_000;

function wholeProblem(value: number | null, max: number): FieldProblem | undefined {
  if (value === null) return { code: 'REQUIRED' };
  if (!Number.isInteger(value)) return { code: 'WHOLE_NUMBER' };
  if (value < 0) return { code: 'NUMBER_TOO_SMALL', min: 0 };
  return value > max ? { code: 'NUMBER_TOO_LARGE', max } : undefined;
}

function settingsProblems(v: SystemSettingsValues): [keyof SystemSettingsValues, FieldProblem][] {
  const out: [keyof SystemSettingsValues, FieldProblem | undefined][] = [
    ['reminderHours', wholeProblem(v.reminderHours, REMINDER_HOURS_MAX)],
    ['startTime', isQuarterHour(v.startTime) ? undefined : { code: 'TIME_INVALID' }],
    ['endTime', !isQuarterHour(v.endTime) || (isQuarterHour(v.startTime) && minutesOfDay(v.endTime) <= minutesOfDay(v.startTime)) ? { code: 'TIME_INVALID' } : undefined],
    // Under multitasking the overlap is 0 whatever was typed.
    ['minuteOverlap', v.multitask ? undefined : wholeProblem(v.minuteOverlap, DATE_MINUTES_MAX)],
    // Only asked while the turn list is on.
    ['fullTurnPrice', v.walkInTurns ? wholeProblem(v.fullTurnPrice, FULL_TURN_PRICE_MAX) : undefined],
  ];
  return out.filter((e): e is [keyof SystemSettingsValues, FieldProblem] => e[1] !== undefined);
}

/** The settings form's rules, for the form and the server alike. */
export const systemSettingsSchema = z
  .object({
    reminderHours: z.nullable(z.number()),
    startTime: z.string().check(z.maxLength(5)),
    endTime: z.string().check(z.maxLength(5)),
    multitask: z.boolean(),
    minuteOverlap: z.nullable(z.number()),
    printBillSlip: z.boolean(),
    confirmBookingOnline: z.boolean(),
    cardTipsInCash: z.boolean(),
    walkInTurns: z.boolean(),
    fullTurnPrice: z.nullable(z.number()),
  })
  .check(
    z.superRefine((values, ctx) => {
      for (const [field, problem] of settingsProblems(values)) ctx.addIssue({ code: 'custom', path: [field], message: 'This value is not valid', params: { problem } });
    }),
  );

/** The settings as the branch's config holds them, with the defaults. */
export function systemSettingsOf(config: BranchConfigResult, values: ConfigValues): SystemSettingsValues {
  const reminder = Number(values[ConfigKey.REMINDER_HOURS]);
  return {
    reminderHours: Number.isInteger(reminder) && reminder >= 0 ? reminder : DEFAULT_REMINDER_HOURS,
    startTime: config.startTime,
    endTime: config.endTime,
    multitask: config.multitask,
    minuteOverlap: config.minuteOverlap,
    printBillSlip: config.printBillSlip,
    confirmBookingOnline: config.confirmBookingOnline,
    cardTipsInCash: config.cardTipsInCash,
    walkInTurns: resolveTurnSettings(values).WALK_IN_TURNS,
    fullTurnPrice: resolveTurnSettings(values).FULL_TURN_PRICE,
  };
}

/** The config entries saved settings write. */
export function systemSettingsEntries(v: SystemSettingsValues): Record<string, string> {
  return {
    [ConfigKey.REMINDER_HOURS]: String(v.reminderHours ?? DEFAULT_REMINDER_HOURS),
    [ConfigKey.START_TIME]: v.startTime || CONFIG_DEFAULTS.startTime,
    [ConfigKey.END_TIME]: v.endTime || CONFIG_DEFAULTS.endTime,
    [ConfigKey.MULTITASK]: String(v.multitask),
    [ConfigKey.MINUTE_OVERLAP]: String(v.multitask ? 0 : (v.minuteOverlap ?? 0)),
    [ConfigKey.PRINT_BILL_SLIP]: String(v.printBillSlip),
    [ConfigKey.CONFIRM_BOOKING_ONLINE]: String(v.confirmBookingOnline),
    [ConfigKey.CARD_TIPS_IN_CASH]: String(v.cardTipsInCash),
    [ConfigKey.WALK_IN_TURNS]: String(v.walkInTurns),
    [ConfigKey.FULL_TURN_PRICE]: String(v.fullTurnPrice ?? CONFIG_DEFAULTS.fullTurnPrice),
  };
}
