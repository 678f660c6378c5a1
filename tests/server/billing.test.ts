import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingStatus, LoyaltyType } from '../../src/domain/api';
import { BillPath } from '../../src/domain/bill/paths';
import type { BillCreateResult, BillDetail, CheckGiftResult, CheckVoucherResult, PaymentInfoResult, PaymentOptions } from '../../src/domain/bill/types';
import { percentOf } from '../../src/domain/bill/percent';
import { body, setupTestEnv, signIn, TEST_TODAY, type SignedIn, type TestEnv } from './helpers';
import { checkoutMethodId } from './syncHelpers';
import { withDenied } from './bookingFixtures';
import {
  billFor,
  billingWorld,
  freshCustomer,
  getJson,
  insertGiftCard,
  insertVoucher,
  makeBooking,
  paymentOptionsOf,
  postJson,
  refusedWithoutWrites,
  techniciansOf,
  type Technician,
} from './billingFixtures';

describe('payment options, payment info and code checks', () => {
  let env: TestEnv;
  let fd: SignedIn;
  let manager: SignedIn;
  let trainee: SignedIn;
  let lotus: SignedIn;
  let downtown: string;
  let plateau: string;
  let cash: string;
  let tech: Technician[];

  beforeAll(async () => {
    env = await setupTestEnv();
    [fd, manager, trainee, lotus] = [await signIn(env.app, 'frontdesk'), await signIn(env.app, 'manager'), await signIn(env.app, 'trainee'), await signIn(env.app, 'lotus')];
    ({ downtown, plateau, cash, dt: tech } = await billingWorld(env.db));
  });
  afterAll(async () => {
    await env.close();
  });

  it('gives what the tablet needs to take payments offline', async () => {
    const tenant = await env.db.one<{ tenant_id: string }>(`SELECT tenant_id FROM branch WHERE id = $1`, [downtown]);
    await env.db.query(
      `INSERT INTO payment_method (id, tenant_id, name, type, radio, percent_fee, priority) VALUES ($1, $2, 'Card fee', 'CASH', 'VALUE', 2.5, 9)`,
      [randomUUID(), tenant.tenant_id],
    );
    const res = await paymentOptionsOf(env, fd, downtown);
    expect(res.statusCode).toBe(200);
    const options = body<PaymentOptions>(res).result;
    expect(options.branchId).toBe(downtown);
    expect(options.taxes).toEqual([{ kind: 'HST', name: '', rate: 13, registrationNumber: '123456789 RT0001', appliesTo: 'BOTH' }]);
    expect(options.checkOutDefaultId).toBe(cash);
    expect(options.loyalty).toEqual({ type: LoyaltyType.BOOKING_BASED, limit: 2000, earnPercent: 5, bookingsForReward: 5, rewardPercent: 10, rewardAmount: null, minimumAmount: 0, applyFrom: null });
    expect(options.paymentMethods.map((m) => [m.name, m.discount, m.fee])).toEqual([
      ['Cash', null, null],
      ['Percent off', { type: 'PERCENT', value: 10 }, null],
      ['Referral', { type: 'AMOUNT', value: 1000 }, null],
      ['Birthday', { type: 'PERCENT', value: 15 }, null],
      ['Loyalty coins', null, null],
      ['Card fee', null, { type: 'PERCENT', value: 2.5 }],
    ]);
    // Its own and the tenant-wide vouchers; the one expired 30 days ago stays (offline it reads "expired", not "invalid"); Plateau's are left out.
    expect(options.vouchers.map((v) => [v.code, v.type, v.value, v.usesLeft])).toEqual([
      ['OLD5', 'AMOUNT', 500, null],
      ['SPRING15', 'PERCENT', 15, null],
      ['WELCOME10', 'AMOUNT', 1000, null],
    ]);
    // Gift cards are the tenant's: both branches' sold cards with money left.
    expect(options.giftCards.map((c) => [c.code, c.amount, c.value, c.active])).toEqual([
      ['CADO25', 2500, 10000, true],
      ['CADO50', 5000, 5000, true],
      ['GIFT25', 2500, 10000, true],
      ['GIFT50', 5000, 5000, true],
    ]);
    const pl = body<PaymentOptions>(await paymentOptionsOf(env, fd, plateau)).result;
    expect(pl.taxes.map((x) => [x.kind, x.rate, x.registrationNumber])).toEqual([['GST', 5, '123456789 RT0001'], ['QST', 9.975, '1234567890 TQ0001']]);
    expect(pl.loyalty.type).toBe(LoyaltyType.POINT_BASED);
    expect(pl.vouchers.map((v) => v.code)).toEqual(['BIENVENUE10', 'PRINTEMPS15', 'VIEUX5']);
  });

  it('refuses payment options without the rights, the plan or the branch', async () => {
    // The trainee is denied the appointment page but keeps the drawer, where bills open too.
    expect((await paymentOptionsOf(env, trainee, downtown)).statusCode).toBe(200);
    await withDenied(env.db, 'TRAINEE', 'APPOINTMENT_OVERVIEW', async () => {
      expect(body(await paymentOptionsOf(env, trainee, downtown)).code).toBe('FORBIDDEN');
    });
    expect(body(await paymentOptionsOf(env, lotus, downtown)).code).toBe('PLAN_UPGRADE_REQUIRED');
    const other = await paymentOptionsOf(env, manager, plateau);
    expect([other.statusCode, body(other).code]).toEqual([403, 'BRANCH_NOT_AUTHORISED']);
    const bad = await paymentOptionsOf(env, fd, 'nope');
    expect([bad.statusCode, body(bad).code]).toEqual([400, 'VALIDATION']);
  });

  it('starts a payment from a booking: its payable guests, customers and loyalty', async () => {
    const customer = await freshCustomer(env.db, downtown, 1);
    const [t1, t2] = tech;
    const made = await makeBooking(env.db, {
      branchId: downtown,
      customerId: customer.id,
      guests: [
        { name: 'ANNA', lines: [{ technicianId: t1?.id ?? '', serviceName: 'Pedicure', price: 4500 }] },
        { name: 'BEA', lines: [{ technicianId: t2?.id ?? '', serviceName: 'Manicure', price: 3000 }] },
        { name: 'CHLOE', status: BookingStatus.CHECK_IN, lines: [{ technicianId: t2?.id ?? '', price: 2000 }] },
      ],
    });
    const res = await postJson(env, fd, BillPath.PAYMENT_INFO, { bookingId: made.bookingId, guestIds: [] });
    expect(res.statusCode).toBe(200);
    const info = body<PaymentInfoResult>(res).result;
    expect(info.booking).toMatchObject({ id: made.bookingId, code: made.code, status: 'Processing', totalAmount: 9500, numberGuest: 3 });
    // Not yet in service: CHLOE is left out.
    expect(info.guestList.map((g) => [g.name, g.status, g.segments.map((s) => [s.serviceName, s.price, s.technicianName])])).toEqual([
      ['ANNA', 'Processing', [['Pedicure', 4500, t1?.name]]],
      ['BEA', 'Processing', [['Manicure', 3000, t2?.name]]],
    ]);
    expect(info.cartList).toEqual([]);
    expect(info.customerOptions).toEqual([{ id: customer.id, name: customer.name, phone: customer.phone }]);
    expect(info.loyaltyType).toBe(LoyaltyType.BOOKING_BASED);
    expect(info.loyalty).toEqual({ customerId: customer.id, amountMoney: 0, numberBookingToLoyalReward: 5, birthDay: null });
    expect(info.isFromSaveBooking).toBe(true);

    const one = body<PaymentInfoResult>(await postJson(env, fd, BillPath.PAYMENT_INFO, { bookingId: made.bookingId, guestIds: [made.guestIds[1]] })).result;
    expect(one.guestList.map((g) => g.name)).toEqual(['BEA']);

    // The same for a bill once paid: its guests, not the booking's others.
    const bill = await billFor(env, fd, { branchId: downtown, bookingId: made.bookingId, guestIds: [made.guestIds[0] ?? ''], customerId: customer.id, received: [{ checkoutMethodId: cash, amount: 6000 }] });
    const paid = await postJson(env, fd, BillPath.CREATE_BILL, bill);
    expect(paid.statusCode, paid.body).toBe(200);
    const ofBill = body<PaymentInfoResult>(await postJson(env, fd, BillPath.PAYMENT_INFO, { billId: bill.id })).result;
    expect(ofBill.guestList.map((g) => [g.name, g.status, g.billId])).toEqual([['ANNA', 'Completed', bill.id]]);
    expect(ofBill.isFromSaveBooking).toBe(true);
    expect(ofBill.loyalty).toEqual({ customerId: customer.id, amountMoney: 0, numberBookingToLoyalReward: 4, birthDay: null });
  });

  it('refuses payment info for unknown, foreign or malformed targets', async () => {
    const pl = await makeBooking(env.db, { branchId: plateau, guests: [{ lines: [{ technicianId: (await techniciansOf(env.db, plateau))[0]?.id ?? '', price: 1000 }] }] });
    const cases: [unknown, number, string][] = [
      [{ bookingId: randomUUID(), guestIds: [] }, 404, 'NOT_FOUND'],
      [{ billId: randomUUID() }, 404, 'NOT_FOUND'],
      [{ bookingId: null, guestIds: [randomUUID()] }, 404, 'NOT_FOUND'],
      [{ bookingId: 'x', guestIds: [] }, 400, 'VALIDATION'],
      [{}, 400, 'VALIDATION'],
    ];
    for (const [payload, status, code] of cases) {
      const res = await postJson(env, fd, BillPath.PAYMENT_INFO, payload);
      expect([res.statusCode, body(res).code], JSON.stringify(payload)).toEqual([status, code]);
    }
    // Plateau's booking: the manager of Downtown may not read it.
    const foreign = await postJson(env, manager, BillPath.PAYMENT_INFO, { bookingId: pl.bookingId, guestIds: [] });
    expect([foreign.statusCode, body(foreign).code]).toEqual([403, 'BRANCH_NOT_AUTHORISED']);
    await withDenied(env.db, 'TRAINEE', 'APPOINTMENT_OVERVIEW', async () => {
      expect(body(await postJson(env, trainee, BillPath.PAYMENT_INFO, { bookingId: pl.bookingId, guestIds: [] })).code).toBe('FORBIDDEN');
    });
  });

  it('checks a voucher with the shared rules and says why it does not apply', async () => {
    const customer = await freshCustomer(env.db, downtown, 2);
    const other = await freshCustomer(env.db, downtown, 3);
    await insertVoucher(env.db, { branchId: null, tenantBranchId: downtown, code: 'MINE20', type: 'PERCENT', value: 20, customerId: customer.id });
    await insertVoucher(env.db, { branchId: downtown, tenantBranchId: downtown, code: 'SOON', startDate: '2026-12-01' });
    await insertVoucher(env.db, { branchId: downtown, tenantBranchId: downtown, code: 'OFF', active: false });
    await insertVoucher(env.db, { branchId: downtown, tenantBranchId: downtown, code: 'ONCE', maxUses: 1 });
    const check = (code: string, customerId: string | null = null, who: SignedIn = fd) =>
      postJson(env, who, BillPath.CHECK_VOUCHER, { code, customerId, branchId: downtown });
    const ok = body<CheckVoucherResult>(await check(' welcome10 ')).result;
    expect(ok.message).toBeNull();
    expect(ok.voucher).toMatchObject({ code: 'WELCOME10', type: 'AMOUNT', value: 1000, branchId: downtown, usesLeft: null });
    const cases: [string, string | null, string][] = [
      ['NOPE', null, 'This code is invalid! Try again!'],
      ['OLD5', null, 'This voucher has expired.'],
      ['BIENVENUE10', null, 'This voucher is not valid in this branch.'],
      ['MINE20', other.id, 'This voucher belongs to another customer.'],
      ['SOON', null, 'This voucher is not valid yet.'],
      ['OFF', null, 'This voucher is no longer active.'],
    ];
    for (const [code, customerId, message] of cases) {
      const res = await check(code, customerId);
      expect(res.statusCode).toBe(200);
      expect(body<CheckVoucherResult>(res).result, code).toEqual({ voucher: null, message });
    }
    expect(body<CheckVoucherResult>(await check('MINE20', customer.id)).result.voucher?.value).toBe(20);

    // Its one use taken by a paid bill: used up.
    const made = await makeBooking(env.db, { branchId: downtown, guests: [{ lines: [{ technicianId: tech[0]?.id ?? '', price: 3000 }] }] });
    expect(body<CheckVoucherResult>(await check('ONCE')).result.voucher?.usesLeft).toBe(1);
    const bill = await billFor(env, fd, { branchId: downtown, bookingId: made.bookingId, guestIds: made.guestIds, voucherCode: 'ONCE', received: [{ checkoutMethodId: cash, amount: 3000 }] });
    expect((await postJson(env, fd, BillPath.CREATE_BILL, bill)).statusCode).toBe(200);
    expect(body<CheckVoucherResult>(await check('ONCE')).result).toEqual({ voucher: null, message: 'This voucher has already been used.' });

    // The voucher right and its plan right.
    await withDenied(env.db, 'FRONT_DESK', 'VOUCHER_ACCESS', async () => {
      const res = await check('WELCOME10');
      expect([res.statusCode, body(res).code]).toEqual([403, 'FORBIDDEN']);
    });
    expect(body(await check('WELCOME10', null, lotus)).code).toBe('BRANCH_NOT_AUTHORISED');
    expect((await postJson(env, fd, BillPath.CHECK_VOUCHER, { code: '', branchId: downtown })).statusCode).toBe(400);
  });

  it('checks a gift card: only a sold, live, unexpired card with money left is available', async () => {
    await insertGiftCard(env.db, { branchId: downtown, code: 'EMPTY1', amount: 0, value: 5000 });
    await insertGiftCard(env.db, { branchId: downtown, code: 'UNSOLD', amount: 5000, sold: false });
    await insertGiftCard(env.db, { branchId: downtown, code: 'GONE01', amount: 5000, deleted: true });
    await insertGiftCard(env.db, { branchId: downtown, code: 'PAST01', amount: 5000, endDate: '2026-11-19' });
    await insertGiftCard(env.db, { branchId: downtown, code: 'TODAY1', amount: 5000, endDate: TEST_TODAY });
    const check = (code: string, who: SignedIn = fd) => postJson(env, who, BillPath.CHECK_GIFT, { code, branchId: downtown, customerId: null });
    const ok = body<CheckGiftResult>(await check('gift50')).result;
    expect(ok).toEqual({ isAvailable: true, giftCard: expect.objectContaining({ code: 'GIFT50', amount: 5000, value: 5000, active: true }) });
    // A Plateau card pays in Downtown too: cards are the salon's.
    expect(body<CheckGiftResult>(await check('CADO50')).result.isAvailable).toBe(true);
    expect(body<CheckGiftResult>(await check('TODAY1')).result.isAvailable).toBe(true);
    for (const code of ['NOPE00', 'EMPTY1', 'UNSOLD', 'GONE01', 'PAST01']) {
      expect(body<CheckGiftResult>(await check(code)).result, code).toEqual({ giftCard: null, isAvailable: false });
    }
    await withDenied(env.db, 'FRONT_DESK', 'GIFT_CARD_ACCESS', async () => {
      expect(body(await check('GIFT50')).code).toBe('FORBIDDEN');
    });
    expect(body(await check('GIFT50', lotus)).code).toBe('BRANCH_NOT_AUTHORISED');
  });

  it('shows the seeded paid bills of Plateau with their payment detail', async () => {
    const seeded = await env.db.query<{ id: string; code: string; booking_id: string }>(
      `SELECT id, code, booking_id FROM bill WHERE branch_id = $1 ORDER BY code`,
      [plateau],
    );
    expect(seeded.length).toBeGreaterThan(0);
    const [first] = seeded;
    const list = await getJson(env, fd, `${BillPath.BILLS_BY_BOOKING}?bookingId=${first?.booking_id}`);
    expect(body(list).result).toEqual([{ id: first?.id, code: 'PL-B1', status: 'PAID' }]);
    const detail = body<BillDetail>(await getJson(env, fd, `${BillPath.PRINT_BILL_BY_ID}?billId=${first?.id}`)).result;
    const f = detail.figures;
    expect(f.total).toBe(f.subtotal + f.tax);
    expect(f.tax).toBe(percentOf(f.subtotal, 14.975));
    expect(f.change).toBe(f.received - f.amountDue);
    expect(detail.payments).toEqual([{ checkoutMethodId: await checkoutMethodId(env.db, plateau, 'CASH'), checkoutMethodName: 'Cash', amount: f.received }]);
    expect(detail.tip?.value).toBeGreaterThan(0);
    expect(detail.tip?.technicianTips.reduce((sum, t) => sum + t.value, 0)).toBe(detail.tip?.value);
    expect(detail.viewCanCancelPayment).toBe(true);
    const paidGuests = await env.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM guest WHERE branch_id = $1 AND status = 'Completed' AND bill_id IS NULL`, [plateau]);
    expect(paidGuests.n).toBe(0);
  });

  it('answers create-bill with the server code when the caller brings none', async () => {
    const made = await makeBooking(env.db, { branchId: downtown, guests: [{ lines: [{ technicianId: tech[0]?.id ?? '', price: 1000 }] }] });
    const bill = await billFor(env, fd, { branchId: downtown, bookingId: made.bookingId, guestIds: made.guestIds, received: [{ checkoutMethodId: cash, amount: 1130 }] });
    const res = await postJson(env, fd, BillPath.CREATE_BILL, bill);
    expect(body<BillCreateResult>(res)).toEqual({ success: true, message: 'Create success', result: { id: bill.id, code: expect.stringMatching(/^DT-B\d+$/), total: 1130 } });
    const refused = await refusedWithoutWrites(env.db, () => postJson(env, fd, BillPath.CREATE_BILL, { ...bill, id: randomUUID() }));
    expect([refused.status, refused.code]).toEqual([409, 'BILL_NOT_PAYABLE']);
  });
});
