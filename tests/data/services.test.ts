// The services screen's calls refresh this tablet's stored service tree, accepted or refused: a
// refusal (a code in use, a stale order) says the tablet is behind, and the booking form must
// catch up without waiting for the next sync.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ServiceGroupNode } from '../../src/domain/booking/reads';
import { BookingReadPath } from '../../src/domain/booking/read-paths';
import { ServicePath } from '../../src/domain/catalogue/service-contract';
import { PackagePath } from '../../src/domain/catalogue/package-paths';
import { db } from '../../src/data/db';
import { reorderServices } from '../../src/data/services';
import { installFetch, ok } from './fetch-mock';

const BRANCH = '5b1c0c1e-7a39-4e4e-9d8e-1f2a3b4c5d6e';
const GROUP = '6c2d1d2f-8b4a-4f5f-8e9f-2a3b4c5d6e7f';
const service = (id: string, name: string) => ({ id, groupId: GROUP, code: id.toUpperCase(), name, price: 3000, duration: 30, cleaning: 5, numberTechnician: 1, parentId: null });
const tree: ServiceGroupNode[] = [{ id: GROUP, name: 'Nails', children: [service('a', 'Manicure'), service('b', 'Pedicure')] }];

afterEach(async () => {
  vi.unstubAllGlobals();
  await db.serviceTrees.clear();
});

describe('a change made on the services screen', () => {
  it('fetches the branch’s tree again once accepted', async () => {
    installFetch({ [ServicePath.UPDATE_DISPLAY_INDEX]: ok(null), [BookingReadPath.SERVICE_TREE]: ok(tree), [PackagePath.OPTIONS]: ok([]) });
    await reorderServices(BRANCH, GROUP, ['b', 'a']);
    expect((await db.serviceTrees.get(BRANCH))?.groups).toEqual(tree);
  });

  it('fetches it again when refused too, and the refusal still reaches the screen', async () => {
    const refused = { status: 409, body: { success: false, message: 'Update display index fail.', result: null, code: 'DISPLAY_INDEX_FAIL' } };
    installFetch({ [ServicePath.UPDATE_DISPLAY_INDEX]: refused, [BookingReadPath.SERVICE_TREE]: ok(tree), [PackagePath.OPTIONS]: ok([]) });
    await expect(reorderServices(BRANCH, GROUP, ['b', 'a'])).rejects.toThrow('Update display index fail.');
    expect((await db.serviceTrees.get(BRANCH))?.groups).toEqual(tree);
  });

  it('keeps the stored tree when the refresh fails: the next sync brings it', async () => {
    await db.serviceTrees.put({ branchId: BRANCH, groups: tree, fetchedAt: 1 });
    installFetch({ [ServicePath.UPDATE_DISPLAY_INDEX]: ok(null), [BookingReadPath.SERVICE_TREE]: 'network-error' });
    await reorderServices(BRANCH, GROUP, ['b', 'a']);
    expect((await db.serviceTrees.get(BRANCH))?.fetchedAt).toBe(1);
  });
});
