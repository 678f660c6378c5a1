import { expect } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { Gender, WorkingType } from '../../src/domain/api';
import type { BookingSaveInput } from '../../src/domain/booking/args';
import { dateTimeAt, minutesFromDay } from '../../src/domain/scheduler/clock';
import { othersOf, placementRefusal } from '../../src/domain/scheduler/placement';
import { dayBounds, technicianDay } from '../../src/domain/scheduler/working-hours';
import { MUTATION_SCHEMA_VERSION, type MutationName } from '../../src/domain/sync-protocol';
import { loadBoard, type LoadedBoard } from '../../src/server/booking/boardContext';
import type { Db } from '../../src/server/db/db';
import { body, TEST_NOW, type SignedIn, type TestEnv } from './helpers';
import { push, pushResult, registerDevice } from './syncHelpers';

/** Tomorrow in the test clock: shifts are seeded, no booking is, so slots are predictable. */
export const TOMORROW = '2026-11-21';
export const YESTERDAY = '2026-11-19';

export type ServiceRow = { id: string; name: string; duration: number; price_cents: number; number_technician: number };

export async function servicesOf(db: Db, branchId: string): Promise<ServiceRow[]> {
  return db.query<ServiceRow>(
    `SELECT id, name, duration, price_cents, number_technician FROM service WHERE branch_id = $1 AND active ORDER BY code`,
    [branchId],
  );
}

export async function tenantOfBranch(db: Db, branchId: string): Promise<string> {
  return (await db.one<{ tenant_id: string }>(`SELECT tenant_id FROM branch WHERE id = $1`, [branchId])).tenant_id;
}

/** The board exactly as the server will check it (as of the test clock). */
export async function boardOf(env: TestEnv, branchId: string, date: string): Promise<LoadedBoard> {
  return loadBoard(env.db, { tenantId: await tenantOfBranch(env.db, branchId), branchId, date, now: env.clock.now() });
}

/** Technicians who could take `service` at `start` for `duration` minutes, without force. */
export function freeTechnicians(board: LoadedBoard, input: { serviceId: string | null; start: string; duration: number; gender?: Gender }): string[] {
  const bounds = dayBounds({ config: board.config });
  const start = minutesFromDay(input.start, board.date);
  return board.technicians
    .filter(
      (technician) =>
        placementRefusal({
          technician,
          technicianDay: technicianDay({ technician, date: board.date }),
          bounds,
          interval: { start, end: start + input.duration },
          serviceId: input.serviceId,
          gender: input.gender ?? Gender.ANY,
          others: othersOf({ segments: board.segments, technicianId: technician.id, itemId: null }),
          date: board.date,
          settings: { multitask: false, minuteOverlap: 0 },
        }) === null,
    )
    .map((t) => t.id);
}

/** A service with at least `count` free technicians at `start` (single-technician services only). */
export function serviceWithFree(board: LoadedBoard, services: readonly ServiceRow[], start: string, count: number, gender?: Gender) {
  for (const service of services.filter((s) => s.number_technician === 1)) {
    const technicians = freeTechnicians(board, { serviceId: service.id, start, duration: service.duration, gender });
    if (technicians.length >= count) return { service, technicians };
  }
  throw new Error(`no service with ${count} free technicians at ${start}`);
}

/** A technician's break on the board's day, with a service the technician offers. */
export function technicianWithBreak(board: LoadedBoard) {
  for (const technician of board.technicians) {
    const br = technician.technicianWorkings.find((w) => w.type !== WorkingType.WORKING);
    const mapping = technician.technicianServiceMappings[0];
    if (br && mapping) return { technician, breakStart: br.startDate, breakEnd: br.endDate, serviceId: mapping.serviceId };
  }
  throw new Error('no technician with a break');
}

export type LineSpec = { service: ServiceRow; technicianId: string; startTime: string; duration?: number; price?: number; id?: string };
export type GuestSpec = { id?: string; name?: string; gender?: Gender; lines: LineSpec[] };

let phoneCounter = 0;

