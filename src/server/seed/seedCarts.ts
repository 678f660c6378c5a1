/**
 * The demo's carts in one branch (Downtown Toronto): a New cart at the counter without a
 * booking (two products, and a gift card if the branch has one not sold yet), and a New cart
 * made from a booking in service today, for its customer, so its payment offers the cart.
 * Built only from what the branch sells; when it has no products yet, a small shelf is added
 * first. Deterministic: its own generator, first rows by name and code.
 */
import type { Db } from '../db/db';
import { BookingStatus } from '../../domain/api';
import { CartItemKind, CartStatus } from '../../domain/cart/status';
import { giftCardLineName } from '../../domain/cart/rules';
import { createRand, type Rand } from './prng';
import { insertRows } from './insertRows';
import type { SeedBranch } from './seedBranch';

/** Added only to a branch that sells no products yet. */
const FALLBACK_SHELF = [
  { code: 'HAND-CREAM', name: 'Shea hand cream 75 ml', price: 1800 },
  { code: 'CUTICLE-OIL', name: 'Cuticle oil pen', price: 1200 },
  { code: 'HAIR-OIL', name: 'Argan hair oil 50 ml', price: 3200 },
] as const;

type Product = { id: string; name: string; price_cents: number };
type Item = { kind: CartItemKind; giftCardId: string | null; productId: string | null; name: string; quantity: number; price: number };

async function productsToSell(db: Db, rand: Rand, branch: SeedBranch, now: Date): Promise<Product[]> {
  const select = () =>
    db.query<Product>(`SELECT id, name, price_cents FROM product WHERE branch_id = $1 AND active AND NOT deleted ORDER BY code, id`, [branch.branchId]);
  const existing = await select();
  if (existing.length > 0) return existing;
  await insertRows(
    db,
    'product',
    ['id', 'tenant_id', 'branch_id', 'code', 'name', 'price_cents', 'created_at', 'updated_at'],
    FALLBACK_SHELF.map((p) => [rand.uuid(), branch.tenantId, branch.branchId, p.code, p.name, p.price, now, now]),
  );
  return select();
}

async function insertCart(
  db: Db,
  rand: Rand,
  branch: SeedBranch,
  cart: { code: string; customerId: string | null; name: string; phone: string; bookingId: string | null; guestId: string | null; items: Item[]; userId: string; at: Date },
): Promise<void> {
  const id = rand.uuid();
  await insertRows(
    db,
    'cart',
    ['id', 'tenant_id', 'branch_id', 'code', 'status', 'customer_id', 'customer_name', 'phone', 'booking_id', 'guest_id', 'created_by', 'created_at', 'updated_at'],
    [[id, branch.tenantId, branch.branchId, cart.code, CartStatus.NEW, cart.customerId, cart.name, cart.phone, cart.bookingId, cart.guestId, cart.userId, cart.at, cart.at]],
  );
  await insertRows(
    db,
    'cart_item',
    ['id', 'tenant_id', 'cart_id', 'kind', 'gift_card_id', 'product_id', 'name', 'quantity', 'price_cents'],
    cart.items.map((i) => [rand.uuid(), branch.tenantId, id, i.kind, i.giftCardId, i.productId, i.name, i.quantity, i.price]),
  );
}

const productItem = (p: Product, quantity: number): Item => ({
  kind: CartItemKind.PRODUCT,
  giftCardId: null,
  productId: p.id,
  name: p.name,
  quantity,
  price: p.price_cents,
});

/** Run after the users and the bookings exist: the carts were made by the front desk this morning. */
export async function seedCarts(db: Db, input: { branch: SeedBranch; now: Date }): Promise<void> {
  const { branch, now } = input;
  const rand = createRand(`carts:${branch.code}`);
  const user = await db.maybeOne<{ id: string }>(`SELECT id FROM app_user WHERE tenant_id = $1 AND username = 'frontdesk'`, [branch.tenantId]);
  if (!user) return;
  const products = await productsToSell(db, rand, branch, now);
  const [first, second] = products;
  if (!first) return;

  const customer = await db.maybeOne<{ id: string; name: string; phone: string }>(
    `SELECT id, name, phone FROM customer WHERE branch_id = $1 AND active ORDER BY name, id LIMIT 1`,
    [branch.branchId],
  );
  const card = await db.maybeOne<{ id: string; code: string; content: string; price_cents: number }>(
    `SELECT id, code, content, price_cents FROM gift_card WHERE branch_id = $1 AND NOT sold AND NOT deleted ORDER BY code, id LIMIT 1`,
    [branch.branchId],
  );
  const counterItems = [productItem(first, 1), ...(second ? [productItem(second, 2)] : [])];
  if (card) counterItems.push({ kind: CartItemKind.GIFT_CARD, giftCardId: card.id, productId: null, name: giftCardLineName(card), quantity: 1, price: card.price_cents });
  // An hour ago at most, so it reads as made this morning.
  const at = new Date(now.getTime() - 60 * 60 * 1000);
  if (customer) {
    await insertCart(db, rand, branch, {
      code: `${branch.code}-C1`, customerId: customer.id, name: customer.name, phone: customer.phone,
      bookingId: null, guestId: null, items: counterItems, userId: user.id, at,
    });
  }

  const booking = await db.maybeOne<{ id: string; customer_id: string | null; customer_name: string; phone: string; guest_id: string }>(
    `SELECT b.id, b.customer_id, b.customer_name, b.phone, g.id AS guest_id FROM booking b
       JOIN guest g ON g.booking_id = b.id AND g.status = $2 AND g.bill_id IS NULL AND NOT g.clipboard
      WHERE b.branch_id = $1 AND b.status = $2 ORDER BY b.start_time, b.code, g.display_index, g.id LIMIT 1`,
    [branch.branchId, BookingStatus.PROCESSING],
  );
  if (booking) {
    await insertCart(db, rand, branch, {
      code: `${branch.code}-C2`, customerId: booking.customer_id, name: booking.customer_name, phone: booking.phone,
      bookingId: booking.id, guestId: booking.guest_id, items: [productItem(second ?? first, 1)], userId: user.id, at: new Date(at.getTime() + 20 * 60 * 1000),
    });
  }
  // Carts made online next are numbered after the demo's.
  await db.query(
    `INSERT INTO branch_sequence (tenant_id, branch_id, name, next_value) VALUES ($1, $2, 'cart', 3)
     ON CONFLICT (branch_id, name) DO UPDATE SET next_value = GREATEST(branch_sequence.next_value, EXCLUDED.next_value)`,
    [branch.tenantId, branch.branchId],
  );
}
