import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CartPath, type CartPage, type CartSaveResult, type CartView } from '../../src/domain/cart/contract';
import { ConfigKey } from '../../src/domain/branchConfig';
import { body, branchIdByName, setupTestEnv, signIn, type SignedIn, type TestEnv } from './helpers';
import { withDenied } from './bookingFixtures';
import { freshCustomer, getJson, insertGiftCard, makeBooking, setConfig, techniciansOf } from './billingFixtures';
import {
  cancelCartOnline,
  cardLine,
  cartBody,
  cartRefused,
  createCart,
  insertProduct,
  insertUnsoldCard,
  productLine,
  updateCart,
} from './cartFixtures';

describe('carts online: create, update, cancel and reads', () => {
  let env: TestEnv;
  let fd: SignedIn;
  let manager: SignedIn;
  let downtown: string;
  let plateau: string;
  let oil: string;
  let cream: string;
  let technician: string;

  beforeAll(async () => {
    env = await setupTestEnv();
    [fd, manager] = [await signIn(env.app, 'frontdesk'), await signIn(env.app, 'manager')];
    downtown = await branchIdByName(env.db, 'Downtown Toronto');
    plateau = await branchIdByName(env.db, 'Plateau Montréal');
    oil = await insertProduct(env.db, { branchId: downtown, code: 'T-OIL', name: 'Test oil', price: 1200 });
    cream = await insertProduct(env.db, { branchId: downtown, code: 'T-CREAM', name: 'Test cream', price: 1800 });
    technician = (await techniciansOf(env.db, downtown))[0]?.id ?? '';
  });
  afterAll(async () => {
    await env.close();
  });

  const detail = async (id: string, who: SignedIn = fd): Promise<CartView> => body<CartView>(await getJson(env, who, `${CartPath.DETAIL}/${id}`)).result;
  const created = async (payload: unknown, who: SignedIn = fd): Promise<CartSaveResult> => {
    const res = await createCart(env, who, payload);
    if (res.statusCode !== 200) throw new Error(`create-cart answered ${res.statusCode}: ${res.body}`);
    return body<CartSaveResult>(res).result;
  };

  it('creates a cart at the counter: a new customer, a product and a gift card, numbered by the branch', async () => {
    const card = await insertUnsoldCard(env.db, { branchId: downtown, code: 'CRT001', price: 4500, value: 5000, content: 'Birthday card' });
    const payload = cartBody({ branchId: downtown, customer: { phone: '416 555 0101', name: ' nora new ', email: 'nora@example.com' }, items: [productLine(oil, 2), cardLine(card)] });
    const res = await createCart(env, fd, payload);
    expect(res.statusCode).toBe(200);
    const answer = body<CartSaveResult>(res);
    expect(answer.message).toBe('create cart success');
    // The demo made DT-C1 and DT-C2.
    expect(answer.result).toMatchObject({ id: payload.id, code: 'DT-C3', total: 2 * 1200 + 4500 });

    const customer = await env.db.one<{ id: string; name: string; phone: string; email: string; branch_id: string }>(
      `SELECT id, name, phone, email, branch_id FROM customer WHERE phone = '4165550101'`,
    );
    expect(customer).toMatchObject({ id: answer.result.customerId, name: 'NORA NEW', email: 'nora@example.com', branch_id: downtown });
    const view = await detail(payload.id);
    expect(view).toMatchObject({
      id: payload.id,
      code: 'DT-C3',
      status: 'New',
      branchId: downtown,
      bookingId: null,
      guestId: null,
      customerId: customer.id,
      customerName: 'NORA NEW',
      phone: '4165550101',
      email: 'nora@example.com',
      total: 6900,
      billId: null,
      // 15:00Z is 10:00 in Toronto.
      createdAt: '2026-11-20 10:00',
      createdBy: 'Fiona Chen',
    });
    expect(view.items.map((i) => ({ kind: i.kind, code: i.code, name: i.name, quantity: i.quantity, price: i.price }))).toEqual([
      { kind: 'GIFT_CARD', code: 'CRT001', name: 'Birthday card', quantity: 1, price: 4500 },
      { kind: 'PRODUCT', code: 'T-OIL', name: 'Test oil', quantity: 2, price: 1200 },
    ]);
    const log = await env.db.one<{ action: string; edit_info: { code: string; newCustomer: boolean; total: number } }>(
      `SELECT action, edit_info FROM action_log WHERE entity_type = 'CART' AND entity_id = $1`,
      [payload.id],
    );
    expect(log).toMatchObject({ action: 'create', edit_info: { code: 'DT-C3', newCustomer: true, total: 6900 } });
  });

  it('finds the customer by phone in the branch, takes a chosen customer as its record reads, keeps a given code', async () => {
    const known = await freshCustomer(env.db, downtown, 301);
    const byPhone = await created(cartBody({ branchId: downtown, customer: { phone: known.phone, name: 'someone else', email: null }, items: [productLine(oil)] }));
    expect(byPhone.customerId).toBe(known.id);
    expect(await detail(byPhone.id)).toMatchObject({ customerName: known.name, phone: known.phone });

    const chosen = await created(cartBody({ branchId: downtown, code: 'SHOP-7', customerId: known.id, customer: { phone: '', name: '', email: null }, items: [productLine(cream)] }));
    expect(chosen).toMatchObject({ code: 'SHOP-7', customerId: known.id, total: 1800 });
    expect(await detail(chosen.id)).toMatchObject({ customerName: known.name, phone: known.phone });
    const customers = await env.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM customer WHERE phone = $1`, [known.phone]);
    expect(customers.n).toBe(1);

    const taken = await cartRefused(env.db, () => createCart(env, fd, cartBody({ branchId: downtown, code: 'SHOP-7', items: [productLine(oil)] })));
    expect([taken.status, taken.code, taken.message]).toEqual([409, 'DUPLICATE', 'Code already exists']);
    const tabletShaped = await cartRefused(env.db, () => createCart(env, fd, cartBody({ branchId: downtown, code: 'DT-1-5', items: [productLine(oil)] })));
    expect([tabletShaped.status, tabletShaped.fields?.code]).toEqual([400, 'Codes like DT-<device>-<n> are made by tablets']);
  });

  it('refuses a cart without items unless it comes from a booking, with the spec message, writing nothing', async () => {
    const none = await cartRefused(env.db, () => createCart(env, fd, cartBody({ branchId: downtown, items: [] })));
    expect([none.status, none.code, none.fields?.items]).toEqual([400, 'VALIDATION', 'please choose any product or gift card']);
    expect(none.message).toContain('please choose any product or gift card');
  });

  it('makes a cart from a booking for the booking’s customer when no phone is typed, for one of its guests', async () => {
    const customer = await freshCustomer(env.db, downtown, 302);
    const made = await makeBooking(env.db, { branchId: downtown, customerId: customer.id, guests: [{ lines: [{ technicianId: technician, price: 3000 }] }] });
    const emptyCart = await created(
      cartBody({ branchId: downtown, bookingId: made.bookingId, guestId: made.guestIds[0] ?? null, customer: { phone: '', name: '', email: null }, items: [] }),
    );
    expect(emptyCart).toMatchObject({ customerId: customer.id, total: 0 });
    expect(await detail(emptyCart.id)).toMatchObject({ bookingId: made.bookingId, guestId: made.guestIds[0], customerName: customer.name, phone: customer.phone });

    // A booking without a customer record: the booking's own name and phone.
    const walkIn = await makeBooking(env.db, { branchId: downtown, guests: [{ lines: [{ technicianId: technician, price: 3000 }] }] });
    const walkInCart = await created(cartBody({ branchId: downtown, bookingId: walkIn.bookingId, customer: { phone: '', name: '', email: null }, items: [productLine(oil)] }));
    expect(walkInCart.customerId).toBeNull();
    expect(await detail(walkInCart.id)).toMatchObject({ customerId: null, customerName: 'TEST CLIENT', phone: '9055550000' });

    const byBooking = body<CartView[]>(await getJson(env, fd, `${CartPath.BY_BOOKING}?bookingId=${made.bookingId}`)).result;
    expect(byBooking.map((c) => c.id)).toEqual([emptyCart.id]);
  });

  it('refuses bad customers, bookings and items with a clear answer, writing nothing', async () => {
    const sold = await insertGiftCard(env.db, { branchId: downtown, code: 'CRTSLD', amount: 5000 });
    const deleted = await insertUnsoldCard(env.db, { branchId: downtown, code: 'CRTDEL', price: 1000 });
    await env.db.query(`UPDATE gift_card SET deleted = true WHERE id = $1`, [deleted]);
    const held = await insertUnsoldCard(env.db, { branchId: downtown, code: 'CRTHLD', price: 1000 });
    const holder = await created(cartBody({ branchId: downtown, items: [cardLine(held)] }));
    const plateauCard = await insertUnsoldCard(env.db, { branchId: plateau, code: 'CRTPL1', price: 1000 });
    const inactive = await insertProduct(env.db, { branchId: downtown, code: 'T-OLD', price: 900, active: false });
    const gone = await insertProduct(env.db, { branchId: downtown, code: 'T-GONE', price: 900, deleted: true });
    const plateauProduct = await insertProduct(env.db, { branchId: plateau, code: 'T-PL', price: 900 });
    const plBooking = await makeBooking(env.db, { branchId: plateau, guests: [{ lines: [{ technicianId: (await techniciansOf(env.db, plateau))[0]?.id ?? '', price: 1000 }] }] });
    const dtBooking = await makeBooking(env.db, { branchId: downtown, guests: [{ lines: [{ technicianId: technician, price: 1000 }] }] });
    const otherBooking = await makeBooking(env.db, { branchId: downtown, guests: [{ lines: [{ technicianId: technician, price: 1000 }] }] });
    const card = await insertUnsoldCard(env.db, { branchId: downtown, code: 'CRTOK1', price: 1000 });
    const base = { branchId: downtown, items: [productLine(oil)] };
    const sameItem = productLine(oil);

    const cases: [string, object, number, string, string?][] = [
      ['short phone', cartBody({ ...base, customer: { phone: '416 555', name: 'Ann', email: null } }), 400, 'PHONE_INVALID', 'Phone is invalid!'],
      ['letters in the phone', cartBody({ ...base, customer: { phone: '416555abcd', name: 'Ann', email: null } }), 400, 'PHONE_INVALID'],
      ['no name', cartBody({ ...base, customer: { phone: '4165550199', name: '  ', email: null } }), 400, 'VALIDATION', 'customer.name: Please fill out this field'],
      ['empty phone without a booking', cartBody({ ...base, customer: { phone: '', name: 'Ann', email: null } }), 400, 'PHONE_INVALID'],
      ['unknown customer', cartBody({ ...base, customerId: randomUUID() }), 404, 'NOT_FOUND', 'customerId: Not a customer of this salon'],
      ['booking of another branch', cartBody({ ...base, bookingId: plBooking.bookingId }), 404, 'NOT_FOUND', 'The booking of this cart was not found in this branch.'],
      ['unknown booking', cartBody({ ...base, bookingId: randomUUID() }), 404, 'NOT_FOUND'],
      ['guest without its booking', cartBody({ ...base, guestId: dtBooking.guestIds[0] }), 400, 'VALIDATION', 'guestId: A guest is named only with its booking'],
      ['guest of another booking', cartBody({ ...base, bookingId: dtBooking.bookingId, guestId: otherBooking.guestIds[0] }), 404, 'NOT_FOUND', 'The guest of this cart was not found in its booking.'],
      ['unknown product', cartBody({ branchId: downtown, items: [productLine(randomUUID())] }), 404, 'NOT_FOUND', 'A product of this cart was not found in this branch.'],
      ['product of another branch', cartBody({ branchId: downtown, items: [productLine(plateauProduct)] }), 404, 'NOT_FOUND'],
      ['inactive product', cartBody({ branchId: downtown, items: [productLine(inactive)] }), 409, 'CART_ITEM_UNAVAILABLE', 'Product T-OLD is no longer sold.'],
      ['deleted product', cartBody({ branchId: downtown, items: [productLine(gone)] }), 409, 'CART_ITEM_UNAVAILABLE'],
      ['gift card of another branch', cartBody({ branchId: downtown, items: [cardLine(plateauCard)] }), 404, 'NOT_FOUND', 'A gift card of this cart was not found in this branch.'],
      ['sold gift card', cartBody({ branchId: downtown, items: [cardLine(sold)] }), 409, 'CART_ITEM_UNAVAILABLE', 'Gift card CRTSLD is already sold.'],
      ['deleted gift card', cartBody({ branchId: downtown, items: [cardLine(deleted)] }), 409, 'CART_ITEM_UNAVAILABLE', 'Gift card CRTDEL was deleted.'],
      ['gift card in another New cart', cartBody({ branchId: downtown, items: [cardLine(held)] }), 409, 'CART_ITEM_UNAVAILABLE', `Gift card CRTHLD is already in cart ${holder.code}.`],
      ['the same gift card twice', cartBody({ branchId: downtown, items: [cardLine(card), cardLine(card)] }), 400, 'VALIDATION', 'items: A gift card is in the cart twice'],
      ['two gift cards of one card', cartBody({ branchId: downtown, items: [{ ...cardLine(card), quantity: 2 }] }), 400, 'VALIDATION'],
      ['quantity 0', cartBody({ branchId: downtown, items: [productLine(oil, 0)] }), 400, 'VALIDATION'],
      ['a fractional quantity', cartBody({ branchId: downtown, items: [productLine(oil, 1.5)] }), 400, 'VALIDATION'],
      ['a product line naming a card', cartBody({ branchId: downtown, items: [{ ...productLine(oil), giftCardId: card }] }), 400, 'VALIDATION'],
      ['one item id twice', cartBody({ branchId: downtown, items: [sameItem, { ...sameItem, productId: cream }] }), 400, 'VALIDATION', 'items: An item id is listed twice'],
      ['an item id of another cart', cartBody({ branchId: downtown, items: [{ ...productLine(oil), id: (await env.db.one<{ id: string }>(`SELECT id FROM cart_item WHERE cart_id = $1`, [holder.id])).id }] }), 400, 'VALIDATION', 'items: An item id is already used by another cart'],
      ['an id that is not a uuid', { ...cartBody(base), id: 'x' }, 400, 'VALIDATION'],
      ['no body', {}, 400, 'VALIDATION'],
    ];
    for (const [name, payload, status, code, message] of cases) {
      const refusal = await cartRefused(env.db, () => createCart(env, fd, payload));
      expect({ name, status: refusal.status, code: refusal.code }, JSON.stringify(refusal)).toEqual({ name, status, code });
      if (message) expect(refusal.message, name).toBe(message);
      expect(refusal.success).toBe(false);
    }
    // The phone length follows the branch setting.
    await setConfig(env.db, downtown, ConfigKey.PHONE_FORMAT, '000 0000');
    const short = await cartRefused(env.db, () => createCart(env, fd, cartBody({ ...base, customer: { phone: '416 555 0177', name: 'Ann', email: null } })));
    expect(short.fields?.['customer.phone']).toBe('Please input 7 digits phone number');
    expect((await created(cartBody({ ...base, customer: { phone: '555 0177', name: 'Ann', email: null } }))).customerId).not.toBeNull();
    await setConfig(env.db, downtown, ConfigKey.PHONE_FORMAT, '000 000 0000');
  });

  it('updates a New cart: customer and items replaced, a line keeps its price, a new line takes today’s, the code stays', async () => {
    const card = await insertUnsoldCard(env.db, { branchId: downtown, code: 'CRTUP1', price: 2500 });
    const payload = cartBody({ branchId: downtown, items: [productLine(oil, 1), cardLine(card)] });
    const first = await created(payload);
    await env.db.query(`UPDATE product SET price_cents = 1500, name = 'Test oil (new)' WHERE id = $1`, [oil]);
    const [oilLine] = payload.items;
    const changed = {
      ...payload,
      code: 'ignored',
      customer: { phone: '416 555 0102', name: 'Ursula Update', email: null },
      items: [{ ...oilLine, quantity: 3 }, productLine(oil, 1), productLine(cream, 1)],
    };
    const res = await updateCart(env, fd, changed);
    expect(res.statusCode).toBe(200);
    expect(body<CartSaveResult>(res)).toMatchObject({ message: 'Update success', result: { id: payload.id, code: first.code, total: 3 * 1200 + 1500 + 1800 } });
    const view = await detail(payload.id);
    expect(view).toMatchObject({ code: first.code, customerName: 'URSULA UPDATE', phone: '4165550102', total: 6900 });
    expect(view.items.map((i) => [i.name, i.quantity, i.price])).toEqual([
      ['Test cream', 1, 1800],
      ['Test oil', 3, 1200],
      ['Test oil (new)', 1, 1500],
    ]);
    // The card left the cart: another cart may take it.
    expect((await created(cartBody({ branchId: downtown, items: [cardLine(card)] }))).total).toBe(2500);
    const log = await env.db.query<{ action: string }>(`SELECT action FROM action_log WHERE entity_type = 'CART' AND entity_id = $1 ORDER BY action_time, action`, [payload.id]);
    expect(log.map((l) => l.action)).toEqual(['create', 'update']);
    await env.db.query(`UPDATE product SET price_cents = 1200, name = 'Test oil' WHERE id = $1`, [oil]);

    const unknown = await cartRefused(env.db, () => updateCart(env, fd, cartBody({ branchId: downtown, items: [productLine(oil)] })));
    expect([unknown.status, unknown.code]).toEqual([404, 'NOT_FOUND']);
    const again = await cartRefused(env.db, () => createCart(env, fd, changed));
    expect([again.status, again.code]).toEqual([409, 'DUPLICATE']);
  });

  it('cancels a New cart (items kept), answers a second cancel as done, and refuses to change a cancelled cart', async () => {
    const card = await insertUnsoldCard(env.db, { branchId: downtown, code: 'CRTCN1', price: 3000 });
    const payload = cartBody({ branchId: downtown, items: [cardLine(card), productLine(cream)] });
    await created(payload);
    const res = await cancelCartOnline(env, fd, payload.id);
    expect(res.statusCode).toBe(200);
    expect(body(res)).toMatchObject({ message: 'Cancel success', result: { id: payload.id, status: 'Cancel' } });
    expect(await detail(payload.id)).toMatchObject({ status: 'Cancel', total: 4800 });
    expect((await detail(payload.id)).items).toHaveLength(2);

    const twice = await cartRefused(env.db, () => cancelCartOnline(env, fd, payload.id));
    expect([twice.status, twice.success]).toEqual([200, true]);
    const edit = await cartRefused(env.db, () => updateCart(env, fd, payload));
    expect([edit.status, edit.code, edit.message]).toEqual([409, 'CART_NOT_EDITABLE', 'This cart is already paid or cancelled and can no longer be changed.']);
    // Its gift card is free again.
    expect((await created(cartBody({ branchId: downtown, items: [cardLine(card)] }))).total).toBe(3000);

    const unknown = await cartRefused(env.db, () => cancelCartOnline(env, fd, randomUUID()));
    expect([unknown.status, unknown.code]).toEqual([404, 'NOT_FOUND']);
    const malformed = await cartRefused(env.db, () => getJson(env, fd, `${CartPath.CANCEL}?cartId=nope`));
    expect([malformed.status, malformed.code]).toEqual([400, 'VALIDATION']);
  });

  it('lists the branch’s carts newest first, 15 a page, by code, name or phone, and by status', async () => {
    const at = (minutes: number) => env.clock.set(new Date(Date.UTC(2026, 10, 20, 16, minutes)));
    const ids: string[] = [];
    for (let i = 0; i < 16; i++) {
      at(i);
      const payload = cartBody({ branchId: downtown, code: `LIST-${String(i).padStart(2, '0')}`, customer: { phone: `647555${String(1000 + i)}`, name: `lister ${i}`, email: null }, items: [productLine(oil)] });
      ids.push((await created(payload)).id);
    }
    env.clock.set(new Date('2026-11-20T15:00:00Z'));
    const page = async (query: string) => {
      const res = await getJson(env, fd, `${CartPath.LIST}?branchId=${downtown}&${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return body<CartPage>(res).result;
    };
    const first = await page('query=LIST-');
    expect([first.total, first.page, first.size, first.items.length]).toEqual([16, 1, 15, 15]);
    expect(first.items[0]).toMatchObject({ code: 'LIST-15', createdAt: '2026-11-20 11:15', total: 1200, customerName: 'LISTER 15' });
    const second = await page('query=LIST-&page=2');
    expect(second.items.map((c) => c.code)).toEqual(['LIST-00']);
    expect((await page('query=lister%201')).items.map((c) => c.code)).toEqual(['LIST-15', 'LIST-14', 'LIST-13', 'LIST-12', 'LIST-11', 'LIST-10', 'LIST-01']);
    expect((await page('query=647%20555%201007')).items.map((c) => c.code)).toEqual(['LIST-07']);
    // A text query never matches phones by its digits alone.
    expect((await page('query=ANN%201007')).total).toBe(0);
    await cancelCartOnline(env, fd, ids[3] ?? '');
    expect((await page('query=LIST-&status=Cancel')).items.map((c) => c.code)).toEqual(['LIST-03']);
    expect((await page('query=LIST-&status=New')).total).toBe(15);
    // Escaped: % is matched literally.
    expect((await page('query=%25')).total).toBe(0);
    const all = await page('');
    expect(all.items.every((c) => c.branchId === downtown)).toBe(true);

    const bad = await getJson(env, fd, `${CartPath.LIST}?branchId=${downtown}&status=Open`);
    expect([bad.statusCode, body(bad).code]).toEqual([400, 'VALIDATION']);
    const foreign = await getJson(env, manager, `${CartPath.LIST}?branchId=${plateau}`);
    expect([foreign.statusCode, body(foreign).code]).toEqual([403, 'BRANCH_NOT_AUTHORISED']);
  });

  it('shows the demo carts of Downtown Toronto: one at the counter, one from a booking in service', async () => {
    const demo = body<CartPage>(await getJson(env, fd, `${CartPath.LIST}?branchId=${downtown}&query=DT-C`)).result;
    const counter = demo.items.find((c) => c.code === 'DT-C1');
    const fromBooking = demo.items.find((c) => c.code === 'DT-C2');
    expect(counter).toMatchObject({ status: 'New', bookingId: null, createdBy: 'Fiona Chen' });
    expect(counter?.items.length).toBeGreaterThanOrEqual(2);
    expect(counter?.total).toBe(counter?.items.reduce((s, i) => s + i.price * i.quantity, 0));
    expect(fromBooking?.bookingId).not.toBeNull();
    const booking = await env.db.one<{ status: string }>(`SELECT status FROM booking WHERE id = $1`, [fromBooking?.bookingId ?? null]);
    expect(booking.status).toBe('Processing');
  });

  it('checks rights: create, update, cancel, read, and the product and gift-card panels', async () => {
    const card = await insertUnsoldCard(env.db, { branchId: downtown, code: 'CRTRGT', price: 1000 });
    const payload = cartBody({ branchId: downtown, items: [productLine(oil)] });
    await withDenied(env.db, 'FRONT_DESK', 'CART_CREATE', async () => {
      const refusal = await cartRefused(env.db, () => createCart(env, fd, payload));
      expect([refusal.status, refusal.code]).toEqual([403, 'FORBIDDEN']);
    });
    await created(payload);
    await withDenied(env.db, 'FRONT_DESK', 'CART_UPDATE', async () => {
      expect((await cartRefused(env.db, () => updateCart(env, fd, payload))).code).toBe('FORBIDDEN');
    });
    await withDenied(env.db, 'FRONT_DESK', 'CART_DELETE', async () => {
      expect((await cartRefused(env.db, () => cancelCartOnline(env, fd, payload.id))).code).toBe('FORBIDDEN');
    });
    await withDenied(env.db, 'FRONT_DESK', 'CART_ACCESS', async () => {
      for (const url of [`${CartPath.LIST}?branchId=${downtown}`, `${CartPath.DETAIL}/${payload.id}`, `${CartPath.BY_BOOKING}?bookingId=${randomUUID()}`]) {
        const res = await getJson(env, fd, url);
        expect([res.statusCode, body(res).code], url).toEqual([403, 'FORBIDDEN']);
      }
    });
    await withDenied(env.db, 'FRONT_DESK', 'PRODUCT_ACCESS', async () => {
      expect((await cartRefused(env.db, () => createCart(env, fd, cartBody({ branchId: downtown, items: [productLine(oil)] })))).code).toBe('FORBIDDEN');
      // A cart of gift cards only needs the gift-card right.
      const onlyCard = cartBody({ branchId: downtown, items: [cardLine(card)] });
      expect((await createCart(env, fd, onlyCard)).statusCode).toBe(200);
      await cancelCartOnline(env, fd, onlyCard.id);
    });
    await withDenied(env.db, 'FRONT_DESK', 'GIFT_CARD_ACCESS', async () => {
      expect((await cartRefused(env.db, () => createCart(env, fd, cartBody({ branchId: downtown, items: [cardLine(card)] })))).code).toBe('FORBIDDEN');
    });
    // The manager works in Downtown only.
    const foreign = await cartRefused(env.db, () => createCart(env, manager, cartBody({ branchId: plateau, items: [] , bookingId: randomUUID() })));
    expect([foreign.status, foreign.code]).toEqual([403, 'BRANCH_NOT_AUTHORISED']);
    const plCart = cartBody({ branchId: plateau, items: [productLine(await insertProduct(env.db, { branchId: plateau, code: 'T-PLR', price: 500 }))] });
    expect((await createCart(env, fd, plCart)).statusCode).toBe(200);
    for (const request of [() => getJson(env, manager, `${CartPath.DETAIL}/${plCart.id}`), () => cancelCartOnline(env, manager, plCart.id)]) {
      const refusal = await cartRefused(env.db, request);
      expect([refusal.status, refusal.code]).toEqual([403, 'BRANCH_NOT_AUTHORISED']);
    }
    const signedOut = await env.app.inject({ method: 'GET', url: `${CartPath.LIST}?branchId=${downtown}` });
    expect(signedOut.statusCode).toBe(401);
  });
});
