import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BillPath } from '../../../src/domain/bill/paths';
import type { PaymentInfoResult, PaymentOptions } from '../../../src/domain/bill/types';
import { LoyaltyPath, type LoyaltyRuleResult } from '../../../src/domain/loyalty/contract';
import type { LoyaltyRuleValues } from '../../../src/domain/loyalty/loyalty-rule-form';
import { body, branchIdByName, setupTestEnv, signIn, TEST_TODAY, type SignedIn, type TestEnv } from '../helpers';
import { billFor, billingWorld, freshCustomer, getJson, makeBooking, paymentOptionsOf, postJson, refusedWithoutWrites, type Technician } from '../billingFixtures';
import { branchFingerprint, lastLog } from '../branches/branchHelpers';
import { MutationName } from '../../../src/domain/sync-protocol';
import { CustomerPath, type CustomerAdminDetail } from '../../../src/domain/people/customer-contract';
import { readRefusalFacts } from '../../../src/domain/refusal-facts';
import { refusalText } from '../../../src/features/i18n/refusal-text';
import { catalogI18n } from '../../features/i18n/catalog-i18n';
import { mutation } from '../bookingFixtures';
import { push, pushResult, registerDevice } from '../syncHelpers';
import { userIdByName } from '../helpers';

const TOMORROW = '2026-11-21';
const pointRule: LoyaltyRuleValues = { type: 'POINT_BASED', bookingsForReward: 5, rewardKind: 'PERCENT', rewardValue: 10, minimumAmount: 0, earnPercent: 10, limit: 2500, applyFrom: TEST_TODAY };

