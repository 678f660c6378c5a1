import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath, type BranchConfigResult, type CheckLoginResult, type LanguageResult, type LoadConfigResult } from '../../src/domain/api';
import type { PaymentOptions } from '../../src/domain/bill/types';
import { BillPath } from '../../src/domain/bill/paths';
import { errorMessages } from '../../src/domain/error-messages-en';
import { PosPath, type CheckoutMethod } from '../../src/domain/pos';
import { ALL_PLAN_RIGHTS, ALL_RIGHTS } from '../../src/domain/rights';
import { BRANCH_MANAGER_RIGHTS, FRONT_DESK_RIGHTS } from '../../src/domain/people/default-roles';
import { SetupPath, type CreateBusinessResult, type SetupStatus } from '../../src/domain/setup';
import type { Db } from '../../src/server/db/db';
import { seedIfEmpty } from '../../src/server/seed/seedDemo';
import { calculateBill } from '../../src/domain/bill/calculate-bill';
import { billLinesForCartItems, expectedOf } from '../../src/domain/bill/bill-rules';
import { CartPath, type CartSaveResult } from '../../src/domain/cart/contract';
import { postJson } from './billingFixtures';
import { cartBody, insertProduct, productLine } from './cartFixtures';
import { body, cookieHeader, createMigratedTestDb, setCookies, setupTestEnv, signIn, TEST_NOW, TEST_TODAY, type TestEnv } from './helpers';
import { newBusiness, OWNER_PASSWORD, postSetup } from './setupFixtures';
import { provinceTaxes } from '../../src/domain/branch/province-taxes';

