import { describe, expect, it } from 'vitest';
import { cartSaveArgs, type CartView } from '../../../src/domain/cart/contract';
import { applyPendingToCarts, cartViewFromArgs } from '../../../src/domain/cart/local-effects';
import { phoneSearchOutcome } from '../../../src/domain/cart/phone-search';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const options = {
  products: [{ id: uuid(1), code: 'OIL', name: 'Cuticle oil', price: 1200 }],
  giftCards: [{ id: uuid(2), code: 'CARD50', content: '', price: 5000 }],
};
const args = cartSaveArgs.parse({
  id: uuid(10),
  branchId: uuid(11),
  code: 'DT-3-1',
  customer: { phone: '416 555 0909', name: 'jo walk', email: null },
  items: [
    { id: uuid(20), kind: 'PRODUCT', productId: uuid(1), quantity: 2 },
    { id: uuid(21), kind: 'GIFT_CARD', giftCardId: uuid(2) },
  ],
});

describe('a cart as the tablet shows it before the server answers', () => {
  it('takes names and prices from the stored options, as the server does', () => {
    const view = cartViewFromArgs({ args, options, previous: null, createdAt: '2026-11-20 10:00', createdBy: 'Fiona Chen' });
    expect(view).toMatchObject({ status: 'New', customerName: 'JO WALK', phone: '4165550909', total: 2 * 1200 + 5000 });
    // A gift card with no content is named by its code.
    expect(view.items.map((i) => [i.name, i.quantity, i.price])).toEqual([['Cuticle oil', 2, 1200], ['CARD50', 1, 5000]]);
  });

  it('a line already in the cart keeps its price when the product costs more now', () => {
    const previous = cartViewFromArgs({ args, options, previous: null, createdAt: '2026-11-20 10:00', createdBy: 'F' });
    const dearer = { ...options, products: [{ ...options.products[0]!, price: 1500 }] };
    const again = cartViewFromArgs({ args, options: dearer, previous, createdAt: '2026-11-20 11:00', createdBy: 'G' });
    expect(again.items[0]?.price).toBe(1200);
    expect(again.createdBy).toBe('F');
  });

  it('waiting cancels, payments and bill cancels change the statuses in order', () => {
    const cart = { id: 'c1', status: 'New', billId: null } as unknown as CartView;
    expect(applyPendingToCarts([cart], [{ kind: 'cancel', cartId: 'c1' }])[0]?.status).toBe('Cancel');
    const paid = applyPendingToCarts([cart], [{ kind: 'paid', cartIds: ['c1'], billId: 'b1' }])[0];
    expect(paid).toMatchObject({ status: 'Paid', billId: 'b1' });
    expect(applyPendingToCarts([cart], [{ kind: 'paid', cartIds: ['c1'], billId: 'b1' }, { kind: 'billCancelled', billId: 'b1' }])[0]).toMatchObject({ status: 'New', billId: null });
    // A paid cart is not cancelled by a stale cancel.
    expect(applyPendingToCarts([{ ...cart, status: 'Paid' }], [{ kind: 'cancel', cartId: 'c1' }])[0]?.status).toBe('Paid');
  });
});

describe('the cart phone search', () => {
  const setting = { pattern: '000 000 0000', length: 10 };
  const ann = { id: 'a', name: 'ANN', phone: '4165550101', email: null };
  it('needs the branch digit count first', () => {
    expect(phoneSearchOutcome({ phone: '416 555', setting, found: [ann] })).toEqual({ kind: 'incomplete', digits: 10 });
  });
  it('takes a single full match at once, offers a new customer when nobody has it, lists several', () => {
    expect(phoneSearchOutcome({ phone: '416 555 0101', setting, found: [ann] })).toEqual({ kind: 'match', customer: ann });
    expect(phoneSearchOutcome({ phone: '416 555 0199', setting, found: [] })).toEqual({ kind: 'new', phone: '4165550199' });
    const bea = { ...ann, id: 'b', name: 'BEA', phone: '4165550101' };
    expect(phoneSearchOutcome({ phone: '4165550101', setting, found: [ann, bea] })).toMatchObject({ kind: 'choose' });
  });
});
