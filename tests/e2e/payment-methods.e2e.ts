// Payment methods end to end: the owner creates a method with a percent fee on
// /system/payment-method; a front-desk tablet gets it at its next sync, shows its tile and
// charges its fee offline, and the server agrees to the cent once back online. A birthday
// method stays greyed, with the reason, for a customer outside their birthday month. The
// screen fits a 768 px tablet and a 360 px phone.
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { newContext, signIn, waitForServiceWorker } from './browser';
import { apiSignIn, type ApiSession } from './api';
import { useSuite } from './suite';
import { centsOf, finishPayment, recordBillPrints, serverBills } from './billing-helpers';
import { BIG_VIEWPORT, bookingsOn, createBooking, findFreeSlot, minuteOf, TODAY } from './scheduler-helpers';
import { buttonsOffScreen, pageOverflow } from './layout-checks';
import { percentOf } from '../../src/domain/bill/percent';
import { PaymentMethodPath } from '../../src/domain/catalogue/payment-method-contract';

const suite = useSuite();

const METHOD = 'Card plus';
const FEE_PERCENT = 3;

let owner: Page;
let deskContext: BrowserContext;
let desk: Page;
let api: ApiSession;

beforeAll(async () => {
  const ownerContext = await newContext(suite.browser, suite.server.baseURL);
  owner = await ownerContext.newPage();
  await signIn(owner, 'admin');
  await owner.waitForURL(/\/appointment/);
  deskContext = await newContext(suite.browser, suite.server.baseURL, { viewport: BIG_VIEWPORT });
  await recordBillPrints(deskContext);
  desk = await deskContext.newPage();
  await signIn(desk, 'frontdesk');
  await desk.waitForURL(/\/appointment/);
  await waitForServiceWorker(desk);
  api = await apiSignIn(suite.server.baseURL, 'frontdesk');
});

/** A started one-guest booking of a new customer, made through the form; answers its id, code and price. */
async function startedBooking(name: string, from: string, phone: string): Promise<{ bookingId: string; code: string; price: number }> {
  const server = await bookingsOn(api, TODAY);
  const slot = findFreeSlot(server, { from: minuteOf(from), technicians: 1 });
  await createBooking(desk, { phone, name, time: slot.time, guests: slot.technicians.map((t) => ({ service: slot.service.name, technician: t.label })) }, 'Start');
  const upper = name.toUpperCase();
  await expect
    .poll(async () => {
      const day = await bookingsOn(api, TODAY);
      const booking = day.bookings.find((b) => b.customerName === upper);
      return day.guests.some((g) => g.bookingId === booking?.id && g.status === 'Processing');
    }, { timeout: 30_000 })
    .toBe(true);
  const booking = (await bookingsOn(api, TODAY)).bookings.find((b) => b.customerName === upper)!;
  return { bookingId: booking.id, code: booking.code, price: slot.service.price };
}

/** The front desk's Sync now, waited for until the round (sends, then reads, the payment options among them) is over. */
async function syncNow(): Promise<void> {
  await desk.getByRole('button', { name: /all changes sent|waiting to send/ }).click();
  const button = desk.getByRole('dialog', { name: 'Sync' }).getByRole('button', { name: 'Sync now' });
  await button.click();
  await expect.poll(() => button.getAttribute('data-loading'), { timeout: 30_000 }).toBeNull();
  await desk.keyboard.press('Escape');
}

/** Opens the payment of a booking's only guest from its card. */
async function openPayment(name: string, code: string): Promise<ReturnType<Page['getByRole']>> {
  await desk.getByRole('button', { name: new RegExp(`^${name.toUpperCase()}, `) }).first().click({ button: 'right' });
  await desk.getByRole('menuitem', { name: 'Payment', exact: true }).click();
  return desk.getByRole('dialog', { name: `Payment of booking ${code}` });
}

