import { describe, expect, it } from 'vitest';
import { accessForItemKind, allows, CartAccess } from '../../../src/domain/cart/access';
import { cartSaveArgs, cartTotal, type CartSaveInput } from '../../../src/domain/cart/contract';
import { CartStatus } from '../../../src/domain/cart/status';
import { cartCancelOutcome, cartCustomerErrors, giftCardLineName, isCartEditable, takesBookingCustomer } from '../../../src/domain/cart/rules';
import { DEFAULT_PHONE_SETTING, phoneSettingFromPattern } from '../../../src/domain/phone';

const ID = '00000000-0000-4000-8000-000000000001';
const BOOKING = '00000000-0000-4000-8000-000000000002';
const PRODUCT = '00000000-0000-4000-8000-000000000003';

function args(over: Partial<CartSaveInput> = {}) {
  return cartSaveArgs.parse({
    id: ID,
    branchId: ID,
    code: 'DT-1-1',
    customer: { phone: '416 555 0100', name: 'ann lee', email: null },
    items: [{ id: ID, kind: 'PRODUCT', productId: PRODUCT, quantity: 2 }],
    ...over,
  });
}

describe('cart customer rules', () => {
  it('strips spaces from the phone and uppercases the name, as the server stores them', () => {
    expect(args().customer).toEqual({ phone: '4165550100', name: 'ANN LEE', email: null });
  });

  it('needs a phone of the branch’s digit count and a name, unless a customer is chosen or the booking’s is taken', () => {
    expect(cartCustomerErrors(args(), DEFAULT_PHONE_SETTING)).toEqual({});
    expect(cartCustomerErrors(args({ customer: { phone: '416 555', name: '', email: null } }), DEFAULT_PHONE_SETTING)).toEqual({
      'customer.phone': 'PHONE_INVALID',
      'customer.name': 'VALIDATION',
    });
    expect(cartCustomerErrors(args(), phoneSettingFromPattern('000 0000'))).toEqual({ 'customer.phone': 'PHONE_INVALID' });
    expect(cartCustomerErrors(args({ customerId: ID, customer: { phone: '', name: '', email: null } }), DEFAULT_PHONE_SETTING)).toEqual({});
    const fromBooking = args({ bookingId: BOOKING, customer: { phone: '', name: '', email: null } });
    expect(takesBookingCustomer(fromBooking)).toBe(true);
    expect(cartCustomerErrors(fromBooking, DEFAULT_PHONE_SETTING)).toEqual({});
    // Without a booking an empty phone is refused.
    const counter = args({ customer: { phone: '', name: 'x', email: null } });
    expect(takesBookingCustomer(counter)).toBe(false);
    expect(cartCustomerErrors(counter, DEFAULT_PHONE_SETTING)['customer.phone']).toBe('PHONE_INVALID');
  });

  it('a cart without a booking needs an item: "please choose any product or gift card"', () => {
    const parsed = cartSaveArgs.safeParse({ ...args(), items: [] });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.message)).toEqual(['please choose any product or gift card']);
    expect(cartSaveArgs.safeParse({ ...args(), bookingId: BOOKING, items: [] }).success).toBe(true);
  });
});

describe('cart lines, totals and statuses', () => {
  it('names a gift card line by its content, else its code; totals price × quantity', () => {
    expect(giftCardLineName({ content: ' Spa day ', code: 'ABC123' })).toBe('Spa day');
    expect(giftCardLineName({ content: '  ', code: 'ABC123' })).toBe('ABC123');
    expect(cartTotal([{ price: 1200, quantity: 2 }, { price: 4500, quantity: 1 }])).toBe(6900);
    expect(cartTotal([])).toBe(0);
  });

  it('only a New cart changes; cancelling a Paid cart is refused, a cancelled one is already done', () => {
    expect([CartStatus.NEW, CartStatus.PAID, CartStatus.CANCEL].map(isCartEditable)).toEqual([true, false, false]);
    expect([CartStatus.NEW, CartStatus.PAID, CartStatus.CANCEL].map(cartCancelOutcome)).toEqual(['cancel', 'paid', 'alreadyCancelled']);
  });
});

describe('cart access', () => {
  const held = (rights: string[], rightsPM: string[] = ['PM_GIFT_CARD', 'PM_PRODUCT']) => ({ rights, rightsPM });

  it('uses the cart module’s rights, with no plan right of its own', () => {
    expect(allows(CartAccess.READ, held(['CART_ACCESS'], []))).toBe(true);
    expect(allows(CartAccess.CREATE, held(['CART_UPDATE']))).toBe(false);
    expect(allows(CartAccess.SAVE, held(['CART_UPDATE']))).toBe(true);
    expect(allows(CartAccess.CANCEL, held(['CART_CREATE', 'CART_UPDATE']))).toBe(false);
    expect(allows(CartAccess.CANCEL, held(['CART_DELETE']))).toBe(true);
    expect(allows(CartAccess.READ, held([]))).toBe(false);
  });

  it('gift cards need the gift-card right and plan, products the product right and plan', () => {
    expect(accessForItemKind('GIFT_CARD')).toBe(CartAccess.GIFT_CARDS);
    expect(accessForItemKind('PRODUCT')).toBe(CartAccess.PRODUCTS);
    expect(allows(CartAccess.GIFT_CARDS, held(['GIFT_CARD_ACCESS']))).toBe(true);
    expect(allows(CartAccess.GIFT_CARDS, held(['GIFT_CARD_ACCESS'], ['PM_PRODUCT']))).toBe(false);
    expect(allows(CartAccess.PRODUCTS, held(['GIFT_CARD_ACCESS']))).toBe(false);
    expect(allows(CartAccess.PRODUCTS, held(['PRODUCT_ACCESS'], ['PM_PRODUCT']))).toBe(true);
  });
});
