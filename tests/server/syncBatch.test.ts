/**
 * A push applies its changes in chunks, one transaction each, one savepoint per change
 * (issue 18), and must still do each change exactly once: a failure in the middle of a batch
 * keeps the changes before it and nothing of the rest, a replayed batch writes nothing, two
 * pushes of one tablet take turns. The acting users are read once per push.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/domain/errors';
import { MutationOutcome, PUSH_BATCH_SIZE, type MutationResult } from '../../src/domain/sync-protocol';
import type { Db, SqlValue } from '../../src/server/db/db';
import { CHUNK_SIZE } from '../../src/server/sync/pushMutations';
import { body, branchIdByName, createSeededTestDb, setupTestEnv, signIn, userIdByName, type SignedIn, type TestEnv } from './helpers';
import { checkoutMethodId, payMutation, push, pushResult, registerDevice, syncCounts, syncFingerprint, TRAPPED, withTrap } from './syncHelpers';

/** Every statement the server runs, and a switch that makes one transaction lose its connection. */
type Probe = { statements: string[]; dropAt: ((sql: string, params: readonly SqlValue[]) => boolean) | null };

/**
 * The Db as the server sees it, with the connection of a transaction dropping at the statement
 * `probe.dropAt` picks: that statement and every later one of the transaction fail as `pg`
 * fails when the server goes away, so the transaction never commits (a crash of the server
 * process leaves the database the same way).
 */
function probed(db: Db, probe: Probe, inTransaction = false): Db {
  let dropped = false;
  const guard = (sql: string, params: readonly SqlValue[] = []) => {
    probe.statements.push(sql);
    if (inTransaction && !dropped && probe.dropAt?.(sql, params)) {
      dropped = true;
      probe.dropAt = null;
    }
    if (dropped) throw new Error('Connection terminated unexpectedly');
  };
  return {
    dialect: db.dialect,
    writes: db.writes,
    close: () => db.close(),
    query: async (sql, params) => (guard(sql, params), db.query(sql, params)),
    one: async (sql, params) => (guard(sql, params), db.one(sql, params)),
    maybeOne: async (sql, params) => (guard(sql, params), db.maybeOne(sql, params)),
    exec: async (sql) => (guard(sql), db.exec(sql)),
    transaction: (fn) => db.transaction((tx) => fn(probed(tx, probe, true))),
  };
}

