/** Checkout methods per branch, stored so pay-ins/outs can be made offline. */
import type { CheckoutMethod } from '../domain/pos';
import { PosPath } from '../domain/pos';
import { defaultEnv, type DataEnv } from './data-env';
import { guardStorage } from './storage-errors';

export async function loadCheckoutMethods(branchId: string, env: DataEnv = defaultEnv): Promise<CheckoutMethod[]> {
  // The combo is the signed-in branch's; branchId tells the server which one we mean.
  const methods = await env.api.get<CheckoutMethod[]>(PosPath.CHECKOUT_METHODS, { branchId });
  await guardStorage(() => env.db.checkoutMethods.put({ branchId, methods, fetchedAt: env.now().getTime() }));
  return methods;
}

/**
 * The method pay-ins and pay-outs use: the branch's default when it is cash-like, else the
 * active one coded CASH, else the default active one. Null when none is stored.
 */
export function cashMethod(methods: readonly CheckoutMethod[]): CheckoutMethod | null {
  const active = methods.filter((m) => m.active);
  const isCash = (m: CheckoutMethod) => m.code.toUpperCase() === 'CASH';
  return (
    active.find((m) => m.isDefault && isCash(m)) ??
    active.find(isCash) ??
    active.find((m) => m.isDefault) ??
    null
  );
}
