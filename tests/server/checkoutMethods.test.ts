import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CheckoutMethodRow, type Page, type SavedId } from '../../src/domain/catalogue/contract';
import { CheckoutMethodPath } from '../../src/domain/catalogue/paths';
import { PosPath, type CheckoutMethod } from '../../src/domain/pos';
import { body, setupTestEnv, signIn, type SignedIn, type TestEnv } from './helpers';
import { catalogueFingerprint } from './catalogueHelpers';

const DEFAULT_MESSAGE = 'Please set another checkout method as default before deleting or deactivating this method.';

describe('checkout methods', () => {
  let env: TestEnv;
  let admin: SignedIn;

  beforeAll(async () => {
    env = await setupTestEnv();
    admin = await signIn(env.app, 'admin');
  });
  afterAll(async () => {
    await env.close();
  });

  const list = async (who: SignedIn = admin) =>
    body<Page<CheckoutMethodRow>>(await env.app.inject({ method: 'GET', url: CheckoutMethodPath.LIST, headers: who.headers })).result.items;
  const byCode = async (code: string) => {
    const method = (await list()).find((m) => m.code === code);
    if (!method) throw new Error(`no ${code}`);
    return method;
  };
  const post = (url: string, payload?: object) => env.app.inject({ method: 'POST', url, headers: admin.headers, payload });
  const update = (m: CheckoutMethodRow, over: Partial<CheckoutMethodRow>) =>
    post(CheckoutMethodPath.UPDATE, { id: m.id, name: m.name, priority: m.priority, isDefault: m.isDefault, active: m.active, ...over });

  it('lists every method of the tenant in priority order', async () => {
    const methods = await list();
    expect(methods.map((m) => [m.code, m.isDefault, m.active])).toEqual([
      ['CASH', true, true], ['CARD', false, true], ['E_TRANSFER', false, true], ['GIFT_CERTIFICATE', false, true],
    ]);
    expect(methods[0]?.deletable).toBe(false);
  });

  it('refuses to deactivate, un-default or delete the default method, with the spec message', async () => {
    const cash = await byCode('CASH');
    const before = await catalogueFingerprint(env.db);
    for (const res of [await update(cash, { active: false }), await update(cash, { isDefault: false }), await post(`${CheckoutMethodPath.DELETE}?id=${cash.id}`)]) {
      expect(res.statusCode).toBe(409);
      expect(body(res)).toMatchObject({ success: false, code: 'CHECKOUT_METHOD_DEFAULT', message: DEFAULT_MESSAGE });
    }
    expect(await catalogueFingerprint(env.db)).toBe(before);
  });

  it('makes another method the default, taking the flag from the previous one in one go', async () => {
    const card = await byCode('CARD');
    expect((await update(card, { isDefault: true, name: 'Debit / credit card', priority: 5 })).statusCode).toBe(200);
    const methods = await list();
    expect(methods.filter((m) => m.isDefault).map((m) => m.code)).toEqual(['CARD']);
    expect(methods.find((m) => m.code === 'CARD')).toMatchObject({ name: 'Debit / credit card', priority: 5 });
    // Cash is no longer the default: it can now be deactivated, and the tablet's combo drops it.
    const cash = await byCode('CASH');
    expect((await update(cash, { active: false })).statusCode).toBe(200);
    const combo = body<CheckoutMethod[]>(await env.app.inject({ method: 'GET', url: PosPath.CHECKOUT_METHODS, headers: admin.headers })).result;
    expect(combo.map((m) => m.code)).not.toContain('CASH');
    expect(combo.find((m) => m.isDefault)?.code).toBe('CARD');
    await update(await byCode('CASH'), { active: true, isDefault: true, priority: 1 });
    expect((await list()).filter((m) => m.isDefault).map((m) => m.code)).toEqual(['CASH']);
  });

  it('creates a method with an uppercased unique code, and as default when asked', async () => {
    const res = await post(CheckoutMethodPath.CREATE, { code: 'voucher_paper', name: 'Paper voucher', priority: 9, isDefault: false, active: true });
    expect(res.statusCode).toBe(200);
    const created = await byCode('VOUCHER_PAPER');
    expect(created).toMatchObject({ id: body<SavedId>(res).result.id, isDefault: false, deletable: true });
    const before = await catalogueFingerprint(env.db);
    const duplicate = await post(CheckoutMethodPath.CREATE, { code: 'Voucher_Paper', name: 'Again', priority: 1, isDefault: false, active: true });
    expect(body(duplicate)).toMatchObject({ code: 'CODE_EXISTS', message: 'Code already exists' });
    const inactiveDefault = await post(CheckoutMethodPath.CREATE, { code: 'NEW', name: 'New', priority: 1, isDefault: true, active: false });
    expect(inactiveDefault.statusCode).toBe(400);
    expect(inactiveDefault.json<{ fields: Record<string, string> }>().fields).toEqual({ active: 'The default checkout method must be active' });
    const missing = await post(CheckoutMethodPath.CREATE, { code: '', name: ' ', priority: 1, isDefault: false, active: true });
    expect(missing.json<{ fields: Record<string, string> }>().fields).toEqual({ code: 'Please fill out this field', name: 'Please fill out this field' });
    const badType = await post(CheckoutMethodPath.CREATE, { code: 'X', name: 'X', priority: 'high', isDefault: false, active: true });
    expect(badType.statusCode).toBe(400);
    expect(await catalogueFingerprint(env.db)).toBe(before);
  });

  it('deletes an unused method, refuses one used by a pay-in', async () => {
    const paper = await byCode('VOUCHER_PAPER');
    expect((await post(`${CheckoutMethodPath.DELETE}?id=${paper.id}`)).statusCode).toBe(200);
    expect((await list()).some((m) => m.code === 'VOUCHER_PAPER')).toBe(false);
    expect((await post(`${CheckoutMethodPath.DELETE}?id=${paper.id}`)).statusCode).toBe(404);

    const card = await byCode('CARD');
    const ids = await env.db.one<{ tenant_id: string; branch_id: string; user_id: string }>(
      `SELECT u.tenant_id, b.id AS branch_id, u.id AS user_id FROM app_user u JOIN branch b ON b.tenant_id = u.tenant_id
        WHERE u.username = 'admin' AND b.name = 'Downtown Toronto'`,
    );
    await env.db.query(
      `INSERT INTO pos_action (id, tenant_id, branch_id, type, value_cents, action_time, checkout_method_id, code, created_by, created_at)
       VALUES ('20000000-0000-4000-8000-000000000001', $1, $2, 'IN', 100, now(), $3, 'DT-T-1', $4, now())`,
      [ids.tenant_id, ids.branch_id, card.id, ids.user_id],
    );
    expect((await byCode('CARD')).deletable).toBe(false);
    const before = await catalogueFingerprint(env.db);
    const refused = await post(`${CheckoutMethodPath.DELETE}?id=${card.id}`);
    expect(refused.statusCode).toBe(409);
    expect(body(refused).message).toBe('This record could not be deleted because of an association.');
    expect(await catalogueFingerprint(env.db)).toBe(before);
  });

  it('checks the checkout method rights and keeps tenants apart', async () => {
    const frontdesk = await signIn(env.app, 'frontdesk');
    const cash = await byCode('CASH');
    const before = await catalogueFingerprint(env.db);
    const calls = [
      env.app.inject({ method: 'GET', url: CheckoutMethodPath.LIST, headers: frontdesk.headers }),
      env.app.inject({ method: 'POST', url: CheckoutMethodPath.CREATE, headers: frontdesk.headers, payload: { code: 'A', name: 'A', priority: 1, isDefault: false, active: true } }),
      env.app.inject({ method: 'POST', url: CheckoutMethodPath.UPDATE, headers: frontdesk.headers, payload: { id: cash.id, name: 'X', priority: 1, isDefault: true, active: true } }),
      env.app.inject({ method: 'POST', url: `${CheckoutMethodPath.DELETE}?id=${cash.id}`, headers: frontdesk.headers }),
    ];
    for (const res of await Promise.all(calls)) expect(body(res).code).toBe('FORBIDDEN');
    // The front desk still reads the combo it pays with.
    expect((await env.app.inject({ method: 'GET', url: PosPath.CHECKOUT_METHODS, headers: frontdesk.headers })).statusCode).toBe(200);

    const lotus = await signIn(env.app, 'lotus');
    const lotusList = body<Page<CheckoutMethodRow>>(await env.app.inject({ method: 'GET', url: CheckoutMethodPath.LIST, headers: lotus.headers })).result.items;
    expect(lotusList.some((m) => m.id === cash.id)).toBe(false);
    const foreign = [
      await env.app.inject({ method: 'POST', url: CheckoutMethodPath.UPDATE, headers: lotus.headers, payload: { id: cash.id, name: 'Hacked', priority: 1, isDefault: true, active: true } }),
      await env.app.inject({ method: 'POST', url: `${CheckoutMethodPath.DELETE}?id=${cash.id}`, headers: lotus.headers }),
    ];
    for (const res of foreign) expect(res.statusCode).toBe(404);
    expect(await catalogueFingerprint(env.db)).toBe(before);
  });
});
