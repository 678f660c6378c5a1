import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath, BranchType, type CheckLoginResult, type LoadConfigResult } from '../../src/domain/api';
import { randomUUID } from 'node:crypto';
import { BillPath } from '../../src/domain/bill/paths';
import type { CheckGiftResult, CheckVoucherResult } from '../../src/domain/bill/types';
import { body, branchIdByName, fingerprint, setupTestEnv, signIn, TEST_TODAY, type SignedIn, type TestEnv } from './helpers';
import { billingFingerprint, insertGiftCard } from './billingFixtures';
import { CartPath, type CartPage } from '../../src/domain/cart/contract';
import { cardLine, cartBody, cartFingerprint, createCart, insertProduct, insertUnsoldCard, productLine } from './cartFixtures';

/** A Lotus Nails user aims every endpoint at Maple Beauty's branches: nothing is read or changed. */
describe('tenant isolation', () => {
  let env: TestEnv;
  let lotus: SignedIn;
  let mapleBranches: string[];
  beforeAll(async () => {
    env = await setupTestEnv();
    lotus = await signIn(env.app, 'lotus');
    mapleBranches = [await branchIdByName(env.db, 'Downtown Toronto'), await branchIdByName(env.db, 'Plateau Montréal')];
  });
  afterAll(async () => {
    await env.close();
  });

  it('lotus sees only its own tenant', async () => {
    const check = body<CheckLoginResult>(await env.app.inject({ method: 'GET', url: ApiPath.CHECK_LOGIN, headers: lotus.headers })).result;
    expect(check.branch?.name).toBe('Lotus Nails Midtown');
    expect(check.rights.rightsPM).not.toContain('PM_APPOINTMENT');
    const config = body<LoadConfigResult>(await env.app.inject({ method: 'GET', url: ApiPath.LOAD_CONFIG, headers: lotus.headers })).result;
    expect(config.branchOptions.map((b) => b.name)).toEqual(['Lotus Nails Midtown']);
    expect(config.tenant.name).toBe('Lotus Nails');
  });

  it('every endpoint refuses Maple branch ids and changes nothing', async () => {
    const before = await fingerprint(env.db);
    for (const branchId of mapleBranches) {
      const reads = [
        `${ApiPath.GET_CONFIG}?branchId=${branchId}`,
        `${ApiPath.DAY_CONFIG}?branchId=${branchId}&date=${TEST_TODAY}`,
        `${ApiPath.DAY_TECHNICIANS}?branchId=${branchId}&date=${TEST_TODAY}`,
        `${ApiPath.DAY_BOOKINGS}?branchId=${branchId}&date=${TEST_TODAY}`,
        `${ApiPath.CLIPBOARD}?branchId=${branchId}`,
      ];
      for (const url of reads) {
        const res = await env.app.inject({ method: 'GET', url, headers: lotus.headers });
        expect(res.statusCode, url).toBe(403);
        const answer = body(res);
        expect(answer.success).toBe(false);
        expect(answer.result).toBeNull();
        // The plan gate answers first where the plan lacks the feature.
        expect(['BRANCH_NOT_AUTHORISED', 'PLAN_UPGRADE_REQUIRED']).toContain(answer.code);
      }
      const writes = [
        [ApiPath.SET_CURRENT_BRANCH, { branchId, type: BranchType.BRANCH }],
        [ApiPath.CHANGE_BRANCH, { branchId, date: TEST_TODAY, type: BranchType.BRANCH }],
        [ApiPath.UPDATE_BRANCH_CONFIG, { branchId, language: 'vi' }],
      ] as const;
      for (const [url, payload] of writes) {
        const res = await env.app.inject({ method: 'POST', url, headers: lotus.headers, payload });
        expect(res.statusCode, url).toBe(403);
        expect(body(res)).toMatchObject({ success: false, code: 'BRANCH_NOT_AUTHORISED', result: null });
      }
    }
    expect(await fingerprint(env.db)).toBe(before);
  });

  it('lotus gets the upgrade answer for scheduler reads even on its own branch', async () => {
    const own = body<CheckLoginResult>(await env.app.inject({ method: 'GET', url: ApiPath.CHECK_LOGIN, headers: lotus.headers })).result.branch?.id;
    const res = await env.app.inject({ method: 'GET', url: `${ApiPath.DAY_BOOKINGS}?branchId=${own}&date=${TEST_TODAY}`, headers: lotus.headers });
    expect(res.statusCode).toBe(403);
    expect(body(res).code).toBe('PLAN_UPGRADE_REQUIRED');
  });

  it('a Maple user cannot change the Lotus password or branch either', async () => {
    const admin = await signIn(env.app, 'admin');
    const lotusUser = await env.db.one<{ id: string }>(`SELECT id FROM app_user WHERE username = 'lotus'`);
    const lotusBranch = await branchIdByName(env.db, 'Lotus Nails Midtown');
    const before = await fingerprint(env.db);
    const pwd = await env.app.inject({
      method: 'POST',
      url: ApiPath.UPDATE_PASSWORD,
      headers: admin.headers,
      payload: { oldPassword: 'Salon123!', password: 'Hacked123', confirmPassword: 'Hacked123', userId: lotusUser.id },
    });
    expect(pwd.statusCode).toBe(403);
    const cfg = await env.app.inject({ method: 'POST', url: ApiPath.UPDATE_BRANCH_CONFIG, headers: admin.headers, payload: { branchId: lotusBranch, language: 'en' } });
    expect(body(cfg).code).toBe('BRANCH_NOT_AUTHORISED');
    const read = await env.app.inject({ method: 'GET', url: `${ApiPath.DAY_BOOKINGS}?branchId=${lotusBranch}&date=${TEST_TODAY}`, headers: admin.headers });
    expect(body(read).code).toBe('BRANCH_NOT_AUTHORISED');
    expect(await fingerprint(env.db)).toBe(before);
  });

  it('payment, bill and tip calls neither read nor change another tenant’s bills, codes or cards', async () => {
    const lotusBranch = await branchIdByName(env.db, 'Lotus Nails Midtown');
    const lotusUser = await env.db.one<{ id: string; tenant_id: string }>(`SELECT id, tenant_id FROM app_user WHERE username = 'lotus'`);
    const lotusBill = randomUUID();
    await env.db.query(
      `INSERT INTO bill (id, tenant_id, branch_id, code, status, subtotal_cents, total_cents, action_time, created_by, created_at, updated_at)
       VALUES ($1, $2, $3, 'LN-B1', 'PAID', 1000, 1130, now(), $4, now(), now())`,
      [lotusBill, lotusUser.tenant_id, lotusBranch, lotusUser.id],
    );
    await insertGiftCard(env.db, { branchId: lotusBranch, code: 'LOTUS1', amount: 5000 });
    const mapleBill = await env.db.one<{ id: string; booking_id: string }>(`SELECT id, booking_id FROM bill WHERE branch_id = $1 ORDER BY code LIMIT 1`, [mapleBranches[1] ?? '']);
    const mapleTip = await env.db.one<{ id: string }>(`SELECT id FROM pos_action WHERE type = 'TIP' AND bill_id = $1`, [mapleBill.id]);
    const admin = await signIn(env.app, 'admin');
    const before = `${await fingerprint(env.db)}:${await billingFingerprint(env.db)}`;

    const branchId = mapleBranches[0] ?? '';
    const bill = { id: randomUUID(), branchId, bookingId: null, guestIds: [randomUUID()], actionTime: `${TEST_TODAY} 09:00`, received: [],
      expected: { subtotal: 0, discount: 0, paymentFee: 0, tax: 0, total: 0, giftCardUsed: 0, amountDue: 0, received: 0, change: 0 } };
    const calls: [string, string, unknown][] = [
      ['GET', `${BillPath.PAYMENT_OPTIONS}?branchId=${branchId}`, undefined],
      ['POST', BillPath.PAYMENT_INFO, { billId: mapleBill.id }],
      ['POST', BillPath.PAYMENT_INFO, { bookingId: mapleBill.booking_id, guestIds: [] }],
      ['POST', BillPath.CHECK_VOUCHER, { code: 'WELCOME10', branchId }],
      ['POST', BillPath.CHECK_GIFT, { code: 'GIFT50', branchId }],
      ['POST', BillPath.CREATE_BILL, bill],
      ['POST', BillPath.UPDATE_BILL_FROM_DRAFT, bill],
      ['GET', `${BillPath.CANCEL_BILL}?id=${mapleBill.id}`, undefined],
      ['GET', `${BillPath.PRINT_BILL_BY_ID}?billId=${mapleBill.id}`, undefined],
      ['GET', `${BillPath.BILLS_BY_BOOKING}?bookingId=${mapleBill.booking_id}`, undefined],
      ['POST', BillPath.TECHNICIAN_TIP_INFO, { billId: mapleBill.id }],
      ['POST', `${BillPath.DELETE_TIP}?id=${mapleTip.id}`, {}],
    ];
    for (const [method, url, payload] of calls) {
      const res = await env.app.inject({ method: method === 'GET' ? 'GET' : 'POST', url, headers: lotus.headers, ...(payload === undefined ? {} : { payload: payload as object }) });
      expect(res.statusCode, url).toBe(403);
      expect(['BRANCH_NOT_AUTHORISED', 'PLAN_UPGRADE_REQUIRED'], url).toContain(body(res).code);
    }
    // Codes are the tenant's own: the other salon's are unknown here.
    const gift = await env.app.inject({ method: 'POST', url: BillPath.CHECK_GIFT, headers: lotus.headers, payload: { code: 'GIFT50', branchId: lotusBranch } });
    expect(body<CheckGiftResult>(gift).result).toEqual({ giftCard: null, isAvailable: false });
    const voucher = await env.app.inject({ method: 'POST', url: BillPath.CHECK_VOUCHER, headers: lotus.headers, payload: { code: 'WELCOME10', branchId: lotusBranch } });
    expect(body<CheckVoucherResult>(voucher).result).toEqual({ voucher: null, message: 'This code is invalid! Try again!' });
    const mapleGift = await env.app.inject({ method: 'POST', url: BillPath.CHECK_GIFT, headers: admin.headers, payload: { code: 'LOTUS1', branchId } });
    expect(body<CheckGiftResult>(mapleGift).result.isAvailable).toBe(false);
    // And Lotus's bill is not found from Maple.
    for (const [method, url, payload] of [
      ['GET', `${BillPath.PRINT_BILL_BY_ID}?billId=${lotusBill}`, undefined],
      ['GET', `${BillPath.CANCEL_BILL}?id=${lotusBill}`, undefined],
      ['POST', BillPath.PAYMENT_INFO, { billId: lotusBill }],
      ['POST', BillPath.TECHNICIAN_TIP_INFO, { billId: lotusBill }],
    ] as const) {
      const res = await env.app.inject({ method, url, headers: admin.headers, ...(payload === undefined ? {} : { payload }) });
      expect([res.statusCode, body(res).code], url).toEqual([404, 'NOT_FOUND']);
    }
    expect(`${await fingerprint(env.db)}:${await billingFingerprint(env.db)}`).toBe(before);
  });

  it('carts: a Lotus user can neither read nor change Maple’s carts, nor sell Maple’s products, cards or customers', async () => {
    const mapleBranch = mapleBranches[0] ?? '';
    const lotusBranch = await branchIdByName(env.db, 'Lotus Nails Midtown');
    const admin = await signIn(env.app, 'admin');
    const mapleProduct = await insertProduct(env.db, { branchId: mapleBranch, code: 'ISO-P', price: 1000 });
    const mapleCard = await insertUnsoldCard(env.db, { branchId: mapleBranch, code: 'ISOC01', price: 1000 });
    const mapleCart = cartBody({ branchId: mapleBranch, items: [productLine(mapleProduct)] });
    expect((await createCart(env, admin, mapleCart)).statusCode).toBe(200);
    const mapleBooking = await env.db.one<{ id: string; customer_id: string }>(
      `SELECT id, customer_id FROM booking WHERE branch_id = $1 AND customer_id IS NOT NULL ORDER BY code LIMIT 1`,
      [mapleBranch],
    );
    const lotusProduct = await insertProduct(env.db, { branchId: lotusBranch, code: 'ISO-LP', price: 800 });
    const lotusCart = cartBody({ branchId: lotusBranch, items: [productLine(lotusProduct)] });
    expect((await createCart(env, lotus, lotusCart)).statusCode).toBe(200);
    const before = `${await fingerprint(env.db)}:${await cartFingerprint(env.db)}`;

    const forbidden: [string, string, unknown][] = [
      ['GET', `${CartPath.LIST}?branchId=${mapleBranch}`, undefined],
      ['POST', CartPath.CREATE, cartBody({ branchId: mapleBranch, items: [productLine(mapleProduct)] })],
      ['POST', CartPath.UPDATE, { ...mapleCart, items: [productLine(mapleProduct, 2)] }],
    ];
    for (const [method, url, payload] of forbidden) {
      const res = await env.app.inject({ method: method === 'GET' ? 'GET' : 'POST', url, headers: lotus.headers, ...(payload === undefined ? {} : { payload: payload as object }) });
      expect([res.statusCode, body(res).code], url).toEqual([403, 'BRANCH_NOT_AUTHORISED']);
    }
    const own = { branchId: lotusBranch, customer: { phone: '4165550404', name: 'Iso', email: null } };
    const unknown: [string, string, unknown, number, string][] = [
      ['GET', `${CartPath.DETAIL}/${mapleCart.id}`, undefined, 404, 'NOT_FOUND'],
      ['GET', `${CartPath.CANCEL}?cartId=${mapleCart.id}`, undefined, 404, 'NOT_FOUND'],
      ['GET', `${CartPath.BY_BOOKING}?bookingId=${mapleBooking.id}`, undefined, 404, 'NOT_FOUND'],
      ['POST', CartPath.CREATE, cartBody({ ...own, items: [productLine(mapleProduct)] }), 404, 'NOT_FOUND'],
      ['POST', CartPath.CREATE, cartBody({ ...own, items: [cardLine(mapleCard)] }), 404, 'NOT_FOUND'],
      ['POST', CartPath.CREATE, cartBody({ ...own, customerId: mapleBooking.customer_id, items: [productLine(lotusProduct)] }), 404, 'NOT_FOUND'],
      ['POST', CartPath.CREATE, cartBody({ ...own, bookingId: mapleBooking.id, items: [productLine(lotusProduct)] }), 404, 'NOT_FOUND'],
      // Maple's cart id in Lotus's branch: not Lotus's cart to change, and not free to take.
      ['POST', CartPath.UPDATE, { ...mapleCart, ...own, items: [productLine(lotusProduct)] }, 404, 'NOT_FOUND'],
      ['POST', CartPath.CREATE, { ...mapleCart, ...own, items: [productLine(lotusProduct)] }, 409, 'DUPLICATE'],
    ];
    for (const [method, url, payload, status, code] of unknown) {
      const res = await env.app.inject({ method: method === 'GET' ? 'GET' : 'POST', url, headers: lotus.headers, ...(payload === undefined ? {} : { payload: payload as object }) });
      expect([res.statusCode, body(res).code], `${url} ${JSON.stringify(payload)}`).toEqual([status, code]);
    }
    // Lotus's list holds only Lotus's carts; Maple does not find Lotus's cart.
    const list = body<CartPage>(await env.app.inject({ method: 'GET', url: `${CartPath.LIST}?branchId=${lotusBranch}`, headers: lotus.headers })).result;
    expect(list.items.map((c) => c.id)).toEqual([lotusCart.id]);
    for (const url of [`${CartPath.DETAIL}/${lotusCart.id}`, `${CartPath.CANCEL}?cartId=${lotusCart.id}`]) {
      const res = await env.app.inject({ method: 'GET', url, headers: admin.headers });
      expect([res.statusCode, body(res).code], url).toEqual([404, 'NOT_FOUND']);
    }
    expect(`${await fingerprint(env.db)}:${await cartFingerprint(env.db)}`).toBe(before);
  });
});
