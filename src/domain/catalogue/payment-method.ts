/**
 * Payment methods (spec part 2 §3): tenant-wide tiles of the payment form that give a discount
 * (a value or a percent off) and may add a fee (fixed or percent). The type says how the
 * counter treats the method: a BIRTHDAY one applies only in the customer's birthday month.
 * One schema for the form and the server.
 */
import { z } from '../schemas/zod';
import { DiscountKind, FeeKind, PAYMENT_METHOD_NAME_MAX, PAYMENT_METHOD_PRIORITY_MAX, PaymentMethodIcon, PaymentMethodType, PERCENT_DECIMALS } from './payment-method-type';
import type { Cents } from '../money';
import { problemsOf } from '../schemas/problems';
import { ruleCheck } from '../schemas/rules';
import { requiredText } from '../schemas/text';
import { fieldProblemMessage, MAX_CATALOGUE_CENTS, type FieldProblem, type FieldProblems } from './form-rules';

export type PaymentMethodValues = {
  name: string;
  type: PaymentMethodType;
  icon: PaymentMethodIcon | null;
  priority: number | null;
  discountKind: DiscountKind;
  /** VALUE: cents; PERCENT: a percent. 0 gives no discount. */
  discount: number | null;
  feeKind: FeeKind;
  /** FIXED: cents; PERCENT: a percent of the amount after discount; ignored for NONE. */
  fee: number | null;
  active: boolean;
};
export type PaymentMethodField = keyof PaymentMethodValues;

export const EMPTY_PAYMENT_METHOD_VALUES: PaymentMethodValues = {
  name: '',
  type: PaymentMethodType.CASH,
  icon: null,
  priority: 0,
  discountKind: DiscountKind.VALUE,
  discount: 0,
  feeKind: FeeKind.NONE,
  fee: 0,
  active: true,
};

function wholeCentsProblem(cents: number | null): FieldProblem | undefined {
  if (cents === null || !Number.isFinite(cents) || cents < 0) return { code: 'REQUIRED' };
  if (!Number.isInteger(cents)) return { code: 'WHOLE_NUMBER' };
  return cents > MAX_CATALOGUE_CENTS ? { code: 'AMOUNT_TOO_LARGE' } : undefined;
}

function percentProblem(percent: number | null): FieldProblem | undefined {
  if (percent === null || !Number.isFinite(percent) || percent < 0) return { code: 'REQUIRED' };
  if (percent > 100) return { code: 'NUMBER_TOO_LARGE', max: 100 };
  const scaled = percent * 10 ** PERCENT_DECIMALS;
  return Math.abs(scaled - Math.round(scaled)) > 1e-6 ? { code: 'NUMBER_INVALID' } : undefined;
}

/** A value read as cents or as a percent, by its kind. */
function amountProblem(percent: boolean, value: number | null): FieldProblem | undefined {
  return percent ? percentProblem(value) : wholeCentsProblem(value);
}

function priorityProblem(priority: number | null): FieldProblem | undefined {
  if (priority === null || !Number.isInteger(priority) || priority < 0) return { code: 'REQUIRED' };
  return priority > PAYMENT_METHOD_PRIORITY_MAX ? { code: 'NUMBER_TOO_LARGE', max: PAYMENT_METHOD_PRIORITY_MAX } : undefined;
}

/** The payment method form's rules: the form validates with it and the server parses with it. */
export const paymentMethodValuesSchema = z
  .object({
    name: requiredText(PAYMENT_METHOD_NAME_MAX),
    type: z.enum(PaymentMethodType),
    icon: z.nullable(z.enum(PaymentMethodIcon)),
    priority: z.nullable(z.number()).check(ruleCheck(priorityProblem)),
    discountKind: z.enum(DiscountKind),
    discount: z.nullable(z.number()),
    feeKind: z.enum(FeeKind),
    fee: z.nullable(z.number()),
    active: z.boolean(),
  })
  .check(
    z.superRefine((values, ctx) => {
      const add = (path: 'discount' | 'fee', problem: FieldProblem | undefined) => {
        if (problem) ctx.addIssue({ code: 'custom', path: [path], message: fieldProblemMessage(problem), params: { problem } });
      };
      add('discount', amountProblem(values.discountKind === DiscountKind.PERCENT, values.discount));
      if (values.feeKind !== FeeKind.NONE) add('fee', amountProblem(values.feeKind === FeeKind.PERCENT, values.fee));
    }),
  );

export function paymentMethodProblems(values: PaymentMethodValues): FieldProblems<PaymentMethodField> {
  return problemsOf(paymentMethodValuesSchema, values);
}

/** The table's columns for checked values: the other kind's column is 0, so only one applies. */
export function paymentMethodColumns(v: PaymentMethodValues): { amountCents: Cents; percentage: number; feeCents: Cents; percentFee: number } {
  const discount = v.discount ?? 0;
  const fee = v.feeKind === FeeKind.NONE ? 0 : (v.fee ?? 0);
  return {
    amountCents: v.discountKind === DiscountKind.VALUE ? discount : 0,
    percentage: v.discountKind === DiscountKind.PERCENT ? discount : 0,
    feeCents: v.feeKind === FeeKind.FIXED ? fee : 0,
    percentFee: v.feeKind === FeeKind.PERCENT ? fee : 0,
  };
}

/** A method as the table keeps it: the discount in one of two columns by its kind, the fee likewise. */
export type StoredPaymentMethod = {
  name: string;
  type: PaymentMethodType;
  icon: PaymentMethodIcon | null;
  priority: number;
  discountKind: DiscountKind;
  amountCents: Cents;
  percentage: number;
  feeCents: Cents;
  percentFee: number;
  active: boolean;
};

/** The form's values of a stored method (a row with both fees, from before this rule, keeps the fixed one, as the tiles do). */
export function paymentMethodValuesOf(c: StoredPaymentMethod): PaymentMethodValues {
  const feeKind = c.feeCents > 0 ? FeeKind.FIXED : c.percentFee > 0 ? FeeKind.PERCENT : FeeKind.NONE;
  return {
    name: c.name,
    type: c.type,
    icon: c.icon,
    priority: c.priority,
    discountKind: c.discountKind,
    discount: c.discountKind === DiscountKind.PERCENT ? c.percentage : c.amountCents,
    feeKind,
    fee: feeKind === FeeKind.FIXED ? c.feeCents : feeKind === FeeKind.PERCENT ? c.percentFee : 0,
    active: c.active,
  };
}
