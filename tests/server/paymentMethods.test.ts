import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BillPath } from '../../src/domain/bill/paths';
import type { PaymentOptions } from '../../src/domain/bill/types';
import type { Page, SavedId } from '../../src/domain/catalogue/contract';
import { PaymentMethodPath, type PaymentMethodDetail, type PaymentMethodRow } from '../../src/domain/catalogue/payment-method-contract';
import type { Db } from '../../src/server/db/db';
import { body, setupTestEnv, signIn, type SignedIn, type TestEnv } from './helpers';
import { billFor, billingWorld, freshCustomer, getJson, makeBooking, postJson, refusedWithoutWrites, type Technician } from './billingFixtures';

const form = { name: 'Card 2.5%', type: 'CASH', icon: 'card', priority: 7, discountKind: 'VALUE', discount: 0, feeKind: 'PERCENT', fee: 2.5, active: true };

/** Everything a payment method call may write. */
async function fingerprint(db: Db): Promise<string> {
  const row = await db.one<{ f: string | null }>(
    `SELECT md5(string_agg(x, '|' ORDER BY x)) AS f FROM (
       SELECT id || name || type || coalesce(icon, '-') || priority || radio || amount_cents || percentage || fee_cents || percent_fee || active::text AS x FROM payment_method
       UNION ALL SELECT 'a' || id FROM action_log
     ) t`,
  );
  return row.f ?? '';
}

