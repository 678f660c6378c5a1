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
import { apiGet, isApiError } from './api-client';
import { db, MetaKey, type CachedSession } from './db';

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

export async function getCachedSession(): Promise<CachedSession | null> {
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
 * fetched when the branch differs from the cached one.
 */
export async function loadSession(): Promise<SessionLoad> {
  let check: CheckLoginResult;
  try {
    check = await apiGet<CheckLoginResult>(ApiPath.CHECK_LOGIN);
  } catch (error) {
    if (isAnswer(error)) {
      await forgetCurrentUser();
      return { state: SessionState.SIGNED_OUT, offline: false };
    }
    const cached = await getCachedSession();
    if (cached) return { state: SessionState.OFFLINE, session: cached };
    return { state: SessionState.SIGNED_OUT, offline: true };
  }

  const auth = check.authData;
  if (!check.isAuthenticated || !auth) {
    await forgetCurrentUser();
    return { state: SessionState.SIGNED_OUT, offline: false };
  }

  const previous = await db.sessions.get(auth.userId);
  const branchId = auth.branchId;
  const needBranchConfig = branchId !== null && previous?.branchConfig?.branchId !== branchId;

  const [menu, loadConfig, language, branchConfig] = await Promise.allSettled([
    apiGet<MenuResult>(ApiPath.MENU),
    apiGet<LoadConfigResult>(ApiPath.LOAD_CONFIG),
    apiGet<LanguageResult>(ApiPath.GET_LANGUAGE),
    needBranchConfig
      ? apiGet<BranchConfigResult>(ApiPath.GET_CONFIG, { branchId })
      : Promise.resolve(branchId === null ? null : (previous?.branchConfig ?? null)),
  ]);

  const session: CachedSession = {
    userId: auth.userId,
    checkLogin: check,
    menu: settled(menu, previous?.menu ?? null),
    loadConfig: settled(loadConfig, previous?.loadConfig ?? null),
    language: settled(language, previous?.language ?? null),
    branchConfig: settled(branchConfig, previous?.branchConfig ?? null),
    savedAt: Date.now(),
  };
  await db.transaction('rw', db.sessions, db.meta, async () => {
    await db.sessions.put(session);
    await db.meta.put({ key: MetaKey.CURRENT_USER, value: auth.userId });
  });
  return { state: SessionState.SIGNED_IN, session };
}

/** After the branch language changes: one call, and every screen re-renders from Dexie. */
export async function refreshLanguage(userId: string): Promise<LanguageResult> {
  const language = await apiGet<LanguageResult>(ApiPath.GET_LANGUAGE);
  await db.sessions.update(userId, { language });
  return language;
}

/** Keep the cached branch config in step with a change we just saved. */
export async function patchBranchConfig(
  userId: string,
  patch: Partial<BranchConfigResult>,
): Promise<void> {
  await db.transaction('rw', db.sessions, async () => {
    const s = await db.sessions.get(userId);
    if (!s?.branchConfig) return;
    await db.sessions.update(userId, { branchConfig: { ...s.branchConfig, ...patch } });
  });
}

/** The server says nobody is signed in: the cached session must not open offline later. */
async function forgetCurrentUser(): Promise<void> {
  await db.transaction('rw', db.sessions, db.meta, async () => {
    const current = await db.meta.get(MetaKey.CURRENT_USER);
    if (current) await db.sessions.delete(current.value);
    await db.meta.delete(MetaKey.CURRENT_USER);
  });
}

/**
 * Logout: drop every cached session and schedule. The tablet is shared, so the next person
 * must not see the previous user's customers.
 */
export async function clearSessionCache(): Promise<void> {
  await db.transaction('rw', [db.sessions, db.meta, db.days, db.clipboards], async () => {
    await Promise.all([db.sessions.clear(), db.meta.clear(), db.days.clear(), db.clipboards.clear()]);
  });
}
