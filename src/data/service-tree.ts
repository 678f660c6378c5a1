/** The branch's service tree, stored so the booking form can pick services offline. */
import { useLiveQuery } from 'dexie-react-hooks';
import { BookingReadPath, type ServiceGroupNode } from '../domain/booking/reads';
import { defaultEnv, type DataEnv } from './data-env';
import type { ServiceTreeSnapshot } from './db';
import { guardStorage } from './storage-errors';

/**
 * Fetches and stores the branch's tree. Every sync asks for it, so an unchanged tree is not
 * written again: that would wake every screen reading it for nothing.
 */
export async function loadServiceTree(branchId: string, env: DataEnv = defaultEnv): Promise<ServiceGroupNode[]> {
  const groups = await env.api.get<ServiceGroupNode[]>(BookingReadPath.SERVICE_TREE, { branchId });
  const stored = await env.db.serviceTrees.get(branchId);
  if (stored && JSON.stringify(stored.groups) === JSON.stringify(groups)) return groups;
  await guardStorage(() => env.db.serviceTrees.put({ branchId, groups, fetchedAt: env.now().getTime() }));
  return groups;
}

/** `undefined` while reading, `null` when this branch's tree was never stored here. */
export function useServiceTree(branchId: string | null, env: DataEnv = defaultEnv): ServiceTreeSnapshot | null | undefined {
  return useLiveQuery(async () => (branchId ? ((await env.db.serviceTrees.get(branchId)) ?? null) : null), [branchId, env.db]);
}
