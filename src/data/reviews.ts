/** The booking reviews screen's server calls (issue 17); reads go through the admin kit's copies. */
import { listRequestParams, type ListRequest, type Page } from '../domain/admin/list';
import type { SavedId } from '../domain/catalogue/contract';
import { ReviewPath, reviewFilterParams, type ReviewDetail, type ReviewFilterOptions, type ReviewFilters, type ReviewRow, type ReviewSort, type ReviewUpdate } from '../domain/review/contract';
import { apiGet, apiPost } from './api-client';

export const fetchReviews = (branchId: string, filters: ReviewFilters, q: ListRequest<ReviewSort>) =>
  apiGet<Page<ReviewRow>>(ReviewPath.LIST, { branchId, ...reviewFilterParams(filters), ...listRequestParams(q) });
export const fetchReview = (id: string) => apiGet<ReviewDetail>(`${ReviewPath.DETAIL}/${encodeURIComponent(id)}`);
export const fetchReviewFilterOptions = (branchId: string) => apiGet<ReviewFilterOptions>(ReviewPath.FILTER_OPTIONS, { branchId });
export const updateReview = (body: ReviewUpdate) => apiPost<SavedId>(ReviewPath.UPDATE, body);
