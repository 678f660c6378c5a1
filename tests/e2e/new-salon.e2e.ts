// Issue 12's whole path, as a new salon owner walks it on an empty server (`SEED_DEMO=0`):
// create the business, give the branch its opening hours and a holiday, a service group with
// two services, two technicians working full time; create a front-desk user. On a second
// tablet that user books a customer with a new service on a new technician, takes the payment
// in cash and prints the bill; the holiday shows the holiday screen. No SQL, no demo data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { formatMoney } from '../../src/domain/money';
import { newContext, signIn } from './browser';
import { apiSignIn } from './api';
import { billsPrinted, cardMenu, centsOf, finishPayment, recordBillPrints, serverBills } from './billing-helpers';
import { BIG_VIEWPORT, boardOf, bookingsOn, createBooking, pickOption, TODAY } from './scheduler-helpers';
import { useSuite } from './suite';

const suite = useSuite({ firstRun: true });

// The suite's clock: Friday 20 November 2026, 10:00 in Toronto.
const TOMORROW = '2026-11-21';
const OWNER = { username: 'amelie', password: 'Maple2026' };
const DESK = { username: 'minh', password: 'Front-2026' };
const GROUP = 'Hair';
const CUT = { code: 'cut-w', name: 'Women’s cut', price: '55', duration: '45' };
const DRY = { code: 'blow-dry', name: 'Blow dry', price: '35', duration: '30' };
const TECHNICIANS = ['Mai Nguyen', 'Luc Tremblay'];

let owner: BrowserContext;
let page: Page;

const field = (scope: Page | Locator, label: string) => scope.getByLabel(new RegExp(`^${label}`));
const sideMenu = (p: Page) => p.getByRole('navigation', { name: 'Side menu' });

/** A side-menu entry, its group opened first when folded. */
async function openFromMenu(group: string, item: string): Promise<void> {
  const link = sideMenu(page).getByRole('link', { name: new RegExp(item) });
  if (!(await link.isVisible())) await sideMenu(page).getByText(group, { exact: true }).click();
  await link.click();
}

beforeAll(async () => {
  owner = await newContext(suite.browser, suite.server.baseURL, { serviceWorker: false, viewport: BIG_VIEWPORT });
  page = await owner.newPage();
});
afterAll(async () => owner.close());

