import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectedOf } from '../../src/domain/bill/bill-rules';
import { BillLineKind, calculateBill } from '../../src/domain/bill/calculate-bill';
import { BillPath } from '../../src/domain/bill/paths';
import type { BillCreateResult, BillDetail, BillSummary, PaymentInfoResult, TechnicianTipInfo } from '../../src/domain/bill/types';
import type { HistoryEntry } from '../../src/domain/booking/reads';
import { BookingReadPath } from '../../src/domain/booking/read-paths';
import { body, setupTestEnv, signIn, TEST_NOW, TEST_TODAY, userIdByName, type SignedIn, type TestEnv } from './helpers';
import { checkoutMethodId } from './syncHelpers';
import { billFor, billingWorld, freshCustomer, getJson, insertGiftCard, makeBooking, postJson, refusedWithoutWrites, type Technician } from './billingFixtures';
import { provinceTaxes } from '../../src/domain/branch/province-taxes';

describe('cancel bill, bill reads, paying a draft, carts', () => {
  let env: TestEnv;
  let fd: SignedIn;
  let admin: SignedIn;
  let manager: SignedIn;
  let lotus: SignedIn;
  let downtown: string;
  let plateau: string;
  let cash: string;
  let card: string;
  let dt: Technician[];
  let pl: Technician[];

  beforeAll(async () => {
    env = await setupTestEnv();
    [fd, admin, manager, lotus] = [await signIn(env.app, 'frontdesk'), await signIn(env.app, 'admin'), await signIn(env.app, 'manager'), await signIn(env.app, 'lotus')];
    ({ downtown, plateau, cash, card, dt, pl } = await billingWorld(env.db));
  });
  afterAll(async () => {
    await env.close();
  });

  const cancel = (id: string, who: SignedIn = admin) => getJson(env, who, `${BillPath.CANCEL_BILL}?id=${id}`);
  const detail = async (id: string) => body<BillDetail>(await getJson(env, fd, `${BillPath.PRINT_BILL_BY_ID}?billId=${id}`)).result;

  it('prints a bill with its lines, payments, figures and branch', async () => {
    const [t0, t1] = dt;
    const made = await makeBooking(env.db, {
      branchId: downtown,
      guests: [
        { name: 'ANNA', lines: [{ technicianId: t0?.id ?? '', serviceName: 'Pedicure', price: 5000 }] },
        { name: 'BEA', lines: [{ technicianId: t1?.id ?? '', serviceName: 'Manicure', price: 4000 }] },
      ],
    });
    const referral = (await env.db.one<{ id: string }>(`SELECT id FROM payment_method WHERE name = 'Referral' AND tenant_id = (SELECT tenant_id FROM branch WHERE id = $1)`, [downtown])).id;
    const bill = await billFor(env, fd, {
      branchId: downtown, bookingId: made.bookingId, guestIds: made.guestIds, paymentMethodId: referral, voucherCode: 'SPRING15',
      received: [{ checkoutMethodId: card, amount: 5000 }, { checkoutMethodId: cash, amount: 5000 }], note: 'regular',
    });
    const code = body<BillCreateResult>(await postJson(env, fd, BillPath.CREATE_BILL, bill)).result.code;
    // $90 − 15% ($13.50) − $10 referral = $66.50; HST $8.65; total $75.15; $100 received, $24.85 back.
    expect(await detail(bill.id)).toEqual({
      id: bill.id,
      code,
      status: 'PAID',
      branchId: downtown,
      bookingId: made.bookingId,
      bookingCode: made.code,
      customerId: null,
      customerName: 'TEST CLIENT',
      phone: '9055550000',
      actionTime: `${TEST_TODAY} 09:55`,
      lines: [
        { id: expect.any(String), kind: 'service', name: 'Pedicure', quantity: 1, price: 5000, guestId: made.guestIds[0], guestName: 'ANNA', technicianId: t0?.id, technicianName: t0?.name },
        { id: expect.any(String), kind: 'service', name: 'Manicure', quantity: 1, price: 4000, guestId: made.guestIds[1], guestName: 'BEA', technicianId: t1?.id, technicianName: t1?.name },
      ],
      paymentMethod: { id: referral, name: 'Referral' },
      voucherCode: 'SPRING15',
      giftCardCode: null,
      loyaltyAmount: 0,
      isHst: true,
      taxLines: [{ kind: 'HST', name: '', rate: 13, registrationNumber: '123456789 RT0001', base: 6650, amount: 865 }],
      figures: { subtotal: 9000, voucherDiscount: 1350, loyaltyDiscount: 0, discount: 2350, paymentFee: 0, tax: 865, total: 7515, giftCardUsed: 0, amountDue: 7515, received: 10000, change: 2485 },
      payments: [
        { checkoutMethodId: cash, checkoutMethodName: 'Cash', amount: 5000 },
        { checkoutMethodId: card, checkoutMethodName: 'Card', amount: 5000 },
      ],
      tip: null,
      branch: { name: 'Downtown Toronto', address: '220 Yonge St, Toronto, ON', phone: '4165550100' },
      createdBy: 'Fiona Chen',
      note: 'regular',
      viewCanCancelPayment: true,
    });
    const rows = body<TechnicianTipInfo>(await postJson(env, fd, BillPath.TECHNICIAN_TIP_INFO, { billId: bill.id })).result;
    expect(rows).toEqual([
      { technicianId: t0?.id, technicianName: t0?.name, segmentName: 'Pedicure', price: 5000 },
      { technicianId: t1?.id, technicianName: t1?.name, segmentName: 'Manicure', price: 4000 },
    ]);
    for (const url of [`${BillPath.PRINT_BILL_BY_ID}?billId=${randomUUID()}`, `${BillPath.BILLS_BY_BOOKING}?bookingId=${randomUUID()}`]) {
      expect((await getJson(env, fd, url)).statusCode, url).toBe(404);
    }
    expect((await getJson(env, fd, `${BillPath.PRINT_BILL_BY_ID}?billId=nope`)).statusCode).toBe(400);
    expect((await postJson(env, fd, BillPath.TECHNICIAN_TIP_INFO, { billId: randomUUID() })).statusCode).toBe(404);
    expect(body(await getJson(env, lotus, `${BillPath.PRINT_BILL_BY_ID}?billId=${bill.id}`)).code).toBe('PLAN_UPGRADE_REQUIRED');
  });

  it('cancels a paid bill: guests back in service, gift card and loyalty money given back, tip deleted, history told', async () => {
    const customer = await freshCustomer(env.db, plateau, 20);
    await env.db.query(`UPDATE customer SET amount_money_cents = 2000 WHERE id = $1`, [customer.id]);
    await insertGiftCard(env.db, { branchId: plateau, code: 'CNL050', amount: 3000, value: 5000 });
    const made = await makeBooking(env.db, {
      branchId: plateau,
      customerId: customer.id,
      guests: [{ name: 'ZOE', lines: [{ technicianId: pl[0]?.id ?? '', serviceName: 'Facial', price: 8000 }] }],
    });
    const plCash = await checkoutMethodId(env.db, plateau, 'CASH');
    const bill = await billFor(env, fd, {
      branchId: plateau, bookingId: made.bookingId, guestIds: made.guestIds, customerId: customer.id, loyaltyAmount: 1000, giftCardCode: 'CNL050',
      received: [{ checkoutMethodId: plCash, amount: 5100 }],
    });
    const paid = await postJson(env, fd, BillPath.CREATE_BILL, bill);
    expect(paid.statusCode, paid.body).toBe(200);
    const code = body<BillCreateResult>(paid).result.code;
    const tip = {
      id: randomUUID(), billId: bill.id, branchId: plateau, value: 1000, checkoutMethodId: plCash, actionTime: `${TEST_TODAY} 09:58`, code: 'PL-0-TIP1',
      technicianTips: [{ technicianId: pl[0]?.id, percent: 100, value: 1000 }],
    };
    expect((await postJson(env, fd, BillPath.CREATE_TIP, tip)).statusCode).toBe(200);
    const moneyBefore = await env.db.one<{ amount_money_cents: number }>(`SELECT amount_money_cents FROM customer WHERE id = $1`, [customer.id]);

    // The front desk lacks OLD_BILL_CANCEL; the manager does not manage Plateau.
    expect((await refusedWithoutWrites(env.db, () => cancel(bill.id, fd))).code).toBe('FORBIDDEN');
    expect((await refusedWithoutWrites(env.db, () => cancel(bill.id, manager))).code).toBe('BRANCH_NOT_AUTHORISED');
    expect((await refusedWithoutWrites(env.db, () => cancel(bill.id, lotus))).code).toBe('PLAN_UPGRADE_REQUIRED');

    // A minute later, so the history lists the payment and its cancel in that order.
    env.clock.advance(60_000);
    const res = await cancel(bill.id);
    env.clock.set(TEST_NOW);
    expect(body(res)).toEqual({ success: true, message: 'Cancel success', result: { id: bill.id, code } });
    expect(await env.db.one(`SELECT status, cancelled_by, total_cents FROM bill WHERE id = $1`, [bill.id])).toEqual({
      status: 'CANCEL',
      cancelled_by: await userIdByName(env.db, 'admin'),
      total_cents: bill.expected.total,
    });
    // Money records stay as they were.
    expect((await env.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM bill_payment WHERE bill_id = $1`, [bill.id])).n).toBe(1);
    expect(await env.db.query(`SELECT status, bill_id, already_tip FROM guest WHERE booking_id = $1`, [made.bookingId])).toEqual([
      { status: 'Processing', bill_id: null, already_tip: false },
    ]);
    expect(await env.db.one(`SELECT status FROM booking WHERE id = $1`, [made.bookingId])).toEqual({ status: 'Processing' });
    const giftCard = await env.db.one<{ amount_cents: number; actions: string[] }>(
      `SELECT g.amount_cents, array_agg(a.type || ':' || a.value_cents ORDER BY a.created_at, a.type DESC) AS actions
         FROM gift_card g JOIN gift_card_action a ON a.gift_card_id = g.id WHERE g.code = 'CNL050' GROUP BY g.amount_cents`,
    );
    expect(giftCard).toEqual({ amount_cents: 3000, actions: ['USE:3000', 'REFUND:3000'] });
    const moves = await env.db.query<{ amount_cents: number }>(`SELECT amount_cents FROM customer_transaction WHERE bill_id = $1 ORDER BY amount_cents`, [bill.id]);
    const earned = moves.find((m) => m.amount_cents > 0 && m.amount_cents !== 1000)?.amount_cents ?? 0;
    expect(moves.map((m) => m.amount_cents).sort((a, b) => a - b)).toEqual([-1000, -earned, earned, 1000].sort((a, b) => a - b));
    expect(await env.db.one(`SELECT amount_money_cents FROM customer WHERE id = $1`, [customer.id])).toEqual({ amount_money_cents: moneyBefore.amount_money_cents + 1000 - earned });
    expect(await env.db.one(`SELECT amount_money_cents FROM customer WHERE id = $1`, [customer.id])).toEqual({ amount_money_cents: 2000 });
    expect((await env.db.one<{ deleted: boolean }>(`SELECT deleted_at IS NOT NULL AS deleted FROM pos_action WHERE id = $1`, [tip.id])).deleted).toBe(true);

    const history = body<HistoryEntry[]>(await getJson(env, admin, `${BookingReadPath.BOOKING_HISTORY}?id=${made.bookingId}`)).result;
    expect(history.map((h) => [h.editInfo.oldStatus, h.editInfo.newStatus, h.editInfo.billCode, h.editInfo.billStatus])).toEqual([
      ['Processing', 'Completed', code, 'PAID'],
      ['Completed', 'Processing', code, 'CANCEL'],
    ]);
    const shown = await detail(bill.id);
    expect([shown.status, shown.viewCanCancelPayment, shown.tip]).toEqual(['CANCEL', false, null]);
    expect(body<BillSummary[]>(await getJson(env, fd, `${BillPath.BILLS_BY_BOOKING}?bookingId=${made.bookingId}`)).result).toEqual([{ id: bill.id, code, status: 'CANCEL' }]);

    // Only a paid bill can be cancelled; the guest can be paid again.
    const again = await refusedWithoutWrites(env.db, () => cancel(bill.id));
    expect([again.status, again.code, again.message]).toEqual([409, 'BILL_NOT_CANCELLABLE', 'This bill cannot be cancelled.']);
    const repay = await billFor(env, fd, { branchId: plateau, bookingId: made.bookingId, guestIds: made.guestIds, received: [{ checkoutMethodId: plCash, amount: 9200 }] });
    expect((await postJson(env, fd, BillPath.CREATE_BILL, repay)).statusCode).toBe(200);
    expect((await refusedWithoutWrites(env.db, () => cancel(randomUUID()))).status).toBe(404);
    expect((await refusedWithoutWrites(env.db, () => cancel('nope'))).status).toBe(400);
  });

  it('the branch manager cancels a bill of their branch', async () => {
    const made = await makeBooking(env.db, { branchId: downtown, guests: [{ lines: [{ technicianId: dt[2]?.id ?? '', price: 3000 }] }] });
    const bill = await billFor(env, fd, { branchId: downtown, bookingId: made.bookingId, guestIds: made.guestIds, received: [{ checkoutMethodId: cash, amount: 3390 }] });
    expect((await postJson(env, fd, BillPath.CREATE_BILL, bill)).statusCode).toBe(200);
    expect((await cancel(bill.id, manager)).statusCode).toBe(200);
  });

  it('pays a draft bill: it keeps its code, pays the guests named and lets go of the others', async () => {
    const made = await makeBooking(env.db, {
      branchId: downtown,
      guests: [{ lines: [{ technicianId: dt[3]?.id ?? '', price: 2000 }] }, { lines: [{ technicianId: dt[4]?.id ?? '', price: 1000 }] }],
    });
    const tenant = await env.db.one<{ tenant_id: string }>(`SELECT tenant_id FROM branch WHERE id = $1`, [downtown]);
    const draftId = randomUUID();
    await env.db.query(
      `INSERT INTO bill (id, tenant_id, branch_id, code, status, booking_id, subtotal_cents, total_cents, action_time, created_by, created_at, updated_at)
       VALUES ($1, $2, $3, 'DT-D1', 'DRAFT', $4, 3000, 3000, now(), $5, now(), now())`,
      [draftId, tenant.tenant_id, downtown, made.bookingId, await userIdByName(env.db, 'admin')],
    );
    await env.db.query(`UPDATE guest SET bill_id = $1 WHERE booking_id = $2`, [draftId, made.bookingId]);
    const info = body<PaymentInfoResult>(await postJson(env, fd, BillPath.PAYMENT_INFO, { billId: draftId })).result;
    expect(info.guestList).toHaveLength(2);

    const bill = await billFor(env, fd, { id: draftId, branchId: downtown, bookingId: made.bookingId, guestIds: [made.guestIds[0] ?? ''], received: [{ checkoutMethodId: cash, amount: 2260 }] });
    expect((await refusedWithoutWrites(env.db, () => postJson(env, fd, BillPath.CREATE_BILL, bill))).code).toBe('DUPLICATE');
    expect((await refusedWithoutWrites(env.db, () => postJson(env, fd, BillPath.UPDATE_BILL_FROM_DRAFT, { ...bill, id: randomUUID() }))).code).toBe('NOT_FOUND');
    const res = await postJson(env, fd, BillPath.UPDATE_BILL_FROM_DRAFT, bill);
    expect(body(res)).toEqual({ success: true, message: 'Update success', result: { id: draftId, code: 'DT-D1', total: 2260 } });
    expect(await env.db.one(`SELECT status, code, total_cents, created_by FROM bill WHERE id = $1`, [draftId])).toEqual({
      status: 'PAID', code: 'DT-D1', total_cents: 2260, created_by: await userIdByName(env.db, 'admin'),
    });
    expect(await env.db.query(`SELECT status, bill_id FROM guest WHERE booking_id = $1 ORDER BY display_index`, [made.bookingId])).toEqual([
      { status: 'Completed', bill_id: draftId },
      { status: 'Processing', bill_id: null },
    ]);
    const again = await refusedWithoutWrites(env.db, () => postJson(env, fd, BillPath.UPDATE_BILL_FROM_DRAFT, bill));
    expect([again.status, again.code, again.message]).toEqual([409, 'BILL_NOT_PAYABLE', 'This bill is already paid or cancelled.']);
  });

  it('pays a cart without a booking: its gift card is sold, and a cancel unsells it unless it was spent', async () => {
    const customer = await freshCustomer(env.db, downtown, 21);
    const tenant = (await env.db.one<{ tenant_id: string }>(`SELECT tenant_id FROM branch WHERE id = $1`, [downtown])).tenant_id;
    const cardId = await insertGiftCard(env.db, { branchId: downtown, code: 'NEWGC1', amount: 5000, value: 5000, sold: false });
    const productId = randomUUID();
    await env.db.query(`INSERT INTO product (id, tenant_id, branch_id, code, name, price_cents, created_at, updated_at) VALUES ($1, $2, $3, 'OIL', 'Cuticle oil', 1200, now(), now())`, [
      productId, tenant, downtown,
    ]);
    const cartId = randomUUID();
    await env.db.query(
      `INSERT INTO cart (id, tenant_id, branch_id, code, status, customer_id, customer_name, created_by, created_at, updated_at)
       VALUES ($1, $2, $3, 'CART-1', 'New', $4, $5, $6, now(), now())`,
      [cartId, tenant, downtown, customer.id, customer.name, await userIdByName(env.db, 'frontdesk')],
    );
    await env.db.query(
      `INSERT INTO cart_item (id, tenant_id, cart_id, kind, gift_card_id, product_id, name, quantity, price_cents) VALUES
         ($1, $2, $3, 'GIFT_CARD', $4, NULL, 'Gift card NEWGC1', 1, 4500), ($5, $2, $3, 'PRODUCT', NULL, $6, 'Cuticle oil', 2, 1200)`,
      [randomUUID(), tenant, cartId, cardId, randomUUID(), productId],
    );
    const info = body<PaymentInfoResult>(await postJson(env, fd, BillPath.PAYMENT_INFO, { bookingId: null, guestIds: [], cartIds: [cartId] })).result;
    expect(info).toMatchObject({ booking: null, guestList: [], cartList: [{ id: cartId, code: 'CART-1', total: 6900 }], isFromSaveBooking: false });
    expect(info.customerOptions.map((c) => c.id)).toEqual([customer.id]);

    const lines = [{ kind: BillLineKind.GIFT_CARD, price: 4500, quantity: 1 }, { kind: BillLineKind.PRODUCT, price: 1200, quantity: 2 }];
    const received = [{ checkoutMethodId: cash, amount: 8000 }];
    const expected = expectedOf(calculateBill({ lines, taxes: provinceTaxes('ON'), taxExempt: false, received }));
    const cartBill = { id: randomUUID(), branchId: downtown, bookingId: null, guestIds: [], cartIds: [cartId], customerId: customer.id, actionTime: `${TEST_TODAY} 09:50`, received, expected };
    // The gift card sold is not taxed: HST on the rest only.
    expect(expected.total).toBe(7212);
    expect((await postJson(env, fd, BillPath.CREATE_BILL, cartBill)).statusCode).toBe(200);
    expect(await env.db.one(`SELECT status, bill_id FROM cart WHERE id = $1`, [cartId])).toEqual({ status: 'Paid', bill_id: cartBill.id });
    expect(await env.db.one(`SELECT sold FROM gift_card WHERE id = $1`, [cardId])).toEqual({ sold: true });
    expect(await env.db.query(`SELECT kind, name, quantity, price_cents FROM bill_line WHERE bill_id = $1 ORDER BY display_index`, [cartBill.id])).toEqual([
      { kind: 'giftCard', name: 'Gift card NEWGC1', quantity: 1, price_cents: 4500 },
      { kind: 'product', name: 'Cuticle oil', quantity: 2, price_cents: 1200 },
    ]);
    // A paid cart cannot be paid twice.
    expect((await refusedWithoutWrites(env.db, () => postJson(env, fd, BillPath.CREATE_BILL, { ...cartBill, id: randomUUID() }))).code).toBe('BILL_NOT_PAYABLE');

    // The new card pays part of a bill; the cart's bill can then not be cancelled until that one is.
    const made = await makeBooking(env.db, { branchId: downtown, guests: [{ lines: [{ technicianId: dt[5]?.id ?? '', price: 1000 }] }] });
    const spend = await billFor(env, fd, { branchId: downtown, bookingId: made.bookingId, guestIds: made.guestIds, giftCardCode: 'NEWGC1', received: [] });
    expect(spend.expected.giftCardUsed).toBe(1130);
    expect((await postJson(env, fd, BillPath.CREATE_BILL, spend)).statusCode).toBe(200);
    const refused = await refusedWithoutWrites(env.db, () => cancel(cartBill.id));
    expect([refused.code, refused.message]).toEqual(['BILL_NOT_CANCELLABLE', 'Gift card NEWGC1 sold on this bill has already been used.']);
    expect(refused.facts).toEqual({ billCode: expect.any(String), reason: 'GIFT_CARD_USED', giftCardCode: 'NEWGC1' });
    expect((await cancel(spend.id)).statusCode).toBe(200);
    expect((await cancel(cartBill.id)).statusCode).toBe(200);
    expect(await env.db.one(`SELECT status, bill_id FROM cart WHERE id = $1`, [cartId])).toEqual({ status: 'New', bill_id: null });
    expect(await env.db.one(`SELECT sold, amount_cents FROM gift_card WHERE id = $1`, [cardId])).toEqual({ sold: false, amount_cents: 5000 });
  });
});
