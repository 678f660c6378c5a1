import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '../../src/domain/errors';
import { PosPath } from '../../src/domain/pos';
import { MutationOutcome, type MutationResult } from '../../src/domain/sync';
import type { DataEnv } from '../../src/data/data-env';
import { loadDrawer, readDrawer } from '../../src/data/drawer';
import { createPosAction } from '../../src/data/pos-actions';
import { applyResults, resultTables } from '../../src/data/sync-results';
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
});
