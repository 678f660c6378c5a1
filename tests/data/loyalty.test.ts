import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { BookingStatus, LoyaltyType, type Booking, type Guest } from '../../src/domain/api';
import { billInputFor } from '../../src/domain/bill/bill-rules';
import { calculateBill } from '../../src/domain/bill/calculate-bill';
import type { CustomerLoyalty, LoyaltySettings, PaymentOptions } from '../../src/domain/bill/types';
import { MutationOutcome } from '../../src/domain/sync-protocol';
import { takePayment } from '../../src/data/bills';
import type { DataEnv } from '../../src/data/data-env';
import { readCustomerLoyalty } from '../../src/data/loyalty';
import { applyResult, resultTables } from '../../src/data/sync-results';
import { initialPaymentState, takePaymentInput } from '../../src/features/payment/payment-model';
import { BRANCH, CASH, makeEnv, seedTablet, TODAY } from './engine-fixtures';
import { provinceTaxes } from '../../src/domain/branch/province-taxes';

const envs: DataEnv[] = [];
afterEach(async () => {
  for (const env of envs.splice(0)) await env.db.delete();
});

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const CUSTOMER = uuid(9);

const BOOKING_BASED: LoyaltySettings = { type: LoyaltyType.BOOKING_BASED, limit: 0, earnPercent: 0, bookingsForReward: 3, rewardPercent: 10 };
const POINT_BASED: LoyaltySettings = { type: LoyaltyType.POINT_BASED, limit: 2000, earnPercent: 5, bookingsForReward: 5, rewardPercent: 0 };

async function tablet(loyalty: LoyaltySettings, standing: Omit<CustomerLoyalty, 'customerId'>): Promise<DataEnv> {
  const env = makeEnv();
  envs.push(env);
  await seedTablet(env);
  const options: PaymentOptions = { branchId: BRANCH.id, taxes: provinceTaxes('ON'), paymentMethods: [], checkOutDefaultId: CASH.id, loyalty, vouchers: [], giftCards: [] };
  await env.db.paymentOptions.put({ ...options, fetchedAt: 0 });
  await env.db.customerLoyalty.put({ customerId: CUSTOMER, ...standing, fetchedAt: 0 });
  return env;
}

/** A $40 manicure for the customer, paid in cash at the counter, with loyalty as the form would offer it. */
async function payOffline(env: DataEnv, n: number, use: { loyaltyAmount?: number; useLoyaltyReward?: boolean }) {
  const options = (await env.db.paymentOptions.get(BRANCH.id))!;
  const shown = await readCustomerLoyalty(env.db, CUSTOMER);
  const bookingId = uuid(100 + n);
  const guest: Guest = {
    id: uuid(200 + n), bookingId, name: 'JANE DOE', status: BookingStatus.PROCESSING, gender: 'ANY', block: false, isReOrder: false, displayIndex: 0, billId: null, alreadyTip: false,
    segments: [{ id: uuid(300 + n), type: 'service', serviceId: uuid(5), serviceName: 'Manicure', technicianId: uuid(6), technicianName: 'Anna', startTime: `${TODAY} 09:00`, endTime: `${TODAY} 09:45`, duration: 45, cleaning: 0, price: 4000, displayIndex: 0, packageId: null }],
  };
  const booking: Booking = { id: bookingId, code: `QW-1-${n}`, status: BookingStatus.PROCESSING, customerId: CUSTOMER, customerName: 'JANE DOE', phone: '4165550101', email: null, startTime: `${TODAY} 09:00`, endTime: `${TODAY} 09:45`, createdTime: `${TODAY} 08:00`, branchId: BRANCH.id, type: 'TYPE_BOOKING_OFFLINE', note: null, color: null, confirm: true, isCustomerNew: false, numberGuest: 1, totalAmount: 4000, totalTime: 45 };
  const args = { isHst: true, received: [{ checkoutMethodId: CASH.id, amount: 10_000 }], loyaltyAmount: use.loyaltyAmount ?? 0, useLoyaltyReward: use.useLoyaltyReward ?? false };
  const figures = calculateBill(billInputFor({ lines: [{ kind: 'service', price: 4000, quantity: 1 }], args, taxes: provinceTaxes('ON'), paymentMethod: null, voucher: null, giftCard: null, loyaltySettings: options.loyalty, customerLoyalty: shown }));
  expect(figures.ok).toBe(true);
  const state = { ...initialPaymentState({ guestIds: [guest.id], booking, actionTime: `${TODAY} 10:00`, checkOutDefaultId: CASH.id }), ...args, received: { [CASH.id]: 10_000 }, receivedTouched: true };
  await takePayment(takePaymentInput({ state, figures, guests: [guest], carts: [], booking, branch: BRANCH, branchInfo: { address: null, phone: null }, options, checkoutMethods: [CASH], userName: 'Front Desk', tip: null, billId: uuid(400 + n) }), env);
  return figures;
}

async function answer(env: DataEnv, index: number, outcome: MutationOutcome) {
  const entry = (await env.db.outbox.orderBy('localOrder').toArray())[index];
  const error = outcome === MutationOutcome.REJECTED ? { code: 'VOUCHER_INVALID', message: 'This code is invalid! Try again!' } : null;
  await env.db.transaction('rw', [...resultTables(env.db)], async () => {
    await applyResult(env.db, { id: entry!.id, seq: entry!.seq, outcome, result: {}, error, replayed: false }, 0);
  });
}

