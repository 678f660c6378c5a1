/**
 * Branch configuration is stored as text key-values (branch-wide, and overrides per date).
 * These pure functions turn them into the typed answers, with the spec's defaults, so the
 * server and any offline reader resolve a day the same way.
 */
import { Language, LoyaltyType, type BranchConfigResult, type DayConfigResult } from './api';
import type { LoyaltySettings } from './bill/types';
import { phoneSettingFromPattern, DEFAULT_PHONE_SETTING } from './phone';
import { isHourMinute, isIsoDate } from './time';
import { parseWorkingTime, weekdayOf, workingTimeKey } from './branch/working-time';

export const ConfigKey = {
  LANGUAGE: 'LANGUAGE',
  PHONE_FORMAT: 'PHONE_FORMAT',
  MONEY_SYMBOL: 'MONEY_SYMBOL',
  TIME_ZONE: 'TIME_ZONE',
  HST: 'HST',
  DICTIONARY: 'DICTIONARY',
  LOYALTY_TYPE: 'LOYALTY_TYPE',
  /** POINT_BASED: most loyalty money one bill may take, in cents. */
  LOYALTY_LIMIT: 'LOYALTY_LIMIT',
  /** POINT_BASED: percent of a paid bill's total earned as loyalty money. */
  LOYALTY_EARN_PERCENT: 'LOYALTY_EARN_PERCENT',
  /** BOOKING_BASED: paid bills before the next one gets the reward. */
  LOYALTY_BOOKINGS_FOR_REWARD: 'LOYALTY_BOOKINGS_FOR_REWARD',
  /** BOOKING_BASED: the reward, percent of the subtotal. */
  LOYALTY_REWARD_PERCENT: 'LOYALTY_REWARD_PERCENT',
  /** BOOKING_BASED: the reward as cents off instead of the percent; empty: the percent. */
  LOYALTY_REWARD_AMOUNT: 'LOYALTY_REWARD_AMOUNT',
  /** BOOKING_BASED: the subtotal, in cents, a bill must reach to take the reward. */
  LOYALTY_MIN_AMOUNT: 'LOYALTY_MIN_AMOUNT',
  /** The branch date the loyalty rule applies from ("YYYY-MM-DD"); empty: always. */
  LOYALTY_APPLY_FROM: 'LOYALTY_APPLY_FROM',
  MULTITASK: 'MULTITASK',
  MINUTE_OVERLAP: 'MINUTE_OVERLAP',
  PRINT_BILL_SLIP: 'PRINT_BILL_SLIP',
  CONFIRM_BOOKING_ONLINE: 'CONFIRM_BOOKING_ONLINE',
  START_TIME: 'startTime',
  END_TIME: 'endTime',
  WORKING_OVER_TIME: 'workingOverTime',
  IS_HOLIDAY: 'isHoliday',
  HOLIDAY: 'holiday',
  /** How many hours before a booking its reminder goes out. */
  REMINDER_HOURS: 'REMINDER_HOURS',
  /** The drawer pays technicians their card tips in cash too, at the end of the day (tip-payout.ts). */
  CARD_TIPS_IN_CASH: 'CARD_TIPS_IN_CASH',
  /** The walk-in turn list on or off (issue 19). */
  WALK_IN_TURNS: 'WALK_IN_TURNS',
  /** Cents: the price from which a walk-in counts a full turn. */
  FULL_TURN_PRICE: 'FULL_TURN_PRICE',
} as const;
export type ConfigKey = (typeof ConfigKey)[keyof typeof ConfigKey];

/** Keys that may also be set for one date, overriding the branch-wide value. */
export const DATE_CONFIG_KEYS = [
  ConfigKey.MULTITASK,
  ConfigKey.MINUTE_OVERLAP,
  ConfigKey.PRINT_BILL_SLIP,
  ConfigKey.CONFIRM_BOOKING_ONLINE,
  ConfigKey.START_TIME,
  ConfigKey.END_TIME,
  ConfigKey.WORKING_OVER_TIME,
  ConfigKey.IS_HOLIDAY,
  ConfigKey.HOLIDAY,
] as const;

export type ConfigValues = Readonly<Record<string, string | undefined>>;

