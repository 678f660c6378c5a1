/**
 * One bad change never blocks a queue (issue 21, point 3): inside a push, a change the
 * database refuses is rolled back alone and recorded REJECTED, the push goes on, and a replay
 * answers the same. Only a failure that may pass on its own answers 503, recording nothing.
 */
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/domain/errors';
import { errorMessages } from '../../src/domain/error-messages-en';
import { MutationOutcome, type MutationResult } from '../../src/domain/sync-protocol';
import { buildApp } from '../../src/server/app';
import { DATA_REFUSED_MESSAGE } from '../../src/server/sync/changeFailure';
import { storableJson } from '../../src/server/sync/syncRecordRepository';
import { body, branchIdByName, setupTestEnv, signIn, userIdByName, type SignedIn, type TestEnv } from './helpers';
import { checkoutMethodId, payMutation, push, pushResult, registerDevice, syncCounts, TRAPPED, withTrap } from './syncHelpers';

describe('sync: one bad change never blocks a queue', () => {
  let env: TestEnv;
  let fd: SignedIn;
  let downtown: string;
  let cash: string;
  let fdId: string;

  beforeAll(async () => {
    env = await setupTestEnv();
    fd = await signIn(env.app, 'frontdesk');
    downtown = await branchIdByName(env.db, 'Downtown Toronto');
    cash = await checkoutMethodId(env.db, downtown, 'CASH');
    fdId = await userIdByName(env.db, 'frontdesk');
  });
  afterAll(async () => {
    await env.close();
  });

  const pay = (deviceId: string, seq: number, note = 'float for the day') =>
    payMutation({ deviceId, seq, userId: fdId, branchId: downtown, checkoutMethodId: cash, args: { note } });
  const answers = (results: readonly MutationResult[]) => results.map((r) => [r.seq, r.outcome, r.error?.code ?? null, r.replayed]);
  const nextSeq = async (deviceId: string) =>
    (await env.db.one<{ next_seq: number }>(`SELECT next_seq FROM sync_device WHERE id = $1`, [deviceId])).next_seq;

  it('poison push: good, a NUL in a note, good → APPLIED, REJECTED, APPLIED; the same push again, the same answers, nothing doubled', async () => {
    const { deviceId } = await registerDevice(env, fd);
    const batch = [pay(deviceId, 1), pay(deviceId, 2, 'float\u0000 for the day'), pay(deviceId, 3)];
    const before = await syncCounts(env.db);
    const first = pushResult(await push(env, fd, deviceId, batch));
    expect(answers(first.results)).toEqual([
      [1, MutationOutcome.APPLIED, null, false],
      [2, MutationOutcome.REJECTED, ErrorCode.VALIDATION, false],
      [3, MutationOutcome.APPLIED, null, false],
    ]);
    const after = await syncCounts(env.db);
    expect(after).toEqual({ ...before, pos_action: before.pos_action + 2, sync_record: before.sync_record + 3, action_log: before.action_log + 2 });

    const again = pushResult(await push(env, fd, deviceId, batch));
    expect(again.results).toEqual(first.results.map((r) => ({ ...r, replayed: true })));
    expect(await syncCounts(env.db)).toEqual(after);
    expect(await nextSeq(deviceId)).toBe(4);
  });

  it('rolls back a change the database refuses inside its handler alone, as VALIDATION, and goes on', async () => {
    const { deviceId } = await registerDevice(env, fd);
    const batch = [pay(deviceId, 1), pay(deviceId, 2, TRAPPED), pay(deviceId, 3)];
    const before = await syncCounts(env.db);
    // check_violation: the invalid-data class, a refusal of the data rather than a server fault.
    const first = await withTrap(env.db, '23514', async () => pushResult(await push(env, fd, deviceId, batch)));
    expect(answers(first.results)).toEqual([
      [1, MutationOutcome.APPLIED, null, false],
      [2, MutationOutcome.REJECTED, ErrorCode.VALIDATION, false],
      [3, MutationOutcome.APPLIED, null, false],
    ]);
    expect(first.results[1]?.error?.message).toBe(DATA_REFUSED_MESSAGE);
    expect(await syncCounts(env.db)).toEqual({ ...before, pos_action: before.pos_action + 2, sync_record: before.sync_record + 3, action_log: before.action_log + 2 });
    // The trap is gone, yet the refusal stands: the answer was recorded once and for good.
    const again = pushResult(await push(env, fd, deviceId, batch));
    expect(again.results).toEqual(first.results.map((r) => ({ ...r, replayed: true })));
  });

  it('records any other failure of one change as SERVER_ERROR, logged once with the request and mutation ids, no detail to the client', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = await buildApp({ db: env.db, now: env.clock.now, logger: { level: 'warn', stream } });
    try {
      const { deviceId } = await registerDevice(env, fd);
      const bad = pay(deviceId, 2, TRAPPED);
      const res = await withTrap(env.db, 'XX000', () =>
        app.inject({ method: 'POST', url: '/api/sync/push', headers: fd.headers, payload: { deviceId, mutations: [pay(deviceId, 1), bad, pay(deviceId, 3)] } }),
      );
      const { results } = pushResult(res);
      expect(answers(results)).toEqual([
        [1, MutationOutcome.APPLIED, null, false],
        [2, MutationOutcome.REJECTED, ErrorCode.SERVER_ERROR, false],
        [3, MutationOutcome.APPLIED, null, false],
      ]);
      expect(results[1]?.error).toEqual({ code: ErrorCode.SERVER_ERROR, message: errorMessages.SERVER_ERROR });
      expect(res.body).not.toMatch(/trap|stack|plpgsql/i);
      const logged = lines.map((l) => JSON.parse(l) as { reqId?: string; mutationId?: string; err?: { message?: string } }).filter((l) => l.mutationId !== undefined);
      expect(logged).toHaveLength(1);
      expect(logged[0]).toMatchObject({ mutationId: bad.id, reqId: expect.any(String) as string, err: { message: 'trap INSERT' } });
    } finally {
      await app.close();
    }
  });

  it('keeps a record of a change too garbled to read, whatever text it holds, so the push goes on', async () => {
    const { deviceId } = await registerDevice(env, fd);
    const id = randomUUID();
    const garbled = { ...payMutation({ id, deviceId, seq: 2, userId: fdId, branchId: downtown, checkoutMethodId: cash }), name: 'posAction.create\u0000\ud800' };
    const { results } = pushResult(await push(env, fd, deviceId, [pay(deviceId, 1), garbled, pay(deviceId, 3)]));
    expect(answers(results)).toEqual([
      [1, MutationOutcome.APPLIED, null, false],
      [2, MutationOutcome.REJECTED, ErrorCode.VALIDATION, false],
      [3, MutationOutcome.APPLIED, null, false],
    ]);
    expect(await env.db.one(`SELECT name FROM sync_record WHERE mutation_id = $1`, [id])).toEqual({ name: 'unknown' });
    expect(storableJson({ ['k\u0000']: ['a\u0000b', 'lone \udc00', 'pair \ud83d\ude00', 7, null] })).toEqual({ 'k\ufffd': ['a\ufffdb', 'lone \ufffd', 'pair \ud83d\ude00', 7, null] });
  });

  it('answers 503 to a failure that may pass on its own, recording nothing for that change; the retry applies it', async () => {
    const { deviceId } = await registerDevice(env, fd);
    const good = pay(deviceId, 1);
    const busy = pay(deviceId, 2, TRAPPED);
    const before = await syncCounts(env.db);
    // serialization_failure: the moment, not the change.
    const res = await withTrap(env.db, '40001', () => push(env, fd, deviceId, [good, busy]));
    expect(res.statusCode).toBe(503);
    expect(body(res)).toMatchObject({ success: false, code: ErrorCode.SERVICE_UNAVAILABLE, result: null });
    // The change before it was committed (its savepoint released, then the chunk); the busy one left no trace.
    expect(await syncCounts(env.db)).toEqual({ ...before, pos_action: before.pos_action + 1, sync_record: before.sync_record + 1, action_log: before.action_log + 1 });
    expect(await nextSeq(deviceId)).toBe(2);
    const retry = pushResult(await push(env, fd, deviceId, [good, busy]));
    expect(answers(retry.results)).toEqual([
      [1, MutationOutcome.APPLIED, null, true],
      [2, MutationOutcome.APPLIED, null, false],
    ]);
  });
});
