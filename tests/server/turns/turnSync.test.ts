import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath, BookingStatus, type DayBookingsResult } from '../../../src/domain/api';
import { MutationName, MutationOutcome, type MutationResult } from '../../../src/domain/sync-protocol';
import { turnOrder } from '../../../src/domain/turns/turn-order';
import { body, branchIdByName, signIn, setupTestEnv, TEST_NOW, TEST_TODAY, userIdByName, type SignedIn, type TestEnv } from '../helpers';
import { bookingArgs, boardOf, serviceWithFree, servicesOf, syncTablet, type ServiceRow } from '../bookingFixtures';
import { grantAppointmentPlanToLotus } from '../readFixtures';

/** TEST_NOW is 10:00 in Toronto: the technicians clock in before it. */
const at = (hm: string) => new Date(`${TEST_TODAY}T${hm}:00-05:00`).toISOString();
/** The seeded branch's. */
const TZ = 'America/Toronto';
const WALK_IN_AT = `${TEST_TODAY} 10:00`;

describe('walk-in turns through sync push', () => {
  let env: TestEnv;
  let fd: SignedIn;
  let manager: SignedIn;
  let fdId: string;
  let managerId: string;
  let downtown: string;
  let services: ServiceRow[];
  let technicians: string[];

  beforeAll(async () => {
    env = await setupTestEnv();
    fd = await signIn(env.app, 'frontdesk');
    manager = await signIn(env.app, 'manager');
    fdId = await userIdByName(env.db, 'frontdesk');
    managerId = await userIdByName(env.db, 'manager');
    downtown = await branchIdByName(env.db, 'Downtown Toronto');
    services = await servicesOf(env.db, downtown);
    // Two technicians free at 10:00 today, so a walk-in can be booked on the first.
    technicians = serviceWithFree(await boardOf(env, downtown, TEST_TODAY), services, WALK_IN_AT, 2).technicians;
  });
  afterAll(async () => {
    await env.close();
  });

  const tablet = (who: SignedIn, userId: string, branchId = downtown) => syncTablet(env, who, userId, branchId);
  const outcomes = (results: readonly MutationResult[]) => results.map((r) => (r.outcome === MutationOutcome.APPLIED ? 'APPLIED' : r.error?.code));
  const clockIn = (technicianId: string, hm: string, over: object = {}) => ({ id: randomUUID(), branchId: downtown, technicianId, date: TEST_TODAY, clockedInAt: at(hm), ...over });
  const move = (technicianId: string, over: object = {}) => ({
    id: randomUUID(), branchId: downtown, technicianId, date: TEST_TODAY, direction: 'DOWN', note: 'back late from lunch', movedAt: TEST_NOW.toISOString(), halfTurnsAt: 0, ...over,
  });

  async function day(who: SignedIn = fd): Promise<DayBookingsResult> {
    const res = await env.app.inject({ method: 'GET', url: `${ApiPath.DAY_BOOKINGS}?branchId=${downtown}&date=${TEST_TODAY}`, headers: who.headers });
    expect(res.statusCode).toBe(200);
    return body<DayBookingsResult>(res).result;
  }
  const turnRows = async () => (await env.db.one<{ n: number }>(`SELECT (SELECT count(*) FROM technician_clock_in)::int + (SELECT count(*) FROM turn_move)::int AS n`)).n;
  const logRows = async () => (await env.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM action_log WHERE entity_type = 'TURN_LIST'`)).n;

  it('keeps the earliest clock-in of a technician whatever tablet pushes first, once per change, and serves it in the day', async () => {
    const [anna = '', ben = ''] = technicians;
    const a = await tablet(fd, fdId);
    const b = await tablet(fd, fdId);
    const late = a.change(MutationName.CLOCK_IN, clockIn(anna, '09:20'));
    expect(outcomes(await a.push([late, a.change(MutationName.CLOCK_IN, clockIn(ben, '09:10'))]))).toEqual(['APPLIED', 'APPLIED']);
    // Tablet B was offline and saw Anna arrive first.
    expect(outcomes(await b.push([b.change(MutationName.CLOCK_IN, clockIn(anna, '09:00'))]))).toEqual(['APPLIED']);
    const before = await turnRows();
    const logsBefore = await logRows();
    // The same change again (a retried push): the stored answer, nothing written.
    const replay = await a.push([late]);
    expect(replay[0]?.replayed).toBe(true);
    expect(await turnRows()).toBe(before);
    expect(await logRows()).toBe(logsBefore);
    const turns = (await day()).turns;
    expect(turns?.clockIns.filter((c) => c.technicianId === anna).map((c) => c.clockedInAt)).toEqual([at('09:00')]);
    expect(turnOrder({ date: TEST_TODAY, turns: turns ?? { clockIns: [], moves: [] }, bookings: [], guests: [], fullTurnPrice: 3500, timeZone: TZ }).map((r) => r.technicianId)).toEqual([anna, ben]);
  });

  it('records a walk-in booked at the desk, never changed by an update, and counts it once started', async () => {
    const a = await tablet(fd, fdId);
    const [anna = ''] = technicians;
    const start = WALK_IN_AT;
    const board = await boardOf(env, downtown, TEST_TODAY);
    const { service } = serviceWithFree(board, services, start, 2);
    const args = { ...bookingArgs({ branchId: downtown, code: a.code(), guests: [{ lines: [{ service, technicianId: anna, startTime: start, price: 4000 }] }], force: true }), walkIn: true };
    const guestId = args.guests[0]?.id ?? '';
    expect(
      outcomes(
        await a.push([
          a.change(MutationName.BOOKING_CREATE, args),
          a.change(MutationName.BOOKING_UPDATE, { ...args, walkIn: false, note: 'gel' }),
          a.change(MutationName.BOOKING_STATUS, { bookingId: args.id, branchId: downtown, guestIds: [guestId], status: BookingStatus.PROCESSING, force: true }),
        ]),
      ),
    ).toEqual(['APPLIED', 'APPLIED', 'APPLIED']);
    const result = await day();
    expect(result.bookings.find((b) => b.id === args.id)?.walkIn).toBe(true);
    const rows = turnOrder({ date: TEST_TODAY, turns: result.turns ?? { clockIns: [], moves: [] }, bookings: result.bookings, guests: result.guests, fullTurnPrice: 3500, timeZone: TZ });
    // Anna took a full turn ($40.00 >= $35.00): Ben is next.
    expect(rows.map((r) => [r.technicianId, r.turns])).toEqual([[technicians[1], 0], [anna, 1]]);
  });

  it('lets the manager move a technician with a note the action log keeps; the front desk may not', async () => {
    const [, ben = ''] = technicians;
    const m = await tablet(manager, managerId);
    const f = await tablet(fd, fdId);
    const asDesk = f.change(MutationName.TURN_MOVE, move(ben));
    const before = await turnRows();
    expect(outcomes(await f.push([asDesk]))).toEqual(['FORBIDDEN']);
    expect(await turnRows()).toBe(before);
    const moveArgs = move(ben);
    expect(outcomes(await m.push([m.change(MutationName.TURN_MOVE, moveArgs)]))).toEqual(['APPLIED']);
    const log = await env.db.one<{ action: string; edit_info: { note: string; direction: string } }>(`SELECT action, edit_info FROM action_log WHERE entity_id = $1`, [moveArgs.id]);
    expect(log.edit_info).toMatchObject({ note: 'back late from lunch', direction: 'DOWN' });
    const result = await day();
    expect(result.turns?.moves.map((x) => x.id)).toEqual([moveArgs.id]);
    const rows = turnOrder({ date: TEST_TODAY, turns: result.turns ?? { clockIns: [], moves: [] }, bookings: result.bookings, guests: result.guests, fullTurnPrice: 3500, timeZone: TZ });
    // Ben was next; moved down one, Anna (one turn) is next now.
    expect(rows.map((r) => r.technicianId)).toEqual([technicians[0], ben]);
  });

  it('refuses bad input with a clear code and writes nothing', async () => {
    const [anna = ''] = technicians;
    const m = await tablet(manager, managerId);
    const before = await turnRows();
    const logs = await logRows();
    const results = await m.push([
      m.change(MutationName.CLOCK_IN, clockIn(anna, '09:00', { clockedInAt: `${TEST_TODAY} 09:00` })),
      m.change(MutationName.CLOCK_IN, clockIn(anna, '09:00', { date: '2026-11-21' })),
      m.change(MutationName.CLOCK_IN, clockIn(anna, '11:00')),
      m.change(MutationName.CLOCK_IN, clockIn(randomUUID(), '09:00')),
      m.change(MutationName.CLOCK_IN, { ...clockIn(anna, '09:00'), technicianId: 'anna' }),
      m.change(MutationName.TURN_MOVE, move(anna, { note: '   ' })),
      m.change(MutationName.TURN_MOVE, move(anna, { direction: 'TOP' })),
      m.change(MutationName.TURN_MOVE, move(anna, { halfTurnsAt: 1.5 })),
    ]);
    expect(outcomes(results)).toEqual(['VALIDATION', 'VALIDATION', 'VALIDATION', 'NOT_FOUND', 'VALIDATION', 'VALIDATION', 'VALIDATION', 'VALIDATION']);
    expect(await turnRows()).toBe(before);
    expect(await logRows()).toBe(logs);
    // An id already used by another turn record (a new change, not a replay) is refused as a duplicate.
    const first = move(anna, { direction: 'UP', note: 'covered for Ben' });
    expect(outcomes(await m.push([m.change(MutationName.TURN_MOVE, first), m.change(MutationName.CLOCK_IN, clockIn(randomUUID(), '09:00', { id: first.id, technicianId: anna }))]))).toEqual(['APPLIED', 'DUPLICATE']);
  });

  it("refuses another tenant's branch and technicians", async () => {
    const [anna = ''] = technicians;
    await grantAppointmentPlanToLotus(env.db);
    const lotus = await signIn(env.app, 'lotus');
    const lotusId = await userIdByName(env.db, 'lotus');
    const lotusBranch = await branchIdByName(env.db, 'Lotus Nails Midtown');
    const before = await turnRows();
    const intoMaple = await tablet(lotus, lotusId);
    expect(outcomes(await intoMaple.push([intoMaple.change(MutationName.CLOCK_IN, clockIn(anna, '09:00'))]))).toEqual(['BRANCH_NOT_AUTHORISED']);
    const own = await tablet(lotus, lotusId, lotusBranch);
    expect(
      outcomes(
        await own.push([
          own.change(MutationName.CLOCK_IN, clockIn(anna, '09:00', { branchId: lotusBranch })),
          own.change(MutationName.TURN_MOVE, move(anna, { branchId: lotusBranch })),
        ]),
      ),
    ).toEqual(['NOT_FOUND', 'NOT_FOUND']);
    expect(await turnRows()).toBe(before);
    // And Maple's day answer is not Lotus's to read.
    const res = await env.app.inject({ method: 'GET', url: `${ApiPath.DAY_BOOKINGS}?branchId=${downtown}&date=${TEST_TODAY}`, headers: lotus.headers });
    expect(res.statusCode).toBe(403);
  });
});
