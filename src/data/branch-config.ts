/**
 * The branch config the tablet keeps in its session (money symbol, phone format, HST, hours…):
 * asked again so a change made in the back office, on this tablet or another, reaches every
 * screen without a reload. A language change also brings the new catalog.
 */
import { ApiPath, type BranchConfigResult } from '../domain/api';
import { defaultEnv, type DataEnv } from './data-env';
import { getCachedSession, patchBranchConfig, refreshLanguage } from './session';

export async function loadBranchConfig(branchId: string, env: DataEnv = defaultEnv): Promise<void> {
  const session = await getCachedSession(env);
  if (!session || session.branchConfig?.branchId !== branchId) return;
  const config = await env.api.get<BranchConfigResult>(ApiPath.GET_CONFIG, { branchId });
  await patchBranchConfig(session.userId, config, env);
  if (session.branchConfig.language !== config.language) await refreshLanguage(session.userId, env);
}
