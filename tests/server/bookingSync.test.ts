import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingStatus, WorkingType } from '../../src/domain/api';
import type { BookingSaveInput } from '../../src/domain/booking/args';
import { MutationName, MutationOutcome, type MutationResult } from '../../src/domain/sync-protocol';
import { branchIdByName, setupTestEnv, signIn, userIdByName, type SignedIn, type TestEnv } from './helpers';
import { bookingArgs, bookingRows, boardOf, freeTechnicians, plus, serviceWithFree, servicesOf, syncTablet, TOMORROW, writeFingerprint, type ServiceRow } from './bookingFixtures';

describe('booking changes through sync push', () => {
  let env: TestEnv;
  let fd: SignedIn;
  let manager: SignedIn;
  let fdId: string;
  let managerId: string;
  let downtown: string;
  let services: ServiceRow[];

  beforeAll(async () => {
    env = await setupTestEnv();
    fd = await signIn(env.app, 'frontdesk');
    manager = await signIn(env.app, 'manager');
    fdId = await userIdByName(env.db, 'frontdesk');
    managerId = await userIdByName(env.db, 'manager');
    downtown = await branchIdByName(env.db, 'Downtown Toronto');
    services = await servicesOf(env.db, downtown);
  });
  afterAll(async () => {
    await env.close();
  });

  const tablet = (who: SignedIn, userId: string) => syncTablet(env, who, userId, downtown);

  const outcomes = (results: readonly MutationResult[]) => results.map((r) => (r.outcome === MutationOutcome.APPLIED ? 'APPLIED' : r.error?.code));

  describe('one tablet, every change', () => {
    let a: Awaited<ReturnType<typeof tablet>>;
    let args: BookingSaveInput;
    let service: ServiceRow;
    let batch: Record<string, unknown>[];
    let results: MutationResult[];
    const start = `${TOMORROW} 10:00`;

    it('applies a booking and every later change to it, in order', async () => {
      a = await tablet(fd, fdId);
      const board = await boardOf(env, downtown, TOMORROW);
      const found = serviceWithFree(board, services, start, 2);
      service = found.service;
      const [t1 = '', t2 = ''] = found.technicians;
      args = bookingArgs({ branchId: downtown, code: a.code(), guests: [{ lines: [{ service, technicianId: t1, startTime: start }] }] });
      const guestId = args.guests[0]?.id ?? '';
      const line = args.guests[0]?.segments[0];
      if (!line) throw new Error('fixture');
      const updated = structuredClone(args);
      const updatedLine = updated.guests[0]?.segments[0];
      if (updatedLine) updatedLine.price = 4242;
      const later = `${TOMORROW} 15:00`;
      const [free = ''] = freeTechnicians(board, { serviceId: service.id, start: later, duration: service.duration });
      const breakId = randomUUID();
      const breakStart = plus(start, 240);
      const breakTechnician = freeTechnicians(board, { serviceId: null, start: breakStart, duration: 30 }).find((t) => t !== t1 && t !== t2 && t !== free) ?? '';
      batch = [
        a.change(MutationName.BOOKING_CREATE, args),
        a.change(MutationName.BOOKING_UPDATE, updated),
        a.change(MutationName.BOOKING_STATUS, { bookingId: args.id, branchId: downtown, guestIds: [guestId], status: BookingStatus.CHECK_IN }),
        a.change(MutationName.BOOKING_BACK_STATUS, { bookingId: args.id, branchId: downtown, guestId }),
        a.change(MutationName.BOOKING_CONFIRM, { id: args.id, branchId: downtown, confirm: false }),
        a.change(MutationName.GUEST_TO_CLIPBOARD, { bookingId: args.id, branchId: downtown, guestId }),
        a.change(MutationName.GUEST_TO_DASHBOARD, { bookingId: args.id, branchId: downtown, guestId, technicianId: free, startTime: later, scheduleDate: TOMORROW }),
        a.change(MutationName.SEGMENT_UPDATE, { id: line.id, bookingId: args.id, branchId: downtown, technicianId: t2, startTime: start, duration: service.duration + 15, price: 5000 }),
        a.change(MutationName.BREAK_CREATE, { id: breakId, technicianId: breakTechnician, branchId: downtown, date: TOMORROW, startTimeOff: breakStart, endTimeOff: plus(breakStart, 30), note: 'dentist', type: WorkingType.BREAK_UNPAID }),
        a.change(MutationName.BREAK_REMOVE, { technicianWorkingId: breakId, branchId: downtown }),
        a.change(MutationName.BREAK_CREATE, { id: randomUUID(), technicianId: breakTechnician, branchId: downtown, date: TOMORROW, startTimeOff: breakStart, endTimeOff: plus(breakStart, 15), note: '', type: WorkingType.BREAK_PAID }),
      ];
      results = await a.push(batch);
      expect(outcomes(results)).toEqual(batch.map(() => 'APPLIED'));
      expect(results[0]?.result).toEqual({ id: args.id, code: args.code });

      const rows = await bookingRows(env.db, args.id);
      expect(rows.booking).toMatchObject({ code: args.code, status: 'Waiting', confirm: false, start, end: plus(start, service.duration + 15) });
      expect(rows.guests).toEqual([expect.objectContaining({ id: guestId, status: 'Waiting', clipboard: false })]);
      expect(rows.lines).toEqual([expect.objectContaining({ id: line.id, technician_id: t2, start, duration: service.duration + 15, price_cents: 5000 })]);
      const breaks = await env.db.query(`SELECT type, note FROM technician_working WHERE technician_id = $1 AND type <> 'WORKING' AND note IS DISTINCT FROM 'dentist'
                                          AND start_time > '2026-11-21T00:00Z' AND start_time < '2026-11-22T05:00Z' AND id <> $2`, [breakTechnician, breakId]);
      expect(breaks).toContainEqual({ type: 'BREAK_PAID', note: null });
      expect(await env.db.maybeOne(`SELECT 1 FROM technician_working WHERE id = $1`, [breakId])).toBeNull();
      // The acting user is the one written down.
      const log = await env.db.query<{ user_id: string; action: string }>(`SELECT user_id, action FROM action_log WHERE entity_id = $1`, [args.id]);
      expect(log.length).toBeGreaterThanOrEqual(8);
      expect(new Set(log.map((l) => l.user_id))).toEqual(new Set([fdId]));
      const timesheet = await env.db.query(`SELECT action FROM action_log WHERE entity_type = 'TIMESHEET' AND entity_id = $1 ORDER BY action`, [breakId]);
      expect(timesheet).toEqual([{ action: 'create' }, { action: 'delete' }]);
    });

    it('answers a replay with the stored results and changes nothing', async () => {
      const before = await writeFingerprint(env.db);
      const again = await a.push(batch);
      expect(again).toEqual(results.map((r) => ({ ...r, replayed: true })));
      expect(await writeFingerprint(env.db)).toBe(before);
    });

    it("refuses a code that is not the tablet's and a change to an unknown booking", async () => {
      const board = await boardOf(env, downtown, TOMORROW);
      const at = `${TOMORROW} 17:00`;
      const { service: s, technicians } = serviceWithFree(board, services, at, 1);
      const before = await writeFingerprint(env.db);
      const bad = bookingArgs({ branchId: downtown, code: 'DT-999-1', guests: [{ lines: [{ service: s, technicianId: technicians[0] ?? '', startTime: at }] }] });
      const unknown = { ...bookingArgs({ branchId: downtown, guests: [{ lines: [{ service: s, technicianId: technicians[0] ?? '', startTime: at }] }] }), code: 'DT-1-1' };
      const refused = await a.push([a.change(MutationName.BOOKING_CREATE, bad), a.change(MutationName.BOOKING_UPDATE, unknown)]);
      expect(outcomes(refused)).toEqual(['VALIDATION', 'NOT_FOUND']);
      // Only the two records were written.
      expect(await writeFingerprint(env.db)).toBe(before);
    });
  });

  it("two tablets booking the same technician slot: the first is applied, the second refused with 'Not allow multitasking!', then forced", async () => {
    const a = await tablet(fd, fdId);
    const b = await tablet(manager, managerId);
    const at = `${TOMORROW} 12:00`;
    const board = await boardOf(env, downtown, TOMORROW);
    const { service, technicians } = serviceWithFree(board, services, at, 1);
    const technicianId = technicians[0] ?? '';
    const fromA = bookingArgs({ branchId: downtown, code: a.code(), guests: [{ lines: [{ service, technicianId, startTime: at }] }] });
    const fromB = bookingArgs({ branchId: downtown, code: b.code(), guests: [{ lines: [{ service, technicianId, startTime: at }] }] });
    const [first, second] = await Promise.all([a.push([a.change(MutationName.BOOKING_CREATE, fromA)]), b.push([b.change(MutationName.BOOKING_CREATE, fromB)])]);
    const both = [...(first ?? []), ...(second ?? [])];
    expect(outcomes(both).sort()).toEqual(['APPLIED', 'SCHEDULER_NOT_ALLOW_MULTITASKING']);
    const loser = both.find((r) => r.outcome === MutationOutcome.REJECTED);
    // With where the line was to go and whose column it was: what Needs attention says.
    const technicianName = board.technicians.find((t) => t.id === technicianId)?.name;
    expect(loser?.error).toEqual({
      code: 'SCHEDULER_NOT_ALLOW_MULTITASKING',
      message: 'Not allow multitasking!',
      facts: { technicianName, serviceName: expect.any(String), start: at, end: expect.stringMatching(new RegExp(`^${TOMORROW} 1[23]:\\d{2}$`)) },
    });
    // The refused tablet retries with force, as Needs attention offers.
    const [retryTablet, retryArgs] = loser && first?.includes(loser) ? [a, fromA] : [b, fromB];
    const forced = await retryTablet.push([retryTablet.change(MutationName.BOOKING_CREATE, { ...retryArgs, force: true })]);
    expect(outcomes(forced)).toEqual(['APPLIED']);
    const lines = await env.db.query(`SELECT booking_id FROM segment WHERE technician_id = $1 AND booking_id = ANY($2::uuid[])`, [technicianId, [fromA.id, fromB.id]]);
    expect(lines).toHaveLength(2);
  });

  it('checks the acting user: the trainee may not book, a role without the timesheet right may not set a break', async () => {
    const a = await tablet(fd, fdId);
    const traineeId = await userIdByName(env.db, 'trainee');
    // The trainee signed in on the front desk's tablet: the changes are theirs, refused by their rights.
    await signIn(env.app, 'trainee', { deviceId: a.deviceId });
    const at = `${TOMORROW} 18:00`;
    const board = await boardOf(env, downtown, TOMORROW);
    const { service, technicians } = serviceWithFree(board, services, at, 1);
    const args = bookingArgs({ branchId: downtown, code: a.code(), guests: [{ lines: [{ service, technicianId: technicians[0] ?? '', startTime: at }] }] });
    const asTrainee = { ...a.change(MutationName.BOOKING_CREATE, args), userId: traineeId };
    const breakArgs = { id: randomUUID(), technicianId: technicians[0] ?? '', branchId: downtown, date: TOMORROW, startTimeOff: at, endTimeOff: plus(at, 15), note: '', type: WorkingType.BREAK_PAID };
    const asTraineeBreak = { ...a.change(MutationName.BREAK_CREATE, breakArgs), userId: traineeId };
    expect(outcomes(await a.push([asTrainee, asTraineeBreak]))).toEqual(['FORBIDDEN', 'FORBIDDEN']);
  });
});