/** A fresh valid phone of the Downtown pattern (10 digits), unknown to the seed. */
export function newPhone(): string {
  phoneCounter += 1;
  return `905777${String(phoneCounter).padStart(4, '0')}`;
}

/** Booking args as the form (or the outbox) sends them. */
export function bookingArgs(input: {
  branchId: string;
  code?: string;
  id?: string;
  customerName?: string;
  phone?: string;
  customerId?: string | null;
  guests: GuestSpec[];
  start?: boolean;
  force?: boolean;
}): BookingSaveInput {
  const first = input.guests[0]?.lines[0];
  return {
    id: input.id ?? randomUUID(),
    branchId: input.branchId,
    code: input.code ?? 'pending',
    customerId: input.customerId ?? null,
    customer: { name: input.customerName ?? 'Test Client', phone: input.phone ?? newPhone(), email: null, birthDay: null },
    startTime: first?.startTime ?? `${TOMORROW} 10:00`,
    note: '',
    color: null,
    gender: Gender.ANY,
    block: false,
    isReOrder: false,
    start: input.start ?? false,
    force: input.force ?? false,
    guests: input.guests.map((g, gi) => ({
      id: g.id ?? randomUUID(),
      name: g.name ?? '',
      gender: g.gender ?? Gender.ANY,
      block: false,
      isReOrder: false,
      displayIndex: gi,
      segments: g.lines.map((l, li) => ({
        id: l.id ?? randomUUID(),
        type: 'service',
        serviceId: l.service.id,
        serviceName: l.service.name,
        technicianId: l.technicianId,
        startTime: l.startTime,
        duration: l.duration ?? l.service.duration,
        price: l.price ?? l.service.price_cents,
        displayIndex: li,
        parentId: null,
      })),
    })),
  };
}

/** The wall time `minutes` after `time` on the same day. */
export function plus(time: string, minutes: number): string {
  const date = time.slice(0, 10);
  return dateTimeAt(date, minutesFromDay(time, date) + minutes);
}

export async function post(env: TestEnv, who: SignedIn, url: string, payload: unknown): Promise<LightMyRequestResponse> {
  return env.app.inject({ method: 'POST', url, headers: who.headers, payload: payload as object });
}

/** The answer's result, failing the test with the body when it is not a 200. */
export function okResult<T>(res: LightMyRequestResponse): T {
  if (res.statusCode !== 200) throw new Error(`expected 200, got ${res.statusCode}: ${res.body}`);
  return body<T>(res).result;
}

/** A mutation as the tablet's outbox holds it. */
export function mutation(input: { name: MutationName; args: object; deviceId: string; seq: number; userId: string; branchId: string; id?: string }): Record<string, unknown> {
  return {
    id: input.id ?? randomUUID(),
    deviceId: input.deviceId,
    seq: input.seq,
    userId: input.userId,
    branchId: input.branchId,
    schemaVersion: MUTATION_SCHEMA_VERSION,
    createdAt: TEST_NOW.toISOString(),
    dependsOn: [],
    name: input.name,
    args: input.args,
  };
}

/** A tablet of `who`: its id, codes from its number, its changes numbered and pushed in order. */
export async function syncTablet(env: TestEnv, who: SignedIn, userId: string, branchId: string) {
  const { deviceId, deviceNo } = await registerDevice(env, who);
  let seq = 0;
  let n = 0;
  return {
    deviceId,
    code: () => `DT-${deviceNo}-${++n}`,
    change: (name: MutationName, args: object) => mutation({ name, args, deviceId, seq: ++seq, userId, branchId }),
    push: async (mutations: readonly unknown[]) => pushResult(await push(env, who, deviceId, mutations)).results,
  };
}

export type GuestRowView = { id: string; name: string; status: string; clipboard: boolean };
export type LineRowView = { id: string; guest_id: string; technician_id: string | null; start: string; end: string; duration: number; price_cents: number };

