// A salon's first run (issue 12): `SEED_DEMO=0 npm start` on an empty data folder. The owner
// is sent from sign-in to Create your business, fills it in (on a phone and a tablet it fits),
// lands on the appointment screen's no-technician notice, signs out and back in with the new
// password, and the setup page is gone for good.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { CheckLoginResult, Envelope } from '../../src/domain/api';
import type { PaymentOptions } from '../../src/domain/bill/types';
import { ALL_PLAN_RIGHTS, ALL_RIGHTS } from '../../src/domain/rights';
import type { SetupStatus } from '../../src/domain/setup';
import { newContext, signIn } from './browser';
import { buttonsOffScreen, pageOverflow } from './layout-checks';
import { useSuite } from './suite';

const suite = useSuite({ firstRun: true });

const OWNER = { fullName: 'Claire Dubois', username: 'claire', password: 'Bloom2026' };

let context: BrowserContext;
let page: Page;

async function setupStatus(p: Page): Promise<SetupStatus> {
  return (await (await p.request.get('/api/setup/status')).json() as Envelope<SetupStatus>).result;
}

/** A field of the form by its label (required ones end with an asterisk). */
const field = (p: Page, label: string) => p.getByLabel(new RegExp(`^${label}`));

describe('first run: a new salon owner creates the business', () => {
  beforeAll(async () => {
    context = await newContext(suite.browser, suite.server.baseURL, { serviceWorker: false });
    page = await context.newPage();
  });
  afterAll(async () => context.close());

  it('sends the sign-in page to Create your business while no business exists', async () => {
    await page.goto('/appointment');
    await page.waitForURL(/\/setup$/);
    await page.getByRole('heading', { name: 'Create your business' }).waitFor();
    expect(await setupStatus(page)).toEqual({ businessExists: false });
  });

  it('fits a phone and a tablet held upright', async () => {
    for (const viewport of [{ width: 360, height: 740 }, { width: 820, height: 1180 }]) {
      const device = await newContext(suite.browser, suite.server.baseURL, { serviceWorker: false, viewport, hasTouch: true, isMobile: true });
      const p = await device.newPage();
      await p.goto('/setup');
      await p.getByRole('button', { name: 'Create your business' }).waitFor();
      expect(await pageOverflow(p), `${viewport.width} px: the page is wider than the screen by`).toBe(0);
      expect(await buttonsOffScreen(p.getByRole('main'))).toEqual([]);
      await device.close();
    }
  });

  it('refuses a form with fields at fault, at each field, and creates nothing', async () => {
    await field(page, 'Password').fill('bloom2026');
    await field(page, 'Confirm password').fill('Bloom2027');
    await page.getByRole('button', { name: 'Create your business' }).click();
    await page.getByText('Whoops! Looks like you missed a few things – fill in the missing fields and continue.').waitFor();
    await page.getByText('Password must contain 1 uppercase, 1 lowercase, 1 number').waitFor();
    await page.getByText('Confirm password must match with the new password').waitFor();
    expect(await page.getByText('Please fill out this field').count()).toBeGreaterThanOrEqual(4);
    expect(await setupStatus(page)).toEqual({ businessExists: false });
  });

  it('creates the business and lands on the appointment screen as its owner, with every right', async () => {
    await field(page, 'Business name').fill('Birch & Bloom Spa');
    await field(page, 'Full name').fill(OWNER.fullName);
    await field(page, 'Username').fill(OWNER.username);
    await field(page, 'Password').fill(OWNER.password);
    await field(page, 'Confirm password').fill(OWNER.password);
    await field(page, 'Branch name').fill('Queen West');
    await field(page, 'Branch code').fill('qw');
    // The browser's zone is chosen already; the list is searchable.
    const zone = page.getByRole('combobox', { name: /^Time zone/ });
    expect(await zone.inputValue()).toBe('America/Toronto');
    await zone.fill('vancouver');
    await page.getByRole('option', { name: 'America/Vancouver' }).click();
    // The province sets the branch's taxes: British Columbia's GST, and PST on products.
    await page.getByRole('combobox', { name: /^Province or territory/ }).click();
    await page.getByRole('option', { name: 'British Columbia' }).click();
    await page.getByRole('button', { name: 'Create your business' }).click();

    await page.waitForURL(/\/appointment/);
    await page.getByRole('heading', { name: 'No technician work' }).waitFor();
    await page.getByRole('link', { name: 'Open the time sheet' }).waitFor();
    await page.getByRole('button', { name: 'Switch branch' }).getByText('Queen West').waitFor();
    expect(await page.getByRole('button', { name: 'New booking' }).isDisabled()).toBe(true);

    const check = (await (await page.request.get('/api/check-login')).json() as Envelope<CheckLoginResult>).result;
    expect(check.authData?.fullName).toBe(OWNER.fullName);
    expect(check.branch).toMatchObject({ name: 'Queen West', code: 'QW', timeZone: 'America/Vancouver' });
    const options = (await (await page.request.get(`/api/bill/payment-options?branchId=${check.branch?.id ?? ''}`)).json() as Envelope<PaymentOptions>).result;
    expect(options.taxes.map((x) => [x.kind, x.rate, x.appliesTo])).toEqual([['GST', 5, 'BOTH'], ['PST', 7, 'PRODUCTS']]);
    expect([...check.rights.rights].sort()).toEqual([...ALL_RIGHTS].sort());
    expect([...check.rights.rightsPM].sort()).toEqual([...ALL_PLAN_RIGHTS].sort());
    // The tablet's usual sign-in flow ran: it is registered for offline work.
    await expect.poll(() => page.evaluate(() => new Promise<number>((resolve) => {
      const open = indexedDB.open('front-desk');
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('device')) return resolve(0);
        const count = db.transaction('device').objectStore('device').count();
        count.onsuccess = () => resolve(count.result);
      };
      open.onerror = () => resolve(-1);
    }))).toBe(1);
    expect(await setupStatus(page)).toEqual({ businessExists: true });
  });

  it('opens the owner’s other screens on an empty business without a failure', async () => {
    const screens: [string, string][] = [
      ['/cart', 'Carts'],
      ['/gift-card', 'Gift cards'],
      ['/product', 'Products'],
      ['/system/checkout-method', 'Checkout methods'],
      ['/branch', 'Branches'],
      ['/system', 'System settings — Queen West'],
    ];
    for (const [path, heading] of screens) {
      await page.goto(path);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
    }
    await page.goto('/system/checkout-method');
    await page.getByRole('cell', { name: 'Cash', exact: true }).waitFor();
  });

  it('signs out, signs in again with the new password, and the setup page is gone', async () => {
    await page.goto('/appointment');
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(/\/login/);
    // Signed out with a business in place, the sign-in page stays.
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(page.url()).toContain('/login');

    await signIn(page, OWNER.username, OWNER.password);
    await page.waitForURL(/\/appointment/);
    await page.getByRole('heading', { name: 'No technician work' }).waitFor();

    await page.goto('/setup');
    await page.waitForURL(/\/login/);
    const again = await page.request.post('/api/setup/create-business', {
      headers: { 'x-request-verification-token': (await context.cookies()).find((c) => c.name === 'xsrf-id-token')?.value ?? '' },
      data: { businessName: 'Second', owner: { fullName: 'M', username: 'm', password: 'Second2026', confirmPassword: 'Second2026' }, branch: { name: 'B', code: 'B', timeZone: 'UTC', phoneFormat: '000 000 0000', moneySymbol: '$', province: 'ON' } },
    });
    expect(again.status()).toBe(409);
  });
});