/** The spec's local defaults: open 08:00 to 17:00, no multitasking. */
export const CONFIG_DEFAULTS = {
  language: Language.EN,
  timeZone: 'America/Toronto',
  moneySymbol: '$',
  hst: 13,
  startTime: '08:00',
  endTime: '17:00',
  /** A manicure-and-more: below $30.00 a walk-in is half a turn. */
  fullTurnPrice: 3000,
} as const;

/** Loyalty when the branch sets nothing: $20.00 a bill, 5% earned; every 5 paid bills, 10% off the next. */
export const LOYALTY_DEFAULTS = {
  limit: 2000,
  earnPercent: 5,
  bookingsForReward: 5,
  rewardPercent: 10,
} as const;

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined) return fallback;
  return value === 'true' || value === '1';
}

function nonNegativeInt(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && Number.isFinite(n) && n >= 0 ? Math.round(n) : fallback;
}

function hourMinuteOr(value: string | undefined, fallback: string): string {
  return value !== undefined && isHourMinute(value) ? value : fallback;
}

export function parseLanguage(value: string | undefined): Language {
  return value === Language.FR || value === Language.VI || value === Language.EN ? value : CONFIG_DEFAULTS.language;
}

export function parseLoyaltyType(value: string | undefined): LoyaltyType {
  return value === LoyaltyType.POINT_BASED ? LoyaltyType.POINT_BASED : LoyaltyType.BOOKING_BASED;
}

/** DICTIONARY holds a JSON object of label overrides; anything else counts as none. */
export function parseDictionary(value: string | undefined): Record<string, string> {
  if (!value) return {};
  try {
    const parsed: unknown = JSON.parse(value);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'),
    );
  } catch {
    return {};
  }
}

function percentOr(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) && n >= 0 && n <= 100 ? n : fallback;
}

/** The branch's loyalty programme: its type and the numbers of that type, with defaults. */
export function resolveLoyaltySettings(values: ConfigValues): LoyaltySettings {
  const bookings = nonNegativeInt(values[ConfigKey.LOYALTY_BOOKINGS_FOR_REWARD], LOYALTY_DEFAULTS.bookingsForReward);
  return {
    type: parseLoyaltyType(values[ConfigKey.LOYALTY_TYPE]),
    limit: nonNegativeInt(values[ConfigKey.LOYALTY_LIMIT], LOYALTY_DEFAULTS.limit),
    earnPercent: percentOr(values[ConfigKey.LOYALTY_EARN_PERCENT], LOYALTY_DEFAULTS.earnPercent),
    // At least one paid bill between rewards: 0 would make every bill a reward.
    bookingsForReward: bookings > 0 ? bookings : LOYALTY_DEFAULTS.bookingsForReward,
    rewardPercent: percentOr(values[ConfigKey.LOYALTY_REWARD_PERCENT], LOYALTY_DEFAULTS.rewardPercent),
    rewardAmount: positiveIntOrNull(values[ConfigKey.LOYALTY_REWARD_AMOUNT]),
    minimumAmount: nonNegativeInt(values[ConfigKey.LOYALTY_MIN_AMOUNT], 0),
    applyFrom: dateOrNull(values[ConfigKey.LOYALTY_APPLY_FROM]),
  };
}

function positiveIntOrNull(value: string | undefined): number | null {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isSafeInteger(n) && n > 0 ? n : null;
}

function dateOrNull(value: string | undefined): string | null {
  return value !== undefined && isIsoDate(value) ? value : null;
}

export function resolveTimeZone(values: ConfigValues): string {
  return values[ConfigKey.TIME_ZONE] || CONFIG_DEFAULTS.timeZone;
}

/** MINUTE_OVERLAP is 0 when multitasking is on (the spec). */
function overlap(multitask: boolean, raw: string | undefined): number {
  return multitask ? 0 : nonNegativeInt(raw, 0);
}

/** The HST a branch's config held before its taxes were a list (issue 13: branch_tax). */
export function configHst(values: ConfigValues): number {
  const hst = Number(values[ConfigKey.HST]);
  return Number.isFinite(hst) && hst > 0 ? hst : CONFIG_DEFAULTS.hst;
}