/** Rows a setup writes, counted: a refused one must leave every count as it was. */
async function setupCounts(db: Db): Promise<Record<string, number>> {
  const tables = ['plan', 'plan_right', 'tenant', 'branch', 'branch_config', 'role', 'role_right', 'app_user', 'user_role', 'user_branch', 'checkout_method', 'session', 'action_log'];
  const out: Record<string, number> = {};
  for (const t of tables) out[t] = (await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM ${t}`)).n;
  return out;
}

const status = async (env: TestEnv) => body<SetupStatus>(await env.app.inject({ method: 'GET', url: SetupPath.STATUS })).result;

describe('first run: create your business on an empty database', () => {
  let env: TestEnv;
  let owner: Record<string, string>;
  beforeAll(async () => {
    env = await setupTestEnv(await createMigratedTestDb());
  });
  afterAll(async () => {
    await env.close();
  });

  it('says no business exists yet, to anyone', async () => {
    expect(await status(env)).toEqual({ businessExists: false });
  });

  it('refuses a form the schemas refuse with 400, the field and its words, writing nothing', async () => {
    const before = await setupCounts(env.db);
    const good = newBusiness();
    const cases: [unknown, string, string][] = [
      [{}, 'businessName', 'Please fill out this field'],
      [{ ...good, businessName: '   ' }, 'businessName', 'Please fill out this field'],
      [{ ...good, language: 'de' }, 'language', 'This value is not valid'],
      [{ ...good, owner: { ...good.owner, password: 'owner2026', confirmPassword: 'owner2026' } }, 'owner.password', errorMessages.PASSWORD_RULES],
      [{ ...good, owner: { ...good.owner, confirmPassword: 'Owner2027!' } }, 'owner.confirmPassword', errorMessages.PASSWORD_CONFIRM_MISMATCH],
      [{ ...good, owner: { ...good.owner, username: '' } }, 'owner.username', 'Please fill out this field'],
      [{ ...good, branch: { ...good.branch, code: 'V Q' } }, 'branch.code', 'Use only letters, digits, - and _'],
      [{ ...good, branch: { ...good.branch, timeZone: 'Mars/Olympus' } }, 'branch.timeZone', 'This value is not valid'],
      [{ ...good, branch: { ...good.branch, timeZone: '+05:00' } }, 'branch.timeZone', 'This value is not valid'],
      [{ ...good, branch: { ...good.branch, phoneFormat: '555-CALL' } }, 'branch.phoneFormat', 'This value is not valid'],
      [{ ...good, branch: { ...good.branch, province: 'XX' } }, 'branch.province', 'This value is not valid'],
      [{ ...good, branch: { ...good.branch, province: '' } }, 'branch.province', 'This value is not valid'],
      [{ ...good, branch: { ...good.branch, moneySymbol: '' } }, 'branch.moneySymbol', 'Please fill out this field'],
    ];
    for (const [payload, field, words] of cases) {
      const res = await postSetup(env.app, payload);
      expect(res.statusCode, field).toBe(400);
      const answer = body(res);
      expect(answer).toMatchObject({ success: false, code: 'VALIDATION', result: null });
      expect(answer.message).toContain(`${field}: ${words}`);
    }
    expect(await setupCounts(env.db)).toEqual(before);
    expect(await status(env)).toEqual({ businessExists: false });
  });

  it('refuses a request without the CSRF token like every other write', async () => {
    const before = await setupCounts(env.db);
    const res = await env.app.inject({ method: 'POST', url: SetupPath.CREATE_BUSINESS, payload: newBusiness() });
    expect(res.statusCode).toBe(403);
    expect(body(res).code).toBe('CSRF_INVALID');
    expect(await setupCounts(env.db)).toEqual(before);
  });

  it('creates the business, its owner and its branch in one go and signs the owner in, whatever ids the body names', async () => {
    const foreignTenant = randomUUID();
    const res = await postSetup(env.app, { ...newBusiness(), tenantId: foreignTenant, userId: randomUUID(), branchId: randomUUID() });
    expect(res.statusCode).toBe(200);
    const created = body<CreateBusinessResult>(res).result;
    expect(created.tenantId).not.toBe(foreignTenant);
    const session = setCookies(res).fd_session;
    expect(session).toBeTruthy();
    const xsrf = (await env.app.inject({ method: 'GET', url: ApiPath.CHECK_LOGIN })).cookies.find((c) => c.name === 'xsrf-id-token')?.value ?? '';
    owner = { cookie: cookieHeader({ fd_session: session ?? '', 'xsrf-id-token': xsrf }), 'x-request-verification-token': xsrf };

    const check = body<CheckLoginResult>(await env.app.inject({ method: 'GET', url: ApiPath.CHECK_LOGIN, headers: owner })).result;
    expect(check.isAuthenticated).toBe(true);
    expect(check.authData).toMatchObject({ fullName: 'Claire Dubois', tenantId: created.tenantId, userId: created.userId, branchId: created.branchId, isTenantSelection: false });
    expect(check.branch).toEqual({ id: created.branchId, name: 'Vieux-Québec', code: 'VQ', timeZone: 'America/Toronto' });
    expect(check.rights.rights).toEqual([...ALL_RIGHTS].sort());
    expect(check.rights.rightsPM).toEqual([...ALL_PLAN_RIGHTS].sort());

    const config = body<LoadConfigResult>(await env.app.inject({ method: 'GET', url: ApiPath.LOAD_CONFIG, headers: owner })).result;
    expect(config).toEqual({ branchOptions: [{ id: created.branchId, name: 'Vieux-Québec', code: 'VQ' }], canSelectTenant: true, tenant: { id: created.tenantId, name: 'Birch & Bloom Spa' } });
  });

  it('gives the branch its settings, the spec’s working hours and what the counter needs for a first payment', async () => {
    const get = async <T>(url: string) => body<T>(await env.app.inject({ method: 'GET', url, headers: owner })).result;
    expect(await get<BranchConfigResult>(ApiPath.GET_CONFIG)).toMatchObject({
      language: 'fr',
      timeZone: 'America/Toronto',
      moneySymbol: '$',
      phone: { pattern: '(000) 000-0000', length: 10 },
      startTime: '08:00',
      endTime: '17:00',
      multitask: false,
    });
    expect((await get<LanguageResult>(ApiPath.GET_LANGUAGE)).language).toBe('fr');
    const methods = await get<CheckoutMethod[]>(PosPath.CHECKOUT_METHODS);
    expect(methods.map(({ code, name, isDefault, active }) => ({ code, name, isDefault, active }))).toEqual([{ code: 'CASH', name: 'Espèces', isDefault: true, active: true }]);
    const check = await get<CheckLoginResult>(ApiPath.CHECK_LOGIN);
    const options = await get<PaymentOptions>(`${BillPath.PAYMENT_OPTIONS}?branchId=${check.branch?.id ?? ''}`);
    // Québec's taxes, from the province the form asked for.
    expect(options.taxes.map((x) => [x.kind, x.rate, x.appliesTo])).toEqual([['GST', 5, 'BOTH'], ['QST', 9.975, 'BOTH']]);
    expect(options).toMatchObject({ checkOutDefaultId: methods[0]?.id, paymentMethods: [], vouchers: [], giftCards: [] });
    // An empty day: no technician, no booking.
    expect(await get<unknown[]>(`${ApiPath.DAY_TECHNICIANS}?branchId=${check.branch?.id ?? ''}&date=${TEST_TODAY}`)).toEqual([]);
    // The roles every business starts with, named in the business's language.
    const roles = await env.db.query<{ code: string; name: string; type: string; n: number }>(
      `SELECT r.code, r.name, r.type, count(rr.*)::int AS n FROM role r JOIN role_right rr ON rr.role_id = r.id AND rr.setting = 'ALLOW' GROUP BY r.id ORDER BY r.code`,
    );
    expect(roles).toEqual([
      { code: 'ADMIN', name: 'Administrateur', type: 'TENANT_ADMIN', n: ALL_RIGHTS.length },
      { code: 'FRONT_DESK', name: 'Accueil', type: 'BRANCH_ADMIN', n: FRONT_DESK_RIGHTS.length },
      { code: 'MANAGER', name: 'Gérant de succursale', type: 'BRANCH_ADMIN', n: BRANCH_MANAGER_RIGHTS.length },
    ]);
    const logged = await env.db.query<{ entity_type: string }>(`SELECT entity_type FROM action_log WHERE action = 'create' ORDER BY entity_type`);
    expect(logged.map((r) => r.entity_type)).toEqual(['BRANCH', 'ROLE', 'ROLE', 'ROLE', 'TENANT', 'USER']);
  });

  it('says a business exists from now on', async () => {
    expect(await status(env)).toEqual({ businessExists: true });
  });

  it('lets the owner sign in with the new password, and only with it', async () => {
    const signed = await signIn(env.app, 'claire', { password: OWNER_PASSWORD });
    const check = body<CheckLoginResult>(await env.app.inject({ method: 'GET', url: ApiPath.CHECK_LOGIN, headers: signed.headers })).result;
    expect(check.authData?.fullName).toBe('Claire Dubois');
    await expect(signIn(env.app, 'claire', { password: 'Salon123!' })).rejects.toThrow(/sign-in of claire failed/);
  });

  it('takes a first payment at the counter in the money received through Cash', async () => {
    const claire = await signIn(env.app, 'claire', { password: OWNER_PASSWORD });
    const branchId = (await env.db.one<{ id: string }>(`SELECT id FROM branch`)).id;
    const cash = (await env.db.one<{ id: string }>(`SELECT id FROM checkout_method WHERE code = 'CASH'`)).id;
    // The product screen's work, done straight in the table.
    const oil = await insertProduct(env.db, { branchId, code: 'OIL', name: 'Cuticle oil', price: 2000 });
    const cart = await postJson(env, claire, CartPath.CREATE, cartBody({ branchId, items: [productLine(oil)] }));
    expect(cart.statusCode, cart.body).toBe(200);
    const cartId = body<CartSaveResult>(cart).result.id;
    const received = [{ checkoutMethodId: cash, amount: 2500 }];
    const expected = expectedOf(calculateBill({ lines: billLinesForCartItems([{ kind: 'PRODUCT', price: 2000, quantity: 1 }]), taxes: provinceTaxes('QC'), taxExempt: false, received }));
    const bill = { id: randomUUID(), branchId, bookingId: null, guestIds: [], cartIds: [cartId], customerId: null, actionTime: `${TEST_TODAY} 09:55`, received, expected };
    const paid = await postJson(env, claire, BillPath.CREATE_BILL, bill);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await env.db.one(`SELECT status, total_cents FROM bill WHERE id = $1`, [bill.id])).toEqual({ status: 'PAID', total_cents: 2300 });
  });

  it('refuses a second setup with 409 and its words, changing nothing of the business', async () => {
    const before = await setupCounts(env.db);
    const again = { ...newBusiness(), businessName: 'Another Spa', owner: { ...newBusiness().owner, username: 'mallory' } };
    const res = await postSetup(env.app, again);
    expect(res.statusCode).toBe(409);
    expect(body(res)).toMatchObject({ success: false, code: 'BUSINESS_EXISTS', message: errorMessages.BUSINESS_EXISTS, result: null });
    expect(setCookies(res).fd_session).toBeUndefined();
    expect(await setupCounts(env.db)).toEqual(before);
  });

  it('never lays the demo over a salon’s business', async () => {
    expect(await seedIfEmpty(env.db, { now: TEST_NOW })).toBe(false);
    expect((await env.db.query(`SELECT name FROM tenant`)).length).toBe(1);
  });
});

describe('two setups at once', () => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await setupTestEnv(await createMigratedTestDb());
  });
  afterAll(async () => {
    await env.close();
  });

  it('take turns: one creates the business, the other is refused with 409', async () => {
    const first = newBusiness();
    const second = { ...newBusiness(), businessName: 'Racing Salon', owner: { ...first.owner, username: 'racer' }, branch: { ...first.branch, code: 'RS' } };
    const answers = await Promise.all([postSetup(env.app, first), postSetup(env.app, second)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const tenants = await env.db.query<{ name: string }>(`SELECT name FROM tenant`);
    expect(tenants).toHaveLength(1);
    const winner = answers[0]?.statusCode === 200 ? first : second;
    expect(tenants[0]?.name).toBe(winner.businessName);
    expect((await env.db.query(`SELECT 1 FROM app_user`)).length).toBe(1);
    expect((await env.db.query(`SELECT 1 FROM branch`)).length).toBe(1);
    expect((await env.db.query(`SELECT 1 FROM plan`)).length).toBe(1);
  });
});

describe('setup on a database that has a business (the demo)', () => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await setupTestEnv();
  });
  afterAll(async () => {
    await env.close();
  });

  const tenantsFingerprint = () =>
    env.db.query(
      `SELECT t.name, t.plan_code, (SELECT count(*)::int FROM app_user u WHERE u.tenant_id = t.id) AS users,
              (SELECT count(*)::int FROM branch b WHERE b.tenant_id = t.id) AS branches,
              (SELECT string_agg(u.password_hash, ',' ORDER BY u.id) FROM app_user u WHERE u.tenant_id = t.id) AS hashes
         FROM tenant t ORDER BY t.name`,
    );

  it('says a business exists and refuses a setup, leaving every tenant as it was', async () => {
    expect(await status(env)).toEqual({ businessExists: true });
    const before = await tenantsFingerprint();
    const res = await postSetup(env.app, { ...newBusiness(), owner: { ...newBusiness().owner, username: 'admin' } });
    expect(res.statusCode).toBe(409);
    expect(body(res).code).toBe('BUSINESS_EXISTS');
    expect(await tenantsFingerprint()).toEqual(before);
    // The demo's admin is who they were.
    await signIn(env.app, 'admin');
  });

  it('throttles an address that keeps trying, like sign-in, and no one else', async () => {
    const from = '198.51.100.9';
    for (let i = 0; i < 5; i++) expect((await postSetup(env.app, newBusiness(), from)).statusCode).toBe(409);
    const blocked = await postSetup(env.app, newBusiness(), from);
    expect(blocked.statusCode).toBe(429);
    expect(body(blocked)).toMatchObject({ success: false, code: 'LOGIN_THROTTLED' });
    expect((await postSetup(env.app, newBusiness(), '198.51.100.10')).statusCode).toBe(409);
    // No user's own count moved: the demo's users still sign in.
    await signIn(env.app, 'frontdesk');
  });
});
