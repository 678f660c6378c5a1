// The branch's service tree lives in Dexie for the booking form: the sync pull fetches it again,
// so a service added or deactivated in the back office reaches every tablet at its next sync
// and is bookable offline; an unchanged tree is not written again.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiPath } from '../../src/domain/api';
import type { ServiceGroupNode } from '../../src/domain/booking/reads';
import { BookingReadPath } from '../../src/domain/booking/read-paths';
import { BillPath } from '../../src/domain/bill/paths';
import type { PackageRow } from '../../src/domain/catalogue/package-contract';
import { PackagePath } from '../../src/domain/catalogue/package-paths';
import { PosPath } from '../../src/domain/pos';
import { SyncPath } from '../../src/domain/sync-protocol';
import { loadSession } from '../../src/data/session';
import { pullSnapshots } from '../../src/data/sync-pull';
import { branchConfig, checkLogin, language, loadConfig, menu } from './fixtures';
import { installFetch, ok } from './fetch-mock';
import { BRANCH, CASH, clock, makeEnv, USER_ID } from './engine-fixtures';

const leaf = (id: string, name: string) => ({ id, groupId: 'g1', code: id.toUpperCase(), name, price: 3000, duration: 30, cleaning: 5, numberTechnician: 1, parentId: null });

const forbidden = (status: number) => ({ status, body: { success: false, message: 'Forbidden', result: null, code: 'FORBIDDEN' } });

function routes(tree: { groups: ServiceGroupNode[]; packages?: PackageRow[] } | { status: number }) {
  return {
    [SyncPath.REGISTER_DEVICE]: ok({ deviceId: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b', deviceNo: 4 }),
    [BillPath.PAYMENT_OPTIONS]: forbidden(403),
    [ApiPath.CHECK_LOGIN]: ok(checkLogin({ userId: USER_ID, branchId: BRANCH.id })),
    [ApiPath.MENU]: ok(menu),
    [ApiPath.LOAD_CONFIG]: ok(loadConfig),
    [ApiPath.GET_LANGUAGE]: ok(language),
    [ApiPath.GET_CONFIG]: ok(branchConfig(BRANCH.id)),
    [PosPath.CHECKOUT_METHODS]: ok([CASH]),
    [BookingReadPath.SERVICE_TREE]: () => ('groups' in tree ? ok(tree.groups) : forbidden(tree.status)),
    [PackagePath.OPTIONS]: () => ('groups' in tree ? ok(tree.packages ?? []) : forbidden(tree.status)),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the service tree on the tablet', () => {
  it('is fetched again by the sync pull: a new service is there, a deactivated one gone', async () => {
    const env = makeEnv();
    const tree = { groups: [{ id: 'g1', name: 'Nails', children: [leaf('a', 'Manicure'), leaf('b', 'Pedicure')] }] };
    installFetch(routes(tree));
    await loadSession(env);
    await pullSnapshots(env);
    expect((await env.db.serviceTrees.get(BRANCH.id))?.groups[0]?.children.map((s) => s.id)).toEqual(['a', 'b']);
    tree.groups = [{ id: 'g1', name: 'Nails', children: [leaf('c', 'Gel polish'), leaf('a', 'Manicure')] }];
    await pullSnapshots(env);
    expect((await env.db.serviceTrees.get(BRANCH.id))?.groups[0]?.children.map((s) => s.id)).toEqual(['c', 'a']);
  });

  it('stores the branch’s packages beside the tree, so a package is booked offline; a package changed since is stored again', async () => {
    const env = makeEnv();
    const spa: PackageRow = {
      id: 'p1', branchId: BRANCH.id, code: 'SPA', content: 'Spa day', price: 5000, startTime: '2026-01-01 00:00', endTime: '2026-12-31 23:59', status: 'ENABLED',
      services: [{ id: 'a', code: 'A', name: 'Manicure', price: 3000, duration: 30 }],
    };
    const tree = { groups: [{ id: 'g1', name: 'Nails', children: [leaf('a', 'Manicure')] }], packages: [spa] };
    installFetch(routes(tree));
    await loadSession(env);
    await pullSnapshots(env);
    expect((await env.db.serviceTrees.get(BRANCH.id))?.packages).toEqual([spa]);
    tree.packages = [{ ...spa, price: 4500 }];
    await pullSnapshots(env);
    expect((await env.db.serviceTrees.get(BRANCH.id))?.packages?.[0]?.price).toBe(4500);
  });

  it('is not written again when unchanged, and a user without the appointment right simply has none', async () => {
    const time = clock();
    const env = makeEnv({ clock: time });
    const tree = { groups: [{ id: 'g1', name: 'Nails', children: [leaf('a', 'Manicure')] }] };
    installFetch(routes(tree));
    await loadSession(env);
    await pullSnapshots(env);
    const first = await env.db.serviceTrees.get(BRANCH.id);
    time.advance(60_000);
    await pullSnapshots(env);
    expect((await env.db.serviceTrees.get(BRANCH.id))?.fetchedAt).toBe(first?.fetchedAt);

    const other = makeEnv();
    installFetch(routes({ status: 403 }));
    await loadSession(other);
    expect((await pullSnapshots(other)).error).toBeNull();
    expect(await other.db.serviceTrees.get(BRANCH.id)).toBeUndefined();
  });

  it('is not asked for by a user whose plan has no appointments, nor are payment options: no refusal in normal use', async () => {
    const env = makeEnv();
    const noPlan = { ...checkLogin({ userId: USER_ID, branchId: BRANCH.id }), rights: { rights: ['APPOINTMENT_ACCESS'], rightsPM: [] } };
    const { calls } = installFetch({ ...routes({ status: 403 }), [ApiPath.CHECK_LOGIN]: ok(noPlan) });
    await loadSession(env);
    expect((await pullSnapshots(env)).error).toBeNull();
    const asked = calls.map((c) => c.url.split('?')[0]);
    expect(asked).not.toContain(BookingReadPath.SERVICE_TREE);
    expect(asked).not.toContain(BillPath.PAYMENT_OPTIONS);
    expect(asked).toContain(ApiPath.GET_CONFIG);
  });
});
