// A new salon's people (issue 12 and 14): on an empty server (`SEED_DEMO=0`) the owner creates
// the business, fills in its contact on the Business screen (which lists its branch), then
// creates a front-desk user on the Users screen with the Front desk role a new business starts
// with. In a browser of their own, that user signs in and lands on the appointment screen with
// the front desk's menu; the owner then sets them a new password and their session ends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { CheckLoginResult, Envelope } from '../../src/domain/api';
import { newContext, signIn } from './browser';
import { buttonsOffScreen, pageOverflow } from './layout-checks';
import { useSuite } from './suite';

const suite = useSuite({ firstRun: true });

const OWNER = { username: 'claire', password: 'Bloom2026' };
const DESK = { username: 'lena', firstName: 'Lena', lastName: 'Tran', password: 'Desk-2026', next: 'Counter#27' };

let owner: BrowserContext;
let page: Page;

/** A field by its label (required ones end with an asterisk). */
const field = (scope: Page | ReturnType<Page['getByRole']>, label: string) => scope.getByLabel(new RegExp(`^${label}`));

const sideMenu = (p: Page) => p.getByRole('navigation', { name: 'Side menu' });

beforeAll(async () => {
  owner = await newContext(suite.browser, suite.server.baseURL);
  page = await owner.newPage();
});
afterAll(async () => owner.close());

