// The counter's remaining money flows, clicked as staff would: the bill slip of a guest in
// service; a gift card created and sold at once from the gift card list; and a bill paid offline
// with a gift card another tablet spent meanwhile: refused by the server with what is left on the
// card and what was to be taken, fixed from Needs attention and sent again under the code it printed with, the money taken never dropped.
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { DEMO_PASSWORD, newContext, signIn, waitForServiceWorker } from './browser';
import { apiSignIn, type ApiSession } from './api';
import { useSuite } from './suite';
import { cardMenu, centsOf, finishPayment, serverBills } from './billing-helpers';
import { BIG_VIEWPORT, bookingsOn, createBooking, findFreeSlot, minuteOf, pickOption, TODAY } from './scheduler-helpers';
import { BillPath } from '../../src/domain/bill/paths';
import { formatMoney } from '../../src/domain/money';
import type { BillDetail, CheckGiftResult } from '../../src/domain/bill/types';
import { CartPath, type CartPage } from '../../src/domain/cart/contract';
import { type GiftCardRow, type Page as ListPage, type SavedId } from '../../src/domain/catalogue/contract';
import { GiftCardPath } from '../../src/domain/catalogue/paths';
import { GiftCardRight } from '../../src/domain/catalogue/rights';
import { Right, RightSetting } from '../../src/domain/rights';
import { RoleType } from '../../src/domain/people/default-roles';
import { RolePath } from '../../src/domain/people/role-contract';
import { UserPath } from '../../src/domain/people/contract';

const suite = useSuite();

let context: BrowserContext;
let page: Page;
let api: ApiSession;

declare global {
  interface Window {
    paper: string[];
  }
}

/** The print dialog is the browser's: keep what was on the paper instead. */
async function recordPrints(ctx: BrowserContext): Promise<void> {
  await ctx.addInitScript(() => {
    window.paper = [];
    window.print = () => {
      // Every print portal goes on paper (the cash bill's stays mounted, empty): keep them all.
      window.paper.push([...document.querySelectorAll('.print-portal')].map((p) => p.textContent).join(''));
    };
  });
}

beforeAll(async () => {
  context = await newContext(suite.browser, suite.server.baseURL, { viewport: BIG_VIEWPORT });
  await recordPrints(context);
  page = await context.newPage();
  await signIn(page, 'frontdesk');
  await page.waitForURL(/\/appointment/);
  await waitForServiceWorker(page);
  api = await apiSignIn(suite.server.baseURL, 'frontdesk');
});

