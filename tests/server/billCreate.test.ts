import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingStatus } from '../../src/domain/api';
import { BillPath } from '../../src/domain/bill/paths';
import type { BillCreateResult, BillSummary, PaymentInfoResult } from '../../src/domain/bill/types';
import { ConfigKey } from '../../src/domain/branchConfig';
import type { HistoryEntry } from '../../src/domain/booking/reads';
import { BookingReadPath } from '../../src/domain/booking/read-paths';
import { Right } from '../../src/domain/rights';
import { body, branchIdByName, setupTestEnv, signIn, TEST_NOW, TEST_TODAY, type SignedIn, type TestEnv } from './helpers';
import { checkoutMethodId } from './syncHelpers';
import { withDenied } from './bookingFixtures';
import {
  billFor,
  billingWorld,
  freshCustomer,
  getJson,
  insertGiftCard,
  makeBooking,
  postJson,
  refusedWithoutWrites,
  setConfig,
  type BillPayload,
  type MadeBooking,
  type Technician,
} from './billingFixtures';

describe('create bill: the server recomputes, checks and records a payment', () => {
  let env: TestEnv;
  let fd: SignedIn;
  let manager: SignedIn;
  let trainee: SignedIn;
  let lotus: SignedIn;
  let downtown: string;
  let plateau: string;
  let cash: string;
  let card: string;
  let dt: Technician[];
  let pl: Technician[];

  beforeAll(async () => {
    env = await setupTestEnv();
    [fd, manager, trainee, lotus] = [await signIn(env.app, 'frontdesk'), await signIn(env.app, 'manager'), await signIn(env.app, 'trainee'), await signIn(env.app, 'lotus')];
    ({ downtown, plateau, cash, card, dt, pl } = await billingWorld(env.db));
  });
  afterAll(async () => {
    await env.close();
  });

  const create = (payload: unknown, who: SignedIn = fd) => postJson(env, who, BillPath.CREATE_BILL, payload);
  const t = (i: number) => dt[i]?.id ?? '';

  /** Two guests: ANNA (Pedicure $50 + Polish $20 by technician 0), BEA (Manicure $40 by technician 1). */
  async function twoGuests(customerId: string | null = null): Promise<MadeBooking> {
    return makeBooking(env.db, {
      branchId: downtown,
      customerId,
      guests: [
        { name: 'ANNA', lines: [{ technicianId: t(0), serviceName: 'Pedicure', price: 5000 }, { technicianId: t(0), serviceName: 'Polish', price: 2000 }] },
        { name: 'BEA', lines: [{ technicianId: t(1), serviceName: 'Manicure', price: 4000 }] },
      ],
    });
  }

  it('pays a two-guest booking with a voucher, a gift card and two checkout methods', async () => {
    await insertGiftCard(env.db, { branchId: downtown, code: 'PAY025', amount: 2500, value: 10000 });
    const made = await twoGuests();
    const bill = await billFor(env, fd, {
      branchId: downtown,
      bookingId: made.bookingId,
      guestIds: made.guestIds,
      voucherCode: 'welcome10',
      giftCardCode: 'PAY025',
      received: [{ checkoutMethodId: cash, amount: 5000 }, { checkoutMethodId: card, amount: 4000 }],
      note: 'birthday',
    });
    // $110 − $10 voucher = $100; HST 13% = $13; total $113; card $25 → $88 due; $90 received → $2 change.
    expect(bill.expected).toEqual({ subtotal: 11000, discount: 1000, paymentFee: 0, tax: 1300, total: 11300, giftCardUsed: 2500, amountDue: 8800, received: 9000, change: 200 });
    const res = await create(bill);
    expect(res.statusCode, res.body).toBe(200);
    const result = body<BillCreateResult>(res).result;
    expect(result).toEqual({ id: bill.id, code: expect.stringMatching(/^DT-B\d+$/), total: 11300 });

    const row = await env.db.one(
      `SELECT status, booking_id, voucher_code, gift_card_code, subtotal_cents, voucher_discount_cents, discount_cents, tax_cents, total_cents,
              gift_card_used_cents, amount_due_cents, received_cents, change_cents, note, device_id,
              to_char(action_time AT TIME ZONE 'America/Toronto', 'YYYY-MM-DD HH24:MI') AS action_time
         FROM bill WHERE id = $1`,
      [bill.id],
    );
    expect(row).toEqual({
      status: 'PAID', booking_id: made.bookingId, voucher_code: 'WELCOME10', gift_card_code: 'PAY025', subtotal_cents: 11000, voucher_discount_cents: 1000,
      discount_cents: 1000, tax_cents: 1300, total_cents: 11300, gift_card_used_cents: 2500, amount_due_cents: 8800, received_cents: 9000,
      change_cents: 200, note: 'birthday', device_id: null, action_time: `${TEST_TODAY} 09:55`,
    });
    const lines = await env.db.query(`SELECT kind, name, price_cents, technician_id, guest_id FROM bill_line WHERE bill_id = $1 ORDER BY display_index`, [bill.id]);
    expect(lines).toEqual([
      { kind: 'service', name: 'Pedicure', price_cents: 5000, technician_id: t(0), guest_id: made.guestIds[0] },
      { kind: 'service', name: 'Polish', price_cents: 2000, technician_id: t(0), guest_id: made.guestIds[0] },
      { kind: 'service', name: 'Manicure', price_cents: 4000, technician_id: t(1), guest_id: made.guestIds[1] },
    ]);
    const payments = await env.db.query(`SELECT checkout_method_id, amount_cents FROM bill_payment WHERE bill_id = $1 ORDER BY amount_cents DESC`, [bill.id]);
    expect(payments).toEqual([{ checkout_method_id: cash, amount_cents: 5000 }, { checkout_method_id: card, amount_cents: 4000 }]);
    const guests = await env.db.query(`SELECT status, bill_id FROM guest WHERE booking_id = $1 ORDER BY display_index`, [made.bookingId]);
    expect(guests).toEqual([{ status: 'Completed', bill_id: bill.id }, { status: 'Completed', bill_id: bill.id }]);
    expect((await env.db.one(`SELECT status FROM booking WHERE id = $1`, [made.bookingId]))).toEqual({ status: 'Completed' });
    const giftCard = await env.db.one<{ amount_cents: number; actions: string[] }>(
      `SELECT g.amount_cents, array_agg(a.type || ':' || a.value_cents) AS actions FROM gift_card g JOIN gift_card_action a ON a.gift_card_id = g.id
        WHERE g.code = 'PAY025' GROUP BY g.amount_cents`,
    );
    expect(giftCard).toEqual({ amount_cents: 0, actions: ['USE:2500'] });

    // The booking's history: one status change per guest, naming the bill; the bill's own entry.
    const history = body<HistoryEntry[]>(await getJson(env, fd, `${BookingReadPath.BOOKING_HISTORY}?id=${made.bookingId}`)).result;
    expect(history.map((h) => [h.action, h.editInfo.name, h.editInfo.oldStatus, h.editInfo.newStatus, h.editInfo.billCode, h.editInfo.total, h.user.fullName])).toEqual(
      expect.arrayContaining([
        ['change status', 'ANNA', 'Processing', 'Completed', result.code, 11300, 'Fiona Chen'],
        ['change status', 'BEA', 'Processing', 'Completed', result.code, 11300, 'Fiona Chen'],
      ]),
    );
    const log = await env.db.one<{ action: string; edit_info: { code: string; total: number } }>(`SELECT action, edit_info FROM action_log WHERE entity_type = 'BILL' AND entity_id = $1`, [bill.id]);
    expect(log).toMatchObject({ action: 'create', edit_info: { code: result.code, total: 11300 } });
  });

  it('pays guests one bill at a time: the booking completes with the last one', async () => {
    const made = await twoGuests();
    const first = await billFor(env, fd, { branchId: downtown, bookingId: made.bookingId, guestIds: [made.guestIds[1] ?? ''], received: [{ checkoutMethodId: cash, amount: 4520 }] });
    expect((await create(first)).statusCode).toBe(200);
    expect(await env.db.one(`SELECT status FROM booking WHERE id = $1`, [made.bookingId])).toEqual({ status: 'Processing' });
    // A minute later: bills list oldest first.
    env.clock.advance(60_000);
    const second = await billFor(env, fd, { branchId: downtown, bookingId: made.bookingId, guestIds: [made.guestIds[0] ?? ''], code: 'DT-0-77', received: [{ checkoutMethodId: card, amount: 7910 }] });
    const res = await create(second);
    expect(body<BillCreateResult>(res).result).toEqual({ id: second.id, code: 'DT-0-77', total: 7910 });
    expect(await env.db.one(`SELECT status FROM booking WHERE id = $1`, [made.bookingId])).toEqual({ status: 'Completed' });
    const list = body<BillSummary[]>(await getJson(env, fd, `${BillPath.BILLS_BY_BOOKING}?bookingId=${made.bookingId}`)).result;
    expect(list.map((b) => [b.id, b.status])).toEqual([[first.id, 'PAID'], [second.id, 'PAID']]);
    env.clock.set(TEST_NOW);
  });

  it('refuses figures that differ from the server’s, naming them, and writes nothing', async () => {
    const made = await twoGuests();
    const bill = await billFor(env, fd, { branchId: downtown, bookingId: made.bookingId, guestIds: made.guestIds, received: [{ checkoutMethodId: cash, amount: 12430 }] });
    // The tablet had an older price: $5 less on the subtotal, so less tax and total.
    const stale: BillPayload = { ...bill, expected: { ...bill.expected, subtotal: 10500, tax: 1365, total: 11865, amountDue: 11865, change: 565 } };
    const refused = await refusedWithoutWrites(env.db, () => create(stale));
    expect([refused.status, refused.code]).toEqual([409, 'BILL_TOTALS_MISMATCH']);
    expect(refused.message).toBe(
      'The bill’s totals differ from the server’s (subtotal, tax, total, amount due, change): the bill shows a total of $118.65, the server computes $124.30. Check the bill and take the payment again.',
    );
    expect(refused.fields).toMatchObject({ subtotal: 'Server: $110.00', total: 'Server: $124.30' });
    expect(refused.facts).toEqual({
      figures: [
        { figure: 'subtotal', tablet: 10500, server: 11000 },
        { figure: 'tax', tablet: 1365, server: 1430 },
        { figure: 'total', tablet: 11865, server: 12430 },
        { figure: 'amountDue', tablet: 11865, server: 12430 },
        { figure: 'change', tablet: 565, server: 0 },
      ],
    });
  });

  it('refuses not enough money with the spec message and writes nothing', async () => {
    const made = await twoGuests();
    const bill = await billFor(env, fd, { branchId: downtown, bookingId: made.bookingId, guestIds: made.guestIds, received: [{ checkoutMethodId: cash, amount: 10000 }] });
    const refused = await refusedWithoutWrites(env.db, () => create({ ...bill, expected: { ...bill.expected, change: 0 } }));
    expect([refused.status, refused.code, refused.message]).toEqual([400, 'NOT_ENOUGH_MONEY', 'Not enough money to payment!']);
    expect(refused.facts).toEqual({ received: 10000, amountDue: 12430 });
  });

  it('says with its facts why a gift card, a voucher, a guest or a time is refused', async () => {
    const made = await twoGuests();
    const waiting = await makeBooking(env.db, { branchId: downtown, guests: [{ status: BookingStatus.WAITING, lines: [{ technicianId: t(2), price: 1000 }] }] });
    await insertGiftCard(env.db, { branchId: downtown, code: 'HALF50', amount: 5000 });
    await insertGiftCard(env.db, { branchId: downtown, code: 'OLD050', amount: 5000, endDate: '2020-01-31' });
    await insertGiftCard(env.db, { branchId: downtown, code: 'OFF050', amount: 5000, status: 0 });
    const good = await billFor(env, fd, { branchId: downtown, bookingId: made.bookingId, guestIds: made.guestIds, received: [{ checkoutMethodId: cash, amount: 12430 }] });
    const onCard = await billFor(env, fd, { branchId: downtown, bookingId: made.bookingId, guestIds: made.guestIds, giftCardCode: 'HALF50', received: [{ checkoutMethodId: cash, amount: 7430 }] });
    // Half of it spent at another counter after the tablet read it.
    await env.db.query(`UPDATE gift_card SET amount_cents = 2000 WHERE code = 'HALF50'`);
    const cases: [string, unknown, string, unknown][] = [
      ['a card spent meanwhile', onCard, 'GIFT_CARD_BALANCE_SHORT', { code: 'HALF50', left: 2000, wanted: 5000 }],
      ['an expired card', { ...good, giftCardCode: 'OLD050' }, 'GIFT_CODE_INVALID', { code: 'OLD050', reason: 'EXPIRED', endDate: '2020-01-31' }],
      ['an inactive card', { ...good, giftCardCode: 'OFF050' }, 'GIFT_CODE_INVALID', { code: 'OFF050', reason: 'INACTIVE', endDate: null }],
      ['an unknown card', { ...good, giftCardCode: 'NOPE00' }, 'GIFT_CODE_INVALID', { code: 'NOPE00', reason: 'NOT_FOUND', endDate: null }],
      ['an expired voucher', { ...good, voucherCode: 'OLD5' }, 'VOUCHER_NOT_APPLICABLE', { code: 'OLD5', reason: 'EXPIRED' }],
      ['a guest not in service', { ...good, bookingId: waiting.bookingId, guestIds: waiting.guestIds }, 'BILL_NOT_PAYABLE', { reason: 'GUEST_NOT_IN_SERVICE', name: 'GUEST 1' }],
      ['a time in the future', { ...good, actionTime: `${TEST_TODAY} 10:30` }, 'ACTION_TIME_IN_FUTURE', { actionTime: `${TEST_TODAY} 10:30` }],
    ];
    for (const [name, payload, code, facts] of cases) {
      const refused = await refusedWithoutWrites(env.db, () => create(payload));
      expect([refused.code, refused.facts], name).toEqual([code, facts]);
    }
  });

  it('refuses every bad bill with its code and a clear message, writing nothing', async () => {
    const made = await twoGuests();
    const waiting = await makeBooking(env.db, { branchId: downtown, guests: [{ status: BookingStatus.WAITING, lines: [{ technicianId: t(2), price: 1000 }] }] });
    const paid = await twoGuests();
    const paidBill = await billFor(env, fd, { branchId: downtown, bookingId: paid.bookingId, guestIds: paid.guestIds, received: [{ checkoutMethodId: cash, amount: 12430 }] });
    expect((await create(paidBill)).statusCode).toBe(200);
    const plBooking = await makeBooking(env.db, { branchId: plateau, guests: [{ lines: [{ technicianId: pl[0]?.id ?? '', price: 1000 }] }] });
    await insertGiftCard(env.db, { branchId: downtown, code: 'DRY000', amount: 0, value: 1000 });
    const tenant = await env.db.one<{ tenant_id: string }>(`SELECT tenant_id FROM branch WHERE id = $1`, [downtown]);
    const oldMethod = randomUUID();
    await env.db.query(`INSERT INTO payment_method (id, tenant_id, name, type, radio, active) VALUES ($1, $2, 'Old', 'CASH', 'VALUE', false)`, [oldMethod, tenant.tenant_id]);
    const lotusCash = await checkoutMethodId(env.db, await branchIdByName(env.db, 'Lotus Nails Midtown'), 'CASH');
    const good = await billFor(env, fd, { branchId: downtown, bookingId: made.bookingId, guestIds: made.guestIds, received: [{ checkoutMethodId: cash, amount: 12430 }] });
    const cases: [string, unknown, number, string, string?][] = [
      ['a guest not in service', { ...good, bookingId: waiting.bookingId, guestIds: waiting.guestIds }, 409, 'BILL_NOT_PAYABLE', 'GUEST 1 is not in service (Processing), so cannot be paid.'],
      ['a guest already paid', { ...good, bookingId: paid.bookingId, guestIds: paid.guestIds }, 409, 'BILL_NOT_PAYABLE', 'ANNA is already on another bill.'],
      ['a guest of another branch', { ...good, guestIds: plBooking.guestIds }, 404, 'NOT_FOUND'],
      ['an unknown guest', { ...good, guestIds: [randomUUID()] }, 404, 'NOT_FOUND'],
      ['an unknown booking', { ...good, bookingId: randomUUID() }, 404, 'NOT_FOUND'],
      ['a guest listed twice', { ...good, guestIds: [made.guestIds[0], made.guestIds[0]] }, 400, 'VALIDATION'],
      ['nothing to pay', { ...good, guestIds: [], cartIds: [] }, 400, 'VALIDATION'],
      ['a time in the future', { ...good, actionTime: `${TEST_TODAY} 10:30` }, 400, 'ACTION_TIME_IN_FUTURE'],
      ['no such time', { ...good, actionTime: `${TEST_TODAY} 25:00` }, 400, 'VALIDATION'],
      ['an expired voucher', { ...good, voucherCode: 'OLD5' }, 409, 'VOUCHER_NOT_APPLICABLE', 'This voucher has expired.'],
      ['another branch’s voucher', { ...good, voucherCode: 'BIENVENUE10' }, 409, 'VOUCHER_NOT_APPLICABLE', 'This voucher is not valid in this branch.'],
      ['an unknown voucher', { ...good, voucherCode: 'NOPE' }, 409, 'VOUCHER_NOT_APPLICABLE', 'This code is invalid! Try again!'],
      ['an unknown gift card', { ...good, giftCardCode: 'NOPE00' }, 409, 'GIFT_CODE_INVALID', 'This code is invalid! Try again!'],
      ['a spent gift card', { ...good, giftCardCode: 'DRY000' }, 409, 'GIFT_CARD_BALANCE_SHORT', 'Gift card DRY000 has $0.00 left; $0.00 was to be taken. Take the rest by another method, then resend.'],
      ['an inactive payment method', { ...good, paymentMethodId: oldMethod }, 409, 'PAYMENT_METHOD_NOT_APPLICABLE', 'This payment method is no longer active.'],
      ['another salon’s checkout method', { ...good, received: [{ checkoutMethodId: lotusCash, amount: 12430 }] }, 400, 'VALIDATION', 'received: Not an active checkout method of this salon'],
      ['one checkout method twice', { ...good, received: [{ checkoutMethodId: cash, amount: 6000 }, { checkoutMethodId: cash, amount: 6430 }] }, 400, 'VALIDATION'],
      ['no money received', { ...good, received: [{ checkoutMethodId: cash, amount: 0 }] }, 400, 'VALIDATION'],
      ['fractional cents', { ...good, received: [{ checkoutMethodId: cash, amount: 12430.5 }] }, 400, 'VALIDATION'],
      ['an unknown customer', { ...good, customerId: randomUUID() }, 400, 'VALIDATION', 'customerId: Not a customer of this salon'],
      ['a tablet-shaped code online', { ...good, code: 'DT-3-9' }, 400, 'VALIDATION'],
      ['no figures', { ...good, expected: undefined }, 400, 'VALIDATION'],
      ['a malformed id', { ...good, id: 'x' }, 400, 'VALIDATION'],
    ];
    for (const [name, payload, status, code, message] of cases) {
      const refused = await refusedWithoutWrites(env.db, () => create(payload));
      expect([refused.status, refused.code], name).toEqual([status, code]);
      expect(refused.success, name).toBe(false);
      if (message) expect(refused.message, name).toBe(message);
    }
    // The same id or code again: a duplicate, nothing doubles.
    expect((await refusedWithoutWrites(env.db, () => create({ ...paidBill }))).code).toBe('DUPLICATE');
    const sameCode = await refusedWithoutWrites(env.db, () => create({ ...good, code: 'DT-0-77' }));
    expect(sameCode.code).toBe('DUPLICATE');
  });

  it('checks the rights: appointment page, payment, voucher and gift card, plan and branch', async () => {
    const made = await twoGuests();
    const bill = await billFor(env, fd, { branchId: downtown, bookingId: made.bookingId, guestIds: made.guestIds, received: [{ checkoutMethodId: cash, amount: 12430 }] });
    expect((await refusedWithoutWrites(env.db, () => create(bill, trainee))).code).toBe('FORBIDDEN');
    await withDenied(env.db, 'FRONT_DESK', Right.BOOKING_CREATE, async () => {
      expect((await refusedWithoutWrites(env.db, () => create(bill))).code).toBe('FORBIDDEN');
    });
    const withVoucher = await billFor(env, fd, { branchId: downtown, bookingId: made.bookingId, guestIds: made.guestIds, voucherCode: 'SPRING15', received: [{ checkoutMethodId: cash, amount: 12430 }] });
    await withDenied(env.db, 'FRONT_DESK', 'VOUCHER_ACCESS', async () => {
      expect((await refusedWithoutWrites(env.db, () => create(withVoucher))).code).toBe('FORBIDDEN');
    });
    const withGift = await billFor(env, fd, { branchId: downtown, bookingId: made.bookingId, guestIds: made.guestIds, giftCardCode: 'GIFT50', received: [{ checkoutMethodId: cash, amount: 7430 }] });
    await withDenied(env.db, 'FRONT_DESK', 'GIFT_CARD_ACCESS', async () => {
      expect((await refusedWithoutWrites(env.db, () => create(withGift))).code).toBe('FORBIDDEN');
    });
    expect((await refusedWithoutWrites(env.db, () => create(bill, lotus))).code).toBe('PLAN_UPGRADE_REQUIRED');
    const plBooking = await makeBooking(env.db, { branchId: plateau, guests: [{ lines: [{ technicianId: pl[0]?.id ?? '', price: 1000 }] }] });
    const plBill = await billFor(env, fd, { branchId: plateau, bookingId: plBooking.bookingId, guestIds: plBooking.guestIds, received: [{ checkoutMethodId: cash, amount: 2000 }] });
    expect((await refusedWithoutWrites(env.db, () => create(plBill, manager))).code).toBe('BRANCH_NOT_AUTHORISED');
    // The manager may pay in Downtown, the voucher included.
    expect((await create(withVoucher, manager)).statusCode).toBe(200);
  });

  it('POINT_BASED: spends loyalty money within its bounds and earns a percent of the total', async () => {
    const customer = await freshCustomer(env.db, plateau, 10);
    await env.db.query(`UPDATE customer SET amount_money_cents = 3000 WHERE id = $1`, [customer.id]);
    const made = await makeBooking(env.db, { branchId: plateau, customerId: customer.id, guests: [{ lines: [{ technicianId: pl[0]?.id ?? '', price: 6000 }] }] });
    const base = { branchId: plateau, bookingId: made.bookingId, guestIds: made.guestIds, customerId: customer.id };
    const info = body<PaymentInfoResult>(await postJson(env, fd, BillPath.PAYMENT_INFO, { bookingId: made.bookingId, guestIds: [] })).result;
    expect([info.loyaltyType, info.loyalty?.amountMoney]).toEqual(['POINT_BASED', 3000]);

    // Below $0.10, or above the $20.00 limit (balance $30.00): refused with the rule's words.
    for (const loyaltyAmount of [5, 2001]) {
      const bill = await billFor(env, fd, { ...base, loyaltyAmount, received: [{ checkoutMethodId: cash, amount: 7000 }] });
      const refused = await refusedWithoutWrites(env.db, () => create(bill));
      expect([refused.status, refused.code, refused.message]).toEqual([400, 'LOYALTY_OUT_OF_RANGE', 'Loyalty money must be between $0.10 and the smaller of the balance and the limit.']);
      expect(refused.facts).toEqual({ asked: loyaltyAmount, min: 10, max: 2000 });
    }
    const bill = await billFor(env, fd, { ...base, loyaltyAmount: 1500, received: [{ checkoutMethodId: cash, amount: 5200 }] });
    // $60 − $15 = $45; GST 5% $2.25 + QST 9.975% $4.49 = $6.74; total $51.74.
    expect([bill.expected.discount, bill.expected.tax, bill.expected.total]).toEqual([1500, 674, 5174]);
    expect((await create(bill)).statusCode).toBe(200);
    const moves = await env.db.query<{ amount_cents: number }>(`SELECT amount_cents FROM customer_transaction WHERE bill_id = $1 ORDER BY amount_cents`, [bill.id]);
    // Spent $15.00, earned 5% of $51.74 = $2.59.
    expect(moves.map((m) => m.amount_cents)).toEqual([-1500, 259]);
    expect(await env.db.one(`SELECT amount_money_cents FROM customer WHERE id = $1`, [customer.id])).toEqual({ amount_money_cents: 1759 });
    expect(await env.db.one(`SELECT loyalty_type, loyalty_input_cents, loyalty_discount_cents FROM bill WHERE id = $1`, [bill.id])).toEqual({
      loyalty_type: 'POINT_BASED',
      loyalty_input_cents: 1500,
      loyalty_discount_cents: 1500,
    });
  });

  it('BOOKING_BASED: the reward comes after the set number of paid bills and waits until taken', async () => {
    await setConfig(env.db, downtown, ConfigKey.LOYALTY_BOOKINGS_FOR_REWARD, '1');
    try {
      const customer = await freshCustomer(env.db, downtown, 11);
      const pay = async (useLoyaltyReward: boolean) => {
        const made = await makeBooking(env.db, { branchId: downtown, customerId: customer.id, guests: [{ lines: [{ technicianId: t(3), price: 10000 }] }] });
        const info = body<PaymentInfoResult>(await postJson(env, fd, BillPath.PAYMENT_INFO, { bookingId: made.bookingId, guestIds: [] })).result;
        const bill = await billFor(env, fd, { branchId: downtown, bookingId: made.bookingId, guestIds: made.guestIds, customerId: customer.id, useLoyaltyReward, received: [{ checkoutMethodId: cash, amount: 11300 }] });
        expect((await create(bill)).statusCode).toBe(200);
        return { before: info.loyalty?.numberBookingToLoyalReward, discount: bill.expected.discount };
      };
      // Not earned yet: asking for it gives nothing (the tablet computes the same).
      expect(await pay(true)).toEqual({ before: 1, discount: 0 });
      // Earned and not taken: still there next time.
      expect(await pay(false)).toEqual({ before: 0, discount: 0 });
      expect(await pay(true)).toEqual({ before: 0, discount: 1000 });
      expect(await pay(false)).toEqual({ before: 1, discount: 0 });
    } finally {
      await setConfig(env.db, downtown, ConfigKey.LOYALTY_BOOKINGS_FOR_REWARD, '5');
    }
  });

  it('refuses loyalty on a bill that does not come from a booking', async () => {
    const customer = await freshCustomer(env.db, plateau, 12);
    await env.db.query(`UPDATE customer SET amount_money_cents = 1000 WHERE id = $1`, [customer.id]);
    const made = await makeBooking(env.db, { branchId: plateau, guests: [{ lines: [{ technicianId: pl[1]?.id ?? '', price: 2000 }] }] });
    const bill = await billFor(env, fd, { branchId: plateau, bookingId: made.bookingId, guestIds: made.guestIds, received: [{ checkoutMethodId: cash, amount: 2500 }] });
    const refused = await refusedWithoutWrites(env.db, () =>
      create({ ...bill, bookingId: null, customerId: customer.id, loyaltyAmount: 500, expected: { ...bill.expected } }),
    );
    expect([refused.status, refused.code, refused.message]).toEqual([400, 'VALIDATION', 'loyaltyAmount: Loyalty is offered only on the payment of a booking']);
  });

  it('applies a payment method’s discount and fee, and tax exemption, as the tablet does', async () => {
    const tenant = await env.db.one<{ tenant_id: string }>(`SELECT tenant_id FROM branch WHERE id = $1`, [downtown]);
    const feeMethod = randomUUID();
    await env.db.query(`INSERT INTO payment_method (id, tenant_id, name, type, radio, percentage, fee_cents) VALUES ($1, $2, 'Promo card', 'PERCENT', 'PERCENT', 10, 150)`, [
      feeMethod,
      tenant.tenant_id,
    ]);
    const made = await twoGuests();
    const bill = await billFor(env, fd, { branchId: downtown, bookingId: made.bookingId, guestIds: made.guestIds, paymentMethodId: feeMethod, isHst: false, received: [{ checkoutMethodId: card, amount: 10050 }] });
    // $110 − 10% = $99, + $1.50 fee, no tax.
    expect([bill.expected.discount, bill.expected.paymentFee, bill.expected.tax, bill.expected.total]).toEqual([1100, 150, 0, 10050]);
    expect((await create(bill)).statusCode).toBe(200);
    expect(await env.db.one(`SELECT payment_method_id, payment_fee_cents, is_hst, discount_cents FROM bill WHERE id = $1`, [bill.id])).toEqual({
      payment_method_id: feeMethod,
      payment_fee_cents: 150,
      is_hst: false,
      discount_cents: 1100,
    });
  });
});
