import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BillPath } from '../../src/domain/bill/paths';
import type { PaymentInfoResult } from '../../src/domain/bill/types';
import { ConfigKey } from '../../src/domain/branchConfig';
import { CustomerPath, type CustomerAdminDetail } from '../../src/domain/people/customer-contract';
import { MutationName, MutationOutcome, type MutationResult } from '../../src/domain/sync-protocol';
import { body, branchIdByName, setupTestEnv, signIn, TEST_TODAY, userIdByName, type SignedIn, type TestEnv } from './helpers';
import { bookingArgs, boardOf, newPhone, servicesOf, serviceWithFree, type ServiceRow } from './bookingFixtures';
import { billFor, billingFingerprint, billingWorld, freshCustomer, makeBooking, postJson, setConfig, type Technician } from './billingFixtures';
import { get } from './peopleFixtures';
import { testTablet, type TestTablet } from './syncHelpers';

/**
 * A walk-in booked and paid at a tablet before it ever sent the booking: the tablet knows no
 * customer id, so its bill names none; the server gives the bill the booking's customer.
 */
describe('a bill paid before its booking’s first sync gets the booking’s customer', () => {
  let env: TestEnv;
  let fd: SignedIn;
  let admin: SignedIn;
  let fdId: string;
  let downtown: string;
  let plateau: string;
  let cash: string;
  let dt: Technician[];
  let pl: Technician[];
  let services: ServiceRow[];

  beforeAll(async () => {
    env = await setupTestEnv();
    [fd, admin] = [await signIn(env.app, 'frontdesk'), await signIn(env.app, 'admin')];
    fdId = await userIdByName(env.db, 'frontdesk');
    ({ downtown, plateau, cash, dt, pl } = await billingWorld(env.db));
    services = await servicesOf(env.db, downtown);
  });
  afterAll(async () => {
    await env.close();
  });

  const outcomes = (results: readonly MutationResult[]) => results.map((r) => (r.outcome === MutationOutcome.APPLIED ? 'APPLIED' : r.error?.code));
  const tablet = () => testTablet(env, { who: fd, userId: fdId, branchId: downtown });

  /** A walk-in started at `time` for the customer of `phone`, sent by its booking.create: the booking and the customer the server gave it. */
  async function offlineWalkIn(a: TestTablet, time: string, phone: string) {
    const board = await boardOf(env, downtown, TEST_TODAY);
    const { service, technicians: [worker = ''] } = serviceWithFree(board, services, `${TEST_TODAY} ${time}`, 1);
    const walkIn = {
      ...bookingArgs({ branchId: downtown, code: a.code(), customerName: 'Offline Walkin', phone, customerId: null, start: true, guests: [{ lines: [{ service, technicianId: worker, startTime: `${TEST_TODAY} ${time}` }] }] }),
      walkIn: true,
    };
    expect(outcomes(await a.push([a.change(MutationName.BOOKING_CREATE, walkIn)]))).toEqual(['APPLIED']);
    const { customer_id: customerId } = await env.db.one<{ customer_id: string }>(`SELECT customer_id FROM booking WHERE id = $1`, [walkIn.id]);
    return { bookingId: walkIn.id, guestIds: walkIn.guests.map((g) => g.id), customerId };
  }

  /** Paid bills still needed for the customer's BOOKING_BASED reward, as the payment form reads them on a booking of theirs. */
  async function bookingsToReward(customerId: string): Promise<number | undefined> {
    const made = await makeBooking(env.db, { branchId: downtown, customerId, guests: [{ lines: [{ technicianId: dt[0]?.id ?? '', price: 1000 }] }] });
    const info = body<PaymentInfoResult>(await postJson(env, fd, BillPath.PAYMENT_INFO, { bookingId: made.bookingId, guestIds: [] })).result;
    expect(info.loyaltyType).toBe('BOOKING_BASED');
    return info.loyalty?.numberBookingToLoyalReward;
  }

  it('records the bill, its loyalty and its review request for the customer the server gave the booking, at the figures the tablet showed', async () => {
    const a = await tablet();
    const walkIn = await offlineWalkIn(a, '10:00', newPhone());
    const before = await bookingsToReward(walkIn.customerId);
    const bill = await billFor(env, fd, { branchId: downtown, bookingId: walkIn.bookingId, guestIds: walkIn.guestIds, customerId: null, received: [{ checkoutMethodId: cash, amount: 50000 }] });
    const [result] = await a.push([a.change(MutationName.BILL_CREATE, { ...bill, code: a.code() })]);
    expect(outcomes(result ? [result] : [])).toEqual(['APPLIED']);
    expect(result?.result).toMatchObject({ total: bill.expected.total });

    expect(await env.db.one(`SELECT customer_id, total_cents, discount_cents FROM bill WHERE id = $1`, [bill.id])).toEqual({
      customer_id: walkIn.customerId,
      total_cents: bill.expected.total,
      discount_cents: bill.expected.discount,
    });
    // Downtown's loyalty is BOOKING_BASED: the paid bill counts towards the customer's reward.
    expect(await bookingsToReward(walkIn.customerId)).toBe((before ?? 0) - 1);
    expect(await env.db.one(`SELECT count(*)::int AS n FROM booking_review WHERE bill_id = $1`, [bill.id])).toEqual({ n: 1 });
    // The customer's history lists the bill.
    const detail = body<CustomerAdminDetail>(await get(env, admin, `${CustomerPath.DETAIL}/${walkIn.customerId}`)).result;
    expect(detail.bills.map((b) => b.id)).toContain(bill.id);
  });

  it('keeps the figures the tablet computed: a reward the booking’s customer has waiting is not applied to a bill that named no customer', async () => {
    await setConfig(env.db, downtown, ConfigKey.LOYALTY_BOOKINGS_FOR_REWARD, '1');
    try {
      const regular = await freshCustomer(env.db, downtown, 901);
      const earlier = await makeBooking(env.db, { branchId: downtown, customerId: regular.id, guests: [{ lines: [{ technicianId: dt[1]?.id ?? '', price: 4000 }] }] });
      const a = await tablet();
      const first = await billFor(env, fd, { branchId: downtown, bookingId: earlier.bookingId, guestIds: earlier.guestIds, customerId: regular.id, received: [{ checkoutMethodId: cash, amount: 5000 }] });
      expect(outcomes(await a.push([a.change(MutationName.BILL_CREATE, { ...first, code: a.code() })]))).toEqual(['APPLIED']);
      expect(await bookingsToReward(regular.id)).toBe(0);

      // The walk-in gives the regular's phone: the server finds them. The tablet, knowing no customer, applies no reward.
      const walkIn = await offlineWalkIn(a, '11:00', regular.phone);
      expect(walkIn.customerId).toBe(regular.id);
      const bill = await billFor(env, fd, {
        branchId: downtown, bookingId: walkIn.bookingId, guestIds: walkIn.guestIds, customerId: null, useLoyaltyReward: true, received: [{ checkoutMethodId: cash, amount: 50000 }],
      });
      expect(bill.expected.discount).toBe(0);
      expect(outcomes(await a.push([a.change(MutationName.BILL_CREATE, { ...bill, code: a.code() })]))).toEqual(['APPLIED']);
      expect(await env.db.one(`SELECT customer_id, discount_cents, loyalty_discount_cents, loyalty_type, total_cents FROM bill WHERE id = $1`, [bill.id])).toEqual({
        customer_id: regular.id,
        discount_cents: 0,
        loyalty_discount_cents: 0,
        loyalty_type: null,
        total_cents: bill.expected.total,
      });
      // The reward is still waiting for them.
      expect(await bookingsToReward(regular.id)).toBe(0);
    } finally {
      await setConfig(env.db, downtown, ConfigKey.LOYALTY_BOOKINGS_FOR_REWARD, null);
    }
  });

  it('earns POINT_BASED money for the booking’s customer', async () => {
    const customer = await freshCustomer(env.db, plateau, 902);
    const b = await testTablet(env, { who: fd, userId: fdId, branchId: plateau, branchCode: 'PL' });
    const made = await makeBooking(env.db, { branchId: plateau, customerId: customer.id, guests: [{ lines: [{ technicianId: pl[0]?.id ?? '', price: 6000 }] }] });
    const bill = await billFor(env, fd, { branchId: plateau, bookingId: made.bookingId, guestIds: made.guestIds, customerId: null, received: [{ checkoutMethodId: cash, amount: 7000 }] });
    expect(outcomes(await b.push([b.change(MutationName.BILL_CREATE, { ...bill, code: b.code() })]))).toEqual(['APPLIED']);
    // 5% of the total, for the booking's customer.
    const earned = Math.round((bill.expected.total * 5) / 100);
    expect(await env.db.query(`SELECT customer_id, amount_cents FROM customer_transaction WHERE bill_id = $1`, [bill.id])).toEqual([{ customer_id: customer.id, amount_cents: earned }]);
    expect(await env.db.one(`SELECT amount_money_cents FROM customer WHERE id = $1`, [customer.id])).toEqual({ amount_money_cents: earned });
  });

  it('leaves a bill that names no booking without a customer, and keeps the customer a bill names', async () => {
    const a = await tablet();
    const owner = await freshCustomer(env.db, downtown, 903);
    const payer = await freshCustomer(env.db, downtown, 904);
    const unnamed = await makeBooking(env.db, { branchId: downtown, customerId: owner.id, guests: [{ lines: [{ technicianId: dt[2]?.id ?? '', price: 2000 }] }] });
    const noBooking = await billFor(env, fd, { branchId: downtown, bookingId: null, guestIds: unnamed.guestIds, customerId: null, received: [{ checkoutMethodId: cash, amount: 3000 }] });
    const named = await makeBooking(env.db, { branchId: downtown, customerId: owner.id, guests: [{ lines: [{ technicianId: dt[2]?.id ?? '', price: 2000 }] }] });
    const ofPayer = await billFor(env, fd, { branchId: downtown, bookingId: named.bookingId, guestIds: named.guestIds, customerId: payer.id, received: [{ checkoutMethodId: cash, amount: 3000 }] });
    const pushed = await a.push([a.change(MutationName.BILL_CREATE, { ...noBooking, code: a.code() }), a.change(MutationName.BILL_CREATE, { ...ofPayer, code: a.code() })]);
    expect(outcomes(pushed)).toEqual(['APPLIED', 'APPLIED']);
    expect(await env.db.one(`SELECT customer_id FROM bill WHERE id = $1`, [noBooking.id])).toEqual({ customer_id: null });
    expect(await env.db.one(`SELECT count(*)::int AS n FROM booking_review WHERE bill_id = $1`, [noBooking.id])).toEqual({ n: 0 });
    expect(await env.db.one(`SELECT customer_id FROM bill WHERE id = $1`, [ofPayer.id])).toEqual({ customer_id: payer.id });
  });

  it('refuses another salon’s or another branch’s booking as before, writing nothing', async () => {
    const a = await tablet();
    const lotusBranch = await branchIdByName(env.db, 'Lotus Nails Midtown');
    const lotusBooking = await env.db.one<{ id: string }>(`SELECT id FROM booking WHERE branch_id = $1 AND customer_id IS NOT NULL LIMIT 1`, [lotusBranch]);
    const plateauBooking = await env.db.one<{ id: string }>(`SELECT id FROM booking WHERE branch_id = $1 AND customer_id IS NOT NULL LIMIT 1`, [plateau]);
    const made = await makeBooking(env.db, { branchId: downtown, guests: [{ lines: [{ technicianId: dt[3]?.id ?? '', price: 2000 }] }] });
    const bill = await billFor(env, fd, { branchId: downtown, bookingId: made.bookingId, guestIds: made.guestIds, customerId: null, received: [{ checkoutMethodId: cash, amount: 3000 }] });
    for (const bookingId of [lotusBooking.id, plateauBooking.id]) {
      const before = await billingFingerprint(env.db);
      const [refused] = await a.push([a.change(MutationName.BILL_CREATE, { ...bill, bookingId, code: a.code() })]);
      expect([refused?.outcome, refused?.error?.code, refused?.error?.message]).toEqual([MutationOutcome.REJECTED, 'NOT_FOUND', 'The booking of this bill was not found in this branch.']);
      expect(await billingFingerprint(env.db)).toBe(before);
    }
    expect(await env.db.one(`SELECT count(*)::int AS n FROM bill WHERE id = $1`, [bill.id])).toEqual({ n: 0 });
  });
});
