import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Page, type ProductDetail, type ProductOption, type ProductRow, type SavedId } from '../../src/domain/catalogue/contract';
import { ProductPath } from '../../src/domain/catalogue/paths';
import { DEMO_PRODUCTS } from '../../src/server/seed/seedProducts';
import { body, signIn, type SignedIn, type TestEnv } from './helpers';
import { allowRight, revokeRight, catalogueFingerprint, PNG_BYTES, postMultipart, setupCatalogueEnv } from './catalogueHelpers';

describe('products', () => {
  let env: TestEnv;
  let admin: SignedIn;
  let downtown: string;
  let plateau: string;

  beforeAll(async () => {
    ({ env, admin, downtown, plateau } = await setupCatalogueEnv());
  });
  afterAll(async () => {
    await env.close();
  });

  const fields = (over: Record<string, string> = {}) => ({
    branchId: downtown,
    code: 'mask-01',
    name: 'Clay mask',
    price: '2950',
    active: 'true',
    description: 'Purifying mask',
    image: 'null',
    ...over,
  });
  const create = (over: Record<string, string> = {}, file?: Parameters<typeof postMultipart>[4], who: SignedIn = admin) =>
    postMultipart(env.app, ProductPath.CREATE, who.headers, fields(over), file);
  const detail = async (id: string) => body<ProductDetail>(await env.app.inject({ method: 'GET', url: `${ProductPath.DETAIL}?id=${id}`, headers: admin.headers })).result;

  it('the demo seeds the shelf in each branch', async () => {
    const page = body<Page<ProductRow>>(await env.app.inject({ method: 'GET', url: `${ProductPath.LIST}?branchId=${downtown}`, headers: admin.headers })).result;
    expect(page.total).toBe(DEMO_PRODUCTS.length);
    expect(page.items.map((p) => p.code)).toEqual([...DEMO_PRODUCTS.map((p) => p.code)].sort());
    const options = body<ProductOption[]>(await env.app.inject({ method: 'GET', url: `${ProductPath.OPTIONS_TO_ADD_CART}?branchId=${plateau}`, headers: admin.headers })).result;
    // Only active products can go in a cart.
    expect(options).toHaveLength(DEMO_PRODUCTS.filter((p) => p.active).length);
    expect(options.some((o) => o.code === 'GIFT-BOX')).toBe(false);
  });

  it('creates with an uppercased code, price in cents and a picture; detail by ?id and /id', async () => {
    const res = await create({}, { bytes: PNG_BYTES });
    expect(res.statusCode).toBe(200);
    const { id } = body<SavedId>(res).result;
    const product = await detail(id);
    expect(product).toMatchObject({ code: 'MASK-01', name: 'Clay mask', price: 2950, active: true, description: 'Purifying mask', deletable: true });
    expect(product.image).toMatch(/^\/api\/tenant\/public\/image\//);
    const byPath = await env.app.inject({ method: 'GET', url: `${ProductPath.DETAIL}/${id}`, headers: admin.headers });
    expect(body<ProductDetail>(byPath).result.id).toBe(id);
    // The same code may exist in another branch.
    expect((await create({ branchId: plateau })).statusCode).toBe(200);
  });

  it('refuses a duplicate code, missing fields and a bad code, writing nothing', async () => {
    const before = await catalogueFingerprint(env.db);
    const duplicate = await create({ code: ' Mask-01 ' });
    expect(duplicate.statusCode).toBe(409);
    expect(body(duplicate)).toMatchObject({ code: 'CODE_EXISTS', message: 'Code already exists' });
    const missing = await create({ code: '', name: '', price: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ fields: Record<string, string> }>().fields).toEqual({
      code: 'Please fill out this field', name: 'Please fill out this field', price: 'Please fill out this field',
    });
    const badCode = await create({ code: 'A B' });
    expect(badCode.json<{ fields: Record<string, string> }>().fields).toEqual({ code: 'Use only letters, digits, - and _' });
    const badActive = await create({ code: 'X1', active: 'maybe' });
    expect(badActive.statusCode).toBe(400);
    expect(await catalogueFingerprint(env.db)).toBe(before);
  });

  it('updates everything but the code; the code cannot change', async () => {
    const { id } = body<SavedId>(await create({ code: 'SOAP' })).result;
    const res = await postMultipart(env.app, ProductPath.UPDATE, admin.headers, fields({ id, code: 'SOAP', name: 'Olive soap', price: '800', active: 'false', description: '' }));
    expect(res.statusCode).toBe(200);
    expect(await detail(id)).toMatchObject({ code: 'SOAP', name: 'Olive soap', price: 800, active: false, description: null });
    const before = await catalogueFingerprint(env.db);
    const renamed = await postMultipart(env.app, ProductPath.UPDATE, admin.headers, fields({ id, code: 'SOAP2' }));
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json<{ fields: Record<string, string> }>().fields).toEqual({ code: 'The code cannot be changed' });
    const noPrice = await postMultipart(env.app, ProductPath.UPDATE, admin.headers, fields({ id, code: 'SOAP', price: '' }));
    expect(noPrice.statusCode).toBe(400);
    const unknown = await postMultipart(env.app, ProductPath.UPDATE, admin.headers, fields({ id: '00000000-0000-4000-8000-000000000000' }));
    expect(unknown.statusCode).toBe(404);
    expect(await catalogueFingerprint(env.db)).toBe(before);
  });

  it('deletes a product in no cart, refuses one in a cart', async () => {
    const { id } = body<SavedId>(await create({ code: 'TEMP' })).result;
    expect((await env.app.inject({ method: 'POST', url: `${ProductPath.DELETE}?id=${id}`, headers: admin.headers })).statusCode).toBe(200);
    expect((await env.app.inject({ method: 'GET', url: `${ProductPath.DETAIL}?id=${id}`, headers: admin.headers })).statusCode).toBe(404);

    const { id: kept } = body<SavedId>(await create({ code: 'KEPT' })).result;
    const ids = await env.db.one<{ tenant_id: string; user_id: string }>(
      `SELECT t.id AS tenant_id, u.id AS user_id FROM tenant t JOIN app_user u ON u.tenant_id = t.id WHERE u.username = 'admin'`,
    );
    await env.db.query(
      `INSERT INTO cart (id, tenant_id, branch_id, code, status, created_by, created_at, updated_at)
       VALUES ('10000000-0000-4000-8000-000000000001', $1, $2, 'C-1', 'New', $3, now(), now())`,
      [ids.tenant_id, downtown, ids.user_id],
    );
    await env.db.query(
      `INSERT INTO cart_item (id, tenant_id, cart_id, kind, product_id, name, price_cents)
       VALUES ('10000000-0000-4000-8000-000000000002', $1, '10000000-0000-4000-8000-000000000001', 'PRODUCT', $2, 'Kept', 100)`,
      [ids.tenant_id, kept],
    );
    expect((await detail(kept)).deletable).toBe(false);
    const before = await catalogueFingerprint(env.db);
    const refused = await env.app.inject({ method: 'POST', url: `${ProductPath.DELETE}?id=${kept}`, headers: admin.headers });
    expect(refused.statusCode).toBe(409);
    expect(body(refused).message).toBe('This record could not be deleted because of an association.');
    expect(await catalogueFingerprint(env.db)).toBe(before);
  });

  it('pages and searches by code and name', async () => {
    const page = body<Page<ProductRow>>(await env.app.inject({ method: 'GET', url: `${ProductPath.LIST}?branchId=${downtown}&query=oil&size=2`, headers: admin.headers })).result;
    expect(page.total).toBe(2);
    expect(page.items.map((p) => p.code)).toEqual(['CUTICLE-OIL', 'HAIR-OIL']);
  });

  it('checks the product rights on every call', async () => {
    // The demo front desk reads products to sell them from carts; take that away to see every call refused.
    await revokeRight(env.db, 'FRONT_DESK', 'Maple Beauty', 'PRODUCT_ACCESS');
    const frontdesk = await signIn(env.app, 'frontdesk');
    const id = (await env.db.one<{ id: string }>(`SELECT id FROM product WHERE branch_id = $1 AND code = 'SOAP'`, [downtown])).id;
    const before = await catalogueFingerprint(env.db);
    const calls = [
      () => env.app.inject({ method: 'GET', url: `${ProductPath.LIST}?branchId=${downtown}`, headers: frontdesk.headers }),
      () => env.app.inject({ method: 'GET', url: `${ProductPath.DETAIL}?id=${id}`, headers: frontdesk.headers }),
      () => env.app.inject({ method: 'GET', url: `${ProductPath.OPTIONS_TO_ADD_CART}?branchId=${downtown}`, headers: frontdesk.headers }),
      () => env.app.inject({ method: 'POST', url: `${ProductPath.DELETE}?id=${id}`, headers: frontdesk.headers }),
      () => create({ code: 'DESK' }, undefined, frontdesk),
      () => postMultipart(env.app, ProductPath.UPDATE, frontdesk.headers, fields({ id, code: 'SOAP' })),
    ];
    for (const call of calls) expect(body(await call()).code).toBe('FORBIDDEN');
    await allowRight(env.db, 'FRONT_DESK', 'Maple Beauty', 'PRODUCT_ACCESS');
    expect((await calls[2]!()).statusCode).toBe(200);
    expect((await calls[4]!()).statusCode).toBe(403);
    expect(await catalogueFingerprint(env.db)).toBe(before);
  });
});
