import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiPath, type DayBookingsResult, type Envelope } from '../../src/domain/api';
import { Right } from '../../src/domain/rights';
import { buildApp } from '../../src/server/app';
import type { Db } from '../../src/server/db/db';
import { SESSION_TTL_MS } from '../../src/server/auth/sessionRepository';
import { branchIdByName, countingDb, createSeededTestDb, signIn, testClock, userIdByName, type SignedIn, type TestClock } from './helpers';

const DATE = '2026-11-20';
const onPglite = !process.env.DATABASE_URL;

/**
 * A tablet's poll on PGlite is answered from memory (no statement) while nothing was written;
 * whatever would change its answer is a write and is seen by the very next poll. On PostgreSQL
 * (other processes write) every poll reads its session.
 */
describe('the poll served from memory', () => {
  let db: Db;
  let counted: ReturnType<typeof countingDb>;
  let app: FastifyInstance;
  let clock: TestClock;
  let fd: SignedIn;
  let downtown: string;
  let tag: string;

  beforeEach(async () => {
    db = await createSeededTestDb();
    counted = countingDb(db);
    clock = testClock();
    app = await buildApp({ db: counted.db, now: clock.now });
    fd = await signIn(app, 'frontdesk');
    downtown = await branchIdByName(db, 'Downtown Toronto');
    tag = String((await poll()).headers.etag);
    // Warm: the next poll is served from memory (on PGlite), which the tests below rely on.
    await expectServedFromMemory();
  });
  afterEach(async () => {
    await app.close();
    await db.close();
  });

  function poll(signed: SignedIn = fd, etag?: string) {
    return app.inject({
      method: 'GET',
      url: `${ApiPath.DAY_BOOKINGS}?branchId=${downtown}&date=${DATE}`,
      headers: { ...signed.headers, ...(etag ? { 'if-none-match': etag } : {}) },
    });
  }
  async function expectServedFromMemory(): Promise<void> {
    counted.reset();
    expect((await poll(fd, tag)).statusCode).toBe(304);
    expect(counted.statements()).toHaveLength(onPglite ? 0 : 1);
  }
  async function expectRefused(status: number, code: string): Promise<void> {
    const res = await poll(fd, tag);
    expect(res.statusCode).toBe(status);
    expect(res.json<{ code: string }>().code).toBe(code);
  }

  it('on PGlite no statement at all; on PostgreSQL the session is read every time', async () => {
    for (let i = 0; i < 3; i += 1) await expectServedFromMemory();
  });

  it('signed out: the next poll is refused', async () => {
    expect((await app.inject({ method: 'POST', url: ApiPath.LOGOUT, headers: fd.headers })).statusCode).toBe(200);
    await expectRefused(401, 'UNAUTHENTICATED');
  });

  it("the role's rights edited: the next poll is refused", async () => {
    const fdId = await userIdByName(db, 'frontdesk');
    await db.query(`DELETE FROM role_right WHERE right_code = $1 AND role_id IN (SELECT role_id FROM user_role WHERE user_id = $2)`, [Right.APPOINTMENT_ACCESS, fdId]);
    await expectRefused(403, 'FORBIDDEN');
  });

  it('the user deactivated: the next poll is refused', async () => {
    await db.query(`UPDATE app_user SET active = false WHERE id = $1`, [await userIdByName(db, 'frontdesk')]);
    await expectRefused(401, 'UNAUTHENTICATED');
  });

  it('a session row changed (no rights involved): the next poll reads it', async () => {
    await db.query(`UPDATE session SET expires_at = $2 WHERE user_id = $1`, [await userIdByName(db, 'frontdesk'), new Date(clock.now().getTime() - 1)]);
    await expectRefused(401, 'UNAUTHENTICATED');
  });

  it('the session expired as time passed, with nothing written: refused', async () => {
    clock.advance(SESSION_TTL_MS + 1);
    await expectRefused(401, 'UNAUTHENTICATED');
  });

  it('a booking written by another path: 200 with the new day and a new tag, then 304 from memory again', async () => {
    const booking = (await poll()).json<Envelope<DayBookingsResult>>().result?.bookings[0];
    if (!booking) throw new Error('the seed has no booking that day');
    await expectServedFromMemory();
    await db.query(`UPDATE booking SET note = 'written elsewhere' WHERE id = $1`, [booking.id]);
    const after = await poll(fd, tag);
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(tag);
    expect(after.json<Envelope<DayBookingsResult>>().result?.bookings.find((b) => b.id === booking.id)?.note).toBe('written elsewhere');
    tag = String(after.headers.etag);
    await expectServedFromMemory();
  });

  it('another session of the same user is its own entry: signing one out leaves the other served', async () => {
    const tablet = await signIn(app, 'frontdesk');
    expect((await poll(tablet, tag)).statusCode).toBe(304);
    expect((await app.inject({ method: 'POST', url: ApiPath.LOGOUT, headers: fd.headers })).statusCode).toBe(200);
    expect((await poll(tablet, tag)).statusCode).toBe(304);
    await expectRefused(401, 'UNAUTHENTICATED');
  });

  it('renewed after a minute (a write): read once, then served from memory again', async () => {
    clock.advance(61_000);
    counted.reset();
    expect((await poll(fd, tag)).statusCode).toBe(304);
    expect(counted.statements().filter((sql) => /^\s*UPDATE session/i.test(sql))).toHaveLength(1);
    // The renewal was a write: the next poll reads the renewed row, and the one after is kept.
    counted.reset();
    expect((await poll(fd, tag)).statusCode).toBe(304);
    expect(counted.statements()).toHaveLength(1);
    await expectServedFromMemory();
  });
});
