// The customers screen as a front desk uses it: a new customer is created from /customer, then
// blocked with a note; picked by phone in the booking form on /appointment, they bring the
// "Blocked customer!!!" warning with that note, and so does a cart whose phone finds them and,
// offline, the payment of their booking started meanwhile. The list filters to blocked customers, the record shows the block and the note; the screen fits a
// 768 × 1024 tablet and a 360 px phone.
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { newContext, signIn } from './browser';
import { useSuite } from './suite';
import { apiSignIn } from './api';
import { cardMenu, cardOf } from './billing-helpers';
import { BIG_VIEWPORT, bookingsOn, findFreeSlot, minuteOf, pickOption, TODAY } from './scheduler-helpers';
import { buttonsOffScreen, pageOverflow } from './layout-checks';

const suite = useSuite();
const NAME = 'Wanda Quill';
const PHONE = '438 555 0177';
const NOTE = 'Left twice without paying';

let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  context = await newContext(suite.browser, suite.server.baseURL, { viewport: BIG_VIEWPORT });
  page = await context.newPage();
  await signIn(page, 'admin');
  await page.waitForURL(/\/appointment/);
  await page.getByRole('region', { name: /^Schedule of / }).first().waitFor();
});

const table = () => page.getByRole('table', { name: 'Customers' });

describe('customers', () => {
  it('creates a customer from the customers screen, the name sent in capitals', async () => {
    await page.getByRole('navigation', { name: 'Side menu' }).getByRole('link', { name: /Customers/ }).click();
    await page.waitForURL(/\/customer$/);
    await table().waitFor();
    await page.getByRole('button', { name: 'Create customer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create customer' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Please fill out this field').first().waitFor();
    await dialog.getByLabel('Name').fill(NAME);
    await dialog.getByLabel('Phone').fill(PHONE);
    await dialog.getByLabel('Emails').fill('wanda@old.example, wanda@example.com');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByLabel('Search customers').fill(PHONE);
    await table().getByText(NAME.toUpperCase(), { exact: true }).waitFor();
  });

  it('blocks them with a note; the blocked filter and the record show it', async () => {
    await table().getByRole('button', { name: new RegExp(`Actions .*${NAME.toUpperCase()}`) }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit customer' });
    await dialog.getByLabel('Blocked').check();
    await dialog.getByRole('button', { name: 'Add note' }).click();
    await dialog.getByRole('textbox', { name: 'Note 1' }).fill(NOTE);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('combobox', { name: 'Blocked' }).click();
    await page.getByRole('option', { name: 'Blocked', exact: true }).click();
    await table().getByText(NAME.toUpperCase(), { exact: true }).waitFor();

    await table().getByRole('button', { name: new RegExp(`Actions .*${NAME.toUpperCase()}`) }).click();
    await page.getByRole('menuitem', { name: 'Detail' }).click();
    const record = page.getByRole('dialog', { name: 'Customer detail' });
    await record.getByText('Blocked customer!!!').waitFor();
    await record.getByText(NOTE).waitFor();
    await record.getByText('wanda@example.com', { exact: true }).waitFor();
    await record.getByRole('button', { name: 'Close' }).first().click();
    await record.waitFor({ state: 'hidden' });
  });

  it('the booking form warns with the note once they are picked by phone', async () => {
    await page.getByRole('navigation', { name: 'Side menu' }).getByRole('link', { name: /Appointment/ }).click();
    await page.waitForURL(/\/appointment/);
    await page.getByRole('region', { name: /^Schedule of / }).first().waitFor();
    await page.getByRole('button', { name: 'New booking' }).click();
    const dialog = page.getByRole('dialog', { name: 'New booking' });
    await dialog.getByLabel('Phone').fill(PHONE.replace(/\s/g, ''));
    await page.getByRole('option').filter({ hasText: NAME.toUpperCase() }).first().click();
    const warning = dialog.getByRole('alert').filter({ hasText: 'Blocked customer!!!' });
    await warning.waitFor();
    await expect(warning.getByText(NOTE).isVisible()).resolves.toBe(true);
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('the cart warns the same once the phone finds them', async () => {
    await page.getByRole('link', { name: 'Carts' }).first().click();
    await page.waitForURL(/\/cart/);
    await page.getByRole('button', { name: 'New cart' }).click();
    const form = page.getByRole('dialog', { name: 'Add to cart' });
    await form.getByLabel('Phone').fill(PHONE);
    await expect.poll(() => form.getByLabel('Customer name').inputValue()).toBe(NAME.toUpperCase());
    const warning = form.getByRole('alert').filter({ hasText: 'Blocked customer!!!' });
    await warning.getByText(NOTE).waitFor();
    await form.getByRole('button', { name: 'Close' }).first().click();
    await form.waitFor({ state: 'hidden' });
  });

  it('offline, the payment of their started booking still warns with the note', async () => {
    await page.getByRole('navigation', { name: 'Side menu' }).getByRole('link', { name: /Appointment/ }).click();
    await page.waitForURL(/\/appointment/);
    await page.getByRole('region', { name: /^Schedule of / }).first().waitFor();
    const slot = findFreeSlot(await bookingsOn(await apiSignIn(suite.server.baseURL, 'admin'), TODAY), { from: minuteOf('13:00'), technicians: 1 });
    await page.getByRole('button', { name: 'New booking' }).click();
    const dialog = page.getByRole('dialog', { name: 'New booking' });
    await dialog.getByLabel('Phone').fill(PHONE.replace(/\s/g, ''));
    await page.getByRole('option').filter({ hasText: NAME.toUpperCase() }).first().click();
    await pickOption(page, dialog.getByLabel('Start time'), slot.time);
    const section = dialog.getByRole('region', { name: NAME.toUpperCase() });
    await section.getByRole('button', { name: /^All services/ }).click();
    const picker = page.getByRole('dialog', { name: /^All services for/ });
    await picker.getByLabel('Search services').fill(slot.service.name);
    await picker.getByRole('button', { name: slot.service.name, exact: true }).click();
    await picker.getByRole('button', { name: 'Close' }).first().click();
    await picker.waitFor({ state: 'hidden' });
    await pickOption(page, section.getByLabel(`Technician for ${slot.service.name}`), slot.technicians[0]?.label ?? '');
    await dialog.getByRole('button', { name: 'Start', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(async () => cardOf(page, NAME).getAttribute('aria-label'), { timeout: 30_000 }).toMatch(/Processing/);

    await context.setOffline(true);
    await cardMenu(page, NAME, 'Payment');
    const payment = page.getByRole('dialog', { name: /^Payment of booking / });
    await payment.getByRole('alert').filter({ hasText: 'Blocked customer!!!' }).getByText(NOTE).waitFor();
    await payment.getByRole('button', { name: 'Close' }).first().click();
    await payment.waitFor({ state: 'hidden' });
    await context.setOffline(false);
  });

  it('the list and the create form fit a 768 × 1024 tablet', async () => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.goto('/customer');
    await table().waitFor();
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Create customer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create customer' });
    await dialog.getByLabel('Name').waitFor();
    expect(await buttonsOffScreen(dialog)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('the list and the record fit a 360 px phone', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/customer');
    await table().waitFor();
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    await page.getByLabel('Search customers').fill(PHONE);
    await table().getByRole('button', { name: new RegExp(`Actions .*${NAME.toUpperCase()}`) }).click();
    await page.getByRole('menuitem', { name: 'Detail' }).click();
    const record = page.getByRole('dialog', { name: 'Customer detail' });
    await record.getByText(NOTE).waitFor();
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    const box = await record.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
  });
});
