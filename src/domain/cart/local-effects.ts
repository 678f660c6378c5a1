/**
 * What a cart change does to what the tablet shows before the server answers: the cart as
 * saved (names and prices from the stored options, as the server takes them), and the
 * statuses that waiting cancels and bills give carts. The server's cart service decides.
 */
import type { Cents } from '../money';
import { giftCardLineName } from './rules';
import { cartTotal, type CartItemView, type CartSaveArgs, type CartView } from './contract';
import { CartItemKind, CartStatus } from './status';

export type CartOptionLists = {
  products: readonly { id: string; code: string; name: string; price: Cents }[];
  giftCards: readonly { id: string; code: string; content: string; price: Cents }[];
};

/** The cart as the server will hold it; items it cannot price from the options keep their previous copy. */
export function cartViewFromArgs(input: {
  args: CartSaveArgs;
  options: CartOptionLists;
  previous: CartView | null;
  createdAt: string;
  createdBy: string;
}): CartView {
  const { args, options, previous } = input;
  const items = args.items.flatMap((i): CartItemView[] => {
    const before = previous?.items.find((p) => p.id === i.id);
    if (i.kind === CartItemKind.PRODUCT) {
      const p = options.products.find((x) => x.id === i.productId);
      const known = before ?? (p ? { code: p.code, name: p.name, price: p.price } : null);
      if (!known) return [];
      return [{ id: i.id, kind: i.kind, giftCardId: null, productId: i.productId, code: p?.code ?? known.code, name: p?.name ?? known.name, quantity: i.quantity, price: known.price }];
    }
    const g = options.giftCards.find((x) => x.id === i.giftCardId);
    const known = before ?? (g ? { code: g.code, name: giftCardLineName(g), price: g.price } : null);
    if (!known) return [];
    return [{ id: i.id, kind: i.kind, giftCardId: i.giftCardId, productId: null, code: known.code, name: known.name, quantity: 1, price: known.price }];
  });
  return {
    id: args.id,
    code: args.code,
    status: previous?.status ?? CartStatus.NEW,
    branchId: args.branchId,
    bookingId: args.bookingId,
    guestId: args.guestId,
    customerId: args.customerId ?? previous?.customerId ?? null,
    customerName: args.customer.name,
    phone: args.customer.phone,
    email: args.customer.email,
    items,
    total: cartTotal(items),
    billId: previous?.billId ?? null,
    createdAt: previous?.createdAt ?? input.createdAt,
    createdBy: previous?.createdBy ?? input.createdBy,
  };
}

export type PendingCartChange =
  | { kind: 'cancel'; cartId: string }
  | { kind: 'paid'; cartIds: readonly string[]; billId: string }
  | { kind: 'billCancelled'; billId: string };

/** Carts as shown: their statuses after the changes still waiting, in order. */
export function applyPendingToCarts(carts: readonly CartView[], changes: readonly PendingCartChange[]): CartView[] {
  return carts.map((cart) => {
    let view = cart;
    for (const c of changes) {
      if (c.kind === 'cancel' && c.cartId === view.id && view.status === CartStatus.NEW) view = { ...view, status: CartStatus.CANCEL };
      else if (c.kind === 'paid' && c.cartIds.includes(view.id)) view = { ...view, status: CartStatus.PAID, billId: c.billId };
      else if (c.kind === 'billCancelled' && view.billId === c.billId) view = { ...view, status: CartStatus.NEW, billId: null };
    }
    return view;
  });
}
