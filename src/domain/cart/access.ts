/**
 * Who may do what with carts: one table for the cart screens' guards and the server's checks
 * (both through `checkAccess`). Carts are sold at the counter with or without a booking, so
 * they need the cart module's rights, not the appointment page's. A cart's gift cards need the
 * gift-card right and plan, its products the product right and plan (spec part 2 §6: "Cart
 * panels: gift cards need gift permission, products need product permission"); the server
 * checks them for the kinds of item a saved cart holds.
 */
import { Access, checkAccess, PlanRight } from '../rights';
import { CartItemKind } from './status';

type Need = { readonly required?: readonly string[]; readonly requiredPlan?: readonly string[] };

export const CartAccess = {
  /** Cart list, detail, a booking's carts. */
  READ: { required: ['CART_ACCESS'] },
  /** A new cart (create-cart, or a cart.save whose id the server does not know). */
  CREATE: { required: ['CART_CREATE'] },
  /** Changing a New cart's customer and items. */
  UPDATE: { required: ['CART_UPDATE'] },
  /** Cancelling a New cart ("delete" in the list). */
  CANCEL: { required: ['CART_DELETE'] },
  /** The cart.save mutation, before the server knows whether it creates or updates. */
  SAVE: { required: ['CART_CREATE', 'CART_UPDATE'] },
  /** The add-to-cart form's gift-card panel, and a cart holding gift cards. */
  GIFT_CARDS: { required: ['GIFT_CARD_ACCESS'], requiredPlan: [PlanRight.GIFT_CARD] },
  /** The add-to-cart form's product panel, and a cart holding products. */
  PRODUCTS: { required: ['PRODUCT_ACCESS'], requiredPlan: [PlanRight.PRODUCT] },
} as const satisfies Record<string, Need>;

/** The panel right an item of this kind needs. */
export function accessForItemKind(kind: CartItemKind): Need {
  return kind === CartItemKind.GIFT_CARD ? CartAccess.GIFT_CARDS : CartAccess.PRODUCTS;
}

/** The same rule as every guard: plan right first, then the user's. */
export function allows(need: Need, held: { rights: readonly string[]; rightsPM: readonly string[] }): boolean {
  return checkAccess({ ...need, rights: held.rights, rightsPM: held.rightsPM }) === Access.ALLOWED;
}
