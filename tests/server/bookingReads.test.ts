import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath, BookingStatus, type DayBookingsResult } from '../../src/domain/api';
import type { BookingDetail, BookingSearchRow } from '../../src/domain/booking/reads';
import { BookingReadPath } from '../../src/domain/booking/read-paths';
import { body, branchIdByName, fingerprint, setupTestEnv, signIn, TEST_TODAY, type SignedIn, type TestEnv } from './helpers';
import { addNote, grantAppointmentPlanToLotus, insertBooking, insertCustomer, technicianIds } from './readFixtures';

describe('booking search and detail', () => {
  let env: TestEnv;
  let fd: SignedIn;
  let downtown: string;
  let plateau: string;
  let lotusBranch: string;
  beforeAll(async () => {
    env = await setupTestEnv();
    fd = await signIn(env.app, 'frontdesk');
    downtown = await branchIdByName(env.db, 'Downtown Toronto');
    plateau = await branchIdByName(env.db, 'Plateau Montréal');
    lotusBranch = await branchIdByName(env.db, 'Lotus Nails Midtown');
  });
  afterAll(async () => {
    await env.close();
  });

  const searchRes = (query: string, branch = downtown, headers: Record<string, string> = fd.headers) =>
    env.app.inject({ method: 'GET', url: `${BookingReadPath.BOOKING_SEARCH}?${new URLSearchParams({ query, branch })}`, headers });
  const search = async (query: string, branch = downtown) => {
    const res = await searchRes(query, branch);
    expect(res.statusCode, res.body).toBe(200);
    return body<BookingSearchRow[]>(res).result;
  };
  const detail = (id: string, headers: Record<string, string> = fd.headers) =>
    env.app.inject({ method: 'GET', url: `${BookingReadPath.BOOKING_DETAIL}/${id}`, headers });
  const sortedDesc = (rows: BookingSearchRow[]) => rows.every((r, i) => i === 0 || (rows[i - 1]?.startTime ?? '') >= r.startTime);

  it('finds one row per guest by code, with guest status and technicians', async () => {
    const booking = await env.db.one<{ id: string; customer_name: string }>(
      `SELECT b.id, b.customer_name FROM booking b WHERE b.branch_id = $1 AND (SELECT count(*) FROM guest g WHERE g.booking_id = b.id) = 2
        ORDER BY b.code LIMIT 1`,
      [downtown],
    );
    const { code } = await env.db.one<{ code: string }>(`SELECT code FROM booking WHERE id = $1`, [booking.id]);
    const rows = await search(code.toLowerCase());
    expect(rows.map((r) => r.bookingId)).toEqual([booking.id, booking.id]);
    const guests = await env.db.query<{ id: string; status: string }>(`SELECT id, status FROM guest WHERE booking_id = $1 ORDER BY display_index`, [booking.id]);
    expect(rows.map((r) => r.guestId)).toEqual(guests.map((g) => g.id));
    expect(rows.map((r) => r.status)).toEqual(guests.map((g) => g.status));
    for (const r of rows) {
      expect(r).toMatchObject({ code, customerName: booking.customer_name });
      expect(r.startTime).toMatch(new RegExp(`^${TEST_TODAY} \\d{2}:\\d{2}$`));
      const techs = await env.db.query<{ name: string }>(
        `SELECT DISTINCT t.name FROM segment s JOIN technician t ON t.id = s.technician_id WHERE s.guest_id = $1 AND s.active ORDER BY t.name`,
        [r.guestId],
      );
      expect([...r.technicianNames].sort()).toEqual(techs.map((t) => t.name));
    }
  });

  it('finds by customer or guest name and by phone digits, latest first', async () => {
    const seeded = await env.db.one<{ customer_name: string; phone: string }>(
      `SELECT customer_name, phone FROM booking WHERE branch_id = $1 ORDER BY code LIMIT 1 OFFSET 3`,
      [downtown],
    );
    const last = seeded.customer_name.split(' ').at(-1) ?? seeded.customer_name;
    const byName = await search(last.toLowerCase());
    expect(byName.length).toBeGreaterThan(0);
    expect(sortedDesc(byName)).toBe(true);
    const expected = await env.db.query<{ id: string }>(
      `SELECT b.id FROM booking b WHERE b.branch_id = $1
          AND (b.customer_name ILIKE $2 OR EXISTS (SELECT 1 FROM guest g WHERE g.booking_id = b.id AND g.name ILIKE $2))`,
      [downtown, `%${last}%`],
    );
    expect(new Set(byName.map((r) => r.bookingId))).toEqual(new Set(expected.map((b) => b.id)));
    const byPhone = await search(`${seeded.phone.slice(0, 3)} ${seeded.phone.slice(3, 6)} ${seeded.phone.slice(6)}`);
    expect(byPhone.length).toBeGreaterThan(0);
    expect(byPhone.every((r) => r.phone === seeded.phone)).toBe(true);

    const { guestIds } = await insertBooking(env.db, {
      branchId: downtown, code: 'DT-G1', customerName: 'HOLDER PERSON', phone: '4165550000', start: new Date('2026-11-18T15:00:00Z'),
      status: BookingStatus.COMPLETED,
      guests: [
        { name: 'HOLDER PERSON', status: BookingStatus.COMPLETED, segments: [{ priceCents: 100 }] },
        { name: 'QUIRINA FRIEND', status: BookingStatus.CANCEL, segments: [{ priceCents: 100 }] },
      ],
    });
    const byGuest = await search('quirina');
    // A guest's name finds the booking; every guest of it is listed.
    expect(byGuest.map((r) => r.guestId)).toEqual(guestIds);
    expect(byGuest.map((r) => r.status)).toEqual([BookingStatus.COMPLETED, BookingStatus.CANCEL]);
    expect(byGuest[0]).toMatchObject({ customerName: 'HOLDER PERSON', startTime: '2026-11-18 10:00', technicianNames: [] });
    expect(await search('zzz nobody')).toEqual([]);
    // The search is scoped to the branch asked for.
    expect(await search('quirina', plateau)).toEqual([]);
  });

  it('reaches 30 days back from the branch date, includes the future, and stops at 100 rows', async () => {
    const make = (code: string, start: string) =>
      insertBooking(env.db, {
        branchId: downtown, code, customerName: 'WINDOW TESTER', phone: '4165550001', start: new Date(start), status: BookingStatus.WAITING,
        guests: [{ name: 'WINDOW TESTER', status: BookingStatus.WAITING, segments: [{ priceCents: 100 }] }],
      });
    // Toronto is UTC-4 until 1 November: 2026-10-21 00:30 local is the first day's first half hour.
    await make('DT-W-IN', '2026-10-21T04:30:00Z');
    await make('DT-W-OUT', '2026-10-21T03:30:00Z');
    await make('DT-W-FUTURE', '2026-12-01T15:00:00Z');
    const rows = await search('window tester');
    expect(rows.map((r) => r.code)).toEqual(['DT-W-FUTURE', 'DT-W-IN']);
    expect(rows[1]?.startTime).toBe('2026-10-21 00:30');

    for (let i = 0; i < 60; i++) {
      await insertBooking(env.db, {
        branchId: downtown, code: `DT-B${i}`, customerName: 'BULK BOOKER', phone: '4165550002', start: new Date(Date.UTC(2026, 10, 10, 14, i)),
        status: BookingStatus.COMPLETED,
        guests: [
          { name: 'BULK BOOKER', status: BookingStatus.COMPLETED, segments: [] },
          { name: 'BULK FRIEND', status: BookingStatus.COMPLETED, segments: [] },
        ],
      });
    }
    const bulk = await search('bulk');
    expect(bulk).toHaveLength(100);
    expect(sortedDesc(bulk)).toBe(true);
    expect(bulk[0]?.code).toBe('DT-B59');
  });

  it('refuses short queries, bare area codes and bad branches with 400, writing nothing', async () => {
    const before = await fingerprint(env.db);
    for (const query of ['', 'ab', '  ab  ', '416', '905', 'x'.repeat(101)]) {
      const res = await searchRes(query);
      expect(res.statusCode, query).toBe(400);
      expect(body(res)).toMatchObject({ success: false, code: 'VALIDATION', result: null });
    }
    expect((await searchRes('anna', 'nope')).statusCode).toBe(400);
    expect((await env.app.inject({ method: 'GET', url: `${BookingReadPath.BOOKING_SEARCH}?branch=${downtown}`, headers: fd.headers })).statusCode).toBe(400);
    expect((await detail('nope')).statusCode).toBe(400);
    expect(await fingerprint(env.db)).toBe(before);
    expect((await searchRes('4165')).statusCode).toBe(200);
    expect((await searchRes('514')).statusCode).toBe(200);
  });

  it('gives the detail: every guest (clipboard and cancelled too), active lines, the customer with notes', async () => {
    const customerId = await insertCustomer(env.db, { branchId: downtown, name: 'DETAIL OWNER', phone: '4165550003', createdAt: new Date('2026-01-01T12:00:00Z') });
    await addNote(env.db, customerId, 'first', new Date('2026-11-01T12:00:00Z'));
    await addNote(env.db, customerId, 'second', new Date('2026-11-10T12:00:00Z'));
    const [tech] = await technicianIds(env.db, downtown);
    if (!tech) throw new Error('no technician');
    const { bookingId, guestIds } = await insertBooking(env.db, {
      branchId: downtown, code: 'DT-D1', customerId, customerName: 'DETAIL OWNER', phone: '4165550003', start: new Date('2026-11-20T16:00:00Z'),
      status: BookingStatus.WAITING,
      guests: [
        { name: 'DETAIL OWNER', status: BookingStatus.WAITING, segments: [{ priceCents: 4000, technicianId: tech.id }, { priceCents: 500, active: false }] },
        { name: 'ON CLIPBOARD', status: BookingStatus.WAITING, clipboard: true, segments: [{ priceCents: 3000 }] },
        { name: 'CANCELLED ONE', status: BookingStatus.CANCEL, segments: [{ priceCents: 2000, technicianId: tech.id }] },
      ],
    });
    const res = await detail(bookingId);
    expect(res.statusCode).toBe(200);
    const { booking, guests } = body<BookingDetail>(res).result;
    expect(booking).toMatchObject({
      id: bookingId, code: 'DT-D1', status: BookingStatus.WAITING, branchId: downtown, customerId, startTime: '2026-11-20 11:00',
      gender: 'FEMALE', block: false, isReOrder: true, numberGuest: 3, totalAmount: 9000,
    });
    expect(booking.customer).toMatchObject({ id: customerId, name: 'DETAIL OWNER', phone: '4165550003', email: null, block: false });
    expect(booking.customer?.notes.map((n) => n.note)).toEqual(['second', 'first']);
    expect(guests.map((g) => g.id)).toEqual(guestIds);
    expect(guests.map((g) => g.clipboard)).toEqual([false, true, false]);
    expect(guests.map((g) => g.status)).toEqual([BookingStatus.WAITING, BookingStatus.WAITING, BookingStatus.CANCEL]);
    expect(guests[0]?.segments).toHaveLength(1);
    expect(guests[0]?.segments[0]).toMatchObject({ price: 4000, technicianId: tech.id, technicianName: tech.name, startTime: '2026-11-20 11:00' });
    expect(guests[1]?.segments[0]).toMatchObject({ technicianId: '', price: 3000 });
  });

  it('agrees with the day schedule on a seeded booking', async () => {
    const day = body<DayBookingsResult>(
      await env.app.inject({ method: 'GET', url: `${ApiPath.DAY_BOOKINGS}?branchId=${downtown}&date=${TEST_TODAY}`, headers: fd.headers }),
    ).result;
    const seeded = day.bookings.find((b) => b.code.startsWith('DT-1'));
    if (!seeded) throw new Error('no seeded booking');
    const { booking, guests } = body<BookingDetail>(await detail(seeded.id)).result;
    expect(booking).toMatchObject(seeded);
    expect(booking.customer?.id).toBe(seeded.customerId);
    expect(guests.map(({ clipboard: _clipboard, ...g }) => g)).toEqual(day.guests.filter((g) => g.bookingId === seeded.id));
  });

  it('answers 404 for unknown ids and needs sign-in, the right and a managed branch', async () => {
    const missing = await detail(randomUUID());
    expect(missing.statusCode).toBe(404);
    expect(body(missing)).toMatchObject({ success: false, code: 'NOT_FOUND', result: null });
    const seeded = (await env.db.one<{ id: string }>(`SELECT id FROM booking WHERE branch_id = $1 LIMIT 1`, [downtown])).id;
    expect((await env.app.inject({ method: 'GET', url: `${BookingReadPath.BOOKING_DETAIL}/${seeded}` })).statusCode).toBe(401);
    expect((await env.app.inject({ method: 'GET', url: `${BookingReadPath.BOOKING_SEARCH}?query=anna&branch=${downtown}` })).statusCode).toBe(401);
    const trainee = await signIn(env.app, 'trainee');
    expect(body(await detail(seeded, trainee.headers)).code).toBe('FORBIDDEN');
    expect(body(await searchRes('anna', downtown, trainee.headers)).code).toBe('FORBIDDEN');
    const manager = await signIn(env.app, 'manager');
    const plateauBooking = (await env.db.one<{ id: string }>(`SELECT id FROM booking WHERE branch_id = $1 LIMIT 1`, [plateau])).id;
    expect(body(await detail(plateauBooking, manager.headers)).code).toBe('BRANCH_NOT_AUTHORISED');
    expect(body(await searchRes('anna', plateau, manager.headers)).code).toBe('BRANCH_NOT_AUTHORISED');
  });

  it('never shows another tenant its bookings', async () => {
    const lotus = await signIn(env.app, 'lotus');
    const maple = (await env.db.one<{ id: string }>(`SELECT id FROM booking WHERE branch_id = $1 LIMIT 1`, [downtown])).id;
    expect(body(await detail(maple, lotus.headers)).code).toBe('PLAN_UPGRADE_REQUIRED');
    await grantAppointmentPlanToLotus(env.db);
    const foreign = await detail(maple, lotus.headers);
    expect(foreign.statusCode).toBe(404);
    expect(body(foreign).result).toBeNull();
    expect(body(await searchRes('bulk', downtown, lotus.headers)).code).toBe('BRANCH_NOT_AUTHORISED');
    const own = await searchRes('bulk', lotusBranch, lotus.headers);
    expect(body<BookingSearchRow[]>(own).result).toEqual([]);
    const lotusBooking = (await env.db.one<{ id: string }>(`SELECT id FROM booking WHERE branch_id = $1 LIMIT 1`, [lotusBranch])).id;
    expect((await detail(lotusBooking, (await signIn(env.app, 'admin')).headers)).statusCode).toBe(404);
  });
});