describe('payment methods: settings, and the counter that uses them', () => {
  let env: TestEnv;
  let admin: SignedIn;
  let fd: SignedIn;
  let manager: SignedIn;
  let lotus: SignedIn;
  let downtown: string;
  let cash: string;
  let dt: Technician[];

  beforeAll(async () => {
    env = await setupTestEnv();
    [admin, fd, manager, lotus] = [await signIn(env.app, 'admin'), await signIn(env.app, 'frontdesk'), await signIn(env.app, 'manager'), await signIn(env.app, 'lotus')];
    ({ downtown, cash, dt } = await billingWorld(env.db));
  });
  afterAll(async () => {
    await env.close();
  });

  const list = async (query = '', who: SignedIn = admin) =>
    body<Page<PaymentMethodRow>>(await getJson(env, who, `${PaymentMethodPath.LIST}?size=100${query}`)).result.items;
  const post = (url: string, payload?: object, who: SignedIn = admin) => postJson(env, who, url, payload ?? {});
  const tiles = async () => body<PaymentOptions>(await getJson(env, fd, `${BillPath.PAYMENT_OPTIONS}?branchId=${downtown}`)).result.paymentMethods;
  const refusedWritingNothing = async (request: () => ReturnType<typeof post>) => {
    const before = await fingerprint(env.db);
    const res = await request();
    expect(await fingerprint(env.db)).toBe(before);
    return res;
  };

  it('lists the tenant’s methods in tile order, searched and filtered by status', async () => {
    expect((await list()).map((m) => [m.name, m.type, m.active])).toEqual([
      ['Cash', 'CASH', true], ['Percent off', 'PERCENT', true], ['Referral', 'REFERRAL', true], ['Birthday', 'BIRTHDAY', true], ['Loyalty coins', 'COIN', true],
    ]);
    expect((await list('&query=birth')).map((m) => m.name)).toEqual(['Birthday']);
    expect(await list('&status=INACTIVE')).toEqual([]);
    expect((await list('&sort=name&order=desc')).map((m) => m.name)[0]).toBe('Referral');
    expect((await getJson(env, admin, `${PaymentMethodPath.LIST}?status=MAYBE`)).statusCode).toBe(400);
  });

  it('creates a percent-fee method, logs it, and the tablets’ payment options carry it', async () => {
    const res = await post(PaymentMethodPath.CREATE, form);
    expect(res.statusCode, res.body).toBe(200);
    const { id } = body<SavedId>(res).result;
    const detail = body<PaymentMethodDetail>(await getJson(env, admin, `${PaymentMethodPath.DETAIL}/${id}`)).result;
    expect(detail).toMatchObject({ name: 'Card 2.5%', type: 'CASH', icon: 'card', priority: 7, feeCents: 0, percentFee: 2.5, amountCents: 0, active: true, deletable: true, billCount: 0 });
    expect(await tiles()).toContainEqual({ id, name: 'Card 2.5%', type: 'CASH', icon: 'card', priority: 7, fee: { type: 'PERCENT', value: 2.5 }, discount: null });
    const log = await env.db.query<{ action: string }>(`SELECT action FROM action_log WHERE entity_type = 'PAYMENT_METHOD' AND entity_id = $1`, [id]);
    expect(log.map((l) => l.action)).toEqual(['create']);
  });

  it('refuses bad input field by field, writing nothing', async () => {
    const cases: [string, object, string][] = [
      ['no name', { name: ' ' }, 'name'],
      ['a percent fee above 100', { fee: 120 }, 'fee'],
      ['a fixed fee in part cents', { feeKind: 'FIXED', fee: 99.5 }, 'fee'],
      ['a negative discount', { discount: -100 }, 'discount'],
      ['a percent discount above 100', { discountKind: 'PERCENT', discount: 150 }, 'discount'],
      ['an unknown type', { type: 'GOLD' }, 'type'],
      ['an unknown icon', { icon: 'rocket' }, 'icon'],
      ['a priority as text', { priority: 'high' }, 'priority'],
    ];
    for (const [name, change, field] of cases) {
      const res = await refusedWritingNothing(() => post(PaymentMethodPath.CREATE, { ...form, ...change }));
      expect(res.statusCode, name).toBe(400);
      expect(Object.keys(res.json<{ fields: Record<string, string> }>().fields), name).toContain(field);
    }
  });

  it('changes and deactivates a method: the tablets’ options follow, the log keeps both', async () => {
    const method = (await list('&query=card%202.5')).at(0);
    if (!method) throw new Error('no method');
    const changed = await post(PaymentMethodPath.UPDATE, { ...form, id: method.id, feeKind: 'FIXED', fee: 150 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await tiles()).find((m) => m.id === method.id)?.fee).toEqual({ type: 'FIXED', value: 150 });
    expect((await post(PaymentMethodPath.UPDATE, { ...form, id: method.id, feeKind: 'FIXED', fee: 150, active: false })).statusCode).toBe(200);
    expect((await tiles()).map((m) => m.id)).not.toContain(method.id);
    expect((await list('&status=INACTIVE')).map((m) => m.id)).toEqual([method.id]);
    const log = await env.db.query<{ action: string }>(`SELECT action FROM action_log WHERE entity_type = 'PAYMENT_METHOD' AND entity_id = $1 ORDER BY action_time, action`, [method.id]);
    expect(log).toHaveLength(3);
  });

  it('deletes an unused method; a method a bill used is refused as associated', async () => {
    const unused = body<SavedId>(await post(PaymentMethodPath.CREATE, { ...form, name: 'Spare' })).result.id;
    expect((await post(`${PaymentMethodPath.DELETE}?id=${unused}`)).statusCode).toBe(200);
    expect((await getJson(env, admin, `${PaymentMethodPath.DETAIL}/${unused}`)).statusCode).toBe(404);

    const percentOff = (await list('&query=percent%20off')).at(0);
    if (!percentOff) throw new Error('no method');
    const made = await makeBooking(env.db, { branchId: downtown, guests: [{ lines: [{ technicianId: dt[0]?.id ?? '', price: 5000 }] }] });
    const bill = await billFor(env, fd, { branchId: downtown, bookingId: made.bookingId, guestIds: made.guestIds, paymentMethodId: percentOff.id, received: [{ checkoutMethodId: cash, amount: 5085 }] });
    const paid = await postJson(env, fd, BillPath.CREATE_BILL, bill);
    expect(paid.statusCode, paid.body).toBe(200);
    const refused = await refusedWritingNothing(() => post(`${PaymentMethodPath.DELETE}?id=${percentOff.id}`));
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ code: string }>().code).toBe('DELETE_ASSOCIATED');
    expect((await list('&query=percent%20off')).at(0)).toMatchObject({ deletable: false });
    expect(body<PaymentMethodDetail>(await getJson(env, admin, `${PaymentMethodPath.DETAIL}/${percentOff.id}`)).result.billCount).toBe(1);
  });

  it('needs the payment method rights: the front desk and the branch manager are refused', async () => {
    const id = (await list()).at(0)?.id ?? '';
    for (const who of [fd, manager]) {
      const calls = [
        () => getJson(env, who, PaymentMethodPath.LIST),
        () => getJson(env, who, `${PaymentMethodPath.DETAIL}/${id}`),
        () => post(PaymentMethodPath.CREATE, form, who),
        () => post(PaymentMethodPath.UPDATE, { ...form, id }, who),
        () => post(`${PaymentMethodPath.DELETE}?id=${id}`, {}, who),
      ];
      for (const call of calls) expect((await refusedWritingNothing(call)).statusCode).toBe(403);
    }
    expect((await env.app.inject({ method: 'GET', url: PaymentMethodPath.LIST })).statusCode).toBe(401);
  });

  it('does not find another tenant’s methods (404), and lists only its own', async () => {
    const id = (await list()).at(0)?.id ?? '';
    expect((await list('', lotus)).map((m) => m.id)).not.toContain(id);
    for (const call of [
      () => getJson(env, lotus, `${PaymentMethodPath.DETAIL}/${id}`),
      () => post(PaymentMethodPath.UPDATE, { ...form, id }, lotus),
      () => post(`${PaymentMethodPath.DELETE}?id=${id}`, {}, lotus),
      () => post(`${PaymentMethodPath.DELETE}?id=${randomUUID()}`),
    ]) {
      expect((await refusedWritingNothing(call)).statusCode).toBe(404);
    }
  });

  describe('a birthday method on a bill (the bill’s date is 2026-11-20)', () => {
    let birthday: string;
    beforeAll(async () => {
      birthday = (await list('&query=birthday')).at(0)?.id ?? '';
    });

    const customerBornIn = async (n: number, birthDay: string | null) => {
      const customer = await freshCustomer(env.db, downtown, n);
      await env.db.query(`UPDATE customer SET birth_day = $2 WHERE id = $1`, [customer.id, birthDay]);
      return customer;
    };
    const billWith = async (customerId: string | null) => {
      const made = await makeBooking(env.db, { branchId: downtown, customerId, guests: [{ lines: [{ technicianId: dt[1]?.id ?? '', price: 4000 }] }] });
      return billFor(env, fd, { branchId: downtown, bookingId: made.bookingId, guestIds: made.guestIds, customerId, paymentMethodId: birthday, received: [{ checkoutMethodId: cash, amount: 4000 }] });
    };

    it('pays in the customer’s birthday month (15 % off)', async () => {
      const customer = await customerBornIn(801, '1991-11-30');
      const bill = await billWith(customer.id);
      expect(bill.expected.discount).toBe(600);
      const res = await postJson(env, fd, BillPath.CREATE_BILL, bill);
      expect(res.statusCode, res.body).toBe(200);
    });

    it.each([
      ['outside the month', 802, '1991-12-01', 'NOT_BIRTHDAY_MONTH', 'A birthday payment method applies only in the customer’s birthday month.'],
      ['for a customer without a birthday', 803, null, 'NOT_BIRTHDAY_MONTH', 'A birthday payment method applies only in the customer’s birthday month.'],
      ['without a customer', 0, null, 'NO_CUSTOMER', 'A birthday payment method needs the bill’s customer.'],
    ] as const)('is refused %s, writing nothing', async (_name, n, birthDay, reason, message) => {
      const customerId = n === 0 ? null : (await customerBornIn(n, birthDay)).id;
      const bill = await billWith(customerId);
      const refused = await refusedWithoutWrites(env.db, () => postJson(env, fd, BillPath.CREATE_BILL, bill));
      expect(refused).toMatchObject({ status: 409, code: 'PAYMENT_METHOD_NOT_APPLICABLE', message, facts: { name: 'Birthday', reason } });
    });

    it('refuses a bill made with a method deactivated since the tablet stored it', async () => {
      const id = body<SavedId>(await post(PaymentMethodPath.CREATE, { ...form, name: 'Soon gone' })).result.id;
      const made = await makeBooking(env.db, { branchId: downtown, guests: [{ lines: [{ technicianId: dt[2]?.id ?? '', price: 2000 }] }] });
      const bill = await billFor(env, fd, { branchId: downtown, bookingId: made.bookingId, guestIds: made.guestIds, paymentMethodId: id, received: [{ checkoutMethodId: cash, amount: 2500 }] });
      expect((await post(PaymentMethodPath.UPDATE, { ...form, id, name: 'Soon gone', active: false })).statusCode).toBe(200);
      const refused = await refusedWithoutWrites(env.db, () => postJson(env, fd, BillPath.CREATE_BILL, bill));
      expect(refused).toMatchObject({ status: 409, code: 'PAYMENT_METHOD_NOT_APPLICABLE', facts: { name: 'Soon gone', reason: 'INACTIVE' } });
    });

    it('refuses a bill made with a method whose fee changed meanwhile: its figures differ', async () => {
      const id = body<SavedId>(await post(PaymentMethodPath.CREATE, { ...form, name: 'Changing' })).result.id;
      const made = await makeBooking(env.db, { branchId: downtown, guests: [{ lines: [{ technicianId: dt[3]?.id ?? '', price: 2000 }] }] });
      const bill = await billFor(env, fd, { branchId: downtown, bookingId: made.bookingId, guestIds: made.guestIds, paymentMethodId: id, received: [{ checkoutMethodId: cash, amount: 2500 }] });
      expect((await post(PaymentMethodPath.UPDATE, { ...form, id, name: 'Changing', fee: 5 })).statusCode).toBe(200);
      const refused = await refusedWithoutWrites(env.db, () => postJson(env, fd, BillPath.CREATE_BILL, bill));
      expect(refused).toMatchObject({ status: 409, code: 'BILL_TOTALS_MISMATCH' });
    });
  });
});
