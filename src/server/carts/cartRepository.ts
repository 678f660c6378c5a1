/**
 * Carts and their items as stored (cart, cart_item), and what a cart may sell: the branch's
 * products and gift cards. Every query is scoped by tenant; the services check the branch.
 */
import type { Db } from '../db/db';
import { CartStatus, type CartItemKind } from '../../domain/cart/status';

export type CartRow = {
  id: string;
  branch_id: string;
  code: string;
  status: CartStatus;
  customer_id: string | null;
  customer_name: string;
  phone: string | null;
  email: string | null;
  booking_id: string | null;
  guest_id: string | null;
  bill_id: string | null;
  created_by: string;
  created_by_name: string;
  created_at: Date;
};

export type CartItemRow = {
  id: string;
  cart_id: string;
  kind: CartItemKind;
  gift_card_id: string | null;
  product_id: string | null;
  /** The gift card's or product's code. */
  code: string;
  name: string;
  quantity: number;
  price_cents: number;
};

const CART_COLUMNS = `c.id, c.branch_id, c.code, c.status, c.customer_id, c.customer_name, c.phone, c.email, c.booking_id, c.guest_id,
  c.bill_id, c.created_by, COALESCE(u.full_name, '') AS created_by_name, c.created_at`;
const CART_FROM = `cart c LEFT JOIN app_user u ON u.tenant_id = c.tenant_id AND u.id = c.created_by`;

/** Ids are tablet UUIDs and the primary key: taken whatever the tenant. */
export async function cartIdTaken(db: Db, id: string): Promise<boolean> {
  return (await db.maybeOne(`SELECT 1 FROM cart WHERE id = $1`, [id])) !== null;
}

export async function cartCodeTaken(db: Db, tenantId: string, branchId: string, code: string): Promise<boolean> {
  return (await db.maybeOne(`SELECT 1 FROM cart WHERE tenant_id = $1 AND branch_id = $2 AND code = $3`, [tenantId, branchId, code])) !== null;
}

/** A cart of the tenant; with `lock`, locked until the transaction ends. */
export async function findCart(db: Db, input: { tenantId: string; id: string; lock?: boolean }): Promise<CartRow | null> {
  // FOR UPDATE OF c: the user row joined for the name is only read.
  return db.maybeOne<CartRow>(`SELECT ${CART_COLUMNS} FROM ${CART_FROM} WHERE c.tenant_id = $1 AND c.id = $2${input.lock ? ' FOR UPDATE OF c' : ''}`, [
    input.tenantId,
    input.id,
  ]);
}

/** Items of the tenant's carts among `cartIds`, with the code of what they sell, in a stable order. */
export async function itemsOfCarts(db: Db, tenantId: string, cartIds: readonly string[]): Promise<CartItemRow[]> {
  if (cartIds.length === 0) return [];
  return db.query<CartItemRow>(
    `SELECT i.id, i.cart_id, i.kind, i.gift_card_id, i.product_id, COALESCE(g.code, p.code, '') AS code, i.name, i.quantity, i.price_cents
       FROM cart_item i
       LEFT JOIN gift_card g ON g.tenant_id = i.tenant_id AND g.id = i.gift_card_id
       LEFT JOIN product p ON p.tenant_id = i.tenant_id AND p.id = i.product_id
      WHERE i.tenant_id = $1 AND i.cart_id = ANY($2::uuid[])
      ORDER BY i.kind, i.name, i.id`,
    [tenantId, [...cartIds]],
  );
}

/** Which of these item ids already belong to some other cart (ids are primary keys, whatever the tenant). */
export async function itemIdsOfOtherCarts(db: Db, itemIds: readonly string[], cartId: string): Promise<string[]> {
  if (itemIds.length === 0) return [];
  const rows = await db.query<{ id: string }>(`SELECT id FROM cart_item WHERE id = ANY($1::uuid[]) AND cart_id <> $2`, [[...itemIds], cartId]);
  return rows.map((r) => r.id);
}

export type CartFields = {
  id: string;
  tenantId: string;
  branchId: string;
  code: string;
  customerId: string | null;
  customerName: string;
  phone: string | null;
  email: string | null;
  bookingId: string | null;
  guestId: string | null;
  userId: string;
  now: Date;
};

/** A new New cart; false when the id or the code got taken meanwhile (a race the checks lost). */
export async function insertCart(tx: Db, c: CartFields): Promise<boolean> {
  const rows = await tx.query(
    `INSERT INTO cart (id, tenant_id, branch_id, code, status, customer_id, customer_name, phone, email, booking_id, guest_id, created_by,
                       created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13)
     ON CONFLICT DO NOTHING RETURNING id`,
    [c.id, c.tenantId, c.branchId, c.code, CartStatus.NEW, c.customerId, c.customerName, c.phone, c.email, c.bookingId, c.guestId, c.userId, c.now],
  );
  return rows.length === 1;
}

/** A New cart's customer and booking replaced; its code, creator and creation stay. */
export async function updateCart(tx: Db, c: Omit<CartFields, 'code' | 'userId'>): Promise<void> {
  await tx.query(
    `UPDATE cart SET customer_id = $4, customer_name = $5, phone = $6, email = $7, booking_id = $8, guest_id = $9, updated_at = $10
      WHERE tenant_id = $1 AND id = $2 AND branch_id = $3`,
    [c.tenantId, c.id, c.branchId, c.customerId, c.customerName, c.phone, c.email, c.bookingId, c.guestId, c.now],
  );
}

