// Debian's Chromium driven by playwright-core, with the clock and time zone fixed.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { FIXED_NOW } from './server';
import { watchFailures } from './unexpected-failures';

export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    headless: true,
  });
}

export async function newContext(
  browser: Browser,
  baseURL: string,
  options: {
    locale?: string;
    viewport?: { width: number; height: number };
    hasTouch?: boolean;
    isMobile?: boolean;
    /** How far this tablet's clock runs ahead of the server's (negative: behind). */
    clockAheadMs?: number;
  } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    hasTouch: options.hasTouch ?? false,
    isMobile: options.isMobile ?? false,
    locale: options.locale ?? 'en-CA',
    timezoneId: 'America/Toronto',
    viewport: options.viewport ?? { width: 1280, height: 800 },
  });
  await watchFailures(context);
  await context.clock.install({ time: new Date(Date.parse(FIXED_NOW) + (options.clockAheadMs ?? 0)) });
  return context;
}

/**
 * A non-incognito profile: Chromium reports an incognito window as not installable, so the
 * installability check needs a real (temporary) profile.
 */
export async function launchProfile(baseURL: string, userDataDir: string): Promise<BrowserContext> {
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    headless: true,
    baseURL,
    locale: 'en-CA',
    timezoneId: 'America/Toronto',
  });
  await watchFailures(context);
  await context.clock.install({ time: new Date(FIXED_NOW) });
  return context;
}

export const DEMO_PASSWORD = 'Salon123!';

export async function signIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** What the page's service-worker registration holds, for a failure message. */
function serviceWorkerState(page: Page): Promise<string> {
  return page
    .evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      if (!registration) return 'no registration';
      return `installing ${registration.installing?.state ?? '-'}, waiting ${registration.waiting?.state ?? '-'}, active ${registration.active?.state ?? '-'}, controller ${navigator.serviceWorker.controller ? 'yes' : 'no'}`;
    })
    .catch((error: unknown) => `unreadable (${String(error)})`);
}

/**
 * Waits until the service worker controls the page, which the offline steps need. Chromium installs
 * it in the background after the first load; once in a full CI run it still had no control 30 s
 * later, so the page is loaded again once, as a person would, and the state before is printed.
 */
export async function waitForServiceWorker(page: Page): Promise<void> {
  const controlled = (timeout: number) => page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout });
  try {
    await controlled(15_000);
    return;
  } catch {
    // reloaded below
  }
  const before = await serviceWorkerState(page);
  console.warn(`the service worker had no control of ${page.url()} after 15 s (${before}): reloading once`);
  await page.reload();
  try {
    await controlled(25_000);
  } catch (error) {
    throw new Error(`the service worker never took control of ${page.url()}: before the reload ${before}; after it ${await serviceWorkerState(page)}`, { cause: error });
  }
}

/**
 * A tablet at the desk: a new context (fixed clock and zone) with one page signed in as
 * `username`, on the appointment page and controlled by the service worker (offline works).
 */
export async function deskPage(
  browser: Browser,
  baseURL: string,
  input: { username: string; viewport?: { width: number; height: number } },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, baseURL, { viewport: input.viewport });
  const page = await context.newPage();
  await signIn(page, input.username);
  await page.waitForURL(/\/appointment/);
  await waitForServiceWorker(page);
  return { context, page };
}
