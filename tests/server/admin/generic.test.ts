// The back office's generic server parts on a real PGlite: the paged list (page, total, search,
// sort whitelist, tenant and branch scope), the generic delete (404 outside the caller's tenant
// or branches, DELETE_ASSOCIATED on a foreign key inside a savepoint that leaves the caller's
// transaction usable), and the action log's old and new values.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CheckoutMethodRow, type Page, type ProductRow, type SavedId } from '../../../src/domain/catalogue/contract';
import { CheckoutMethodPath, ProductPath } from '../../../src/domain/catalogue/paths';
import { AppError } from '../../../src/domain/errors';
import { EntityType } from '../../../src/server/actionLog/actionLogRepository';
import { deleteRecord } from '../../../src/server/admin/deleteRecord';
import { productDelete } from '../../../src/server/products/productService';
import { body, branchIdByName, setupTestEnv, signIn, userIdByName, TEST_NOW, type SignedIn, type TestEnv } from '../helpers';
import { cartBody, createCart, insertProduct, productLine } from '../cartFixtures';
import { postMultipart } from '../catalogueHelpers';

describe('generic list, delete and action log', () => {
  let env: TestEnv;
  let admin: SignedIn;
  let downtown: string;
  let plateau: string;
  let adminId: string;
  let tenantId: string;

  beforeAll(async () => {
    env = await setupTestEnv();
    admin = await signIn(env.app, 'admin');
    downtown = await branchIdByName(env.db, 'Downtown Toronto');
    plateau = await branchIdByName(env.db, 'Plateau Montréal');
    adminId = await userIdByName(env.db, 'admin');
    tenantId = (await env.db.one<{ tenant_id: string }>(`SELECT tenant_id FROM branch WHERE id = $1`, [downtown])).tenant_id;
    for (let i = 1; i <= 20; i++) await insertProduct(env.db, { branchId: downtown, code: `PAGE-${String(i).padStart(2, '0')}`, name: `Paged ${i}`, price: i * 100 });
    await insertProduct(env.db, { branchId: plateau, code: 'PAGE-PL', name: 'Paged in Plateau', price: 100 });
    await insertProduct(env.db, { branchId: downtown, code: 'PAGE-GONE', name: 'Paged but deleted', price: 100, deleted: true });
  });
  afterAll(async () => {
    await env.close();
  });

  const list = async (query: string) => env.app.inject({ method: 'GET', url: `${ProductPath.LIST}?branchId=${downtown}&${query}`, headers: admin.headers });

  it('pages 15 at a time with the total over every page, only the branch’s live rows', async () => {
    const first = body<Page<ProductRow>>(await list('query=page-'));
    expect(first.result).toMatchObject({ total: 20, page: 1, size: 15 });
    expect(first.result.items).toHaveLength(15);
    const second = body<Page<ProductRow>>(await list('query=page-&page=2')).result;
    expect(second.items.map((p) => p.code)).toEqual(['PAGE-16', 'PAGE-17', 'PAGE-18', 'PAGE-19', 'PAGE-20']);
    const all = [...first.result.items, ...second.items].map((p) => p.code);
    expect(new Set(all).size).toBe(20);
    expect(all).not.toContain('PAGE-PL');
    expect(all).not.toContain('PAGE-GONE');
  });

  it('sorts by a whitelisted column either way, and refuses any other with a coded problem', async () => {
    const dear = body<Page<ProductRow>>(await list('query=page-&sort=price&order=desc&size=3')).result.items.map((p) => p.price);
    expect(dear).toEqual([2000, 1900, 1800]);
    const byName = body<Page<ProductRow>>(await list('query=paged&sort=name&size=2')).result.items.map((p) => p.name);
    expect(byName).toEqual(['Paged 1', 'Paged 10']);
    const refused = await list('sort=price_cents%3B%20DROP%20TABLE%20product');
    expect(refused.statusCode).toBe(400);
    expect(body(refused)).toMatchObject({ code: 'VALIDATION', problems: { sort: { code: 'INVALID' } } });
    expect((await list('size=101')).statusCode).toBe(400);
  });

  it('a tenant-wide list (checkout methods) is searched and sorted the same way', async () => {
    const res = await env.app.inject({ method: 'GET', url: `${CheckoutMethodPath.LIST}?sort=name&order=desc`, headers: admin.headers });
    const names = body<Page<CheckoutMethodRow>>(res).result.items.map((m) => m.name);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a)));
    const cash = body<Page<CheckoutMethodRow>>(await env.app.inject({ method: 'GET', url: `${CheckoutMethodPath.LIST}?query=cas`, headers: admin.headers })).result;
    expect(cash.items.map((m) => m.code)).toEqual(['CASH']);
  });

  it('deletes only within the caller’s branches: another branch’s record is not found', async () => {
    const id = await insertProduct(env.db, { branchId: plateau, code: 'DEL-PL', price: 100 });
    const actor = { tenantId, userId: adminId, now: TEST_NOW, branchIds: [downtown] };
    await expect(deleteRecord(env.db, actor, productDelete, id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(deleteRecord(env.db, { ...actor, tenantId: '00000000-0000-4000-8000-000000000000', branchIds: [plateau] }, productDelete, id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await env.db.maybeOne(`SELECT 1 FROM product WHERE id = $1`, [id])).not.toBeNull();
  });

  it('a record others point at is refused with the association message; the caller’s transaction goes on', async () => {
    const id = await insertProduct(env.db, { branchId: downtown, code: 'DEL-CART', price: 700 });
    expect((await createCart(env, admin, cartBody({ branchId: downtown, items: [productLine(id)] }))).statusCode).toBe(200);

    const res = await env.app.inject({ method: 'POST', url: `${ProductPath.DELETE}?id=${id}`, headers: admin.headers });
    expect(res.statusCode).toBe(409);
    expect(body(res)).toMatchObject({ code: 'DELETE_ASSOCIATED', message: 'This record could not be deleted because of an association.' });

    // Inside a larger transaction: the refusal rolls back to its savepoint only.
    const actor = { tenantId, userId: adminId, now: TEST_NOW, branchIds: [downtown] };
    const after = await env.db.transaction(async (tx) => {
      const refusal = await deleteRecord(tx, actor, productDelete, id).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(AppError);
      return tx.one<{ n: number }>(`SELECT count(*)::int AS n FROM product WHERE id = $1`, [id]);
    });
    expect(after.n).toBe(1);
    expect(await env.db.maybeOne(`SELECT 1 FROM action_log WHERE entity_id = $1 AND action = 'delete'`, [id])).toBeNull();
  });

  it('logs a delete with the record’s last values, and the record is gone', async () => {
    const id = await insertProduct(env.db, { branchId: downtown, code: 'DEL-OK', name: 'Going', price: 450 });
    const res = await env.app.inject({ method: 'POST', url: `${ProductPath.DELETE}?id=${id}`, headers: admin.headers });
    expect(body(res)).toMatchObject({ success: true, message: 'Delete success' });
    expect(await env.db.maybeOne(`SELECT 1 FROM product WHERE id = $1`, [id])).toBeNull();
    const log = await env.db.one<{ action: string; entity_type: string; branch_id: string; user_id: string; edit_info: unknown }>(
      `SELECT action, entity_type, branch_id, user_id, edit_info FROM action_log WHERE entity_id = $1`,
      [id],
    );
    expect(log).toMatchObject({ action: 'delete', entity_type: EntityType.PRODUCT, branch_id: downtown, user_id: adminId });
    expect(log.edit_info).toEqual({ old: { code: 'DEL-OK', name: 'Going', price: 450, active: true, description: null, image: null }, new: {} });
  });

  it('logs a create with every value new and an update with old and new of the changed fields only', async () => {
    const created = await postMultipart(env.app, ProductPath.CREATE, admin.headers, { branchId: downtown, code: 'LOG-1', name: 'Logged', price: '1000', active: 'true' });
    const { id } = body<SavedId>(created).result;
    await postMultipart(env.app, ProductPath.UPDATE, admin.headers, { id, branchId: downtown, code: 'LOG-1', name: 'Logged', price: '1250', active: 'true' });
    const logs = await env.db.query<{ action: string; edit_info: unknown }>(`SELECT action, edit_info FROM action_log WHERE entity_id = $1 ORDER BY action`, [id]);
    expect(logs).toEqual([
      { action: 'create', edit_info: { old: {}, new: { code: 'LOG-1', name: 'Logged', price: 1000, active: true, description: null, image: null } } },
      { action: 'update', edit_info: { code: 'LOG-1', old: { price: 1000 }, new: { price: 1250 } } },
    ]);
  });

  it('logs switching a checkout method off as a change of status', async () => {
    const created = await env.app.inject({
      method: 'POST',
      url: CheckoutMethodPath.CREATE,
      headers: admin.headers,
      payload: { code: 'LOGPAY', name: 'Log pay', priority: 70, isDefault: false, active: true },
    });
    const { id } = body<SavedId>(created).result;
    await env.app.inject({ method: 'POST', url: CheckoutMethodPath.UPDATE, headers: admin.headers, payload: { id, name: 'Log pay', priority: 70, isDefault: false, active: false } });
    const log = await env.db.one<{ action: string; edit_info: unknown }>(`SELECT action, edit_info FROM action_log WHERE entity_id = $1 AND action <> 'create'`, [id]);
    expect(log).toEqual({ action: 'change status', edit_info: { code: 'LOGPAY', old: { active: true }, new: { active: false } } });
  });
});
