/**
 * Who made a queued change is proven, not claimed: the server accepts a change only in the
 * name of a user who signed in on the device that pushes it, and naming another user never
 * widens the rights of the person pushing (issue 21, point 1).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BillPath } from '../../src/domain/bill/paths';
import { ErrorCode } from '../../src/domain/errors';
import { MutationName, MutationOutcome, type MutationResult } from '../../src/domain/sync-protocol';
import { setupTestEnv, signIn, userIdByName, type SignedIn, type TestEnv } from './helpers';
import { mutation } from './bookingFixtures';
import { billFor, billingWorld, getJson, makeBooking, postJson, type BillingWorld } from './billingFixtures';
import { payMutation, push, pushResult, registerDevice } from './syncHelpers';

describe('sync: the user of a pushed change is proven', () => {
  let env: TestEnv;
  let world: BillingWorld;
  let fdId: string;
  let adminId: string;
  let managerId: string;

  beforeAll(async () => {
    env = await setupTestEnv();
    world = await billingWorld(env.db);
    [fdId, adminId, managerId] = [await userIdByName(env.db, 'frontdesk'), await userIdByName(env.db, 'admin'), await userIdByName(env.db, 'manager')];
  });
  afterAll(async () => {
    await env.close();
  });

  /** A bill paid online by the front desk, its status as the server holds it. */
  async function paidBill(who: SignedIn): Promise<string> {
    const made = await makeBooking(env.db, { branchId: world.downtown, guests: [{ lines: [{ technicianId: world.dt[0]?.id ?? '', price: 4000 }] }] });
    const bill = await billFor(env, who, {
      branchId: world.downtown, bookingId: made.bookingId, guestIds: made.guestIds, received: [{ checkoutMethodId: world.cash, amount: 5000 }],
    });
    const res = await postJson(env, who, BillPath.CREATE_BILL, bill);
    if (res.statusCode !== 200) throw new Error(`create-bill failed: ${res.body}`);
    return bill.id;
  }
  const billStatus = async (id: string) => (await env.db.one<{ status: string }>(`SELECT status FROM bill WHERE id = $1`, [id])).status;
  const cancelOf = (deviceId: string, seq: number, userId: string, billId: string) =>
    mutation({ name: MutationName.BILL_CANCEL, args: { billId, branchId: world.downtown }, deviceId, seq, userId, branchId: world.downtown });
  const pay = (deviceId: string, seq: number, userId: string) =>
    payMutation({ deviceId, seq, userId, branchId: world.downtown, checkoutMethodId: world.cash });
  const actionLogOf = (entityId: string) =>
    env.db.query<{ user_id: string; action: string }>(`SELECT user_id, action FROM action_log WHERE entity_id = $1 ORDER BY action`, [entityId]);
  const recordOf = (mutationId: string) =>
    env.db.one<{ user_id: string; outcome: string }>(`SELECT user_id, outcome FROM sync_record WHERE mutation_id = $1`, [mutationId]);
  const refusal = (r: MutationResult | undefined) => [r?.outcome, r?.error?.code];
  const fullNameOf = async (id: string) => (await env.db.one<{ full_name: string }>(`SELECT full_name FROM app_user WHERE id = $1`, [id])).full_name;

  it('refuses a cancel pushed by the front desk in the admin’s name: the bill stays paid and nobody is blamed', async () => {
    const fd = await signIn(env.app, 'frontdesk');
    const billId = await paidBill(fd);
    // Online, the front desk may not cancel a bill.
    expect((await getJson(env, fd, `${BillPath.CANCEL_BILL}?id=${billId}`)).statusCode).toBe(403);

    const { deviceId } = await registerDevice(env, fd);
    const claimed = cancelOf(deviceId, 1, adminId, billId);
    const [result] = pushResult(await push(env, fd, deviceId, [claimed])).results;
    expect(refusal(result)).toEqual([MutationOutcome.REJECTED, ErrorCode.CHANGE_USER_NOT_SIGNED_IN]);
    expect(result?.error?.message).toMatch(/never signed in on this tablet/);
    expect(result?.error?.facts).toEqual({ userName: await fullNameOf(adminId) });
    expect(await billStatus(billId)).toBe('PAID');
    // The bill's log holds its payment by the front desk only; the refusal is kept under the pusher.
    expect(await actionLogOf(billId)).toEqual([{ user_id: fdId, action: 'create' }]);
    expect(await recordOf(claimed.id as string)).toEqual({ user_id: fdId, outcome: 'REJECTED' });
  });

  it('refuses the same cancel even when the admin did sign in on that tablet: the pusher’s rights bound it', async () => {
    const fd = await signIn(env.app, 'frontdesk');
    const billId = await paidBill(fd);
    const { deviceId } = await registerDevice(env, fd);
    await signIn(env.app, 'admin', { deviceId });
    const cancel = cancelOf(deviceId, 1, adminId, billId);
    const [result] = pushResult(await push(env, fd, deviceId, [cancel])).results;
    expect(refusal(result)).toEqual([MutationOutcome.REJECTED, ErrorCode.CHANGE_SENDER_NOT_ALLOWED]);
    expect(result?.error?.facts).toEqual({ userName: await fullNameOf(adminId), senderName: await fullNameOf(fdId) });
    expect(await billStatus(billId)).toBe('PAID');
    expect(await actionLogOf(billId)).toEqual([{ user_id: fdId, action: 'create' }]);

    // The admin signs in on the tablet and the change, retried under the admin's session, applies in the admin's name.
    const admin = await signIn(env.app, 'admin', { deviceId });
    const retried = cancelOf(deviceId, 2, adminId, billId);
    const [applied] = pushResult(await push(env, admin, deviceId, [retried])).results;
    expect(applied?.outcome).toBe(MutationOutcome.APPLIED);
    expect(await billStatus(billId)).toBe('CANCEL');
    expect(await actionLogOf(billId)).toEqual([{ user_id: adminId, action: 'cancel' }, { user_id: fdId, action: 'create' }]);
    expect(await env.db.one(`SELECT cancelled_by FROM bill WHERE id = $1`, [billId])).toEqual({ cancelled_by: adminId });
  });

  it('syncs a shared shift: the morning cashier’s offline changes, pushed later by the manager, in the cashier’s name', async () => {
    const fd = await signIn(env.app, 'frontdesk');
    const { deviceId } = await registerDevice(env, fd);
    const morning = [pay(deviceId, 1, fdId), pay(deviceId, 2, fdId)];
    // The link was down all morning; the manager signs in on the same tablet at noon and the queue goes out.
    const manager = await signIn(env.app, 'manager', { deviceId });
    const afternoon = pay(deviceId, 3, managerId);
    const { results } = pushResult(await push(env, manager, deviceId, [...morning, afternoon]));
    expect(results.map((r) => r.outcome)).toEqual(['APPLIED', 'APPLIED', 'APPLIED']);
    const ids = [...morning, afternoon].map((m) => (m.args as { id: string }).id);
    const creators = await env.db.query<{ id: string; created_by: string }>(`SELECT id, created_by FROM pos_action WHERE id = ANY($1::uuid[])`, [ids]);
    expect(new Map(creators.map((r) => [r.id, r.created_by]))).toEqual(new Map([[ids[0], fdId], [ids[1], fdId], [ids[2], managerId]]));
    for (const [i, id] of ids.entries()) expect(await actionLogOf(id ?? '')).toEqual([{ user_id: i < 2 ? fdId : managerId, action: 'create' }]);
  });

  it('refuses a change of a user who never signed in on the tablet, and takes it once that user has', async () => {
    const fd = await signIn(env.app, 'frontdesk');
    const { deviceId } = await registerDevice(env, fd);
    const first = pay(deviceId, 1, managerId);
    const [refused] = pushResult(await push(env, fd, deviceId, [first])).results;
    expect(refusal(refused)).toEqual([MutationOutcome.REJECTED, ErrorCode.CHANGE_USER_NOT_SIGNED_IN]);
    expect(refused?.error?.message).toBe('The person who made this change never signed in on this tablet. They can sign in here and press Retry.');

    await signIn(env.app, 'manager', { deviceId });
    const [applied] = pushResult(await push(env, fd, deviceId, [pay(deviceId, 2, managerId)])).results;
    expect(applied?.outcome).toBe(MutationOutcome.APPLIED);
  });

  it('records sign-ins: at login with a device of the tenant, at register-device, at push; an unknown device never blocks sign-in', async () => {
    const fd = await signIn(env.app, 'frontdesk');
    const { deviceId } = await registerDevice(env, fd);
    const signedIn = async () =>
      (await env.db.query<{ user_id: string }>(`SELECT user_id FROM device_sign_in WHERE device_id = $1 ORDER BY user_id`, [deviceId])).map((r) => r.user_id);
    expect(await signedIn()).toEqual([fdId]);

    // Another tenant's admin naming this device, an unknown device, a malformed id: signed in, nothing recorded.
    await signIn(env.app, 'lotus', { deviceId });
    await signIn(env.app, 'manager', { deviceId: randomUUID() });
    await signIn(env.app, 'manager', { deviceId: 'not-a-device' });
    expect(await signedIn()).toEqual([fdId]);

    await signIn(env.app, 'manager', { deviceId });
    expect(await signedIn()).toEqual([fdId, managerId].sort());

    // A session that pushes is signed in on that device: an admin with a remembered session from before.
    const admin = await signIn(env.app, 'admin');
    pushResult(await push(env, admin, deviceId, [pay(deviceId, 1, adminId)]));
    expect(await signedIn()).toEqual([fdId, managerId, adminId].sort());
  });

  it('keeps refusing a user of another tenant, whatever device they signed in on', async () => {
    const fd = await signIn(env.app, 'frontdesk');
    const { deviceId } = await registerDevice(env, fd);
    const lotusId = await userIdByName(env.db, 'lotus');
    await signIn(env.app, 'lotus', { deviceId });
    const [result] = pushResult(await push(env, fd, deviceId, [pay(deviceId, 1, lotusId)])).results;
    expect(refusal(result)).toEqual([MutationOutcome.REJECTED, ErrorCode.FORBIDDEN]);
  });
});
