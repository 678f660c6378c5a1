import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BillPath } from '../../src/domain/bill/paths';
import { billLinesForCartItems, billLinesForGuests, expectedOf } from '../../src/domain/bill/bill-rules';
import { calculateBill } from '../../src/domain/bill/calculate-bill';
import type { PaymentInfoResult } from '../../src/domain/bill/types';
import { CartPath, type CartSaveResult, type CartView } from '../../src/domain/cart/contract';
import { body, branchIdByName, setupTestEnv, signIn, TEST_TODAY, type SignedIn, type TestEnv } from './helpers';
import { checkoutMethodId } from './syncHelpers';
import { freshCustomer, getJson, makeBooking, postJson, techniciansOf } from './billingFixtures';
import { cancelCartOnline, cardLine, cartBody, cartRefused, createCart, insertProduct, insertUnsoldCard, productLine, updateCart } from './cartFixtures';
import { provinceTaxes } from '../../src/domain/branch/province-taxes';

describe('carts paid by bills', () => {
  let env: TestEnv;
  let fd: SignedIn;
  let admin: SignedIn;
  let downtown: string;
  let cash: string;
  let technician: string;
  let polish: string;

  beforeAll(async () => {
    env = await setupTestEnv();
    [fd, admin] = [await signIn(env.app, 'frontdesk'), await signIn(env.app, 'admin')];
    downtown = await branchIdByName(env.db, 'Downtown Toronto');
    cash = await checkoutMethodId(env.db, downtown, 'CASH');
    technician = (await techniciansOf(env.db, downtown))[0]?.id ?? '';
    polish = await insertProduct(env.db, { branchId: downtown, code: 'B-POLISH', name: 'Polish', price: 1500 });
  });
  afterAll(async () => {
    await env.close();
  });

  const view = async (id: string): Promise<CartView> => body<CartView>(await getJson(env, fd, `${CartPath.DETAIL}/${id}`)).result;
  const made = async (payload: object): Promise<CartSaveResult> => {
    const res = await createCart(env, fd, payload);
    if (res.statusCode !== 200) throw new Error(`create-cart answered ${res.statusCode}: ${res.body}`);
    return body<CartSaveResult>(res).result;
  };

  /** A bill paying `cartIds` (and guests), its figures computed the tablet's way from what the server shows. */
  async function billFor(input: { cartIds: string[]; bookingId?: string | null; guestIds?: string[]; customerId?: string | null; received: number }) {
    const info = body<PaymentInfoResult>(
      await postJson(env, fd, BillPath.PAYMENT_INFO, { bookingId: input.bookingId ?? null, guestIds: input.guestIds ?? [], cartIds: input.cartIds }),
    ).result;
    const carts = await Promise.all(input.cartIds.map(view));
    const lines = [...billLinesForGuests(info.guestList), ...billLinesForCartItems(carts.flatMap((c) => c.items))];
    const received = [{ checkoutMethodId: cash, amount: input.received }];
    const expected = expectedOf(calculateBill({ lines, taxes: provinceTaxes('ON'), taxExempt: false, received }));
    return {
      id: randomUUID(),
      branchId: downtown,
      bookingId: input.bookingId ?? null,
      guestIds: input.guestIds ?? [],
      cartIds: input.cartIds,
      customerId: input.customerId ?? null,
      actionTime: `${TEST_TODAY} 09:55`,
      received,
      expected,
    };
  }

  it('a bill paying a cart marks it Paid and sells its gift card; a paid cart cannot be cancelled or changed; cancelling the bill puts it back to New', async () => {
    const card = await insertUnsoldCard(env.db, { branchId: downtown, code: 'BILLC1', price: 4500, value: 5000, content: 'Spa day' });
    const payload = cartBody({ branchId: downtown, items: [cardLine(card), productLine(polish, 2)] });
    const cart = await made(payload);
    expect(cart.total).toBe(7500);
    const bill = await billFor({ cartIds: [cart.id], customerId: cart.customerId, received: 9000 });
    // $45 gift card + $30 of products: HST on the products only ($3.90).
    expect(bill.expected.total).toBe(7890);
    const paid = await postJson(env, fd, BillPath.CREATE_BILL, bill);
    expect(paid.statusCode, paid.body).toBe(200);

    expect(await view(cart.id)).toMatchObject({ status: 'Paid', billId: bill.id });
    expect(await env.db.one(`SELECT sold FROM gift_card WHERE id = $1`, [card])).toEqual({ sold: true });
    expect(await env.db.query(`SELECT type, value_cents FROM gift_card_action WHERE gift_card_id = $1`, [card])).toEqual([{ type: 'SELL', value_cents: 4500 }]);
    expect(await env.db.query(`SELECT kind, name, quantity, price_cents FROM bill_line WHERE bill_id = $1 ORDER BY display_index`, [bill.id])).toEqual([
      { kind: 'giftCard', name: 'Spa day', quantity: 1, price_cents: 4500 },
      { kind: 'product', name: 'Polish', quantity: 2, price_cents: 1500 },
    ]);

    const cancel = await cartRefused(env.db, () => cancelCartOnline(env, fd, cart.id));
    expect([cancel.status, cancel.code, cancel.message]).toEqual([409, 'CART_PAID', 'Cart paid! Cannot delete!']);
    const change = await cartRefused(env.db, () => updateCart(env, fd, { ...payload, items: [productLine(polish)] }));
    expect([change.status, change.code]).toEqual([409, 'CART_NOT_EDITABLE']);
    // The sold card can no longer go into a cart.
    const resell = await cartRefused(env.db, () => createCart(env, fd, cartBody({ branchId: downtown, items: [cardLine(card)] })));
    expect([resell.code, resell.message]).toEqual(['CART_ITEM_UNAVAILABLE', 'Gift card BILLC1 is already sold.']);

    const cancelled = await getJson(env, admin, `${BillPath.CANCEL_BILL}?id=${bill.id}`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await view(cart.id)).toMatchObject({ status: 'New', billId: null });
    expect(await env.db.one(`SELECT sold FROM gift_card WHERE id = $1`, [card])).toEqual({ sold: false });
    // New again: it can be changed, and cancelled.
    expect((await updateCart(env, fd, { ...payload, items: [productLine(polish)] })).statusCode).toBe(200);
    expect((await cancelCartOnline(env, fd, cart.id)).statusCode).toBe(200);
    expect((await view(cart.id)).status).toBe('Cancel');
    // A cancelled cart is not paid.
    const late = await postJson(env, fd, BillPath.CREATE_BILL, { ...bill, id: randomUUID() });
    expect([late.statusCode, body(late).code]).toEqual([409, 'BILL_NOT_PAYABLE']);
  });

  it('payment-info offers the booking’s New carts, and one bill pays the guests and the cart', async () => {
    const customer = await freshCustomer(env.db, downtown, 401);
    const booking = await makeBooking(env.db, { branchId: downtown, customerId: customer.id, guests: [{ lines: [{ technicianId: technician, serviceName: 'Pedicure', price: 4000 }] }] });
    const fromBooking = await made(cartBody({ branchId: downtown, bookingId: booking.bookingId, guestId: booking.guestIds[0] ?? null, customer: { phone: '', name: '', email: null }, items: [productLine(polish)] }));
    const dropped = await made(cartBody({ branchId: downtown, bookingId: booking.bookingId, customer: { phone: '', name: '', email: null }, items: [productLine(polish, 3)] }));
    await cancelCartOnline(env, fd, dropped.id);
    // Another booking's cart and a counter cart are not this booking's.
    await made(cartBody({ branchId: downtown, items: [productLine(polish)] }));

    const info = body<PaymentInfoResult>(await postJson(env, fd, BillPath.PAYMENT_INFO, { bookingId: booking.bookingId, guestIds: [] })).result;
    expect(info.cartList).toEqual([{ id: fromBooking.id, code: fromBooking.code, total: 1500 }]);
    expect(info.customerOptions.map((c) => c.id)).toEqual([customer.id]);
    // The form may name its own carts instead.
    const named = body<PaymentInfoResult>(await postJson(env, fd, BillPath.PAYMENT_INFO, { bookingId: booking.bookingId, guestIds: [], cartIds: [dropped.id] })).result;
    expect(named.cartList.map((c) => c.id)).toEqual([dropped.id]);

    const bill = await billFor({ bookingId: booking.bookingId, guestIds: booking.guestIds, cartIds: [fromBooking.id], customerId: customer.id, received: 6500 });
    expect(bill.expected.subtotal).toBe(5500);
    const res = await postJson(env, fd, BillPath.CREATE_BILL, bill);
    expect(res.statusCode, res.body).toBe(200);
    expect(await view(fromBooking.id)).toMatchObject({ status: 'Paid', billId: bill.id });
    const after = body<PaymentInfoResult>(await postJson(env, fd, BillPath.PAYMENT_INFO, { billId: bill.id })).result;
    expect(after.cartList).toEqual([{ id: fromBooking.id, code: fromBooking.code, total: 1500 }]);
    const byBooking = body<CartView[]>(await getJson(env, fd, `${CartPath.BY_BOOKING}?bookingId=${booking.bookingId}`)).result;
    expect(byBooking.map((c) => [c.id, c.status])).toEqual([
      [fromBooking.id, 'Paid'],
      [dropped.id, 'Cancel'],
    ]);
  });

  it('refuses to pay a cart whose gift card was sold another way meanwhile', async () => {
    const card = await insertUnsoldCard(env.db, { branchId: downtown, code: 'BILLC2', price: 2000 });
    const cart = await made(cartBody({ branchId: downtown, items: [cardLine(card)] }));
    const bill = await billFor({ cartIds: [cart.id], received: 3000 });
    await env.db.query(`UPDATE gift_card SET sold = true WHERE id = $1`, [card]);
    const refused = await cartRefused(env.db, () => postJson(env, fd, BillPath.CREATE_BILL, bill));
    expect([refused.status, refused.code, refused.message]).toEqual([409, 'BILL_NOT_PAYABLE', 'Gift card BILLC2 of this cart is already sold or was deleted.']);
  });
});
