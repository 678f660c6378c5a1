import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { MutationName, MutationOutcome } from '../../src/domain/sync-protocol';
import { cancelCart, readCarts, saveCart } from '../../src/data/carts';
import type { DataEnv } from '../../src/data/data-env';
import { DEVICE_KEY } from '../../src/data/db';
import { applyResult, resultTables } from '../../src/data/sync-results';
import { BRANCH, makeEnv, seedTablet } from './engine-fixtures';

const envs: DataEnv[] = [];
async function tablet(): Promise<DataEnv> {
  const env = makeEnv();
  envs.push(env);
  await seedTablet(env);
  await env.db.cartOptions.put({
    branchId: BRANCH.id,
    products: [{ id: PRODUCT, code: 'OIL', name: 'Cuticle oil', price: 1200, image: null }],
    giftCards: [{ id: CARD, code: 'CARD50', content: 'Gift card $50.00', value: 5000, price: 5000, amount: 5000 }],
    fetchedAt: 0,
  });
  return env;
}
afterEach(async () => {
  for (const env of envs.splice(0)) await env.db.delete();
});

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const PRODUCT = uuid(1);
const CARD = uuid(2);
const CART = uuid(3);
const customer = { phone: '4165550909', name: 'JO WALK', email: null };
const items = [
  { id: uuid(4), kind: 'PRODUCT' as const, productId: PRODUCT, giftCardId: null, quantity: 2 },
  { id: uuid(5), kind: 'GIFT_CARD' as const, giftCardId: CARD, productId: null, quantity: 1 },
];

async function cart(env: DataEnv) {
  const record = await env.db.carts.get(CART);
  return record ? (await readCarts(env.db, [record]))[0] : undefined;
}

describe('carts on the tablet', () => {
  it('a new cart takes a code from the counter and shows at once, not yet sent', async () => {
    const env = await tablet();
    const { code } = await saveCart({ branch: BRANCH, args: { id: CART, customer, items }, createdBy: 'Fiona Chen' }, env);
    expect(code).toBe('QW-3-1');
    const [entry] = await env.db.outbox.toArray();
    expect(entry?.name).toBe(MutationName.CART_SAVE);
    expect(await cart(env)).toMatchObject({ code: 'QW-3-1', status: 'New', total: 2 * 1200 + 5000, pending: true, createdBy: 'Fiona Chen' });
  });

  it('a cart without a booking and without items is refused and nothing is written', async () => {
    const env = await tablet();
    await expect(saveCart({ branch: BRANCH, args: { id: CART, customer, items: [] }, createdBy: 'F' }, env)).rejects.toThrow(/please choose any product or gift card/);
    expect(await env.db.outbox.count()).toBe(0);
    expect(await env.db.carts.count()).toBe(0);
    expect((await env.db.device.get(DEVICE_KEY))?.billCounters[BRANCH.id]).toBeUndefined();
  });

  it('a change keeps the code and waits for the cart; a cancel shows at once; a paid cart cannot be cancelled', async () => {
    const env = await tablet();
    await saveCart({ branch: BRANCH, args: { id: CART, customer, items }, createdBy: 'F' }, env);
    await saveCart({ branch: BRANCH, args: { id: CART, customer, items: items.slice(0, 1) }, createdBy: 'F' }, env);
    const entries = await env.db.outbox.orderBy('localOrder').toArray();
    expect(entries[1]?.dependsOn).toEqual([entries[0]?.id]);
    expect(entries[1]?.name === MutationName.CART_SAVE && entries[1].args.code).toBe('QW-3-1');
    expect((await cart(env))?.total).toBe(2400);

    await cancelCart({ branch: BRANCH, cartId: CART }, env);
    expect((await cart(env))?.status).toBe('Cancel');

    await env.db.carts.update(CART, { status: 'Paid' });
    await env.db.outbox.clear();
    await expect(cancelCart({ branch: BRANCH, cartId: CART }, env)).rejects.toMatchObject({ code: 'CART_PAID' });
  });

  it('the server confirming a cancel settles the stored cart', async () => {
    const env = await tablet();
    await saveCart({ branch: BRANCH, args: { id: CART, customer, items }, createdBy: 'F' }, env);
    await cancelCart({ branch: BRANCH, cartId: CART }, env);
    for (const e of await env.db.outbox.orderBy('localOrder').toArray()) {
      await env.db.transaction('rw', [...resultTables(env.db)], async () => {
        await applyResult(env.db, { id: e.id, seq: e.seq, outcome: MutationOutcome.APPLIED, result: {}, error: null, replayed: false }, 0);
      });
    }
    expect(await env.db.outbox.count()).toBe(0);
    expect(await cart(env)).toMatchObject({ status: 'Cancel', pending: false });
  });
});