describe('a new salon, from an empty database to its first payment', () => {
  it('creates the business', async () => {
    await page.goto('/');
    await page.waitForURL(/\/setup$/);
    await field(page, 'Business name').fill('Maple Leaf Nails & Spa');
    await field(page, 'Full name').fill('Amélie Roy');
    await field(page, 'Username').fill(OWNER.username);
    await field(page, 'Password').fill(OWNER.password);
    await field(page, 'Confirm password').fill(OWNER.password);
    await field(page, 'Branch name').fill('Old Montreal');
    await field(page, 'Branch code').fill('om');
    await page.getByRole('button', { name: 'Create your business' }).click();
    await page.waitForURL(/\/appointment/);
    await page.getByRole('heading', { name: 'No technician work' }).waitFor();
  });

  it('gives the branch its Friday hours and tomorrow as a holiday', async () => {
    await openFromMenu('Settings', 'Branches');
    await page.waitForURL(/\/branch$/);
    await page.getByRole('tab', { name: 'Working time' }).click();
    await page.getByLabel('Friday from').selectOption('09:00');
    await page.getByLabel('Friday to').selectOption('19:00');
    await page.getByRole('button', { name: 'Save working time' }).click();
    await page.getByText('Update success').last().waitFor();

    await page.getByRole('tab', { name: 'Closed days and holidays' }).click();
    await page.getByRole('button', { name: 'Add closed days' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add closed days' });
    await dialog.getByLabel(/^From/).fill(TOMORROW);
    await dialog.getByLabel(/^To/).fill(TOMORROW);
    await dialog.getByLabel('Note').fill('Closed for the renovation');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('table', { name: 'Closed days and holidays' }).getByRole('cell', { name: 'Closed for the renovation' }).waitFor();
  });

  it('adds a service group and two services', async () => {
    await openFromMenu('Catalogue', 'Services');
    await page.waitForURL(/\/service$/);
    await page.getByRole('tab', { name: 'Service groups' }).click();
    await page.getByRole('button', { name: 'Create service group' }).click();
    const group = page.getByRole('dialog', { name: 'Create service group' });
    await field(group, 'Name').fill(GROUP);
    await group.getByRole('button', { name: 'Save' }).click();
    await group.waitFor({ state: 'hidden' });

    await page.getByRole('tab', { name: 'Services' }).click();
    for (const service of [CUT, DRY]) {
      await page.getByRole('button', { name: 'Create service' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create service' });
      await field(dialog, 'Code').fill(service.code);
      await field(dialog, 'Name').fill(service.name);
      await pickOption(page, field(dialog, 'Group'), GROUP);
      await field(dialog, 'Price').fill(service.price);
      await field(dialog, 'Duration').fill(service.duration);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'hidden' });
    }
    const table = page.getByRole('table', { name: 'Services' });
    await table.getByRole('cell', { name: '$55.00', exact: true }).waitFor();
    await table.getByRole('cell', { name: '$35.00', exact: true }).waitFor();
  });

  it('hires two technicians who perform both, full time from today', async () => {
    await openFromMenu('Schedule', 'Technicians');
    await page.waitForURL(/\/technician$/);
    for (const name of TECHNICIANS) {
      await page.getByRole('button', { name: 'Create technician' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create technician' });
      await dialog.getByLabel('Name').fill(name);
      for (const service of [CUT, DRY]) {
        await dialog.getByLabel('Services performed').click();
        await dialog.getByLabel('Services performed').fill(service.name);
        await page.getByRole('option', { name: service.name, exact: true }).click();
      }
      await dialog.getByLabel('Name').click();
      await expect(dialog.getByLabel('Working from').inputValue()).resolves.toBe('2026-11-20');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByRole('table', { name: 'Technicians' }).getByRole('cell', { name, exact: true }).waitFor();
    }
  });

  it('creates a front-desk user', async () => {
    await openFromMenu('Administration', 'Users');
    await page.waitForURL(/\/user$/);
    await page.getByRole('button', { name: 'Create user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create user' });
    await field(dialog, 'Username').fill(DESK.username);
    await field(dialog, 'First name').fill('Minh');
    await field(dialog, 'Last name').fill('Pham');
    await field(dialog, 'Branches').click();
    await page.getByRole('option', { name: 'Old Montreal' }).click();
    await field(dialog, 'Roles').click();
    await page.getByRole('option', { name: 'Front desk' }).click();
    await field(dialog, 'Password').fill(DESK.password);
    await field(dialog, 'Confirm password').fill(DESK.password);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('table', { name: 'Users' }).getByRole('cell', { name: 'Minh Pham', exact: true }).waitFor();
  });

  describe('the front desk, on a tablet of its own', () => {
    let desk: BrowserContext;
    let tablet: Page;

    beforeAll(async () => {
      desk = await newContext(suite.browser, suite.server.baseURL, { serviceWorker: false, viewport: BIG_VIEWPORT });
      await recordBillPrints(desk);
      tablet = await desk.newPage();
      await signIn(tablet, DESK.username, DESK.password);
      await tablet.waitForURL(/\/appointment/);
    });
    afterAll(async () => desk.close());

    it('sees both technicians on today’s board, open from 09:00', async () => {
      for (const name of TECHNICIANS) await boardOf(tablet, name).waitFor();
      const firstHour = tablet.getByText(/guests? in service$/).first();
      await expect.poll(async () => firstHour.locator('xpath=..').locator('span').first().textContent()).toBe('09:00');
    });

    it('books a customer for a cut with Mai, starts it, takes the payment in cash and prints the bill', async () => {
      await createBooking(tablet, { phone: '514 555 0142', name: 'Chloe Martin', time: '11:00', guests: [{ service: CUT.name, technician: TECHNICIANS[0]! }] }, 'Start');
      await boardOf(tablet, TECHNICIANS[0]!).getByRole('button', { name: /^CHLOE MARTIN,.*Processing/ }).waitFor();

      await cardMenu(tablet, 'Chloe Martin', 'Payment');
      const dialog = tablet.getByRole('dialog', { name: /^Payment of booking / });
      // $55.00 and the 13 % HST a new branch starts with, once the worker has counted the bill.
      const due = 5500 + Math.round(5500 * 0.13);
      await expect.poll(async () => centsOf(await dialog.getByTestId('amount-due').textContent())).toBe(due);
      await dialog.getByLabel('Received by Cash').fill((due / 100).toFixed(2));
      await expect.poll(async () => dialog.getByTestId('change-due').textContent()).toBe('$0.00');
      // Finish payment is back on the board in one step; the toast prints the bill.
      const { notice } = await finishPayment(tablet, dialog);
      await notice.getByRole('button', { name: 'Print bill' }).click();
      await expect.poll(() => billsPrinted(tablet).then((bills) => bills.length)).toBe(1);
      const paper = (await billsPrinted(tablet))[0] ?? '';
      expect(paper).toContain(CUT.name);
      expect(paper).toContain(`Total${formatMoney(due)}`);
      expect(paper).toContain(`Cash${formatMoney(due)}`);
      await boardOf(tablet, TECHNICIANS[0]!).getByRole('button', { name: /^CHLOE MARTIN,.*Completed/ }).waitFor();

      // The server has the booking on Mai and its bill paid in cash, to the cent.
      const api = await apiSignIn(suite.server.baseURL, DESK.username, DESK.password);
      const booking = async () => (await bookingsOn(api, TODAY)).bookings.find((b) => b.customerName === 'CHLOE MARTIN');
      await expect.poll(async () => (await booking()) === undefined ? 0 : (await serverBills(api, (await booking())!.id)).length, { timeout: 30_000 }).toBe(1);
      const [bill] = await serverBills(api, (await booking())!.id);
      expect(bill).toMatchObject({ status: 'PAID', figures: { subtotal: 5500, total: due, change: 0 } });
      expect(bill!.payments.map((p) => [p.checkoutMethodName, p.amount])).toEqual([['Cash', due]]);
    });

    it('shows the holiday screen with its note tomorrow', async () => {
      await tablet.getByRole('button', { name: 'Next day' }).click();
      await tablet.getByRole('heading', { name: 'Happy Holidays' }).waitFor();
      await tablet.getByText('Closed for the renovation').waitFor();
    });
  });
});
