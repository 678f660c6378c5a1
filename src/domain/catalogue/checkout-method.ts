/**
 * Checkout methods (cash, card, ...): tenant-wide, one of them the default. The default can
 * be neither deleted nor deactivated, nor stop being the default by itself: another method
 * must be made the default first (which takes the flag away from this one).
 */
import { AppError, ErrorCode } from '../errors';
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

export function checkoutMethodProblems(values: CheckoutMethodValues): FieldProblems<CheckoutMethodField> {
  const priority = values.priority;
  const problems: FieldProblems<CheckoutMethodField> = {
    code: codeProblem(values.code),
    name: requiredTextProblem(values.name, CHECKOUT_NAME_MAX),
    priority:
      priority === null || !Number.isInteger(priority) || priority < 0
        ? { code: 'REQUIRED' }
        : priority > CHECKOUT_PRIORITY_MAX
          ? { code: 'AMOUNT_TOO_LARGE' }
          : undefined,
    active: values.isDefault && !values.active ? { code: 'DEFAULT_ACTIVE' } : undefined,
  };
  return Object.fromEntries(Object.entries(problems).filter(([, p]) => p !== undefined));
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
