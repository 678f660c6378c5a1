import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiPath } from '../../src/domain/api';
import { SyncPath } from '../../src/domain/sync-protocol';
import { DEVICE_KEY } from '../../src/data/db';
import { db, MetaKey } from '../../src/data/db';
import { clearSessionCache, getCachedSession, loadSession, refreshLanguage, SessionState } from '../../src/data/session';
import { branchConfig, checkLogin, language, loadConfig, menu, signedOut } from './fixtures';
import { installFetch, ok } from './fetch-mock';

function onlineRoutes(check = checkLogin()) {
  return {
    [ApiPath.CHECK_LOGIN]: ok(check),
    [ApiPath.MENU]: ok(menu),
    [ApiPath.LOAD_CONFIG]: ok(loadConfig),
    [ApiPath.GET_LANGUAGE]: ok(language),
    [ApiPath.GET_CONFIG]: ok(branchConfig('b1')),
    [SyncPath.REGISTER_DEVICE]: ok({ deviceId: DEVICE_ID, deviceNo: 4 }),
  };
}

const DEVICE_ID = '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b';

beforeEach(async () => {
  await clearSessionCache();
  await db.device.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('session loader', () => {
  it('signed in: caches check-login, menu, config, language and branch config per user', async () => {
    installFetch(onlineRoutes());
    const result = await loadSession();
    expect(result.state).toBe(SessionState.SIGNED_IN);
    const cached = await getCachedSession();
    expect(cached?.userId).toBe('u1');
    expect(cached?.menu).toEqual(menu);
    expect(cached?.loadConfig).toEqual(loadConfig);
    expect(cached?.language?.language).toBe('fr');
    expect(cached?.branchConfig?.branchId).toBe('b1');
    expect((await db.meta.get(MetaKey.CURRENT_USER))?.value).toBe('u1');
  });

  it('fetches the branch config only when the branch changes', async () => {
    const { calls } = installFetch(onlineRoutes());
    await loadSession();
    await loadSession();
    expect(calls.filter((c) => c.url.startsWith(ApiPath.GET_CONFIG))).toHaveLength(1);
    expect(calls.find((c) => c.url.startsWith(ApiPath.GET_CONFIG))?.url).toContain('branchId=b1');

    const routes = onlineRoutes(checkLogin({ branchId: 'b2' }));
    const second = installFetch({ ...routes, [ApiPath.GET_CONFIG]: ok(branchConfig('b2')) });
    await loadSession();
    expect(second.calls.filter((c) => c.url.startsWith(ApiPath.GET_CONFIG))).toHaveLength(1);
    expect((await getCachedSession())?.branchConfig?.branchId).toBe('b2');
  });

  it('signing in registers this tablet once, and keeps it', async () => {
    const { calls } = installFetch(onlineRoutes());
    await loadSession();
    await loadSession();
    expect(calls.filter((c) => c.url === SyncPath.REGISTER_DEVICE)).toHaveLength(1);
    expect(await db.device.get(DEVICE_KEY)).toMatchObject({ deviceId: DEVICE_ID, deviceNo: 4, nextSeq: 1 });
    // Sign-out keeps the device: its sequence numbers must go on, not restart.
    await clearSessionCache();
    expect(await db.device.count()).toBe(1);
  });

  it('offline with a cached session: opens it', async () => {
    installFetch(onlineRoutes());
    await loadSession();
    installFetch({ [ApiPath.CHECK_LOGIN]: 'network-error' });
    const result = await loadSession();
    expect(result.state).toBe(SessionState.OFFLINE);
    if (result.state === SessionState.OFFLINE) expect(result.session.userId).toBe('u1');
  });

  it('offline with nothing cached: signed out, flagged offline', async () => {
    installFetch({ [ApiPath.CHECK_LOGIN]: 'network-error' });
    expect(await loadSession()).toEqual({ state: SessionState.SIGNED_OUT, offline: true });
  });

  it('unauthenticated: forgets the cached session so it cannot open offline later', async () => {
    installFetch(onlineRoutes());
    await loadSession();
    installFetch({ [ApiPath.CHECK_LOGIN]: ok(signedOut) });
    expect(await loadSession()).toEqual({ state: SessionState.SIGNED_OUT, offline: false });
    expect(await getCachedSession()).toBeNull();
    installFetch({ [ApiPath.CHECK_LOGIN]: 'network-error' });
    expect((await loadSession()).state).toBe(SessionState.SIGNED_OUT);
  });

  it('keeps the previous menu when one secondary call fails', async () => {
    installFetch(onlineRoutes());
    await loadSession();
    installFetch({ ...onlineRoutes(), [ApiPath.MENU]: 'network-error' });
    await loadSession();
    expect((await getCachedSession())?.menu).toEqual(menu);
  });

  it('refreshLanguage rewrites the cached language', async () => {
    installFetch(onlineRoutes());
    await loadSession();
    installFetch({ [ApiPath.GET_LANGUAGE]: ok({ ...language, language: 'vi' }) });
    await refreshLanguage('u1');
    expect((await getCachedSession())?.language?.language).toBe('vi');
  });

  it('clearSessionCache empties sessions, meta, days and clipboards', async () => {
    installFetch(onlineRoutes());
    await loadSession();
    await db.days.put({ key: 'b1:2026-11-20', branchId: 'b1', date: '2026-11-20', config: null, technicians: null, bookings: null, guests: null, fetchedAt: 1 });
    await clearSessionCache();
    expect(await db.sessions.count()).toBe(0);
    expect(await db.meta.count()).toBe(0);
    expect(await db.days.count()).toBe(0);
  });
});