/** A booking's rows with times on the Toronto wall clock. */
export async function bookingRows(db: Db, bookingId: string) {
  const booking = await db.maybeOne<{ code: string; status: string; start: string; end: string; type: string; is_customer_new: boolean; customer_id: string; confirm: boolean; customer_name: string }>(
    `SELECT code, status, type, is_customer_new, customer_id, confirm, customer_name,
            to_char(start_time AT TIME ZONE 'America/Toronto', 'YYYY-MM-DD HH24:MI') AS start,
            to_char(end_time AT TIME ZONE 'America/Toronto', 'YYYY-MM-DD HH24:MI') AS end
       FROM booking WHERE id = $1`,
    [bookingId],
  );
  const guests = await db.query<GuestRowView>(`SELECT id, name, status, clipboard FROM guest WHERE booking_id = $1 ORDER BY display_index, id`, [bookingId]);
  const lines = await db.query<LineRowView>(
    `SELECT id, guest_id, technician_id, duration, price_cents,
            to_char(start_time AT TIME ZONE 'America/Toronto', 'YYYY-MM-DD HH24:MI') AS start,
            to_char(end_time AT TIME ZONE 'America/Toronto', 'YYYY-MM-DD HH24:MI') AS end
       FROM segment s WHERE booking_id = $1
      ORDER BY (SELECT g.display_index FROM guest g WHERE g.id = s.guest_id), display_index, start_time, id`,
    [bookingId],
  );
  return { booking, guests, lines };
}

/** Rows a booking change may write, to prove a refused one wrote nothing. */
export async function writeFingerprint(db: Db): Promise<string> {
  const row = await db.one<{ f: string | null }>(
    `SELECT md5(string_agg(x, '|' ORDER BY x)) AS f FROM (
       SELECT 'b' || id || status || start_time::text || end_time::text || confirm::text || coalesce(customer_id::text, '-') AS x FROM booking
       UNION ALL SELECT 'g' || id || status || clipboard::text || name FROM guest
       UNION ALL SELECT 's' || id || coalesce(technician_id::text, '-') || start_time::text || duration || price_cents FROM segment
       UNION ALL SELECT 'w' || id FROM technician_working
       UNION ALL SELECT 'c' || id FROM customer
       UNION ALL SELECT 'a' || id FROM action_log
       UNION ALL SELECT 'q' || branch_id || next_value FROM branch_sequence
     ) t`,
  );
  return row.f ?? '';
}

/** Temporarily deny a right to a role of the first tenant (rights are read per request). */
export async function withDenied<T>(db: Db, roleCode: string, right: string, fn: () => Promise<T>): Promise<T> {
  const role = await db.one<{ id: string; tenant_id: string }>(`SELECT id, tenant_id FROM role WHERE code = $1 ORDER BY created_at, id LIMIT 1`, [roleCode]);
  const before = await db.maybeOne<{ setting: string }>(`SELECT setting FROM role_right WHERE role_id = $1 AND right_code = $2`, [role.id, right]);
  await db.query(
    `INSERT INTO role_right (tenant_id, role_id, right_code, setting) VALUES ($1, $2, $3, 'DENY')
     ON CONFLICT (role_id, right_code) DO UPDATE SET setting = 'DENY'`,
    [role.tenant_id, role.id, right],
  );
  try {
    return await fn();
  } finally {
    if (before) await db.query(`UPDATE role_right SET setting = $3 WHERE role_id = $1 AND right_code = $2`, [role.id, right, before.setting]);
    else await db.query(`DELETE FROM role_right WHERE role_id = $1 AND right_code = $2`, [role.id, right]);
  }
}

export type RefusalAnswer = { success: boolean; code?: string; message: string | null; fields?: Record<string, string>; facts?: unknown };

/** Expects a refusal with that status and code, and that nothing was written. */
export async function expectRefused(
  db: Db,
  request: () => Promise<{ statusCode: number; json: <T>() => T }>,
  status: number,
  code: string,
): Promise<RefusalAnswer> {
  const before = await writeFingerprint(db);
  const res = await request();
  const answer = res.json<RefusalAnswer>();
  expect({ status: res.statusCode, code: answer.code }, JSON.stringify(answer)).toEqual({ status, code });
  expect(answer.success).toBe(false);
  expect(await writeFingerprint(db)).toBe(before);
  return answer;
}
