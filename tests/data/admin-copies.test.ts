// The back office's last copies: a list page or a record read online is kept in Dexie per
// user; offline the same read answers that copy (with when it was fetched), never another
// user's, and nothing at all when the tablet never read it; sign-out forgets them.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { type Page, type ProductRow } from '../../src/domain/catalogue/contract';
import { ProductPath } from '../../src/domain/catalogue/paths';
import { listRequestParams, LIST_PAGE_SIZE } from '../../src/domain/admin/list';
import { ADMIN_COPY_LIMIT, keepCopy, readWithCopy } from '../../src/data/admin-copies';
import { OfflineError } from '../../src/data/api-client';
import { MetaKey } from '../../src/data/db';
import { clearSessionCache } from '../../src/data/session';
import { TEST_NOW } from '../server/helpers';
import { makeEnv, seedTablet } from './engine-fixtures';
import { useTabletServer } from './tablet-server';

const server = useTabletServer();

describe('back office copies', () => {
  it('keeps the page read online and shows it offline, read as it was, with when it was fetched', async () => {
    const tablet = await server.signedInTablet('copies', 'admin', TEST_NOW);
    const request = { query: 'oil', page: 1, size: LIST_PAGE_SIZE, sort: { key: 'price', order: 'desc' } as const };
    const load = () => tablet.env.api.get<Page<ProductRow>>(ProductPath.LIST, { branchId: server.downtown, ...listRequestParams(request) });
    const key = `product-list|${server.downtown}|oil|1|price.desc`;

    const live = await readWithCopy(key, load, { online: true }, tablet.env);
    expect(live.copySavedAt).toBeNull();
    expect(live.data.items.map((p) => p.code)).toContain('HAIR-OIL');
    // Sorted by the server: the dearest first.
    const prices = live.data.items.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));

    tablet.clock.advance(60_000);
    const offline = await readWithCopy(key, () => Promise.reject(new Error('must not be asked')), { online: false }, tablet.env);
    expect(offline).toEqual({ data: live.data, copySavedAt: TEST_NOW.getTime() });

    // The link drops mid-call: the same copy.
    const dropped = await readWithCopy(key, () => Promise.reject(new OfflineError()), { online: true }, tablet.env);
    expect(dropped.data).toEqual(live.data);

    // A read never made has no copy: offline stays offline.
    await expect(readWithCopy(`${key}|other`, load, { online: false }, tablet.env)).rejects.toBeInstanceOf(OfflineError);
  });

  it("never shows one user's copy to another, and forgets every copy at sign-out", async () => {
    const env = makeEnv();
    await seedTablet(env);
    await readWithCopy('gift-card|c1', async () => ({ id: 'c1', code: 'GIFT50' }), { online: true }, env);
    expect(await env.db.adminCopies.count()).toBe(1);

    await env.db.meta.put({ key: MetaKey.CURRENT_USER, value: 'someone-else' });
    await expect(readWithCopy('gift-card|c1', async () => ({ id: 'c1' }), { online: false }, env)).rejects.toBeInstanceOf(OfflineError);

    await clearSessionCache(env);
    expect(await env.db.adminCopies.count()).toBe(0);
  });

  it('a refusal of the server is not hidden behind a copy', async () => {
    const env = makeEnv();
    await seedTablet(env);
    await readWithCopy('product|p1', async () => ({ id: 'p1' }), { online: true }, env);
    await expect(readWithCopy('product|p1', () => Promise.reject(new Error('403')), { online: true }, env)).rejects.toThrow('403');
  });

  it(`keeps at most ${ADMIN_COPY_LIMIT} copies, dropping the oldest`, async () => {
    const env = makeEnv();
    await seedTablet(env);
    await env.db.adminCopies.bulkPut(Array.from({ length: ADMIN_COPY_LIMIT }, (_, i) => ({ key: `u|old-${i}`, userId: 'u', data: i, savedAt: i })));
    await readWithCopy('product|new', async () => ({ id: 'new' }), { online: true }, env);
    expect(await env.db.adminCopies.count()).toBe(ADMIN_COPY_LIMIT);
    expect(await env.db.adminCopies.get('u|old-0')).toBeUndefined();
    expect(await env.db.adminCopies.get('u|old-1')).toBeDefined();
  });

  it('keeps what a search already answered (a picked customer’s flags) as the copy its own read answers offline', async () => {
    const env = makeEnv();
    await seedTablet(env);
    const flags = { id: 'c1', blocked: true, notes: [{ id: 'n1', note: 'Left without paying' }] };
    await keepCopy('customer-flags|c1', flags, env);
    const offline = await readWithCopy('customer-flags|c1', () => Promise.reject(new Error('must not be asked')), { online: false }, env);
    expect(offline.data).toEqual(flags);
    // Nobody signed in: nothing is kept.
    await env.db.meta.delete(MetaKey.CURRENT_USER);
    await keepCopy('customer-flags|c2', flags, env);
    expect(await env.db.adminCopies.count()).toBe(1);
  });
});
