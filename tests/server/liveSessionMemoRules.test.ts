import { describe, expect, it } from 'vitest';
import { makeDb, type Db } from '../../src/server/db/db';
import { liveSessionMemoOf, type LiveSessionMemo } from '../../src/server/auth/liveSessionMemo';
import type { LiveSession } from '../../src/server/auth/sessionRepository';

const NOW = new Date('2026-11-20T15:00:00Z');

function session(expiresAt: Date, epoch = '1'): LiveSession {
  return {
    id: 's',
    tenant_id: 't',
    user_id: 'u',
    branch_id: null,
    is_tenant_selection: false,
    remember: false,
    renewed_at: NOW,
    expires_at: expiresAt,
    epoch,
    day_version: null,
  };
}

/** A Db over a driver that answers at once, or, when held, when released. */
function fakeDb(dialect: Db['dialect'] = 'pglite') {
  let release: () => void = () => {};
  let gate: Promise<void> = Promise.resolve();
  const db = makeDb({
    dialect,
    query: async () => {
      await gate;
      return [];
    },
    exec: async () => {
      await gate;
    },
    transaction: async (fn) => fn(db),
    close: async () => {},
  });
  return {
    db,
    hold: () => {
      gate = new Promise((r) => (release = r));
    },
    release: () => release(),
  };
}

/** The statement, counted: each read answers the next row given. */
function reads(...rows: (LiveSession | null)[]) {
  let calls = 0;
  return {
    calls: () => calls,
    read: async () => {
      const row = rows[Math.min(calls, rows.length - 1)] ?? null;
      calls += 1;
      return row;
    },
  };
}

function memoOf(db: Db): LiveSessionMemo {
  const memo = liveSessionMemoOf(db);
  if (!memo) throw new Error('no memo on PGlite');
  return memo;
}

/** As findLiveSession asks: the kept answer, else a read. */
function ask(memo: LiveSessionMemo, token: string, branchId: string | null, now: Date, read: () => Promise<LiveSession | null>): Promise<LiveSession | null> {
  return Promise.resolve(memo.kept(token, branchId, now) ?? memo.answer(token, branchId, now, read));
}

const LATER = new Date(NOW.getTime() + 60 * 60 * 1000);

