/** Branch switching and branch settings writes. */
import { ApiPath, type BranchType, type Language, type SetCurrentBranchResult } from '../domain/api';
import { apiPost } from './api-client';
import { defaultEnv, type DataEnv } from './data-env';
import { storeBranch } from './branch-storage';
import { loadSession, patchBranchConfig, refreshLanguage, type SessionLoad } from './session';

export type BranchTarget = { branchId: string | null; type: BranchType };

/**
 * The spec's switch: tell identity, then the api, remember the choice, then reload the whole
 * cached session (check-login, menu, language, config; branch config only if it changed).
 */
export async function switchBranch(target: BranchTarget, today: string, env: DataEnv = defaultEnv): Promise<SessionLoad> {
  // The bodies' schemas (zod) load with the first switch, not with the board.
  const { changeBranchBody, setCurrentBranchBody } = await import('../domain/api-requests');
  await env.api.post<unknown>(ApiPath.CHANGE_BRANCH, changeBranchBody.parse({ ...target, date: today }));
  await env.api.post<SetCurrentBranchResult>(ApiPath.SET_CURRENT_BRANCH, setCurrentBranchBody.parse(target));
  storeBranch(target.branchId, target.type);
  return loadSession(env);
}

export async function updateBranchLanguage(
  userId: string,
  branchId: string,
  language: Language,
): Promise<void> {
  const { updateBranchConfigBody } = await import('../domain/api-requests');
  await apiPost<unknown>(ApiPath.UPDATE_BRANCH_CONFIG, updateBranchConfigBody.parse({ branchId, language }));
  await patchBranchConfig(userId, { language });
  await refreshLanguage(userId);
}
