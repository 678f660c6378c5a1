// A tablet at the front desk: its own browser context with the service worker in control and
// today's board drawn, as the scheduler's offline tests use it.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { newContext, signIn, waitForServiceWorker } from './browser';
import { BIG_VIEWPORT } from './scheduler-helpers';

type BoardTablet = { context: BrowserContext; page: Page };

export async function boardTablet(browser: Browser, baseURL: string, username: string, options: { hasTouch?: boolean } = {}): Promise<BoardTablet> {
  const context = await newContext(browser, baseURL, { viewport: BIG_VIEWPORT, ...options });
  await context.addInitScript(() => {
    window.print = () => undefined;
  });
  const page = await context.newPage();
  await signIn(page, username);
  await page.waitForURL(/\/appointment/);
  await waitForServiceWorker(page);
  await page.getByRole('region', { name: /^Schedule of / }).first().waitFor();
  return { context, page };
}

/**
 * Two tablets at one desk, the manager's and the front desk's, switched on together: each waits
 * mostly on its own service worker's install, and one after the other only added those waits up.
 */
export function twoBoardTablets(browser: Browser, baseURL: string): Promise<[BoardTablet, BoardTablet]> {
  return Promise.all([boardTablet(browser, baseURL, 'manager'), boardTablet(browser, baseURL, 'frontdesk')]);
}

/**
 * The board's next poll of the day (bookings and technicians every 60 s) comes at once: the
 * tablet's clock is Playwright's. Call it once the server holds what the poll must bring, so
 * one poll is enough and no test waits out a minute.
 */
export async function pollNow(page: Page): Promise<void> {
  await page.clock.fastForward(61_000);
}

/**
 * The sync button says every queued change has reached the server. Waited for as said, not as
 * "waiting to send" gone: until the tablet has read its queue (just after a reload) it says neither.
 */
export async function waitUntilSent(page: Page, timeout = 45_000): Promise<void> {
  await page.getByRole('button', { name: /, all changes sent$/ }).waitFor({ timeout });
}

/** A pay-in or pay-out from the header, as the front desk takes one: amount, note, Save. */
export async function cashAction(page: Page, kind: 'Pay-in' | 'Pay-out', amount: string, note: string): Promise<void> {
  await page.getByRole('button', { name: kind, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: kind });
  await dialog.getByLabel('Cash amount').fill(amount);
  await dialog.getByLabel('Note').fill(note);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'hidden' });
}
