/** Checkout methods per branch, stored so pay-ins/outs can be made offline. */
import type { CheckoutMethod } from '../domain/checkout-method';
import { PosPath } from '../domain/pos-codes';
import { defaultEnv, type DataEnv } from './data-env';
import { guardStorage } from './storage-errors';

export async function loadCheckoutMethods(branchId: string, env: DataEnv = defaultEnv): Promise<CheckoutMethod[]> {
  // The combo is the signed-in branch's; branchId tells the server which one we mean.
  const methods = await env.api.get<CheckoutMethod[]>(PosPath.CHECKOUT_METHODS, { branchId });
  await guardStorage(() => env.db.checkoutMethods.put({ branchId, methods, fetchedAt: env.now().getTime() }));
  return methods;
}

// The rule lives in the domain: the server picks the drawer's cash method by it too (tip payouts).
export { cashMethod } from '../domain/checkout-method';
