// Taking payments at the counter, clicked as the front desk would: a two-guest bill with a
// voucher, a gift card and two checkout methods, its printed totals, a tip shared and edited,
// the bill cancelled; then the same payment offline, across a reload, reaching the server once.
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { newContext, signIn, waitForServiceWorker } from './browser';
import { apiSignIn, type ApiSession } from './api';
import { useSuite } from './suite';
import { waitUntilSent } from './tablet';
import { billsPrinted, cardMenu, cardOf as cardOfOn, centsOf, finishPayment, recordBillPrints, serverBills } from './billing-helpers';
import { BIG_VIEWPORT, bookingsOn, createBooking, findFreeSlot, minuteOf, TODAY, type ServerDay } from './scheduler-helpers';
import type { BillDetail } from '../../src/domain/bill/types';
import { formatMoney } from '../../src/domain/money';

const suite = useSuite();

let context: BrowserContext;
let page: Page;
let api: ApiSession;

beforeAll(async () => {
  context = await newContext(suite.browser, suite.server.baseURL, { viewport: BIG_VIEWPORT });
  await recordBillPrints(context);
  page = await context.newPage();
  await signIn(page, 'frontdesk');
  await page.waitForURL(/\/appointment/);
  await waitForServiceWorker(page);
  api = await apiSignIn(suite.server.baseURL, 'frontdesk');
});

const day = (): Promise<ServerDay> => bookingsOn(api, TODAY);

/** A started two-guest booking, made through the form; answers its server id and price per guest. */
async function startedBooking(name: string, from: string): Promise<{ bookingId: string; price: number; code: string }> {
  const server = await day();
  const slot = findFreeSlot(server, { from: minuteOf(from), technicians: 2 });
  await createBooking(page, { phone: '416 555 0777', name, time: slot.time, guests: slot.technicians.map((t) => ({ service: slot.service.name, technician: t.label })) }, 'Start');
  const upper = name.toUpperCase();
  await expect
    .poll(
      async () => {
        const d = await day();
        const b = d.bookings.find((x) => x.customerName === upper);
        return d.guests.filter((g) => g.bookingId === b?.id && g.status === 'Processing').length;
      },
      { timeout: 30_000 },
    )
    .toBe(2);
  const booking = (await day()).bookings.find((b) => b.customerName === upper)!;
  return { bookingId: booking.id, price: slot.service.price, code: booking.code };
}

const cardOf = (name: string): Locator => cardOfOn(page, name);
const menu = (name: string, item: string): Promise<void> => cardMenu(page, name, item);
const bills = (bookingId: string): Promise<BillDetail[]> => serverBills(api, bookingId);
const money = centsOf;

/** Voucher, gift card, then half by card and the rest in cash; answers what the form asked, took by card, and the paid toast. */
async function pay(dialog: Locator, voucher: string, gift: string): Promise<{ due: number; card: number; notice: Locator }> {
  await dialog.getByLabel('Voucher', { exact: true }).fill(voucher);
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await dialog.getByText(new RegExp(`^${voucher} · `)).waitFor();
  await dialog.getByLabel('Gift card', { exact: true }).fill(gift);
  await dialog.getByRole('button', { name: 'Check' }).click();
  await dialog.getByText(new RegExp(`^${gift} · `)).waitFor();
  // The worker has counted both once the figures show the voucher and the gift card.
  const figures = dialog.getByRole('table', { name: 'Bill figures' });
  await figures.getByRole('row', { name: /^Voucher / }).waitFor();
  await figures.getByRole('row', { name: /^Gift card / }).waitFor();
  const due = money(await dialog.getByTestId('amount-due').textContent());
  const card = Math.floor(due / 200) * 100;
  await dialog.getByLabel('Received by Card').fill((card / 100).toFixed(2));
  await dialog.getByLabel('Received by Cash').fill(((due - card) / 100).toFixed(2));
  await expect.poll(async () => dialog.getByTestId('change-due').textContent()).toBe('$0.00');
  const { notice } = await finishPayment(page, dialog);
  return { due, card, notice };
}

