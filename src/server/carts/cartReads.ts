/** Carts as the cart list, detail, payment form and menu read them (CartView). */
import type { Db } from '../db/db';
import { cartTotal, type CartPage, type CartView } from '../../domain/cart/contract';
import { type CartStatus } from '../../domain/cart/status';
import { phoneQueryDigits } from '../../domain/phone';
import { formatZonedDateTime } from '../../domain/time';
import { containsPattern } from '../db/likePattern';
import { cartsOfBooking, itemsOfCarts, listCarts, type CartItemRow, type CartRow } from './cartRepository';

/** Spec part 2 §9: the default list page size. */
export const CART_PAGE_SIZE = 15;

export function toCartView(row: CartRow, items: readonly CartItemRow[], timeZone: string): CartView {
  const own = items
    .filter((i) => i.cart_id === row.id)
    .map((i) => ({
      id: i.id,
      kind: i.kind,
      giftCardId: i.gift_card_id,
      productId: i.product_id,
      code: i.code,
      name: i.name,
      quantity: i.quantity,
      price: i.price_cents,
    }));
  return {
    id: row.id,
    code: row.code,
    status: row.status,
    branchId: row.branch_id,
    bookingId: row.booking_id,
    guestId: row.guest_id,
    customerId: row.customer_id,
    customerName: row.customer_name,
    phone: row.phone ?? '',
    email: row.email,
    items: own,
    total: cartTotal(own),
    billId: row.bill_id,
    createdAt: formatZonedDateTime(row.created_at, timeZone),
    createdBy: row.created_by_name,
  };
}

export async function cartViews(db: Db, input: { tenantId: string; rows: readonly CartRow[]; timeZone: string }): Promise<CartView[]> {
  const items = await itemsOfCarts(db, input.tenantId, input.rows.map((r) => r.id));
  return input.rows.map((r) => toCartView(r, items, input.timeZone));
}

/** A page of the branch's carts, newest first; the query matches the code, the customer's name or (digits) phone. */
export async function cartPage(
  db: Db,
  input: { tenantId: string; branchId: string; page: number; query: string; status: CartStatus | undefined; timeZone: string },
): Promise<CartPage> {
  const digits = input.query ? phoneQueryDigits(input.query) : null;
  const { rows, total } = await listCarts(db, {
    tenantId: input.tenantId,
    branchId: input.branchId,
    text: input.query ? containsPattern(input.query) : null,
    phoneDigits: digits === null ? null : containsPattern(digits),
    status: input.status ?? null,
    limit: CART_PAGE_SIZE,
    offset: (input.page - 1) * CART_PAGE_SIZE,
  });
  return { items: await cartViews(db, { tenantId: input.tenantId, rows, timeZone: input.timeZone }), total, page: input.page, size: CART_PAGE_SIZE };
}

export async function bookingCartViews(db: Db, input: { tenantId: string; bookingId: string; timeZone: string }): Promise<CartView[]> {
  const rows = await cartsOfBooking(db, input.tenantId, input.bookingId);
  return cartViews(db, { tenantId: input.tenantId, rows, timeZone: input.timeZone });
}
