/** The Loyalty discount screen's reads and saves; a saved rule also refreshes this tablet's payment options. */
import { LoyaltyPath, type LoyaltyRuleResult } from '../domain/loyalty/contract';
import type { LoyaltyRuleValues } from '../domain/loyalty/loyalty-rule-form';
import type { SavedId } from '../domain/branch/contract';
import { apiGet, apiPost } from './api-client';
import { loadPaymentOptions } from './payment-options';

export const fetchLoyaltyRule = (branchId: string) => apiGet<LoyaltyRuleResult>(LoyaltyPath.RULE, { branchId });

/** Other tablets take the rule at their next sync; this one at once, so its next payment follows it. */
export async function saveLoyaltyRule(branchId: string, values: LoyaltyRuleValues): Promise<SavedId> {
  const saved = await apiPost<SavedId>(LoyaltyPath.UPDATE_RULE, { branchId, ...values });
  await loadPaymentOptions(branchId).catch(() => undefined);
  return saved;
}