/** A started one-guest booking made through the form; answers its server id, price and code. */
async function startedBooking(name: string, from: string): Promise<{ bookingId: string; price: number; code: string; service: string }> {
  const server = await bookingsOn(api, TODAY);
  const slot = findFreeSlot(server, { from: minuteOf(from), technicians: 1 });
  await createBooking(page, { phone: '416 555 0778', name, time: slot.time, guests: slot.technicians.map((t) => ({ service: slot.service.name, technician: t.label })) }, 'Start');
  const upper = name.toUpperCase();
  await expect
    .poll(
      async () => {
        const d = await bookingsOn(api, TODAY);
        const b = d.bookings.find((x) => x.customerName === upper);
        return d.guests.some((g) => g.bookingId === b?.id && g.status === 'Processing');
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  const booking = (await bookingsOn(api, TODAY)).bookings.find((b) => b.customerName === upper)!;
  return { bookingId: booking.id, price: slot.service.price, code: booking.code, service: slot.service.name };
}

const menu = (name: string, item: string): Promise<void> => cardMenu(page, name, item);
const bills = (bookingId: string): Promise<BillDetail[]> => serverBills(api, bookingId);
const money = centsOf;

describe('the bill slip', () => {
  it('"Print slip" on a guest in service prints the services, each tax and the estimated total on the roll, from the tablet', async () => {
    const booking = await startedBooking('Slip Guest', '10:30');
    // Printed from the board's copy and the branch's stored taxes: no connection needed.
    await context.setOffline(true);
    await menu('Slip Guest', 'Print slip');
    await expect.poll(() => page.evaluate(() => window.paper.length)).toBe(1);
    await context.setOffline(false);
    const paper = await page.evaluate(() => window.paper[0] ?? '');
    const tax = Math.round(booking.price * 0.13);
    expect(paper).toContain('Bill slip');
    expect(paper).toContain(`Booking ${booking.code}`);
    expect(paper).toContain(booking.service);
    expect(paper).toContain(`HST (13%)$${(tax / 100).toFixed(2)}`);
    expect(paper).toContain('HST no. 123456789 RT0001');
    expect(paper).toContain(`Estimated total$${((booking.price + tax) / 100).toFixed(2)}`);
  });
});

describe('a bill refused by the server', () => {
  it('paid offline with GIFT50 while another tablet spends the card; refused, edited in Needs attention, sent again once', async () => {
    const booking = await startedBooking('Refused Payer', '12:30');
    await context.setOffline(true);
    await menu('Refused Payer', 'Payment');
    const dialog = page.getByRole('dialog', { name: `Payment of booking ${booking.code}` });
    await dialog.getByLabel('Gift card', { exact: true }).fill('GIFT50');
    await dialog.getByRole('button', { name: 'Check' }).click();
    await dialog.getByText(/^GIFT50 · /).waitFor();
    const cardRow = dialog.getByRole('table', { name: 'Bill figures' }).getByRole('row', { name: /^Gift card / });
    await cardRow.waitFor();
    const wanted = money(await cardRow.textContent());
    expect(wanted).toBeGreaterThan(0);
    const { code: printedCode } = await finishPayment(page, dialog);
    expect(printedCode).toMatch(/^DT-\d+-\d+$/);

    // Meanwhile the other tablet, online, sells four oil pens ($54.24) and takes all of GIFT50.
    const other = await newContext(suite.browser, suite.server.baseURL, { viewport: BIG_VIEWPORT });
    const tablet = await other.newPage();
    await signIn(tablet, 'frontdesk');
    await tablet.waitForURL(/\/appointment/);
    await tablet.getByRole('link', { name: 'Carts' }).first().click();
    await tablet.getByRole('button', { name: 'New cart' }).click();
    const cartForm = tablet.getByRole('dialog', { name: 'Add to cart' });
    await cartForm.getByLabel('Phone').fill('416 555 0920');
    await cartForm.getByLabel('Customer name').fill('Card Spender');
    await pickOption(tablet, cartForm.getByLabel('Product', { exact: true }), 'Cuticle oil pen · $12.00');
    await cartForm.getByLabel('Quantity', { exact: true }).fill('4');
    await cartForm.getByRole('button', { name: 'Add product' }).click();
    await cartForm.getByRole('button', { name: 'Save and pay' }).click();
    const cartPayment = tablet.getByRole('dialog', { name: /^Payment of cart / });
    await cartPayment.getByLabel('Gift card', { exact: true }).fill('GIFT50');
    await cartPayment.getByRole('button', { name: 'Check' }).click();
    await cartPayment.getByText(/^GIFT50 · /).waitFor();
    await expect.poll(() => cartPayment.getByTestId('amount-due').textContent()).toBe('$4.24');
    await finishPayment(tablet, cartPayment);
    await expect
      .poll(async () => (await api.post<CheckGiftResult>(BillPath.CHECK_GIFT, { code: 'GIFT50', branchId: api.branchId })).isAvailable, { timeout: 30_000 })
      .toBe(false);
    await other.close();

    // Back online: the server refuses the bill (the card is spent); it waits in Needs attention.
    await context.setOffline(false);
    const attention = page.getByRole('button', { name: '1 change needs attention' });
    await attention.waitFor({ timeout: 45_000 });
    expect(await bills(booking.bookingId)).toEqual([]);
    await attention.click();
    const panel = page.getByRole('dialog', { name: 'Sync' });
    // What is left on the card and what the bill wanted from it, not "This code is invalid!".
    const refusal = `Gift card GIFT50 has $0.00 left; ${formatMoney(wanted)} was to be taken. Take the rest by another method, then send the payment again.`;
    await panel.getByText(refusal).waitFor();
    await panel.getByRole('button', { name: 'Edit' }).click();

    // The payment form, filled with the bill as taken: remove the card, take the rest in cash.
    const fix = page.getByRole('dialog', { name: `Fix bill ${printedCode}` });
    await fix.getByRole('note').getByText(refusal).waitFor();
    await fix.getByText(/^GIFT50 · /).waitFor();
    await fix.getByRole('button', { name: 'Remove Gift card' }).click();
    await fix.getByText('Not enough money to payment!').waitFor();
    const due = money(await fix.getByTestId('amount-due').textContent());
    const total = booking.price + Math.round(booking.price * 0.13);
    expect(due).toBe(total);
    await fix.getByLabel('Received by Cash').fill((due / 100).toFixed(2));
    await expect.poll(async () => fix.getByTestId('change-due').textContent()).toBe('$0.00');
    await fix.getByRole('button', { name: 'Send the bill again' }).click();
    await fix.waitFor({ state: 'hidden' });

    // Exactly one bill on the server, under the code it printed with, without the card.
    await expect.poll(async () => (await bills(booking.bookingId)).length, { timeout: 60_000 }).toBe(1);
    await page.waitForTimeout(1500);
    const all = await bills(booking.bookingId);
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ code: printedCode, status: 'PAID', giftCardCode: null, figures: { total, giftCardUsed: 0, amountDue: total } });
    await page.getByRole('button', { name: /needs attention/ }).waitFor({ state: 'detached' });
  });
});

