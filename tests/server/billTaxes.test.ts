/**
 * A bill's taxes on the server (issue 13): the re-check computes each of the branch's taxes the
 * tablet's way, a tablet that computed with an older list is refused with its figures, a gift
 * card sold is not taxed, and a bill written before tax lines still reads and prints as it was.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BillPath } from '../../src/domain/bill/paths';
import { billLinesForCartItems, expectedOf } from '../../src/domain/bill/bill-rules';
import { calculateBill } from '../../src/domain/bill/calculate-bill';
import type { BillDetail, PaymentOptions } from '../../src/domain/bill/types';
import { singleHst } from '../../src/domain/branch/tax';
import type { CartView } from '../../src/domain/cart/contract';
import { CartPath, type CartSaveResult } from '../../src/domain/cart/contract';
import { body, setupTestEnv, signIn, TEST_TODAY, type SignedIn, type TestEnv } from './helpers';
import { billFor, billingWorld, getJson, makeBooking, paymentOptionsOf, postJson, refusedWithoutWrites, type BillingWorld } from './billingFixtures';
import { cardLine, cartBody, createCart, insertProduct, insertUnsoldCard, productLine } from './cartFixtures';

describe('taxes on bills', () => {
  let env: TestEnv;
  let fd: SignedIn;
  let w: BillingWorld;

  beforeAll(async () => {
    env = await setupTestEnv();
    fd = await signIn(env.app, 'frontdesk');
    w = await billingWorld(env.db);
  });
  afterAll(async () => {
    await env.close();
  });

  const detail = async (billId: string) => body<BillDetail>(await getJson(env, fd, `${BillPath.PRINT_BILL_BY_ID}?billId=${billId}`)).result;

  it('Plateau Montréal: GST and QST on their own lines, the server agreeing to the cent, stored with the bill', async () => {
    const made = await makeBooking(env.db, { branchId: w.plateau, guests: [{ lines: [{ technicianId: w.pl[0]?.id ?? '', price: 10_000 }] }] });
    const bill = await billFor(env, fd, { branchId: w.plateau, bookingId: made.bookingId, guestIds: made.guestIds, received: [{ checkoutMethodId: w.cash, amount: 12_000 }] });
    // Revenu Québec's own example: $100.00 → TPS $5.00, TVQ $9.98, $114.98.
    expect(bill.expected).toMatchObject({ tax: 1498, total: 11_498 });
    const res = await postJson(env, fd, BillPath.CREATE_BILL, bill);
    expect(res.statusCode, res.body).toBe(200);
    const printed = await detail(bill.id);
    expect(printed.taxLines).toEqual([
      { kind: 'GST', name: '', rate: 5, registrationNumber: '123456789 RT0001', base: 10_000, amount: 500 },
      { kind: 'QST', name: '', rate: 9.975, registrationNumber: '1234567890 TQ0001', base: 10_000, amount: 998 },
    ]);
    expect(printed.figures).toMatchObject({ tax: 1498, total: 11_498, change: 502 });
    expect(await env.db.one(`SELECT tax_cents, jsonb_array_length(tax_lines) AS n FROM bill WHERE id = $1`, [bill.id])).toEqual({ tax_cents: 1498, n: 2 });
  });

  it('refuses a bill computed with an older list (one TVH of 14.975 %): the figures differ by a cent, nothing is written', async () => {
    const made = await makeBooking(env.db, { branchId: w.plateau, guests: [{ lines: [{ technicianId: w.pl[0]?.id ?? '', price: 1010 }] }] });
    const bill = await billFor(env, fd, { branchId: w.plateau, bookingId: made.bookingId, guestIds: made.guestIds, received: [{ checkoutMethodId: w.cash, amount: 2000 }] });
    // Per line: TPS 50.5 → 51 ¢, TVQ 100.75 → 101 ¢ = $1.52; one rate of 14.975 % gives $1.51.
    expect(bill.expected.tax).toBe(152);
    const stale = calculateBill({ lines: [{ kind: 'service', price: 1010, quantity: 1 }], taxes: singleHst(14.975), taxExempt: false, received: bill.received });
    const refused = await refusedWithoutWrites(env.db, () => postJson(env, fd, BillPath.CREATE_BILL, { ...bill, expected: expectedOf(stale) }));
    expect([refused.status, refused.code]).toEqual([409, 'BILL_TOTALS_MISMATCH']);
    expect(refused.fields).toMatchObject({ tax: 'Server: $1.52', total: 'Server: $11.62' });
    expect((await postJson(env, fd, BillPath.CREATE_BILL, bill)).statusCode).toBe(200);
  });

  it('a gift card and a product: HST on the product only', async () => {
    const oil = await insertProduct(env.db, { branchId: w.downtown, code: 'TAX-OIL', name: 'Cuticle oil', price: 2000 });
    const card = await insertUnsoldCard(env.db, { branchId: w.downtown, code: 'TAXGC50', price: 5000, value: 5000 });
    const res = await createCart(env, fd, cartBody({ branchId: w.downtown, items: [cardLine(card), productLine(oil)] }));
    expect(res.statusCode, res.body).toBe(200);
    const cart = body<CartView>(await getJson(env, fd, `${CartPath.DETAIL}/${body<CartSaveResult>(res).result.id}`)).result;
    const options = body<PaymentOptions>(await paymentOptionsOf(env, fd, w.downtown)).result;
    const received = [{ checkoutMethodId: w.cash, amount: 8000 }];
    const figures = calculateBill({ lines: billLinesForCartItems(cart.items), taxes: options.taxes, taxExempt: false, received });
    expect(figures).toMatchObject({ subtotal: 7000, tax: 260, total: 7260 });
    const bill = { id: randomUUID(), branchId: w.downtown, bookingId: null, guestIds: [], cartIds: [cart.id], customerId: null, actionTime: `${TEST_TODAY} 09:55`, received, expected: expectedOf(figures) };
    const paid = await postJson(env, fd, BillPath.CREATE_BILL, bill);
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await detail(bill.id)).taxLines).toEqual([{ kind: 'HST', name: '', rate: 13, registrationNumber: '123456789 RT0001', base: 2000, amount: 260 }]);
  });

  it('a bill written before tax lines reads and prints as the one HST line it was printed with', async () => {
    const made = await makeBooking(env.db, { branchId: w.plateau, guests: [{ lines: [{ technicianId: w.pl[0]?.id ?? '', price: 4000 }] }] });
    const bill = await billFor(env, fd, { branchId: w.plateau, bookingId: made.bookingId, guestIds: made.guestIds, received: [{ checkoutMethodId: w.cash, amount: 5000 }] });
    expect((await postJson(env, fd, BillPath.CREATE_BILL, bill)).statusCode).toBe(200);
    // As the bill table held it before migration 013: one percent and its tax.
    await env.db.query(`UPDATE bill SET tax_lines = NULL, hst_percent = 14.975, tax_cents = 599, total_cents = 4599 WHERE id = $1`, [bill.id]);
    const old = await detail(bill.id);
    expect(old.taxLines).toEqual([{ kind: 'HST', name: '', rate: 14.975, registrationNumber: '', base: 4000, amount: 599 }]);
    expect(old.figures).toMatchObject({ tax: 599, total: 4599 });
    // Tax-exempt then: no line at all.
    await env.db.query(`UPDATE bill SET is_hst = false, tax_cents = 0 WHERE id = $1`, [bill.id]);
    expect((await detail(bill.id)).taxLines).toEqual([]);
  });
});
