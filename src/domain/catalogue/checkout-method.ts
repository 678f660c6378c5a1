/**
 * Checkout methods (cash, card, ...): tenant-wide, one of them the default. The default can
 * be neither deleted nor deactivated, nor stop being the default by itself: another method
 * must be made the default first (which takes the flag away from this one).
 */
import { z } from '../schemas/zod';
import { AppError, ErrorCode } from '../errors';
import { problemsOf } from '../schemas/problems';
import { ruleCheck } from '../schemas/rules';
import { requiredTextProblem, type FieldProblem, type FieldProblems } from './form-rules';

export const CHECKOUT_CODE_MAX = 30;
export const CHECKOUT_NAME_MAX = 80;
export const CHECKOUT_PRIORITY_MAX = 9999;
const CHECKOUT_CODE = /^[A-Z0-9_-]+$/;

export function normaliseCheckoutCode(code: string): string {
  return code.trim().toUpperCase();
}

export type CheckoutMethodValues = {
  code: string;
  name: string;
  priority: number | null;
  isDefault: boolean;
  active: boolean;
};
export type CheckoutMethodField = keyof CheckoutMethodValues;

export const EMPTY_CHECKOUT_METHOD_VALUES: CheckoutMethodValues = { code: '', name: '', priority: 0, isDefault: false, active: true };

function codeProblem(raw: string): FieldProblem | undefined {
  const code = normaliseCheckoutCode(raw);
  if (code === '') return { code: 'REQUIRED' };
  if (code.length > CHECKOUT_CODE_MAX) return { code: 'TOO_LONG', max: CHECKOUT_CODE_MAX };
  return CHECKOUT_CODE.test(code) ? undefined : { code: 'CODE_FORMAT' };
}

function priorityProblem(priority: number | null): FieldProblem | undefined {
  if (priority === null || !Number.isInteger(priority) || priority < 0) return { code: 'REQUIRED' };
  return priority > CHECKOUT_PRIORITY_MAX ? { code: 'AMOUNT_TOO_LARGE' } : undefined;
}

/** The checkout method form's rules, as one schema for the form and the server. */
export const checkoutMethodValuesSchema = z
  .object({
    code: z.string().check(ruleCheck(codeProblem)),
    name: z.string().check(ruleCheck((name: string) => requiredTextProblem(name, CHECKOUT_NAME_MAX))),
    priority: z.nullable(z.number()).check(ruleCheck(priorityProblem)),
    isDefault: z.boolean(),
    active: z.boolean(),
  })
  .check(
    z.superRefine((values, ctx) => {
      if (values.isDefault && !values.active) {
        ctx.addIssue({ code: 'custom', path: ['active'], message: 'The default checkout method must be active', params: { problem: 'DEFAULT_ACTIVE' } });
      }
    }),
  );

export function checkoutMethodProblems(values: CheckoutMethodValues): FieldProblems<CheckoutMethodField> {
  return problemsOf(checkoutMethodValuesSchema, values);
}

type Flags = { isDefault: boolean; active: boolean };

/**
 * Throws the spec's refusal when a change would leave the default method deleted, inactive
 * or no longer default. `next` null means delete.
 */
export function assertCheckoutMethodChange(current: Flags, next: Flags | null): void {
  if (current.isDefault && (next === null || !next.active || !next.isDefault)) {
    throw new AppError(ErrorCode.CHECKOUT_METHOD_DEFAULT);
  }
}

/** Whether the form may offer to delete or deactivate this method (the same rule). */
export function isProtectedDefault(method: Flags): boolean {
  return method.isDefault;
}
