/**
 * Whether a payment method may pay this bill, the same way on the tablet (its stored methods
 * and the customer's stored standing) and on the server (its rows): a BIRTHDAY method only for
 * a customer in their birthday month, on the bill's branch date.
 */
import { PaymentMethodType } from '../catalogue/payment-method-type';
import { isBirthdayMonth } from '../people/customer-stats';
import type { PaymentMethodOption } from './types';

export const PaymentMethodProblem = {
  /** Deactivated or deleted since the tablet stored it. */
  INACTIVE: 'INACTIVE',
  NO_CUSTOMER: 'NO_CUSTOMER',
  NOT_BIRTHDAY_MONTH: 'NOT_BIRTHDAY_MONTH',
} as const;
export type PaymentMethodProblem = (typeof PaymentMethodProblem)[keyof typeof PaymentMethodProblem];

/**
 * Why `method` cannot pay the bill, or null when it can. `method` null: no active method of that
 * id. `birthDay` is the customer's ("YYYY-MM-DD", any year; undefined in a standing stored
 * before birthdays were read); `date` the bill's branch date.
 */
export function paymentMethodProblem(input: {
  method: Pick<PaymentMethodOption, 'type'> | null;
  customerId: string | null;
  birthDay: string | null | undefined;
  date: string;
}): PaymentMethodProblem | null {
  if (!input.method) return PaymentMethodProblem.INACTIVE;
  if (input.method.type !== PaymentMethodType.BIRTHDAY) return null;
  if (!input.customerId) return PaymentMethodProblem.NO_CUSTOMER;
  return isBirthdayMonth(input.birthDay, input.date) ? null : PaymentMethodProblem.NOT_BIRTHDAY_MONTH;
}

/** The server's English words for each problem; the tablet translates the code. */
export const paymentMethodMessages = {
  INACTIVE: 'This payment method is no longer active.',
  NO_CUSTOMER: 'A birthday payment method needs the bill’s customer.',
  NOT_BIRTHDAY_MONTH: 'A birthday payment method applies only in the customer’s birthday month.',
} as const satisfies Record<PaymentMethodProblem, string>;
