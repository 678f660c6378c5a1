import type { Db } from '../db/db';

export type BillCartRow = {
  id: string;
  branch_id: string;
  code: string;
  status: string;
  customer_id: string | null;
  customer_name: string;
  phone: string | null;
  bill_id: string | null;
};

export type BillCartItemRow = {
  id: string;
  cart_id: string;
  kind: 'GIFT_CARD' | 'PRODUCT';
  gift_card_id: string | null;
  name: string;
  quantity: number;
  price_cents: number;
};

/** The contract's cart statuses, for the billing files that import them from here. */
export { CartStatus } from '../../domain/cart/status';

/** Carts of the tenant among `ids` with their items; with `lock`, the carts stay locked. */
export async function cartsWithItems(
  db: Db,
  input: { tenantId: string; ids: readonly string[]; lock?: boolean },
): Promise<{ carts: BillCartRow[]; items: BillCartItemRow[] }> {
  const ids = [...new Set(input.ids)];
  if (ids.length === 0) return { carts: [], items: [] };
  const carts = await db.query<BillCartRow>(
    `SELECT id, branch_id, code, status, customer_id, customer_name, phone, bill_id FROM cart
      WHERE tenant_id = $1 AND id = ANY($2::uuid[]) ORDER BY id${input.lock ? ' FOR UPDATE' : ''}`,
    [input.tenantId, ids],
  );
  const items = await db.query<BillCartItemRow>(
    `SELECT id, cart_id, kind, gift_card_id, name, quantity, price_cents FROM cart_item
      WHERE tenant_id = $1 AND cart_id = ANY($2::uuid[]) ORDER BY kind, name, id`,
    [input.tenantId, ids],
  );
  return { carts, items };
}

/** Ids of the carts and guests a bill is linked to (a draft's, or a paid bill's). */
export async function linkedToBill(db: Db, tenantId: string, billId: string): Promise<{ cartIds: string[]; guestIds: string[] }> {
  const [carts, guests] = await Promise.all([
    db.query<{ id: string }>(`SELECT id FROM cart WHERE tenant_id = $1 AND bill_id = $2 ORDER BY id`, [tenantId, billId]),
    db.query<{ id: string }>(`SELECT id FROM guest WHERE tenant_id = $1 AND bill_id = $2 ORDER BY id`, [tenantId, billId]),
  ]);
  return { cartIds: carts.map((c) => c.id), guestIds: guests.map((g) => g.id) };
}

export async function setCartsBill(tx: Db, input: { tenantId: string; ids: readonly string[]; billId: string | null; status: string; now: Date }): Promise<void> {
  if (input.ids.length === 0) return;
  await tx.query(`UPDATE cart SET bill_id = $3, status = $4, updated_at = $5 WHERE tenant_id = $1 AND id = ANY($2::uuid[])`, [
    input.tenantId,
    [...input.ids],
    input.billId,
    input.status,
    input.now,
  ]);
}

/** The gift cards sold in these carts that can no longer be sold (sold elsewhere or deleted since), locked with the rest. */
export async function unsellableCartGiftCards(tx: Db, tenantId: string, giftCardIds: readonly string[]): Promise<{ id: string; code: string }[]> {
  if (giftCardIds.length === 0) return [];
  const rows = await tx.query<{ id: string; code: string; sold: boolean; deleted: boolean }>(
    `SELECT id, code, sold, deleted FROM gift_card WHERE tenant_id = $1 AND id = ANY($2::uuid[]) ORDER BY id FOR UPDATE`,
    [tenantId, [...new Set(giftCardIds)]],
  );
  return rows.filter((r) => r.sold || r.deleted).map((r) => ({ id: r.id, code: r.code }));
}
