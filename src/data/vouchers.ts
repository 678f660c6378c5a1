/**
 * The vouchers screen's server calls. Its reads go through the admin kit, which keeps each
 * answer as the tablet's last copy; the CSV and the printed sheet are made from the rows picked.
 */
import { listRequestParams, type ListRequest, type Page } from '../domain/admin/list';
import type { SavedId } from '../domain/catalogue/contract';
import { VoucherPath, voucherFilterParams, type VoucherDetail, type VoucherFilters, type VoucherFormOptions, type VoucherRow, type VoucherSort } from '../domain/voucher/contract';
import type { VoucherCreateBody, VoucherUpdateBody } from '../domain/voucher/voucher-form';
import { apiGet, apiPost } from './api-client';

export const fetchVouchers = (branchId: string, filters: VoucherFilters, q: ListRequest<VoucherSort>) =>
  apiGet<Page<VoucherRow>>(VoucherPath.LIST, { branchId, ...voucherFilterParams(filters), ...listRequestParams(q) });
export const fetchVoucher = (id: string) => apiGet<VoucherDetail>(`${VoucherPath.DETAIL}/${encodeURIComponent(id)}`);
export const fetchVoucherFormOptions = (branchId: string) => apiGet<VoucherFormOptions>(VoucherPath.FORM_OPTIONS, { branchId });
export const createVoucher = (body: VoucherCreateBody) => apiPost<SavedId>(VoucherPath.CREATE, body);
export const updateVoucher = (body: VoucherUpdateBody) => apiPost<SavedId>(VoucherPath.UPDATE, body);
export const deleteVoucher = (id: string) => apiPost<null>(`${VoucherPath.DELETE}?id=${encodeURIComponent(id)}`);
