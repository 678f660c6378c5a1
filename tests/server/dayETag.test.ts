import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath, type DayBookingsResult, type Envelope } from '../../src/domain/api';
import { buildApp } from '../../src/server/app';
import type { Db } from '../../src/server/db/db';
import { matchesETag } from '../../src/server/schedule/dayVersion';
import { branchIdByName, countingDb, setupTestEnv, signIn, type SignedIn, type TestEnv } from './helpers';

const DATE = '2026-11-20';

/** A tag answers 304 only for the day it came from, and never before the rights are checked. */
describe('the day read ETag', () => {
  let env: TestEnv;
  let fd: SignedIn;
  let downtown: string;
  let plateau: string;

  beforeAll(async () => {
    env = await setupTestEnv();
    fd = await signIn(env.app, 'frontdesk');
    downtown = await branchIdByName(env.db, 'Downtown Toronto');
    plateau = await branchIdByName(env.db, 'Plateau Montréal');
  });
  afterAll(async () => {
    await env.close();
  });

  const read = (signed: SignedIn, branchId: string, date: string, ifNoneMatch?: string, app: FastifyInstance = env.app) =>
    app.inject({
      method: 'GET',
      url: `${ApiPath.DAY_BOOKINGS}?branchId=${branchId}&date=${date}`,
      headers: { ...signed.headers, ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}) },
    });

  it('304 with no body for the tag it gave, also among other tags, and a weak or strong form of it', async () => {
    const first = await read(fd, downtown, DATE);
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"day-\d+-/);
    for (const header of [etag, etag.replace(/^W\//, ''), `"other", ${etag}`]) {
      const again = await read(fd, downtown, DATE, header);
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    }
  });

  it("another branch's or date's tag, or a made-up one, answers the full day", async () => {
    const downtownTag = String((await read(fd, downtown, DATE)).headers.etag);
    const plateauRead = await read(fd, plateau, DATE, downtownTag);
    expect(plateauRead.statusCode).toBe(200);
    expect(plateauRead.headers.etag).not.toBe(downtownTag);
    expect((await read(fd, downtown, '2026-11-21', downtownTag)).statusCode).toBe(200);
    expect((await read(fd, downtown, DATE, 'W/"day-999999-x-y"')).statusCode).toBe(200);
  });

  it('a write in another branch keeps this branch day tag; one in this branch moves it', async () => {
    const tag = String((await read(fd, downtown, DATE)).headers.etag);
    await env.db.query(`UPDATE technician SET name = name || ' P' WHERE branch_id = $1`, [plateau]);
    expect((await read(fd, downtown, DATE, tag)).statusCode).toBe(304);
    await env.db.query(`UPDATE technician SET name = name || ' D' WHERE branch_id = $1`, [downtown]);
    expect((await read(fd, downtown, DATE, tag)).statusCode).toBe(200);
  });

  it('a user without the right, or without the branch, gets the refusal even with the current tag', async () => {
    const tag = String((await read(fd, downtown, DATE)).headers.etag);
    const trainee = await signIn(env.app, 'trainee');
    expect((await read(trainee, downtown, DATE, tag)).statusCode).toBe(403);
    const manager = await signIn(env.app, 'manager');
    const plateauTag = String((await read(fd, plateau, DATE)).headers.etag);
    expect((await read(manager, plateau, DATE, plateauTag)).statusCode).toBe(403);
    expect((await env.app.inject({ method: 'GET', url: `${ApiPath.DAY_BOOKINGS}?branchId=${downtown}&date=${DATE}`, headers: { 'if-none-match': tag } })).statusCode).toBe(401);
  });

  it('gzipped for a client that asks (as every browser does), plain otherwise, one tag for both', async () => {
    const plain = await read(fd, downtown, DATE);
    const zipped = await env.app.inject({
      method: 'GET',
      url: `${ApiPath.DAY_BOOKINGS}?branchId=${downtown}&date=${DATE}`,
      headers: { ...fd.headers, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers['content-encoding']).toBe('gzip');
    for (const res of [plain, zipped]) {
      expect(res.headers.vary).toBe('accept-encoding');
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    }
    expect(gunzipSync(zipped.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(zipped.headers.etag).toBe(plain.headers.etag);
    const revalidated = await read(fd, downtown, DATE, String(zipped.headers.etag));
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers.vary).toBe('accept-encoding');
  });

  it('a malformed query: 401 signed out, 400 signed in (the branch read with the session refuses nothing itself)', async () => {
    const url = `${ApiPath.DAY_BOOKINGS}?branchId=not-a-uuid&date=${DATE}`;
    expect((await env.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await env.app.inject({ method: 'GET', url, headers: fd.headers })).statusCode).toBe(400);
  });

  describe('with another process on the same database', () => {
    // Another Db object over the same database: its own caches, as another process has.
    let other: FastifyInstance;
    let otherDb: Db;
    beforeAll(async () => {
      otherDb = { ...env.db };
      other = await buildApp({ db: otherDb, now: env.clock.now });
    });
    afterAll(async () => {
      await other.close();
    });

    it('its write moves the tag at once: the held tag is answered 200 with the new day, the new tag 304 by both', async () => {
      const before = await read(fd, downtown, DATE);
      const tag = String(before.headers.etag);
      const booking = before.json<Envelope<DayBookingsResult>>().result?.bookings[0];
      if (!booking) throw new Error('the seed has no booking that day');
      expect((await read(fd, downtown, DATE, tag, other)).statusCode).toBe(304);
      await otherDb.query(`UPDATE booking SET note = 'moved by the other process' WHERE id = $1`, [booking.id]);
      const after = await read(fd, downtown, DATE, tag);
      expect(after.statusCode).toBe(200);
      expect(after.json<Envelope<DayBookingsResult>>().result?.bookings.find((b) => b.id === booking.id)?.note).toBe('moved by the other process');
      const newTag = String(after.headers.etag);
      expect(newTag).not.toBe(tag);
      expect(after.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(after.headers['cache-control']).toBe('private, no-cache');
      expect(Number(after.headers['content-length'])).toBe(after.rawPayload.length);
      for (const app of [env.app, other]) expect((await read(fd, downtown, DATE, newTag, app)).statusCode).toBe(304);
    });

    it('signed out through one: the other refuses the current tag with 401, not 304', async () => {
      const manager = await signIn(env.app, 'manager');
      const tag = String((await read(manager, downtown, DATE)).headers.etag);
      expect((await read(manager, downtown, DATE, tag, other)).statusCode).toBe(304);
      expect((await env.app.inject({ method: 'POST', url: ApiPath.LOGOUT, headers: manager.headers })).statusCode).toBe(200);
      expect((await read(manager, downtown, DATE, tag, other)).statusCode).toBe(401);
    });
  });

  it('50 reads of a day that just changed read it once, and all get the same bytes', async () => {
    const counted = countingDb(env.db);
    const app = await buildApp({ db: counted.db, now: env.clock.now });
    try {
      const tag = String((await read(fd, downtown, DATE, undefined, app)).headers.etag);
      await env.db.query(`UPDATE technician SET name = name || ' S' WHERE branch_id = $1`, [downtown]);
      counted.reset();
      const reads = await Promise.all(Array.from({ length: 50 }, () => read(fd, downtown, DATE, tag, app)));
      expect(reads.map((r) => r.statusCode)).toEqual(reads.map(() => 200));
      expect(new Set(reads.map((r) => r.body)).size).toBe(1);
      expect(new Set(reads.map((r) => String(r.headers.etag))).size).toBe(1);
      expect(counted.statements().filter((sql) => /FROM booking b/.test(sql))).toHaveLength(1);
      // One statement per request (session, rights' epoch and day version), then one day read;
      // on PGlite the 50 requests of one session share it (liveSessionMemo.ts).
      expect(counted.statements().filter((sql) => /FROM live_session\(/.test(sql))).toHaveLength(env.db.dialect === 'pglite' ? 1 : 50);
    } finally {
      await app.close();
    }
  });

  it('compares tags weakly, and * matches any', () => {
    expect(matchesETag(undefined, 'W/"a"')).toBe(false);
    expect(matchesETag('*', 'W/"a"')).toBe(true);
    expect(matchesETag('"a"', 'W/"a"')).toBe(true);
    expect(matchesETag('W/"b", W/"a"', 'W/"a"')).toBe(true);
    expect(matchesETag('W/"ab"', 'W/"a"')).toBe(false);
  });
});
