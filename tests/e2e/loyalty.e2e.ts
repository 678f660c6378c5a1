// The loyalty rule from the back office to the counter (issue 15), clicked as staff would: the
// Downtown manager sets a point-based rule on /system/loyalty (20% earned, at most $5.00 a bill,
// from today); the front desk, after a sync, pays a first booking online (it earns), then the
// customer's next booking offline with $5.00 of loyalty money, the most the new rule allows;
// back online the server takes the bill as printed and the balance is what the rule says to the cent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { newContext, signIn, waitForServiceWorker } from './browser';
import { apiSignIn, type ApiSession } from './api';
import { useSuite } from './suite';
import { buttonsOffScreen, coveredHeaderControls, pageOverflow } from './layout-checks';
import { centsOf, finishPayment, serverBills, syncNow } from './billing-helpers';
import { BIG_VIEWPORT, bookingsOn, createBooking, findFreeSlot, minuteOf, TODAY } from './scheduler-helpers';
import { BillPath } from '../../src/domain/bill/paths';
import type { PaymentInfoResult } from '../../src/domain/bill/types';
import { LoyaltyPath, type LoyaltyRuleResult } from '../../src/domain/loyalty/contract';

const suite = useSuite();

const PHONE = '416 555 0888';
const NAME = 'Loyal Guest';

let managerContext: BrowserContext;
let deskContext: BrowserContext;
let desk: Page;
let api: ApiSession;
let downtown: string;

beforeAll(async () => {
  deskContext = await newContext(suite.browser, suite.server.baseURL, { viewport: BIG_VIEWPORT });
  desk = await deskContext.newPage();
  await signIn(desk, 'frontdesk');
  await desk.waitForURL(/\/appointment/);
  await waitForServiceWorker(desk);
  api = await apiSignIn(suite.server.baseURL, 'manager');
});
afterAll(async () => {
  await managerContext?.close();
  await deskContext?.close();
});

/** A started booking of two guests for the loyal customer (found again by phone); answers its id and code. */
async function startedBooking(from: string): Promise<{ bookingId: string; code: string }> {
  const before = new Set((await bookingsOn(api, TODAY)).bookings.map((b) => b.id));
  const slot = findFreeSlot(await bookingsOn(api, TODAY), { from: minuteOf(from), technicians: 2 });
  await createBooking(desk, { phone: PHONE, name: NAME, time: slot.time, guests: slot.technicians.map((t) => ({ service: slot.service.name, technician: t.label })) }, 'Start');
  let found: { id: string; code: string } | undefined;
  await expect
    .poll(
      async () => {
        const day = await bookingsOn(api, TODAY);
        found = day.bookings.find((b) => !before.has(b.id) && b.customerName === NAME.toUpperCase());
        return found ? day.guests.filter((g) => g.bookingId === found?.id && g.status === 'Processing').length : 0;
      },
      { timeout: 30_000 },
    )
    .toBe(2);
  return { bookingId: found?.id ?? '', code: found?.code ?? '' };
}

/** The booking's payment window, from a card of its guests still in service on the board. */
async function openPayment(code: string): Promise<Locator> {
  await desk.getByRole('button', { name: new RegExp(`^${NAME.toUpperCase()}, .*, Processing`) }).first().click({ button: 'right' });
  await desk.getByRole('menuitem', { name: 'Payment for all guests', exact: true }).click();
  return desk.getByRole('dialog', { name: `Payment of booking ${code}` });
}

