/**
 * A push's chunk keeps what it has read of a board's day and technicians (working time, breaks,
 * services, configuration) for its other changes, and reads the bookings afresh for each:
 * a break set earlier in the push is seen by a later move, and so is a booking made earlier.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WorkingType } from '../../../src/domain/api';
import { MutationName, MutationOutcome, type MutationResult } from '../../../src/domain/sync';
import { branchIdByName, createSeededTestDb, setupTestEnv, signIn, userIdByName, type SignedIn, type TestEnv } from '../helpers';
import { bookingArgs, boardOf, mutation, plus, serviceWithFree, servicesOf, TOMORROW, type ServiceRow } from '../bookingFixtures';
import { countedDb } from '../countedDb';
import { deviceCodeFor, push, pushResult, registerDevice } from '../syncHelpers';

describe("a push's chunk reads a day's board facts once, its bookings for every change", () => {
  let env: TestEnv;
  let fd: SignedIn;
  let fdId: string;
  let downtown: string;
  let services: ServiceRow[];
  let deviceId: string;
  let seq = 0;
  let codes = 0;
  const statements: string[] = [];

  beforeAll(async () => {
    env = await setupTestEnv(countedDb(await createSeededTestDb(), statements));
    fd = await signIn(env.app, 'frontdesk');
    fdId = await userIdByName(env.db, 'frontdesk');
    downtown = await branchIdByName(env.db, 'Downtown Toronto');
    services = await servicesOf(env.db, downtown);
    deviceId = (await registerDevice(env, fd)).deviceId;
  });
  afterAll(async () => {
    await env.close();
  });

  const change = (name: MutationName, args: object) => mutation({ name, args, deviceId, seq: ++seq, userId: fdId, branchId: downtown });
  const pushed = async (mutations: readonly unknown[]) => pushResult(await push(env, fd, deviceId, mutations)).results;
  const outcomes = (results: readonly MutationResult[]) => results.map((r) => (r.outcome === MutationOutcome.APPLIED ? 'APPLIED' : r.error?.code));
  const booking = (lines: Parameters<typeof bookingArgs>[0]['guests'][number]['lines']) =>
    bookingArgs({ branchId: downtown, code: deviceCodeFor(deviceId, ++codes), guests: [{ lines }] });
  const ran = (fragment: string) => statements.filter((sql) => sql.includes(fragment)).length;

  /** A booking of one line on the first of two technicians free at `start`, pushed; and moves of that line. */
  async function bookedLine(start: string) {
    const { service, technicians } = serviceWithFree(await boardOf(env, downtown, TOMORROW), services, start, 2);
    const [first = '', second = ''] = technicians;
    const args = booking([{ service, technicianId: first, startTime: start }]);
    const lineId = args.guests[0]?.segments[0]?.id ?? '';
    expect(outcomes(await pushed([change(MutationName.BOOKING_CREATE, args)]))).toEqual(['APPLIED']);
    const move = (technicianId: string) =>
      change(MutationName.SEGMENT_UPDATE, { id: lineId, bookingId: args.id, branchId: downtown, technicianId, startTime: start, duration: service.duration, price: service.price_cents });
    return { service, first, second, move };
  }

  it('ten moves between two columns: each column’s working time, services and the time zone read once, the target column’s lines ten times in one statement each', async () => {
    const { first, second, move } = await bookedLine(`${TOMORROW} 10:00`);
    const moves = Array.from({ length: 10 }, (_, i) => move(i % 2 === 0 ? second : first));
    statements.length = 0;
    expect(outcomes(await pushed(moves))).toEqual(moves.map(() => 'APPLIED'));
    expect(ran('FROM technician_service')).toBe(2);
    expect(ran('FROM technician_working')).toBe(2);
    expect(ran('FROM branch_config_date')).toBe(1);
    expect(ran('s.technician_id = ANY($5::uuid[]) AND s.active')).toBe(10);
    // No whole booking of the day is read for a move, and the moved booking's rows once.
    expect(ran('AND NOT g.clipboard)')).toBe(0);
    expect(ran('FROM guest g WHERE g.tenant_id = $1 AND g.booking_id = $2')).toBe(10);
    expect(ran('key = $3')).toBe(1);
  });

  it('a break set earlier in the push is seen by a later move onto it', async () => {
    const start = `${TOMORROW} 13:00`;
    const { first, second, move } = await bookedLine(start);
    const breakArgs = { id: randomUUID(), technicianId: second, branchId: downtown, date: TOMORROW, startTimeOff: start, endTimeOff: plus(start, 30), note: '', type: WorkingType.BREAK_PAID };
    // The first two moves have the chunk read both columns before the break.
    const results = await pushed([move(second), move(first), change(MutationName.BREAK_CREATE, breakArgs), move(second)]);
    expect(outcomes(results)).toEqual(['APPLIED', 'APPLIED', 'APPLIED', 'SCHEDULER_OVER_BREAK']);
  });

  it('a booking made earlier in the push blocks a later overlapping move', async () => {
    const start = `${TOMORROW} 16:00`;
    const { service, first, second, move } = await bookedLine(start);
    const other = booking([{ service, technicianId: second, startTime: start }]);
    const results = await pushed([move(second), move(first), change(MutationName.BOOKING_CREATE, other), move(second)]);
    expect(outcomes(results)).toEqual(['APPLIED', 'APPLIED', 'APPLIED', 'SCHEDULER_NOT_ALLOW_MULTITASKING']);
  });
});
