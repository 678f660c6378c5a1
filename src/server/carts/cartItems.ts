/**
 * What a saved cart sells, checked against the branch's shelf and gift cards:
 * - a product must be the branch's, active and not deleted; a line takes its price and name
 *   when it is added, and a line already in the cart (same item id, same product) keeps the
 *   price and name it was added with, whatever the product's price is now;
 * - a gift card must be the branch's, not deleted, not sold, and in no other New cart
 *   (cards are locked, so two carts cannot take one at once); its price is the card's price,
 *   its name the card's content (else its code), quantity 1; a card already in the cart keeps
 *   its line's price but is checked again, since it may have been sold elsewhere meanwhile.
 */
import type { Db } from '../db/db';
import { type CartSaveArgs } from '../../domain/cart/contract';
import { CartItemKind } from '../../domain/cart/status';
import { giftCardLineName } from '../../domain/cart/rules';
import { AppError, ErrorCode } from '../../domain/errors';
import {
  giftCardsInOtherNewCarts,
  itemIdsOfOtherCarts,
  lockGiftCardsForSale,
  productsByIds,
  type CartItemRow,
  type GiftCardForSale,
  type NewCartItem,
  type ProductForSale,
} from './cartRepository';

function unavailable(message: string): AppError {
  return new AppError(ErrorCode.CART_ITEM_UNAVAILABLE, { message, fields: { items: message } });
}

function notInBranch(what: string): AppError {
  const message = `A ${what} of this cart was not found in this branch.`;
  return new AppError(ErrorCode.NOT_FOUND, { message, fields: { items: message } });
}

function invalidItems(message: string): AppError {
  return new AppError(ErrorCode.VALIDATION, { message: `items: ${message}`, fields: { items: message } });
}

function assertSellableCard(card: GiftCardForSale | undefined, branchId: string, heldBy: string | undefined): GiftCardForSale {
  if (!card || card.branch_id !== branchId) throw notInBranch('gift card');
  if (card.deleted) throw unavailable(`Gift card ${card.code} was deleted.`);
  if (card.sold) throw unavailable(`Gift card ${card.code} is already sold.`);
  if (heldBy !== undefined) throw unavailable(`Gift card ${card.code} is already in cart ${heldBy}.`);
  return card;
}

function assertSellableProduct(product: ProductForSale | undefined, branchId: string): ProductForSale {
  if (!product || product.branch_id !== branchId) throw notInBranch('product');
  if (product.deleted || !product.active) throw unavailable(`Product ${product.code} is no longer sold.`);
  return product;
}

/** The lines to store for `args.items`, in their order; `existing` are the cart's current items (none for a new cart). */
export async function resolveCartItems(
  tx: Db,
  input: { tenantId: string; branchId: string; args: CartSaveArgs; existing: readonly CartItemRow[] },
): Promise<NewCartItem[]> {
  const { tenantId, branchId, args } = input;
  const itemIds = args.items.map((i) => i.id);
  if (new Set(itemIds).size !== itemIds.length) throw invalidItems('An item id is listed twice');
  if ((await itemIdsOfOtherCarts(tx, itemIds, args.id)).length > 0) throw invalidItems('An item id is already used by another cart');

  const cardIds = args.items.flatMap((i) => (i.giftCardId ? [i.giftCardId] : []));
  const cards = new Map((await lockGiftCardsForSale(tx, tenantId, cardIds)).map((c) => [c.id, c]));
  const heldBy = new Map((await giftCardsInOtherNewCarts(tx, { tenantId, giftCardIds: cardIds, cartId: args.id })).map((h) => [h.gift_card_id, h.cart_code]));
  const products = new Map((await productsByIds(tx, tenantId, args.items.flatMap((i) => (i.productId ? [i.productId] : [])))).map((p) => [p.id, p]));
  const before = new Map(input.existing.map((i) => [i.id, i]));

  return args.items.map((item): NewCartItem => {
    const kept = before.get(item.id);
    if (item.kind === CartItemKind.GIFT_CARD && item.giftCardId !== null) {
      const card = assertSellableCard(cards.get(item.giftCardId), branchId, heldBy.get(item.giftCardId));
      const same = kept?.gift_card_id === card.id;
      return {
        id: item.id,
        kind: CartItemKind.GIFT_CARD,
        giftCardId: card.id,
        productId: null,
        name: same ? kept.name : giftCardLineName(card),
        quantity: 1,
        price: same ? kept.price_cents : card.price_cents,
      };
    }
    const productId = item.productId ?? '';
    if (kept && kept.product_id === productId) {
      return { id: item.id, kind: CartItemKind.PRODUCT, giftCardId: null, productId, name: kept.name, quantity: item.quantity, price: kept.price_cents };
    }
    const product = assertSellableProduct(products.get(productId), branchId);
    return { id: item.id, kind: CartItemKind.PRODUCT, giftCardId: null, productId: product.id, name: product.name, quantity: item.quantity, price: product.price_cents };
  });
}
