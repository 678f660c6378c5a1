import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath, BookingStatus, Gender, WorkingType, type ClipboardResult, type DayBookingsResult } from '../../src/domain/api';
import type { BookingSaveInput } from '../../src/domain/booking/args';
import { BookingWritePath } from '../../src/domain/booking/paths';
import { Right } from '../../src/domain/rights';
import { body, branchIdByName, setupTestEnv, signIn, TEST_NOW, TEST_TODAY, type SignedIn, type TestEnv } from './helpers';
import {
  bookingArgs,
  bookingRows,
  boardOf,
  freeTechnicians,
  okResult,
  plus,
  post,
  serviceWithFree,
  servicesOf,
  technicianWithBreak,
  TOMORROW,
  withDenied,
  YESTERDAY,
  type ServiceRow,
  expectRefused,
} from './bookingFixtures';
import { grantAppointmentPlanToLotus } from './readFixtures';

type Saved = { id: string; code: string };

/** The body without the code (an online save: the server numbers it). */
function online(args: BookingSaveInput): Omit<BookingSaveInput, 'code'> {
  const { code: _code, ...rest } = args;
  return rest;
}

describe('booking writes (online)', () => {
  let env: TestEnv;
  let fd: SignedIn;
  let manager: SignedIn;
  let downtown: string;
  let services: ServiceRow[];

  beforeAll(async () => {
    env = await setupTestEnv();
    fd = await signIn(env.app, 'frontdesk');
    manager = await signIn(env.app, 'manager');
    downtown = await branchIdByName(env.db, 'Downtown Toronto');
    services = await servicesOf(env.db, downtown);
  });
  afterAll(async () => {
    await env.close();
  });

  /** Expects a refusal with that status and code, and that nothing was written. */
  const refused = (request: () => Promise<{ statusCode: number; json: <T>() => T }>, status: number, code: string) =>
    expectRefused(env.db, request, status, code);

  /** A one-guest booking tomorrow at `start` on a free technician, made online. */
  async function bookTomorrow(start: string, options: { exclude?: string[] } = {}) {
    const board = await boardOf(env, downtown, TOMORROW);
    const { service, technicians } = serviceWithFree(board, services, start, 1 + (options.exclude?.length ?? 0));
    const technicianId = technicians.find((t) => !options.exclude?.includes(t)) ?? '';
    const args = bookingArgs({ branchId: downtown, guests: [{ lines: [{ service, technicianId, startTime: start }] }] });
    const saved = okResult<Saved>(await post(env, fd, BookingWritePath.CREATE, online(args)));
    return { args, saved, service, technicianId, guestId: args.guests[0]?.id ?? '', lineId: args.guests[0]?.segments[0]?.id ?? '' };
  }

  describe('create, update, statuses', () => {
    const start = `${TOMORROW} 10:00`;
    let args: BookingSaveInput;
    let saved: Saved;
    let service: ServiceRow;
    let t1: string;
    let t2: string;
    let t3: string;

    it('creates a two-guest booking with a new customer: code from the branch counter, statuses, times, log', async () => {
      const board = await boardOf(env, downtown, TOMORROW);
      const found = serviceWithFree(board, services, start, 3);
      service = found.service;
      [t1 = '', t2 = '', t3 = ''] = found.technicians;
      args = bookingArgs({
        branchId: downtown,
        customerName: 'jane doe',
        phone: '905 777 0001',
        guests: [{ lines: [{ service, technicianId: t1, startTime: start }] }, { name: 'friend', lines: [{ service, technicianId: t2, startTime: start }] }],
      });
      const counter = await env.db.one<{ next_value: number }>(`SELECT next_value FROM branch_sequence WHERE branch_id = $1 AND name = 'booking'`, [downtown]);
      const res = await post(env, fd, BookingWritePath.CREATE, online(args));
      saved = okResult<Saved>(res);
      expect(body(res).message).toBe('Create success');
      expect(saved).toEqual({ id: args.id, code: `DT-${counter.next_value}` });

      const { booking, guests, lines } = await bookingRows(env.db, args.id);
      const end = plus(start, service.duration);
      expect(booking).toMatchObject({ status: 'Waiting', type: 'TYPE_BOOKING_OFFLINE', start, end, is_customer_new: true, confirm: true, customer_name: 'JANE DOE' });
      // The blank main guest takes the customer's name; names are uppercased.
      expect(guests.map((g) => [g.name, g.status, g.clipboard])).toEqual([
        ['JANE DOE', 'Waiting', false],
        ['FRIEND', 'Waiting', false],
      ]);
      expect(lines.map((l) => [l.technician_id, l.start, l.end, l.duration, l.price_cents])).toEqual([
        [t1, start, end, service.duration, service.price_cents],
        [t2, start, end, service.duration, service.price_cents],
      ]);
      const customer = await env.db.one(`SELECT name, phone, branch_id FROM customer WHERE id = $1`, [booking?.customer_id ?? '']);
      expect(customer).toEqual({ name: 'JANE DOE', phone: '9057770001', branch_id: downtown });
      const log = await env.db.one<{ action: string; entity_type: string; edit_info: { code: string; segments: { change: string; newTechnician: string }[] } }>(
        `SELECT action, entity_type, edit_info FROM action_log WHERE entity_id = $1`,
        [args.id],
      );
      expect(log).toMatchObject({ action: 'create', entity_type: 'BOOKING', edit_info: { code: saved.code } });
      expect(log.edit_info.segments.map((s) => s.change)).toEqual(['added', 'added']);

      // It is on tomorrow's board as the tablet reads it.
      const day = await env.app.inject({ method: 'GET', url: `${ApiPath.DAY_BOOKINGS}?branchId=${downtown}&date=${TOMORROW}`, headers: fd.headers });
      expect(body<DayBookingsResult>(day).result.bookings.map((b) => b.id)).toContain(args.id);
    });

    it('books a known customer by phone without making a new one', async () => {
      const later = `${TOMORROW} 16:30`;
      const [free = ''] = freeTechnicians(await boardOf(env, downtown, TOMORROW), { serviceId: service.id, start: later, duration: service.duration });
      const again = bookingArgs({ branchId: downtown, phone: '9057770001', guests: [{ lines: [{ service, technicianId: free, startTime: later }] }] });
      okResult<Saved>(await post(env, fd, BookingWritePath.CREATE, online(again)));
      const first = await bookingRows(env.db, args.id);
      const second = await bookingRows(env.db, again.id);
      expect(second.booking).toMatchObject({ customer_id: first.booking?.customer_id, is_customer_new: false });
    });

    it('updates: new price and length, a guest added with a temporary id, then removed; the log lists the line changes', async () => {
      const updated = structuredClone(args);
      const friend = updated.guests[1];
      const line = friend?.segments[0];
      if (!friend || !line) throw new Error('fixture');
      line.duration = service.duration + 15;
      line.price = 1234;
      const added = { ...structuredClone(friend), id: 'NEW_1', name: 'third', displayIndex: 2, segments: [{ ...structuredClone(line), id: undefined, technicianId: t3, duration: service.duration, price: service.price_cents }] };
      const res = await post(env, fd, BookingWritePath.UPDATE, { ...updated, guests: [...updated.guests, added] });
      expect(okResult<Saved>(res)).toEqual(saved);
      expect(body(res).message).toBe('Update success');
      const after = await bookingRows(env.db, args.id);
      expect(after.guests.map((g) => [g.name, g.status])).toEqual([
        ['JANE DOE', 'Waiting'],
        ['FRIEND', 'Waiting'],
        ['THIRD', 'Waiting'],
      ]);
      expect(after.guests[2]?.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(after.lines.find((l) => l.id === line.id)).toMatchObject({ duration: service.duration + 15, price_cents: 1234, end: plus(start, service.duration + 15) });
      expect(after.booking?.end).toBe(plus(start, service.duration + 15));
      const log = await env.db.one<{ edit_info: { segments: Record<string, unknown>[]; guests: { change: string }[] } }>(
        `SELECT edit_info FROM action_log WHERE entity_id = $1 AND action = 'update' AND edit_info @> '{"segments":[{"newPrice":1234}]}'`,
        [args.id],
      );
      expect(log.edit_info.segments).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ id: line.id, change: 'updated', oldPrice: service.price_cents, newPrice: 1234, oldDuration: service.duration, newDuration: service.duration + 15 }),
          expect.objectContaining({ change: 'added', newTime: start }),
        ]),
      );
      expect(log.edit_info.guests.map((g) => g.change)).toEqual(['updated', 'updated', 'added']);

      // Sent without the third guest: it is deleted with its line.
      okResult<Saved>(await post(env, fd, BookingWritePath.UPDATE_HISTORY, updated));
      const removed = await bookingRows(env.db, args.id);
      expect(removed.guests).toHaveLength(2);
      expect(removed.lines).toHaveLength(2);
    });

    it("refuses the same technician and slot with 'Not allow multitasking!', then books it with force", async () => {
      const clash = bookingArgs({ branchId: downtown, guests: [{ lines: [{ service, technicianId: t1, startTime: plus(start, 15) }] }] });
      const answer = await refused(() => post(env, fd, BookingWritePath.CREATE, online(clash)), 409, 'SCHEDULER_NOT_ALLOW_MULTITASKING');
      expect(answer.message).toBe('Not allow multitasking!');
      okResult<Saved>(await post(env, fd, BookingWritePath.CREATE, online({ ...clash, force: true })));
      // Overlap within MINUTE_OVERLAP (10 minutes here) is tolerated without force.
      const touching = bookingArgs({ branchId: downtown, guests: [{ lines: [{ service, technicianId: t3, startTime: plus(start, service.duration - 10) }] }] });
      okResult<Saved>(await post(env, fd, BookingWritePath.CREATE, online(touching)));
    });

    it('checks in and goes back to waiting; a second back is refused', async () => {
      const g1 = args.guests[0]?.id ?? '';
      okResult(await post(env, fd, BookingWritePath.UPDATE_STATUS_GUEST, { bookingId: args.id, guestId: g1, status: BookingStatus.CHECK_IN, force: false, statusSendNotification: false }));
      let rows = await bookingRows(env.db, args.id);
      expect(rows.guests.map((g) => g.status)).toEqual(['CheckIn', 'Waiting']);
      expect(rows.booking?.status).toBe('Waiting');
      const log = await env.db.one(`SELECT action, edit_info FROM action_log WHERE entity_id = $1 AND action = 'change status'`, [args.id]);
      expect(log).toMatchObject({ edit_info: { guestId: g1, oldStatus: 'Waiting', newStatus: 'CheckIn' } });
      okResult(await post(env, fd, BookingWritePath.BACK_STATUS, { guestId: g1 }));
      rows = await bookingRows(env.db, args.id);
      expect(rows.guests.map((g) => g.status)).toEqual(['Waiting', 'Waiting']);
      await refused(() => post(env, fd, BookingWritePath.BACK_STATUS, { guestId: g1 }), 409, 'STATUS_NOT_ALLOWED');
    });

    it('refuses to start on another day than today', async () => {
      const answer = await refused(
        () => post(env, fd, BookingWritePath.UPDATE_STATUS_GUEST, { bookingId: args.id, guests: args.guests.map((g) => g.id), status: BookingStatus.PROCESSING, force: false }),
        409,
        'ACTION_NOT_NOW',
      );
      expect(answer.message).toBe('This action cannot be completed at this time.');
    });

    it('cancels the whole booking: every guest, the booking, one cancel entry per guest', async () => {
      okResult(await post(env, fd, BookingWritePath.UPDATE_STATUS, { bookingId: args.id, status: BookingStatus.CANCEL, force: false, note: 'called to cancel' }));
      const rows = await bookingRows(env.db, args.id);
      expect(rows.guests.map((g) => g.status)).toEqual(['Cancel', 'Cancel']);
      expect(rows.booking?.status).toBe('Cancel');
      const logs = await env.db.query(`SELECT edit_info FROM action_log WHERE entity_id = $1 AND action = 'cancel'`, [args.id]);
      expect(logs).toHaveLength(2);
      expect(logs[0]).toMatchObject({ edit_info: { oldStatus: 'Waiting', newStatus: 'Cancel', note: 'called to cancel' } });
      // Cancelled guests are read-only: a save leaves them as they were.
      const changed = structuredClone(args);
      const line = changed.guests[0]?.segments[0];
      if (line) line.price = 1;
      okResult(await post(env, fd, BookingWritePath.UPDATE, changed));
      expect((await bookingRows(env.db, args.id)).lines.map((l) => l.price_cents)).toEqual([service.price_cents, 1234]);
      // ... and nothing is left that can take another status.
      await refused(() => post(env, fd, BookingWritePath.UPDATE_STATUS, { bookingId: args.id, status: BookingStatus.NO_SHOW, force: false }), 409, 'STATUS_NOT_ALLOWED');
    });
  });

  it('no-show: only New or Waiting guests; the log says change status', async () => {
    const { args } = await bookTomorrow(`${TOMORROW} 16:00`);
    const guestId = args.guests[0]?.id ?? '';
    okResult(await post(env, fd, BookingWritePath.UPDATE_STATUS_GUEST, { bookingId: args.id, guestId, status: BookingStatus.NO_SHOW, force: false }));
    const rows = await bookingRows(env.db, args.id);
    expect([rows.guests[0]?.status, rows.booking?.status]).toEqual(['NoShow', 'NoShow']);
    const log = await env.db.one(`SELECT action, edit_info FROM action_log WHERE entity_id = $1 AND action <> 'create'`, [args.id]);
    expect(log).toMatchObject({ action: 'change status', edit_info: { oldStatus: 'Waiting', newStatus: 'NoShow' } });
  });

  describe('today', () => {
    it('creates and starts a booking today: guests Processing', async () => {
      const board = await boardOf(env, downtown, TEST_TODAY);
      const start = `${TEST_TODAY} 10:00`;
      const { service, technicians } = serviceWithFree(board, services, start, 1);
      const args = bookingArgs({ branchId: downtown, guests: [{ lines: [{ service, technicianId: technicians[0] ?? '', startTime: start }] }] });
      okResult(await post(env, fd, BookingWritePath.CREATE_START, online(args)));
      const rows = await bookingRows(env.db, args.id);
      expect([rows.guests[0]?.status, rows.booking?.status]).toEqual(['Processing', 'Processing']);
      // A processing guest cannot be cancelled.
      await refused(() => post(env, fd, BookingWritePath.UPDATE_STATUS_GUEST, { bookingId: args.id, guestId: args.guests[0]?.id, status: BookingStatus.CANCEL, force: false }), 409, 'STATUS_NOT_ALLOWED');
    });

    it('refuses to start before the schedule opens, and a past slot beyond 15 minutes', async () => {
      const board = await boardOf(env, downtown, TEST_TODAY);
      const nine = `${TEST_TODAY} 09:00`;
      const found = serviceWithFree(board, services, `${TEST_TODAY} 11:00`, 1);
      const early = bookingArgs({ branchId: downtown, guests: [{ lines: [{ service: found.service, technicianId: found.technicians[0] ?? '', startTime: `${TEST_TODAY} 11:00` }] }] });
      env.clock.set(new Date('2026-11-20T13:40:00Z')); // 08:40 in Toronto; the day opens at 09:00
      try {
        await refused(() => post(env, fd, BookingWritePath.CREATE_START, online(early)), 409, 'ACTION_NOT_NOW');
      } finally {
        env.clock.set(TEST_NOW);
      }
      const past = bookingArgs({ branchId: downtown, guests: [{ lines: [{ service: found.service, technicianId: found.technicians[0] ?? '', startTime: nine }] }] });
      await refused(() => post(env, fd, BookingWritePath.CREATE, online(past)), 409, 'SCHEDULER_PAST_SLOT');
      // 09:45 is within the 15 minutes' grace at 10:00.
      const graceTechs = freeTechnicians(board, { serviceId: found.service.id, start: `${TEST_TODAY} 09:45`, duration: found.service.duration });
      if (graceTechs[0]) {
        const grace = bookingArgs({ branchId: downtown, guests: [{ lines: [{ service: found.service, technicianId: graceTechs[0], startTime: `${TEST_TODAY} 09:45` }] }] });
        okResult(await post(env, fd, BookingWritePath.CREATE, online(grace)));
      }
    });

    it('confirms an online booking: New guests become Waiting', async () => {
      const row = await env.db.one<{ id: string }>(
        `SELECT b.id FROM booking b JOIN guest g ON g.booking_id = b.id WHERE b.branch_id = $1 AND g.status = 'New' AND NOT g.clipboard LIMIT 1`,
        [downtown],
      );
      okResult(await post(env, fd, BookingWritePath.CONFIRM, { id: row.id, confirm: true }));
      const rows = await bookingRows(env.db, row.id);
      expect(rows.booking).toMatchObject({ confirm: true, status: 'Waiting' });
      expect(rows.guests.every((g) => g.status === 'Waiting')).toBe(true);
      const log = await env.db.one(`SELECT action, edit_info FROM action_log WHERE entity_id = $1`, [row.id]);
      expect(log).toMatchObject({ action: 'update', edit_info: { confirm: true } });
    });
  });

  it('moves a guest to the clipboard and back onto another technician and time', async () => {
    const { args, guestId, lineId, service, technicianId } = await bookTomorrow(`${TOMORROW} 15:30`);
    const res = await env.app.inject({ method: 'GET', url: `${BookingWritePath.MOVE_TO_CLIPBOARD}?guestId=${guestId}`, headers: fd.headers });
    okResult(res);
    let rows = await bookingRows(env.db, args.id);
    expect(rows.guests[0]?.clipboard).toBe(true);
    expect(rows.lines[0]?.technician_id).toBeNull();
    const clip = await env.app.inject({ method: 'GET', url: `${ApiPath.CLIPBOARD}?branchId=${downtown}`, headers: fd.headers });
    expect(body<ClipboardResult>(clip).result.guests.map((g) => g.id)).toContain(guestId);

    const board = await boardOf(env, downtown, TOMORROW);
    const target = `${TOMORROW} 17:00`;
    const other = freeTechnicians(board, { serviceId: service.id, start: target, duration: service.duration }).find((t) => t !== technicianId) ?? '';
    const drop = { guestId, startTime: target, technicianId: other, branchId: downtown, force: false, scheduleDate: TOMORROW };
    okResult(await post(env, fd, BookingWritePath.MOVE_TO_DASHBOARD, drop));
    rows = await bookingRows(env.db, args.id);
    expect(rows.guests[0]?.clipboard).toBe(false);
    expect(rows.lines[0]).toMatchObject({ id: lineId, technician_id: other, start: target, end: plus(target, service.duration) });
    expect(rows.booking).toMatchObject({ start: target, end: plus(target, service.duration) });
    await refused(() => post(env, fd, BookingWritePath.MOVE_TO_DASHBOARD, drop), 409, 'NOT_ON_CLIPBOARD');
  });

  it('saves a booking parked on the clipboard: the taken slot is not checked, the guests wait there with no technician', async () => {
    const { service, technicianId } = await bookTomorrow(`${TOMORROW} 12:30`);
    const clash = bookingArgs({ branchId: downtown, guests: [{ lines: [{ service, technicianId, startTime: `${TOMORROW} 12:30` }] }] });
    await refused(() => post(env, fd, BookingWritePath.CREATE, online(clash)), 409, 'SCHEDULER_NOT_ALLOW_MULTITASKING');
    await refused(() => post(env, fd, BookingWritePath.CREATE, online({ ...clash, clipboard: true, start: true })), 400, 'BOOKING_INVALID');
    okResult<Saved>(await post(env, fd, BookingWritePath.CREATE, online({ ...clash, clipboard: true })));
    const rows = await bookingRows(env.db, clash.id);
    expect(rows.guests.map((g) => [g.clipboard, g.status])).toEqual([[true, BookingStatus.WAITING]]);
    expect(rows.lines.map((l) => l.technician_id)).toEqual([null]);
    const clip = await env.app.inject({ method: 'GET', url: `${ApiPath.CLIPBOARD}?branchId=${downtown}`, headers: fd.headers });
    expect(body<ClipboardResult>(clip).result.bookings.map((b) => b.id)).toContain(clash.id);
    const day = await env.app.inject({ method: 'GET', url: `${ApiPath.DAY_BOOKINGS}?branchId=${downtown}&date=${TOMORROW}`, headers: fd.headers });
    expect(body<DayBookingsResult>(day).result.guests.filter((g) => g.bookingId === clash.id)).toEqual([]);
  });

  it('moves a line to another technician, resizes it, changes its duration and price', async () => {
    const start = `${TOMORROW} 11:00`;
    const { args, lineId, service, technicianId } = await bookTomorrow(start);
    const board = await boardOf(env, downtown, TOMORROW);
    const other = freeTechnicians(board, { serviceId: service.id, start, duration: service.duration + 30 }).find((t) => t !== technicianId) ?? '';
    const move = { id: lineId, bookingId: args.id, startTime: start, technicianId: other, force: false };
    okResult(await post(env, fd, BookingWritePath.UPDATE_SEGMENT, move));
    expect((await bookingRows(env.db, args.id)).lines[0]).toMatchObject({ technician_id: other, start, duration: service.duration });

    okResult(await post(env, fd, BookingWritePath.UPDATE_SEGMENT, { ...move, duration: service.duration + 15 }));
    expect((await bookingRows(env.db, args.id)).lines[0]).toMatchObject({ duration: service.duration + 15, end: plus(start, service.duration + 15), price_cents: service.price_cents });

    okResult(await post(env, fd, BookingWritePath.UPDATE_SEGMENT, { ...move, duration: service.duration + 30, price: 9999 }));
    const rows = await bookingRows(env.db, args.id);
    expect(rows.lines[0]).toMatchObject({ duration: service.duration + 30, price_cents: 9999 });
    expect(rows.booking?.end).toBe(plus(start, service.duration + 30));
    const log = await env.db.one(`SELECT edit_info FROM action_log WHERE entity_id = $1 AND edit_info @> '{"segments":[{"newPrice":9999}]}'`, [args.id]);
    expect(log).toMatchObject({ edit_info: { segments: [{ oldPrice: service.price_cents, newPrice: 9999, oldDuration: service.duration + 15, newDuration: service.duration + 30 }] } });

    await refused(() => post(env, fd, BookingWritePath.UPDATE_SEGMENT, { ...move, duration: 10 }), 400, 'SCHEDULER_DURATION_TOO_SHORT');
  });

  it("checks a move against the target column's lines: refused over another guest's line, allowed once that guest is cancelled", async () => {
    const at = `${TOMORROW} 15:30`;
    const board = await boardOf(env, downtown, TOMORROW);
    const { service, technicians } = serviceWithFree(board, services, at, 2);
    const [t1 = '', t2 = ''] = technicians;
    const a = bookingArgs({ branchId: downtown, guests: [{ lines: [{ service, technicianId: t1, startTime: at }] }] });
    const b = bookingArgs({ branchId: downtown, guests: [{ lines: [{ service, technicianId: t2, startTime: at }] }] });
    okResult<Saved>(await post(env, fd, BookingWritePath.CREATE, online(a)));
    okResult<Saved>(await post(env, fd, BookingWritePath.CREATE, online(b)));
    const move = { id: b.guests[0]?.segments[0]?.id ?? '', bookingId: b.id, startTime: at, technicianId: t1, force: false };
    await refused(() => post(env, fd, BookingWritePath.UPDATE_SEGMENT, move), 409, 'SCHEDULER_NOT_ALLOW_MULTITASKING');
    // Moving within its own column over its own place is no clash.
    okResult(await post(env, fd, BookingWritePath.UPDATE_SEGMENT, { ...move, technicianId: t2 }));
    okResult(await post(env, fd, BookingWritePath.UPDATE_STATUS, { bookingId: a.id, status: BookingStatus.CANCEL, force: false, note: 'cancelled' }));
    okResult(await post(env, fd, BookingWritePath.UPDATE_SEGMENT, move));
    expect((await bookingRows(env.db, b.id)).lines[0]).toMatchObject({ technician_id: t1, start: at });
  });

  describe('refusals', () => {
    it('over a break', async () => {
      const board = await boardOf(env, downtown, TOMORROW);
      const { technician, breakStart, serviceId } = technicianWithBreak(board);
      const service = services.find((s) => s.id === serviceId);
      if (!service) throw new Error('fixture');
      const args = bookingArgs({ branchId: downtown, guests: [{ lines: [{ service, technicianId: technician.id, startTime: breakStart }] }] });
      await refused(() => post(env, fd, BookingWritePath.CREATE, online(args)), 409, 'SCHEDULER_OVER_BREAK');
    });

    it('gender, service not offered, not working hours', async () => {
      const board = await boardOf(env, downtown, TOMORROW);
      const at = `${TOMORROW} 09:30`;
      const singles = services.filter((s) => s.number_technician === 1);
      const female = board.technicians.find(
        (t) =>
          t.gender === 'FEMALE' &&
          t.technicianServiceMappings.length < singles.length &&
          freeTechnicians(board, { serviceId: null, start: at, duration: 30 }).includes(t.id),
      );
      const service = services.find((s) => female?.technicianServiceMappings.some((m) => m.serviceId === s.id) && s.number_technician === 1);
      if (!female || !service) throw new Error('fixture');
      const male = bookingArgs({ branchId: downtown, guests: [{ gender: Gender.MALE, lines: [{ service, technicianId: female.id, startTime: at }] }] });
      await refused(() => post(env, fd, BookingWritePath.CREATE, online(male)), 409, 'SCHEDULER_GENDER_MISMATCH');

      const notOffered = services.find((s) => !female.technicianServiceMappings.some((m) => m.serviceId === s.id) && s.number_technician === 1);
      if (!notOffered) throw new Error('fixture');
      const other = bookingArgs({ branchId: downtown, guests: [{ lines: [{ service: notOffered, technicianId: female.id, startTime: at }] }] });
      await refused(() => post(env, fd, BookingWritePath.CREATE, online(other)), 409, 'SCHEDULER_SERVICE_NOT_OFFERED');

      const late = board.technicians.find((t) => t.technicianWorkings.some((w) => w.type === WorkingType.WORKING && w.startDate > `${TOMORROW} 09:00`));
      const lateService = services.find((s) => late?.technicianServiceMappings.some((m) => m.serviceId === s.id) && s.number_technician === 1);
      if (!late || !lateService) throw new Error('fixture');
      const early = bookingArgs({ branchId: downtown, guests: [{ lines: [{ service: lateService, technicianId: late.id, startTime: `${TOMORROW} 09:00` }] }] });
      await refused(() => post(env, fd, BookingWritePath.CREATE, online(early)), 409, 'SCHEDULER_NOT_WORKING_HOURS');
    });

    it("bad phone is 'Phone is invalid!'; missing or unknown technician or service is 400", async () => {
      const board = await boardOf(env, downtown, TOMORROW);
      const { service, technicians } = serviceWithFree(board, services, `${TOMORROW} 09:30`, 1);
      const good = bookingArgs({ branchId: downtown, guests: [{ lines: [{ service, technicianId: technicians[0] ?? '', startTime: `${TOMORROW} 09:30` }] }] });
      const badPhone = await refused(() => post(env, fd, BookingWritePath.CREATE, online({ ...good, customer: { ...good.customer, phone: '416 555' } })), 400, 'PHONE_INVALID');
      expect(badPhone.message).toBe('Phone is invalid!');

      const guest = good.guests[0];
      const line = guest?.segments[0];
      if (!guest || !line) throw new Error('fixture');
      const withLines = (segments: unknown[]) => ({ ...online(good), guests: [{ ...guest, segments }] });
      const { technicianId: _t, ...withoutTechnician } = line;
      await refused(() => post(env, fd, BookingWritePath.CREATE, withLines([withoutTechnician])), 400, 'VALIDATION');
      await refused(() => post(env, fd, BookingWritePath.CREATE, withLines([])), 400, 'VALIDATION');
      const unknownTechnician = await refused(() => post(env, fd, BookingWritePath.CREATE, withLines([{ ...line, technicianId: randomUUID() }])), 400, 'BOOKING_INVALID');
      expect(unknownTechnician.message).toBe('Booking invalid!');
      await refused(() => post(env, fd, BookingWritePath.CREATE, withLines([{ ...line, serviceId: randomUUID() }])), 400, 'BOOKING_INVALID');
      // A couples service needs two technicians.
      const couples = services.find((s) => s.number_technician === 2);
      if (!couples) throw new Error('fixture');
      await refused(() => post(env, fd, BookingWritePath.CREATE, withLines([{ ...line, serviceId: couples.id, serviceName: couples.name }])), 400, 'BOOKING_INVALID');
    });

    it('every malformed body is 400 VALIDATION and writes nothing', async () => {
      const g = randomUUID();
      const cases: [string, unknown][] = [
        [BookingWritePath.CREATE, {}],
        [BookingWritePath.CREATE, { branchId: downtown, guests: 'x' }],
        [BookingWritePath.UPDATE, { branchId: downtown, guests: [] }],
        [BookingWritePath.UPDATE_STATUS, { bookingId: 'nope', status: 'Cancel' }],
        [BookingWritePath.UPDATE_STATUS, { bookingId: g, status: 'Completed' }],
        [BookingWritePath.UPDATE_STATUS_GUEST, { bookingId: g, status: 'Cancel' }],
        [BookingWritePath.UPDATE_STATUS_GUEST, { bookingId: g, status: 'Cancel', guestId: g, guests: [g] }],
        [BookingWritePath.BACK_STATUS, { guestId: 1 }],
        [BookingWritePath.MOVE_TO_DASHBOARD, { guestId: g, startTime: '10:00', technicianId: g, branchId: downtown, scheduleDate: TOMORROW }],
        [BookingWritePath.CONFIRM, { id: g }],
        [BookingWritePath.UPDATE_SEGMENT, { id: g, bookingId: g, technicianId: g, startTime: `${TOMORROW} 10:00`, price: -1 }],
      ];
      for (const [url, payload] of cases) {
        const answer = await refused(() => post(env, fd, url, payload), 400, 'VALIDATION');
        expect(answer.message, url).toBeTruthy();
      }
      await refused(() => env.app.inject({ method: 'GET', url: `${BookingWritePath.MOVE_TO_CLIPBOARD}?guestId=x`, headers: fd.headers }), 400, 'VALIDATION');
    });

    it('unknown rows are 404', async () => {
      const g = randomUUID();
      await refused(() => post(env, fd, BookingWritePath.BACK_STATUS, { guestId: g }), 404, 'NOT_FOUND');
      await refused(() => post(env, fd, BookingWritePath.CONFIRM, { id: g, confirm: true }), 404, 'NOT_FOUND');
      const { args } = await bookTomorrow(`${TOMORROW} 18:00`);
      await refused(() => post(env, fd, BookingWritePath.UPDATE, { ...args, id: g }), 404, 'NOT_FOUND');
      await refused(() => post(env, fd, BookingWritePath.UPDATE_STATUS_GUEST, { bookingId: args.id, guestId: g, status: BookingStatus.CANCEL }), 404, 'NOT_FOUND');
    });
  });

  describe('past dates and completed bookings need the admin right', () => {
    let history: BookingSaveInput;

    it('enters a booking on a past date: its guests are Processing and no board rule applies', async () => {
      const board = await boardOf(env, downtown, YESTERDAY);
      const technician = board.technicians[0];
      const service = services.find((s) => technician?.technicianServiceMappings.some((m) => m.serviceId === s.id) && s.number_technician === 1);
      if (!technician || !service) throw new Error('fixture');
      history = bookingArgs({ branchId: downtown, guests: [{ lines: [{ service, technicianId: technician.id, startTime: `${YESTERDAY} 06:00` }] }] });
      okResult(await post(env, fd, BookingWritePath.CREATE_HISTORY, online(history)));
      expect((await bookingRows(env.db, history.id)).guests.map((g) => g.status)).toEqual(['Processing']);
    });

    it('refuses to move a line on a past date', async () => {
      const line = history.guests[0]?.segments[0];
      if (!line) throw new Error('fixture');
      await refused(
        () => post(env, manager, BookingWritePath.UPDATE_SEGMENT, { id: line.id, bookingId: history.id, technicianId: line.technicianId, startTime: `${YESTERDAY} 07:00`, force: false }),
        409,
        'SCHEDULER_PAST_DATE',
      );
    });

    it('the front desk cannot update a past booking; the manager can', async () => {
      const changed = { ...history, note: 'entered late' };
      await refused(() => post(env, fd, BookingWritePath.UPDATE_HISTORY, changed), 403, 'FORBIDDEN');
      okResult(await post(env, manager, BookingWritePath.UPDATE_HISTORY, changed));
    });

    it('a completed guest stays as it was and cannot be removed', async () => {
      const row = await env.db.one<{ booking_id: string }>(
        `SELECT g.booking_id FROM guest g WHERE g.branch_id = $1 AND g.status = 'Completed'
            AND (SELECT count(*) FROM guest o WHERE o.booking_id = g.booking_id) = 1 LIMIT 1`,
        [downtown],
      );
      const before = await bookingRows(env.db, row.booking_id);
      const b = await env.db.one<{ customer_name: string; phone: string; customer_id: string }>(`SELECT customer_name, phone, customer_id FROM booking WHERE id = $1`, [row.booking_id]);
      const guest = before.guests[0];
      const services2 = await env.db.query<{ id: string; service_id: string; service_name: string; technician_id: string; display_index: number }>(
        `SELECT id, service_id, service_name, technician_id, display_index FROM segment WHERE booking_id = $1 ORDER BY display_index`,
        [row.booking_id],
      );
      if (!guest) throw new Error('fixture');
      const args = {
        id: row.booking_id,
        branchId: downtown,
        customerId: b.customer_id,
        customer: { name: b.customer_name, phone: b.phone },
        startTime: before.booking?.start,
        guests: [
          {
            id: guest.id,
            name: guest.name,
            displayIndex: 0,
            segments: services2.map((s, i) => ({
              id: s.id,
              type: 'service',
              serviceId: s.service_id,
              serviceName: s.service_name,
              technicianId: s.technician_id,
              startTime: before.lines[i]?.start,
              duration: 5,
              price: 1,
              displayIndex: s.display_index,
            })),
          },
        ],
      };
      await refused(() => post(env, fd, BookingWritePath.UPDATE, args), 403, 'FORBIDDEN');
      okResult(await post(env, manager, BookingWritePath.UPDATE, { ...args, note: 'regular' }));
      expect((await bookingRows(env.db, row.booking_id)).lines).toEqual(before.lines);
      // Removing it: a second guest takes its place in the form.
      const { service, technicians } = serviceWithFree(await boardOf(env, downtown, TEST_TODAY), services, `${TEST_TODAY} 17:00`, 1);
      const replacement = bookingArgs({ branchId: downtown, guests: [{ lines: [{ service, technicianId: technicians[0] ?? '', startTime: `${TEST_TODAY} 17:00` }] }] }).guests;
      await refused(() => post(env, manager, BookingWritePath.UPDATE, { ...args, guests: replacement }), 409, 'GUEST_READ_ONLY');
    });
  });

  describe('rights and tenants', () => {
    it('the trainee (appointment page denied) and a role without BOOKING_CREATE are refused with 403', async () => {
      const { args } = await bookTomorrow(`${TOMORROW} 13:30`);
      const trainee = await signIn(env.app, 'trainee');
      const fresh = bookingArgs({ branchId: downtown, guests: [{ lines: [{ service: services[0] as ServiceRow, technicianId: args.guests[0]?.segments[0]?.technicianId ?? '', startTime: `${TOMORROW} 17:30` }] }] });
      await refused(() => post(env, trainee, BookingWritePath.CREATE, online(fresh)), 403, 'FORBIDDEN');
      await refused(() => post(env, trainee, BookingWritePath.UPDATE_STATUS, { bookingId: args.id, status: BookingStatus.CANCEL }), 403, 'FORBIDDEN');
      await withDenied(env.db, 'FRONT_DESK', Right.BOOKING_CREATE, async () => {
        await refused(() => post(env, fd, BookingWritePath.CREATE, online(fresh)), 403, 'FORBIDDEN');
        await refused(() => post(env, fd, BookingWritePath.CONFIRM, { id: args.id, confirm: false }), 403, 'FORBIDDEN');
        await refused(() => env.app.inject({ method: 'GET', url: `${BookingWritePath.MOVE_TO_CLIPBOARD}?guestId=${args.guests[0]?.id}`, headers: fd.headers }), 403, 'FORBIDDEN');
      });
    });

    it('another tenant sees none of it: 404 for rows, 403 for the branch, 400 for foreign technicians', async () => {
      const { args, guestId, lineId } = await bookTomorrow(`${TOMORROW} 14:00`);
      const lotus = await signIn(env.app, 'lotus');
      await refused(() => post(env, lotus, BookingWritePath.CREATE, online(args)), 403, 'PLAN_UPGRADE_REQUIRED');
      await grantAppointmentPlanToLotus(env.db);
      const lotusBranch = await branchIdByName(env.db, 'Lotus Nails Midtown');
      await refused(() => post(env, lotus, BookingWritePath.CREATE, online({ ...bookingArgs({ branchId: downtown, guests: [] }), guests: args.guests })), 403, 'BRANCH_NOT_AUTHORISED');
      await refused(() => post(env, lotus, BookingWritePath.UPDATE, { ...args, branchId: lotusBranch }), 404, 'NOT_FOUND');
      await refused(() => post(env, lotus, BookingWritePath.UPDATE_STATUS, { bookingId: args.id, status: BookingStatus.CANCEL }), 404, 'NOT_FOUND');
      await refused(() => post(env, lotus, BookingWritePath.BACK_STATUS, { guestId }), 404, 'NOT_FOUND');
      await refused(() => post(env, lotus, BookingWritePath.UPDATE_SEGMENT, { id: lineId, bookingId: args.id, technicianId: randomUUID(), startTime: `${TOMORROW} 14:00` }), 404, 'NOT_FOUND');
      await refused(() => env.app.inject({ method: 'GET', url: `${BookingWritePath.MOVE_TO_CLIPBOARD}?guestId=${guestId}`, headers: lotus.headers }), 404, 'NOT_FOUND');
      // Maple's technicians and services in a Lotus booking (new ids): not this branch's.
      const foreign = bookingArgs({ branchId: lotusBranch, phone: '4165550000', guests: [{ lines: [{ service: services[0] as ServiceRow, technicianId: args.guests[0]?.segments[0]?.technicianId ?? '', startTime: `${TOMORROW} 14:00` }] }] });
      await refused(() => post(env, lotus, BookingWritePath.CREATE, online(foreign)), 400, 'BOOKING_INVALID');
      // The same booking id again: taken, whatever the tenant.
      await refused(() => post(env, lotus, BookingWritePath.CREATE, online({ ...foreign, id: args.id })), 409, 'DUPLICATE');
    });
  });

  it('codes from the branch counter go on without gaps and never repeat', async () => {
    const one = await bookTomorrow(`${TOMORROW} 09:15`);
    const two = await bookTomorrow(`${TOMORROW} 09:15`, { exclude: [one.technicianId] });
    const n = (code: string) => Number(code.split('-')[1]);
    expect(n(two.saved.code)).toBe(n(one.saved.code) + 1);
    // A code the caller brings is kept when free and refused when taken.
    const board = await boardOf(env, downtown, TOMORROW);
    const { service, technicians } = serviceWithFree(board, services, `${TOMORROW} 18:15`, 1);
    const given = bookingArgs({ branchId: downtown, code: 'DT-WEB-1', guests: [{ lines: [{ service, technicianId: technicians[0] ?? '', startTime: `${TOMORROW} 18:15` }] }] });
    expect(okResult<Saved>(await post(env, fd, BookingWritePath.CREATE, given)).code).toBe('DT-WEB-1');
    // Tablet-shaped codes belong to the tablets' counters.
    const fresh = bookingArgs({ branchId: downtown, code: 'DT-1-77', guests: [{ lines: [{ service, technicianId: technicians[0] ?? '', startTime: `${TOMORROW} 18:15` }] }], force: true });
    await refused(() => post(env, fd, BookingWritePath.CREATE, fresh), 400, 'VALIDATION');
    await refused(() => post(env, fd, BookingWritePath.CREATE, { ...given, id: randomUUID(), guests: bookingArgs({ branchId: downtown, guests: [{ lines: [{ service, technicianId: technicians[0] ?? '', startTime: `${TOMORROW} 18:15` }] }], force: true }).guests, force: true }), 409, 'DUPLICATE');
  });
});
