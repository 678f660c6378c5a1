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
    /**
     * `false`: a browser without service workers, for a file that never goes offline nor checks
     * the worker. Each tablet otherwise installs it in the background (285 files, compiled for
     * Chromium's code cache) on the two cores its test runs on: 4 such files took 67 -> 55 s of
     * CPU without it. Every file that goes offline or waits for the worker keeps the default.
     */
    serviceWorker?: boolean;
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
  if (options.serviceWorker === false) await context.addInitScript(withoutServiceWorkers);
  await watchFailures(context);
  await context.clock.install({ time: new Date(Date.parse(FIXED_NOW) + (options.clockAheadMs ?? 0)) });
  return context;
}

/**
 * A browser without service workers, as an insecure origin or some private windows are: the API
 * is absent, not refusing, so the app takes its own path for such a browser (no registration, no
 * update prompt) rather than a registration that fails. In the page, before the app's scripts.
 */
function withoutServiceWorkers(): void {
  Reflect.deleteProperty(Navigator.prototype, 'serviceWorker');
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

/** How long a worker may take to install: 285 files on a busy shared machine took more than 15 s. */
const INSTALL_TIMEOUT_MS = 60_000;
/** From the worker's activation to its claim of the page: a moment. */
const CLAIM_TIMEOUT_MS = 10_000;

/**
 * Resolves once the page's registration has an active worker (activating or activated). A
 * navigation meanwhile ends the page's wait, which then begins again on the new document.
 */
async function activeWorker(page: Page): Promise<void> {
  const deadline = Date.now() + INSTALL_TIMEOUT_MS;
  for (;;) {
    const ready = page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    // Left behind at the deadline, it fails when the page closes: not an unhandled rejection.
    ready.catch(() => undefined);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), Math.max(0, deadline - Date.now()));
    });
    try {
      if ((await Promise.race([ready, late])) === 'late') throw new Error(`no active service worker after ${INSTALL_TIMEOUT_MS / 1000} s`);
      return;
    } catch (error) {
      if (Date.now() >= deadline || !/Execution context was destroyed|navigation/i.test(String(error))) throw error;
    } finally {
      clearTimeout(timer);
    }
  }
}

/**
 * Waits until the service worker controls the page, which the offline steps need. Chromium installs
 * it in the background after the first load; once active it claims the open page. Waited for as
 * said: the install's end, then the claim. A page that still has no controller once the worker is
 * active (once in a full CI run) is loaded again, as a person would, and is then controlled; a
 * reload during the install (as a fixed 15 s wait once did) only began another wait.
 */
export async function waitForServiceWorker(page: Page): Promise<void> {
  const controlled = (timeout: number) => page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout });
  try {
    await activeWorker(page);
  } catch (error) {
    throw new Error(`the service worker never became active for ${page.url()}: ${await serviceWorkerState(page)}`, { cause: error });
  }
  try {
    await controlled(CLAIM_TIMEOUT_MS);
    return;
  } catch {
    // reloaded below
  }
  const before = await serviceWorkerState(page);
  console.warn(`the active service worker had not claimed ${page.url()} after ${CLAIM_TIMEOUT_MS / 1000} s (${before}): reloading once`);
  await page.reload();
  try {
    await controlled(CLAIM_TIMEOUT_MS);
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
