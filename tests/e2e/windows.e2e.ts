// Windows close with Escape and give the focus back to what opened them: the booking form
// from the board's button, the payment window from a card's menu (the menu item is gone, so
// the card), a back-office window from its button and from a row's Actions menu; a form with
// unsaved changes asks first, and Escape in that question closes the question alone. The top
// bar's menus, fetched on first use, lose no click and keep the focus through their arrival.
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { newContext, signIn } from './browser';
import { apiSignIn, type ApiSession } from './api';
import { cardOf } from './billing-helpers';
import { BIG_VIEWPORT, bookingsOn, createBooking, findFreeSlot, minuteOf, TODAY } from './scheduler-helpers';
import { useSuite } from './suite';

const suite = useSuite();

let context: BrowserContext;
let page: Page;
let api: ApiSession;

beforeAll(async () => {
  context = await newContext(suite.browser, suite.server.baseURL, { serviceWorker: false, viewport: BIG_VIEWPORT });
  page = await context.newPage();
  await signIn(page, 'frontdesk');
  await page.waitForURL(/\/appointment/);
  await page.getByRole('region', { name: /^Schedule of / }).first().waitFor();
  api = await apiSignIn(suite.server.baseURL, 'frontdesk');
});

const hasFocus = (element: Locator): Promise<boolean> => element.evaluate((el) => el === el.ownerDocument.activeElement);

async function escapeCloses(on: Page, dialog: Locator, opener: Locator): Promise<void> {
  await dialog.waitFor();
  await on.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  await expect.poll(() => hasFocus(opener)).toBe(true);
}

describe('on the board', () => {
  it('the booking form opened with the keyboard closes with Escape, the focus back on New booking', async () => {
    const opener = page.getByRole('button', { name: 'New booking' });
    await opener.focus();
    await page.keyboard.press('Enter');
    await escapeCloses(page, page.getByRole('dialog', { name: 'New booking' }), opener);
  });

  it('the payment window opened from a card menu closes with Escape, the focus back on the card', async () => {
    const slot = findFreeSlot(await bookingsOn(api, TODAY), { from: minuteOf('10:00'), technicians: 1 });
    await createBooking(page, { phone: '416 555 0313', name: 'Escape Tester', time: slot.time, guests: [{ service: slot.service.name, technician: slot.technicians[0]!.label }] }, 'Start');
    const card = cardOf(page, 'Escape Tester');
    await expect.poll(async () => card.getAttribute('aria-label'), { timeout: 30_000 }).toMatch(/Processing/);
    await card.click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Payment', exact: true }).click();
    await escapeCloses(page, page.getByRole('dialog', { name: /^Payment of booking / }), card);
  });
});

describe("the top bar's menus, fetched on their first use", () => {
  // A page of its own, so the menus' code is not in yet when the test presses or focuses.
  const freshBoard = async (): Promise<Page> => {
    const fresh = await context.newPage();
    await fresh.goto('/appointment');
    await fresh.getByRole('region', { name: /^Schedule of / }).first().waitFor();
    return fresh;
  };

  it('a click before the menu is in still opens it', async () => {
    const fresh = await freshBoard();
    await fresh.getByRole('button', { name: 'User menu' }).click();
    await fresh.getByRole('menuitem', { name: 'Log out' }).waitFor();
    await fresh.close();
  });

  it('opened with the keyboard, the focus goes in, and Escape gives it back to the button', async () => {
    const fresh = await freshBoard();
    const opener = fresh.getByRole('button', { name: 'User menu' });
    await opener.focus();
    // The swap for the menu's own button keeps the focus on it.
    await expect.poll(() => opener.getAttribute('aria-haspopup')).toBe('menu');
    expect(await hasFocus(opener)).toBe(true);
    await fresh.keyboard.press('Enter');
    const menu = fresh.getByRole('menu');
    await menu.waitFor();
    await expect.poll(() => menu.evaluate((el) => el.contains(el.ownerDocument.activeElement))).toBe(true);
    await fresh.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    await expect.poll(() => hasFocus(opener)).toBe(true);
    await fresh.close();
  });
});

describe('in the back office', () => {
  let admin: Page;
  beforeAll(async () => {
    const office = await newContext(suite.browser, suite.server.baseURL, { serviceWorker: false });
    admin = await office.newPage();
    await signIn(admin, 'admin');
    await admin.goto('/product');
    await admin.getByRole('button', { name: /^Actions for / }).first().waitFor();
  });

  it('Create product closes with Escape, the focus back on its button', async () => {
    const opener = admin.getByRole('button', { name: 'Create product' });
    await opener.click();
    await escapeCloses(admin, admin.getByRole('dialog', { name: 'Create product' }), opener);
  });

  it('a window opened from a row menu gives the focus back to the row’s Actions button', async () => {
    const actions = admin.getByRole('button', { name: /^Actions for / }).first();
    await actions.click();
    await admin.getByRole('menuitem', { name: 'Edit' }).click();
    await escapeCloses(admin, admin.getByRole('dialog', { name: 'Edit product' }), actions);
  });

  it('with unsaved changes Escape asks first; Escape in the question keeps the form', async () => {
    const opener = admin.getByRole('button', { name: 'Create product' });
    await opener.click();
    const form = admin.getByRole('dialog', { name: 'Create product' });
    await form.getByLabel('Name').fill('Half-typed');
    await admin.keyboard.press('Escape');
    const question = admin.getByRole('dialog', { name: 'Discard your changes?' });
    await question.waitFor();
    await admin.keyboard.press('Escape');
    await question.waitFor({ state: 'hidden' });
    await expect(form.getByLabel('Name').inputValue()).resolves.toBe('Half-typed');
    await admin.keyboard.press('Escape');
    await question.getByRole('button', { name: 'Discard' }).click();
    await form.waitFor({ state: 'hidden' });
    await expect.poll(() => hasFocus(opener)).toBe(true);
  });
});
