import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { newContext, signIn } from './browser';
import { useSuite } from './suite';
import { expectFailures } from './unexpected-failures';

const suite = useSuite();

let context: BrowserContext;
let page: Page;

describe('sign-in', () => {
  beforeAll(async () => {
    context = await newContext(suite.browser, suite.server.baseURL, { serviceWorker: false });
    page = await context.newPage();
  });
  afterAll(async () => context.close());

  it('sends a signed-out visitor to the sign-in page with the return path', async () => {
    await page.goto('/appointment');
    await page.waitForURL(/\/login\?returnUrl=%2Fappointment/);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
  });

  it('refuses empty fields with the spec message, without asking the server', async () => {
    await page.goto('/login');
    let posted = false;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/login')) posted = true;
    });
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Wrong username or password, please try again!').first().waitFor();
    expect(posted).toBe(false);
  });

  it('shows the spec message for a wrong password', async () => {
    expectFailures(page, [{ url: /\/api\/login$/, status: 401 }]);
    await page.goto('/login');
    await page.getByLabel('Username').fill('frontdesk');
    await page.getByLabel('Password', { exact: true }).fill('NotTheRightOne1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Wrong username or password, please try again!').first().waitFor();
    expect(page.url()).toContain('/login');
  });

  it('signs a demo user in to the appointment day with real demo data', async () => {
    await signIn(page, 'frontdesk');
    await page.waitForURL(/\/appointment/);
    await page.getByRole('link', { name: 'Front Desk home' }).waitFor();
    await page.getByRole('button', { name: 'User menu' }).waitFor();
    // A seeded technician column and the branch in the switcher prove the data came from the server.
    await page.getByRole('button', { name: 'Switch branch' }).getByText('Downtown Toronto').waitFor();
    await page.getByRole('region', { name: /^Schedule of / }).first().waitFor();
  });

  it('returns to the requested page after signing in', async () => {
    const other = await newContext(suite.browser, suite.server.baseURL, { serviceWorker: false });
    const p = await other.newPage();
    await p.goto('/branch');
    await p.waitForURL(/returnUrl=%2Fbranch/);
    await p.getByLabel('Username').fill('admin');
    await p.getByLabel('Password', { exact: true }).fill('Salon123!');
    await p.getByRole('button', { name: 'Sign in' }).click();
    await p.waitForURL(/\/branch$/);
    await other.close();
  });

  it('logs out after confirmation', async () => {
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(/\/login/);
    await page.goto('/appointment');
    await page.waitForURL(/\/login/);
  });
});
