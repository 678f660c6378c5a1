import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath, BookingStatus, WorkingType, type DayBookingsResult } from '../../src/domain/api';
import { resolveTimeZone } from '../../src/domain/branchConfig';
import { BookingWritePath, TimesheetPath } from '../../src/domain/booking/paths';
import { MutationName } from '../../src/domain/sync-protocol';
import { configValues } from '../../src/server/branches/branchRepository';
import { UNWATCHED_TABLES } from '../../src/server/db/db';
import { ok } from '../../src/server/http/envelope';
import { readDayAnswer } from '../../src/server/schedule/dayAnswer';
import { insertTurnMove, keepFirstClockIn } from '../../src/server/turns/turnRepository';
import { branchIdByName, setupTestEnv, signIn, TEST_NOW, userIdByName, type SignedIn, type TestEnv } from './helpers';
import { bookingArgs, boardOf, mutation, okResult, plus, post, serviceWithFree, servicesOf, TOMORROW, type ServiceRow } from './bookingFixtures';
import { push, pushResult, registerDevice } from './syncHelpers';

/**
 * The day's bookings are answered from a cache kept per day version, with that version's ETag
 * (304 when the tablet holds it): after every kind of write that changes a day, the ETag must
 * be new and the answer exactly a fresh read of the database.
 */
