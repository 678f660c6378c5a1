/**
 * The packages screen's server calls. A change made here also fetches the branch's service
 * tree and packages again, so this tablet's booking form offers it at once (the others get it
 * at their next sync).
 */
import { listRequestParams, type ListRequest } from '../domain/admin/list';
import type { Page, SavedId } from '../domain/catalogue/contract';
import type { PackageStatus } from '../domain/catalogue/package';
import type { PackageCreateBody, PackageDetail, PackageRow, PackageSort, PackageUpdateBody } from '../domain/catalogue/package-contract';
import { PackagePath } from '../domain/catalogue/package-paths';
import { apiGet, apiPost } from './api-client';
import { loadServiceTree } from './service-tree';

async function changed<T>(branchId: string, call: Promise<T>): Promise<T> {
  try {
    return await call;
  } finally {
    await loadServiceTree(branchId).catch(() => undefined);
  }
}

export const fetchPackages = (branchId: string, status: PackageStatus | null, q: ListRequest<PackageSort>) =>
  apiGet<Page<PackageRow>>(PackagePath.LIST, { branchId, status: status ?? undefined, ...listRequestParams(q) });
export const fetchPackage = (id: string) => apiGet<PackageDetail>(`${PackagePath.SHOW}/${encodeURIComponent(id)}`);
export const createPackage = (body: PackageCreateBody) => changed(body.branchId, apiPost<SavedId>(PackagePath.CREATE, body));
export const updatePackage = (branchId: string, body: PackageUpdateBody) => changed(branchId, apiPost<SavedId>(PackagePath.UPDATE, body));
export const deletePackage = (branchId: string, id: string) => changed(branchId, apiPost<null>(`${PackagePath.DELETE}?id=${encodeURIComponent(id)}`));