export function resolveBranchConfig(branchId: string, values: ConfigValues): BranchConfigResult {
  const multitask = bool(values[ConfigKey.MULTITASK], false);
  const phonePattern = values[ConfigKey.PHONE_FORMAT];
  return {
    branchId,
    language: parseLanguage(values[ConfigKey.LANGUAGE]),
    timeZone: resolveTimeZone(values),
    moneySymbol: values[ConfigKey.MONEY_SYMBOL] || CONFIG_DEFAULTS.moneySymbol,
    phone: phonePattern ? phoneSettingFromPattern(phonePattern) : DEFAULT_PHONE_SETTING,
    startTime: hourMinuteOr(values[ConfigKey.START_TIME], CONFIG_DEFAULTS.startTime),
    endTime: hourMinuteOr(values[ConfigKey.END_TIME], CONFIG_DEFAULTS.endTime),
    workingOverTime: nonNegativeInt(values[ConfigKey.WORKING_OVER_TIME], 0),
    multitask,
    minuteOverlap: overlap(multitask, values[ConfigKey.MINUTE_OVERLAP]),
    printBillSlip: bool(values[ConfigKey.PRINT_BILL_SLIP], false),
    confirmBookingOnline: bool(values[ConfigKey.CONFIRM_BOOKING_ONLINE], false),
    cardTipsInCash: bool(values[ConfigKey.CARD_TIPS_IN_CASH], false),
  };
}

/**
 * One day: the date's overrides win over its weekday's working time, which wins over the
 * branch-wide values, which win over the defaults (08:00 to 17:00). A weekday the branch
 * closes reads as a closed day, as a holiday does, unless the date sets hours of its own.
 */
export function resolveDayConfig(date: string, branchValues: ConfigValues, dateValues: ConfigValues): DayConfigResult {
  const v = (key: ConfigKey): string | undefined => dateValues[key] ?? branchValues[key];
  const multitask = bool(v(ConfigKey.MULTITASK), false);
  const weekday = parseWorkingTime(branchValues[workingTimeKey(weekdayOf(date))]);
  const dateHasHours = dateValues[ConfigKey.START_TIME] !== undefined || dateValues[ConfigKey.END_TIME] !== undefined;
  const closedWeekday = weekday !== null && !weekday.open && !dateHasHours;
  const holiday = bool(v(ConfigKey.IS_HOLIDAY), false);
  const isHoliday = holiday || closedWeekday;
  const hours = (key: typeof ConfigKey.START_TIME | typeof ConfigKey.END_TIME, fallback: string): string => {
    const ofWeekday = weekday?.open ? (key === ConfigKey.START_TIME ? weekday.startTime : weekday.endTime) : undefined;
    return hourMinuteOr(dateValues[key] ?? ofWeekday ?? branchValues[key], fallback);
  };
  return {
    date,
    startTime: hours(ConfigKey.START_TIME, CONFIG_DEFAULTS.startTime),
    endTime: hours(ConfigKey.END_TIME, CONFIG_DEFAULTS.endTime),
    workingOverTime: nonNegativeInt(v(ConfigKey.WORKING_OVER_TIME), 0),
    isHoliday,
    // A holiday note only means something on a holiday; the branch-wide key never sets it.
    holiday: holiday ? (dateValues[ConfigKey.HOLIDAY] ?? null) : null,
    MULTITASK: multitask,
    MINUTE_OVERLAP: overlap(multitask, v(ConfigKey.MINUTE_OVERLAP)),
    PRINT_BILL_SLIP: bool(v(ConfigKey.PRINT_BILL_SLIP), false),
    CONFIRM_BOOKING_ONLINE: bool(v(ConfigKey.CONFIRM_BOOKING_ONLINE), false),
    // Branch-wide only: a turn list that changed rules from one day to the next would not be fair.
    ...resolveTurnSettings(branchValues),
  };
}

/** The walk-in turn list's settings (issue 19): off unless the branch turns it on. */
export function resolveTurnSettings(values: ConfigValues): Pick<DayConfigResult, 'WALK_IN_TURNS' | 'FULL_TURN_PRICE'> {
  return {
    WALK_IN_TURNS: bool(values[ConfigKey.WALK_IN_TURNS], false),
    FULL_TURN_PRICE: nonNegativeInt(values[ConfigKey.FULL_TURN_PRICE], CONFIG_DEFAULTS.fullTurnPrice),
  };
}
