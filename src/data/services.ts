/**
 * The services screen's server calls: service groups and services of a branch, their display
 * order. A change made here also fetches the branch's service tree again, so this tablet's
 * booking form offers it at once (the others get it at their next sync).
 */
import { listRequestParams, type ListRequest } from '../domain/admin/list';
import type { Page, SavedId } from '../domain/catalogue/contract';
import {
  ServiceGroupPath,
  ServicePath,
  type OrderGroup,
  type ServiceCreateBody,
  type ServiceDetail,
  type ServiceGroupCreateBody,
  type ServiceGroupDetail,
  type ServiceGroupRow,
  type ServiceGroupSort,
  type ServiceGroupUpdateBody,
  type ServiceRow,
  type ServiceSort,
  type ServiceUpdateBody,
} from '../domain/catalogue/service-contract';
import { apiGet, apiPost } from './api-client';
import { loadServiceTree } from './service-tree';

const path = (base: string, id: string) => `${base}/${encodeURIComponent(id)}`;

/**
 * The tree is fetched again whatever the answer: a refusal (a code in use, a stale order) says
 * this tablet is behind. A failed refresh waits for the next sync.
 */
async function changed<T>(branchId: string, call: Promise<T>): Promise<T> {
  try {
    return await call;
  } finally {
    await loadServiceTree(branchId).catch(() => undefined);
  }
}

export const fetchServiceGroups = (branchId: string, q: ListRequest<ServiceGroupSort>) =>
  apiGet<Page<ServiceGroupRow>>(ServiceGroupPath.LIST, { branchId, ...listRequestParams(q) });
export const fetchServiceGroup = (id: string) => apiGet<ServiceGroupDetail>(path(ServiceGroupPath.SHOW, id));
export const createServiceGroup = (body: ServiceGroupCreateBody) => changed(body.branchId, apiPost<SavedId>(ServiceGroupPath.CREATE, body));
export const updateServiceGroup = (branchId: string, body: ServiceGroupUpdateBody) => changed(branchId, apiPost<SavedId>(ServiceGroupPath.UPDATE, body));
export const deleteServiceGroup = (branchId: string, id: string) => changed(branchId, apiPost<null>(`${ServiceGroupPath.DELETE}?id=${encodeURIComponent(id)}`));
export const reorderServiceGroups = (branchId: string, ids: readonly string[]) => changed(branchId, apiPost<null>(ServiceGroupPath.UPDATE_DISPLAY_INDEX, { branchId, ids }));

export const fetchServices = (branchId: string, groupId: string | null, q: ListRequest<ServiceSort>) =>
  apiGet<Page<ServiceRow>>(ServicePath.LIST, { branchId, groupId: groupId ?? undefined, ...listRequestParams(q) });
export const fetchService = (id: string) => apiGet<ServiceDetail>(path(ServicePath.SHOW, id));
export const createService = (body: ServiceCreateBody) => changed(body.branchId, apiPost<SavedId>(ServicePath.CREATE, body));
export const updateService = (branchId: string, body: ServiceUpdateBody) => changed(branchId, apiPost<SavedId>(ServicePath.UPDATE, body));
export const deleteService = (branchId: string, id: string) => changed(branchId, apiPost<null>(`${ServicePath.DELETE}?id=${encodeURIComponent(id)}`));
export const reorderServices = (branchId: string, groupId: string, ids: readonly string[]) =>
  changed(branchId, apiPost<null>(ServicePath.UPDATE_DISPLAY_INDEX, { groupId, ids }));

export const fetchDisplayOrder = (branchId: string) => apiGet<OrderGroup[]>(ServicePath.DISPLAY_ORDER, { branchId });
