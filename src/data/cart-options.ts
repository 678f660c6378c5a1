/**
 * The gift cards and products a cart can sell, per branch, stored so the counter sells offline.
 * Apart from the carts themselves: the sync pull stores them on every tablet without bringing
 * the cart code into the first load (issue 18).
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { GiftCardOption, ProductOption } from '../domain/catalogue/contract';
import { GiftCardPath, ProductPath } from '../domain/catalogue/paths';
import { allows, CartAccess } from '../domain/cart/access';
import { defaultEnv, type DataEnv } from './data-env';
import { guardStorage } from './storage-errors';

/**
 * The cart panels a user may fill. A list they may not read is not asked (the server refuses
 * it: a failed request in normal use) and is stored empty, as its panel shows nothing anyway.
 */
export type CartPanels = { readonly giftCards: boolean; readonly products: boolean };

export function cartPanelsOf(held: { rights: readonly string[]; rightsPM: readonly string[] }): CartPanels {
  return { giftCards: allows(CartAccess.GIFT_CARDS, held), products: allows(CartAccess.PRODUCTS, held) };
}

export async function loadCartOptions(branchId: string, panels: CartPanels, env: DataEnv = defaultEnv): Promise<void> {
  const none = Promise.resolve([]);
  const [giftCards, products] = await Promise.all([
    panels.giftCards ? env.api.get<GiftCardOption[]>(GiftCardPath.OPTIONS_TO_ADD_CART, { branchId }) : none,
    panels.products ? env.api.get<ProductOption[]>(ProductPath.OPTIONS_TO_ADD_CART, { branchId }) : none,
  ]);
  await guardStorage(() => env.db.cartOptions.put({ branchId, giftCards, products, fetchedAt: env.now().getTime() }));
}

export function useCartOptions(branchId: string | null, env: DataEnv = defaultEnv) {
  return useLiveQuery(async () => (branchId ? ((await env.db.cartOptions.get(branchId)) ?? null) : null), [branchId, env.db]);
}
