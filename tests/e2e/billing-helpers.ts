// What the checkout end-to-end files share: a board card by customer, its context menu, a
// booking's bills as the server printed them, and an amount read off the screen in cents.
import { expect } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { BillPath } from '../../src/domain/bill/paths';
import type { BillDetail, BillSummary } from '../../src/domain/bill/types';
import type { ApiSession } from './api';

export function cardOf(page: Page, name: string): Locator {
  return page.getByRole('button', { name: new RegExp(`^${name.toUpperCase()}, `) }).first();
}

export async function cardMenu(page: Page, name: string, item: string): Promise<void> {
  await cardOf(page, name).click({ button: 'right' });
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

export async function serverBills(api: ApiSession, bookingId: string): Promise<BillDetail[]> {
  const list = await api.get<BillSummary[]>(BillPath.BILLS_BY_BOOKING, { bookingId });
  return Promise.all(list.map((b) => api.get<BillDetail>(BillPath.PRINT_BILL_BY_ID, { billId: b.id })));
}

/** "$1,234.50" (or any text around an amount) as 123450 cents. */
export const centsOf = (text: string | null): number => Math.round(Number((text ?? '').replace(/[^0-9.]/g, '')) * 100);

declare global {
  interface Window {
    billsPrinted: string[];
  }
}

/** The print dialog is the browser's: each bill sent to it is recorded as the text on the paper instead. */
export async function recordBillPrints(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    window.billsPrinted = [];
    window.print = () => {
      window.billsPrinted.push(document.querySelector('[data-testid="bill-receipt"]')?.textContent ?? '');
    };
  });
}

/** What the page has printed so far, a text per bill. */
export const billsPrinted = (page: Page): Promise<string[]> => page.evaluate(() => window.billsPrinted);

/** The step after Finish payment of a booking with a customer: their next visit. */
export const prebookStep = (page: Page): Locator => page.getByRole('dialog', { name: /^Next visit of / });

/**
 * The payment window, once paid, has closed or turned into the next-visit step (a booking with a
 * customer): "No thanks" closes the step unless the test prebooks.
 */
export async function afterPayment(page: Page, dialog: Locator, input: { prebook?: boolean } = {}): Promise<void> {
  const step = prebookStep(page);
  await expect.poll(async () => (await step.isVisible()) || !(await dialog.isVisible()), { timeout: 15_000 }).toBe(true);
  if ((await step.isVisible()) && !input.prebook) {
    await step.getByRole('button', { name: 'No thanks' }).click();
    await step.waitFor({ state: 'hidden' });
  }
}

/**
 * Finish payment: the window closes at once (back to the board or the cart list), after the
 * next-visit step for a booking with a customer, and a toast names the paid bill, with Print
 * bill. Answers the bill's code and the toast.
 */
export async function finishPayment(page: Page, dialog: Locator, input: { prebook?: boolean } = {}): Promise<{ code: string; notice: Locator }> {
  await dialog.getByRole('button', { name: 'Finish payment' }).click();
  await afterPayment(page, dialog, input);
  const said = page.getByText(/^Bill \S+ paid\.$/).last();
  const code = ((await said.textContent()) ?? '').replace(/^Bill (\S+) paid\.$/, '$1');
  const notice = page.locator('.mantine-Notification-root').filter({ has: said });
  return { code, notice };
}

/** Sync now from the status button: the tablet's copies read again (the day, its customers, payment options). */
export async function syncNow(page: Page): Promise<void> {
  await page.getByRole('button', { name: /all changes sent|waiting to send/ }).click();
  const panel = page.getByRole('dialog', { name: 'Sync' });
  await panel.getByRole('button', { name: 'Sync now' }).click();
  await panel.getByText('Nothing needs attention.').waitFor();
  await page.keyboard.press('Escape');
  await panel.waitFor({ state: 'hidden' });
}
