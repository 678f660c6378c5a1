/**
 * The Branches and System settings screens' /api contract: paths, the request schemas the
 * browser and the server share, and the answers. Every body is checked twice: its shape and
 * text here, its rules by the form's own schema (branch.ts, holiday.ts, …).
 */
import { z } from '../schemas/zod';
import type { Language } from '../api';
import { LANGUAGES } from '../api';
import { listRequestSchema } from '../admin/list-request';
import { text } from '../schemas/text';
import { phoneDigits } from '../catalogue/form-rules';
import type { BranchValues } from './branch';
import type { DateConfigValues } from './date-config';
import type { SystemSettingsValues } from './system-settings';
import type { BranchTax } from './tax';
import type { WorkingWeekValues } from './working-time';
import { WEEKDAYS } from './working-time';

export const BranchPath = {
  LIST: '/api/branch/list',
  /** GET {DETAIL}/{id} */
  DETAIL: '/api/branch/show',
  /** multipart */
  CREATE: '/api/branch/create',
  /** multipart, with id */
  UPDATE: '/api/branch/update',
  /** Activate or deactivate (the tenant admin's). */
  CHANGE_STATUS: '/api/branch/change-status',
  WORKING_TIME: '/api/branch/working-time',
  UPDATE_WORKING_TIME: '/api/branch/update-working-time',
  HOLIDAY_LIST: '/api/branch/holiday/list',
  HOLIDAY_CREATE: '/api/branch/holiday/create',
  HOLIDAY_UPDATE: '/api/branch/holiday/update',
  /** POST ?id= */
  HOLIDAY_DELETE: '/api/branch/holiday/delete',
  DATE_CONFIG_LIST: '/api/branch/date-config/list',
  /** Replaces the settings of every date of the range (nothing set clears them). */
  DATE_CONFIG_SAVE: '/api/branch/date-config/save',
  /** GET ?branchId: the branch's list of taxes (issue 13). */
  TAXES: '/api/branch/taxes',
  /** Replaces the list whole (branch/tax.ts `branchTaxesBody`). */
  UPDATE_TAXES: '/api/branch/update-taxes',
} as const;

export const SystemSettingsPath = {
  GET: '/api/system/settings',
  UPDATE: '/api/system/update-settings',
} as const;

export const BRANCH_SORT = ['code', 'name', 'opening', 'active', 'createdAt'] as const;
export type BranchSort = (typeof BRANCH_SORT)[number];
export const HOLIDAY_SORT = ['from', 'to', 'note'] as const;
export type HolidaySort = (typeof HOLIDAY_SORT)[number];
export const DATE_CONFIG_SORT = ['date'] as const;
export type DateConfigSort = (typeof DATE_CONFIG_SORT)[number];

/** The tenant's branches (a branch admin sees theirs): no branch of its own. */
export const branchListQuery = listRequestSchema(BRANCH_SORT, {});
export const holidayListQuery = listRequestSchema(HOLIDAY_SORT, { branchId: z.uuid() });
export const dateConfigListQuery = listRequestSchema(DATE_CONFIG_SORT, { branchId: z.uuid() });
export const branchIdQuery = z.object({ branchId: z.uuid() });

// ---- the branch form (multipart: every value arrives as text) ----

const field = (max: number, multiline = false) => z._default(text({ max, multiline }), '');

export const branchFields = z.object({
  id: z.optional(z.uuid()),
  code: field(100),
  name: field(2000),
  address: field(2000),
  phone: field(100),
  email: field(2000),
  areaCode: field(100),
  description: field(10_000, true),
  taxCode: field(2000),
  timeZone: field(100),
  opening: z._default(z.enum(['true', 'false']), 'true'),
  closedMessage: field(5000, true),
  moneySymbol: field(100),
  phoneFormat: field(100),
  language: z.enum(LANGUAGES),
  /** A new file is the file part `image`; as text, "null" is none and the current id keeps it. */
  image: z.optional(text({ max: 100 })),
});
export type BranchFields = z.infer<typeof branchFields>;

