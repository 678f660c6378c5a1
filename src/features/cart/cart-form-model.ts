/**
 * The add-to-cart form's state and its checks (spec part 2 §5 Cart): a customer (from the
 * booking, or by phone with the branch's digit count and a name), and at least one product or
 * gift card when there is no booking. Pure, so it is tested without React.
 */
import type { CartItemInput, CartSaveInput, CartView } from '../../domain/cart/contract';
import { CartItemKind } from '../../domain/cart/status';
import { cartCustomerErrors } from '../../domain/cart/rules';
import { stripPhone, type PhoneSetting } from '../../domain/phone';

export type CartFormState = {
  customerId: string | null;
  phone: string;
  name: string;
  email: string;
  items: CartItemInput[];
};

export type CartFormProblem = 'PHONE_DIGITS' | 'NAME_REQUIRED' | 'NO_ITEMS';

export type CartFromBooking = { bookingId: string; guestId: string | null; customerId: string | null; customerName: string; phone: string; email: string | null };

export function initialCartForm(input: { existing: CartView | null; booking: CartFromBooking | null }): CartFormState {
  const { existing, booking } = input;
  if (existing) {
    return {
      customerId: existing.customerId,
      phone: existing.phone,
      name: existing.customerName,
      email: existing.email ?? '',
      items: existing.items.map((i) => ({ id: i.id, kind: i.kind, giftCardId: i.giftCardId, productId: i.productId, quantity: i.quantity })),
    };
  }
  return { customerId: booking?.customerId ?? null, phone: booking?.phone ?? '', name: booking?.customerName ?? '', email: booking?.email ?? '', items: [] };
}

/**
 * Create and sell (gift card list): a new cart holding the card just created, its payer as the
 * customer when the form gave one, so the front desk takes the money at once.
 */
export function cartFormForNewGiftCard(input: { giftCardId: string; payer: { name: string; phone: string; email: string } }, newId: () => string): CartFormState {
  const empty = initialCartForm({ existing: null, booking: null });
  // The card form keeps the phone as typed in the branch format; the cart wants its digits.
  const withCustomer = { ...empty, phone: input.payer.phone.replace(/\D/g, ''), name: input.payer.name.trim(), email: input.payer.email.trim() };
  return addGiftCard(withCustomer, input.giftCardId, newId);
}

/** The server's customer rule (src/domain/cart/rules.ts), and at least one line without a booking. */
export function cartFormProblems(state: CartFormState, input: { booking: CartFromBooking | null; phone: PhoneSetting }): CartFormProblem[] {
  const args = toCartArgs(state, { id: '', booking: input.booking });
  const errors = cartCustomerErrors({ customerId: args.customerId ?? null, bookingId: args.bookingId ?? null, customer: { phone: args.customer.phone, name: args.customer.name, email: args.customer.email ?? null } }, input.phone);
  const problems: CartFormProblem[] = [];
  if (errors['customer.phone']) problems.push('PHONE_DIGITS');
  if (errors['customer.name']) problems.push('NAME_REQUIRED');
  if (!input.booking && state.items.length === 0) problems.push('NO_ITEMS');
  return problems;
}

export function addProduct(state: CartFormState, productId: string, quantity: number, newId: () => string): CartFormState {
  const existing = state.items.find((i) => i.productId === productId);
  if (existing) return { ...state, items: state.items.map((i) => (i === existing ? { ...i, quantity: (i.quantity ?? 1) + quantity } : i)) };
  return { ...state, items: [...state.items, { id: newId(), kind: CartItemKind.PRODUCT, productId, giftCardId: null, quantity }] };
}

export function addGiftCard(state: CartFormState, giftCardId: string, newId: () => string): CartFormState {
  if (state.items.some((i) => i.giftCardId === giftCardId)) return state;
  return { ...state, items: [...state.items, { id: newId(), kind: CartItemKind.GIFT_CARD, giftCardId, productId: null, quantity: 1 }] };
}

export function toCartArgs(state: CartFormState, input: { id: string; booking: CartFromBooking | null }): Omit<CartSaveInput, 'code' | 'branchId'> {
  return {
    id: input.id,
    bookingId: input.booking?.bookingId ?? null,
    guestId: input.booking?.guestId ?? null,
    customerId: state.customerId,
    customer: { phone: stripPhone(state.phone), name: state.name.trim().toUpperCase(), email: state.email.trim() || null },
    items: state.items,
  };
}
