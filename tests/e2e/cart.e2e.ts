// Selling at the counter without a booking, clicked as the front desk would: a cart with a gift
// card and products, paid through the cart-only payment; a paid cart cannot be deleted; the same
// sale offline, across a reload, reaches the server once.
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { newContext, signIn, waitForServiceWorker } from './browser';
import { apiSignIn, type ApiSession } from './api';
import { useSuite } from './suite';
import { BIG_VIEWPORT, pickOption } from './scheduler-helpers';
import { finishPayment } from './billing-helpers';
import { BillPath } from '../../src/domain/bill/paths';
import type { BillDetail } from '../../src/domain/bill/types';
import { CartPath, type CartPage, type CartView } from '../../src/domain/cart/contract';

const suite = useSuite();

let context: BrowserContext;
let page: Page;
let api: ApiSession;

beforeAll(async () => {
  context = await newContext(suite.browser, suite.server.baseURL, { viewport: BIG_VIEWPORT });
  page = await context.newPage();
  await signIn(page, 'frontdesk');
  await page.waitForURL(/\/appointment/);
  await waitForServiceWorker(page);
  api = await apiSignIn(suite.server.baseURL, 'frontdesk');
});

async function serverCart(name: string): Promise<CartView | undefined> {
  const list = await api.get<CartPage>(CartPath.LIST, { branchId: api.branchId, query: name });
  return list.items.find((c) => c.customerName === name);
}

/** New cart, a customer by a new phone, one gift card and two of a product; then Save and pay. */
async function fillCart(phone: string, name: string, card: { code: string; label: string; total: string }): Promise<Locator> {
  await page.getByRole('button', { name: 'New cart' }).click();
  const form = page.getByRole('dialog', { name: 'Add to cart' });
  await form.getByLabel('Phone').fill(phone);
  await form.getByLabel('Customer name').fill(name);
  await pickOption(page, form.getByLabel('Gift card to sell'), `${card.code} · ${card.label}`);
  await form.getByRole('button', { name: 'Add gift card' }).click();
  await pickOption(page, form.getByLabel('Product', { exact: true }), 'Cuticle oil pen · $12.00');
  await form.getByLabel('Quantity', { exact: true }).fill('2');
  await form.getByRole('button', { name: 'Add product' }).click();
  await expect.poll(() => form.getByTestId('cart-total').textContent()).toBe(card.total);
  await form.getByRole('button', { name: 'Save and pay' }).click();
  return page.getByRole('dialog', { name: /^Payment of cart / });
}

