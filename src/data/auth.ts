/** Sign-in, sign-out and password calls. */
import { ApiPath, type CheckLoginResult } from '../domain/api';
import type { UpdatePasswordBody } from '../domain/api-requests';
import { apiGet, apiPost, isOfflineError } from './api-client';
import { defaultEnv, type DataEnv } from './data-env';
import { clearStoredBranch } from './branch-storage';
import { clearSessionCache } from './session';
import { getDevice } from './device';

/**
 * check-login sets the xsrf cookie that the login POST must echo, so it always runs first.
 * The tablet's device id goes with the login: the server then knows this user signed in
 * here, and accepts the changes they queue on this tablet even when a colleague's session
 * sends them later. A tablet not yet registered sends none (registering records its user).
 */
export async function signIn(
  input: { username: string; password: string; remember: boolean },
  env: DataEnv = defaultEnv,
): Promise<void> {
  await env.api.get<CheckLoginResult>(ApiPath.CHECK_LOGIN);
  const device = await getDevice(env);
  // The body's schema (zod) loads with the sign-in, not with the board.
  const { loginBody } = await import('../domain/api-requests');
  await env.api.post<unknown>(ApiPath.LOGIN, loginBody.parse(device ? { ...input, deviceId: device.deviceId } : input));
}

export async function checkLogin(): Promise<CheckLoginResult> {
  return apiGet<CheckLoginResult>(ApiPath.CHECK_LOGIN);
}

/**
 * Ends the server session (best effort: offline we still sign out locally), then forgets the
 * branch choice and every cached session on this tablet.
 */
export async function signOut(): Promise<void> {
  try {
    await apiPost<unknown>(ApiPath.LOGOUT);
  } catch (error) {
    if (!isOfflineError(error)) console.warn('logout failed', error);
  }
  clearStoredBranch();
  await clearSessionCache();
}

export async function updatePassword(input: UpdatePasswordBody): Promise<void> {
  const { updatePasswordBody } = await import('../domain/api-requests');
  await apiPost<unknown>(ApiPath.UPDATE_PASSWORD, updatePasswordBody.parse(input));
}
