// Checkout methods live in Dexie: stored at sign-in, on a branch switch and by the sync
// loop's pull, so the Pay-in/Pay-out form and the drawer read them with no call of their own,
// online or not.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiPath, BranchType } from '../../src/domain/api';
import { PosPath, type CheckoutMethod } from '../../src/domain/pos';
import { SyncPath } from '../../src/domain/sync-protocol';
import { switchBranch } from '../../src/data/branch';
import { createPosAction } from '../../src/data/pos-actions';
import { loadSession, SessionState } from '../../src/data/session';
import { pullSnapshots } from '../../src/data/sync-pull';
import { branchConfig, checkLogin, language, loadConfig, menu } from './fixtures';
import { installFetch, ok, type FakeCall } from './fetch-mock';
import { BRANCH, CARD, CASH, makeEnv, USER_ID } from './engine-fixtures';

const DEVICE_ID = '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b';
const OTHER_CASH: CheckoutMethod = { ...CASH, id: '1f2e3d4c-5b6a-4789-8a0b-c1d2e3f4a5b6', name: 'Caisse' };

/** The server: check-login answers for `branchId`, the combo is that branch's. */
function routes(state: { branchId: string }, methods: Record<string, CheckoutMethod[]>) {
  const branchOf = (call: FakeCall) => new URL(call.url, 'http://x').searchParams.get('branchId') ?? '';
  return {
    [ApiPath.CHECK_LOGIN]: () => ok({ ...checkLogin({ userId: USER_ID, branchId: state.branchId }), branch: { ...BRANCH, id: state.branchId } }),
    [ApiPath.MENU]: ok(menu),
    [ApiPath.LOAD_CONFIG]: ok(loadConfig),
    [ApiPath.GET_LANGUAGE]: ok(language),
    [ApiPath.GET_CONFIG]: () => ok(branchConfig(state.branchId)),
    [ApiPath.CHANGE_BRANCH]: ok(null),
    [ApiPath.SET_CURRENT_BRANCH]: (call: FakeCall) => {
      const body = call.body as { branchId: string };
      state.branchId = body.branchId;
      return ok({ loyalty: { type: 'BOOKING_BASED' } });
    },
    [SyncPath.REGISTER_DEVICE]: ok({ deviceId: DEVICE_ID, deviceNo: 4 }),
    [PosPath.CHECKOUT_METHODS]: (call: FakeCall) => ok(methods[branchOf(call)] ?? []),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('checkout methods on the tablet', () => {
  it('are stored at sign-in, for the signed-in branch', async () => {
    const env = makeEnv();
    const { calls } = installFetch(routes({ branchId: BRANCH.id }, { [BRANCH.id]: [CASH, CARD] }));
    const load = await loadSession(env);
    expect(load.state).toBe(SessionState.SIGNED_IN);
    expect((await env.db.checkoutMethods.get(BRANCH.id))?.methods).toEqual([CASH, CARD]);
    expect(calls.filter((c) => c.url.startsWith(PosPath.CHECKOUT_METHODS))).toHaveLength(1);
  });

  it('are stored for the new branch on a branch switch, and the old copy stays', async () => {
    const env = makeEnv();
    const other = '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d';
    installFetch(routes({ branchId: BRANCH.id }, { [BRANCH.id]: [CASH, CARD], [other]: [OTHER_CASH] }));
    await loadSession(env);
    await switchBranch({ branchId: other, type: BranchType.BRANCH }, '2026-11-20', env);
    expect((await env.db.checkoutMethods.get(other))?.methods).toEqual([OTHER_CASH]);
    expect((await env.db.checkoutMethods.get(BRANCH.id))?.methods).toEqual([CASH, CARD]);
  });

  it('are refreshed by the sync pull', async () => {
    const env = makeEnv();
    const methods = { [BRANCH.id]: [CASH] };
    installFetch(routes({ branchId: BRANCH.id }, methods));
    await loadSession(env);
    methods[BRANCH.id] = [CASH, CARD];
    await pullSnapshots(env);
    expect((await env.db.checkoutMethods.get(BRANCH.id))?.methods).toEqual([CASH, CARD]);
  });

  it('a failed combo call does not stop the sign-in, and the stored copy is kept', async () => {
    const env = makeEnv();
    installFetch(routes({ branchId: BRANCH.id }, { [BRANCH.id]: [CASH] }));
    await loadSession(env);
    installFetch({ ...routes({ branchId: BRANCH.id }, {}), [PosPath.CHECKOUT_METHODS]: { status: 500, body: { success: false, message: 'down', result: null } } });
    const again = await loadSession(env);
    expect(again.state).toBe(SessionState.SIGNED_IN);
    expect((await env.db.checkoutMethods.get(BRANCH.id))?.methods).toEqual([CASH]);
  });

  it('signed in once online, a pay-in is made offline from the stored methods with no call', async () => {
    const env = makeEnv();
    installFetch(routes({ branchId: BRANCH.id }, { [BRANCH.id]: [CARD, CASH] }));
    await loadSession(env);
    const offline = installFetch({});
    offline.fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    expect((await loadSession(env)).state).toBe(SessionState.OFFLINE);
    const made = await createPosAction({ type: 'IN', value: 2500, note: 'float' }, { branch: BRANCH, userName: 'Front Desk' }, env);
    const entry = await env.db.outbox.toCollection().first();
    expect(entry?.name).toBe('posAction.create');
    expect(entry?.args).toMatchObject({ id: made.id, checkoutMethodId: CASH.id, value: 2500 });
    expect(offline.calls.filter((c) => c.url.startsWith(PosPath.CHECKOUT_METHODS))).toHaveLength(0);
  });
});
