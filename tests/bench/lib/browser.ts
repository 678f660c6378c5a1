/**
 * Debian's Chromium through playwright-core with the bench's flags, the e2e suite's fixed day,
 * and CPU throttling through CDP to stand in for a front-desk tablet.
 */
import { execFileSync } from 'node:child_process';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import { NAME_HELPER } from './probe';
import { FIXED_NOW } from './server';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
export const VIEWPORT = { width: 1280, height: 800 };

export function chromiumVersion(): string {
  try {
    return execFileSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

/**
 * The wall clock of the e2e suite (Friday 20 November 2026, 10:00 in Toronto), running on from
 * there. Only `Date` is shifted: performance.now(), timers and animation frames stay real, so the
 * figures are not measured on a fake clock.
 */
function shiftDate(fixedNow: string): void {
  const RealDate = Date;
  const shift = new RealDate(fixedNow).getTime() - RealDate.now();
  class ShiftedDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(RealDate.now() + shift);
      else super(...(args as [string]));
    }
    static override now(): number {
      return RealDate.now() + shift;
    }
  }
  globalThis.Date = ShiftedDate as DateConstructor;
}

const CONTEXT_OPTIONS = { locale: 'en-CA', timezoneId: 'America/Toronto', viewport: VIEWPORT } as const;

export async function newBenchContext(browser: Browser, baseURL?: string, options: { blockServiceWorkers?: boolean } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    ...CONTEXT_OPTIONS,
    ...(baseURL ? { baseURL } : {}),
    ...(options.blockServiceWorkers ? { serviceWorkers: 'block' as const } : {}),
  });
  await context.addInitScript({ content: NAME_HELPER });
  await context.addInitScript(shiftDate, FIXED_NOW);
  return context;
}

/** A tablet's own profile on disk: its service worker and IndexedDB outlive the browser process. */
export async function launchProfile(userDataDir: string, baseURL: string, options: { offline?: boolean } = {}): Promise<BrowserContext> {
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
    baseURL,
    offline: options.offline ?? false,
    ...CONTEXT_OPTIONS,
  });
  await context.addInitScript({ content: NAME_HELPER });
  await context.addInitScript(shiftDate, FIXED_NOW);
  return context;
}

export async function cdpOf(page: Page): Promise<CDPSession> {
  return page.context().newCDPSession(page);
}

/** 1 = the machine's speed, 4 = four times slower main thread (DevTools' "4× slowdown"). */
export async function throttle(cdp: CDPSession, rate: number): Promise<void> {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/** Main-thread JS heap in use after a full garbage collection, in bytes. */
export async function heapAfterGc(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  const usage = await cdp.send('Runtime.getHeapUsage');
  return usage.usedSize;
}

export const DEMO_PASSWORD = 'Salon123!';

/** Signs in through the form as staff would, ticking "Remember me" so the session survives a restart. */
export async function signIn(page: Page, username: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 60_000 });
}

/** Switches the tablet to a branch through the header's switcher and its confirmation. */
export async function switchBranch(page: Page, branchName: string): Promise<void> {
  const switcher = page.getByRole('button', { name: 'Switch branch' });
  await switcher.waitFor({ timeout: 60_000 });
  // Already there (the first branch by name is where a tenant admin starts).
  if ((await switcher.textContent())?.includes(branchName)) return;
  await switcher.click();
  await page.getByRole('menuitem', { name: new RegExp(branchName) }).click();
  await page.getByRole('dialog', { name: 'Switch branch?' }).getByRole('button', { name: 'Switch', exact: true }).click();
  await switcher.getByText(branchName).waitFor({ timeout: 60_000 });
}
