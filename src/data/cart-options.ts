/**
 * The gift cards and products a cart can sell, per branch, stored so the counter sells offline.
 * Apart from the carts themselves: the sync pull stores them on every tablet without bringing
 * the cart code into the first load (issue 18).
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { GiftCardPath, ProductPath, type GiftCardOption, type ProductOption } from '../domain/catalogue/contract';
import { defaultEnv, type DataEnv } from './data-env';
import { guardStorage } from './storage-errors';

export async function loadCartOptions(branchId: string, env: DataEnv = defaultEnv): Promise<void> {
  const [giftCards, products] = await Promise.all([
    env.api.get<GiftCardOption[]>(GiftCardPath.OPTIONS_TO_ADD_CART, { branchId }),
    env.api.get<ProductOption[]>(ProductPath.OPTIONS_TO_ADD_CART, { branchId }),
  ]);
  await guardStorage(() => env.db.cartOptions.put({ branchId, giftCards, products, fetchedAt: env.now().getTime() }));
}

export function useCartOptions(branchId: string | null, env: DataEnv = defaultEnv) {
  return useLiveQuery(async () => (branchId ? ((await env.db.cartOptions.get(branchId)) ?? null) : null), [branchId, env.db]);
}
