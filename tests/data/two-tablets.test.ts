/**
 * Two tablets, one server, in one process: each tablet has its own IndexedDB database and its
 * own cookie jar. They sign in, register, work offline, then sync. The change the server
 * refuses lands in that tablet's Needs attention with the server's words; nothing else is
 * affected, and the server holds each applied change exactly once, even when an answer is lost.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/domain/errors';
import { errorMessages } from '../../src/domain/error-messages-en';
import { SyncPath } from '../../src/domain/sync-protocol';
import { retryAttention, replaceAttention } from '../../src/data/attention';
import { DEVICE_KEY } from '../../src/data/db';
import { loadDrawer } from '../../src/data/drawer';
import { readDrawer } from '../../src/data/drawer-view';
import { createPosAction } from '../../src/data/pos-actions';
import { runSyncRound } from '../../src/data/sync-round';
import { TEST_NOW, TEST_TODAY } from '../server/helpers';
import { useTabletServer } from './tablet-server';

const server = useTabletServer();
const signedInTablet = server.signedInTablet;

async function serverRows(ids: readonly string[]) {
  return server.db.query<{ id: string; code: string; value_cents: number }>(
    `SELECT id, code, value_cents FROM pos_action WHERE id = ANY($1::uuid[]) ORDER BY code`,
    [ids],
  );
}

describe('two tablets, one server', () => {
  it('sync offline work: one change refused into Needs attention, the rest applied exactly once', async () => {
    const a = await signedInTablet('a', 'frontdesk', new Date(TEST_NOW.getTime() - 10 * 60_000));
    const b = await signedInTablet('b', 'manager', new Date(TEST_NOW.getTime() - 5 * 60_000));

    const deviceA = await a.env.db.device.get(DEVICE_KEY);
    const deviceB = await b.env.db.device.get(DEVICE_KEY);
    if (!deviceA || !deviceB) throw new Error('a tablet did not register');
    expect(deviceB.deviceId).not.toBe(deviceA.deviceId);
    expect(deviceB.deviceNo).not.toBe(deviceA.deviceNo);
    expect(await a.env.db.checkoutMethods.get(server.downtown)).toBeDefined();

    // The link drops; both keep working.
    a.jar.setOffline(true);
    b.jar.setOffline(true);
    const a1 = await createPosAction({ type: 'IN', value: 20_000, note: 'opening float' }, a.ctx, a.env);
    const a2 = await createPosAction({ type: 'OUT', value: 1_500, note: 'milk' }, a.ctx, a.env);
    const b1 = await createPosAction({ type: 'IN', value: 5_000, note: '' }, b.ctx, b.env);
    // B's clock runs two hours fast for one change: the server will call it "in the future".
    b.clock.advance(2 * 3600_000);
    const bFuture = await createPosAction({ type: 'IN', value: 7_700, note: 'clock wrong' }, b.ctx, b.env);
    b.clock.advance(-2 * 3600_000);
    const b3 = await createPosAction({ type: 'OUT', value: 300, note: 'stamps' }, b.ctx, b.env);
    expect(new Set([a1.code, a2.code, b1.code, bFuture.code, b3.code]).size).toBe(5);

    // Offline rounds change nothing and lose nothing.
    expect((await runSyncRound(a.env)).stop).toBe('retry');
    expect(await a.env.db.outbox.count()).toBe(2);

    // Back online. A's first push reaches the server but its answer is lost on the way back.
    a.jar.setOffline(false);
    b.jar.setOffline(false);
    a.jar.dropResponse(SyncPath.PUSH);
    expect((await runSyncRound(a.env, { force: true })).stop).toBe('retry');
    expect(await a.env.db.outbox.count()).toBe(2);
    expect(await serverRows([a1.id, a2.id])).toHaveLength(2);

    expect(await runSyncRound(a.env, { force: true })).toMatchObject({ stop: 'done', applied: 2, rejected: 0 });
    expect(await runSyncRound(b.env, { force: true })).toMatchObject({ stop: 'done', applied: 2, rejected: 1 });

    expect(await a.env.db.outbox.count()).toBe(0);
    expect(await a.env.db.attention.count()).toBe(0);
    expect(await b.env.db.outbox.count()).toBe(0);
    const [refused, ...others] = await b.env.db.attention.toArray();
    expect(others).toEqual([]);
    expect(refused?.error).toMatchObject({ code: ErrorCode.ACTION_TIME_IN_FUTURE, message: errorMessages.ACTION_TIME_IN_FUTURE, facts: { actionTime: expect.any(String) } });
    expect(refused?.mutation.args).toMatchObject({ id: bFuture.id, value: 7_700 });

    // Each applied change exactly once on the server; the refused one not at all.
    const rows = await serverRows([a1.id, a2.id, b1.id, b3.id, bFuture.id]);
    expect(rows.map((r) => r.id).sort()).toEqual([a1.id, a2.id, b1.id, b3.id].sort());
    const records = await server.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM sync_record WHERE device_id = ANY($1::uuid[])`,
      [[deviceA.deviceId, deviceB.deviceId]],
    );
    expect(records.n).toBe(5);

    // Both drawers show the branch day the same way: each record once, the refused one nowhere.
    await loadDrawer(server.downtown, TEST_TODAY, [], a.env);
    await loadDrawer(server.downtown, TEST_TODAY, [], b.env);
    const viewA = await readDrawer(a.env.db, server.downtown, TEST_TODAY, []);
    const viewB = await readDrawer(b.env.db, server.downtown, TEST_TODAY, []);
    const ours = (ids: string[]) => (viewA.result?.actions ?? []).filter((r) => ids.includes(r.id));
    expect(ours([a1.id, a2.id, b1.id, b3.id])).toHaveLength(4);
    expect(viewA.result?.actions.some((r) => r.id === bFuture.id)).toBe(false);
    expect(viewB.result?.overview).toEqual(viewA.result?.overview);

    // Staff fix the time and send it again: it lands, once. B's clock reads 09:55 and the server
    // judges the fixed change at the time it was made, so the time set is one before that.
    if (refused?.mutation.name !== 'posAction.create') throw new Error('unexpected');
    await expect(retryAttention(refused.id, { force: true }, b.env)).rejects.toMatchObject({ code: ErrorCode.VALIDATION });
    await replaceAttention(refused.id, { ...refused.mutation.args, actionTime: `${TEST_TODAY} 09:54` }, b.env);
    expect(await runSyncRound(b.env, { force: true })).toMatchObject({ stop: 'done', applied: 1, rejected: 0 });
    expect(await b.env.db.attention.count()).toBe(0);
    expect(await serverRows([bFuture.id])).toHaveLength(1);
  });
});
