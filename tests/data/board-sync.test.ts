/**
 * The appointment board through the offline engine, against a real server: bookings made
 * offline on two tablets, the conflict the server settles, the board that never shows a
 * change twice or drops it while the confirmed copy is on its way, and a tablet the server
 * forgot (data restored) re-registering without losing what waits in its outbox.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/domain/errors';
import { MutationName } from '../../src/domain/sync-protocol';
import { moveAttentionToClipboard, retryAttention } from '../../src/data/attention';
import { readBoardInputs } from '../../src/data/board';
import { confirmBooking, createBooking } from '../../src/data/booking-actions';
import { loadClipboard, loadDay } from '../../src/data/day';
import { DEVICE_KEY } from '../../src/data/db';
import { createPosAction } from '../../src/data/pos-actions';
import { runSyncRound } from '../../src/data/sync-round';
import { handlers } from '../../src/worker/handlers';
import { loadBoard } from '../../src/server/booking/boardContext';
import { bookingArgs, serviceWithFree, servicesOf, TOMORROW, tenantOfBranch } from '../server/bookingFixtures';
import { TEST_NOW, TEST_TODAY } from '../server/helpers';
import { useTabletServer, type Tablet } from './tablet-server';

const server = useTabletServer();

async function boardOn(t: Tablet, date: string) {
  await loadDay(server.downtown, date, t.env);
  await loadClipboard(server.downtown, t.env);
}

/** What the tablet's screen shows for that day: the worker's board from what Dexie holds. */
async function shown(t: Tablet, date: string) {
  const inputs = await readBoardInputs(t.env.db, server.downtown, date);
  if (!inputs?.day.config || !inputs.day.technicians) throw new Error('day not stored');
  const { day, clipboard } = inputs;
  return handlers.boardScreen({
    view: { date, bookings: day.bookings ?? [], guests: day.guests ?? [], technicians: day.technicians ?? [], clipboard: { bookings: clipboard?.bookings ?? [], guests: clipboard?.guests ?? [] } },
    changes: inputs.changes,
    pendingIds: inputs.pendingIds,
    config: day.config ?? { startTime: '09:00', endTime: '19:00', workingOverTime: 0 },
    today: TEST_TODAY,
    createdTime: `${TEST_TODAY} 10:00`,
  });
}

