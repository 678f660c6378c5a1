/**
 * First run (issue 12): on an empty database a salon creates its business, its owner's sign-in
 * and its first branch. The form checks the body the server parses, with the same schema; the
 * branch's first settings follow from it by one rule.
 */
import { z } from './schemas/zod';
import { Language, LANGUAGES } from './api';
import { CONFIG_DEFAULTS, ConfigKey } from './branchConfig';
import { newPassword, passwordsMatch, PASSWORDS_DIFFER, typedPassword } from './password';
import { DEFAULT_PHONE_SETTING, isPhonePattern } from './phone';
import { timeZoneName } from './schemas/dates';
import { PROVINCES, Province, provinceTaxes } from './branch/province-taxes';
import type { BranchTax } from './branch/tax';
import { Problem, refusedAs } from './schemas/problems';
import { requiredText } from './schemas/text';

export const SetupPath = {
  STATUS: '/api/setup/status',
  CREATE_BUSINESS: '/api/setup/create-business',
} as const;

/** GET STATUS: once a business exists, the setup page is gone for good. */
export type SetupStatus = { businessExists: boolean };

export type CreateBusinessResult = { tenantId: string; branchId: string; userId: string };

export const SETUP_TEXT_MAX = {
  businessName: 120,
  fullName: 120,
  username: 100,
  branchName: 120,
  branchCode: 10,
  moneySymbol: 5,
} as const;

// Branch codes start bill and booking codes ({code}-{device}-{n}) and the public booking address.
export const BRANCH_CODE = /^[A-Z0-9_-]+$/;

const owner = z
  .object({
    fullName: requiredText(SETUP_TEXT_MAX.fullName),
    username: requiredText(SETUP_TEXT_MAX.username),
    password: newPassword(),
    confirmPassword: typedPassword(),
  }).check(z.refine(passwordsMatch, PASSWORDS_DIFFER));

const firstBranch = z.object({
  name: requiredText(SETUP_TEXT_MAX.branchName),
  code: z.pipe(requiredText(SETUP_TEXT_MAX.branchCode), z.transform((s) => s.toUpperCase())).check(z.refine((s) => BRANCH_CODE.test(s), refusedAs(Problem.CODE_FORMAT))),
  timeZone: timeZoneName(),
  phoneFormat: requiredText(30).check(z.refine(isPhonePattern, refusedAs(Problem.INVALID))),
  moneySymbol: requiredText(SETUP_TEXT_MAX.moneySymbol),
  /** Its taxes start as the province's (branch/province-taxes.ts); the branch form edits them. */
  province: z.enum(PROVINCES),
});

export const createBusinessBody = z.object({
  businessName: requiredText(SETUP_TEXT_MAX.businessName),
  /** The browser's language among en, fr and vi: the branch's language to begin with. */
  language: z._default(z.enum(LANGUAGES), Language.EN),
  owner,
  branch: firstBranch,
});
export type CreateBusinessBody = z.output<typeof createBusinessBody>;
export type CreateBusinessValues = z.input<typeof createBusinessBody>;

/** What the form starts with besides the browser's zone and language: the spec's defaults. */
export const FIRST_BRANCH_DEFAULTS = {
  phoneFormat: DEFAULT_PHONE_SETTING.pattern,
  moneySymbol: CONFIG_DEFAULTS.moneySymbol,
  province: Province.ON,
} as const satisfies { province: Province; phoneFormat: string; moneySymbol: string };

/**
 * The first branch's settings: what the form asked, and the spec's working hours (08:00 to
 * 17:00) written out where the scheduler reads them, so the owner sees and edits real values.
 */
export function firstBranchConfig(body: { language: Language; branch: Pick<CreateBusinessBody['branch'], 'phoneFormat' | 'moneySymbol' | 'timeZone'> }): Record<string, string> {
  return {
    [ConfigKey.LANGUAGE]: body.language,
    [ConfigKey.PHONE_FORMAT]: body.branch.phoneFormat,
    [ConfigKey.MONEY_SYMBOL]: body.branch.moneySymbol,
    [ConfigKey.TIME_ZONE]: body.branch.timeZone,
    [ConfigKey.START_TIME]: CONFIG_DEFAULTS.startTime,
    [ConfigKey.END_TIME]: CONFIG_DEFAULTS.endTime,
  };
}

/** The first branch's taxes: its province's. */
export function firstBranchTaxes(body: Pick<CreateBusinessBody, 'branch'>): BranchTax[] {
  return provinceTaxes(body.branch.province);
}

/**
 * The names of the rows the setup makes, in the business's language: staff read them at the
 * counter. The roles' names are with the roles (src/domain/people/default-roles.ts).
 */
export const FIRST_BUSINESS_NAMES = {
  en: { cash: 'Cash' },
  fr: { cash: 'Espèces' },
  vi: { cash: 'Tiền mặt' },
} as const satisfies Record<Language, { cash: string }>;
