/**
 * The payment method settings' server calls. After a change the tablet's stored payment
 * options are fetched again, so the counter of this tablet shows the new tiles at once (other
 * tablets at their next sync).
 */
import { listRequestParams, type ListRequest } from '../domain/admin/list';
import type { SavedId } from '../domain/catalogue/contract';
import type { PaymentMethodValues } from '../domain/catalogue/payment-method';
import {
  PaymentMethodPath,
  type PaymentMethodDetail,
  type PaymentMethodRow,
  type PaymentMethodSort,
  type PaymentMethodStatus,
} from '../domain/catalogue/payment-method-contract';
import type { Page } from '../domain/admin/list';
import { apiGet, apiPost } from './api-client';
import { loadPaymentOptions } from './payment-options';

export const fetchPaymentMethodList = (q: ListRequest<PaymentMethodSort>, status: PaymentMethodStatus | null) =>
  apiGet<Page<PaymentMethodRow>>(PaymentMethodPath.LIST, { ...listRequestParams(q), status: status ?? undefined });

export const fetchPaymentMethod = (id: string) => apiGet<PaymentMethodDetail>(`${PaymentMethodPath.DETAIL}/${encodeURIComponent(id)}`);

async function refreshStored(branchId: string | null): Promise<void> {
  if (branchId) await loadPaymentOptions(branchId).catch(() => undefined);
}

export async function savePaymentMethod(id: string | null, values: PaymentMethodValues, branchId: string | null): Promise<SavedId> {
  const body = { ...values, name: values.name.trim() };
  const saved = id ? await apiPost<SavedId>(PaymentMethodPath.UPDATE, { ...body, id }) : await apiPost<SavedId>(PaymentMethodPath.CREATE, body);
  await refreshStored(branchId);
  return saved;
}

export async function deletePaymentMethod(id: string, branchId: string | null): Promise<void> {
  await apiPost<null>(`${PaymentMethodPath.DELETE}?id=${encodeURIComponent(id)}`);
  await refreshStored(branchId);
}