describe('the loyalty rule of a branch (/system/loyalty)', () => {
  let env: TestEnv;
  let admin: SignedIn;
  let manager: SignedIn;
  let fd: SignedIn;
  let lotus: SignedIn;
  let downtown: string;
  let plateau: string;
  let lotusBranch: string;
  let cash: string;
  let dt: Technician[];

  beforeAll(async () => {
    env = await setupTestEnv();
    [admin, manager, fd, lotus] = [await signIn(env.app, 'admin'), await signIn(env.app, 'manager'), await signIn(env.app, 'frontdesk'), await signIn(env.app, 'lotus')];
    ({ downtown, plateau, cash, dt } = await billingWorld(env.db));
    lotusBranch = await branchIdByName(env.db, 'Lotus Nails Midtown');
  });
  afterAll(async () => {
    await env.close();
  });

  const read = (branchId: string, who: SignedIn = manager) => getJson(env, who, `${LoyaltyPath.RULE}?branchId=${branchId}`);
  const save = (branchId: string, values: Partial<LoyaltyRuleValues>, who: SignedIn = manager) => postJson(env, who, LoyaltyPath.UPDATE_RULE, { branchId, ...pointRule, ...values });

  it('reads the branch rule, a branch that never set a date applying it to every bill', async () => {
    const res = await read(downtown);
    expect(res.statusCode).toBe(200);
    expect(body<LoyaltyRuleResult>(res).result).toEqual({
      branchId: downtown,
      type: 'BOOKING_BASED',
      bookingsForReward: 5,
      rewardKind: 'PERCENT',
      rewardValue: 10,
      minimumAmount: 0,
      earnPercent: 5,
      limit: 2000,
      applyFrom: '',
    });
  });

  it('saves a rule, logs old and new values, and payment options carry it to the tablets', async () => {
    const res = await save(downtown, {});
    expect([res.statusCode, body(res).message]).toEqual([200, 'Update success']);
    expect(body<LoyaltyRuleResult>(await read(downtown)).result).toMatchObject({ type: 'POINT_BASED', earnPercent: 10, limit: 2500, applyFrom: TEST_TODAY });
    const log = await lastLog(env.db, 'BRANCH_CONFIG', downtown);
    expect(log.edit_info.old).toMatchObject({ LOYALTY_TYPE: 'BOOKING_BASED', LOYALTY_EARN_PERCENT: '5', LOYALTY_LIMIT: '2000', LOYALTY_APPLY_FROM: null });
    expect(log.edit_info.new).toMatchObject({ LOYALTY_TYPE: 'POINT_BASED', LOYALTY_EARN_PERCENT: '10', LOYALTY_LIMIT: '2500', LOYALTY_APPLY_FROM: TEST_TODAY });
    const options = body<PaymentOptions>(await paymentOptionsOf(env, fd, downtown)).result;
    expect(options.loyalty).toEqual({ type: 'POINT_BASED', limit: 2500, earnPercent: 10, bookingsForReward: 5, rewardPercent: 10, rewardAmount: null, minimumAmount: 0, applyFrom: TEST_TODAY });

    // A BOOKING_BASED rule with an amount reward and a minimum keeps the points' numbers.
    expect((await save(downtown, { type: 'BOOKING_BASED', rewardKind: 'AMOUNT', rewardValue: 800, minimumAmount: 4000, earnPercent: null, limit: null })).statusCode).toBe(200);
    expect(body<PaymentOptions>(await paymentOptionsOf(env, fd, downtown)).result.loyalty).toMatchObject({ type: 'BOOKING_BASED', rewardAmount: 800, minimumAmount: 4000, earnPercent: 10, limit: 2500 });
  });

  it('refuses bad values at their fields and writes nothing', async () => {
    const before = await branchFingerprint(env.db);
    const bad = await save(downtown, { earnPercent: 150, limit: -1, applyFrom: '2026-13-01' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ fields: Record<string, string> }>().fields).sort()).toEqual(['applyFrom', 'earnPercent', 'limit']);
    const booking = await save(downtown, { type: 'BOOKING_BASED', bookingsForReward: 0, rewardValue: null });
    expect(Object.keys(booking.json<{ fields: Record<string, string> }>().fields).sort()).toEqual(['bookingsForReward', 'rewardValue']);
    for (const payload of [{ type: 'COINS' }, { earnPercent: 'ten' }, { applyFrom: 20261120 }, { branchId: 'downtown' }]) {
      expect((await postJson(env, manager, LoyaltyPath.UPDATE_RULE, { branchId: downtown, ...pointRule, ...payload })).statusCode).toBe(400);
    }
    expect(await branchFingerprint(env.db)).toBe(before);
  });

  it('needs the loyalty rights and a branch of the caller; another tenant’s branch is not found', async () => {
    const before = await branchFingerprint(env.db);
    expect((await read(downtown, fd)).statusCode).toBe(403);
    expect((await save(downtown, {}, fd)).statusCode).toBe(403);
    expect(body(await save(plateau, {}, manager))).toMatchObject({ code: 'BRANCH_NOT_AUTHORISED' });
    expect((await read(lotusBranch, admin)).statusCode).toBe(404);
    expect((await save(lotusBranch, {}, admin)).statusCode).toBe(404);
    expect((await read(downtown, lotus)).statusCode).toBe(404);
    expect((await save(downtown, {}, lotus)).statusCode).toBe(404);
    expect(await branchFingerprint(env.db)).toBe(before);
    // The tenant admin reads and sets every branch's rule.
    expect((await read(plateau, admin)).statusCode).toBe(200);
  });

  it('a bill from before the apply date neither earns points nor counts toward the reward', async () => {
    expect((await save(downtown, { applyFrom: TOMORROW }, admin)).statusCode).toBe(200);
    const customer = await freshCustomer(env.db, downtown, 41);
    const made = await makeBooking(env.db, { branchId: downtown, customerId: customer.id, guests: [{ lines: [{ technicianId: dt[0]?.id ?? '', price: 4000 }] }] });
    const bill = await billFor(env, fd, { branchId: downtown, bookingId: made.bookingId, guestIds: made.guestIds, customerId: customer.id, received: [{ checkoutMethodId: cash, amount: 4520 }] });
    expect((await postJson(env, fd, BillPath.CREATE_BILL, bill)).statusCode).toBe(200);
    expect(await env.db.query(`SELECT amount_cents FROM customer_transaction WHERE bill_id = $1`, [bill.id])).toEqual([]);
    // Under a BOOKING_BASED rule of one bill a reward from tomorrow, today's bill does not count.
    expect((await save(downtown, { type: 'BOOKING_BASED', bookingsForReward: 1, applyFrom: TOMORROW }, admin)).statusCode).toBe(200);
    const next = await makeBooking(env.db, { branchId: downtown, customerId: customer.id, guests: [{ lines: [{ technicianId: dt[0]?.id ?? '', price: 4000 }] }] });
    const info = body<PaymentInfoResult>(await postJson(env, fd, BillPath.PAYMENT_INFO, { bookingId: next.bookingId, guestIds: [] })).result;
    expect(info.loyalty).toMatchObject({ amountMoney: 0, numberBookingToLoyalReward: 1 });
    expect((await save(downtown, { type: 'BOOKING_BASED', bookingsForReward: 1, applyFrom: TEST_TODAY }, admin)).statusCode).toBe(200);
    const counted = body<PaymentInfoResult>(await postJson(env, fd, BillPath.PAYMENT_INFO, { bookingId: next.bookingId, guestIds: [] })).result;
    expect(counted.loyalty).toMatchObject({ numberBookingToLoyalReward: 0 });
    // The customer record shows the standing under the rule now, naming it.
    const record = body<CustomerAdminDetail>(await getJson(env, admin, `${CustomerPath.DETAIL}/${customer.id}`)).result;
    expect(record.loyalty).toEqual({ type: 'BOOKING_BASED', applyFrom: TEST_TODAY, amountMoney: 0, bookingsToReward: 0 });
  });

  it('a bill taken under the old rule and sent after it changed is refused with both rules; one the new rule still prices the same passes', async () => {
    expect((await save(downtown, { limit: 2500 }, admin)).statusCode).toBe(200);
    const customer = await freshCustomer(env.db, downtown, 42);
    await env.db.query(`UPDATE customer SET amount_money_cents = 3000 WHERE id = $1`, [customer.id]);
    const options = body<PaymentOptions>(await paymentOptionsOf(env, fd, downtown)).result;
    const taken = async (loyaltyAmount: number) => {
      const made = await makeBooking(env.db, { branchId: downtown, customerId: customer.id, guests: [{ lines: [{ technicianId: dt[1]?.id ?? '', price: 6000 }] }] });
      const bill = await billFor(env, fd, { branchId: downtown, bookingId: made.bookingId, guestIds: made.guestIds, customerId: customer.id, loyaltyAmount, received: [{ checkoutMethodId: cash, amount: 7000 }] });
      return { ...bill, loyaltyRule: options.loyalty };
    };
    const [big, small] = [await taken(2200), await taken(500)];
    // Meanwhile the manager lowers the limit to $10.00.
    expect((await save(downtown, { limit: 1000 })).statusCode).toBe(200);

    const refused = await refusedWithoutWrites(env.db, () => postJson(env, fd, BillPath.CREATE_BILL, big));
    expect([refused.status, refused.code]).toEqual([409, 'LOYALTY_RULE_CHANGED']);
    expect(refused.facts).toEqual({
      tablet: { type: 'POINT_BASED', limit: 2500, earnPercent: 10, bookingsForReward: 1, rewardPercent: 10, rewardAmount: null, minimumAmount: 0, applyFrom: TEST_TODAY },
      server: { type: 'POINT_BASED', limit: 1000, earnPercent: 10, bookingsForReward: 1, rewardPercent: 10, rewardAmount: null, minimumAmount: 0, applyFrom: TEST_TODAY },
    });
    // A bill from an older app version names no rule: the plain refusal.
    const { loyaltyRule: _rule, ...older } = big;
    expect((await refusedWithoutWrites(env.db, () => postJson(env, fd, BillPath.CREATE_BILL, older))).code).toBe('LOYALTY_OUT_OF_RANGE');
    // $5.00 is within the new limit too: the figures hold, the bill is taken, earning 10% of its total.
    expect((await postJson(env, fd, BillPath.CREATE_BILL, small)).statusCode).toBe(200);
    expect(await env.db.one(`SELECT amount_money_cents FROM customer WHERE id = $1`, [customer.id])).toEqual({ amount_money_cents: 3000 - 500 + Math.round(small.expected.total / 10) });
  });

  it('pushed from a tablet, such a bill is refused in the sync and Needs attention says in words what changed and what to do', async () => {
    expect((await save(downtown, { limit: 2500, applyFrom: TEST_TODAY }, admin)).statusCode).toBe(200);
    const customer = await freshCustomer(env.db, downtown, 43);
    await env.db.query(`UPDATE customer SET amount_money_cents = 3000 WHERE id = $1`, [customer.id]);
    const options = body<PaymentOptions>(await paymentOptionsOf(env, fd, downtown)).result;
    const made = await makeBooking(env.db, { branchId: downtown, customerId: customer.id, guests: [{ lines: [{ technicianId: dt[2]?.id ?? '', price: 6000 }] }] });
    const { deviceId, deviceNo } = await registerDevice(env, fd);
    const bill = await billFor(env, fd, { branchId: downtown, bookingId: made.bookingId, guestIds: made.guestIds, customerId: customer.id, loyaltyAmount: 2000, received: [{ checkoutMethodId: cash, amount: 7000 }] });
    const args = { ...bill, code: `DT-${deviceNo}-1`, loyaltyRule: options.loyalty };
    // The tablet is offline while the manager changes the rule to earn 2% and take at most $15.00.
    expect((await save(downtown, { earnPercent: 2, limit: 1500 })).statusCode).toBe(200);

    const change = mutation({ name: MutationName.BILL_CREATE, args, deviceId, seq: 1, userId: await userIdByName(env.db, 'frontdesk'), branchId: downtown });
    const [result] = pushResult(await push(env, fd, deviceId, [change])).results;
    expect(result?.error?.code).toBe('LOYALTY_RULE_CHANGED');
    expect(await env.db.maybeOne(`SELECT 1 FROM bill WHERE id = $1`, [bill.id])).toBeNull();
    // The words Needs attention shows (features/sync/describe-refusal: the facts read back, then said).
    const known = readRefusalFacts(result?.error ?? { code: '' });
    expect(known && refusalText(known, catalogI18n('en'))).toBe(
      'The branch’s loyalty rule changed after this payment was taken (it was points: 10% of each bill earned, up to $25.00 of loyalty money a bill, from 2026-11-20; ' +
        'it is now points: 2% of each bill earned, up to $15.00 of loyalty money a bill, from 2026-11-20). Edit the payment so its loyalty follows the new rule, then send it again.',
    );
  });
});
