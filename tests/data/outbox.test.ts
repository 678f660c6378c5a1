import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/domain/errors';
import { MUTATION_SCHEMA_VERSION, MutationName } from '../../src/domain/sync-protocol';
import Dexie from 'dexie';
import { DEVICE_KEY, OutboxState } from '../../src/data/db';
import { enqueueInTx, outboxTransaction } from '../../src/data/outbox';
import { createPosAction } from '../../src/data/pos-actions';
import { StorageFullError } from '../../src/data/storage-errors';
import { registerSyncTrigger } from '../../src/data/sync-trigger';
import { BRANCH, CASH, DEVICE_ID, makeEnv, posCtx, seedTablet, USER_ID } from './engine-fixtures';
import type { DataEnv } from '../../src/data/data-env';

const envs: DataEnv[] = [];
async function tablet(): Promise<DataEnv> {
  const env = makeEnv();
  envs.push(env);
  await seedTablet(env);
  return env;
}
afterEach(async () => {
  for (const env of envs.splice(0)) await env.db.delete();
});

function quotaError(): DOMException {
  return new DOMException('The quota has been exceeded.', 'QuotaExceededError');
}

describe('outbox', () => {
  it('a pay-in writes the mutation, the receipt and the counters in one go', async () => {
    const env = await tablet();
    const { id, code } = await createPosAction({ type: 'IN', value: 1250, note: '  float  ' }, posCtx, env);
    expect(code).toBe('QW-3-1');
    const [entry] = await env.db.outbox.toArray();
    expect(entry).toMatchObject({
      id: expect.any(String),
      deviceId: DEVICE_ID,
      seq: 1,
      userId: USER_ID,
      branchId: BRANCH.id,
      schemaVersion: MUTATION_SCHEMA_VERSION,
      name: MutationName.POS_ACTION_CREATE,
      state: OutboxState.PENDING,
      attempts: 0,
      dependsOn: [],
      args: { id, type: 'IN', value: 1250, note: 'float', code, actionTime: '2026-11-20 10:00', checkoutMethodId: CASH.id },
    });
    expect(entry?.id).not.toBe(id); // the mutation id and the record id are different things
    expect(await env.db.receipts.get(id)).toMatchObject({ code, value: 1250, note: 'float', branchName: 'Queen West', createdByName: 'Front Desk', checkoutMethodName: 'Cash' });
    expect(await env.db.device.get(DEVICE_KEY)).toMatchObject({ nextSeq: 2, billCounters: { [BRANCH.id]: 1 } });
  });

  it('a failing write in the same transaction leaves no outbox entry, no receipt, no counter step', async () => {
    const env = await tablet();
    await createPosAction({ type: 'IN', value: 100, note: '' }, posCtx, env);
    env.db.receipts.hook('creating', () => {
      throw quotaError();
    });
    await expect(createPosAction({ type: 'OUT', value: 200, note: '' }, posCtx, env)).rejects.toBeInstanceOf(StorageFullError);
    expect(await env.db.outbox.count()).toBe(1);
    expect(await env.db.receipts.count()).toBe(1);
    expect(await env.db.device.get(DEVICE_KEY)).toMatchObject({ nextSeq: 2, billCounters: { [BRANCH.id]: 1 } });
  });

  it('bad input throws a VALIDATION error and writes nothing', async () => {
    const env = await tablet();
    await expect(createPosAction({ type: 'IN', value: -5, note: '' }, posCtx, env)).rejects.toMatchObject({
      code: ErrorCode.VALIDATION,
      fields: { value: expect.any(String) },
    });
    // The form translates the problem; the English words are the server's for the same refusal.
    await expect(createPosAction({ type: 'IN', value: 500, note: 'float\u0000' }, posCtx, env)).rejects.toMatchObject({
      code: ErrorCode.VALIDATION,
      fields: { note: 'Remove the invisible or broken characters' },
      problems: { note: { code: 'TEXT_CHARACTERS' } },
    });
    await expect(
      outboxTransaction(env.db, [], (tx) =>
        enqueueInTx(tx, {
          name: MutationName.SYNC_DISCARD,
          args: { mutationId: 'not-a-uuid', name: 'x', summary: '', branchId: BRANCH.id },
          branchId: BRANCH.id,
        }),
      ),
    ).rejects.toMatchObject({ code: ErrorCode.VALIDATION });
    expect(await env.db.outbox.count()).toBe(0);
    expect(await env.db.receipts.count()).toBe(0);
    expect((await env.db.device.get(DEVICE_KEY))?.nextSeq).toBe(1);
  });

  it('keeps order and numbers changes 1, 2, 3 … without gaps, bill numbers per branch', async () => {
    const env = await tablet();
    const made = [];
    for (let i = 1; i <= 5; i++) made.push(await createPosAction({ type: i % 2 ? 'IN' : 'OUT', value: i * 100, note: '' }, posCtx, env));
    // One failed change in the middle must not burn a number.
    await expect(createPosAction({ type: 'IN', value: 0, note: '' }, posCtx, env)).rejects.toThrow();
    made.push(await createPosAction({ type: 'IN', value: 700, note: '' }, posCtx, env));
    const entries = await env.db.outbox.orderBy('localOrder').toArray();
    expect(entries.map((e) => e.seq)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(made.map((m) => m.code)).toEqual(['QW-3-1', 'QW-3-2', 'QW-3-3', 'QW-3-4', 'QW-3-5', 'QW-3-6']);
    expect(new Set(entries.map((e) => e.id)).size).toBe(6);
  });

  it('refuses to queue without a registered device or a signed-in user', async () => {
    const env = await tablet();
    await env.db.device.clear();
    await expect(createPosAction({ type: 'IN', value: 100, note: '' }, posCtx, env)).rejects.toMatchObject({ code: ErrorCode.DEVICE_UNKNOWN });
    expect(await env.db.receipts.count()).toBe(0);
  });

  it('needs the cash method stored for the branch', async () => {
    const env = await tablet();
    await env.db.checkoutMethods.clear();
    await expect(createPosAction({ type: 'IN', value: 100, note: '' }, posCtx, env)).rejects.toMatchObject({ name: 'NoCashMethodError' });
  });

  // Dexie ends a sub-transaction (each booking of a series) inside the outer one: asked then,
  // the push would start before the commit, in that transaction's zone.
  it('a change queued inside a larger transaction asks for a push once that one commits, outside it', async () => {
    const env = await tablet();
    const asked: { inTransaction: boolean; bodyDone: boolean }[] = [];
    let bodyDone = false;
    const unregister = registerSyncTrigger(env.db.name, () => asked.push({ inTransaction: Dexie.currentTransaction !== null, bodyDone }));
    await env.db.transaction('rw', env.db.tables, async () => {
      await createPosAction({ type: 'IN', value: 100, note: '' }, posCtx, env);
      await createPosAction({ type: 'IN', value: 200, note: '' }, posCtx, env);
      bodyDone = true;
    });
    unregister();
    expect(asked).toEqual([
      { inTransaction: false, bodyDone: true },
      { inTransaction: false, bodyDone: true },
    ]);
  });

  it('a change queued inside a larger transaction that fails asks for no push', async () => {
    const env = await tablet();
    let asked = 0;
    const unregister = registerSyncTrigger(env.db.name, () => (asked += 1));
    const failing = env.db.transaction('rw', env.db.tables, async () => {
      await createPosAction({ type: 'IN', value: 100, note: '' }, posCtx, env);
      throw new Error('the rest of the series could not be queued');
    });
    await expect(failing).rejects.toThrow('could not be queued');
    unregister();
    expect(await env.db.outbox.count()).toBe(0);
    expect(asked).toBe(0);
  });
});
