/** The merge's two calls; both need the connection (nothing of it is kept on the tablet). */
import { apiGet, apiPost } from '../../../data/api-client';
import { defaultEnv, type DataEnv } from '../../../data/data-env';
import { DayPart, lastLoadedDay, loadClipboard, loadDay } from '../../../data/day';
import { CustomerMergePath, type CustomerMergeBody, type MergePreview, type MergeResult } from '../../../domain/customer/merge-contract';

export function fetchMergePreview(ids: CustomerMergeBody): Promise<MergePreview> {
  return apiGet<MergePreview>(CustomerMergePath.PREVIEW, ids);
}

/**
 * Merges, then fetches the board's day and clipboard again, so the duplicate's cards name the
 * kept customer at once rather than at the board's next poll; the duplicate's stored loyalty
 * standing goes (its money is the kept customer's now).
 */
export async function mergeCustomers(ids: CustomerMergeBody, env: DataEnv = defaultEnv): Promise<MergeResult> {
  const result = await apiPost<MergeResult>(CustomerMergePath.MERGE, ids);
  await env.db.customerLoyalty.delete(ids.mergeId);
  const day = lastLoadedDay(env.db.name);
  if (day) {
    // The merge is done whatever happens here: the board's own poll catches up on a failure.
    await Promise.allSettled([loadDay(day.branchId, day.date, env, { parts: [DayPart.BOOKINGS] }), loadClipboard(day.branchId, env)]);
  }
  return result;
}
