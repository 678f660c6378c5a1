import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { CartPath, type CartItemInput, type CartSaveInput } from '../../src/domain/cart/contract';
import { CartItemKind } from '../../src/domain/cart/status';
import type { Db } from '../../src/server/db/db';
import { billingFingerprint, getJson, postJson } from './billingFixtures';
import type { SignedIn, TestEnv } from './helpers';

async function tenantOf(db: Db, branchId: string): Promise<string> {
  return (await db.one<{ tenant_id: string }>(`SELECT tenant_id FROM branch WHERE id = $1`, [branchId])).tenant_id;
}

/** A product written straight to the table, active unless told. */
export async function insertProduct(
  db: Db,
  input: { branchId: string; code: string; name?: string; price: number; active?: boolean; deleted?: boolean },
): Promise<string> {
  const id = randomUUID();
  await db.query(
    `INSERT INTO product (id, tenant_id, branch_id, code, name, price_cents, active, deleted, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now(), now())`,
    [id, await tenantOf(db, input.branchId), input.branchId, input.code, input.name ?? `Product ${input.code}`, input.price, input.active ?? true, input.deleted ?? false],
  );
  return id;
}

/** A gift card not sold yet, with its price (what the buyer pays) and printed value. */
export async function insertUnsoldCard(db: Db, input: { branchId: string; code: string; price: number; value?: number; content?: string }): Promise<string> {
  const id = randomUUID();
  const value = input.value ?? input.price;
  await db.query(
    `INSERT INTO gift_card (id, tenant_id, branch_id, code, content, price_cents, value_cents, amount_cents, sold, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7, false, now(), now())`,
    [id, await tenantOf(db, input.branchId), input.branchId, input.code, input.content ?? '', input.price, value],
  );
  return id;
}

export const productLine = (productId: string, quantity = 1): CartItemInput => ({ id: randomUUID(), kind: CartItemKind.PRODUCT, productId, quantity });
export const cardLine = (giftCardId: string): CartItemInput => ({ id: randomUUID(), kind: CartItemKind.GIFT_CARD, giftCardId });

/** A cart as the add-to-cart form sends it; the code is left to the server unless given. */
export function cartBody(
  input: Partial<Omit<CartSaveInput, 'code'>> & { branchId: string; items: CartItemInput[]; code?: string },
): Omit<CartSaveInput, 'code'> & { code?: string } {
  return {
    id: randomUUID(),
    bookingId: null,
    guestId: null,
    customerId: null,
    customer: { phone: '416 555 0123', name: 'carla cart', email: null },
    ...input,
  };
}

export const createCart = (env: TestEnv, who: SignedIn, payload: unknown): Promise<LightMyRequestResponse> => postJson(env, who, CartPath.CREATE, payload);
export const updateCart = (env: TestEnv, who: SignedIn, payload: unknown): Promise<LightMyRequestResponse> => postJson(env, who, CartPath.UPDATE, payload);
export const cancelCartOnline = (env: TestEnv, who: SignedIn, cartId: string): Promise<LightMyRequestResponse> =>
  getJson(env, who, `${CartPath.CANCEL}?cartId=${cartId}`);

/** Everything a cart call may write (carts, items, customers, codes, the log, and the bill side), to prove a refusal wrote nothing. */
export async function cartFingerprint(db: Db): Promise<string> {
  const row = await db.one<{ f: string | null }>(
    `SELECT md5(string_agg(x, '|' ORDER BY x)) AS f FROM (
       SELECT 'c' || id || code || status || coalesce(customer_id::text, '-') || customer_name || coalesce(phone, '-') || coalesce(booking_id::text, '-')
              || coalesce(guest_id::text, '-') || updated_at::text AS x FROM cart
       UNION ALL SELECT 'i' || id || cart_id || name || quantity || price_cents FROM cart_item
       UNION ALL SELECT 'cu' || id || name || phone FROM customer
     ) t`,
  );
  return `${row.f ?? ''}:${await billingFingerprint(db)}`;
}

export type CartRefusal = { status: number; success: boolean; code?: string; message: string | null; fields?: Record<string, string> };

/** The refusal's status, code and message, after checking that nothing at all was written. */
export async function cartRefused(db: Db, request: () => Promise<LightMyRequestResponse>): Promise<CartRefusal> {
  const before = await cartFingerprint(db);
  const res = await request();
  const after = await cartFingerprint(db);
  if (after !== before) throw new Error(`a refused request wrote something: ${res.statusCode} ${res.body}`);
  return { status: res.statusCode, ...res.json<Omit<CartRefusal, 'status'>>() };
}
