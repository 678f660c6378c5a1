/** The branch's service tree and its packages, stored so the booking form can pick them offline. */
import { useMemo } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { ServiceGroupNode } from '../domain/booking/reads';
import { BookingReadPath } from '../domain/booking/read-paths';
import type { PackageRow } from '../domain/catalogue/package-contract';
import { PackagePath } from '../domain/catalogue/package-paths';
import { defaultEnv, type DataEnv } from './data-env';
import type { ServiceTreeSnapshot } from './db';
import { guardStorage } from './storage-errors';

/**
 * Fetches and stores the branch's tree with its packages. Every sync asks for them, so an
 * unchanged answer is not written again: that would wake every screen reading it for nothing.
 */
export async function loadServiceTree(branchId: string, env: DataEnv = defaultEnv): Promise<ServiceGroupNode[]> {
  const [groups, packages] = await Promise.all([
    env.api.get<ServiceGroupNode[]>(BookingReadPath.SERVICE_TREE, { branchId }),
    env.api.get<PackageRow[]>(PackagePath.OPTIONS, { branchId }),
  ]);
  const stored = await env.db.serviceTrees.get(branchId);
  if (stored && JSON.stringify([stored.groups, stored.packages]) === JSON.stringify([groups, packages])) return groups;
  await guardStorage(() => env.db.serviceTrees.put({ branchId, groups, packages, fetchedAt: env.now().getTime() }));
  return groups;
}

/** `undefined` while reading, `null` when this branch's tree was never stored here. */
export function useServiceTree(branchId: string | null, env: DataEnv = defaultEnv): ServiceTreeSnapshot | null | undefined {
  return useLiveQuery(async () => (branchId ? ((await env.db.serviceTrees.get(branchId)) ?? null) : null), [branchId, env.db]);
}

const NO_PACKAGES: ReadonlyMap<string, PackageRow> = new Map();

/** The branch's stored packages by id, to name a booked line's package offline too (empty while reading or never stored). */
export function useStoredPackages(branchId: string | null, env: DataEnv = defaultEnv): ReadonlyMap<string, PackageRow> {
  const stored = useServiceTree(branchId, env);
  const packages = stored?.packages;
  return useMemo(() => (packages ? new Map(packages.map((p) => [p.id, p])) : NO_PACKAGES), [packages]);
}