describe('payment methods', () => {
  it('the owner creates a method with a 3 % fee on /system/payment-method', async () => {
    const menu = owner.getByRole('navigation', { name: 'Side menu' });
    const link = menu.getByRole('link', { name: /Payment methods/ });
    if (!(await link.isVisible())) await menu.getByText('Settings', { exact: true }).click();
    await link.click();
    await owner.waitForURL(/\/system\/payment-method$/);
    const table = owner.getByRole('table', { name: 'Payment methods' });
    await table.getByRole('cell', { name: 'Birthday', exact: true }).first().waitFor();

    await owner.getByRole('button', { name: 'Create payment method' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Create payment method' });
    await dialog.getByLabel('Name').fill(METHOD);
    await dialog.getByRole('radio', { name: 'Card' }).check();
    await dialog.getByRole('radio', { name: 'Percent fee' }).check();
    // The schema's rule is shown under the field before anything is sent.
    await dialog.getByLabel('Fee percent').fill('120');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText(/100/).first().waitFor();
    await dialog.getByLabel('Fee percent').fill(String(FEE_PERCENT));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await table.getByRole('cell', { name: METHOD, exact: true }).waitFor();
    await owner.getByLabel('Search payment methods').fill('card plus');
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    await owner.getByRole('button', { name: `Actions for ${METHOD}` }).click();
    await owner.getByRole('menuitem', { name: 'Detail' }).click();
    const detail = owner.getByRole('dialog', { name: 'Payment method' });
    await detail.getByText('3%').waitFor();
    await detail.getByText('Bills paid with it').waitFor();
    await detail.getByRole('button', { name: 'Close' }).click();
    await owner.getByLabel('Search payment methods').fill('');
  });

  let paid: { bookingId: string; code: string; price: number };

  it('the front desk, after a sync, takes a payment offline with its tile and fee; a birthday tile stays greyed', async () => {
    paid = await startedBooking('Fee Payer', '10:30', '416 555 0888');
    await syncNow();

    await deskContext.setOffline(true);
    const dialog = await openPayment('Fee Payer', paid.code);

    // The booking's customer has no birthday this month: the birthday tile says why it is greyed.
    await expect(dialog.getByRole('radio', { name: /^Birthday/ }).isDisabled()).resolves.toBe(true);
    await dialog.getByText("Birthday: Only in the customer's birthday month.").waitFor();

    // The tile is its label (the radio itself is hidden): tapped as a cashier would.
    await dialog.getByText(new RegExp(`^${METHOD} · `)).click();
    await expect(dialog.getByRole('radio', { name: new RegExp(`^${METHOD}`) }).isChecked()).resolves.toBe(true);
    const figures = dialog.getByRole('table', { name: 'Bill figures' });
    const feeRow = figures.getByRole('row', { name: /^Payment fee / });
    await feeRow.waitFor();
    const fee = percentOf(paid.price, FEE_PERCENT);
    expect(centsOf(await feeRow.textContent())).toBe(fee);
    await expect.poll(async () => dialog.getByTestId('change-due').textContent()).toBe('$0.00');
    await finishPayment(desk, dialog);

    await deskContext.setOffline(false);
    await expect.poll(async () => (await serverBills(api, paid.bookingId)).length, { timeout: 60_000 }).toBe(1);
    const [bill] = await serverBills(api, paid.bookingId);
    const taxed = paid.price + fee;
    expect(bill).toMatchObject({ status: 'PAID', paymentMethod: { name: METHOD }, figures: { subtotal: paid.price, paymentFee: fee, total: taxed + Math.round(taxed * 0.13) } });
  });

  it('a method deactivated while the tablet was offline: its bill lands in Needs attention, in words', async () => {
    const ownerApi = await apiSignIn(suite.server.baseURL, 'admin');
    const values = { name: 'Soon gone', type: 'CASH', icon: null, priority: 9, discountKind: 'VALUE', discount: 100, feeKind: 'NONE', fee: 0, active: true };
    const { id } = await ownerApi.post<{ id: string }>(PaymentMethodPath.CREATE, values);
    const late = await startedBooking('Late Payer', '13:00', '416 555 0889');
    await syncNow();
    await deskContext.setOffline(true);
    const dialog = await openPayment('Late Payer', late.code);
    await dialog.getByText(/^Soon gone · /).click();
    await dialog.getByRole('table', { name: 'Bill figures' }).getByRole('row', { name: /^Payment method discount / }).waitFor();
    await expect.poll(async () => dialog.getByTestId('change-due').textContent()).toBe('$0.00');
    await finishPayment(desk, dialog);

    await ownerApi.post(PaymentMethodPath.UPDATE, { ...values, id, active: false });
    await deskContext.setOffline(false);
    const attention = desk.getByRole('button', { name: '1 change needs attention' });
    await attention.waitFor({ timeout: 45_000 });
    await attention.click();
    const panel = desk.getByRole('dialog', { name: 'Sync' });
    await panel.getByText('Payment method Soon gone is no longer active. Choose another payment method, then take the payment again.').waitFor();
    expect(await serverBills(api, late.bookingId)).toEqual([]);
    await desk.keyboard.press('Escape');
  });

  it('the used method cannot be deleted: the owner is offered to deactivate it', async () => {
    const table = owner.getByRole('table', { name: 'Payment methods' });
    await owner.reload();
    await owner.getByRole('button', { name: `Actions for ${METHOD}` }).click();
    await owner.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = owner.getByRole('dialog', { name: `${METHOD} cannot be deleted` });
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await table.getByRole('row', { name: new RegExp(`${METHOD}.*Inactive`) }).waitFor();
    await owner.getByRole('combobox', { name: 'Status' }).click();
    await owner.getByRole('option', { name: 'Inactive' }).click();
    await table.getByRole('cell', { name: METHOD, exact: true }).waitFor();
    // The header, this method and the one deactivated while the tablet was offline.
    await table.getByRole('cell', { name: 'Soon gone', exact: true }).waitFor();
    await expect.poll(() => table.getByRole('row').count()).toBe(3);
  });
});

describe('the payment methods screen on a tablet and a phone', () => {
  it.each([
    ['a 768 px tablet', { width: 768, height: 1024 }],
    ['a 360 px phone', { width: 360, height: 740 }],
  ] as const)('fits %s, its form too', async (_name, viewport) => {
    const context = await newContext(suite.browser, suite.server.baseURL, { viewport, hasTouch: true, isMobile: viewport.width < 500 });
    const small = await context.newPage();
    await signIn(small, 'admin');
    await small.waitForURL(/\/appointment/);
    await small.goto('/system/payment-method');
    await small.getByRole('table', { name: 'Payment methods' }).getByRole('cell', { name: 'Referral' }).first().waitFor();
    expect(await pageOverflow(small)).toBeLessThanOrEqual(0);
    await small.getByRole('button', { name: 'Create payment method' }).click();
    const dialog = small.getByRole('dialog', { name: 'Create payment method' });
    await dialog.waitFor();
    await dialog.getByRole('radio', { name: 'Fixed fee' }).check();
    await expect.poll(() => buttonsOffScreen(dialog), { timeout: 5_000 }).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await context.close();
  }, 90_000);
});
