/**
 * A shared tablet against the real server: the tablet sends its device id with each sign-in,
 * so a change made by one person and sent later under a colleague's session is accepted in
 * its maker's name; a change of someone the server never saw sign in there goes to Needs
 * attention with the reason, and Retry works once that person has signed in.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/domain/errors';
import { errorMessages } from '../../src/domain/error-messages-en';
import { retryAttention } from '../../src/data/attention';
import { DEVICE_KEY } from '../../src/data/db';
import { createPosAction } from '../../src/data/pos-actions';
import { runSyncRound } from '../../src/data/sync-round';
import { TEST_NOW } from '../server/helpers';
import { useTabletServer, type Tablet } from './tablet-server';

const server = useTabletServer();

async function deviceIdOf(t: Tablet): Promise<string> {
  const device = await t.env.db.device.get(DEVICE_KEY);
  if (!device) throw new Error('the tablet did not register');
  return device.deviceId;
}

const userId = async (username: string) => (await server.db.one<{ id: string }>(`SELECT id FROM app_user WHERE username = $1`, [username])).id;
const createdBy = async (posActionId: string) =>
  (await server.db.one<{ created_by: string }>(`SELECT created_by FROM pos_action WHERE id = $1`, [posActionId])).created_by;

describe('a shared tablet: whose change it is, proven', () => {
  it('sends the sign-in of each person on the tablet: the manager’s offline pay-in, sent under the front desk’s session, is the manager’s', async () => {
    const t = await server.signedInTablet('shared', 'frontdesk', TEST_NOW);
    await server.signInOn(t, 'manager');
    const signedIn = await server.db.query<{ user_id: string }>(`SELECT user_id FROM device_sign_in WHERE device_id = $1`, [await deviceIdOf(t)]);
    expect(signedIn.map((r) => r.user_id).sort()).toEqual([await userId('frontdesk'), await userId('manager')].sort());

    t.jar.setOffline(true);
    const payIn = await createPosAction({ type: 'IN', value: 4_000, note: 'change for the till' }, t.ctx, t.env);
    // The link comes back after the shift change: the front desk's session sends the queue.
    t.jar.setOffline(false);
    await server.signInOn(t, 'frontdesk');
    expect(await runSyncRound(t.env, { force: true })).toMatchObject({ stop: 'done', applied: 1, rejected: 0 });
    expect(await createdBy(payIn.id)).toBe(await userId('manager'));
    expect(await t.env.db.attention.count()).toBe(0);
  });

  it('puts the change of someone never seen signing in here in Needs attention with the reason; Retry works after they sign in', async () => {
    const t = await server.signedInTablet('old', 'manager', TEST_NOW);
    // The manager's sign-in predates the server's record of sign-ins (a tablet in use before the upgrade).
    await server.db.query(`DELETE FROM device_sign_in WHERE device_id = $1`, [await deviceIdOf(t)]);
    t.jar.setOffline(true);
    const payIn = await createPosAction({ type: 'IN', value: 2_500, note: 'float' }, t.ctx, t.env);
    t.jar.setOffline(false);
    await server.signInOn(t, 'frontdesk');
    expect(await runSyncRound(t.env, { force: true })).toMatchObject({ stop: 'done', applied: 0, rejected: 1 });
    const [item, ...others] = await t.env.db.attention.toArray();
    expect(others).toEqual([]);
    expect(item?.error).toMatchObject({ code: ErrorCode.CHANGE_USER_NOT_SIGNED_IN, message: errorMessages.CHANGE_USER_NOT_SIGNED_IN, facts: { userName: expect.any(String) } });

    await server.signInOn(t, 'manager');
    await retryAttention(item?.id ?? '', {}, t.env);
    expect(await runSyncRound(t.env, { force: true })).toMatchObject({ stop: 'done', applied: 1, rejected: 0 });
    expect(await createdBy(payIn.id)).toBe(await userId('manager'));
    expect(await t.env.db.attention.count()).toBe(0);
  });
});
