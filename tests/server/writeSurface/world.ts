import type { LightMyRequestResponse } from 'fastify';
import { BillPath } from '../../../src/domain/bill/paths';
import type { BillCreateResult } from '../../../src/domain/bill/types';
import { buildApp } from '../../../src/server/app';
import type { Db } from '../../../src/server/db/db';
import { body, createSeededTestDb, csrf, signIn, TEST_TODAY, testClock, userIdByName, type SignedIn, type TestEnv } from '../helpers';
import { registerDevice } from '../syncHelpers';
import { billFor, billingWorld, makeBooking, postJson, type BillingWorld, type MadeBooking } from '../billingFixtures';
import { boardOf, freeTechnicians, serviceWithFree, servicesOf, TOMORROW, type ServiceRow } from '../bookingFixtures';
import type { OtherTenantIds } from './hostile';

/** Who sends an example: the tenant admin (every right), nobody signed in, or a session of its own it may spend. */
export const Who = { ADMIN: 'admin', ANONYMOUS: 'anonymous', OWN_SESSION: 'own-session' } as const;
export type Who = (typeof Who)[keyof typeof Who];

/** The seeded places the examples work in, and ways to make what a write needs. */
export type World = BillingWorld & {
  env: TestEnv;
  /** What the server logged at warn and above: a value the schemas let through shows here first. */
  log: ServerLog;
  admin: SignedIn;
  adminId: string;
  /** The CSRF cookie and header alone. */
  anonymous: Record<string, string>;
  other: OtherTenantIds;
  /** A service and a technician offering it who works tomorrow at 10:00 (booked with force). */
  booking: { service: ServiceRow; technicianId: string; start: string };
  /** Another technician, free tomorrow from 12:00 to 17:00, for breaks. */
  breakTechnicianId: string;
  device: { deviceId: string; deviceNo: number };
  next: () => number;
  /** A code as the world's tablet makes it: `{branchCode}-{deviceNo}-{n}`. */
  code: () => string;
  /** Today's slot for a booking started at once, a quarter of an hour after the test clock. */
  todaySlot: { service: ServiceRow; technicianId: string; start: string };
  session: (username: string) => Promise<SignedIn>;
  /** A booking of today written straight to the tables, its one guest in `status`. */
  guestIn: (status: string) => Promise<MadeBooking>;
  /** A paid bill of a fresh booking (two guests, two technicians). */
  paidBill: () => Promise<{ billId: string; code: string; made: MadeBooking }>;
};

async function otherTenant(env: TestEnv): Promise<OtherTenantIds> {
  return env.db.one<OtherTenantIds>(
    `SELECT t.id AS "tenantId", b.id AS "branchId", u.id AS "userId",
            (SELECT id FROM booking WHERE tenant_id = t.id ORDER BY id LIMIT 1) AS "bookingId",
            (SELECT id FROM guest WHERE tenant_id = t.id ORDER BY id LIMIT 1) AS "guestId",
            (SELECT id FROM technician WHERE tenant_id = t.id ORDER BY id LIMIT 1) AS "technicianId"
       FROM tenant t JOIN branch b ON b.tenant_id = t.id JOIN app_user u ON u.tenant_id = t.id
      WHERE t.name = 'Lotus Nails' LIMIT 1`,
  );
}

export type LogLine = { level: number; msg: string; reqId?: string; err?: { message?: string; code?: string } };
export type ServerLog = { lines: LogLine[] };

/** The test environment with an app that logs as in production (JSON lines, warn and above), into memory: on the demo, or the database given. */
export async function loggingEnv(log: ServerLog, database?: Db): Promise<TestEnv> {
  const db = database ?? (await createSeededTestDb());
  const clock = testClock();
  const stream = { write: (line: string) => void log.lines.push(JSON.parse(line) as LogLine) };
  const app = await buildApp({ db, now: clock.now, logger: { level: 'warn', stream } });
  return {
    db,
    app,
    clock,
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}

export async function setupWorld(): Promise<World> {
  const log: ServerLog = { lines: [] };
  const env = await loggingEnv(log);
  const admin = await signIn(env.app, 'admin');
  const places = await billingWorld(env.db);
  const services = await servicesOf(env.db, places.downtown);
  const start = `${TOMORROW} 10:00`;
  const board = await boardOf(env, places.downtown, TOMORROW);
  const free = serviceWithFree(board, services, start, 2);
  const technicianId = free.technicians[0] ?? '';
  const nowSlot = `${TEST_TODAY} 10:15`;
  const today = serviceWithFree(await boardOf(env, places.downtown, TEST_TODAY), services, nowSlot, 1);
  const breakTechnicianId = freeTechnicians(board, { serviceId: null, start: `${TOMORROW} 12:00`, duration: 300 }).find((t) => t !== technicianId) ?? '';
  let counter = 0;
  const next = () => (counter += 1);
  const device = await registerDevice(env, admin);
  const t = (i: number) => places.dt[i]?.id ?? '';
  const world: World = {
    ...places,
    env,
    log,
    admin,
    adminId: await userIdByName(env.db, 'admin'),
    anonymous: (await csrf(env.app)).headers,
    other: await otherTenant(env),
    booking: { service: free.service, technicianId, start },
    breakTechnicianId,
    device,
    next,
    code: () => `DT-${device.deviceNo}-${next()}`,
    todaySlot: { service: today.service, technicianId: today.technicians[0] ?? '', start: nowSlot },
    session: (username) => signIn(env.app, username),
    guestIn: (status) => makeBooking(env.db, { branchId: places.downtown, guests: [{ status, lines: [{ technicianId: t(0), price: 4000 }] }] }),
    paidBill: async () => {
      const made = await makeBooking(env.db, {
        branchId: places.downtown,
        guests: [{ lines: [{ technicianId: t(0), price: 5000 }] }, { lines: [{ technicianId: t(1), price: 4000 }] }],
      });
      const bill = await billFor(env, admin, { branchId: places.downtown, bookingId: made.bookingId, guestIds: made.guestIds, received: [{ checkoutMethodId: places.cash, amount: 10170 }] });
      const result = body<BillCreateResult>(expectOk(await postJson(env, admin, BillPath.CREATE_BILL, bill))).result;
      return { billId: bill.id, code: result.code, made };
    },
  };
  return world;
}

/** The answer, failing loudly when an example's own preparation was refused. */
export function expectOk(res: LightMyRequestResponse): LightMyRequestResponse {
  if (res.statusCode !== 200) throw new Error(`an example's preparation failed: ${res.statusCode} ${res.body}`);
  return res;
}
