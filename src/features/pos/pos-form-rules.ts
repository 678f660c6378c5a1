/**
 * The Pay-in/Pay-out form's own checks, before anything reaches the outbox. Pure, so the
 * rules are tested without a browser; the form turns each problem into translated text.
 */
import { MAX_POS_VALUE_CENTS } from '../../domain/pos';
import type { Cents } from '../../domain/money';

export const CashAmountProblem = {
  REQUIRED: 'REQUIRED',
  NOT_POSITIVE: 'NOT_POSITIVE',
  TOO_LARGE: 'TOO_LARGE',
} as const;
export type CashAmountProblem = (typeof CashAmountProblem)[keyof typeof CashAmountProblem];

export function checkCashAmount(value: Cents | null): CashAmountProblem | null {
  if (value === null) return CashAmountProblem.REQUIRED;
  if (value <= 0) return CashAmountProblem.NOT_POSITIVE;
  if (value > MAX_POS_VALUE_CENTS) return CashAmountProblem.TOO_LARGE;
  return null;
}
