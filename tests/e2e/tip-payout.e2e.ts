// Cash tips paid out from the drawer at the end of Downtown's day (issue 19): a $12.00 tip taken
// in cash with a bill, the drawer saying what it owes the technician (with what the demo's bills
// tipped them already), $8.00 of it paid out while the
// connection is down (more than owed refused on the tablet), sent once when it is back, and the
// close of the day counting the payout in the cash it expects.
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { newContext, signIn, waitForServiceWorker } from './browser';
import { apiSignIn, type ApiSession } from './api';
import { useSuite } from './suite';
import { cardMenu, centsOf, finishPayment } from './billing-helpers';
import { BIG_VIEWPORT, bookingsOn, createBooking, findFreeSlot, minuteOf, TODAY, type Tech } from './scheduler-helpers';
import { expectedByMethod } from '../../src/domain/day-close/day-close';
import { cashMethod, type CheckoutMethod } from '../../src/domain/pos';
import { tipLedgerOfRows, tipsOwed } from '../../src/domain/tip-payout';
import { DAY_CLOSES_PATH, type DayCloseEntry } from '../../src/domain/day-close/day-close';
import { PosPath } from '../../src/domain/pos';
import { formatMoney } from '../../src/domain/money';

const suite = useSuite();
const NAME = 'Tip Payout Guest';

let context: BrowserContext;
let page: Page;
let api: ApiSession;
let technician: Tech;
let cashId: string;

beforeAll(async () => {
  context = await newContext(suite.browser, suite.server.baseURL, { viewport: BIG_VIEWPORT });
  page = await context.newPage();
  await signIn(page, 'frontdesk');
  await page.waitForURL(/\/appointment/);
  await waitForServiceWorker(page);
  api = await apiSignIn(suite.server.baseURL, 'frontdesk');
  cashId = cashMethod(await api.get<CheckoutMethod[]>(PosPath.CHECKOUT_METHODS, { branchId: api.branchId }))?.id ?? '';
});

const drawerOf = (p: Page): Locator => p.getByRole('dialog', { name: 'Money transactions' });
const owedSection = (): Locator => drawerOf(page).getByRole('region', { name: 'Cash tips owed' });
/** What the server's drawer expects the cash to hold today. */
const serverCash = async (): Promise<number> => expectedByMethod((await api.transactions(TODAY)).actions).get(cashId) ?? 0;
/** What the server's drawer owes the technician in tips today (the demo's bills may have tipped them already). */
const serverOwed = async (): Promise<number> =>
  tipsOwed({ ledger: tipLedgerOfRows((await api.transactions(TODAY)).actions), cashMethodId: cashId, cardTipsInCash: false }).find((o) => o.technicianId === technician.id)?.owed ?? 0;

