import { describe, expect, it } from 'vitest';
import { makeDb, type Db } from '../../src/server/db/db';
import { dayAnswerCache } from '../../src/server/schedule/dayAnswerCache';

/** A Db that answers nothing but counts writes as the real drivers' Db does. */
function fakeDb(dialect: Db['dialect'] = 'pglite'): Db {
  const db: Db = makeDb({
    dialect,
    query: async () => [],
    exec: async () => {},
    transaction: (fn) => fn(db),
    close: async () => {},
  });
  return db;
}

/** A computation counted, finishing when told to. */
function computation(body: string) {
  let calls = 0;
  let release: () => void = () => {};
  let gate: Promise<void> = Promise.resolve();
  return {
    hold: () => {
      gate = new Promise((r) => (release = r));
    },
    release: () => release(),
    calls: () => calls,
    run: async () => {
      calls += 1;
      const n = calls;
      await gate;
      return `${body}${n}`;
    },
  };
}

describe('the day answer cache', () => {
  it('keeps an answer until any write, then computes again', async () => {
    const db = fakeDb();
    const cache = dayAnswerCache(db);
    const c = computation('day');
    expect(await cache.answer('k', c.run)).toBe('day1');
    expect(await cache.answer('k', c.run)).toBe('day1');
    await db.query('UPDATE booking SET note = $1', ['x']);
    expect(await cache.answer('k', c.run)).toBe('day2');
    await db.transaction(async () => {});
    expect(await cache.answer('k', c.run)).toBe('day3');
    await db.exec('ANALYZE');
    expect(await cache.answer('k', c.run)).toBe('day4');
    // A SELECT writes nothing: the answer stays.
    await db.query('SELECT 1');
    expect(await cache.answer('k', c.run)).toBe('day4');
    expect(c.calls()).toBe(4);
  });

  it('keeps the answer across the notification claim and session renewals, not across other tables of like names', async () => {
    const db = fakeDb();
    const cache = dayAnswerCache(db);
    const c = computation('day');
    expect(await cache.answer('k', c.run)).toBe('day1');
    await db.query(`UPDATE notification SET attempts = attempts + 1 WHERE id = $1`, ['x']);
    await db.query(`UPDATE session SET renewed_at = $2 WHERE id = $1`, ['x', 'y']);
    expect(await cache.answer('k', c.run)).toBe('day1');
    await db.query(`UPDATE notification_log SET x = 1`);
    expect(await cache.answer('k', c.run)).toBe('day2');
    await db.query(`UPDATE sessions SET x = 1`);
    expect(await cache.answer('k', c.run)).toBe('day3');
    // Inside a transaction the tables are not looked at: the transaction counts.
    await db.transaction((tx) => tx.query(`UPDATE session SET renewed_at = $2 WHERE id = $1`, ['x', 'y']));
    expect(await cache.answer('k', c.run)).toBe('day4');
  });

  it('does not keep an answer computed while a write began or ended', async () => {
    const db = fakeDb();
    const cache = dayAnswerCache(db);
    const c = computation('day');
    c.hold();
    const first = cache.answer('k', c.run);
    // The write commits while the read is still under way: what it read may predate it.
    await db.query('DELETE FROM segment WHERE id = $1', ['x']);
    c.release();
    expect(await first).toBe('day1');
    expect(await cache.answer('k', c.run)).toBe('day2');
    expect(c.calls()).toBe(2);
  });

  it('neither keeps nor serves answers while a write is under way', async () => {
    const db = fakeDb();
    const cache = dayAnswerCache(db);
    const c = computation('day');
    expect(await cache.answer('k', c.run)).toBe('day1');
    let finish: () => void = () => {};
    const write = db.transaction(() => new Promise<void>((r) => (finish = r)));
    expect(await cache.answer('k', c.run)).toBe('day2');
    expect(await cache.answer('k', c.run)).toBe('day3');
    finish();
    await write;
    expect(await cache.answer('k', c.run)).toBe('day4');
    expect(await cache.answer('k', c.run)).toBe('day4');
  });

  it('lets concurrent reads of a cold day share one computation, unless a write came between', async () => {
    const db = fakeDb();
    const cache = dayAnswerCache(db);
    const c = computation('day');
    c.hold();
    const reads = [cache.answer('k', c.run), cache.answer('k', c.run), cache.answer('k', c.run)];
    await db.query('INSERT INTO booking VALUES ($1)', ['x']);
    const after = cache.answer('k', c.run);
    c.release();
    expect(await Promise.all(reads)).toEqual(['day1', 'day1', 'day1']);
    expect(await after).toBe('day2');
    expect(c.calls()).toBe(2);
  });

  it('keeps days apart, and keeps nothing on PostgreSQL (other processes may write)', async () => {
    const cache = dayAnswerCache(fakeDb());
    expect(await cache.answer('a', async () => 'A')).toBe('A');
    expect(await cache.answer('b', async () => 'B')).toBe('B');
    expect(await cache.answer('a', async () => 'other')).toBe('A');
    const pg = dayAnswerCache(fakeDb('postgres'));
    const c = computation('day');
    await pg.answer('k', c.run);
    await pg.answer('k', c.run);
    expect(c.calls()).toBe(2);
  });
});
