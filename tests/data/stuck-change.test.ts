/**
 * A change the server keeps failing on does not hold up the queue (issue 21, point 3): after
 * STUCK_AFTER pushes headed by it failed the same way, it goes to Needs attention with the
 * server's words, a discard takes its sequence number, and the changes behind it are sent.
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '../../src/domain/errors';
import { errorMessages } from '../../src/domain/error-messages-en';
import { MutationName, SyncPath } from '../../src/domain/sync-protocol';
import { retryAttention } from '../../src/data/attention';
import type { DataEnv } from '../../src/data/data-env';
import { OutboxState, type OutboxEntry } from '../../src/data/db';
import { enqueueInTx, outboxTransaction } from '../../src/data/outbox';
import { createPosAction } from '../../src/data/pos-actions';
import { runSyncRound } from '../../src/data/sync-round';
import { patchLoopStatus } from '../../src/data/sync-status';
import { STUCK_AFTER } from '../../src/data/stuck-change';
import { TEST_NOW } from '../server/helpers';
import { makeEnv, posCtx, seedTablet } from './engine-fixtures';
import { installFetch, type FakeAnswer } from './fetch-mock';
import { useTabletServer, type Tablet } from './tablet-server';

const server = useTabletServer();

const SERVER_ERROR_ANSWER = { success: false, message: errorMessages.SERVER_ERROR, result: null, code: ErrorCode.SERVER_ERROR };

/** The mutation ids a push carries. */
function pushedIds(body: unknown): string[] {
  if (typeof body !== 'object' || body === null || !('mutations' in body) || !Array.isArray(body.mutations)) return [];
  return body.mutations.flatMap((m: unknown) => (typeof m === 'object' && m !== null && 'id' in m && typeof m.id === 'string' ? [m.id] : []));
}

async function outboxEntryOf(t: Tablet, posActionId: string): Promise<OutboxEntry> {
  const entry = (await t.env.db.outbox.toArray()).find((e) => e.name === MutationName.POS_ACTION_CREATE && e.args.id === posActionId);
  if (!entry) throw new Error('not queued');
  return entry;
}

const onServer = async (ids: readonly string[]) =>
  (await server.db.query<{ id: string }>(`SELECT id FROM pos_action WHERE id = ANY($1::uuid[])`, [ids])).map((r) => r.id).sort();

