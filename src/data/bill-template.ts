/**
 * The bill template screen's reads and saves, and the template a bill prints with: the copy of
 * the branch's payment options this tablet holds, so a bill printed offline uses it too.
 */
import { BillTemplatePath, DEFAULT_BILL_TEMPLATE, type BillTemplate, type BillTemplateResult } from '../domain/bill/bill-template';
import type { SavedId } from '../domain/branch/contract';
import { apiGet, apiPost } from './api-client';
import { defaultEnv, type DataEnv } from './data-env';
import { loadPaymentOptions } from './payment-options';

export const fetchBillTemplate = (branchId: string) => apiGet<BillTemplateResult>(BillTemplatePath.GET, { branchId });

/** Other tablets take the template at their next sync; this one at once, so its next bill prints with it. */
export async function saveBillTemplate(branchId: string, values: BillTemplate): Promise<SavedId> {
  const saved = await apiPost<SavedId>(BillTemplatePath.UPDATE, { branchId, ...values });
  await loadPaymentOptions(branchId).catch(() => undefined);
  return saved;
}

/** A tablet that never stored the branch's options (or stored them before templates) prints everything. */
export async function storedBillTemplate(branchId: string, env: DataEnv = defaultEnv): Promise<BillTemplate> {
  const stored = await env.db.paymentOptions.get(branchId).catch(() => undefined);
  return stored?.billTemplate ?? DEFAULT_BILL_TEMPLATE;
}