describe('carts at the counter', () => {
  it('sells a gift card and a product in a cart without a booking, paid through the cart-only payment', async () => {
    await page.getByRole('link', { name: 'Carts' }).first().click();
    await page.waitForURL(/\/cart/);
    const payment = await fillCart('416 555 0919', 'Cart Buyer', { code: 'CARD50', label: 'Gift card $50.00 · $50.00', total: '$74.00' });
    await payment.getByRole('button', { name: 'Back to cart' }).waitFor();
    // Lines of $74.00; the $50 card sold is not taxed, 13% HST on the $24.00 of pens only: $77.12 due, in cash by default.
    await expect.poll(() => payment.getByTestId('amount-due').textContent()).toBe('$77.12');
    const figures = payment.getByRole('table', { name: 'Bill figures' });
    expect(await figures.getByRole('row', { name: /^HST \(13%\) / }).textContent()).toBe('HST (13%)$3.12');
    expect(await figures.getByRole('rowheader', { name: /^(HST|GST|QST|PST|Tax)\b/ }).count()).toBe(1);
    // Finish payment is back on the cart list in one step.
    await finishPayment(page, payment);
    await page.getByRole('row', { name: /CART BUYER/ }).waitFor();

    await expect.poll(async () => (await serverCart('CART BUYER'))?.status, { timeout: 30_000 }).toBe('Paid');
    const cart = (await serverCart('CART BUYER'))!;
    expect(cart.items.map((i) => [i.code, i.quantity, i.price]).sort()).toEqual([['CARD50', 1, 5000], ['CUTICLE-OIL', 2, 1200]].sort());
    const bill = await api.get<BillDetail>(BillPath.PRINT_BILL_BY_ID, { billId: cart.billId! });
    expect(bill.figures).toMatchObject({ subtotal: 7400, tax: 312, total: 7712 });
    expect(bill.taxLines).toEqual([{ kind: 'HST', name: '', rate: 13, registrationNumber: '123456789 RT0001', base: 2400, amount: 312 }]);
    expect(bill.lines.map((l) => l.kind).sort()).toEqual(['giftCard', 'product']);
    // The card is sold: no longer offered for a cart.
    const options = await api.get<{ code: string }[]>('/api/gift-card/get-options-to-add-cart', { branchId: api.branchId });
    expect(options.map((o) => o.code)).not.toContain('CARD50');
  });

  it('a paid cart cannot be deleted', async () => {
    await page.getByRole('button', { name: /^DT-/ }).first().waitFor();
    const row = page.getByRole('row', { name: /CART BUYER/ });
    await row.getByRole('button').first().click();
    const detail = page.getByRole('dialog', { name: /^Cart / });
    await detail.getByText('Paid', { exact: true }).waitFor();
    await expect(detail.getByRole('button', { name: 'Cancel cart' }).count()).resolves.toBe(0);
    await detail.getByRole('button', { name: 'Close' }).last().click();
    const cart = (await serverCart('CART BUYER'))!;
    await expect(api.get(CartPath.CANCEL, { cartId: cart.id })).rejects.toThrow(/409 Cart paid! Cannot delete!/);
  });

  it('sells offline, keeps the sale across a reload, and the server gets it once', async () => {
    await context.setOffline(true);
    // The $50 card sold online is no longer offered here, offline too.
    await page.getByRole('button', { name: 'New cart' }).click();
    const probe = page.getByRole('dialog', { name: 'Add to cart' });
    await probe.getByLabel('Gift card to sell').click();
    await page.getByRole('option', { name: /^CARD200 / }).waitFor();
    await expect(page.getByRole('option', { name: /^CARD50 / }).count()).resolves.toBe(0);
    await probe.getByRole('button', { name: 'Close' }).last().click();
    // $200 card and two cuticle oil pens: $224.00; HST on the pens only ($3.12): $227.12.
    const payment = await fillCart('416 555 0929', 'Offline Buyer', { code: 'CARD200', label: 'Gift card $200.00 · $200.00', total: '$224.00' });
    await expect.poll(() => payment.getByTestId('amount-due').textContent()).toBe('$227.12');
    await finishPayment(page, payment);
    await expect.poll(async () => page.getByRole('row', { name: /OFFLINE BUYER/ }).textContent()).toMatch(/Not yet sent/);

    await page.reload();
    const row = page.getByRole('row', { name: /OFFLINE BUYER/ });
    await row.waitFor({ timeout: 30_000 });
    await expect(row.textContent()).resolves.toMatch(/Paid/);
    await expect(row.textContent()).resolves.toMatch(/Not yet sent/);
    expect(await serverCart('OFFLINE BUYER')).toBeUndefined();

    await context.setOffline(false);
    await expect.poll(async () => (await serverCart('OFFLINE BUYER'))?.status, { timeout: 60_000 }).toBe('Paid');
    await page.waitForTimeout(1500);
    const list = await api.get<CartPage>(CartPath.LIST, { branchId: api.branchId, query: 'OFFLINE BUYER' });
    expect(list.items).toHaveLength(1);
    const bill = await api.get<BillDetail>(BillPath.PRINT_BILL_BY_ID, { billId: list.items[0]!.billId! });
    expect(bill.figures).toMatchObject({ subtotal: 22_400, tax: 312, total: 22_712 });
  });
});