export function branchValuesOf(fields: BranchFields): BranchValues {
  return {
    code: fields.code.trim().toUpperCase(),
    name: fields.name.trim(),
    address: fields.address.trim(),
    // Stored as digits, shown through the branch's phone format.
    phone: phoneDigits(fields.phone.trim()),
    email: fields.email.trim(),
    areaCode: fields.areaCode.trim(),
    description: fields.description.trim(),
    taxCode: fields.taxCode.trim(),
    timeZone: fields.timeZone.trim(),
    opening: fields.opening === 'true',
    closedMessage: fields.closedMessage.trim(),
    moneySymbol: fields.moneySymbol.trim(),
    phoneFormat: fields.phoneFormat.trim(),
    language: fields.language,
  };
}

// ---- JSON bodies ----

export const branchStatusBody = z.object({ id: z.uuid(), active: z.boolean() });
export type BranchStatusBody = z.infer<typeof branchStatusBody>;

const time = text({ max: 5 });
const date = text({ max: 10 });

export const workingTimeBody = z.object({
  branchId: z.uuid(),
  days: z.array(z.object({ weekday: z.enum(WEEKDAYS), open: z.boolean(), startTime: time, endTime: time })).check(z.maxLength(WEEKDAYS.length)),
});
export type WorkingTimeBody = z.infer<typeof workingTimeBody>;

const holidayFields = { from: date, to: date, note: z._default(text({ max: 2000, multiline: true }), '') };
export const holidayCreateBody = z.object({ branchId: z.uuid(), ...holidayFields });
export const holidayUpdateBody = z.object({ id: z.uuid(), ...holidayFields });
export type HolidayCreateBody = z.infer<typeof holidayCreateBody>;
export type HolidayUpdateBody = z.infer<typeof holidayUpdateBody>;

const dateSwitch = z.enum(['branch', 'on', 'off']);
const minutes = z.nullable(z.number());
export const dateConfigSaveBody = z.object({
  branchId: z.uuid(),
  from: date,
  to: date,
  multitask: dateSwitch,
  confirmBookingOnline: dateSwitch,
  printBillSlip: dateSwitch,
  minuteOverlap: minutes,
  startTime: z._default(time, ''),
  endTime: z._default(time, ''),
  workingOverTime: minutes,
});
export type DateConfigSaveBody = z.infer<typeof dateConfigSaveBody>;

export const systemSettingsBody = z.object({
  branchId: z.uuid(),
  reminderHours: z.nullable(z.number()),
  startTime: time,
  endTime: time,
  multitask: z.boolean(),
  minuteOverlap: z.nullable(z.number()),
  printBillSlip: z.boolean(),
  confirmBookingOnline: z.boolean(),
  cardTipsInCash: z._default(z.boolean(), false),
  walkInTurns: z.boolean(),
  /** Cents. */
  fullTurnPrice: z.nullable(z.number()),
});
export type SystemSettingsBody = z.infer<typeof systemSettingsBody>;

// ---- answers ----

export type BranchRowView = {
  id: string;
  code: string;
  name: string;
  address: string | null;
  phone: string | null;
  email: string | null;
  opening: boolean;
  active: boolean;
  /** URL of the picture, null for none. */
  image: string | null;
  createdAt: string;
};

export type BranchDetail = BranchRowView & {
  areaCode: string | null;
  description: string | null;
  taxCode: string | null;
  closedMessage: string | null;
  imageId: string | null;
  timeZone: string;
  moneySymbol: string;
  phoneFormat: string;
  language: Language;
};

export type WorkingTimeResult = WorkingWeekValues & {
  /** The default hours a weekday without its own falls back to (System settings). */
  defaultHours: { startTime: string; endTime: string };
};

export type HolidayRow = { id: string; branchId: string; from: string; to: string; note: string | null };

/** One date's own settings, as the by-date form edits them. */
export type DateConfigRow = { id: string; date: string; values: DateConfigValues };

export type SystemSettingsResult = SystemSettingsValues & { branchId: string };

/** GET TAXES: the list the Taxes tab edits. */
export type BranchTaxesResult = { branchId: string; taxes: BranchTax[] };

export type { Page } from '../admin/list';
export type { SavedId } from '../catalogue/contract';
