import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigKey } from '../../../src/domain/branchConfig';
import { MutationName } from '../../../src/domain/sync-protocol';
import { BillPath } from '../../../src/domain/bill/paths';
import { requestReview } from '../../../src/server/reviews/requestReview';
import { body, setupTestEnv, signIn, userIdByName, type SignedIn, type TestEnv } from '../helpers';
import { billingWorld, billFor, makeBooking, setConfig, type Technician } from '../billingFixtures';
import { mutation } from '../bookingFixtures';
import { push, pushResult, registerDevice } from '../syncHelpers';
import { payVisit, publicGet, publicPost, reviewCustomer, tokenOfBill } from './reviewFixtures';

type Queued = { channel: string; recipient: string; subject: string | null; body: string };

describe('a paid bill asks its customer for a review, once', () => {
  let env: TestEnv;
  let fd: SignedIn;
  let downtown: string;
  let cash: string;
  let dt: Technician[];
  let tech: Technician;

  beforeAll(async () => {
    env = await setupTestEnv();
    fd = await signIn(env.app, 'frontdesk');
    ({ downtown, cash, dt } = await billingWorld(env.db));
    const first = dt[0];
    if (!first) throw new Error('no technician');
    tech = first;
  });
  afterAll(async () => {
    await env.close();
  });

  const queuedFor = (billId: string) =>
    env.db.query<Queued>(
      `SELECT n.channel, n.recipient, n.subject, n.body FROM notification n JOIN booking_review r ON r.id = n.entity_id
        WHERE n.entity_type = 'REVIEW' AND r.bill_id = $1 ORDER BY n.channel`,
      [billId],
    );

  it('queues the link by SMS and by email, in the branch language, with an unguessable token', async () => {
    await setConfig(env.db, downtown, ConfigKey.LANGUAGE, 'fr');
    try {
      const customer = await reviewCustomer(env.db, downtown);
      const billId = await payVisit(env, fd, { branchId: downtown, customerId: customer.id, technician: tech, cash });
      const token = await tokenOfBill(env.db, billId);
      expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
      const queued = await queuedFor(billId);
      expect(queued.map((q) => [q.channel, q.recipient])).toEqual([['EMAIL', customer.email], ['SMS', customer.phone]]);
      const sms = queued.find((q) => q.channel === 'SMS');
      expect(sms?.body).toContain('merci de votre visite');
      expect(sms?.body).toContain(`/review/${token}`);
      expect(queued.find((q) => q.channel === 'EMAIL')?.subject).toContain('Comment s’est passée votre visite');
    } finally {
      await setConfig(env.db, downtown, ConfigKey.LANGUAGE, null);
    }
  });

  it('asks only by the way the customer accepts, and not at all when they refuse both or the bill has no customer', async () => {
    const smsOnly = await reviewCustomer(env.db, downtown, { sms: true, email: false });
    const smsBill = await payVisit(env, fd, { branchId: downtown, customerId: smsOnly.id, technician: tech, cash });
    expect((await queuedFor(smsBill)).map((q) => q.channel)).toEqual(['SMS']);

    const refuses = await reviewCustomer(env.db, downtown, { sms: false, email: false });
    const refusedBill = await payVisit(env, fd, { branchId: downtown, customerId: refuses.id, technician: tech, cash });
    expect(await env.db.query(`SELECT id FROM booking_review WHERE bill_id = $1`, [refusedBill])).toEqual([]);

    const walkIn = await payVisit(env, fd, { branchId: downtown, customerId: null, technician: tech, cash });
    expect(await env.db.query(`SELECT id FROM booking_review WHERE bill_id = $1`, [walkIn])).toEqual([]);
  });

  it('a bill paid from a tablet asks too; pushed again, and asked again by a second process, it still asks once', async () => {
    const customer = await reviewCustomer(env.db, downtown);
    const made = await makeBooking(env.db, { branchId: downtown, customerId: customer.id, guests: [{ lines: [{ technicianId: tech.id, serviceName: 'Pedicure', price: 4000 }] }] });
    const { deviceId, deviceNo } = await registerDevice(env, fd);
    const bill = {
      ...(await billFor(env, fd, { branchId: downtown, bookingId: made.bookingId, guestIds: made.guestIds, customerId: customer.id, received: [{ checkoutMethodId: cash, amount: 4600 }] })),
      code: `DT-${deviceNo}-1`,
    };
    const userId = await userIdByName(env.db, 'frontdesk');
    const change = mutation({ name: MutationName.BILL_CREATE, args: bill, deviceId, seq: 1, userId, branchId: downtown });
    expect(pushResult(await push(env, fd, deviceId, [change])).results[0]?.outcome).toBe('APPLIED');
    // The same change again (the tablet never heard the answer), then as a new change of the same bill.
    await push(env, fd, deviceId, [change]);
    const again = mutation({ name: MutationName.BILL_CREATE, args: bill, deviceId, seq: 2, userId, branchId: downtown });
    await push(env, fd, deviceId, [again]);
    // A second server process that believes it paid the same bill: the unique bill_id stops it.
    const branch = await env.db.one<{ id: string; tenant_id: string; code: string; name: string }>(`SELECT id, tenant_id, code, name FROM branch WHERE id = $1`, [downtown]);
    await requestReview(env.db, { tenantId: branch.tenant_id, branch, billId: bill.id, customerId: customer.id, total: 4520, actionTime: new Date(), userId, now: new Date() });
    expect(await env.db.query(`SELECT id FROM booking_review WHERE bill_id = $1`, [bill.id])).toHaveLength(1);
    expect(await queuedFor(bill.id)).toHaveLength(2);
  });

  it('a cancelled bill\'s link stops working', async () => {
    const customer = await reviewCustomer(env.db, downtown);
    const billId = await payVisit(env, fd, { branchId: downtown, customerId: customer.id, technician: tech, cash });
    const token = await tokenOfBill(env.db, billId);
    expect((await publicGet(env, token)).statusCode).toBe(200);
    const manager = await signIn(env.app, 'manager');
    const cancel = await env.app.inject({ method: 'GET', url: `${BillPath.CANCEL_BILL}?id=${billId}`, headers: manager.headers });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const read = await publicGet(env, token);
    expect(read.statusCode).toBe(410);
    expect(body(read).code).toBe('REVIEW_LINK_CLOSED');
    expect((await publicPost(env, token, { rate: 5 })).statusCode).toBe(410);
    expect(await env.db.one(`SELECT rate FROM booking_review WHERE bill_id = $1`, [billId])).toEqual({ rate: null });
  });
});