describe('the live session memo', () => {
  it('gives a read again until any write, the unwatched session and notification tables included', async () => {
    const { db } = fakeDb();
    const memo = memoOf(db);
    const r = reads(session(LATER, '1'), session(LATER, '2'), session(LATER, '3'), session(LATER, '4'), session(LATER, '5'));
    expect((await ask(memo, 'h', null, NOW, r.read))?.epoch).toBe('1');
    expect((await ask(memo, 'h', null, NOW, r.read))?.epoch).toBe('1');
    await db.query(`DELETE FROM session WHERE token_hash = $1`, ['h']);
    expect((await ask(memo, 'h', null, NOW, r.read))?.epoch).toBe('2');
    await db.query(`UPDATE notification SET status = 'SENDING'`);
    expect((await ask(memo, 'h', null, NOW, r.read))?.epoch).toBe('3');
    await db.transaction(async () => undefined);
    expect((await ask(memo, 'h', null, NOW, r.read))?.epoch).toBe('4');
    await db.exec('ANALYZE');
    expect((await ask(memo, 'h', null, NOW, r.read))?.epoch).toBe('5');
    await db.query(`SELECT 1`);
    expect((await ask(memo, 'h', null, NOW, r.read))?.epoch).toBe('5');
    expect(r.calls()).toBe(5);
  });

  it('keeps each token and branch apart, and no refusal', async () => {
    const memo = memoOf(fakeDb().db);
    const r = reads(session(LATER, 'a'), session(LATER, 'b'), null, session(LATER, 'c'));
    expect((await ask(memo, 'h', 'b1', NOW, r.read))?.epoch).toBe('a');
    expect((await ask(memo, 'h', 'b2', NOW, r.read))?.epoch).toBe('b');
    expect(await ask(memo, 'other', 'b1', NOW, r.read)).toBeNull();
    expect((await ask(memo, 'other', 'b1', NOW, r.read))?.epoch).toBe('c');
    expect((await ask(memo, 'h', 'b1', NOW, r.read))?.epoch).toBe('a');
    expect(r.calls()).toBe(4);
  });

  it('reads again once the kept session has expired, though nothing was written', async () => {
    const memo = memoOf(fakeDb().db);
    const r = reads(session(LATER), null);
    expect(await ask(memo, 'h', null, NOW, r.read)).not.toBeNull();
    expect(await ask(memo, 'h', null, LATER, r.read)).toBeNull();
    expect(r.calls()).toBe(2);
  });

  it('never serves from memory while a write is under way, nor keeps a read a write overlapped', async () => {
    const fake = fakeDb();
    const memo = memoOf(fake.db);
    const r = reads(session(LATER, '1'), session(LATER, '2'), session(LATER, '3'), session(LATER, '4'));
    expect((await ask(memo, 'h', null, NOW, r.read))?.epoch).toBe('1');
    fake.hold();
    const signOut = fake.db.query(`DELETE FROM session WHERE token_hash = $1`, ['h']);
    // Under way: read, and not kept.
    expect((await ask(memo, 'h', null, NOW, r.read))?.epoch).toBe('2');
    fake.release();
    await signOut;
    expect((await ask(memo, 'h', null, NOW, r.read))?.epoch).toBe('3');
    // A write that begins and ends while the statement runs: its answer is not kept.
    let write: Promise<unknown> = Promise.resolve();
    const overlapped = await ask(memo, 'h', 'b', NOW, async () => {
      write = fake.db.query(`UPDATE app_user SET active = false`);
      await write;
      return session(LATER, 'overlapped');
    });
    expect(overlapped?.epoch).toBe('overlapped');
    expect((await ask(memo, 'h', 'b', NOW, r.read))?.epoch).toBe('4');
  });

  it('lets concurrent reads of a key share one statement, but not across a write begun since', async () => {
    const fake = fakeDb();
    const memo = memoOf(fake.db);
    let calls = 0;
    let release: () => void = () => {};
    const held = () => {
      calls += 1;
      const epoch = String(calls);
      return new Promise<LiveSession>((r) => (release = () => r(session(LATER, epoch))));
    };
    const first = ask(memo, 'h', null, NOW, held);
    const second = ask(memo, 'h', null, NOW, held);
    expect(calls).toBe(1);
    const releaseFirst = release;
    // A sign-out begins: a request from now on reads for itself.
    void fake.db.query(`DELETE FROM session WHERE token_hash = $1`, ['h']);
    const third = ask(memo, 'h', null, NOW, held);
    expect(calls).toBe(2);
    releaseFirst();
    release();
    expect((await first)?.epoch).toBe('1');
    expect((await second)?.epoch).toBe('1');
    expect((await third)?.epoch).toBe('2');
  });

  it('lets the reads of a key made while one write is under way share one statement, kept only once it ended', async () => {
    const fake = fakeDb();
    const memo = memoOf(fake.db);
    const r = reads(session(LATER, '1'), session(LATER, '2'), session(LATER, '3'));
    fake.hold();
    const write = fake.db.transaction(async (tx) => tx.query(`UPDATE app_user SET active = false`));
    const during = await Promise.all([ask(memo, 'h', null, NOW, r.read), ask(memo, 'h', null, NOW, r.read)]);
    expect(during.map((s) => s?.epoch)).toEqual(['1', '1']);
    expect(r.calls()).toBe(1);
    fake.release();
    await write;
    expect((await ask(memo, 'h', null, NOW, r.read))?.epoch).toBe('2');
    expect((await ask(memo, 'h', null, NOW, r.read))?.epoch).toBe('2');
    expect(r.calls()).toBe(2);
  });

  it('is not there on PostgreSQL', () => {
    expect(liveSessionMemoOf(fakeDb('postgres').db)).toBeNull();
  });
});