describe('a point-based loyalty rule, from /system/loyalty to a payment taken offline', () => {
  it('the manager sets the rule: points earned, the limit per bill, from today', async () => {
    managerContext = await newContext(suite.browser, suite.server.baseURL, { viewport: { width: 768, height: 1024 } });
    const manager = await managerContext.newPage();
    await signIn(manager, 'manager');
    await manager.waitForURL(/\/appointment/);
    await manager.goto('/system/loyalty');
    await manager.getByRole('heading', { name: 'Loyalty discount' }).waitFor();
    await manager.getByLabel('Loyalty type').selectOption({ label: 'Point based: loyalty money earned on each bill' });
    await manager.getByLabel('Points earned').fill('20');
    await manager.getByLabel('Loyalty money limit per bill').fill('5');
    await manager.getByLabel('Applies from').fill(TODAY);
    await manager.getByRole('button', { name: 'Save' }).click();
    await manager.getByText('Update success').first().waitFor();
    // The form fits the tablet: nothing wider than the screen.
    expect(await manager.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);

    downtown = api.branchId;
    expect(await api.get<LoyaltyRuleResult>(LoyaltyPath.RULE, { branchId: downtown })).toMatchObject({ type: 'POINT_BASED', earnPercent: 20, limit: 500, applyFrom: TODAY });
  });

  it('the front desk, after a sync, pays offline with loyalty money within the new limit; back online the server agrees to the cent', async () => {
    await syncNow(desk);

    // A first visit, paid online in cash: it earns 20% of its total.
    const first = await startedBooking('10:30');
    // The board learns the booking's customer (found by phone on the server) at the next read.
    await syncNow(desk);
    const firstPayment = await openPayment(first.code);
    await firstPayment.getByLabel(/^Loyalty money \(balance \$0\.00\)/).waitFor();
    await finishPayment(desk, firstPayment);
    await expect.poll(async () => (await serverBills(api, first.bookingId)).length, { timeout: 30_000 }).toBe(1);
    const [firstBill] = await serverBills(api, first.bookingId);
    const earnedFirst = Math.round((firstBill?.figures.total ?? 0) * 0.2);

    // The next visit: its window read once online (the customer's standing), then the connection goes.
    const second = await startedBooking('13:00');
    await syncNow(desk);
    let payment = await openPayment(second.code);
    await payment.getByLabel(/^Loyalty money \(balance /).waitFor();
    await payment.getByRole('button', { name: 'Close' }).first().click();
    await payment.waitFor({ state: 'hidden' });
    await deskContext.setOffline(true);
    await desk.getByText('Offline', { exact: true }).first().waitFor();

    payment = await openPayment(second.code);
    const loyalty = payment.getByLabel(/^Loyalty money \(balance /);
    // The balance the first bill earned under the new rule; at most the new $5.00 on this bill.
    expect(centsOf(await payment.getByText(/^Loyalty money \(balance /).first().textContent())).toBe(earnedFirst);
    await payment.getByText('From $0.10 up to $5.00').waitFor();
    await loyalty.fill('5.00');
    const figures = payment.getByRole('table', { name: 'Bill figures' });
    await figures.getByRole('row', { name: /^Loyalty / }).waitFor();
    const shownTotal = centsOf(await figures.getByRole('row', { name: /^Total / }).textContent());
    await finishPayment(desk, payment);
    expect(await serverBills(api, second.bookingId)).toEqual([]);

    await deskContext.setOffline(false);
    await expect.poll(async () => (await serverBills(api, second.bookingId)).length, { timeout: 60_000 }).toBe(1);
    const [secondBill] = await serverBills(api, second.bookingId);
    expect(secondBill).toMatchObject({ status: 'PAID', loyaltyAmount: 500, figures: { loyaltyDiscount: 500, total: shownTotal } });
    const info = await api.post<PaymentInfoResult>(BillPath.PAYMENT_INFO, { bookingId: second.bookingId, guestIds: [] });
    expect(info.loyalty?.amountMoney).toBe(earnedFirst - 500 + Math.round(shownTotal * 0.2));
  }, 180_000);

  it('on a 360 px phone the screen fits, and the business’s admin reads another branch’s rule', async () => {
    const phone = await newContext(suite.browser, suite.server.baseURL, { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
    const page = await phone.newPage();
    await signIn(page, 'admin');
    await page.getByRole('button', { name: 'More actions' }).waitFor();
    await page.goto('/system/loyalty');
    await page.getByLabel('Loyalty type').waitFor();
    await page.getByLabel('Branch', { exact: true }).selectOption({ label: 'Plateau Montréal' });
    // Plateau's own rule, as seeded: point based.
    await expect.poll(() => page.getByLabel('Loyalty type').inputValue()).toBe('POINT_BASED');
    await page.getByLabel('Branch', { exact: true }).selectOption({ label: 'Downtown Toronto' });
    await expect.poll(() => page.getByLabel('Points earned').inputValue()).toBe('20 %');
    expect(await pageOverflow(page)).toBe(0);
    expect(await coveredHeaderControls(page)).toEqual([]);
    expect(await buttonsOffScreen(page.locator('form').first())).toEqual([]);
    await phone.close();
  });
});
