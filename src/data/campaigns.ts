/** The SMS campaigns screen's server calls; reads go through the admin kit's last copy. */
import { listRequestParams, type ListRequest, type Page } from '../domain/admin/list';
import type { SavedId } from '../domain/catalogue/contract';
import { CampaignPath, campaignCountParams, type CampaignCount, type CampaignDetail, type CampaignRow, type CampaignSort, type CampaignTemplate } from '../domain/campaign/contract';
import type { CampaignCreateBody, CampaignStatus, CampaignUpdateBody, CampaignValues } from '../domain/campaign/campaign-form';
import { apiGet, apiPost } from './api-client';

const byId = (path: string, id: string) => `${path}?id=${encodeURIComponent(id)}`;

export const fetchCampaigns = (branchId: string, q: ListRequest<CampaignSort>) => apiGet<Page<CampaignRow>>(CampaignPath.LIST, { branchId, ...listRequestParams(q) });
export const fetchCampaign = (id: string) => apiGet<CampaignDetail>(`${CampaignPath.DETAIL}/${encodeURIComponent(id)}`);
export const fetchCampaignCount = (branchId: string, filters: Pick<CampaignValues, 'lastBookingAfter' | 'amountAbove'>) =>
  apiGet<CampaignCount>(CampaignPath.COUNT, campaignCountParams(branchId, filters));
export const fetchCampaignTemplate = (branchId: string) => apiGet<CampaignTemplate>(CampaignPath.TEMPLATE, { branchId });
export const createCampaign = (body: CampaignCreateBody) => apiPost<SavedId>(CampaignPath.CREATE, body);
export const updateCampaign = (body: CampaignUpdateBody) => apiPost<SavedId>(CampaignPath.UPDATE, body);
export const sendCampaign = (id: string) => apiPost<{ status: CampaignStatus; recipients: number }>(byId(CampaignPath.SEND, id));
export const cancelCampaign = (id: string) => apiPost<null>(byId(CampaignPath.CANCEL, id));
export const deleteCampaign = (id: string) => apiPost<null>(byId(CampaignPath.DELETE, id));
