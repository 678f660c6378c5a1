/**
 * The branch's service tree as stored on the tablet, fetched once when nothing is stored
 * and the server is reachable; Refresh fetches it again.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { loadServiceTree, useServiceTree } from '../../data/service-tree';
import type { ServiceGroupNode } from '../../domain/booking/reads';
import { notifyError } from '../feedback/notify';
import type { PackageRow } from '../../domain/catalogue/package-contract';

const NO_PACKAGES: readonly PackageRow[] = [];

export function useStoredServiceTree(branchId: string, online: boolean): {
  /** Undefined while reading, null when this branch's tree was never stored here. */
  groups: ServiceGroupNode[] | null | undefined;
  /** The branch's packages stored with the tree (none before the first fetch). */
  packages: readonly PackageRow[];
  refreshing: boolean;
  refresh: () => void;
} {
  const stored = useServiceTree(branchId);
  const [refreshing, setRefreshing] = useState(false);
  // One automatic try per branch: a failing server must not be asked again on every render.
  const tried = useRef<string | null>(null);

  const refresh = useCallback(() => {
    setRefreshing(true);
    loadServiceTree(branchId)
      .catch((error: unknown) => notifyError(error))
      .finally(() => setRefreshing(false));
  }, [branchId]);

  useEffect(() => {
    if (stored !== null || !online || tried.current === branchId) return;
    tried.current = branchId;
    refresh();
  }, [stored, online, branchId, refresh]);

  return { groups: stored === undefined ? undefined : (stored?.groups ?? null), packages: stored?.packages ?? NO_PACKAGES, refreshing, refresh };
}
