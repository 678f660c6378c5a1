import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath, BookingStatus, type DayBookingsResult } from '../../../src/domain/api';
import { Right } from '../../../src/domain/rights';
import { MutationName, MutationOutcome, type MutationResult } from '../../../src/domain/sync-protocol';
import { turnOrder } from '../../../src/domain/turns/turn-order';
import { body, branchIdByName, signIn, setupTestEnv, TEST_TODAY, userIdByName, type SignedIn, type TestEnv } from '../helpers';
import { bookingArgs, boardOf, serviceWithFree, servicesOf, syncTablet, TOMORROW, withDenied, writeFingerprint, type ServiceRow } from '../bookingFixtures';
import { grantAppointmentPlanToLotus } from '../readFixtures';

/** The seeded branch's. */
const TZ = 'America/Toronto';
const at = (hm: string) => new Date(`${TEST_TODAY}T${hm}:00-05:00`).toISOString();
/** TEST_NOW is 10:00 in Toronto: the guest is seated now. */
const SEAT_AT = `${TEST_TODAY} 10:00`;

/** A guest waiting on the clipboard seated as a walk-in (issue 19): the booking then counts in the turn list. */
describe('seating a clipboard guest as a walk-in', () => {
  let env: TestEnv;
  let fd: SignedIn;
  let fdId: string;
  let downtown: string;
  let services: ServiceRow[];
  let service: ServiceRow;
  let technicians: string[];

  beforeAll(async () => {
    env = await setupTestEnv();
    fd = await signIn(env.app, 'frontdesk');
    fdId = await userIdByName(env.db, 'frontdesk');
    downtown = await branchIdByName(env.db, 'Downtown Toronto');
    services = await servicesOf(env.db, downtown);
    ({ service, technicians } = serviceWithFree(await boardOf(env, downtown, TEST_TODAY), services, SEAT_AT, 2));
  });
  afterAll(async () => {
    await env.close();
  });

  const outcomes = (results: readonly MutationResult[]) => results.map((r) => (r.outcome === MutationOutcome.APPLIED ? 'APPLIED' : r.error?.code));

  /** A booking (not a walk-in) made for later today, then moved to the clipboard. */
  async function waitingOnClipboard(tablet: Awaited<ReturnType<typeof syncTablet>>, hm = '16:00') {
    const args = bookingArgs({ branchId: downtown, code: tablet.code(), guests: [{ lines: [{ service, technicianId: technicians[1] ?? '', startTime: `${TEST_TODAY} ${hm}`, price: 4000 }] }], force: true });
    const guestId = args.guests[0]?.id ?? '';
    const made = await tablet.push([tablet.change(MutationName.BOOKING_CREATE, args), tablet.change(MutationName.GUEST_TO_CLIPBOARD, { bookingId: args.id, branchId: downtown, guestId })]);
    expect(outcomes(made)).toEqual(['APPLIED', 'APPLIED']);
    return { bookingId: args.id, guestId };
  }
  const seat = (x: { bookingId: string; guestId: string }, over: object = {}) => ({
    bookingId: x.bookingId, branchId: downtown, guestId: x.guestId, technicianId: technicians[0], startTime: SEAT_AT, scheduleDate: TEST_TODAY, walkIn: true, force: true, ...over,
  });
  const walkInOf = async (bookingId: string) => (await env.db.one<{ walk_in: boolean }>(`SELECT walk_in FROM booking WHERE id = $1`, [bookingId])).walk_in;

  async function day(): Promise<DayBookingsResult> {
    const res = await env.app.inject({ method: 'GET', url: `${ApiPath.DAY_BOOKINGS}?branchId=${downtown}&date=${TEST_TODAY}`, headers: fd.headers });
    expect(res.statusCode).toBe(200);
    return body<DayBookingsResult>(res).result;
  }

  it('marks the booking a walk-in, logs it, and the turn list counts it once started; a plain drop leaves it as it came', async () => {
    const [anna = '', ben = ''] = technicians;
    const a = await syncTablet(env, fd, fdId, downtown);
    const clockIns = [
      a.change(MutationName.CLOCK_IN, { id: crypto.randomUUID(), branchId: downtown, technicianId: anna, date: TEST_TODAY, clockedInAt: at('09:00') }),
      a.change(MutationName.CLOCK_IN, { id: crypto.randomUUID(), branchId: downtown, technicianId: ben, date: TEST_TODAY, clockedInAt: at('09:05') }),
    ];
    expect(outcomes(await a.push(clockIns))).toEqual(['APPLIED', 'APPLIED']);
    const guest = await waitingOnClipboard(a);
    expect(await walkInOf(guest.bookingId)).toBe(false);
    const seated = await a.push([
      a.change(MutationName.GUEST_TO_DASHBOARD, seat(guest)),
      a.change(MutationName.BOOKING_STATUS, { bookingId: guest.bookingId, branchId: downtown, guestIds: [guest.guestId], status: BookingStatus.PROCESSING, force: true }),
    ]);
    expect(outcomes(seated)).toEqual(['APPLIED', 'APPLIED']);
    expect(await walkInOf(guest.bookingId)).toBe(true);
    const log = await env.db.query<{ edit_info: { walkIn?: boolean; clipboard?: boolean } }>(`SELECT edit_info FROM action_log WHERE entity_id = $1 ORDER BY action_time, id`, [guest.bookingId]);
    expect(log.map((l) => l.edit_info)).toContainEqual(expect.objectContaining({ clipboard: false, walkIn: true }));
    const result = await day();
    const rows = turnOrder({ date: TEST_TODAY, turns: result.turns ?? { clockIns: [], moves: [] }, bookings: result.bookings, guests: result.guests, fullTurnPrice: 3500, timeZone: TZ });
    // Anna served a full turn ($40.00 >= $35.00): Ben is next.
    expect(rows.map((r) => [r.technicianId, r.turns])).toEqual([[ben, 0], [anna, 1]]);

    // Dropped without the walk-in mark: how the booking came in stays as it was.
    const other = await waitingOnClipboard(a, '17:00');
    expect(outcomes(await a.push([a.change(MutationName.GUEST_TO_DASHBOARD, seat(other, { walkIn: false, startTime: `${TEST_TODAY} 17:00`, technicianId: ben }))]))).toEqual(['APPLIED']);
    expect(await walkInOf(other.bookingId)).toBe(false);
  });

  it('refuses bad input, an online booking, another day and a user without the appointment right, and writes nothing', async () => {
    const a = await syncTablet(env, fd, fdId, downtown);
    const guest = await waitingOnClipboard(a, '15:00');
    const online = await waitingOnClipboard(a, '15:30');
    await env.db.query(`UPDATE booking SET type = 'TYPE_BOOKING_ONLINE' WHERE id = $1`, [online.bookingId]);
    const before = await writeFingerprint(env.db);
    const refused = await a.push([
      a.change(MutationName.GUEST_TO_DASHBOARD, seat(guest, { walkIn: 'yes' })),
      a.change(MutationName.GUEST_TO_DASHBOARD, seat(guest, { startTime: `${TOMORROW} 10:00`, scheduleDate: TOMORROW })),
      a.change(MutationName.GUEST_TO_DASHBOARD, seat(online)),
      a.change(MutationName.GUEST_TO_DASHBOARD, seat(guest, { guestId: crypto.randomUUID() })),
    ]);
    expect(outcomes(refused)).toEqual(['VALIDATION', 'VALIDATION', 'VALIDATION', 'NOT_FOUND']);
    expect(refused.map((r) => r.error?.message).slice(1, 3)).toEqual(['scheduleDate: A walk-in is seated today', 'walkIn: An online booking has an appointment']);
    await withDenied(env.db, 'FRONT_DESK', Right.APPOINTMENT_ACCESS, async () => {
      expect(outcomes(await a.push([a.change(MutationName.GUEST_TO_DASHBOARD, seat(guest))]))).toEqual(['FORBIDDEN']);
    });
    expect(await writeFingerprint(env.db)).toBe(before);
    expect(await walkInOf(guest.bookingId)).toBe(false);
  });

  it("refuses another tenant's booking, guest and technician ids", async () => {
    const a = await syncTablet(env, fd, fdId, downtown);
    const guest = await waitingOnClipboard(a, '14:30');
    await grantAppointmentPlanToLotus(env.db);
    const lotus = await signIn(env.app, 'lotus');
    const lotusId = await userIdByName(env.db, 'lotus');
    const lotusBranch = await branchIdByName(env.db, 'Lotus Nails Midtown');
    const before = await writeFingerprint(env.db);
    const intoMaple = await syncTablet(env, lotus, lotusId, downtown);
    expect(outcomes(await intoMaple.push([intoMaple.change(MutationName.GUEST_TO_DASHBOARD, seat(guest))]))).toEqual(['BRANCH_NOT_AUTHORISED']);
    const own = await syncTablet(env, lotus, lotusId, lotusBranch);
    expect(outcomes(await own.push([own.change(MutationName.GUEST_TO_DASHBOARD, seat(guest, { branchId: lotusBranch }))]))).toEqual(['NOT_FOUND']);
    // Maple's own desk naming a Lotus technician.
    const lotusTechnician = await env.db.one<{ id: string }>(`SELECT t.id FROM technician t JOIN branch b ON b.tenant_id = t.tenant_id WHERE b.id = $1 LIMIT 1`, [lotusBranch]);
    const refused = await a.push([a.change(MutationName.GUEST_TO_DASHBOARD, seat(guest, { technicianId: lotusTechnician.id }))]);
    expect(outcomes(refused)).toEqual(['SCHEDULER_TECHNICIAN_NOT_FOUND']);
    expect(await writeFingerprint(env.db)).toBe(before);
    expect(await walkInOf(guest.bookingId)).toBe(false);
  });
});
