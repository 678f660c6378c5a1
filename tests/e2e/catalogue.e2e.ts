import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { newContext, signIn } from './browser';
import { apiSignIn } from './api';
import { lastPrinted, printCount, recordPrints } from './print-recorder';
import { useSuite } from './suite';
import { expectFailures } from './unexpected-failures';
import { type GiftCardDetail, type GiftCardRow, type Page as ListPage } from '../../src/domain/catalogue/contract';
import { GiftCardPath } from '../../src/domain/catalogue/paths';

const suite = useSuite();

let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  context = await newContext(suite.browser, suite.server.baseURL);
  await recordPrints(context, { portal: 'print-gift-card' });
  page = await context.newPage();
  await signIn(page, 'admin');
  await page.waitForURL(/\/appointment/);
});

/** A row's ⋯ menu, then one of its items. */
async function rowAction(name: string, item: string): Promise<void> {
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: item }).click();
}


describe('products', () => {
  it('opens from the side menu and lists the demo shelf', async () => {
    await page.getByRole('navigation', { name: 'Side menu' }).getByText('Catalogue').click();
    await page.getByRole('navigation', { name: 'Side menu' }).getByRole('link', { name: /Products/ }).click();
    await page.waitForURL(/\/product$/);
    const table = page.getByRole('table', { name: 'Products' });
    await table.getByRole('cell', { name: 'HAIR-OIL', exact: true }).waitFor();
    await table.getByRole('cell', { name: '$32.00', exact: true }).waitFor();
  });

  it('creates a product with an uppercased code and sees it in the list', async () => {
    await page.getByRole('button', { name: 'Create product' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create product' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    // The required fields say so and nothing is sent.
    await expect(dialog.getByText('Please fill out this field').count()).resolves.toBe(3);
    await dialog.getByLabel(/^Code/).fill('scrub-01');
    await dialog.getByLabel('Name').fill('Sugar body scrub');
    await dialog.getByLabel('Price').fill('18.5');
    await dialog.getByLabel('Description').fill('Brown sugar and coconut oil.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByLabel('Search products').fill('scrub');
    const table = page.getByRole('table', { name: 'Products' });
    await table.getByRole('cell', { name: 'SCRUB-01', exact: true }).waitFor();
    await table.getByRole('cell', { name: '$18.50', exact: true }).waitFor();
    await table.getByRole('cell', { name: 'Sugar body scrub', exact: true }).waitFor();
  });

  it('refuses a code that already exists', async () => {
    // Only the server knows the code is taken: its refusal is the answer the form shows.
    expectFailures(page, [{ url: /\/api\/product\/create-product$/, status: 409 }]);
    await page.getByRole('button', { name: 'Create product' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create product' });
    await dialog.getByLabel(/^Code/).fill('SCRUB-01');
    await dialog.getByLabel('Name').fill('Another scrub');
    await dialog.getByLabel('Price').fill('10');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByRole('alert').getByText('Code already exists').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('edits it with the code read-only', async () => {
    await page.getByRole('button', { name: 'Actions for SCRUB-01' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit product' });
    const code = dialog.getByLabel(/^Code/);
    await code.waitFor();
    expect(await code.inputValue()).toBe('SCRUB-01');
    expect(await code.getAttribute('readonly')).not.toBeNull();
    // The window's ✕ is named for screen readers (it was an unnamed button).
    expect(await dialog.getByRole('button', { name: 'Close' }).count()).toBe(1);
    await dialog.getByLabel('Name').fill('Coconut body scrub');
    await dialog.getByLabel('Price').fill('21');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const table = page.getByRole('table', { name: 'Products' });
    await table.getByRole('cell', { name: 'Coconut body scrub', exact: true }).waitFor();
    await table.getByRole('cell', { name: '$21.00', exact: true }).waitFor();
  });

  it('deletes it after confirmation', async () => {
    await page.getByRole('button', { name: 'Actions for SCRUB-01' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete product SCRUB-01?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    // The empty state is the table's own, drawn over its body.
    await page.getByText('No products found').first().waitFor();
  });
});

describe('gift cards', () => {
  let code = '';

  it('creates a card with a random 6-character code', async () => {
    await page.goto('/gift-card');
    await page.getByRole('button', { name: 'Create gift card' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create gift card' });
    code = await dialog.getByLabel(/^Code/).inputValue();
    expect(code).toMatch(/^[A-Z0-9]{6}$/);
    await dialog.getByLabel('Recipient phone').fill('416 555');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Please enter 10 digits number').waitFor();
    await dialog.getByLabel('Content').fill('Happy birthday, Emma!');
    await dialog.getByLabel('Value').fill('75');
    await dialog.getByLabel('Price').fill('70');
    await dialog.getByLabel('Recipient name').fill('Emma Roy');
    await dialog.getByLabel('Recipient phone').fill('416 555 0123');
    await dialog.getByLabel('Recipient email').fill('emma@example.com');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const detail = page.getByRole('dialog', { name: 'Gift card detail' });
    await detail.getByTestId('gift-card-face').getByText(code).waitFor();
    await detail.getByText('$75.00').first().waitFor();
    await detail.getByText('Not sold').waitFor();
  });

  it('keeps the code read-only when editing', async () => {
    const detail = page.getByRole('dialog', { name: 'Gift card detail' });
    await detail.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit gift card' });
    const field = dialog.getByLabel(/^Code/);
    await field.waitFor();
    expect(await field.inputValue()).toBe(code);
    expect(await field.getAttribute('readonly')).not.toBeNull();
    await expect(dialog.getByRole('button', { name: 'Make another code' }).count()).resolves.toBe(0);
    await dialog.getByLabel('Content').fill('Happy birthday, dear Emma!');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('dialog', { name: 'Gift card detail' }).getByText('Happy birthday, dear Emma!').first().waitFor();
  });

  it('sends it by email: the message is queued and the log provider sends it', async () => {
    const detail = page.getByRole('dialog', { name: 'Gift card detail' });
    await detail.getByRole('button', { name: 'Send by email' }).click();
    const send = page.getByRole('dialog', { name: 'Send gift card by email' });
    expect(await send.getByLabel('Email address').inputValue()).toBe('emma@example.com');
    await send.getByRole('button', { name: 'Send' }).click();
    await send.waitFor({ state: 'hidden' });
    const messages = page.getByRole('dialog', { name: 'Gift card detail' }).getByRole('table', { name: 'Messages' });
    await messages.getByText('emma@example.com').waitFor();
    // The server's worker sends it through the log provider; the detail looks again meanwhile.
    await messages.getByText('Sent', { exact: true }).waitFor({ timeout: 20_000 });

    const api = await apiSignIn(suite.server.baseURL, 'admin');
    const list = await api.get<ListPage<GiftCardRow>>(GiftCardPath.LIST, { branchId: api.branchId, query: code });
    const card = await api.get<GiftCardDetail>(`${GiftCardPath.SHOW}/${list.items[0]?.id ?? ''}`);
    expect(card.notifications).toMatchObject([{ channel: 'EMAIL', recipient: 'emma@example.com', status: 'SENT' }]);
  });

  it('prints it through the print dialog', async () => {
    const before = await printCount(page);
    await page.getByRole('dialog', { name: 'Gift card detail' }).getByRole('button', { name: 'Print' }).click();
    await page.waitForFunction((n) => (window.printCount ?? 0) > n, before);
    expect(await printCount(page)).toBe(before + 1);
    const printed = await lastPrinted(page);
    expect(printed).toContain(code);
    expect(printed).toContain('$75.00');
    expect(printed).toContain('Downtown Toronto');
    expect(printed).toContain('For Emma Roy');
    await page.keyboard.press('Escape');
  });

  it('lists the card as not sold with its amount left', async () => {
    await page.getByLabel('Search gift cards').fill(code);
    const table = page.getByRole('table', { name: 'Gift cards' });
    const row = table.getByRole('row').filter({ hasText: code });
    await row.getByText('Not sold').waitFor();
    await expect(row.getByText('$75.00').count()).resolves.toBe(2);
    await row.getByText('$70.00').waitFor();
  });
});

describe('checkout methods', () => {
  it('refuses to deactivate or delete the default method with the spec message', async () => {
    await page.goto('/system/checkout-method');
    const table = page.getByRole('table', { name: 'Checkout methods' });
    await table.getByRole('cell', { name: 'CASH', exact: true }).waitFor();
    await rowAction('Cash', 'Edit');
    const dialog = page.getByRole('dialog', { name: 'Edit checkout method' });
    await dialog.getByRole('switch', { name: 'Active' }).click();
    await dialog.getByRole('alert').getByText('Please set another checkout method as default before deleting or deactivating this method.').waitFor();
    expect(await dialog.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await rowAction('Cash', 'Delete');
    await page.getByText('Please set another checkout method as default before deleting or deactivating this method.').waitFor();
  });

  it('makes another method the default, which moves the flag', async () => {
    await rowAction('Card', 'Edit');
    const dialog = page.getByRole('dialog', { name: 'Edit checkout method' });
    await dialog.getByRole('switch', { name: 'Default' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const table = page.getByRole('table', { name: 'Checkout methods' });
    const card = table.getByRole('row').filter({ hasText: 'CARD' });
    await card.getByText('Default').waitFor();
    await expect(table.getByRole('row').filter({ hasText: 'CASH' }).getByText('Default').count()).resolves.toBe(0);
  });
});

describe('offline', () => {
  it("shows the product list's last copy, read-only with a notice, and nothing for a search never made", async () => {
    await page.goto('/product');
    const table = page.getByRole('table', { name: 'Products' });
    await table.getByRole('cell', { name: 'HAIR-OIL', exact: true }).waitFor();
    await context.setOffline(true);
    try {
      await page.getByText(/Offline: showing this tablet's last copy, from .+\. It is read-only until the connection is back\./).waitFor();
      await table.getByRole('cell', { name: 'HAIR-OIL', exact: true }).waitFor();
      expect(await page.getByRole('button', { name: 'Create product' }).isDisabled()).toBe(true);
      await page.getByRole('button', { name: 'Actions for HAIR-OIL' }).click();
      expect(await page.getByRole('menuitem', { name: 'Edit' }).isDisabled()).toBe(true);
      expect(await page.getByRole('menuitem', { name: 'Delete' }).isDisabled()).toBe(true);
      await page.keyboard.press('Escape');

      await page.getByLabel('Search products').fill('never searched');
      await page.getByText('Offline: this screen needs a connection, and this tablet has no copy of it yet.').waitFor();
      await page.getByLabel('Search products').fill('');
      await table.getByRole('cell', { name: 'HAIR-OIL', exact: true }).waitFor();
    } finally {
      await context.setOffline(false);
    }
    await page.getByText(/Offline: showing/).waitFor({ state: 'hidden' });
  });

  it('keeps a form being typed when the connection drops: Save waits for it, then saves', async () => {
    await page.getByRole('button', { name: 'Create product' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create product' });
    await dialog.getByLabel(/^Code/).fill('late-01');
    await dialog.getByLabel('Name').fill('Typed before the outage');
    await dialog.getByLabel('Price').fill('9');
    await context.setOffline(true);
    try {
      await dialog.getByText('You are offline. What you typed stays here; Save waits for the connection to come back.').waitFor();
      expect(await dialog.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
      expect(await dialog.getByLabel('Name').inputValue()).toBe('Typed before the outage');
    } finally {
      await context.setOffline(false);
    }
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByLabel('Search products').fill('late-01');
    await page.getByRole('table', { name: 'Products' }).getByRole('cell', { name: 'LATE-01', exact: true }).waitFor();
  });
});