describe('a new salon sets up its business and its front desk', () => {
  it('creates the business at first run', async () => {
    await page.goto('/setup');
    await field(page, 'Business name').fill('Birch & Bloom Spa');
    await field(page, 'Full name').fill('Claire Dubois');
    await field(page, 'Username').fill(OWNER.username);
    await field(page, 'Password').fill(OWNER.password);
    await field(page, 'Confirm password').fill(OWNER.password);
    await field(page, 'Branch name').fill('Queen West');
    await field(page, 'Branch code').fill('qw');
    await page.getByRole('button', { name: 'Create your business' }).click();
    await page.waitForURL(/\/appointment/);
  });

  it('opens the Business screen from the menu, with the branch at a glance', async () => {
    await sideMenu(page).getByText('Administration').click();
    await sideMenu(page).getByRole('link', { name: /Business/ }).click();
    await page.waitForURL(/\/tenant$/);
    await page.getByRole('heading', { name: 'Business', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Birch & Bloom Spa' }).waitFor();
    const table = page.getByRole('table', { name: 'Branches' });
    const row = table.getByRole('row').filter({ hasText: 'Queen West' });
    await row.getByRole('cell', { name: 'QW', exact: true }).waitFor();
    await row.getByText('Active').waitFor();
    expect(await row.getByRole('link', { name: 'Open branch Queen West' }).getAttribute('href')).toMatch(/^\/branch\?id=/);
  });

  it('edits the business name and contact', async () => {
    await page.getByRole('button', { name: 'Edit business' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit business' });
    await field(dialog, 'Business name').fill('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Please fill out this field').waitFor();
    await field(dialog, 'Business name').fill('Birch & Bloom Day Spa');
    await field(dialog, 'Phone').fill('416 555 0199');
    await field(dialog, 'Email').fill('hello@birchbloom.example');
    await field(dialog, 'Address').fill('800 Queen St W, Toronto');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: 'Birch & Bloom Day Spa' }).waitFor();
    await page.getByText('hello@birchbloom.example').waitFor();
    await page.getByText('800 Queen St W, Toronto').waitFor();
  });

  it('creates a front-desk user for the branch, under the user form’s password rule', async () => {
    await sideMenu(page).getByRole('link', { name: /Users/ }).click();
    await page.waitForURL(/\/user$/);
    const table = page.getByRole('table', { name: 'Users' });
    await table.getByRole('cell', { name: OWNER.username, exact: true }).waitFor();

    await page.getByRole('button', { name: 'Create user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create user' });
    await field(dialog, 'Username').fill(DESK.username);
    await field(dialog, 'First name').fill(DESK.firstName);
    await field(dialog, 'Last name').fill(DESK.lastName);
    // The full name follows the first and last names.
    expect(await field(dialog, 'Full name').inputValue()).toBe('Lena Tran');
    await field(dialog, 'Branches').click();
    await page.getByRole('option', { name: 'Queen West' }).click();
    await field(dialog, 'Roles').click();
    await page.getByRole('option', { name: 'Front desk' }).click();
    await field(dialog, 'Password').fill('desk2026');
    await field(dialog, 'Confirm password').fill('Desk-2027');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Password must contain at least 1 uppercase, 1 lowercase, 1 symbol').waitFor();
    await dialog.getByText('Confirm Password not match password, please retype').waitFor();

    await field(dialog, 'Password').fill(DESK.password);
    await field(dialog, 'Confirm password').fill(DESK.password);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByLabel('Search users').fill('lena');
    const row = table.getByRole('row').filter({ hasText: DESK.username });
    await row.getByRole('cell', { name: 'Lena Tran', exact: true }).waitFor();
    await row.getByRole('cell', { name: 'Front desk', exact: true }).waitFor();
  });

  it('signs the front desk in elsewhere, onto the appointment screen with the front desk’s menu', async () => {
    const desk = await newContext(suite.browser, suite.server.baseURL);
    const deskPage = await desk.newPage();
    await signIn(deskPage, DESK.username, DESK.password);
    await deskPage.waitForURL(/\/appointment/);
    await deskPage.getByRole('button', { name: 'Switch branch' }).getByText('Queen West').waitFor();
    const menu = sideMenu(deskPage);
    await menu.getByRole('link', { name: /Appointment/ }).waitFor();
    await menu.getByRole('link', { name: /Carts/ }).waitFor();
    await menu.getByText('Catalogue').waitFor();
    expect(await menu.getByText('Administration').count()).toBe(0);
    expect(await menu.getByText('Settings').count()).toBe(0);

    // A new password set by the owner ends the front desk's session.
    await page.getByRole('button', { name: `Actions for ${DESK.username}` }).click();
    await page.getByRole('menuitem', { name: 'Set password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set password' });
    await field(dialog, 'New password').fill(DESK.next);
    await field(dialog, 'Confirm password').fill(DESK.next);
    await dialog.getByRole('button', { name: 'Set password' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const check = (await (await deskPage.request.get('/api/check-login')).json() as Envelope<CheckLoginResult>).result;
    expect(check.isAuthenticated).toBe(false);

    await signIn(deskPage, DESK.username, DESK.next);
    await deskPage.waitForURL(/\/appointment/);
    await desk.close();
  });

  it('edits the front desk from their detail, then deactivates them; the owner cannot deactivate themselves', async () => {
    const table = page.getByRole('table', { name: 'Users' });
    await page.getByRole('button', { name: `Actions for ${DESK.username}` }).click();
    await page.getByRole('menuitem', { name: 'Detail' }).click();
    const detail = page.getByRole('dialog', { name: 'User detail' });
    await detail.getByText('Queen West').waitFor();
    await detail.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit user' });
    await field(edit, 'Email').fill('lena@birchbloom.example');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'hidden' });
    await table.getByRole('row').filter({ hasText: DESK.username }).getByText('lena@birchbloom.example').waitFor();

    await page.getByRole('button', { name: `Actions for ${DESK.username}` }).click();
    await page.getByRole('menuitem', { name: 'Deactivate' }).click();
    await page.getByRole('dialog', { name: 'Deactivate Lena Tran?' }).getByRole('button', { name: 'Deactivate' }).click();
    await table.getByRole('row').filter({ hasText: DESK.username }).getByText('Inactive').waitFor();

    await page.getByLabel('Search users').fill(OWNER.username);
    await page.getByRole('button', { name: `Actions for ${OWNER.username}` }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Deactivate' }).count()).toBe(0);
    expect(await page.getByRole('menuitem', { name: 'Set password' }).count()).toBe(0);
    await page.keyboard.press('Escape');
  });

  it('shows both screens offline from the tablet’s last copy, read-only', async () => {
    await page.goto('/tenant');
    const branches = page.getByRole('table', { name: 'Branches' });
    await branches.getByRole('cell', { name: 'QW', exact: true }).waitFor();
    await owner.setOffline(true);
    try {
      await page.getByText(/Offline: showing this tablet's last copy, from .+\. It is read-only until the connection is back\./).first().waitFor();
      await page.getByRole('heading', { name: 'Birch & Bloom Day Spa' }).waitFor();
      expect(await page.getByRole('button', { name: 'Edit business' }).count()).toBe(0);
      await branches.getByRole('cell', { name: 'QW', exact: true }).waitFor();

      await sideMenu(page).getByRole('link', { name: /Users/ }).click();
      await page.getByRole('table', { name: 'Users' }).getByRole('cell', { name: DESK.username, exact: true }).waitFor();
      expect(await page.getByRole('button', { name: 'Create user' }).isDisabled()).toBe(true);
    } finally {
      await owner.setOffline(false);
    }
    await page.getByText(/Offline: showing/).first().waitFor({ state: 'hidden' });
  });

  it('fits the business and users screens and the user form on a phone', async () => {
    const phone = await newContext(suite.browser, suite.server.baseURL, { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
    const p = await phone.newPage();
    await signIn(p, OWNER.username, OWNER.password);
    await p.goto('/tenant');
    await p.getByRole('table', { name: 'Branches' }).getByRole('cell', { name: 'QW', exact: true }).waitFor();
    expect(await pageOverflow(p), 'the business screen is wider than the phone by').toBe(0);
    await p.goto('/user');
    await p.getByRole('table', { name: 'Users' }).getByRole('cell', { name: DESK.username, exact: true }).waitFor();
    expect(await pageOverflow(p), 'the users screen is wider than the phone by').toBe(0);
    await p.getByRole('button', { name: 'Create user' }).click();
    const dialog = p.getByRole('dialog', { name: 'Create user' });
    await field(dialog, 'Username').waitFor();
    await expect.poll(() => buttonsOffScreen(dialog), { timeout: 5_000 }).toEqual([]);
    await phone.close();
  });
});