/** Create and sell from the gift card list; answers the cart window, once it holds the new card at its price. */
async function createAndSell(page: Page, card: { content: string; value: string; price: string; payer: string; phone: string }): Promise<{ cart: Locator; code: string }> {
  await page.goto('/gift-card');
  await page.getByRole('button', { name: 'Create and sell' }).click();
  const form = page.getByRole('dialog', { name: 'Create and sell a gift card' });
  const code = await form.getByLabel(/^Code/).inputValue();
  await form.getByLabel('Content').fill(card.content);
  await form.getByLabel('Value').fill(card.value);
  await form.getByLabel('Price').fill(card.price);
  await form.getByLabel('Payer name').fill(card.payer);
  await form.getByLabel('Payer phone').fill(card.phone);
  await form.getByRole('button', { name: 'Create and sell' }).click();
  const cart = page.getByRole('dialog', { name: 'Add to cart' });
  await expect.poll(() => cart.getByTestId('cart-total').textContent(), { timeout: 15_000 }).toBe(formatMoney(Math.round(Number(card.price) * 100)));
  await cart.getByText(code).first().waitFor();
  return { cart, code };
}

describe('create and sell', () => {
  it('creates a gift card and takes its money at once: the cart opens holding it, paid through the cart-only payment', async () => {
    const adminContext = await newContext(suite.browser, suite.server.baseURL, { viewport: BIG_VIEWPORT });
    await recordPrints(adminContext);
    const admin = await adminContext.newPage();
    await signIn(admin, 'admin');
    await admin.waitForURL(/\/appointment/);
    const { cart, code } = await createAndSell(admin, { content: 'Happy holidays!', value: '60', price: '55', payer: 'Holly Buyer', phone: '416 555 0161' });
    expect(await cart.getByLabel('Customer name').inputValue()).toBe('Holly Buyer');
    await cart.getByRole('button', { name: 'Save and pay' }).click();
    const payment = admin.getByRole('dialog', { name: /^Payment of cart / });
    // $55.00 and no tax: a gift card sold is not a taxable supply. In cash by default.
    await expect.poll(() => payment.getByTestId('amount-due').textContent()).toBe('$55.00');
    await finishPayment(admin, payment);

    const adminApi = await apiSignIn(suite.server.baseURL, 'admin');
    const soldCard = async () => (await adminApi.get<ListPage<GiftCardRow>>(GiftCardPath.LIST, { branchId: adminApi.branchId, query: code })).items.find((c) => c.code === code);
    await expect.poll(async () => (await soldCard())?.sold, { timeout: 30_000 }).toBe(true);
    const carts = await adminApi.get<CartPage>(CartPath.LIST, { branchId: adminApi.branchId, query: 'HOLLY BUYER' });
    expect(carts.items.map((c) => [c.status, c.phone, c.items.map((i) => [i.code, i.price])])).toEqual([['Paid', '4165550161', [[code, 5500]]]]);
    await adminContext.close();
  });
});

describe('create and sell, by a seller of gift cards only', () => {
  it('opens the cart holding the new card without asking for the products it may not sell', async () => {
    const adminApi = await apiSignIn(suite.server.baseURL, 'admin');
    const allow = (rights: readonly string[]) => Object.fromEntries(rights.map((r) => [r, RightSetting.ALLOW]));
    const role = await adminApi.post<SavedId>(RolePath.CREATE, {
      code: 'GIFTSELLER',
      name: 'Gift card seller',
      type: RoleType.BRANCH_ADMIN,
      settings: allow([Right.APPOINTMENT_ACCESS, GiftCardRight.ACCESS, GiftCardRight.CREATE, 'CART_ACCESS', 'CART_CREATE', 'CART_UPDATE']),
    });
    await adminApi.post<SavedId>(UserPath.CREATE, {
      username: 'giftseller', firstName: 'Gina', lastName: 'Seller', fullName: 'Gina Seller', email: '', phone: '', active: true,
      password: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD, branchIds: [adminApi.branchId], roleIds: [role.id],
    });

    const context = await newContext(suite.browser, suite.server.baseURL, { viewport: BIG_VIEWPORT });
    const page = await context.newPage();
    // Every request the tablet makes is watched: a list asked without its right is a 403, and fails the test.
    await signIn(page, 'giftseller');
    await page.waitForURL(/\/appointment/);
    await createAndSell(page, { content: 'Thank you!', value: '40', price: '35', payer: 'Gail Giver', phone: '416 555 0162' });
    await context.close();
  });
});
