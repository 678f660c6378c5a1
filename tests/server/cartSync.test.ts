import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BillPath } from '../../src/domain/bill/paths';
import { billLinesForCartItems, expectedOf } from '../../src/domain/bill/bill-rules';
import { calculateBill } from '../../src/domain/bill/calculate-bill';
import { MutationName, MutationOutcome, type MutationResult } from '../../src/domain/sync-protocol';
import { branchIdByName, setupTestEnv, signIn, TEST_TODAY, userIdByName, type SignedIn, type TestEnv } from './helpers';
import { mutation, withDenied } from './bookingFixtures';
import { postJson } from './billingFixtures';
import { checkoutMethodId, push, pushResult, registerDevice } from './syncHelpers';
import { cardLine, cartBody, cartFingerprint, insertProduct, insertUnsoldCard, productLine } from './cartFixtures';
import { provinceTaxes } from '../../src/domain/branch/province-taxes';

describe('carts through sync push', () => {
  let env: TestEnv;
  let fd: SignedIn;
  let fdId: string;
  let downtown: string;
  let cash: string;
  let comb: string;

  beforeAll(async () => {
    env = await setupTestEnv();
    fd = await signIn(env.app, 'frontdesk');
    fdId = await userIdByName(env.db, 'frontdesk');
    downtown = await branchIdByName(env.db, 'Downtown Toronto');
    cash = await checkoutMethodId(env.db, downtown, 'CASH');
    comb = await insertProduct(env.db, { branchId: downtown, code: 'S-COMB', name: 'Comb', price: 700 });
  });
  afterAll(async () => {
    await env.close();
  });

  async function tablet() {
    const { deviceId, deviceNo } = await registerDevice(env, fd);
    let seq = 0;
    let n = 0;
    return {
      deviceNo,
      code: () => `DT-${deviceNo}-${++n}`,
      change: (name: MutationName, args: object) => mutation({ name, args, deviceId, seq: ++seq, userId: fdId, branchId: downtown }),
      push: async (mutations: readonly unknown[]) => pushResult(await push(env, fd, deviceId, mutations)).results,
    };
  }

  const outcome = (r: MutationResult | undefined) => (r?.outcome === MutationOutcome.APPLIED ? 'APPLIED' : r?.error?.code);
  const cartRow = (id: string) => env.db.one<{ code: string; status: string; customer_name: string }>(`SELECT code, status, customer_name FROM cart WHERE id = $1`, [id]);

  it('records a cart made offline once, with the tablet’s code, and answers a resend with the stored answer', async () => {
    const a = await tablet();
    const card = await insertUnsoldCard(env.db, { branchId: downtown, code: 'SYNCC1', price: 2500 });
    const args = { ...cartBody({ branchId: downtown, items: [productLine(comb, 2), cardLine(card)] }), code: a.code() };
    const save = a.change(MutationName.CART_SAVE, args);
    const [first] = await a.push([save]);
    expect(first).toMatchObject({ outcome: 'APPLIED', replayed: false, result: { id: args.id, code: args.code, total: 3900 } });
    expect(await cartRow(args.id)).toEqual({ code: args.code, status: 'New', customer_name: 'CARLA CART' });

    const before = await cartFingerprint(env.db);
    const [again] = await a.push([save]);
    expect(again).toMatchObject({ outcome: 'APPLIED', replayed: true, result: first?.result });
    expect(await cartFingerprint(env.db)).toBe(before);
    expect((await env.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM cart_item WHERE cart_id = $1`, [args.id])).n).toBe(2);

    // Changed on the tablet, then cancelled, in one push: the change keeps the cart's code.
    const [changed, cancelled] = await a.push([
      a.change(MutationName.CART_SAVE, { ...args, code: a.code(), customer: { phone: '416 555 0303', name: 'sam sync', email: null }, items: [productLine(comb)] }),
      a.change(MutationName.CART_CANCEL, { id: args.id, branchId: downtown }),
    ]);
    expect(changed).toMatchObject({ outcome: 'APPLIED', result: { id: args.id, code: args.code, total: 700 } });
    expect(cancelled).toMatchObject({ outcome: 'APPLIED', result: { id: args.id, code: args.code, status: 'Cancel' } });
    expect(await cartRow(args.id)).toEqual({ code: args.code, status: 'Cancel', customer_name: 'SAM SYNC' });
    // A second cancel (another tablet's, say) is answered as done and writes nothing but its record.
    const beforeTwice = await cartFingerprint(env.db);
    const [twice] = await a.push([a.change(MutationName.CART_CANCEL, { id: args.id, branchId: downtown })]);
    expect(outcome(twice)).toBe('APPLIED');
    expect(await cartFingerprint(env.db)).toBe(beforeTwice);
  });

  it('refuses what the server refuses online, recording the refusal and writing nothing else', async () => {
    const a = await tablet();
    const other = await tablet();
    const card = await insertUnsoldCard(env.db, { branchId: downtown, code: 'SYNCC2', price: 1000 });
    const held = { ...cartBody({ branchId: downtown, items: [cardLine(card)] }), code: a.code() };
    expect((await a.push([a.change(MutationName.CART_SAVE, held)])).map(outcome)).toEqual(['APPLIED']);
    const cases: [string, MutationName, object, string][] = [
      ['another tablet’s code', MutationName.CART_SAVE, { ...cartBody({ branchId: downtown, items: [productLine(comb)] }), code: other.code() }, 'VALIDATION'],
      ['a server-shaped code', MutationName.CART_SAVE, { ...cartBody({ branchId: downtown, items: [productLine(comb)] }), code: 'DT-C99' }, 'VALIDATION'],
      ['a card in another cart', MutationName.CART_SAVE, { ...cartBody({ branchId: downtown, items: [cardLine(card)] }), code: a.code() }, 'CART_ITEM_UNAVAILABLE'],
      ['a bad phone', MutationName.CART_SAVE, { ...cartBody({ branchId: downtown, customer: { phone: '12', name: 'x', email: null }, items: [productLine(comb)] }), code: a.code() }, 'PHONE_INVALID'],
      ['no items', MutationName.CART_SAVE, { ...cartBody({ branchId: downtown, items: [] }), code: a.code() }, 'VALIDATION'],
      ['an unknown cart', MutationName.CART_CANCEL, { id: randomUUID(), branchId: downtown }, 'NOT_FOUND'],
    ];
    for (const [name, mutationName, args, code] of cases) {
      const before = await cartFingerprint(env.db);
      const [result] = await a.push([a.change(mutationName, args)]);
      expect(outcome(result), name).toBe(code);
      expect(result?.error?.message, name).toBeTruthy();
      expect(await cartFingerprint(env.db), name).toBe(before);
    }
  });

  it('a cart paid meanwhile can no longer be changed or cancelled from a tablet', async () => {
    const a = await tablet();
    const args = { ...cartBody({ branchId: downtown, items: [productLine(comb, 3)] }), code: a.code() };
    expect((await a.push([a.change(MutationName.CART_SAVE, args)])).map(outcome)).toEqual(['APPLIED']);
    const received = [{ checkoutMethodId: cash, amount: 3000 }];
    const expected = expectedOf(calculateBill({ lines: billLinesForCartItems([{ kind: 'PRODUCT', price: 700, quantity: 3 }]), taxes: provinceTaxes('ON'), taxExempt: false, received }));
    const bill = { id: randomUUID(), branchId: downtown, bookingId: null, guestIds: [], cartIds: [args.id], actionTime: `${TEST_TODAY} 09:50`, received, expected };
    const paid = await postJson(env, fd, BillPath.CREATE_BILL, bill);
    expect(paid.statusCode, paid.body).toBe(200);

    const before = await cartFingerprint(env.db);
    const [edit, cancel] = await a.push([
      a.change(MutationName.CART_SAVE, { ...args, items: [productLine(comb)] }),
      a.change(MutationName.CART_CANCEL, { id: args.id, branchId: downtown }),
    ]);
    expect([outcome(edit), outcome(cancel)]).toEqual(['CART_NOT_EDITABLE', 'CART_PAID']);
    expect(cancel?.error?.message).toBe('Cart paid! Cannot delete!');
    expect([edit?.error?.facts, cancel?.error?.facts]).toEqual([{ cartCode: args.code }, { cartCode: args.code }]);
    expect(await cartFingerprint(env.db)).toBe(before);
  });

  it('checks the acting user’s cart rights: creating needs CART_CREATE, changing CART_UPDATE, cancelling CART_DELETE', async () => {
    const a = await tablet();
    const args = { ...cartBody({ branchId: downtown, items: [productLine(comb)] }), code: a.code() };
    await withDenied(env.db, 'FRONT_DESK', 'CART_CREATE', async () => {
      expect((await a.push([a.change(MutationName.CART_SAVE, args)])).map(outcome)).toEqual(['FORBIDDEN']);
    });
    expect((await a.push([a.change(MutationName.CART_SAVE, args)])).map(outcome)).toEqual(['APPLIED']);
    await withDenied(env.db, 'FRONT_DESK', 'CART_UPDATE', async () => {
      expect((await a.push([a.change(MutationName.CART_SAVE, { ...args, items: [productLine(comb, 2)] })])).map(outcome)).toEqual(['FORBIDDEN']);
    });
    await withDenied(env.db, 'FRONT_DESK', 'CART_DELETE', async () => {
      expect((await a.push([a.change(MutationName.CART_CANCEL, { id: args.id, branchId: downtown })])).map(outcome)).toEqual(['FORBIDDEN']);
    });
    expect((await cartRow(args.id)).status).toBe('New');
  });
});
