import type { Db } from '../db/db';
import type { PaymentOptions } from '../../domain/bill/types';
import { resolveBranchConfig, resolveLoyaltySettings } from '../../domain/branchConfig';
import { billTemplateOfConfig } from '../../domain/bill/bill-template';
import { formatZonedDate } from '../../domain/time';
import { configValues } from '../branches/branchRepository';
import { branchTaxes } from '../branches/branchTaxes';
import { activeCheckoutMethods } from '../pos/checkoutMethodRepository';
import { spendableGiftCards } from './giftCardRepository';
import { activePaymentMethods } from './paymentMethodRepository';
import { vouchersForBranch } from './voucherRepository';

/** What a tablet stores to take payments in the branch offline: its taxes, methods, loyalty, vouchers and gift cards. */
export async function paymentOptions(db: Db, input: { tenantId: string; branchId: string; now: Date }): Promise<PaymentOptions> {
  const { tenantId, branchId } = input;
  const values = await configValues(db, tenantId, branchId);
  const config = resolveBranchConfig(branchId, values);
  const [taxes, paymentMethods, checkoutMethods, vouchers, giftCards] = await Promise.all([
    branchTaxes(db, tenantId, branchId),
    activePaymentMethods(db, tenantId),
    activeCheckoutMethods(db, tenantId),
    vouchersForBranch(db, { tenantId, branchId, today: formatZonedDate(input.now, config.timeZone) }),
    spendableGiftCards(db, tenantId),
  ]);
  return {
    branchId,
    taxes,
    paymentMethods,
    checkOutDefaultId: checkoutMethods.find((m) => m.isDefault)?.id ?? null,
    loyalty: resolveLoyaltySettings(values),
    vouchers,
    giftCards,
    billTemplate: billTemplateOfConfig(values),
  };
}
