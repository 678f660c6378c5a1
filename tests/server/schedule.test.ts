import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiPath,
  BookingStatus,
  type ClipboardResult,
  type DayBookingsResult,
  type DayConfigResult,
  type ScheduleTechnician,
} from '../../src/domain/api';
import { body, branchIdByName, fingerprint, setupTestEnv, signIn, TEST_TODAY, type SignedIn, type TestEnv } from './helpers';

const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;

describe('scheduler reads', () => {
  let env: TestEnv;
  let downtown: string;
  let plateau: string;
  let fd: SignedIn;
  beforeAll(async () => {
    env = await setupTestEnv();
    downtown = await branchIdByName(env.db, 'Downtown Toronto');
    plateau = await branchIdByName(env.db, 'Plateau Montréal');
    fd = await signIn(env.app, 'frontdesk');
  });
  afterAll(async () => {
    await env.close();
  });

  const get = (url: string, headers: Record<string, string> = fd.headers) => env.app.inject({ method: 'GET', url, headers });

  it('day config: branch values with the date overrides', async () => {
    const res = await get(`${ApiPath.DAY_CONFIG}?branchId=${downtown}&date=${TEST_TODAY}`);
    expect(res.statusCode).toBe(200);
    expect(body<DayConfigResult>(res).result).toEqual({
      date: TEST_TODAY,
      startTime: '09:00',
      endTime: '19:00',
      workingOverTime: 30,
      isHoliday: false,
      holiday: null,
      MULTITASK: false,
      MINUTE_OVERLAP: 10,
      PRINT_BILL_SLIP: true,
      CONFIRM_BOOKING_ONLINE: true,
      WALK_IN_TURNS: true,
      FULL_TURN_PRICE: 3500,
    });
    const christmas = body<DayConfigResult>(await get(`${ApiPath.DAY_CONFIG}?branchId=${downtown}&date=2026-12-25`)).result;
    expect(christmas).toMatchObject({ isHoliday: true, holiday: 'Christmas Day', workingOverTime: 60 });
    const plateauTomorrow = body<DayConfigResult>(await get(`${ApiPath.DAY_CONFIG}?branchId=${plateau}&date=2026-11-21`)).result;
    expect(plateauTomorrow).toMatchObject({ startTime: '09:00', MULTITASK: false, MINUTE_OVERLAP: 10 });
    const plateauToday = body<DayConfigResult>(await get(`${ApiPath.DAY_CONFIG}?branchId=${plateau}&date=${TEST_TODAY}`)).result;
    expect(plateauToday).toMatchObject({ startTime: '10:00', MULTITASK: true, MINUTE_OVERLAP: 0 });
  });

  it('technicians of the day with shifts and breaks in branch time', async () => {
    const res = await get(`${ApiPath.DAY_TECHNICIANS}?branchId=${downtown}&date=${TEST_TODAY}`);
    expect(res.statusCode).toBe(200);
    const technicians = body<ScheduleTechnician[]>(res).result;
    // One of the ten is off today.
    expect(technicians).toHaveLength(9);
    expect(technicians.map((t) => t.priority)).toEqual([...technicians.map((t) => t.priority)].sort((a, b) => a - b));
    const workings = technicians.flatMap((t) => t.technicianWorkings);
    expect(workings.every((w) => TIME.test(w.startDate) && w.startDate.startsWith(TEST_TODAY))).toBe(true);
    expect(workings.some((w) => w.type !== 'WORKING')).toBe(true);
    expect(workings.filter((w) => w.type === 'WORKING').every((w) => w.startDate >= `${TEST_TODAY} 09:00` && w.endDate <= `${TEST_TODAY} 19:00`)).toBe(true);
    expect(technicians.every((t) => t.technicianServiceMappings.length > 0)).toBe(true);
    expect(technicians.some((t) => t.fullService)).toBe(true);
    const none = body<ScheduleTechnician[]>(await get(`${ApiPath.DAY_TECHNICIANS}?branchId=${downtown}&date=2027-03-01`)).result;
    expect(none).toEqual([]);
  });

  it('bookings of the day in every status, guests with segments, cents and branch times', async () => {
    const res = await get(`${ApiPath.DAY_BOOKINGS}?branchId=${downtown}&date=${TEST_TODAY}`);
    expect(res.statusCode).toBe(200);
    const { bookings, guests } = body<DayBookingsResult>(res).result;
    expect(new Set(bookings.map((b) => b.status))).toEqual(new Set(Object.values(BookingStatus)));
    expect(bookings.every((b) => b.branchId === downtown && TIME.test(b.startTime) && b.startTime.startsWith(TEST_TODAY))).toBe(true);
    expect(guests.some((g) => g.status === BookingStatus.CANCEL || g.status === BookingStatus.NO_SHOW)).toBe(true);
    for (const b of bookings) {
      const mine = guests.filter((g) => g.bookingId === b.id);
      expect(mine.length).toBeGreaterThan(0);
      const segments = mine.flatMap((g) => g.segments);
      expect(b.totalAmount).toBe(segments.reduce((s, x) => s + x.price, 0));
      expect(Number.isInteger(b.totalAmount)).toBe(true);
      expect(segments.every((s) => s.technicianId && s.technicianName && TIME.test(s.startTime))).toBe(true);
    }
    const online = bookings.filter((b) => b.status === BookingStatus.NEW);
    expect(online.every((b) => b.type === 'TYPE_BOOKING_ONLINE' && !b.confirm)).toBe(true);
    const empty = body<DayBookingsResult>(await get(`${ApiPath.DAY_BOOKINGS}?branchId=${downtown}&date=2026-11-19`)).result;
    expect(empty).toEqual({ bookings: [], guests: [], turns: { clockIns: [], moves: [] } });
  });

  it('clipboard guests have no technician and are not on the day schedule', async () => {
    const res = await get(`${ApiPath.CLIPBOARD}?branchId=${downtown}`);
    expect(res.statusCode).toBe(200);
    const { bookings, guests } = body<ClipboardResult>(res).result;
    expect(guests.length).toBe(3);
    expect(guests.every((g) => g.segments.every((s) => s.technicianId === ''))).toBe(true);
    expect(guests.some((g) => g.status === BookingStatus.NEW)).toBe(true);
    const day = body<DayBookingsResult>(await get(`${ApiPath.DAY_BOOKINGS}?branchId=${downtown}&date=${TEST_TODAY}`)).result;
    const dayGuestIds = new Set(day.guests.map((g) => g.id));
    expect(guests.some((g) => dayGuestIds.has(g.id))).toBe(false);
    expect(bookings.map((b) => b.id).sort()).toEqual([...new Set(guests.map((g) => g.bookingId))].sort());
  });

  it('refuses bad queries with 400 naming the field', async () => {
    const cases = [
      [`${ApiPath.DAY_BOOKINGS}?branchId=${downtown}`, 'date'],
      [`${ApiPath.DAY_BOOKINGS}?branchId=${downtown}&date=2026-02-30`, 'date'],
      [`${ApiPath.DAY_TECHNICIANS}?date=${TEST_TODAY}`, 'branchId'],
      [`${ApiPath.DAY_CONFIG}?branchId=${downtown}&date=tomorrow`, 'date'],
      [ApiPath.CLIPBOARD, 'branchId'],
    ] as const;
    for (const [url, field] of cases) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(body(res)).toMatchObject({ success: false, code: 'VALIDATION', result: null });
      expect(body(res).message).toContain(field);
    }
  });

  it('refuses a branch the user does not manage, and users without the right', async () => {
    const manager = await signIn(env.app, 'manager');
    const trainee = await signIn(env.app, 'trainee');
    const before = await fingerprint(env.db);
    for (const url of [
      `${ApiPath.DAY_CONFIG}?branchId=${plateau}&date=${TEST_TODAY}`,
      `${ApiPath.DAY_TECHNICIANS}?branchId=${plateau}&date=${TEST_TODAY}`,
      `${ApiPath.DAY_BOOKINGS}?branchId=${plateau}&date=${TEST_TODAY}`,
      `${ApiPath.CLIPBOARD}?branchId=${plateau}`,
    ]) {
      const res = await get(url, manager.headers);
      expect(res.statusCode).toBe(403);
      expect(body(res).code).toBe('BRANCH_NOT_AUTHORISED');
      const denied = await get(url.replace(plateau, downtown), trainee.headers);
      expect(denied.statusCode).toBe(403);
      expect(body(denied).code).toBe('FORBIDDEN');
      expect((await get(url, {})).statusCode).toBe(401);
    }
    expect(await fingerprint(env.db)).toBe(before);
  });
});