export type NewCartItem = {
  id: string;
  kind: CartItemKind;
  giftCardId: string | null;
  productId: string | null;
  name: string;
  quantity: number;
  price: number;
};

/** The cart's items, replaced by these. */
export async function replaceCartItems(tx: Db, input: { tenantId: string; cartId: string; items: readonly NewCartItem[] }): Promise<void> {
  await tx.query(`DELETE FROM cart_item WHERE tenant_id = $1 AND cart_id = $2`, [input.tenantId, input.cartId]);
  for (const i of input.items) {
    await tx.query(
      `INSERT INTO cart_item (id, tenant_id, cart_id, kind, gift_card_id, product_id, name, quantity, price_cents)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [i.id, input.tenantId, input.cartId, i.kind, i.giftCardId, i.productId, i.name, i.quantity, i.price],
    );
  }
}

/** Cancelled: its items stay for history; a draft bill it was on lets it go. */
export async function setCartCancelled(tx: Db, input: { tenantId: string; id: string; now: Date }): Promise<void> {
  await tx.query(`UPDATE cart SET status = $3, bill_id = NULL, updated_at = $4 WHERE tenant_id = $1 AND id = $2`, [
    input.tenantId,
    input.id,
    CartStatus.CANCEL,
    input.now,
  ]);
}

export type ProductForSale = { id: string; branch_id: string; code: string; name: string; price_cents: number; active: boolean; deleted: boolean };

export async function productsByIds(db: Db, tenantId: string, ids: readonly string[]): Promise<ProductForSale[]> {
  if (ids.length === 0) return [];
  return db.query<ProductForSale>(
    `SELECT id, branch_id, code, name, price_cents, active, deleted FROM product WHERE tenant_id = $1 AND id = ANY($2::uuid[])`,
    [tenantId, [...new Set(ids)]],
  );
}

export type GiftCardForSale = { id: string; branch_id: string; code: string; content: string; price_cents: number; sold: boolean; deleted: boolean };

/** The tenant's cards among `ids`, locked (in id order) so two carts cannot take the same card at once. */
export async function lockGiftCardsForSale(tx: Db, tenantId: string, ids: readonly string[]): Promise<GiftCardForSale[]> {
  if (ids.length === 0) return [];
  return tx.query<GiftCardForSale>(
    `SELECT id, branch_id, code, content, price_cents, sold, deleted FROM gift_card
      WHERE tenant_id = $1 AND id = ANY($2::uuid[]) ORDER BY id FOR UPDATE`,
    [tenantId, [...new Set(ids)]],
  );
}

/** For each of these cards held by another New cart: the card and that cart's code. */
export async function giftCardsInOtherNewCarts(
  db: Db,
  input: { tenantId: string; giftCardIds: readonly string[]; cartId: string },
): Promise<{ gift_card_id: string; cart_code: string }[]> {
  if (input.giftCardIds.length === 0) return [];
  return db.query<{ gift_card_id: string; cart_code: string }>(
    `SELECT i.gift_card_id, c.code AS cart_code FROM cart_item i JOIN cart c ON c.tenant_id = i.tenant_id AND c.id = i.cart_id
      WHERE i.tenant_id = $1 AND i.gift_card_id = ANY($2::uuid[]) AND c.id <> $3 AND c.status = $4
      ORDER BY c.code`,
    [input.tenantId, [...input.giftCardIds], input.cartId, CartStatus.NEW],
  );
}

// ---- reads ----

/** $3: text pattern or null (no query); $4: phone digits pattern or null (not a phone query); $5: status or null. */
const LIST_WHERE = `c.tenant_id = $1 AND c.branch_id = $2
  AND ($3::text IS NULL OR c.code ILIKE $3 OR c.customer_name ILIKE $3 OR ($4::text IS NOT NULL AND c.phone LIKE $4))
  AND ($5::text IS NULL OR c.status = $5)`;

/** One page of a branch's carts, newest first. */
export async function listCarts(
  db: Db,
  input: { tenantId: string; branchId: string; text: string | null; phoneDigits: string | null; status: CartStatus | null; limit: number; offset: number },
): Promise<{ rows: CartRow[]; total: number }> {
  const params = [input.tenantId, input.branchId, input.text, input.phoneDigits, input.status];
  const [rows, count] = await Promise.all([
    db.query<CartRow>(`SELECT ${CART_COLUMNS} FROM ${CART_FROM} WHERE ${LIST_WHERE} ORDER BY c.created_at DESC, c.code DESC LIMIT $6 OFFSET $7`, [
      ...params,
      input.limit,
      input.offset,
    ]),
    db.one<{ n: number }>(`SELECT count(*)::int AS n FROM cart c WHERE ${LIST_WHERE}`, params),
  ]);
  return { rows, total: count.n };
}

/** A booking's carts, whatever their status, oldest first. */
export async function cartsOfBooking(db: Db, tenantId: string, bookingId: string): Promise<CartRow[]> {
  return db.query<CartRow>(`SELECT ${CART_COLUMNS} FROM ${CART_FROM} WHERE c.tenant_id = $1 AND c.booking_id = $2 ORDER BY c.created_at, c.code`, [
    tenantId,
    bookingId,
  ]);
}

/** A booking's New carts that no bill holds yet: what its payment offers to pay. */
export async function payableCartIdsOfBooking(db: Db, tenantId: string, bookingId: string): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `SELECT id FROM cart WHERE tenant_id = $1 AND booking_id = $2 AND status = $3 AND bill_id IS NULL ORDER BY created_at, code`,
    [tenantId, bookingId, CartStatus.NEW],
  );
  return rows.map((r) => r.id);
}
