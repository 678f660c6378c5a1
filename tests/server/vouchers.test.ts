import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../src/domain/admin/list';
import type { SavedId } from '../../src/domain/catalogue/contract';
import { BillPath } from '../../src/domain/bill/paths';
import type { CheckVoucherResult, PaymentOptions } from '../../src/domain/bill/types';
import { VoucherPath, type VoucherDetail, type VoucherFormOptions, type VoucherRow } from '../../src/domain/voucher/contract';
import { EMPTY_VOUCHER_VALUES, type VoucherValues } from '../../src/domain/voucher/voucher-form';
import { body, setupTestEnv, signIn, type SignedIn, type TestEnv } from './helpers';
import { billFor, billingWorld, freshCustomer, getJson, makeBooking, paymentOptionsOf, postJson, refusedWithoutWrites, type Technician } from './billingFixtures';

type Refusal = { success: false; code: string; message: string; fields?: Record<string, string> };

describe('the vouchers screen and its vouchers at the counter', () => {
  let env: TestEnv;
  let admin: SignedIn;
  let manager: SignedIn;
  let fd: SignedIn;
  let trainee: SignedIn;
  let lotus: SignedIn;
  let downtown: string;
  let plateau: string;
  let cash: string;
  let dt: Technician[];
  let services: VoucherFormOptions['services'];

  beforeAll(async () => {
    env = await setupTestEnv();
    [admin, manager, fd, trainee, lotus] = [
      await signIn(env.app, 'admin'), await signIn(env.app, 'manager'), await signIn(env.app, 'frontdesk'), await signIn(env.app, 'trainee'), await signIn(env.app, 'lotus'),
    ];
    ({ downtown, plateau, cash, dt } = await billingWorld(env.db));
    services = body<VoucherFormOptions>(await getJson(env, manager, `${VoucherPath.FORM_OPTIONS}?branchId=${downtown}`)).result.services;
  });
  afterAll(async () => {
    await env.close();
  });

  let n = 0;
  const form = (over: Partial<VoucherValues> = {}): VoucherValues => {
    n += 1;
    return { ...EMPTY_VOUCHER_VALUES, code: `vt-${n}`, content: ' Twenty off ', percent: 20, branchId: downtown, ...over };
  };
  const create = (values: VoucherValues, who: SignedIn = manager) => postJson(env, who, VoucherPath.CREATE, values);
  const created = async (values: VoucherValues, who: SignedIn = manager) => {
    const res = await create(values, who);
    expect(res.statusCode, res.body).toBe(200);
    return body<SavedId>(res).result.id;
  };
  const detail = async (id: string, who: SignedIn = manager) => body<VoucherDetail>(await getJson(env, who, `${VoucherPath.DETAIL}/${id}`)).result;
  const refusal = (res: { statusCode: number; json: <T>() => T }) => ({ status: res.statusCode, ...res.json<Refusal>() });
  const serviceId = (i: number) => services[i]?.id ?? '';

  it('creates a voucher for some services, in capitals, logged; lists, searches and filters it; reads it back', async () => {
    const id = await created(form({ code: 'cut20', serviceIds: [serviceId(0)], startDate: '2026-11-01', endDate: '2026-12-31', maxUses: 3 }));
    const d = await detail(id);
    expect(d).toMatchObject({ code: 'CUT20', content: 'Twenty off', audience: 'GENERAL', discountType: 'PERCENT', percent: 20, kind: 'MONEY', branchId: downtown, serviceIds: [serviceId(0)], used: 0, usesLeft: 3, uses: [], deletable: true });
    expect(d.services).toEqual([{ id: serviceId(0), name: services[0]?.name }]);
    const page = body<Page<VoucherRow>>(await getJson(env, manager, `${VoucherPath.LIST}?branchId=${downtown}&query=cut2&active=true&scope=BRANCH`)).result;
    expect(page.items.map((r) => r.code)).toEqual(['CUT20']);
    const birthdays = body<Page<VoucherRow>>(await getJson(env, manager, `${VoucherPath.LIST}?branchId=${downtown}&query=cut2&audience=BIRTHDAY`)).result;
    expect(birthdays.total).toBe(0);
    const log = await env.db.one<{ action: string }>(`SELECT action FROM action_log WHERE entity_type = 'VOUCHER' AND entity_id = $1`, [id]);
    expect(log.action).toBe('create');
    // The tablet's stored vouchers carry what the counter needs.
    const options = body<PaymentOptions>(await paymentOptionsOf(env, fd, downtown)).result;
    expect(options.vouchers.find((v) => v.code === 'CUT20')).toMatchObject({ audience: 'GENERAL', kind: 'MONEY', serviceIds: [serviceId(0)], packageIds: [] });
  });

  it('refuses a taken code, bad values, another branch and another tenant', async () => {
    await created(form({ code: 'TAKEN1' }));
    expect(refusal(await create(form({ code: 'taken1' })))).toMatchObject({ status: 409, code: 'CODE_EXISTS', message: 'Code already exists' });
    expect(refusal(await create(form({ percent: 0 })))).toMatchObject({ status: 400, code: 'VALIDATION', fields: { percent: expect.any(String) } });
    expect(refusal(await create(form({ discountType: 'AMOUNT', value: 0 })))).toMatchObject({ status: 400, fields: { value: expect.any(String) } });
    expect(refusal(await create(form({ startDate: '2026-12-01', endDate: '2026-11-01' })))).toMatchObject({ status: 400, fields: { endDate: expect.any(String) } });
    expect(refusal(await create(form({ code: 'bad code!' })))).toMatchObject({ status: 400, fields: { code: expect.any(String) } });
    expect(refusal(await create(form({ serviceIds: ['00000000-0000-4000-8000-000000000001'] })))).toMatchObject({ status: 400, fields: { serviceIds: expect.any(String) } });
    expect(refusal(await create(form({ branchId: plateau })))).toMatchObject({ status: 403, code: 'BRANCH_NOT_AUTHORISED' });
    // Every branch's voucher discounts at Plateau too: not the Downtown manager's to make.
    expect(refusal(await create(form({ branchId: null })))).toMatchObject({ status: 403 });
    await created(form({ branchId: null }), admin);
    const id = await created(form());
    expect((await getJson(env, lotus, `${VoucherPath.DETAIL}/${id}`)).statusCode).toBe(404);
    const otherTenant = await postJson(env, lotus, `${VoucherPath.DELETE}?id=${id}`, {});
    expect(otherTenant.statusCode).not.toBe(200);
    expect((await detail(id)).id).toBe(id);
  });

  it('offers the branch\'s packages to a package voucher and refuses a package that is not the salon\'s', async () => {
    const spa = '00000000-0000-4000-8000-00000000f00d';
    await env.db.query(
      `INSERT INTO package (id, tenant_id, branch_id, code, content, price_cents, start_time, end_time, status, created_at, updated_at)
       SELECT $1, tenant_id, id, 'VSPA', 'Spa day', 9900, '2026-01-01 00:00', '2027-12-31 23:59', 'ENABLED', now(), now() FROM branch WHERE id = $2`,
      [spa, downtown],
    );
    const options = body<VoucherFormOptions>(await getJson(env, manager, `${VoucherPath.FORM_OPTIONS}?branchId=${downtown}`)).result;
    expect(options.packages).toContainEqual({ id: spa, code: 'VSPA', content: 'Spa day' });
    const id = await created(form({ kind: 'PACKAGE', packageIds: [spa] }));
    expect(await detail(id)).toMatchObject({ kind: 'PACKAGE', packageIds: [spa] });
    const before = await env.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM voucher`);
    expect(refusal(await create(form({ kind: 'PACKAGE', packageIds: ['00000000-0000-4000-8000-000000000001'] })))).toMatchObject({ status: 400, fields: { packageIds: expect.any(String) } });
    expect((await env.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM voucher`)).n).toBe(before.n);
  });

  it('checks the rights: the front desk sees vouchers, the trainee not at all, only a manager changes them', async () => {
    expect((await getJson(env, fd, `${VoucherPath.LIST}?branchId=${downtown}`)).statusCode).toBe(200);
    expect(refusal(await create(form(), fd)).status).toBe(403);
    expect((await getJson(env, trainee, `${VoucherPath.LIST}?branchId=${downtown}`)).statusCode).toBe(403);
  });

  it('updates a voucher, logging the change; a used voucher is refused deletion as associated, an unused one is deleted', async () => {
    const id = await created(form({ code: 'EDIT1' }));
    const res = await postJson(env, manager, VoucherPath.UPDATE, { ...form({ code: 'EDIT1', discountType: 'AMOUNT', value: 1500, active: false }), id });
    expect(res.statusCode, res.body).toBe(200);
    expect(await detail(id)).toMatchObject({ discountType: 'AMOUNT', value: 1500, active: false });
    const logged = await env.db.query<{ action: string }>(`SELECT action FROM action_log WHERE entity_type = 'VOUCHER' AND entity_id = $1 ORDER BY action_time`, [id]);
    expect(logged.length).toBe(2);
    expect((await postJson(env, manager, `${VoucherPath.DELETE}?id=${id}`, {})).statusCode).toBe(200);
    expect((await getJson(env, manager, `${VoucherPath.DETAIL}/${id}`)).statusCode).toBe(404);
  });

  it('at the counter: a voucher for one service takes its percent of that service only; the bill shows in its usage', async () => {
    const id = await created(form({ code: 'PEDI20', serviceIds: [serviceId(0)], maxUses: 2 }));
    const customer = await freshCustomer(env.db, downtown, 501);
    const made = await makeBooking(env.db, {
      branchId: downtown,
      customerId: customer.id,
      guests: [{ name: 'ANNA', lines: [{ technicianId: dt[0]?.id ?? '', serviceName: services[0]?.name, price: 5000, serviceId: serviceId(0) }, { technicianId: dt[0]?.id ?? '', price: 3000, serviceId: serviceId(1) }] }],
    });
    const bill = await billFor(env, fd, { branchId: downtown, bookingId: made.bookingId, guestIds: made.guestIds, customerId: customer.id, voucherCode: 'pedi20', received: [{ checkoutMethodId: cash, amount: 20000 }] });
    expect(bill.expected.discount).toBe(1000);
    const res = await postJson(env, fd, BillPath.CREATE_BILL, bill);
    expect(res.statusCode, res.body).toBe(200);
    const d = await detail(id);
    expect(d).toMatchObject({ used: 1, usesLeft: 1, deletable: false });
    expect(d.uses).toEqual([{ billId: bill.id, billCode: expect.any(String), branchId: downtown, actionTime: expect.any(String), customerName: customer.name, discount: 1000 }]);
    expect(refusal(await postJson(env, manager, `${VoucherPath.DELETE}?id=${id}`, {}))).toMatchObject({ code: 'DELETE_ASSOCIATED' });
  });

  it('at the counter: refuses a voucher for services not on the bill, a birthday voucher out of the birthday month, and a voucher changed since the tablet read it', async () => {
    await created(form({ code: 'NAILS20', serviceIds: [serviceId(2)] }));
    await created(form({ code: 'BDAY20', audience: 'BIRTHDAY' }));
    const changed = await created(form({ code: 'LATER20' }));
    const customer = await freshCustomer(env.db, downtown, 502);
    await env.db.query(`UPDATE customer SET birth_day = '1990-03-14' WHERE id = $1`, [customer.id]);
    const made = await makeBooking(env.db, { branchId: downtown, customerId: customer.id, guests: [{ lines: [{ technicianId: dt[0]?.id ?? '', price: 5000, serviceId: serviceId(0) }] }] });
    const pay = (voucherCode: string) => billFor(env, fd, { branchId: downtown, bookingId: made.bookingId, guestIds: made.guestIds, customerId: customer.id, voucherCode, received: [{ checkoutMethodId: cash, amount: 20000 }] });

    const nails = await refusedWithoutWrites(env.db, async () => postJson(env, fd, BillPath.CREATE_BILL, await pay('NAILS20')));
    expect(nails).toMatchObject({ code: 'VOUCHER_NOT_APPLICABLE', message: 'This voucher applies to none of the services on this bill.' });
    const bday = await refusedWithoutWrites(env.db, async () => postJson(env, fd, BillPath.CREATE_BILL, await pay('BDAY20')));
    expect(bday).toMatchObject({ code: 'VOUCHER_NOT_APPLICABLE', message: "This is a birthday voucher: it applies only in the customer's birthday month." });
    const check = body<CheckVoucherResult>(await postJson(env, fd, BillPath.CHECK_VOUCHER, { code: 'BDAY20', customerId: customer.id, branchId: downtown })).result;
    expect(check).toEqual({ voucher: null, message: "This is a birthday voucher: it applies only in the customer's birthday month." });
    await env.db.query(`UPDATE customer SET birth_day = '1990-11-14' WHERE id = $1`, [customer.id]);
    expect(body<CheckVoucherResult>(await postJson(env, fd, BillPath.CHECK_VOUCHER, { code: 'BDAY20', customerId: customer.id, branchId: downtown })).result.voucher?.code).toBe('BDAY20');

    // The tablet took the payment with 20 % off; the manager made it $5 meanwhile.
    const offline = await pay('LATER20');
    expect(offline.expected.discount).toBe(1000);
    const update = await postJson(env, manager, VoucherPath.UPDATE, { ...form({ code: 'LATER20', discountType: 'AMOUNT', value: 500 }), id: changed });
    expect(update.statusCode, update.body).toBe(200);
    const late = await refusedWithoutWrites(env.db, () => postJson(env, fd, BillPath.CREATE_BILL, offline));
    expect(late).toMatchObject({ code: 'BILL_TOTALS_MISMATCH' });
  });
});