describe('the schedule read after each write that changes a day', () => {
  let env: TestEnv;
  let fd: SignedIn;
  let fdId: string;
  let managerId: string;
  let downtown: string;
  let tenantId: string;
  let services: ServiceRow[];

  beforeAll(async () => {
    env = await setupTestEnv();
    fd = await signIn(env.app, 'frontdesk');
    fdId = await userIdByName(env.db, 'frontdesk');
    managerId = await userIdByName(env.db, 'manager');
    downtown = await branchIdByName(env.db, 'Downtown Toronto');
    tenantId = (await env.db.one<{ tenant_id: string }>(`SELECT tenant_id FROM branch WHERE id = $1`, [downtown])).tenant_id;
    services = await servicesOf(env.db, downtown);
  });
  afterAll(async () => {
    await env.close();
  });

  let lastETag = '';

  /**
   * The answer as served, with its ETag; asked again with that tag it is a 304 with no body
   * (the version did not move between the two), and the tag is the one the 200 carried.
   */
  async function served(): Promise<unknown> {
    const url = `${ApiPath.DAY_BOOKINGS}?branchId=${downtown}&date=${TOMORROW}`;
    const res = await env.app.inject({ method: 'GET', url, headers: fd.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const etag = String(res.headers.etag);
    const again = await env.app.inject({ method: 'GET', url, headers: { ...fd.headers, 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    lastETag = etag;
    return res.json<unknown>();
  }
  /** The same day read straight from the database, as the route did before the cache. */
  async function fresh(): Promise<unknown> {
    const timeZone = resolveTimeZone(await configValues(env.db, tenantId, downtown));
    return JSON.parse(JSON.stringify(ok<DayBookingsResult>(await readDayAnswer(env.db, { tenantId, branchId: downtown, date: TOMORROW, timeZone }))));
  }

  /** After the write: a new ETag (the old one answers 200), and the body a fresh read gives. */
  async function expectFreshAfter(write: () => Promise<unknown>): Promise<void> {
    const before = await served();
    const beforeETag = lastETag;
    await write();
    const after = await served();
    expect(after).toEqual(await fresh());
    expect(after).not.toEqual(before);
    expect(lastETag).not.toBe(beforeETag);
  }

  const at = `${TOMORROW} 16:00`;
  let bookingId = '';
  let lineId = '';
  let t1 = '';
  let t2 = '';
  let guestId = '';

  it('nothing cascades from the tables whose writes the cache ignores: no reference to them, no trigger on them', async () => {
    const tables = [...UNWATCHED_TABLES];
    const references = await env.db.query(
      `SELECT conname FROM pg_constraint WHERE contype = 'f' AND confrelid = ANY (SELECT oid FROM pg_class WHERE relname = ANY($1::text[]))`,
      [tables],
    );
    const triggers = await env.db.query(
      `SELECT tgname FROM pg_trigger WHERE NOT tgisinternal AND tgrelid = ANY (SELECT oid FROM pg_class WHERE relname = ANY($1::text[]))`,
      [tables],
    );
    expect({ references, triggers }).toEqual({ references: [], triggers: [] });
  });

  it('booking create', async () => {
    const board = await boardOf(env, downtown, TOMORROW);
    const found = serviceWithFree(board, services, at, 2);
    [t1 = '', t2 = ''] = found.technicians;
    const args = bookingArgs({ branchId: downtown, guests: [{ lines: [{ service: found.service, technicianId: t1, startTime: at }] }] });
    bookingId = args.id;
    lineId = args.guests[0]?.segments[0]?.id ?? '';
    guestId = args.guests[0]?.id ?? '';
    const { code: _code, ...online } = args;
    await expectFreshAfter(async () => okResult(await post(env, fd, BookingWritePath.CREATE, online)));
  });

  it('booking update (note)', async () => {
    const row = await env.db.one<{ code: string }>(`SELECT code FROM booking WHERE id = $1`, [bookingId]);
    const board = await boardOf(env, downtown, TOMORROW);
    const service = services.find((s) => board.segments.some((l) => l.id === lineId && l.serviceId === s.id));
    if (!service) throw new Error('fixture');
    const args = bookingArgs({ branchId: downtown, guests: [{ id: guestId, lines: [{ id: lineId, service, technicianId: t1, startTime: at }] }] });
    await expectFreshAfter(async () => okResult(await post(env, fd, BookingWritePath.UPDATE, { ...args, id: bookingId, code: row.code, note: 'window seat' })));
  });

  it('move (update-segment)', async () => {
    const line = await env.db.one<{ duration: number; price_cents: number }>(`SELECT duration, price_cents FROM segment WHERE id = $1`, [lineId]);
    await expectFreshAfter(async () =>
      okResult(await post(env, fd, BookingWritePath.UPDATE_SEGMENT, { id: lineId, bookingId, startTime: at, technicianId: t2, duration: line.duration, price: line.price_cents, force: false })),
    );
  });

  it('status (check-in)', async () => {
    await expectFreshAfter(async () =>
      okResult(await post(env, fd, BookingWritePath.UPDATE_STATUS_GUEST, { bookingId, guestId, status: BookingStatus.CHECK_IN, force: false, statusSendNotification: false })),
    );
  });

  it('back status (a GET-free write) and move to the clipboard (a GET that writes)', async () => {
    await expectFreshAfter(async () => okResult(await post(env, fd, BookingWritePath.BACK_STATUS, { guestId })));
    await expectFreshAfter(async () => okResult(await env.app.inject({ method: 'GET', url: `${BookingWritePath.MOVE_TO_CLIPBOARD}?guestId=${guestId}`, headers: fd.headers })));
    await expectFreshAfter(async () =>
      okResult(await post(env, fd, BookingWritePath.MOVE_TO_DASHBOARD, { guestId, startTime: at, technicianId: t1, branchId: downtown, force: false, scheduleDate: TOMORROW })),
    );
  });

  it('sync push (a move queued at a tablet)', async () => {
    const { deviceId } = await registerDevice(env, fd);
    const line = await env.db.one<{ duration: number; price_cents: number }>(`SELECT duration, price_cents FROM segment WHERE id = $1`, [lineId]);
    const move = mutation({
      name: MutationName.SEGMENT_UPDATE,
      args: { id: lineId, bookingId, branchId: downtown, technicianId: t2, startTime: plus(at, 15), duration: line.duration, price: line.price_cents, force: false },
      deviceId,
      seq: 1,
      userId: fdId,
      branchId: downtown,
    });
    await expectFreshAfter(async () => {
      const results = pushResult(await push(env, fd, deviceId, [move])).results;
      expect(results.map((r) => r.outcome)).toEqual(['APPLIED']);
    });
  });

  it('a clock-in and a turn move are a new day', async () => {
    const at = new Date(`${TOMORROW}T09:00:00-05:00`);
    const common = { tenantId, branchId: downtown, technicianId: t1, date: TOMORROW, userId: managerId, now: TEST_NOW };
    await expectFreshAfter(() => keepFirstClockIn(env.db, { id: randomUUID(), ...common, clockedInAt: at }));
    await expectFreshAfter(() => insertTurnMove(env.db, { id: randomUUID(), ...common, direction: 'DOWN', note: 'late', movedAt: at, halfTurnsAt: 0 }));
  });

  it('a break set and removed keeps the day answer equal to the database', async () => {
    const body = { technicianId: t1, branchId: downtown, date: TOMORROW, startTimeOff: `${TOMORROW} 18:30`, endTimeOff: `${TOMORROW} 18:45`, note: 'Call', type: WorkingType.BREAK_UNPAID };
    await served();
    const set = okResult<{ id: string }>(await post(env, fd, TimesheetPath.BREAK_TIME, body));
    expect(await served()).toEqual(await fresh());
    okResult(await post(env, fd, TimesheetPath.UNBREAK, { technicianWorkingId: set.id, branchId: downtown }));
    expect(await served()).toEqual(await fresh());
  });

  it("a customer renamed: the day holds the name each booking was made under, so its tag stays and stays right", async () => {
    const before = await served();
    const tag = lastETag;
    await env.db.query(`UPDATE customer SET name = name || ' R' WHERE tenant_id = $1`, [tenantId]);
    expect(await served()).toEqual(before);
    expect(lastETag).toBe(tag);
    expect(before).toEqual(await fresh());
  });

  it('a technician renamed, the branch time zone changed, a booking cancelled (writes from anywhere through the database)', async () => {
    await expectFreshAfter(() => env.db.query(`UPDATE technician SET name = name || ' R' WHERE id = $1`, [t2]));
    await expectFreshAfter(() =>
      env.db.query(
        `INSERT INTO branch_config (tenant_id, branch_id, key, value, updated_at) VALUES ($1, $2, 'TIME_ZONE', 'America/Vancouver', $3)
         ON CONFLICT (branch_id, key) DO UPDATE SET value = EXCLUDED.value`,
        [tenantId, downtown, new Date()],
      ),
    );
    await env.db.query(`UPDATE branch_config SET value = 'America/Toronto' WHERE tenant_id = $1 AND branch_id = $2 AND key = 'TIME_ZONE'`, [tenantId, downtown]);
    await expectFreshAfter(async () => okResult(await post(env, fd, BookingWritePath.UPDATE_STATUS, { bookingId, status: BookingStatus.CANCEL, force: false, note: 'called' })));
  });
});
