import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/domain/errors';
import { MutationName, MutationOutcome, SyncPath, type PushResult } from '../../src/domain/sync-protocol';
import { body, branchIdByName, csrf, setupTestEnv, signIn, TEST_NOW, userIdByName, type SignedIn, type TestEnv } from './helpers';
import { checkoutMethodId, payMutation, push, pushResult, registerDevice, syncCounts, syncFingerprint } from './syncHelpers';

describe('sync: device registration and push', () => {
  let env: TestEnv;
  let fd: SignedIn;
  let downtown: string;
  let plateau: string;
  let cash: string;
  let fdId: string;
  let managerId: string;

  beforeAll(async () => {
    env = await setupTestEnv();
    fd = await signIn(env.app, 'frontdesk');
    downtown = await branchIdByName(env.db, 'Downtown Toronto');
    plateau = await branchIdByName(env.db, 'Plateau Montréal');
    cash = await checkoutMethodId(env.db, downtown, 'CASH');
    fdId = await userIdByName(env.db, 'frontdesk');
    managerId = await userIdByName(env.db, 'manager');
  });
  afterAll(async () => {
    await env.close();
  });

  const nextSeq = async (deviceId: string) =>
    (await env.db.one<{ next_seq: number }>(`SELECT next_seq FROM sync_device WHERE id = $1`, [deviceId])).next_seq;
  const pay = (deviceId: string, seq: number, extra: Partial<Parameters<typeof payMutation>[0]> = {}) =>
    payMutation({ deviceId, seq, userId: fdId, branchId: downtown, checkoutMethodId: cash, ...extra });

  it('registers devices with sequential numbers per tenant', async () => {
    const first = await registerDevice(env, fd);
    const second = await registerDevice(env, await signIn(env.app, 'manager'));
    expect(first.deviceId).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.deviceNo).toBe(first.deviceNo + 1);
    // Another tenant counts from 1 again.
    const lotus = await registerDevice(env, await signIn(env.app, 'lotus'));
    expect(lotus.deviceNo).toBe(1);
    const row = await env.db.one<{ registered_by: string; next_seq: number }>(`SELECT registered_by, next_seq FROM sync_device WHERE id = $1`, [first.deviceId]);
    expect(row).toEqual({ registered_by: fdId, next_seq: 1 });
  });

  it('applies a pushed pay-in: the row, the record and an action log entry by the acting user', async () => {
    const { deviceId } = await registerDevice(env, fd);
    // The manager made it at the tablet (signed in there earlier); the front desk's session pushes it.
    await signIn(env.app, 'manager', { deviceId });
    const m = pay(deviceId, 1, { userId: managerId, value: 2500 });
    const result = pushResult(await push(env, fd, deviceId, [m]));
    const args = m.args as { id: string; code: string };
    expect(result).toEqual({
      results: [{ id: m.id, seq: 1, outcome: MutationOutcome.APPLIED, result: { id: args.id, code: args.code }, error: null, replayed: false }],
      expectedSeq: null,
    });
    const row = await env.db.one(
      `SELECT type, value_cents, note, created_by, device_id, branch_id, to_char(action_time AT TIME ZONE 'America/Toronto', 'YYYY-MM-DD HH24:MI') AS t
         FROM pos_action WHERE id = $1`,
      [args.id],
    );
    expect(row).toEqual({ type: 'IN', value_cents: 2500, note: 'float for the day', created_by: managerId, device_id: deviceId, branch_id: downtown, t: '2026-11-20 09:30' });
    const log = await env.db.one(`SELECT user_id, action, entity_type, edit_info FROM action_log WHERE entity_id = $1`, [args.id]);
    expect(log).toMatchObject({ user_id: managerId, action: 'create', entity_type: 'POS_ACTION', edit_info: { type: 'IN', value: 2500, note: 'float for the day' } });
    const record = await env.db.one(`SELECT mutation_id, name, user_id, branch_id, outcome FROM sync_record WHERE device_id = $1 AND seq = 1`, [deviceId]);
    expect(record).toEqual({ mutation_id: m.id, name: MutationName.POS_ACTION_CREATE, user_id: managerId, branch_id: downtown, outcome: 'APPLIED' });
    expect(await nextSeq(deviceId)).toBe(2);
  });

  it('answers a replay of a recorded (device, seq) with the stored answer and changes nothing', async () => {
    const { deviceId } = await registerDevice(env, fd);
    const m = pay(deviceId, 1);
    const first = pushResult(await push(env, fd, deviceId, [m]));
    const before = await syncFingerprint(env.db);
    const again = pushResult(await push(env, fd, deviceId, [m]));
    expect(again.results).toEqual([{ ...first.results[0], replayed: true }]);
    expect(again.expectedSeq).toBeNull();
    // A different mutation under a done seq still gets the stored answer: the client's problem.
    const other = pushResult(await push(env, fd, deviceId, [pay(deviceId, 1)]));
    expect(other.results).toEqual([{ ...first.results[0], replayed: true }]);
    expect(await syncFingerprint(env.db)).toBe(before);
  });

  it('stops at a gap and names the sequence it expects, applying nothing', async () => {
    const { deviceId } = await registerDevice(env, fd);
    const before = await syncCounts(env.db);
    expect(pushResult(await push(env, fd, deviceId, [pay(deviceId, 3), pay(deviceId, 4)]))).toEqual({ results: [], expectedSeq: 1 });
    expect(await syncCounts(env.db)).toEqual(before);
    // 1 applies, then the gap after it stops the batch.
    const res = pushResult(await push(env, fd, deviceId, [pay(deviceId, 1), pay(deviceId, 3)]));
    expect(res.results.map((r) => r.outcome)).toEqual(['APPLIED']);
    expect(res.expectedSeq).toBe(2);
    expect(await nextSeq(deviceId)).toBe(2);
  });

  it('records an invalid mutation in a batch as refused and goes on with the next', async () => {
    const { deviceId } = await registerDevice(env, fd);
    const before = await syncCounts(env.db);
    const batch = [pay(deviceId, 1), pay(deviceId, 2, { value: -5 }), pay(deviceId, 3, { type: 'OUT', value: 700 })];
    const { results, expectedSeq } = pushResult(await push(env, fd, deviceId, batch));
    expect(expectedSeq).toBeNull();
    expect(results.map((r) => [r.seq, r.outcome, r.error?.code ?? null])).toEqual([
      [1, 'APPLIED', null],
      [2, 'REJECTED', 'VALIDATION'],
      [3, 'APPLIED', null],
    ]);
    expect(results[1]?.error?.message).toContain('args.value');
    expect(await syncCounts(env.db)).toEqual({ ...before, pos_action: before.pos_action + 2, sync_record: before.sync_record + 3, action_log: before.action_log + 2 });
    expect(await nextSeq(deviceId)).toBe(4);
    // The refusal is done: a replay answers it again, nothing re-runs.
    const replay = pushResult(await push(env, fd, deviceId, [batch[1]]));
    expect(replay.results[0]).toMatchObject({ seq: 2, outcome: 'REJECTED', replayed: true, error: { code: 'VALIDATION' } });
  });

  it('refuses an action time in the future (branch time) and accepts one within the minute', async () => {
    const { deviceId } = await registerDevice(env, fd);
    const before = await syncCounts(env.db);
    const { results } = pushResult(
      await push(env, fd, deviceId, [pay(deviceId, 1, { actionTime: '2026-11-20 10:02' }), pay(deviceId, 2, { actionTime: '2026-11-20 10:01' })]),
    );
    expect(results[0]).toMatchObject({ outcome: 'REJECTED', error: { code: ErrorCode.ACTION_TIME_IN_FUTURE }, result: null });
    expect(results[1]).toMatchObject({ outcome: 'APPLIED' });
    expect((await syncCounts(env.db)).pos_action).toBe(before.pos_action + 1);
  });

  it('refuses a mutation that depends on a refused one', async () => {
    const { deviceId } = await registerDevice(env, fd);
    const bad = pay(deviceId, 1, { actionTime: '2027-01-01 10:00' });
    const good = pay(deviceId, 2);
    const dependent = pay(deviceId, 3, { dependsOn: [bad.id as string, good.id as string] });
    const { results } = pushResult(await push(env, fd, deviceId, [bad, good, dependent]));
    expect(results.map((r) => r.error?.code ?? r.outcome)).toEqual(['ACTION_TIME_IN_FUTURE', 'APPLIED', 'DEPENDENCY_REJECTED']);
    expect(await env.db.maybeOne(`SELECT 1 FROM pos_action WHERE id = $1`, [dependent.id as string])).toBeNull();
  });

  it('refuses a duplicate code inside the handler, undoing only its writes', async () => {
    const { deviceId, deviceNo } = await registerDevice(env, fd);
    const before = await syncCounts(env.db);
    const code = `DT-${deviceNo}-999999`;
    const { results } = pushResult(await push(env, fd, deviceId, [pay(deviceId, 1, { code }), pay(deviceId, 2, { code })]));
    expect(results[1]).toMatchObject({ outcome: 'REJECTED', error: { code: 'DUPLICATE', message: 'Code already exists' } });
    expect(await syncCounts(env.db)).toEqual({ ...before, pos_action: before.pos_action + 1, sync_record: before.sync_record + 2, action_log: before.action_log + 1 });
  });

  it("refuses a code that is not the pushing tablet's own: {branchCode}-{deviceNo}-{n}", async () => {
    const { deviceId, deviceNo } = await registerDevice(env, fd);
    const before = await syncCounts(env.db);
    const codes = [`DT-${deviceNo + 1}-1`, `PL-${deviceNo}-1`, `DT-${deviceNo}-0`, `DT-${deviceNo}-x`, `T-${deviceNo}-1`];
    const { results } = pushResult(await push(env, fd, deviceId, codes.map((code, i) => pay(deviceId, i + 1, { code }))));
    expect(results.map((r) => r.error?.code)).toEqual(codes.map(() => 'VALIDATION'));
    expect(results[0]?.error?.message).toBe(`code: Expected DT-${deviceNo}-<n>`);
    expect(await syncCounts(env.db)).toEqual({ ...before, sync_record: before.sync_record + codes.length });
  });

  it('answers a change resent under a new number with its first answer, doing it once', async () => {
    const { deviceId } = await registerDevice(env, fd);
    const m = pay(deviceId, 1);
    const first = pushResult(await push(env, fd, deviceId, [m]));
    const before = await syncCounts(env.db);
    const resent = pushResult(await push(env, fd, deviceId, [{ ...m, seq: 2 }]));
    expect(resent.results).toEqual([{ ...first.results[0], seq: 2, replayed: true }]);
    expect(await syncCounts(env.db)).toEqual(before);
    expect(await nextSeq(deviceId)).toBe(3);
  });

  it('checks the acting user: tenant, branch and rights', async () => {
    const { deviceId } = await registerDevice(env, fd);
    const lotusUser = await userIdByName(env.db, 'lotus');
    const trainee = await userIdByName(env.db, 'trainee');
    for (const username of ['manager', 'trainee']) await signIn(env.app, username, { deviceId });
    const before = await syncCounts(env.db);
    const batch = [
      pay(deviceId, 1, { userId: lotusUser }),
      // The manager manages Downtown only.
      pay(deviceId, 2, { userId: managerId, branchId: plateau }),
      pay(deviceId, 3, { userId: randomUUID() }),
    ];
    const { results } = pushResult(await push(env, fd, deviceId, batch));
    expect(results.map((r) => r.error?.code)).toEqual(['FORBIDDEN', 'BRANCH_NOT_AUTHORISED', 'FORBIDDEN']);
    // A right denied since the change was made: checked as of the push.
    const traineeRole = await env.db.one<{ id: string; tenant_id: string }>(`SELECT id, tenant_id FROM role WHERE code = 'TRAINEE'`);
    await env.db.query(`INSERT INTO role_right (tenant_id, role_id, right_code, setting) VALUES ($1, $2, 'APPOINTMENT_POS_ACTION', 'DENY')`, [
      traineeRole.tenant_id,
      traineeRole.id,
    ]);
    try {
      const denied = pushResult(await push(env, fd, deviceId, [pay(deviceId, 4, { userId: trainee })]));
      expect(denied.results[0]?.error?.code).toBe('FORBIDDEN');
    } finally {
      await env.db.query(`DELETE FROM role_right WHERE role_id = $1 AND right_code = 'APPOINTMENT_POS_ACTION'`, [traineeRole.id]);
    }
    expect(await syncCounts(env.db)).toEqual({ ...before, sync_record: before.sync_record + 4 });
  });

  it('checks the pushing session manages the branch too', async () => {
    const manager = await signIn(env.app, 'manager');
    const { deviceId } = await registerDevice(env, manager);
    // Made by the front desk (who manages Plateau), pushed by the manager (who does not).
    const { results } = pushResult(await push(env, manager, deviceId, [pay(deviceId, 1, { branchId: plateau })]));
    expect(results[0]).toMatchObject({ outcome: 'REJECTED', error: { code: 'BRANCH_NOT_AUTHORISED' } });
  });

  it('refuses a newer schema version and a mismatched branch or device', async () => {
    const { deviceId } = await registerDevice(env, fd);
    const batch = [
      pay(deviceId, 1, { schemaVersion: 2, args: { unknownNewField: true, value: 'later' } }),
      { ...pay(deviceId, 2), branchId: plateau },
      { ...pay(deviceId, 3), deviceId: randomUUID() },
    ];
    const { results } = pushResult(await push(env, fd, deviceId, batch));
    expect(results.map((r) => r.error?.code)).toEqual(['SCHEMA_VERSION_UNSUPPORTED', 'VALIDATION', 'VALIDATION']);
    expect(results[1]?.error?.message).toMatch(/^branchId:/);
    expect(results[2]?.error?.message).toMatch(/^deviceId:/);
  });

  it('records a discard in the action log by the acting user', async () => {
    const { deviceId } = await registerDevice(env, fd);
    await signIn(env.app, 'manager', { deviceId });
    const refused = randomUUID();
    const m = {
      id: randomUUID(), deviceId, seq: 1, userId: managerId, branchId: downtown, schemaVersion: 1, createdAt: TEST_NOW.toISOString(),
      name: MutationName.SYNC_DISCARD, args: { mutationId: refused, name: MutationName.POS_ACTION_CREATE, summary: 'Pay-in $20.00', branchId: downtown },
    };
    const { results } = pushResult(await push(env, fd, deviceId, [m]));
    expect(results[0]).toMatchObject({ outcome: 'APPLIED', result: null, error: null });
    const log = await env.db.one(`SELECT user_id, action, entity_type, branch_id, edit_info FROM action_log WHERE entity_id = $1`, [refused]);
    expect(log).toEqual({
      user_id: managerId, action: 'discard', entity_type: 'SYNC', branch_id: downtown,
      edit_info: { mutationId: refused, name: MutationName.POS_ACTION_CREATE, summary: 'Pay-in $20.00' },
    });
  });

  it('serialises two concurrent pushes of one device: each change is applied once', async () => {
    const { deviceId } = await registerDevice(env, fd);
    const batch = [pay(deviceId, 1), pay(deviceId, 2), pay(deviceId, 3)];
    const before = await syncCounts(env.db);
    const [a, b] = await Promise.all([push(env, fd, deviceId, batch), push(env, fd, deviceId, batch)]);
    const answers = [pushResult(a), pushResult(b)];
    for (const answer of answers) expect(answer.results.map((r) => r.outcome)).toEqual(['APPLIED', 'APPLIED', 'APPLIED']);
    // Per seq, exactly one of the two pushes did the work.
    for (let i = 0; i < 3; i += 1) expect(answers.filter((r) => r.results[i]?.replayed === false)).toHaveLength(1);
    expect(await syncCounts(env.db)).toEqual({ ...before, pos_action: before.pos_action + 3, sync_record: before.sync_record + 3, action_log: before.action_log + 3 });
  });

  it('records an unexpected error of one change as SERVER_ERROR, undoing its writes; a replay answers the same', async () => {
    const { deviceId } = await registerDevice(env, fd);
    const m = pay(deviceId, 2);
    pushResult(await push(env, fd, deviceId, [pay(deviceId, 1)]));
    const before = await syncCounts(env.db);
    // The pay-in's own write fails unexpectedly (its action-log line waits for the chunk's end).
    await env.db.exec(`ALTER TABLE pos_action RENAME TO pos_action_away`);
    let res;
    try {
      res = await push(env, fd, deviceId, [m]);
    } finally {
      await env.db.exec(`ALTER TABLE pos_action_away RENAME TO pos_action`);
    }
    const [refused] = pushResult(res).results;
    expect(refused).toMatchObject({ outcome: 'REJECTED', replayed: false, error: { code: 'SERVER_ERROR', message: 'Server error, please try again!' } });
    expect(await syncCounts(env.db)).toEqual({ ...before, sync_record: before.sync_record + 1 });
    expect(await nextSeq(deviceId)).toBe(3);
    expect(pushResult(await push(env, fd, deviceId, [m])).results[0]).toEqual({ ...refused, replayed: true });
  });

  it('refuses a device of another tenant or an unknown one with 409, changing nothing', async () => {
    const { deviceId } = await registerDevice(env, fd);
    const lotus = await signIn(env.app, 'lotus');
    const before = await syncFingerprint(env.db);
    for (const id of [deviceId, randomUUID()]) {
      const res = await push(env, lotus, id, [pay(id, 1)]);
      expect(res.statusCode).toBe(409);
      expect(body(res)).toMatchObject({ success: false, code: 'DEVICE_UNKNOWN', result: null });
    }
    expect(await syncFingerprint(env.db)).toBe(before);
  });

  it('answers 400 to a malformed envelope and 401 without a session', async () => {
    const { deviceId } = await registerDevice(env, fd);
    const before = await syncFingerprint(env.db);
    const bad: unknown[] = [
      { mutations: [pay(deviceId, 1)] },
      { deviceId, mutations: [] },
      { deviceId: 'not-a-uuid', mutations: [pay(deviceId, 1)] },
      { deviceId, mutations: [{ ...pay(deviceId, 1), seq: 0 }] },
      { deviceId, mutations: [{ seq: 1 }] },
    ];
    for (const payload of bad) {
      const res = await env.app.inject({ method: 'POST', url: SyncPath.PUSH, headers: fd.headers, payload: payload as object });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(body(res).code).toBe('VALIDATION');
    }
    const seqMessage = body(await env.app.inject({ method: 'POST', url: SyncPath.PUSH, headers: fd.headers, payload: bad[3] as object })).message;
    expect(seqMessage).toContain('mutations.0.seq');
    const { headers } = await csrf(env.app);
    for (const url of [SyncPath.PUSH, SyncPath.REGISTER_DEVICE]) {
      const res = await env.app.inject({ method: 'POST', url, headers, payload: { deviceId, mutations: [pay(deviceId, 1)] } });
      expect(res.statusCode).toBe(401);
      expect(body(res).code).toBe('UNAUTHENTICATED');
    }
    expect(await syncFingerprint(env.db)).toBe(before);
  });

  it('keeps answering for good: a push long after still replays', async () => {
    const { deviceId } = await registerDevice(env, fd);
    const m = pay(deviceId, 1);
    const first: PushResult = pushResult(await push(env, fd, deviceId, [m]));
    env.clock.advance(90 * 24 * 3600 * 1000);
    const later = await signIn(env.app, 'frontdesk');
    const again = pushResult(await push(env, later, deviceId, [m]));
    expect(again.results[0]).toEqual({ ...first.results[0], replayed: true });
    env.clock.set(TEST_NOW);
  });
});
