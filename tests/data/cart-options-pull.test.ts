// A tablet that has not opened the cart form since signing in must still sell at the counter
// offline (the 72-hour outage test found it could not): the sync pull stores the gift cards
// and products to sell when it has none, keeps them an hour, and asks only a user who may sell, only for the panels they may fill.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiPath } from '../../src/domain/api';
import { type GiftCardOption, type ProductOption } from '../../src/domain/catalogue/contract';
import { GiftCardPath, ProductPath } from '../../src/domain/catalogue/paths';
import { PosPath } from '../../src/domain/pos';
import { loadSession } from '../../src/data/session';
import { pullSnapshots } from '../../src/data/sync-pull';
import { branchConfig, checkLogin, language, loadConfig, menu } from './fixtures';
import { installFetch, ok } from './fetch-mock';
import { BRANCH, CASH, clock, makeEnv, USER_ID } from './engine-fixtures';

const PRODUCT: ProductOption = { id: '00000000-0000-4000-8000-000000000001', code: 'OIL', name: 'Cuticle oil', price: 1200, image: null };
const CARD: GiftCardOption = { id: '00000000-0000-4000-8000-000000000002', code: 'CARD50', content: 'Gift card $50.00', value: 5000, price: 5000, amount: 5000 };
const SELLER = { rights: ['APPOINTMENT_ACCESS', 'CART_CREATE', 'GIFT_CARD_ACCESS', 'PRODUCT_ACCESS'], rightsPM: ['PM_APPOINTMENT', 'PM_GIFT_CARD', 'PM_PRODUCT'] };

function routes(rights: { rights: string[]; rightsPM: string[] }) {
  const login = { ...checkLogin({ userId: USER_ID, branchId: BRANCH.id }), branch: BRANCH, rights };
  return {
    [ApiPath.CHECK_LOGIN]: ok(login),
    [ApiPath.MENU]: ok(menu),
    [ApiPath.LOAD_CONFIG]: ok(loadConfig),
    [ApiPath.GET_LANGUAGE]: ok(language),
    [ApiPath.GET_CONFIG]: ok(branchConfig(BRANCH.id)),
    [PosPath.CHECKOUT_METHODS]: ok([CASH]),
    [ProductPath.OPTIONS_TO_ADD_CART]: ok([PRODUCT]),
    [GiftCardPath.OPTIONS_TO_ADD_CART]: ok([CARD]),
  };
}

const optionCalls = (calls: { url: string }[]) => calls.filter((c) => c.url.startsWith(ProductPath.OPTIONS_TO_ADD_CART) || c.url.startsWith(GiftCardPath.OPTIONS_TO_ADD_CART));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the options to sell in a cart, on a tablet that never opened the cart form', () => {
  it('are stored by the sync pull when missing, and not asked again within the hour', async () => {
    const time = clock();
    const env = makeEnv({ clock: time });
    const { calls } = installFetch(routes(SELLER));
    await loadSession(env);
    expect(await env.db.cartOptions.get(BRANCH.id)).toBeUndefined();

    await pullSnapshots(env);
    const stored = await env.db.cartOptions.get(BRANCH.id);
    expect(stored?.products).toEqual([PRODUCT]);
    expect(stored?.giftCards).toEqual([CARD]);
    expect(optionCalls(calls)).toHaveLength(2);

    time.advance(30 * 60_000);
    await pullSnapshots(env);
    expect(optionCalls(calls)).toHaveLength(2);

    time.advance(31 * 60_000);
    await pullSnapshots(env);
    expect(optionCalls(calls)).toHaveLength(4);
  });

  it('are not asked for a user who may not sell products and gift cards', async () => {
    const env = makeEnv();
    const { calls } = installFetch(routes({ rights: ['APPOINTMENT_ACCESS', 'CART_CREATE'], rightsPM: ['PM_APPOINTMENT'] }));
    await loadSession(env);
    await pullSnapshots(env);
    expect(optionCalls(calls)).toHaveLength(0);
    expect(await env.db.cartOptions.get(BRANCH.id)).toBeUndefined();
  });

  it('are not asked for a user who may create a cart but whose role denies both panels (the demo trainee)', async () => {
    const env = makeEnv();
    const { calls } = installFetch(routes({ rights: ['CART_CREATE', 'CUSTOMER_ACCESS'], rightsPM: SELLER.rightsPM }));
    await loadSession(env);
    await pullSnapshots(env);
    expect(optionCalls(calls)).toHaveLength(0);
    expect(await env.db.cartOptions.get(BRANCH.id)).toBeUndefined();
  });

  it('ask only the list of the panel the user may fill, the other stored empty', async () => {
    const env = makeEnv();
    const { calls } = installFetch(routes({ rights: ['CART_CREATE', 'PRODUCT_ACCESS'], rightsPM: SELLER.rightsPM }));
    await loadSession(env);
    await pullSnapshots(env);
    expect(optionCalls(calls).map((c) => c.url.split('?')[0])).toEqual([ProductPath.OPTIONS_TO_ADD_CART]);
    const stored = await env.db.cartOptions.get(BRANCH.id);
    expect(stored?.products).toEqual([PRODUCT]);
    expect(stored?.giftCards).toEqual([]);
  });
});