describe('sync: a batch applied in chunks, each change exactly once', () => {
  let env: TestEnv;
  let fd: SignedIn;
  let downtown: string;
  let cash: string;
  let fdId: string;
  let managerId: string;
  const probe: Probe = { statements: [], dropAt: null };

  beforeAll(async () => {
    env = await setupTestEnv(probed(await createSeededTestDb(), probe));
    fd = await signIn(env.app, 'frontdesk');
    downtown = await branchIdByName(env.db, 'Downtown Toronto');
    cash = await checkoutMethodId(env.db, downtown, 'CASH');
    fdId = await userIdByName(env.db, 'frontdesk');
    managerId = await userIdByName(env.db, 'manager');
  });
  afterAll(async () => {
    await env.close();
  });

  const pay = (deviceId: string, seq: number, note = 'float for the day', userId = fdId) =>
    payMutation({ deviceId, seq, userId, branchId: downtown, checkoutMethodId: cash, args: { note } });
  /** A full push: seq 1..100, `special` in place of the k-th. */
  const batchOf = (deviceId: string, special: Record<number, string> = {}) =>
    Array.from({ length: PUSH_BATCH_SIZE }, (_, i) => pay(deviceId, i + 1, special[i + 1]));
  const answers = (results: readonly MutationResult[]) => results.map((r) => [r.seq, r.outcome, r.error?.code ?? null, r.replayed]);
  const nextSeq = async (deviceId: string) =>
    (await env.db.one<{ next_seq: number }>(`SELECT next_seq FROM sync_device WHERE id = $1`, [deviceId])).next_seq;
  const recordedSeqs = async (deviceId: string) =>
    (await env.db.query<{ seq: number }>(`SELECT seq FROM sync_record WHERE device_id = $1 ORDER BY seq`, [deviceId])).map((r) => r.seq);
  const upTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
  const applied = (from: number, to: number, replayed: boolean) =>
    Array.from({ length: to - from + 1 }, (_, i) => [from + i, MutationOutcome.APPLIED, null, replayed]);

  it('refuses the middle change of a batch alone: the others applied, it REJECTED, nothing of it written', async () => {
    // A full batch spans chunks, so the failures below fall in the first and in a later one.
    expect(PUSH_BATCH_SIZE).toBeGreaterThan(CHUNK_SIZE);
    const { deviceId } = await registerDevice(env, fd);
    const before = await syncCounts(env.db);
    const first = pushResult(await push(env, fd, deviceId, batchOf(deviceId, { 50: 'float\u0000 for the day' })));
    expect(answers(first.results)).toEqual([...applied(1, 49, false), [50, MutationOutcome.REJECTED, ErrorCode.VALIDATION, false], ...applied(51, 100, false)]);
    expect(await syncCounts(env.db)).toEqual({ ...before, pos_action: before.pos_action + 99, sync_record: before.sync_record + 100, action_log: before.action_log + 99 });
    expect(await env.db.maybeOne(`SELECT 1 FROM pos_action WHERE id = $1`, [first.results[49]?.id ?? ''])).toBeNull();
    expect(await nextSeq(deviceId)).toBe(101);
  });

  it('replays a batch whose answer was lost: every change answered replayed, the same outcomes, nothing written', async () => {
    const { deviceId } = await registerDevice(env, fd);
    const batch = batchOf(deviceId, { 7: 'float\u0000 for the day', 77: 'float\u0000 for the day' });
    const first = pushResult(await push(env, fd, deviceId, batch));
    const before = await syncFingerprint(env.db);
    const again = pushResult(await push(env, fd, deviceId, batch));
    expect(again).toEqual({ results: first.results.map((r) => ({ ...r, replayed: true })), expectedSeq: null });
    expect(await syncFingerprint(env.db)).toBe(before);
  });

  it('at a failure that may pass, at change k of 100: the changes before it committed, nothing of it, 503; the retry does each remaining change once', async () => {
    for (const k of [30, CHUNK_SIZE + 20]) {
      const { deviceId } = await registerDevice(env, fd);
      const batch = batchOf(deviceId, { [k]: TRAPPED });
      const before = await syncCounts(env.db);
      // serialization_failure: the moment, not the change.
      const res = await withTrap(env.db, '40001', () => push(env, fd, deviceId, batch));
      expect(res.statusCode).toBe(503);
      expect(body(res)).toMatchObject({ success: false, code: ErrorCode.SERVICE_UNAVAILABLE });
      expect(await recordedSeqs(deviceId)).toEqual(upTo(k - 1));
      expect(await nextSeq(deviceId)).toBe(k);
      const done = k - 1;
      expect(await syncCounts(env.db)).toEqual({ ...before, pos_action: before.pos_action + done, sync_record: before.sync_record + done, action_log: before.action_log + done });

      const retry = pushResult(await push(env, fd, deviceId, batch));
      expect(answers(retry.results)).toEqual([...applied(1, k - 1, true), ...applied(k, 100, false)]);
      expect(await syncCounts(env.db)).toEqual({ ...before, pos_action: before.pos_action + 100, sync_record: before.sync_record + 100, action_log: before.action_log + 100 });
      expect(await nextSeq(deviceId)).toBe(101);
    }
  });

  it('when the connection drops (or the server dies) at change k: the chunks before it stay, its own chunk is undone whole; the retry does each remaining change once', async () => {
    const k = CHUNK_SIZE + 20;
    const { deviceId } = await registerDevice(env, fd);
    const batch = batchOf(deviceId);
    const before = await syncCounts(env.db);
    // Change k opens the k-th savepoint of the push.
    let savepoints = 0;
    probe.dropAt = (sql) => /^\s*SAVEPOINT\b/.test(sql) && ++savepoints === k;
    const res = await push(env, fd, deviceId, batch);
    expect(res.statusCode).toBe(503);
    expect(await recordedSeqs(deviceId)).toEqual(upTo(CHUNK_SIZE));
    expect(await nextSeq(deviceId)).toBe(CHUNK_SIZE + 1);
    expect(await syncCounts(env.db)).toEqual({
      ...before,
      pos_action: before.pos_action + CHUNK_SIZE,
      sync_record: before.sync_record + CHUNK_SIZE,
      action_log: before.action_log + CHUNK_SIZE,
    });

    const retry = pushResult(await push(env, fd, deviceId, batch));
    expect(answers(retry.results)).toEqual([...applied(1, CHUNK_SIZE, true), ...applied(CHUNK_SIZE + 1, 100, false)]);
    expect(await syncCounts(env.db)).toEqual({ ...before, pos_action: before.pos_action + 100, sync_record: before.sync_record + 100, action_log: before.action_log + 100 });
    expect(await nextSeq(deviceId)).toBe(101);
  });

  it('takes turns between two pushes of one device at once: each change of the batch done by exactly one of them', async () => {
    const { deviceId } = await registerDevice(env, fd);
    const batch = batchOf(deviceId);
    const before = await syncCounts(env.db);
    const both = (await Promise.all([push(env, fd, deviceId, batch), push(env, fd, deviceId, batch)])).map(pushResult);
    for (const answer of both) expect(answer.results.map((r) => r.outcome)).toEqual(batch.map(() => MutationOutcome.APPLIED));
    for (let i = 0; i < batch.length; i += 1) expect(both.filter((r) => r.results[i]?.replayed === false)).toHaveLength(1);
    expect(await syncCounts(env.db)).toEqual({ ...before, pos_action: before.pos_action + 100, sync_record: before.sync_record + 100, action_log: before.action_log + 100 });
    expect(await nextSeq(deviceId)).toBe(101);
  });

  it('does a change resent under a new number in the same batch once, answering its first answer', async () => {
    const { deviceId } = await registerDevice(env, fd);
    const m = pay(deviceId, 1);
    const resent = { ...m, seq: 2 };
    const before = await syncCounts(env.db);
    const { results } = pushResult(await push(env, fd, deviceId, [m, resent, pay(deviceId, 3)]));
    expect(answers(results)).toEqual([...applied(1, 1, false), [2, MutationOutcome.APPLIED, null, true], ...applied(3, 3, false)]);
    expect(results[1]).toEqual({ ...results[0], seq: 2, replayed: true });
    expect(await syncCounts(env.db)).toEqual({ ...before, pos_action: before.pos_action + 2, sync_record: before.sync_record + 2, action_log: before.action_log + 2 });
    expect(await nextSeq(deviceId)).toBe(4);
  });

  it('reads the acting users once per push: the pusher from the session, another maker once whatever their number of changes', async () => {
    const { deviceId } = await registerDevice(env, fd);
    await signIn(env.app, 'manager', { deviceId });
    const batch = Array.from({ length: PUSH_BATCH_SIZE }, (_, i) => pay(deviceId, i + 1, 'float for the day', i % 2 === 0 ? fdId : managerId));
    probe.statements.length = 0;
    const { results } = pushResult(await push(env, fd, deviceId, batch));
    expect(new Set(results.map((r) => r.outcome))).toEqual(new Set([MutationOutcome.APPLIED]));
    // The manager once (loadActingUser); the pusher never as a maker: their rights are the
    // session's, which the session's own read (or its cache, under the access epoch) gave.
    const makerReads = probe.statements.filter((sql) => /SELECT u\.full_name, t\.plan_code FROM app_user u JOIN tenant/.test(sql));
    expect(makerReads).toHaveLength(1);
    expect(probe.statements.filter((sql) => /FROM app_user u JOIN tenant/.test(sql)).length).toBeLessThanOrEqual(2);
    expect(probe.statements.filter((sql) => /FROM device_sign_in/.test(sql))).toHaveLength(1);
  });

  it('takes one savepoint per change and releases none: a pay-in is two statements, its own and its savepoint', async () => {
    const { deviceId } = await registerDevice(env, fd);
    probe.statements.length = 0;
    const { results } = pushResult(await push(env, fd, deviceId, batchOf(deviceId, { 7: 'float\u0000 for the day', 60: 'float\u0000 for the day' })));
    expect(results.filter((r) => r.outcome === MutationOutcome.REJECTED).map((r) => r.seq)).toEqual([7, 60]);
    expect(probe.statements.filter((sql) => /^\s*SAVEPOINT\b/.test(sql))).toHaveLength(PUSH_BATCH_SIZE);
    expect(probe.statements.filter((sql) => /^\s*RELEASE\b/.test(sql))).toEqual([]);
    expect(probe.statements.filter((sql) => /^\s*INSERT INTO pos_action\b/.test(sql))).toHaveLength(PUSH_BATCH_SIZE - 2);
    // The refused two rolled back to their own savepoints only: every other change is kept.
    const kept = await env.db.query<{ id: string }>(`SELECT id FROM pos_action WHERE id = ANY($1::uuid[])`, [results.map((r) => r.id)]);
    expect(kept.map((r) => r.id).sort()).toEqual(results.filter((r) => r.outcome === MutationOutcome.APPLIED).map((r) => r.id).sort());
  });

  it("writes a chunk's records and its pay-ins' log lines in one statement each, an SQL NULL where a change has no result or no error; reads their checkout method once", async () => {
    const { deviceId } = await registerDevice(env, fd);
    probe.statements.length = 0;
    const { results } = pushResult(await push(env, fd, deviceId, batchOf(deviceId, { 7: 'float\u0000 for the day' })));
    expect(results.filter((r) => r.outcome === MutationOutcome.REJECTED).map((r) => r.seq)).toEqual([7]);
    expect(probe.statements.filter((sql) => /INSERT INTO sync_record/.test(sql))).toHaveLength(PUSH_BATCH_SIZE / CHUNK_SIZE);
    expect(probe.statements.filter((sql) => /INSERT INTO action_log/.test(sql))).toHaveLength(PUSH_BATCH_SIZE / CHUNK_SIZE);
    // Their one checkout method read once per chunk too.
    expect(probe.statements.filter((sql) => /FROM checkout_method/.test(sql))).toHaveLength(PUSH_BATCH_SIZE / CHUNK_SIZE);
    const kinds = await env.db.query<{ outcome: string; result: boolean; error: boolean; n: number }>(
      `SELECT outcome, result IS NOT NULL AS result, error IS NOT NULL AS error, count(*)::int AS n FROM sync_record WHERE device_id = $1 GROUP BY 1, 2, 3 ORDER BY 1`,
      [deviceId],
    );
    expect(kinds).toEqual([
      { outcome: MutationOutcome.APPLIED, result: true, error: false, n: PUSH_BATCH_SIZE - 1 },
      { outcome: MutationOutcome.REJECTED, result: false, error: true, n: 1 },
    ]);
  });

  it('sees a user deactivated between two pushes from the next push on', async () => {
    const { deviceId } = await registerDevice(env, fd);
    await signIn(env.app, 'manager', { deviceId });
    expect(answers(pushResult(await push(env, fd, deviceId, [pay(deviceId, 1, 'float', managerId)])).results)).toEqual(applied(1, 1, false));
    await env.db.query(`UPDATE app_user SET active = false WHERE id = $1`, [managerId]);
    try {
      const { results } = pushResult(await push(env, fd, deviceId, [pay(deviceId, 2, 'float', managerId), pay(deviceId, 3)]));
      expect(answers(results)).toEqual([[2, MutationOutcome.REJECTED, ErrorCode.FORBIDDEN, false], ...applied(3, 3, false)]);
    } finally {
      await env.db.query(`UPDATE app_user SET active = true WHERE id = $1`, [managerId]);
    }
  });
});
