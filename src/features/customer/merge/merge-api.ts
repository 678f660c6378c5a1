/** The merge's two calls; both need the connection (nothing of it is kept on the tablet). */
import { apiGet, apiPost } from '../../../data/api-client';
import { CustomerMergePath, type CustomerMergeBody, type MergePreview, type MergeResult } from '../../../domain/customer/merge-contract';

export function fetchMergePreview(ids: CustomerMergeBody): Promise<MergePreview> {
  return apiGet<MergePreview>(CustomerMergePath.PREVIEW, ids);
}

export function mergeCustomers(ids: CustomerMergeBody): Promise<MergeResult> {
  return apiPost<MergeResult>(CustomerMergePath.MERGE, ids);
}
