/**
 * The voucher form (spec part 2 §3 Voucher, issue 15): code (unique in the business, saved in
 * capitals), content, type (general or birthday), an amount or a percent, money or package kind,
 * one branch or all, all customers or one, start and end date, how many uses, the services (or
 * packages) it discounts, active. Shared by the form and the server; the server also checks what
 * the schema cannot know (the code free, the branch, customer and services the caller's).
 */
import { z } from '../schemas/zod';
import { VoucherKind, VoucherType } from '../bill/calculate-bill';
import { VoucherAudience } from '../bill/types';
import { MAX_CATALOGUE_CENTS, optionalTextProblem, requiredTextProblem } from '../catalogue/form-rules';
import { isCalendarDate } from '../schemas/dates';
import { fieldProblemMessage, Problem, type FieldProblem } from '../schemas/problems';
import { ruleCheck } from '../schemas/rules';
import { isCleanText } from '../schemas/text';

export const VOUCHER_TEXT_MAX = { code: 30, content: 300 } as const;
/** More services than a salon lists: a bound, not a rule staff meet. */
export const VOUCHER_IDS_MAX = 200;
export const VOUCHER_USES_MAX = 1_000_000;

export type VoucherValues = {
  code: string;
  content: string;
  audience: VoucherAudience;
  discountType: VoucherType;
  /** AMOUNT: cents. */
  value: number;
  /** PERCENT: 0 < percent ≤ 100. */
  percent: number;
  kind: VoucherKind;
  /** null: every branch. */
  branchId: string | null;
  /** null: every customer. */
  customerId: string | null;
  /** "YYYY-MM-DD" or "". */
  startDate: string;
  endDate: string;
  /** null: unlimited. */
  maxUses: number | null;
  serviceIds: string[];
  packageIds: string[];
  active: boolean;
};

export const EMPTY_VOUCHER_VALUES: VoucherValues = {
  code: '',
  content: '',
  audience: VoucherAudience.GENERAL,
  discountType: VoucherType.PERCENT,
  value: 0,
  percent: 0,
  kind: VoucherKind.MONEY,
  branchId: null,
  customerId: null,
  startDate: '',
  endDate: '',
  maxUses: null,
  serviceIds: [],
  packageIds: [],
  active: true,
};

const CODE = /^[A-Z0-9_-]+$/;

/** Stored and compared codes: trimmed, in capitals (the counter types them so). */
export function normaliseVoucherCode(code: string): string {
  return code.trim().toUpperCase();
}

function clean(rule: (value: string) => FieldProblem | undefined) {
  return (value: string): FieldProblem | undefined => (isCleanText(value, false) ? rule(value) : { code: Problem.TEXT_CHARACTERS });
}

function codeProblem(raw: string): FieldProblem | undefined {
  const code = normaliseVoucherCode(raw);
  const required = requiredTextProblem(code, VOUCHER_TEXT_MAX.code);
  if (required) return required;
  return CODE.test(code) ? undefined : { code: Problem.CODE_FORMAT };
}

function dateProblem(day: string): FieldProblem | undefined {
  return day === '' || isCalendarDate(day) ? undefined : { code: Problem.DATE_INVALID };
}

/** The amount or percent the chosen discount type needs; the other is not looked at. */
function discountProblems(v: Pick<VoucherValues, 'discountType' | 'value' | 'percent'>): { value?: FieldProblem; percent?: FieldProblem } {
  if (v.discountType === VoucherType.AMOUNT) {
    if (!Number.isSafeInteger(v.value) || v.value <= 0) return { value: { code: Problem.MUST_BE_POSITIVE } };
    return v.value > MAX_CATALOGUE_CENTS ? { value: { code: Problem.AMOUNT_TOO_LARGE } } : {};
  }
  if (!Number.isFinite(v.percent) || v.percent <= 0) return { percent: { code: Problem.MUST_BE_POSITIVE } };
  if (v.percent > 100) return { percent: { code: Problem.NUMBER_TOO_LARGE, max: 100 } };
  return Math.abs(Math.round(v.percent * 1000) - v.percent * 1000) < 1e-6 ? {} : { percent: { code: Problem.NUMBER_INVALID } };
}

const ids = z.array(z.uuid()).check(z.maxLength(VOUCHER_IDS_MAX));

/** The voucher form's rules: the form validates with it, the server parses with it. */
export const voucherValuesSchema = z
  .object({
    code: z.string().check(ruleCheck(clean(codeProblem))),
    content: z.string().check(ruleCheck(clean((v) => optionalTextProblem(v, VOUCHER_TEXT_MAX.content)))),
    audience: z.enum([VoucherAudience.GENERAL, VoucherAudience.BIRTHDAY]),
    discountType: z.enum([VoucherType.AMOUNT, VoucherType.PERCENT]),
    value: z.number(),
    percent: z.number(),
    kind: z.enum([VoucherKind.MONEY, VoucherKind.PACKAGE]),
    branchId: z.nullable(z.uuid()),
    customerId: z.nullable(z.uuid()),
    startDate: z.string().check(ruleCheck(dateProblem)),
    endDate: z.string().check(ruleCheck(dateProblem)),
    maxUses: z.nullable(z.number().check(z.int(), z.gte(1), z.lte(VOUCHER_USES_MAX))),
    serviceIds: ids,
    packageIds: ids,
    active: z.boolean(),
  }).check(z.superRefine((v, ctx) => {
    for (const [field, problem] of Object.entries(discountProblems(v))) {
      ctx.addIssue({ code: 'custom', path: [field], message: fieldProblemMessage(problem), params: { problem } });
    }
    if (v.startDate !== '' && v.endDate !== '' && v.endDate < v.startDate) {
      const problem = { code: Problem.DATE_ORDER } as const;
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: fieldProblemMessage(problem), params: { problem } });
    }
  }));

export const voucherCreateBody = voucherValuesSchema;
export const voucherUpdateBody = z.intersection(voucherValuesSchema, z.object({ id: z.uuid() }));
export type VoucherCreateBody = z.output<typeof voucherCreateBody>;
export type VoucherUpdateBody = z.output<typeof voucherUpdateBody>;