describe('cash tips paid out from the drawer', () => {
  let cashBeforePayout = 0;
  let owedBefore = 0;

  it('takes a $12.00 cash tip with a bill', async () => {
    const day = await bookingsOn(api, TODAY);
    const slot = findFreeSlot(day, { from: minuteOf('11:00'), technicians: 1 });
    technician = slot.technicians[0]!;
    owedBefore = await serverOwed();
    await createBooking(page, { phone: '416 555 0199', name: NAME, time: slot.time, guests: [{ service: slot.service.name, technician: technician.label }] }, 'Start');
    let code = '';
    await expect
      .poll(async () => {
        const d = await bookingsOn(api, TODAY);
        const booking = d.bookings.find((b) => b.customerName === NAME.toUpperCase());
        code = booking?.code ?? '';
        return d.guests.find((g) => g.bookingId === booking?.id)?.status;
      }, { timeout: 30_000 })
      .toBe('Processing');

    await cardMenu(page, NAME, 'Payment');
    const dialog = page.getByRole('dialog', { name: `Payment of booking ${code}` });
    await expect.poll(async () => dialog.getByTestId('amount-due').textContent()).toMatch(/\d/);
    const due = centsOf(await dialog.getByTestId('amount-due').textContent());
    await dialog.getByLabel('Received by Cash').fill((due / 100).toFixed(2));
    await dialog.getByLabel('Tip', { exact: true }).fill('12.00');
    await dialog.getByLabel(`Tip value for ${technician.name}`).waitFor();
    await finishPayment(page, dialog);
    await page.getByRole('button', { name: /waiting to send/ }).waitFor({ state: 'detached', timeout: 45_000 });
    await expect.poll(serverOwed, { timeout: 30_000 }).toBe(owedBefore + 1200);
  });

  it('shows in the drawer what it owes the technician in cash tips', async () => {
    await page.getByRole('button', { name: 'Transactions' }).click();
    await drawerOf(page).waitFor();
    await expect.poll(() => owedSection().getByLabel(`Owed to ${technician.name}`).textContent(), { timeout: 30_000 }).toBe(formatMoney(owedBefore + 1200));
    cashBeforePayout = await serverCash();
  });

  it('pays $8.00 of it out while offline: more than owed is refused, the drawer shows the rest at once', async () => {
    await context.setOffline(true);
    await page.getByText('Offline', { exact: true }).first().waitFor();
    await owedSection().getByRole('button', { name: `Pay out ${technician.name}` }).click();
    const form = page.getByRole('dialog', { name: `Pay out tips to ${technician.name}` });
    await form.waitFor();
    const amount = form.getByLabel('Cash amount');
    const owed = owedBefore + 1200;
    expect(await amount.inputValue()).toBe(formatMoney(owed));
    await amount.fill(((owed + 50) / 100).toFixed(2));
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText(`At most ${formatMoney(owed)}: what the drawer owes ${technician.name} in tips today`).waitFor();
    await amount.fill('8.00');
    await form.getByLabel('Note').fill('Tips of the morning');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'hidden' });

    await expect.poll(() => owedSection().getByLabel(`Owed to ${technician.name}`).textContent()).toBe(formatMoney(owed - 800));
    const line = drawerOf(page).getByRole('listitem').filter({ hasText: 'Tips of the morning' });
    await line.getByText('Not yet sent').waitFor();
    await line.getByText('-$8.00').waitFor();
  });

  it('sends the payout once when the connection is back, and the close of the day counts it', async () => {
    await context.setOffline(false);
    await page.getByRole('button', { name: /waiting to send/ }).waitFor({ state: 'detached', timeout: 45_000 });
    const payouts = (await api.transactions(TODAY)).actions.filter((r) => r.type === 'TIP_PAYOUT' && r.note === 'Tips of the morning');
    expect(payouts.map((r) => [r.value, r.paidTo?.technicianId, r.checkoutMethodId])).toEqual([[800, technician.id, cashId]]);
    const expected = await serverCash();
    expect(expected).toBe(cashBeforePayout - 800);
    await drawerOf(page).getByRole('listitem').filter({ hasText: 'Tips of the morning' }).getByText('Not yet sent').waitFor({ state: 'detached' });

    await drawerOf(page).getByRole('button', { name: 'Close the day' }).click();
    const close = page.getByRole('dialog', { name: 'Close the day' });
    await close.waitFor();
    await close.getByText(formatMoney(expected), { exact: true }).first().waitFor();
    await close.getByLabel('Counted').fill((expected / 100).toFixed(2));
    await close.getByRole('button', { name: 'Close the day' }).click();
    await close.getByTestId('day-close-slip').waitFor();
    // Read from the server until the close is there: the "waiting to send" mark may not be up
    // yet right after the click, so its absence proves nothing.
    await expect
      .poll(async () => (await api.get<DayCloseEntry[]>(DAY_CLOSES_PATH, { branchId: api.branchId, date: TODAY })).filter((c) => c.checkoutMethodId === cashId).map((c) => [c.expected, c.counted]), { timeout: 45_000 })
      .toEqual([[expected, expected]]);
  });
});
