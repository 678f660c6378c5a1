/** Translated wording of the payment form's own refusals and the voucher card's reasons. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PaymentCode } from '../../domain/bill/codes';
import type { VoucherProblem } from '../../domain/bill/bill-rules';

const paymentLabels = {
  NOT_ENOUGH_MONEY: msg`Not enough money to payment!`,
  RECEIVED_INVALID: msg`Money received must be a positive amount.`,
  LOYALTY_OUT_OF_RANGE: msg`Loyalty money must be between $0.10 and the smaller of the balance and the limit.`,
  TIP_VALUE_REQUIRED: msg`Input tip value!`,
  TIP_NEGATIVE: msg`Tip values must be positive.`,
  TIP_PERCENT_OVER_100: msg`A tip percent cannot be more than 100.`,
  TIP_VALUE_OVER_TOTAL: msg`Tip values cannot add up to more than the tip total.`,
  TIP_NOT_DISTRIBUTED: msg`The tip shares must add up to the tip total.`,
} as const satisfies Record<PaymentCode, MessageDescriptor>;

export function paymentProblemLabel(code: PaymentCode): MessageDescriptor {
  return paymentLabels[code];
}

export const voucherProblemLabels = {
  NOT_FOUND: msg`This code is invalid! Try again!`,
  INACTIVE: msg`This voucher is no longer active.`,
  NOT_STARTED: msg`This voucher is not valid yet.`,
  EXPIRED: msg`This voucher has expired.`,
  OTHER_BRANCH: msg`This voucher is not valid in this branch.`,
  OTHER_CUSTOMER: msg`This voucher belongs to another customer.`,
  USED_UP: msg`This voucher has already been used.`,
  NOT_BIRTHDAY_MONTH: msg`This is a birthday voucher: it applies only in the customer's birthday month.`,
  NOTHING_TO_DISCOUNT: msg`This voucher applies to none of the services on this bill.`,
} as const satisfies Record<VoucherProblem, MessageDescriptor>;
