import { describe, expect, it } from 'vitest';
import { addGiftCard, addProduct, cartFormForNewGiftCard, cartFormProblems, initialCartForm, toCartArgs } from '../../../src/features/cart/cart-form-model';

const setting = { pattern: '000 000 0000', length: 10 };
let n = 0;
const newId = () => `id-${++n}`;

describe('the add-to-cart form', () => {
  it('without a booking needs a full phone, a name and at least one product or gift card', () => {
    const blank = initialCartForm({ existing: null, booking: null });
    expect(cartFormProblems(blank, { booking: null, phone: setting })).toEqual(['PHONE_DIGITS', 'NAME_REQUIRED', 'NO_ITEMS']);
    const filled = addProduct({ ...blank, phone: '416 555 0101', name: 'Jo' }, 'p1', 1, newId);
    expect(cartFormProblems(filled, { booking: null, phone: setting })).toEqual([]);
  });

  it('from a booking takes its customer and may be saved empty', () => {
    const booking = { bookingId: 'b', guestId: 'g', customerId: 'c', customerName: 'ANN', phone: '4165550101', email: null };
    const state = initialCartForm({ existing: null, booking });
    expect(cartFormProblems(state, { booking, phone: setting })).toEqual([]);
    expect(toCartArgs(state, { id: 'x', booking })).toMatchObject({ bookingId: 'b', guestId: 'g', customerId: 'c', customer: { name: 'ANN', phone: '4165550101' } });
  });

  it('adding a product twice adds to its quantity; a gift card goes in once', () => {
    let state = initialCartForm({ existing: null, booking: null });
    state = addProduct(state, 'p1', 2, newId);
    state = addProduct(state, 'p1', 1, newId);
    expect(state.items).toHaveLength(1);
    expect(state.items[0]?.quantity).toBe(3);
    state = addGiftCard(state, 'g1', newId);
    state = addGiftCard(state, 'g1', newId);
    expect(state.items.filter((i) => i.giftCardId === 'g1')).toHaveLength(1);
  });

  it('sends the name uppercased and the phone as digits', () => {
    const state = { ...initialCartForm({ existing: null, booking: null }), phone: '416 555 0101', name: ' jo walk ', email: '' };
    expect(toCartArgs(state, { id: 'x', booking: null }).customer).toEqual({ phone: '4165550101', name: 'JO WALK', email: null });
  });

  it('create and sell starts a cart holding the new card, its payer as the customer', () => {
    const state = cartFormForNewGiftCard({ giftCardId: 'g9', payer: { name: ' Paula Payer ', phone: '(416) 555-0199', email: 'paula@example.com ' } }, newId);
    expect(state.items).toEqual([{ id: expect.any(String), kind: 'GIFT_CARD', giftCardId: 'g9', productId: null, quantity: 1 }]);
    expect(cartFormProblems(state, { booking: null, phone: setting })).toEqual([]);
    expect(toCartArgs(state, { id: 'c', booking: null })).toMatchObject({ bookingId: null, customerId: null, customer: { phone: '4165550199', name: 'PAULA PAYER', email: 'paula@example.com' } });
    // No payer on the card: the front desk fills the customer in the cart form.
    const anonymous = cartFormForNewGiftCard({ giftCardId: 'g9', payer: { name: '', phone: '', email: '' } }, newId);
    expect(cartFormProblems(anonymous, { booking: null, phone: setting })).toEqual(['PHONE_DIGITS', 'NAME_REQUIRED']);
  });
});