describe('BOOKING_BASED loyalty with bills paid offline', () => {
  it('each waiting bill brings the reward one bill closer, and the bill that takes it starts the count again', async () => {
    const env = await tablet(BOOKING_BASED, { amountMoney: 0, numberBookingToLoyalReward: 2 });
    await payOffline(env, 1, {});
    expect((await readCustomerLoyalty(env.db, CUSTOMER))?.numberBookingToLoyalReward).toBe(1);
    await payOffline(env, 2, {});
    expect((await readCustomerLoyalty(env.db, CUSTOMER))?.numberBookingToLoyalReward).toBe(0);
    // Earned: the third bill may take the 10% reward, and only once.
    const third = await payOffline(env, 3, { useLoyaltyReward: true });
    expect(third.loyaltyDiscount).toBe(400);
    expect((await readCustomerLoyalty(env.db, CUSTOMER))?.numberBookingToLoyalReward).toBe(3);
    // A reward asked for again is not given: the standing says it is 3 bills away.
    const fourth = await payOffline(env, 4, { useLoyaltyReward: true });
    expect(fourth.loyaltyDiscount).toBe(0);
    expect((await readCustomerLoyalty(env.db, CUSTOMER))?.numberBookingToLoyalReward).toBe(2);
  });

  it('a confirmed bill joins the stored standing, so the view does not jump back', async () => {
    const env = await tablet(BOOKING_BASED, { amountMoney: 0, numberBookingToLoyalReward: 2 });
    await payOffline(env, 1, {});
    await payOffline(env, 2, {});
    await answer(env, 0, MutationOutcome.APPLIED);
    expect((await env.db.customerLoyalty.get(CUSTOMER))?.numberBookingToLoyalReward).toBe(1);
    expect((await readCustomerLoyalty(env.db, CUSTOMER))?.numberBookingToLoyalReward).toBe(0);
  });

  it('a refused bill no longer counts: it waits in Needs attention', async () => {
    const env = await tablet(BOOKING_BASED, { amountMoney: 0, numberBookingToLoyalReward: 2 });
    await payOffline(env, 1, {});
    await answer(env, 0, MutationOutcome.REJECTED);
    expect(await env.db.attention.count()).toBe(1);
    expect((await readCustomerLoyalty(env.db, CUSTOMER))?.numberBookingToLoyalReward).toBe(2);
  });
});

describe('POINT_BASED loyalty with bills paid offline', () => {
  it('the balance shown has the money spent taken off and the money earned added', async () => {
    const env = await tablet(POINT_BASED, { amountMoney: 1500, numberBookingToLoyalReward: 0 });
    const first = await payOffline(env, 1, { loyaltyAmount: 1000 });
    expect(first.loyaltyDiscount).toBe(1000);
    // 1500 − 1000 + 5% of the $33.90 total (170).
    expect(first.total).toBe(3390);
    expect((await readCustomerLoyalty(env.db, CUSTOMER))?.amountMoney).toBe(670);
    await answer(env, 0, MutationOutcome.APPLIED);
    expect((await env.db.customerLoyalty.get(CUSTOMER))?.amountMoney).toBe(670);
    expect((await readCustomerLoyalty(env.db, CUSTOMER))?.amountMoney).toBe(670);
  });

  it('nothing stored for the customer stays nothing: loyalty needs a read online first', async () => {
    const env = await tablet(POINT_BASED, { amountMoney: 1500, numberBookingToLoyalReward: 0 });
    expect(await readCustomerLoyalty(env.db, uuid(77))).toBeNull();
  });
});

describe('the loyalty rule changed by a sync, with bills still waiting', () => {
  const refreshRule = async (env: DataEnv, loyalty: LoyaltySettings) => {
    const stored = (await env.db.paymentOptions.get(BRANCH.id))!;
    await env.db.paymentOptions.put({ ...stored, loyalty, fetchedAt: 1 });
  };

  it('POINT_BASED: a waiting bill earns under the rule the tablet holds now, and nothing before its apply date', async () => {
    const env = await tablet(POINT_BASED, { amountMoney: 1000, numberBookingToLoyalReward: 0 });
    const bill = await payOffline(env, 21, { loyaltyAmount: 500 });
    // $40 − $5 = $35 + 13% = $39.55; 5% earned = $1.98.
    expect((await readCustomerLoyalty(env.db, CUSTOMER))?.amountMoney).toBe(1000 - 500 + 198);
    await refreshRule(env, { ...POINT_BASED, earnPercent: 10 });
    expect((await readCustomerLoyalty(env.db, CUSTOMER))?.amountMoney).toBe(1000 - 500 + Math.round(bill.total / 10));
    await refreshRule(env, { ...POINT_BASED, earnPercent: 10, applyFrom: '2026-11-21' });
    // Spent, still; earned, not before the rule applies.
    expect((await readCustomerLoyalty(env.db, CUSTOMER))?.amountMoney).toBe(500);
  });

  it('BOOKING_BASED: a waiting bill of a date before the rule does not bring the reward closer; the balance stays', async () => {
    const env = await tablet(BOOKING_BASED, { amountMoney: 700, numberBookingToLoyalReward: 2 });
    await payOffline(env, 22, {});
    expect((await readCustomerLoyalty(env.db, CUSTOMER))?.numberBookingToLoyalReward).toBe(1);
    await refreshRule(env, { ...BOOKING_BASED, applyFrom: '2026-11-21' });
    expect(await readCustomerLoyalty(env.db, CUSTOMER)).toMatchObject({ numberBookingToLoyalReward: 2, amountMoney: 700 });
  });

  it('the queued bill names the rule it was taken under, for the server to compare', async () => {
    const env = await tablet({ ...POINT_BASED, applyFrom: TODAY }, { amountMoney: 1000, numberBookingToLoyalReward: 0 });
    await payOffline(env, 23, { loyaltyAmount: 500 });
    const entry = (await env.db.outbox.orderBy('localOrder').toArray())[0];
    expect(entry?.args).toMatchObject({ loyaltyRule: { ...POINT_BASED, applyFrom: TODAY } });
  });
});
