import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/domain/errors';
import type { Mutation } from '../../src/domain/sync';
import { MutationName } from '../../src/domain/sync-protocol';
import { discardAttention, editAttention, replaceAttention, retryAttention } from '../../src/data/attention';
import type { DataEnv } from '../../src/data/data-env';
import { DEVICE_KEY, OutboxState } from '../../src/data/db';
import { createPosAction } from '../../src/data/pos-actions';
import { holdDependents, refuseEntry } from '../../src/data/sync-results';
import { enqueueInTx, outboxTransaction } from '../../src/data/outbox';
import { BRANCH, makeEnv, posCtx, seedTablet } from './engine-fixtures';

const envs: DataEnv[] = [];
afterEach(async () => {
  for (const env of envs.splice(0)) await env.db.delete();
});

/** A tablet where pay-in P was refused and D (depends on P) and E (depends on D) wait for it. */
async function refusedChain() {
  const env = makeEnv();
  envs.push(env);
  await seedTablet(env);
  const payIn = await createPosAction({ type: 'IN', value: 1000, note: 'float' }, posCtx, env);
  const [p] = await env.db.outbox.toArray();
  if (!p) throw new Error('no entry');
  const discardArgs = (summary: string) => ({ mutationId: crypto.randomUUID(), name: 'x', summary, branchId: BRANCH.id });
  const d = await outboxTransaction(env.db, [], (tx) =>
    enqueueInTx(tx, { name: MutationName.SYNC_DISCARD, args: discardArgs('D'), branchId: BRANCH.id, dependsOn: [p.id] }),
  );
  const e = await outboxTransaction(env.db, [], (tx) =>
    enqueueInTx(tx, { name: MutationName.SYNC_DISCARD, args: discardArgs('E'), branchId: BRANCH.id, dependsOn: [d.id] }),
  );
  await env.db.transaction('rw', [env.db.outbox, env.db.attention], async () => {
    await refuseEntry(env.db, p, { code: ErrorCode.ACTION_TIME_IN_FUTURE, message: 'Action time cannot be in the future.' }, 1);
  });
  // The server later refuses the held fillers too; they leave the outbox.
  await env.db.outbox.where('state').equals(OutboxState.HELD).delete();
  return { env, payIn, p, d, e };
}

async function queued(env: DataEnv): Promise<Mutation[]> {
  return (await env.db.outbox.orderBy('localOrder').toArray()).map(({ localOrder: _l, state: _s, attempts: _a, nextAttemptAt: _n, lastError: _e, ...m }) => m);
}

describe('needs attention', () => {
  it('a refused change and its dependents wait in a chain', async () => {
    const { env, p, d, e } = await refusedChain();
    const items = await env.db.attention.toArray();
    expect(Object.fromEntries(items.map((i) => [i.id, i.waitsFor ?? null]))).toEqual({ [p.id]: null, [d.id]: p.id, [e.id]: d.id });
  });

  it('retry queues the same change anew (new id and seq) and its dependents after it, re-pointed', async () => {
    const { env, p, d, e } = await refusedChain();
    const { id } = await retryAttention(p.id, {}, env);
    expect(await env.db.attention.count()).toBe(0);
    const [np, nd, ne] = await queued(env);
    expect(np).toMatchObject({ id, name: p.name, args: p.args, seq: 4 });
    expect(id).not.toBe(p.id);
    expect(nd).toMatchObject({ name: d.name, args: d.args, seq: 5, dependsOn: [id] });
    expect(ne).toMatchObject({ name: e.name, args: e.args, seq: 6, dependsOn: [nd?.id] });
    expect((await env.db.device.get(DEVICE_KEY))?.nextSeq).toBe(7);
  });

  it('force only where the spec has it', async () => {
    const { env, p } = await refusedChain();
    await expect(retryAttention(p.id, { force: true }, env)).rejects.toMatchObject({ code: ErrorCode.VALIDATION });
    expect(await env.db.attention.count()).toBe(3);
  });

  it('edit gives the args back; replace queues the edited change and updates the receipt', async () => {
    const { env, p, payIn } = await refusedChain();
    const args = await editAttention(p.id, env);
    expect(args).toEqual(p.args);
    if (p.name !== MutationName.POS_ACTION_CREATE) throw new Error('unexpected');
    const { id } = await replaceAttention(p.id, { ...p.args, value: 900, actionTime: '2026-11-20 09:55' }, env);
    const [np, nd] = await queued(env);
    expect(np).toMatchObject({ id, args: { id: payIn.id, value: 900, actionTime: '2026-11-20 09:55' } });
    expect(nd?.dependsOn).toEqual([id]);
    expect(await env.db.receipts.get(payIn.id)).toMatchObject({ value: 900, actionTime: '2026-11-20 09:55' });
    await expect(replaceAttention(crypto.randomUUID(), {}, env)).rejects.toMatchObject({ code: ErrorCode.NOT_FOUND });
  });

  it('replace refuses bad args and keeps the item', async () => {
    const { env, p } = await refusedChain();
    await expect(replaceAttention(p.id, { value: -1 }, env)).rejects.toMatchObject({ code: ErrorCode.VALIDATION });
    expect(await env.db.attention.get(p.id)).toBeDefined();
    expect(await env.db.outbox.count()).toBe(0);
  });

  it('discard removes the item and everything waiting on it, each logged by a sync.discard', async () => {
    const { env, p, d, e, payIn } = await refusedChain();
    await discardAttention(p.id, env);
    expect(await env.db.attention.count()).toBe(0);
    expect(await env.db.receipts.get(payIn.id)).toBeUndefined();
    const logged = await queued(env);
    expect(logged.map((m) => m.name)).toEqual([MutationName.SYNC_DISCARD, MutationName.SYNC_DISCARD, MutationName.SYNC_DISCARD]);
    expect(logged.map((m) => (m.name === MutationName.SYNC_DISCARD ? m.args.mutationId : null))).toEqual([p.id, d.id, e.id]);
    expect(logged[0]?.args).toMatchObject({ name: MutationName.POS_ACTION_CREATE, branchId: BRANCH.id, summary: expect.stringContaining('Pay-in $10.00') });
  });

  it('holding dependents is transitive and leaves unrelated changes alone', async () => {
    const env = makeEnv();
    envs.push(env);
    await seedTablet(env);
    await createPosAction({ type: 'IN', value: 100, note: '' }, posCtx, env);
    await createPosAction({ type: 'IN', value: 200, note: '' }, posCtx, env);
    await env.db.transaction('rw', [env.db.outbox, env.db.attention], () => holdDependents(env.db, crypto.randomUUID(), 1));
    expect((await env.db.outbox.toArray()).every((x) => x.state === OutboxState.PENDING)).toBe(true);
    expect(await env.db.attention.count()).toBe(0);
  });
});
