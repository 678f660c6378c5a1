/**
 * What the payment form needs besides the guests, stored per branch so a payment can be
 * taken offline: payment methods, the branch's taxes, the default checkout method, loyalty settings, and
 * the vouchers and gift cards to check codes against (the server checks them again).
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { BillPath } from '../domain/bill/paths';
import type { CheckGiftResult, CheckVoucherResult, CustomerLoyalty, PaymentInfoResult, PaymentOptions } from '../domain/bill/types';
import { defaultEnv, type DataEnv } from './data-env';
import type { PaymentOptionsSnapshot } from './db';
import { withStoredTaxes } from './stored-taxes';
import { guardStorage } from './storage-errors';

export async function loadPaymentOptions(branchId: string, env: DataEnv = defaultEnv): Promise<PaymentOptions> {
  const options = await env.api.get<PaymentOptions>(BillPath.PAYMENT_OPTIONS, { branchId });
  await guardStorage(() => env.db.paymentOptions.put({ ...options, branchId, fetchedAt: env.now().getTime() }));
  return options;
}

/** `undefined` while reading, `null` when never stored on this tablet. */
export function usePaymentOptions(branchId: string | null, env: DataEnv = defaultEnv): PaymentOptionsSnapshot | null | undefined {
  return useLiveQuery(
    async () => {
      const stored = branchId ? await env.db.paymentOptions.get(branchId) : undefined;
      return stored ? withStoredTaxes(stored) : null;
    },
    [branchId, env.db],
  );
}

/** The server's payment-info; the customer's loyalty standing is kept for offline payments. */
export async function loadPaymentInfo(
  body: { bookingId: string | null; guestIds: string[]; cartIds: string[] },
  env: DataEnv = defaultEnv,
): Promise<PaymentInfoResult> {
  const info = await env.api.post<PaymentInfoResult>(BillPath.PAYMENT_INFO, body);
  const loyalty = info.loyalty;
  if (loyalty) await guardStorage(() => env.db.customerLoyalty.put({ ...loyalty, fetchedAt: env.now().getTime() }));
  return info;
}

export function checkVoucher(body: { code: string; customerId: string | null; branchId: string }, env: DataEnv = defaultEnv): Promise<CheckVoucherResult> {
  return env.api.post<CheckVoucherResult>(BillPath.CHECK_VOUCHER, body);
}

export function checkGift(body: { code: string; customerId: string | null; branchId: string }, env: DataEnv = defaultEnv): Promise<CheckGiftResult> {
  return env.api.post<CheckGiftResult>(BillPath.CHECK_GIFT, body);
}

export type { CustomerLoyalty };