describe('the board through the offline engine', () => {
  it('two tablets book the same slot offline: one lands, the other waits in Needs attention until forced', async () => {
    const a = await server.signedInTablet('a', 'manager', TEST_NOW);
    const b = await server.signedInTablet('b', 'frontdesk', TEST_NOW);
    await boardOn(a, TOMORROW);
    await boardOn(b, TOMORROW);

    const tenantId = await tenantOfBranch(server.db, server.downtown);
    const board = await loadBoard(server.db, { tenantId, branchId: server.downtown, date: TOMORROW, now: TEST_NOW });
    const start = `${TOMORROW} 11:00`;
    const { service, technicians } = serviceWithFree(board, await servicesOf(server.db, server.downtown), start, 1);
    const technicianId = technicians[0] ?? '';
    const line = { service, technicianId, startTime: start };

    a.jar.setOffline(true);
    b.jar.setOffline(true);
    const { code: _a, ...argsA } = bookingArgs({ branchId: server.downtown, customerName: 'ann lee', guests: [{ lines: [line] }] });
    const { code: _b, ...argsB } = bookingArgs({ branchId: server.downtown, customerName: 'bob ray', guests: [{ lines: [line] }] });
    const madeA = await createBooking(a.ctx.branch, argsA, a.env);
    const madeB = await createBooking(b.ctx.branch, argsB, b.env);
    expect(madeA.code).toMatch(new RegExp(`^${a.ctx.branch.code}-\\d+-1$`));
    expect(madeA.code).not.toBe(madeB.code);

    // Offline, each tablet already shows its own booking, marked as not yet sent.
    const offlineA = await shown(a, TOMORROW);
    const cardA = offlineA.items.find((i) => i.bookingId === argsA.id);
    expect(cardA).toMatchObject({ technicianId, startTime: start });
    expect(offlineA.view.pendingIds).toContain(cardA?.id);
    expect(offlineA.view.bookings.find((x) => x.id === argsA.id)?.customerName).toBe('ANN LEE');

    a.jar.setOffline(false);
    b.jar.setOffline(false);
    expect((await runSyncRound(a.env)).applied).toBe(1);
    const roundB = await runSyncRound(b.env);
    expect(roundB.rejected).toBe(1);

    // A's booking stays on screen, now final; after the pull the server's copy holds it once.
    const afterA = await shown(a, TOMORROW);
    expect(afterA.items.filter((i) => i.bookingId === argsA.id)).toHaveLength(1);
    expect(afterA.view.pendingIds).toEqual([]);

    const [refused] = await b.env.db.attention.toArray();
    // With the facts Needs attention says: whose column and when.
    expect(refused?.error).toMatchObject({ code: ErrorCode.NOT_ALLOW_MULTITASKING, message: 'Not allow multitasking!', facts: { start } });
    expect(refused?.mutation.name).toBe(MutationName.BOOKING_CREATE);
    // Refused, B's booking leaves B's board (it is in Needs attention instead).
    expect((await shown(b, TOMORROW)).items.some((i) => i.bookingId === argsB.id)).toBe(false);

    // The front desk decides to double-book: retry with force.
    await retryAttention(refused?.id ?? '', { force: true }, b.env);
    expect((await runSyncRound(b.env)).applied).toBe(1);
    expect(await b.env.db.attention.count()).toBe(0);
    const onServer = await server.db.query<{ id: string; code: string }>(`SELECT id, code FROM booking WHERE id = ANY($1::uuid[]) ORDER BY code`, [[argsA.id, argsB.id]]);
    expect(onServer.map((r) => r.code).sort()).toEqual([madeA.code, madeB.code].sort());
    const both = await shown(b, TOMORROW);
    expect(both.items.filter((i) => i.technicianId === technicianId && i.startTime === start)).toHaveLength(2);
  });

  it('a refused booking moved to the clipboard from Needs attention reaches the server once, waiting there', async () => {
    const a = await server.signedInTablet('ma', 'manager', TEST_NOW);
    const b = await server.signedInTablet('mb', 'frontdesk', TEST_NOW);
    await boardOn(b, TOMORROW);
    const tenantId = await tenantOfBranch(server.db, server.downtown);
    const board = await loadBoard(server.db, { tenantId, branchId: server.downtown, date: TOMORROW, now: TEST_NOW });
    const start = `${TOMORROW} 15:00`;
    const { service, technicians } = serviceWithFree(board, await servicesOf(server.db, server.downtown), start, 1);
    const line = { service, technicianId: technicians[0] ?? '', startTime: start };

    b.jar.setOffline(true);
    const { code: _a, ...argsA } = bookingArgs({ branchId: server.downtown, customerName: 'cara one', guests: [{ lines: [line] }] });
    const { code: _b, ...argsB } = bookingArgs({ branchId: server.downtown, customerName: 'dina two', guests: [{ lines: [line] }] });
    await createBooking(a.ctx.branch, argsA, a.env);
    const madeB = await createBooking(b.ctx.branch, argsB, b.env);
    // A later change to the same booking waits for it.
    await confirmBooking({ id: argsB.id, branchId: server.downtown, confirm: true }, b.env);
    expect((await runSyncRound(a.env)).applied).toBe(1);
    b.jar.setOffline(false);
    expect(await runSyncRound(b.env)).toMatchObject({ applied: 0, rejected: 2 });
    const refused = (await b.env.db.attention.toArray()).find((i) => !i.waitsFor);
    expect(refused?.error.code).toBe(ErrorCode.NOT_ALLOW_MULTITASKING);

    await moveAttentionToClipboard(refused?.id ?? '', b.env);
    expect(await b.env.db.attention.count()).toBe(0);
    const [moved, follower] = await b.env.db.outbox.orderBy('localOrder').toArray();
    expect(moved).toMatchObject({ name: MutationName.BOOKING_CREATE, args: { id: argsB.id, code: madeB.code, clipboard: true, start: false, force: false } });
    expect(follower).toMatchObject({ name: MutationName.BOOKING_CONFIRM, dependsOn: [moved?.id] });
    // On B's screen at once: on the clipboard, not in the taken slot.
    const before = await shown(b, TOMORROW);
    expect(before.items.some((i) => i.bookingId === argsB.id)).toBe(false);
    expect(before.view.clipboard.guests.map((g) => g.bookingId)).toContain(argsB.id);

    expect(await runSyncRound(b.env)).toMatchObject({ applied: 2, rejected: 0 });
    expect(await runSyncRound(b.env)).toMatchObject({ applied: 0, rejected: 0 });
    const rows = await server.db.query<{ code: string; clipboard: boolean; technician_id: string | null }>(
      `SELECT b.code, g.clipboard, s.technician_id FROM booking b JOIN guest g ON g.booking_id = b.id JOIN segment s ON s.guest_id = g.id WHERE b.id = $1`,
      [argsB.id],
    );
    expect(rows).toEqual([{ code: madeB.code, clipboard: true, technician_id: null }]);
    const after = await shown(b, TOMORROW);
    expect(after.view.clipboard.guests.filter((g) => g.bookingId === argsB.id)).toHaveLength(1);
    expect(after.items.filter((i) => i.bookingId === argsA.id)).toHaveLength(1);
  });

  it('a tablet the server forgot registers again and sends what waited, renumbered, exactly once', async () => {
    const c = await server.signedInTablet('c', 'frontdesk', TEST_NOW);
    const before = await c.env.db.device.get(DEVICE_KEY);
    if (!before) throw new Error('not registered');
    c.jar.setOffline(true);
    const pay = await createPosAction({ type: 'IN', value: 4_200, note: 'after restore' }, c.ctx, c.env);
    expect(pay.code).toBe(`${c.ctx.branch.code}-${before.deviceNo}-1`);

    // The server's data is restored from a backup that predates this tablet.
    await server.db.query(`DELETE FROM sync_device WHERE id = $1`, [before.deviceId]);
    c.jar.setOffline(false);
    const round = await runSyncRound(c.env);
    expect(round.applied).toBe(1);

    const after = await c.env.db.device.get(DEVICE_KEY);
    expect(after?.deviceId).not.toBe(before.deviceId);
    expect(after?.nextSeq).toBe(2);
    const rows = await server.db.query<{ code: string; device_id: string }>(`SELECT code, device_id FROM pos_action WHERE id = $1`, [pay.id]);
    expect(rows).toEqual([{ code: `${c.ctx.branch.code}-${after?.deviceNo}-1`, device_id: after?.deviceId }]);
    expect((await c.env.db.receipts.get(pay.id))?.code).toBe(rows[0]?.code);
    expect(await c.env.db.outbox.count()).toBe(0);
  });
});
