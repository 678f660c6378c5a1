/**
 * Every group of the branch with every service, in display order, read through the tablet's
 * copies (offline: the last one, read-only). The order screen drags it; the forms choose a
 * group and a parent from it; the service list filters by its groups.
 */
import { fetchDisplayOrder } from '../../data/services';
import type { OrderGroup } from '../../domain/catalogue/service-contract';
import { useReadWithCopy } from '../admin/use-read-with-copy';

export function useDisplayOrder(branchId: string) {
  const { read, online, retry } = useReadWithCopy<OrderGroup[]>({ key: `service-order|${branchId}`, load: () => fetchDisplayOrder(branchId) });
  const fetched = read.status === 'ready' ? read.fetched : read.status === 'loading' ? read.previous : null;
  const copySavedAt = fetched?.copySavedAt ?? null;
  return { read, groups: fetched?.data ?? null, online, copySavedAt, readOnly: !online || copySavedAt !== null, reload: retry };
}
