/**
 * Loaders for the signed-in session: ask the server, write the answers into Dexie. The shell
 * renders from Dexie only, so the same screens open offline from the last cached session.
 */
import {
  ApiPath,
  type BranchConfigResult,
  type CheckLoginResult,
  type LanguageResult,
  type LoadConfigResult,
  type MenuResult,
} from '../domain/api';
import { isApiError, notifySessionResumed } from './api-client';
import { loadCheckoutMethods } from './checkout-methods';
import { defaultEnv, type DataEnv } from './data-env';
import { MetaKey, type CachedSession } from './db';
import { ensureDevice } from './device';
import { deskNow } from './desk-clock';

export const SessionState = {
  SIGNED_IN: 'signed-in',
  /** The server could not be asked; the last cached session is used. */
  OFFLINE: 'offline',
  SIGNED_OUT: 'signed-out',
} as const;

export type SessionLoad =
  | { state: typeof SessionState.SIGNED_IN; session: CachedSession }
  | { state: typeof SessionState.OFFLINE; session: CachedSession }
  | { state: typeof SessionState.SIGNED_OUT; offline: boolean };

export async function getCachedSession(env: DataEnv = defaultEnv): Promise<CachedSession | null> {
  const { db } = env;
  const current = await db.meta.get(MetaKey.CURRENT_USER);
  if (!current) return null;
  return (await db.sessions.get(current.value)) ?? null;
}

/** A 401/403 from check-login is an answer; anything else means we could not verify. */
function isAnswer(error: unknown): boolean {
  return isApiError(error) && (error.status === 401 || error.status === 403);
}

function settled<T>(result: PromiseSettledResult<T>, fallback: T): T {
  return result.status === 'fulfilled' ? result.value : fallback;
}

/**
 * The spec's login flow: check login; unauthenticated → signed out; authenticated → load
 * rights (in check-login), menu, branch options, language and config. Branch config is only
 * fetched when the branch differs from the cached one. The branch's checkout methods are
 * stored too (a branch switch runs this again), so pay-ins and pay-outs work offline from
 * the first minute; a failure there keeps the stored copy and the sync loop's pull retries.
 */
export async function loadSession(env: DataEnv = defaultEnv): Promise<SessionLoad> {
  const { db, api } = env;
  let check: CheckLoginResult;
  try {
    check = await api.get<CheckLoginResult>(ApiPath.CHECK_LOGIN);
  } catch (error) {
    if (isAnswer(error)) {
      await forgetCurrentUser(env);
      return { state: SessionState.SIGNED_OUT, offline: false };
    }
    const cached = await getCachedSession(env);
    if (cached) return { state: SessionState.OFFLINE, session: cached };
    return { state: SessionState.SIGNED_OUT, offline: true };
  }

  const auth = check.authData;
  if (!check.isAuthenticated || !auth) {
    await forgetCurrentUser(env);
    return { state: SessionState.SIGNED_OUT, offline: false };
  }

  const previous = await db.sessions.get(auth.userId);
  const branchId = auth.branchId;
  const needBranchConfig = branchId !== null && previous?.branchConfig?.branchId !== branchId;

  const [menu, loadConfig, language, branchConfig] = await Promise.allSettled([
    api.get<MenuResult>(ApiPath.MENU),
    api.get<LoadConfigResult>(ApiPath.LOAD_CONFIG),
    api.get<LanguageResult>(ApiPath.GET_LANGUAGE),
    needBranchConfig
      ? api.get<BranchConfigResult>(ApiPath.GET_CONFIG, { branchId })
      : Promise.resolve(branchId === null ? null : (previous?.branchConfig ?? null)),
    branchId === null ? Promise.resolve(null) : loadCheckoutMethods(branchId, env),
  ]);

  const session: CachedSession = {
    userId: auth.userId,
    checkLogin: check,
    menu: settled(menu, previous?.menu ?? null),
    loadConfig: settled(loadConfig, previous?.loadConfig ?? null),
    language: settled(language, previous?.language ?? null),
    branchConfig: settled(branchConfig, previous?.branchConfig ?? null),
    savedAt: deskNow().getTime(),
  };
  await db.transaction('rw', db.sessions, db.meta, async () => {
    await db.sessions.put(session);
    await db.meta.put({ key: MetaKey.CURRENT_USER, value: auth.userId });
  });
  // Signed in and online: the moment to register this tablet once. A failure here must not
  // block the shell; the next sign-in or start tries again.
  await ensureDevice(env).catch((error: unknown) => console.warn('device registration failed', error));
  // A queue paused by an expired session may go on now.
  notifySessionResumed();
  return { state: SessionState.SIGNED_IN, session };
}

