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
  options: { locale?: string; viewport?: { width: number; height: number }; hasTouch?: boolean; isMobile?: boolean } = {},
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
  await context.clock.install({ time: new Date(FIXED_NOW) });
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