describe('payment at the counter', () => {
  let paid: { bookingId: string; price: number; code: string };

  it('pays a two-guest booking with a voucher, a gift card and two checkout methods, and prints its totals', async () => {
    paid = await startedBooking('Pay Tester', '10:30');
    await menu('Pay Tester', 'Payment for all guests');
    const dialog = page.getByRole('dialog', { name: `Payment of booking ${paid.code}` });
    const { due, card, notice } = await pay(dialog, 'WELCOME10', 'GIFT25');

    // Subtotal 2 × price, $10 voucher, 13% HST, $25 from the gift card.
    const afterDiscount = 2 * paid.price - 1000;
    const total = afterDiscount + Math.round(afterDiscount * 0.13);
    expect(due).toBe(total - 2500);

    // Finish payment is back on the board in one step; the toast prints the bill.
    await cardOf('Pay Tester').waitFor();
    await notice.getByRole('button', { name: 'Print bill' }).click();
    await expect.poll(() => billsPrinted(page).then((bills) => bills.length)).toBe(1);
    const paper = (await billsPrinted(page))[0] ?? '';
    expect(paper).toContain(`Total${formatMoney(total)}`);
    expect(paper).toContain('Gift card GIFT25-$25.00');
    expect(paper).toContain(`Card${formatMoney(card)}`);

    await expect.poll(async () => (await bills(paid.bookingId)).length, { timeout: 30_000 }).toBe(1);
    const [bill] = await bills(paid.bookingId);
    expect(bill).toMatchObject({ status: 'PAID', voucherCode: 'WELCOME10', giftCardCode: 'GIFT25', figures: { subtotal: 2 * paid.price, total, giftCardUsed: 2500, change: 0 } });
    expect(bill!.payments.map((p) => [p.checkoutMethodName, p.amount]).sort()).toEqual([['Card', card], ['Cash', due - card]].sort());
    const guests = (await day()).guests.filter((g) => g.bookingId === paid.bookingId);
    expect(guests.map((g) => g.status)).toEqual(['Completed', 'Completed']);
    // The drawer: the payment's row opens the bill, its booking opens read-only.
    await page.getByRole('button', { name: 'Transactions' }).click();
    const drawerPanel = page.getByRole('dialog', { name: 'Money transactions' });
    await drawerPanel.getByRole('button', { name: 'Open the booking' }).first().click();
    const bookingDetail = page.getByRole('dialog', { name: 'Booking detail' });
    await bookingDetail.getByText(/PAY TESTER/).first().waitFor();
    await bookingDetail.getByRole('button', { name: 'Close' }).first().click();
    await page.keyboard.press('Escape');
    // On the server, both methods' rows.
    const drawer = await api.transactions(TODAY);
    expect(drawer.actions.filter((r) => r.billId === bill!.id).map((r) => r.value).sort((a, b) => a - b)).toEqual([card, due - card].sort((a, b) => a - b));
  });

  it('distributes a tip and edits one share: the rest goes to the other technician', async () => {
    await menu('Pay Tester', 'Add tip');
    const tipWindow = page.getByRole('dialog', { name: 'Add tip' });
    await tipWindow.getByLabel('Tip total').fill('20.00');
    const values = tipWindow.getByLabel(/^Tip value for /);
    await expect.poll(async () => values.nth(1).inputValue()).toMatch(/^\$10(\.00)?$/);
    await values.nth(0).fill('12.00');
    await expect.poll(async () => values.nth(1).inputValue()).toMatch(/^\$8(\.00)?$/);
    await tipWindow.getByRole('button', { name: 'Save tip' }).click();
    await tipWindow.waitFor({ state: 'hidden' });
    await page.getByRole('dialog', { name: /^Payment detail of booking/ }).getByRole('button', { name: 'Close' }).last().click();

    await expect.poll(async () => (await bills(paid.bookingId))[0]?.tip?.value ?? 0, { timeout: 30_000 }).toBe(2000);
    const [bill] = await bills(paid.bookingId);
    expect(bill!.tip!.technicianTips.map((r) => r.value)).toEqual([1200, 800]);
  });

  it('a manager cancels the bill: the guests are back in Processing and the money leaves the drawer', async () => {
    // The front desk may not cancel bills (OLD_BILL_CANCEL): the branch manager does, signed in on another tablet.
    await cardOf('Pay Tester').click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Payment detail', exact: true }).waitFor();
    await expect(page.getByRole('menuitem', { name: 'Cancel bill', exact: true }).count()).resolves.toBe(0);
    await page.keyboard.press('Escape');
    const managerContext = await newContext(suite.browser, suite.server.baseURL, { viewport: BIG_VIEWPORT });
    const manager = await managerContext.newPage();
    await signIn(manager, 'manager');
    await manager.waitForURL(/\/appointment/);
    await manager.getByRole('button', { name: /^PAY TESTER, / }).first().click({ button: 'right' });
    await manager.getByRole('menuitem', { name: 'Cancel bill', exact: true }).click();
    await manager.getByRole('dialog', { name: /^Cancel bill / }).getByRole('button', { name: 'Yes' }).click();
    await manager.getByRole('dialog', { name: /^Payment detail of booking/ }).getByRole('button', { name: 'Close' }).last().click();
    await expect.poll(async () => (await bills(paid.bookingId))[0]?.status, { timeout: 30_000 }).toBe('CANCEL');
    const guests = (await day()).guests.filter((g) => g.bookingId === paid.bookingId);
    expect(guests.map((g) => [g.status, g.billId])).toEqual([['Processing', null], ['Processing', null]]);
    const drawer = await api.transactions(TODAY);
    expect(drawer.actions.filter((r) => r.bookingId === paid.bookingId)).toEqual([]);
    await expect.poll(async () => manager.getByRole('button', { name: /^PAY TESTER, / }).first().getAttribute('aria-label')).toMatch(/Processing/);
    await managerContext.close();
  });

  it('takes the same payment offline, keeps it across a reload, and the server gets exactly one bill with the same totals', async () => {
    const booking = await startedBooking('Offline Payer', '12:00');
    await context.setOffline(true);
    await menu('Offline Payer', 'Payment for all guests');
    const dialog = page.getByRole('dialog', { name: `Payment of booking ${booking.code}` });
    const { due } = await pay(dialog, 'SPRING15', 'GIFT50');
    // The bill as this tablet has it, before the server can: its detail from the card.
    await menu('Offline Payer', 'Payment detail');
    const detail = page.getByRole('dialog', { name: `Payment detail of booking ${booking.code}` });
    await detail.getByText('Not yet sent').first().waitFor();
    const shownTotal = await detail.getByRole('table', { name: 'Bill figures' }).getByRole('row', { name: /^Total / }).textContent();
    await detail.getByRole('button', { name: 'Close' }).last().click();
    await expect.poll(async () => cardOf('Offline Payer').getAttribute('aria-label')).toMatch(/Completed/);

    await page.reload();
    await expect.poll(async () => cardOf('Offline Payer').getAttribute('aria-label'), { timeout: 30_000 }).toMatch(/Completed/);
    expect(await bills(booking.bookingId)).toEqual([]);

    await context.setOffline(false);
    await expect.poll(async () => (await bills(booking.bookingId)).length, { timeout: 60_000 }).toBe(1);
    // Once the tablet has nothing left to send, no later round can send it again: still exactly one.
    await waitUntilSent(page);
    const all = await bills(booking.bookingId);
    expect(all).toHaveLength(1);
    const subtotal = 2 * booking.price;
    const afterDiscount = subtotal - Math.round(subtotal * 0.15);
    const total = afterDiscount + Math.round(afterDiscount * 0.13);
    expect(all[0]).toMatchObject({ status: 'PAID', voucherCode: 'SPRING15', giftCardCode: 'GIFT50', figures: { total, amountDue: due } });
    expect(money(shownTotal)).toBe(total);
  });
});
