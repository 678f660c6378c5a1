/**
 * A branch as the Branches screen edits it (spec part 2 §3 "Branch"): its own fields, its
 * opening status with the message shown while closed, and the key-value configs staff set
 * here (money symbol, phone format, language, time zone). The code follows the first run's
 * rule: it starts booking and bill codes and the public booking address, so it is fixed once
 * the branch exists.
 */
import { z } from '../schemas/zod';
import { Language, LANGUAGES } from '../api';
import { isPhonePattern, phoneSettingFromPattern } from '../phone';
import { isValidTimeZone } from '../time';
import type { FieldProblem } from '../schemas/problems';
import { ruleCheck } from '../schemas/rules';
import { optionalEmailProblem, optionalPhoneProblem, optionalTextProblem, requiredTextProblem } from '../catalogue/form-rules';
import { BRANCH_CODE, FIRST_BRANCH_DEFAULTS, SETUP_TEXT_MAX } from '../setup';

export const BRANCH_TEXT_MAX = {
  name: SETUP_TEXT_MAX.branchName,
  code: SETUP_TEXT_MAX.branchCode,
  address: 300,
  email: 200,
  description: 2000,
  taxCode: 50,
  closedMessage: 500,
  moneySymbol: SETUP_TEXT_MAX.moneySymbol,
  phoneFormat: 30,
} as const;

export function normaliseBranchCode(code: string): string {
  return code.trim().toUpperCase();
}

export type BranchValues = {
  code: string;
  name: string;
  address: string;
  phone: string;
  email: string;
  /** The regional phone area code (416, 514…). */
  areaCode: string;
  description: string;
  taxCode: string;
  timeZone: string;
  /** Opening (true) or closed, as the branch decides. */
  opening: boolean;
  /** What customers read while the branch is closed. */
  closedMessage: string;
  moneySymbol: string;
  phoneFormat: string;
  language: Language;
};
export type BranchField = keyof BranchValues;

export function emptyBranchValues(timeZone: string, language: Language): BranchValues {
  return {
    code: '',
    name: '',
    address: '',
    phone: '',
    email: '',
    areaCode: '',
    description: '',
    taxCode: '',
    timeZone,
    opening: true,
    closedMessage: '',
    moneySymbol: FIRST_BRANCH_DEFAULTS.moneySymbol,
    phoneFormat: FIRST_BRANCH_DEFAULTS.phoneFormat,
    language,
  };
}

function codeProblem(raw: string): FieldProblem | undefined {
  const code = normaliseBranchCode(raw);
  if (code === '') return { code: 'REQUIRED' };
  if (code.length > BRANCH_TEXT_MAX.code) return { code: 'TOO_LONG', max: BRANCH_TEXT_MAX.code };
  return BRANCH_CODE.test(code) ? undefined : { code: 'CODE_FORMAT' };
}

const AREA_CODE = /^\d{3}$/;

const optional = (max: number) => z.string().check(ruleCheck((s: string) => optionalTextProblem(s, max)));
const required = (max: number) => z.string().check(ruleCheck((s: string) => requiredTextProblem(s, max)));

/** The branch form's rules, as one schema: the form validates with it and the server parses with it. */
export const branchValuesSchema = z
  .object({
    code: z.string().check(ruleCheck(codeProblem)),
    name: required(BRANCH_TEXT_MAX.name),
    address: optional(BRANCH_TEXT_MAX.address),
    phone: z.string().check(z.maxLength(40)),
    email: z.string().check(ruleCheck((s: string) => optionalEmailProblem(s))),
    areaCode: z.string().check(ruleCheck((s: string) => (s.trim() === '' || AREA_CODE.test(s.trim()) ? undefined : { code: 'INVALID' }))),
    description: optional(BRANCH_TEXT_MAX.description),
    taxCode: optional(BRANCH_TEXT_MAX.taxCode),
    timeZone: z.string().check(ruleCheck((s: string) => (s === '' ? { code: 'REQUIRED' } : isValidTimeZone(s) ? undefined : { code: 'INVALID' }))),
    opening: z.boolean(),
    closedMessage: optional(BRANCH_TEXT_MAX.closedMessage),
    moneySymbol: required(BRANCH_TEXT_MAX.moneySymbol),
    phoneFormat: z.string().check(ruleCheck((s: string) => (s.trim() === '' ? { code: 'REQUIRED' } : isPhonePattern(s.trim()) ? undefined : { code: 'INVALID' }))),
    language: z.enum(LANGUAGES),
  })
  .check(
    z.superRefine((values, ctx) => {
      // The branch's own phone follows the format chosen beside it.
      if (!isPhonePattern(values.phoneFormat.trim())) return;
      const problem = optionalPhoneProblem(values.phone, phoneSettingFromPattern(values.phoneFormat.trim()));
      if (problem) ctx.addIssue({ code: 'custom', path: ['phone'], message: 'Phone is invalid!', params: { problem } });
    }),
  );