describe('a change the server keeps failing on', () => {
  it('goes to Needs attention with the server’s words after three tries; the changes queued behind it are sent', async () => {
    const t = await server.signedInTablet('stuck', 'frontdesk', TEST_NOW);
    t.jar.setOffline(true);
    const before = await createPosAction({ type: 'IN', value: 1_000, note: 'before' }, t.ctx, t.env);
    const poison = await createPosAction({ type: 'IN', value: 6_660, note: 'the server breaks on this one' }, t.ctx, t.env);
    const stuck = await outboxEntryOf(t, poison.id);
    // A change that needs the stuck one, made right after it.
    const dependent = await outboxTransaction(t.env.db, [], (tx) =>
      enqueueInTx(tx, {
        name: MutationName.SYNC_DISCARD,
        args: { mutationId: crypto.randomUUID(), name: 'needs the pay-in', summary: 'dependent', branchId: server.downtown },
        branchId: server.downtown,
        dependsOn: [stuck.id],
      }),
    );
    const behind = [
      await createPosAction({ type: 'OUT', value: 300, note: 'stamps' }, t.ctx, t.env),
      await createPosAction({ type: 'IN', value: 700, note: 'after' }, t.ctx, t.env),
    ];
    t.jar.setOffline(false);

    // The server answers 500 to any push that holds the stuck change (as a server without issue 21's fix did).
    const sentWithIt: string[][] = [];
    t.jar.intercept((path, body) => {
      const ids = pushedIds(body);
      if (path !== SyncPath.PUSH || !ids.includes(stuck.id)) return null;
      sentWithIt.push(ids);
      return new Response(JSON.stringify(SERVER_ERROR_ANSWER), { status: 500, headers: { 'Content-Type': 'application/json' } });
    });

    // 1st: the whole batch fails, so the changes go one by one; the one before lands, the stuck one fails alone.
    expect(await runSyncRound(t.env, { force: true })).toMatchObject({ stop: 'retry', applied: 1 });
    expect(sentWithIt.map((ids) => ids.length)).toEqual([5, 1]);
    expect(await onServer([before.id])).toEqual([before.id]);
    expect((await outboxEntryOf(t, poison.id)).failure?.count).toBe(1);
    // 2nd and 3rd: alone; the 3rd sets it aside and the queue goes on.
    expect(await runSyncRound(t.env, { force: true })).toMatchObject({ stop: 'retry' });
    expect(await runSyncRound(t.env, { force: true })).toMatchObject({ stop: 'done', rejected: 1 });
    expect(sentWithIt).toHaveLength(STUCK_AFTER + 1);

    expect(await t.env.db.outbox.count()).toBe(0);
    expect(await onServer([poison.id, ...behind.map((b) => b.id)])).toEqual(behind.map((b) => b.id).sort());
    const items = await t.env.db.attention.toArray();
    expect(items.map((i) => [i.id, i.waitsFor ?? null, i.error]).sort()).toEqual(
      [
        [stuck.id, null, { code: ErrorCode.SERVER_ERROR, message: errorMessages.SERVER_ERROR }],
        [dependent.id, stuck.id, { code: ErrorCode.DEPENDENCY_REJECTED, message: errorMessages.DEPENDENCY_REJECTED, facts: { mutationIds: [stuck.id] } }],
      ].sort(),
    );
    // Their sequence numbers were filled by discards, each in the action log.
    const discards = await server.db.query<{ entity_id: string }>(`SELECT entity_id FROM action_log WHERE action = 'discard' AND entity_id = ANY($1::uuid[])`, [
      [stuck.id, dependent.id],
    ]);
    expect(discards.map((d) => d.entity_id).sort()).toEqual([stuck.id, dependent.id].sort());

    // Fixed on the server: Retry sends it anew, and what waited on it follows.
    t.jar.intercept(null);
    await retryAttention(stuck.id, {}, t.env);
    expect(await runSyncRound(t.env, { force: true })).toMatchObject({ stop: 'done', applied: 2, rejected: 0 });
    expect(await onServer([poison.id])).toEqual([poison.id]);
    expect(await t.env.db.attention.count()).toBe(0);
  });
});

describe('failures that say nothing about the change keep retrying', () => {
  const envs: DataEnv[] = [];
  afterEach(async () => {
    vi.unstubAllGlobals();
    for (const env of envs.splice(0)) {
      patchLoopStatus(env.db.name, { paused: null });
      await env.db.delete();
    }
  });

  it.each([
    ['503', { status: 503, body: { success: false, message: errorMessages.SERVICE_UNAVAILABLE, result: null, code: ErrorCode.SERVICE_UNAVAILABLE } }],
    ['429', { status: 429, body: { success: false, message: 'slow down', result: null } }],
    ['500 without our envelope (a proxy)', { status: 500, body: '<html>bad gateway</html>' }],
    ['network error', 'network-error'],
  ] as const)('%s: never set aside, however many tries', async (_label, answer: FakeAnswer) => {
    const env = makeEnv();
    envs.push(env);
    await seedTablet(env);
    await createPosAction({ type: 'IN', value: 1_000, note: '' }, posCtx, env);
    installFetch({ [SyncPath.PUSH]: answer });
    for (let i = 0; i < STUCK_AFTER * 2; i++) expect((await runSyncRound(env, { force: true })).stop).toBe('retry');
    const [entry, ...others] = await env.db.outbox.toArray();
    expect(others).toEqual([]);
    expect(entry).toMatchObject({ name: MutationName.POS_ACTION_CREATE, state: OutboxState.PENDING, attempts: STUCK_AFTER * 2 });
    expect(await env.db.attention.count()).toBe(0);
  });

  it('a 500 that changes its words is counted afresh', async () => {
    const env = makeEnv();
    envs.push(env);
    await seedTablet(env);
    await createPosAction({ type: 'IN', value: 1_000, note: '' }, posCtx, env);
    let n = 0;
    installFetch({ [SyncPath.PUSH]: () => ({ status: 500, body: { ...SERVER_ERROR_ANSWER, message: `boom ${++n % 2}` } }) });
    for (let i = 0; i < STUCK_AFTER * 2; i++) await runSyncRound(env, { force: true });
    expect(await env.db.attention.count()).toBe(0);
    expect((await env.db.outbox.toArray())[0]?.failure).toEqual({ key: `500 SERVER_ERROR boom ${n % 2}`, count: 1 });
  });
});
