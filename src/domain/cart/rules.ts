/**
 * Cart rules the cart form, the tablet's local effects and the server share: who the cart is
 * for, which fields that needs, what a line is called, and which statuses allow a change.
 */
import { ErrorCode } from '../errors';
import { isValidPhone, type PhoneSetting } from '../phone';
import type { CartSaveArgs } from './contract';
import { CartStatus } from './status';

type CustomerFacts = Pick<CartSaveArgs, 'customerId' | 'bookingId' | 'customer'>;

/**
 * A cart from a booking whose customer form is left without a phone (and no customer chosen)
 * is for the booking's customer. Every other cart names its customer: chosen (`customerId`),
 * or by phone (the branch's customer with that phone, else a new one).
 */
export function takesBookingCustomer(args: CustomerFacts): boolean {
  return args.customerId === null && args.bookingId !== null && args.customer.phone === '';
}

/** Customer form field → error code; empty when the cart may be sent. */
export type CartCustomerErrors = Partial<Record<'customer.phone' | 'customer.name', ErrorCode>>;

/**
 * Without a chosen customer (and unless the booking's customer is taken), the phone must have
 * the branch's digit count ("Phone is invalid!") and the name must be filled in.
 */
export function cartCustomerErrors(args: CustomerFacts, phone: PhoneSetting): CartCustomerErrors {
  if (args.customerId !== null || takesBookingCustomer(args)) return {};
  const errors: CartCustomerErrors = {};
  if (!isValidPhone(args.customer.phone, phone)) errors['customer.phone'] = ErrorCode.PHONE_INVALID;
  if (!args.customer.name.trim()) errors['customer.name'] = ErrorCode.VALIDATION;
  return errors;
}

/** What a gift card line is called in the cart and on the bill: its content, else its code. */
export function giftCardLineName(card: { content: string; code: string }): string {
  return card.content.trim() || card.code;
}

/** Only a New cart's customer and items can change. */
export function isCartEditable(status: CartStatus): boolean {
  return status === CartStatus.NEW;
}

/** What cancelling a cart in this status does: cancel it, nothing (already cancelled), or refuse (paid). */
export function cartCancelOutcome(status: CartStatus): 'cancel' | 'alreadyCancelled' | 'paid' {
  if (status === CartStatus.PAID) return 'paid';
  return status === CartStatus.CANCEL ? 'alreadyCancelled' : 'cancel';
}
