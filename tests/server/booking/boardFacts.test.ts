/**
 * A push's chunk keeps what it has read of a board's day and technicians (working time, breaks,
 * services, configuration) and of its columns' lines for its other changes: a break set
 * earlier in the push is seen by a later move, and so is a booking made earlier, and a move
 * earlier in the push leaves the kept columns as the database has them.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WorkingType } from '../../../src/domain/api';
import { MutationName, MutationOutcome, type MutationResult } from '../../../src/domain/sync-protocol';
import { branchIdByName, createSeededTestDb, setupTestEnv, signIn, userIdByName, type SignedIn, type TestEnv } from '../helpers';
import { bookingArgs, boardOf, mutation, plus, serviceWithFree, servicesOf, TOMORROW, type ServiceRow } from '../bookingFixtures';
import { countedDb } from '../countedDb';
import { deviceCodeFor, push, pushResult, registerDevice } from '../syncHelpers';

describe("a push's chunk reads a day's board facts and its columns' lines once", () => {
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
  const COLUMN_LINES = 's.technician_id = ANY($5::uuid[]) AND s.active';
  const TECHNICIAN_LOCK = 'FROM technician WHERE tenant_id = $1 AND id = ANY($2::uuid[]) ORDER BY id FOR UPDATE';

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

  it('ten moves between two columns: each column’s working time, services, lines and the time zone read once', async () => {
    const { first, second, move } = await bookedLine(`${TOMORROW} 10:00`);
    const moves = Array.from({ length: 10 }, (_, i) => move(i % 2 === 0 ? second : first));
    statements.length = 0;
    expect(outcomes(await pushed(moves))).toEqual(moves.map(() => 'APPLIED'));
    expect(ran('FROM technician_service')).toBe(2);
    expect(ran('FROM technician_working')).toBe(2);
    expect(ran('FROM branch_config_date')).toBe(1);
    expect(ran(COLUMN_LINES)).toBe(2);
    // Both technicians locked by the first move, held by the chunk for the other nine.
    expect(ran(TECHNICIAN_LOCK)).toBe(1);
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

  /** Two one-line bookings at `start`, on the first two of three technicians free then; moves of either line. */
  async function twoLines(start: string) {
    const { service, technicians } = serviceWithFree(await boardOf(env, downtown, TOMORROW), services, start, 3);
    const [a = '', b = '', c = ''] = technicians;
    const lines = [a, b].map((technicianId) => {
      const args = booking([{ service, technicianId, startTime: start }]);
      return { args, lineId: args.guests[0]?.segments[0]?.id ?? '' };
    });
    expect(outcomes(await pushed(lines.map((l) => change(MutationName.BOOKING_CREATE, l.args))))).toEqual(['APPLIED', 'APPLIED']);
    const move = (line: number, technicianId: string) => {
      const { args, lineId } = lines[line] ?? { args: { id: '' }, lineId: '' };
      return change(MutationName.SEGMENT_UPDATE, { id: lineId, bookingId: args.id, branchId: downtown, technicianId, startTime: start, duration: service.duration, price: service.price_cents });
    };
    return { a, b, c, move };
  }

  it('a kept column follows the moves of the push: a line moved onto it blocks, a line moved off it frees its place', async () => {
    const { a, c, move } = await twoLines(`${TOMORROW} 17:00`);
    statements.length = 0;
    const results = await pushed([move(0, c), move(1, c), move(0, a), move(1, c), move(0, c)]);
    expect(outcomes(results)).toEqual(['APPLIED', 'SCHEDULER_NOT_ALLOW_MULTITASKING', 'APPLIED', 'APPLIED', 'SCHEDULER_NOT_ALLOW_MULTITASKING']);
    // c's lines read once (first move), a's once (third): every other check used the kept columns.
    expect(ran(COLUMN_LINES)).toBe(2);
  });

  it('a refused move gives back the locks it took, so the next move locks and reads its column again', async () => {
    const { a, move } = await twoLines(`${TOMORROW} 18:00`);
    statements.length = 0;
    expect(outcomes(await pushed([move(1, a), move(1, a)]))).toEqual(['SCHEDULER_NOT_ALLOW_MULTITASKING', 'SCHEDULER_NOT_ALLOW_MULTITASKING']);
    expect(ran(COLUMN_LINES)).toBe(2);
    expect(ran(TECHNICIAN_LOCK)).toBe(2);
  });

  it('a later push reads its columns afresh: a booking made in between blocks a move it overlaps', async () => {
    const start = `${TOMORROW} 11:30`;
    const { service, first, second, move } = await bookedLine(start);
    expect(outcomes(await pushed([move(second), move(first)]))).toEqual(['APPLIED', 'APPLIED']);
    expect(outcomes(await pushed([change(MutationName.BOOKING_CREATE, booking([{ service, technicianId: second, startTime: start }]))]))).toEqual(['APPLIED']);
    expect(outcomes(await pushed([move(second)]))).toEqual(['SCHEDULER_NOT_ALLOW_MULTITASKING']);
  });
});
