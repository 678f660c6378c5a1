import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath } from '../../src/domain/api';
import { matchesETag } from '../../src/server/schedule/dayVersion';
import { branchIdByName, setupTestEnv, signIn, type SignedIn, type TestEnv } from './helpers';

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

  const read = (signed: SignedIn, branchId: string, date: string, ifNoneMatch?: string) =>
    env.app.inject({
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

  it('compares tags weakly, and * matches any', () => {
    expect(matchesETag(undefined, 'W/"a"')).toBe(false);
    expect(matchesETag('*', 'W/"a"')).toBe(true);
    expect(matchesETag('"a"', 'W/"a"')).toBe(true);
    expect(matchesETag('W/"b", W/"a"', 'W/"a"')).toBe(true);
    expect(matchesETag('W/"ab"', 'W/"a"')).toBe(false);
  });
});