/**
 * The signed-in user's rights and menu, asked again at each sync: a role changed in the back
 * office reaches the guards, the menu and the buttons without signing out (the server enforces
 * it at once anyway). Only the rights and the menu change here; the branch stays the sign-in
 * flow's. Unchanged answers write nothing, so no screen re-renders for them; offline, or when
 * the server no longer knows this user, the stored session stays as it is.
 */
export async function refreshSessionRights(env: DataEnv = defaultEnv): Promise<void> {
  const { db, api } = env;
  const current = await getCachedSession(env);
  if (!current) return;
  const [check, menu] = await Promise.all([api.get<CheckLoginResult>(ApiPath.CHECK_LOGIN), api.get<MenuResult>(ApiPath.MENU)]);
  if (!check.isAuthenticated || check.authData?.userId !== current.userId) return;
  const same = JSON.stringify(check.rights) === JSON.stringify(current.checkLogin.rights) && JSON.stringify(menu) === JSON.stringify(current.menu);
  if (same) return;
  await db.transaction('rw', db.sessions, async () => {
    const latest = await db.sessions.get(current.userId);
    if (latest) await db.sessions.put({ ...latest, checkLogin: { ...latest.checkLogin, rights: check.rights }, menu });
  });
}

/** After the branch language changes: one call, and every screen re-renders from Dexie. */
export async function refreshLanguage(userId: string, env: DataEnv = defaultEnv): Promise<LanguageResult> {
  const { db, api } = env;
  const language = await api.get<LanguageResult>(ApiPath.GET_LANGUAGE);
  await db.sessions.update(userId, { language });
  return language;
}

/** Keep the cached branch config in step with a change we just saved. */
export async function patchBranchConfig(
  userId: string,
  patch: Partial<BranchConfigResult>,
  env: DataEnv = defaultEnv,
): Promise<void> {
  const { db } = env;
  await db.transaction('rw', db.sessions, async () => {
    const s = await db.sessions.get(userId);
    if (!s?.branchConfig) return;
    await db.sessions.update(userId, { branchConfig: { ...s.branchConfig, ...patch } });
  });
}

/** The server says nobody is signed in: the cached session must not open offline later. */
async function forgetCurrentUser(env: DataEnv): Promise<void> {
  const { db } = env;
  await db.transaction('rw', db.sessions, db.meta, async () => {
    const current = await db.meta.get(MetaKey.CURRENT_USER);
    if (current) await db.sessions.delete(current.value);
    await db.meta.delete(MetaKey.CURRENT_USER);
  });
}

/**
 * Logout: drop every cached session and schedule. The tablet is shared, so the next person
 * must not see the previous user's customers. The device, the outbox, Needs attention and
 * receipts stay: changes made at the counter are never dropped by a sign-out.
 */
export async function clearSessionCache(env: DataEnv = defaultEnv): Promise<void> {
  const { db } = env;
  // Bills and carts made here stay (money taken, goods sold); copies read from the server go.
  const tables = [db.sessions, db.meta, db.days, db.clipboards, db.drawerSnapshots, db.checkoutMethods, db.paymentOptions, db.customerLoyalty, db.cartOptions, db.adminCopies];
  await db.transaction('rw', [...tables, db.bills, db.carts], async () => {
    await Promise.all(tables.map((t) => t.clear()));
    await db.bills.filter((b) => !b.madeHere).delete();
    await db.carts.filter((c) => !c.madeHere).delete();
  });
}
