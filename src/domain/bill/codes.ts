/**
 * Refusal codes of the payment form (bill and tip). They are form answers computed live
 * while the cashier types, so they are returned, not thrown; errors.ts stays for failures
 * of a call. `paymentMessages` holds the spec's English wording (spec part 2 §5, §8).
 */
export const PaymentCode = {
  NOT_ENOUGH_MONEY: 'NOT_ENOUGH_MONEY',
  RECEIVED_INVALID: 'RECEIVED_INVALID',
  LOYALTY_OUT_OF_RANGE: 'LOYALTY_OUT_OF_RANGE',
  TIP_VALUE_REQUIRED: 'TIP_VALUE_REQUIRED',
  TIP_NEGATIVE: 'TIP_NEGATIVE',
  TIP_PERCENT_OVER_100: 'TIP_PERCENT_OVER_100',
  TIP_VALUE_OVER_TOTAL: 'TIP_VALUE_OVER_TOTAL',
  TIP_NOT_DISTRIBUTED: 'TIP_NOT_DISTRIBUTED',
} as const;
export type PaymentCode = (typeof PaymentCode)[keyof typeof PaymentCode];

export const paymentMessages = {
  NOT_ENOUGH_MONEY: 'Not enough money to payment!',
  RECEIVED_INVALID: 'Money received must be a positive amount.',
  LOYALTY_OUT_OF_RANGE: 'Loyalty money must be between $0.10 and the smaller of the balance and the limit.',
  TIP_VALUE_REQUIRED: 'Input tip value!',
  TIP_NEGATIVE: 'Tip values must be positive.',
  TIP_PERCENT_OVER_100: 'A tip percent cannot be more than 100.',
  TIP_VALUE_OVER_TOTAL: 'Tip values cannot add up to more than the tip total.',
  TIP_NOT_DISTRIBUTED: 'The tip shares must add up to the tip total.',
} as const satisfies Record<PaymentCode, string>;

export type PaymentProblem = {
  code: PaymentCode;
  message: string;
  /** The form field to mark, when there is one. */
  field: string | null;
};

export function problem(code: PaymentCode, field: string | null = null): PaymentProblem {
  return { code, message: paymentMessages[code], field };
}
