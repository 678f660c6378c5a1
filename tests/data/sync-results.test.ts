import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '../../src/domain/errors';
import { PosPath } from '../../src/domain/pos';
import { MutationOutcome, type MutationResult } from '../../src/domain/sync-protocol';
import type { DataEnv } from '../../src/data/data-env';
import { loadDrawer } from '../../src/data/drawer';
import { readDrawer } from '../../src/data/drawer-view';
import { createPosAction } from '../../src/data/pos-actions';
import { applyResults, resultTables } from '../../src/data/sync-results';
import { enqueueInTx, outboxTransaction } from '../../src/data/outbox';
import { MutationName } from '../../src/domain/sync-protocol';
import { serverRow } from './drawer-fixtures';
import { BRANCH, makeEnv, posCtx, seedTablet, TODAY } from './engine-fixtures';
import { installFetch, ok } from './fetch-mock';

const envs: DataEnv[] = [];
afterEach(async () => {
  vi.unstubAllGlobals();
  for (const env of envs.splice(0)) await env.db.delete();
});

const opening = serverRow({});

describe('a push answer applied at once', () => {
  it('merges a run of confirmed pay-ins into the drawer in one write, settles a refusal in its place, ignores an answer given twice', async () => {
    const env = makeEnv();
    envs.push(env);
    await seedTablet(env);
    installFetch({ [PosPath.TRANSACTIONS_BY_DATE]: ok({ overview: { amountReceived: 0, amountBack: 0, remainBalance: 0 }, actions: [opening], taxes: [] }) });
    await loadDrawer(BRANCH.id, TODAY, [], env);
    const versionBefore = (await env.db.drawerSnapshots.toArray())[0]?.version ?? 0;
    const [a, b, c, d] = [
      await createPosAction({ type: 'IN', value: 100, note: '' }, posCtx, env),
      await createPosAction({ type: 'IN', value: 200, note: '' }, posCtx, env),
      await createPosAction({ type: 'IN', value: 300, note: '' }, posCtx, env),
      await createPosAction({ type: 'OUT', value: 50, note: '' }, posCtx, env),
    ];
    const entries = await env.db.outbox.orderBy('seq').toArray();
    const answer = (i: number, outcome: MutationOutcome): MutationResult => {
      const e = entries[i];
      if (!e) throw new Error('fixture');
      const error = outcome === MutationOutcome.REJECTED ? { code: ErrorCode.VALIDATION, message: 'Refused' } : null;
      return { id: e.id, seq: e.seq, outcome, result: null, error, replayed: false };
    };
    const results = [answer(0, MutationOutcome.APPLIED), answer(1, MutationOutcome.APPLIED), answer(0, MutationOutcome.APPLIED), answer(2, MutationOutcome.REJECTED), answer(3, MutationOutcome.APPLIED)];

    await env.db.transaction('rw', [...resultTables(env.db)], async () => {
      await applyResults(env.db, results, Date.now());
    });

    expect(await env.db.outbox.count()).toBe(0);
    expect((await env.db.attention.toArray()).map((x) => x.id)).toEqual([entries[2]?.id]);
    const view = await readDrawer(env.db, BRANCH.id, TODAY, []);
    const ids = view.result?.actions.map((r) => r.id) ?? [];
    expect([...ids].sort()).toEqual([opening.id, a?.id, b?.id, d?.id].sort());
    expect(ids).not.toContain(c?.id);
    // The first run (two pay-ins) and the one after the refusal: a write each, not one per pay-in.
    expect((await env.db.drawerSnapshots.toArray())[0]?.version).toBe(versionBefore + 2);
  });

  it('keeps a run of confirmed moves in one write each, in their order around a refusal, and holds what waits on the refused one', async () => {
    const env = makeEnv();
    envs.push(env);
    await seedTablet(env);
    const move = (i: number, dependsOn: string[] = []) =>
      outboxTransaction(env.db, [], (tx) =>
        enqueueInTx(tx, {
          name: MutationName.SEGMENT_UPDATE,
          branchId: BRANCH.id,
          dependsOn,
          args: {
            id: crypto.randomUUID(),
            bookingId: crypto.randomUUID(),
            branchId: BRANCH.id,
            technicianId: crypto.randomUUID(),
            startTime: `${TODAY} 1${i}:00`,
            duration: 30,
            price: 2500,
          },
        }),
      );
    const first = await move(0);
    const second = await move(1);
    const refused = await move(2);
    const waiting = await move(3, [refused.id]);
    const after = await move(4);
    const answer = (e: typeof first, outcome: MutationOutcome): MutationResult => ({
      id: e.id,
      seq: e.seq,
      outcome,
      result: null,
      error: outcome === MutationOutcome.REJECTED ? { code: ErrorCode.VALIDATION, message: 'Taken' } : null,
      replayed: false,
    });
    const now = Date.now();
    const bulkPut = vi.spyOn(env.db.boardConfirmed, 'bulkPut');

    await env.db.transaction('rw', [...resultTables(env.db)], async () => {
      await applyResults(
        env.db,
        [answer(first, MutationOutcome.APPLIED), answer(second, MutationOutcome.APPLIED), answer(refused, MutationOutcome.REJECTED), answer(after, MutationOutcome.APPLIED)],
        now,
      );
    });

    expect((await env.db.boardConfirmed.toArray()).map((c) => c.id).sort()).toEqual([first.id, second.id, after.id].sort());
    // Two runs (before and after the refusal): two writes, not one per move.
    expect(bulkPut).toHaveBeenCalledTimes(2);
    expect((await env.db.attention.toArray()).map((x) => x.id).sort()).toEqual([refused.id, waiting.id].sort());
    // The held one stays queued so its seq still reaches the server.
    expect((await env.db.outbox.toArray()).map((e) => e.id)).toEqual([waiting.id]);
  });
});
