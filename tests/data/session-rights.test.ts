// A role changed in the back office reaches the tablet at its next sync: the pull asks for the
// user's rights and menu again and stores them in the cached session the guards, the menu and
// the buttons read. Unchanged, nothing is written; offline, the stored rights stay.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiPath, type MenuResult } from '../../src/domain/api';
import { BillPath } from '../../src/domain/bill/paths';
import { BookingReadPath } from '../../src/domain/booking/read-paths';
import { PackagePath } from '../../src/domain/catalogue/package-paths';
import { PosPath } from '../../src/domain/pos';
import { SyncPath } from '../../src/domain/sync-protocol';
import { getCachedSession, loadSession } from '../../src/data/session';
import { pullSnapshots } from '../../src/data/sync-pull';
import { branchConfig, checkLogin, language, loadConfig, menu } from './fixtures';
import { installFetch, ok } from './fetch-mock';
import { BRANCH, CASH, makeEnv, USER_ID } from './engine-fixtures';

const BOOK_MENU: MenuResult = {
  menu: [{ id: 'appointment', parentId: null, key: 'appointment', path: '/appointment', order: 1, badge: null, locked: false, external: false, requiredRights: ['APPOINTMENT_ACCESS'], requiredPlanRights: [] }],
  headerMenu: [],
};

function server(state: { rights: string[]; menu: MenuResult; offline?: boolean }) {
  const answer = <T>(value: () => T) => () => (state.offline ? ('network-error' as const) : ok(value()));
  return {
    [SyncPath.REGISTER_DEVICE]: ok({ deviceId: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b', deviceNo: 4 }),
    [ApiPath.CHECK_LOGIN]: answer(() => ({ ...checkLogin({ userId: USER_ID, branchId: BRANCH.id }), rights: { rights: state.rights, rightsPM: ['PM_APPOINTMENT'] } })),
    [ApiPath.MENU]: answer(() => state.menu),
    [ApiPath.LOAD_CONFIG]: ok(loadConfig),
    [ApiPath.GET_LANGUAGE]: ok(language),
    [ApiPath.GET_CONFIG]: answer(() => branchConfig(BRANCH.id)),
    [PosPath.CHECKOUT_METHODS]: answer(() => [CASH]),
    [BillPath.PAYMENT_OPTIONS]: answer(() => null),
    [BookingReadPath.SERVICE_TREE]: answer(() => []),
    [PackagePath.OPTIONS]: answer(() => []),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the cached session’s rights at each sync', () => {
  it('takes the rights and menu the server gives now, keeping the branch', async () => {
    const env = makeEnv();
    const state = { rights: ['APPOINTMENT_ACCESS', 'BOOKING_CREATE'], menu: BOOK_MENU };
    installFetch(server(state));
    await loadSession(env);
    expect((await getCachedSession(env))?.checkLogin.rights.rights).toEqual(['APPOINTMENT_ACCESS', 'BOOKING_CREATE']);

    state.rights = ['BOOKING_CREATE'];
    state.menu = menu;
    const report = await pullSnapshots(env);
    expect(report.error).toBeNull();
    const session = await getCachedSession(env);
    expect(session?.checkLogin.rights.rights).toEqual(['BOOKING_CREATE']);
    expect(session?.menu).toEqual(menu);
    expect(session?.checkLogin.branch?.id).toBe(BRANCH.id);
  });

  it('writes nothing when nothing changed, and asks nothing the rights no longer allow', async () => {
    const env = makeEnv();
    const state = { rights: ['BOOKING_CREATE'], menu };
    const { calls } = installFetch(server(state));
    await loadSession(env);
    const before = await getCachedSession(env);
    calls.length = 0;
    await pullSnapshots(env);
    expect((await getCachedSession(env))?.savedAt).toBe(before?.savedAt);
    expect(calls.map((c) => c.url.split('?')[0])).not.toContain(BookingReadPath.SERVICE_TREE);
  });

  it('keeps the stored rights offline', async () => {
    const env = makeEnv();
    const state = { rights: ['APPOINTMENT_ACCESS'], menu: BOOK_MENU, offline: false };
    installFetch(server(state));
    await loadSession(env);
    state.offline = true;
    state.rights = [];
    await pullSnapshots(env);
    expect((await getCachedSession(env))?.checkLogin.rights.rights).toEqual(['APPOINTMENT_ACCESS']);
  });
});
