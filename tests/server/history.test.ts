import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../../src/domain/booking/reads';
import { BookingReadPath } from '../../src/domain/booking/read-paths';
import { ActionType, EntityType, logAction } from '../../src/server/actionLog/actionLogRepository';
import { body, branchIdByName, fingerprint, setupTestEnv, signIn, userIdByName, type SignedIn, type TestEnv } from './helpers';
import { grantAppointmentPlanToLotus } from './readFixtures';

describe('booking history', () => {
  let env: TestEnv;
  let fd: SignedIn;
  let downtown: string;
  let plateau: string;
  let booking: { id: string; tenant_id: string };
  beforeAll(async () => {
    env = await setupTestEnv();
    fd = await signIn(env.app, 'frontdesk');
    downtown = await branchIdByName(env.db, 'Downtown Toronto');
    plateau = await branchIdByName(env.db, 'Plateau Montréal');
    booking = await env.db.one<{ id: string; tenant_id: string }>(`SELECT id, tenant_id FROM booking WHERE branch_id = $1 ORDER BY code LIMIT 1`, [downtown]);
  });
  afterAll(async () => {
    await env.close();
  });

  const history = (id: string, headers: Record<string, string> = fd.headers) =>
    env.app.inject({ method: 'GET', url: `${BookingReadPath.BOOKING_HISTORY}?id=${id}`, headers });

  it('lists the booking entries oldest first, with the user name and branch wall-clock time', async () => {
    const [manager, frontdesk] = [await userIdByName(env.db, 'manager'), await userIdByName(env.db, 'frontdesk')];
    const base = { tenantId: booking.tenant_id, branchId: downtown, entityType: EntityType.BOOKING, entityId: booking.id };
    // Written out of order: the answer sorts by time, not by insertion.
    await logAction(env.db, {
      ...base, userId: frontdesk, action: ActionType.CHANGE_STATUS, editInfo: { oldStatus: 'Waiting', newStatus: 'Processing' },
      now: new Date('2026-11-20T16:05:00Z'),
    });
    await logAction(env.db, {
      ...base, userId: manager, action: ActionType.CREATE, editInfo: { name: 'Gel polish', duration: 45, price: 4500 },
      now: new Date('2026-11-18T14:30:00Z'),
    });
    // Other entities sharing nothing but the id, or other bookings, stay out.
    await logAction(env.db, { ...base, entityType: EntityType.POS_ACTION, userId: manager, action: ActionType.CREATE, editInfo: {}, now: new Date('2026-11-19T12:00:00Z') });
    await logAction(env.db, { ...base, entityId: randomUUID(), userId: manager, action: ActionType.UPDATE, editInfo: {}, now: new Date('2026-11-19T12:00:00Z') });

    const res = await history(booking.id);
    expect(res.statusCode).toBe(200);
    const entries = body<HistoryEntry[]>(res).result;
    expect(entries).toEqual([
      {
        id: expect.any(String), action: 'create', actionTime: '2026-11-18 09:30', user: { fullName: 'Marc Tremblay' },
        entityType: 'BOOKING', entityId: booking.id, editInfo: { name: 'Gel polish', duration: 45, price: 4500 },
      },
      {
        id: expect.any(String), action: 'change status', actionTime: '2026-11-20 11:05', user: { fullName: 'Fiona Chen' },
        entityType: 'BOOKING', entityId: booking.id, editInfo: { oldStatus: 'Waiting', newStatus: 'Processing' },
      },
    ]);
  });

  it('gives an empty list for a booking with no history', async () => {
    const other = await env.db.one<{ id: string }>(`SELECT id FROM booking WHERE branch_id = $1 ORDER BY code LIMIT 1 OFFSET 1`, [downtown]);
    expect(body<HistoryEntry[]>(await history(other.id)).result).toEqual([]);
  });

  it('refuses bad ids with 400 and unknown ones with 404, writing nothing', async () => {
    const before = await fingerprint(env.db);
    for (const url of [`${BookingReadPath.BOOKING_HISTORY}?id=nope`, BookingReadPath.BOOKING_HISTORY]) {
      const res = await env.app.inject({ method: 'GET', url, headers: fd.headers });
      expect(res.statusCode, url).toBe(400);
      expect(body(res)).toMatchObject({ success: false, code: 'VALIDATION', result: null });
    }
    const missing = await history(randomUUID());
    expect(missing.statusCode).toBe(404);
    expect(body(missing)).toMatchObject({ success: false, code: 'NOT_FOUND', result: null });
    expect(await fingerprint(env.db)).toBe(before);
  });

  it('needs a session, the appointment right and the booking branch', async () => {
    expect((await env.app.inject({ method: 'GET', url: `${BookingReadPath.BOOKING_HISTORY}?id=${booking.id}` })).statusCode).toBe(401);
    const trainee = await history(booking.id, (await signIn(env.app, 'trainee')).headers);
    expect(trainee.statusCode).toBe(403);
    expect(body(trainee).code).toBe('FORBIDDEN');
    const plateauBooking = (await env.db.one<{ id: string }>(`SELECT id FROM booking WHERE branch_id = $1 LIMIT 1`, [plateau])).id;
    const manager = await history(plateauBooking, (await signIn(env.app, 'manager')).headers);
    expect(body(manager)).toMatchObject({ success: false, code: 'BRANCH_NOT_AUTHORISED', result: null });
  });

  it('never shows another tenant the history', async () => {
    const lotus = await signIn(env.app, 'lotus');
    expect(body(await history(booking.id, lotus.headers)).code).toBe('PLAN_UPGRADE_REQUIRED');
    await grantAppointmentPlanToLotus(env.db);
    const foreign = await history(booking.id, lotus.headers);
    expect(foreign.statusCode).toBe(404);
    expect(body(foreign).result).toBeNull();
  });
});
