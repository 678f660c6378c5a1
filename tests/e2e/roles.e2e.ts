// Roles and rights (issue 14): the owner (demo `admin`) makes a role that denies the appointment
// book, on the rights grid, and adds to it a front desk who is signed in on another tablet on the
// appointment screen. At that tablet's next sync (Sync now) the front desk sees the 403 page,
// without signing out, and the appointment book leaves their menu. The screens fit a tablet and
// a phone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import type { SavedId } from '../../src/domain/catalogue/contract';
import { UserPath, type UserFormOptions } from '../../src/domain/people/contract';
import { apiSignIn } from './api';
import { newContext, signIn } from './browser';
import { buttonsOffScreen, pageOverflow } from './layout-checks';
import { expectFailures } from './unexpected-failures';
import { useSuite } from './suite';

const suite = useSuite();

const DESK = { username: 'rosa', fullName: 'Rosa Diaz', password: 'Desk2026!' };
const ROLE = { code: 'NO-BOOK', name: 'No appointment book' };

let admin: BrowserContext;
let page: Page;
let desk: BrowserContext;
let deskPage: Page;

const sideMenu = (p: Page) => p.getByRole('navigation', { name: 'Side menu' });
/** A field by its label (required ones end with an asterisk). */
const field = (scope: Page | Locator, label: string) => scope.getByLabel(new RegExp(`^${label}`));

beforeAll(async () => {
  // The front desk, made through the API as the Users screen would.
  const api = await apiSignIn(suite.server.baseURL, 'admin');
  const options = await api.get<UserFormOptions>(UserPath.FORM_OPTIONS);
  const downtown = options.branches.find((b) => b.name === 'Downtown Toronto');
  const frontDesk = options.roles.find((r) => r.code === 'FRONT_DESK');
  if (!downtown || !frontDesk) throw new Error('the demo has no Downtown Toronto or Front desk');
  await api.post<SavedId>(UserPath.CREATE, {
    username: DESK.username, firstName: 'Rosa', lastName: 'Diaz', fullName: DESK.fullName, email: '', phone: '', active: true,
    branchIds: [downtown.id], roleIds: [frontDesk.id], password: DESK.password, confirmPassword: DESK.password,
  });
  admin = await newContext(suite.browser, suite.server.baseURL, { serviceWorker: false });
  page = await admin.newPage();
  desk = await newContext(suite.browser, suite.server.baseURL, { serviceWorker: false });
  deskPage = await desk.newPage();
});
afterAll(async () => {
  await admin.close();
  await desk.close();
});

describe('a role that denies the appointment book', () => {
  it('signs the front desk in on their tablet, on the appointment screen', async () => {
    await signIn(deskPage, DESK.username, DESK.password);
    await deskPage.waitForURL(/\/appointment/);
    await deskPage.getByRole('region', { name: 'Day schedule' }).waitFor();
    await sideMenu(deskPage).getByRole('link', { name: /Appointment/ }).waitFor();
  });

  it('is made on the roles screen with the rights grid', async () => {
    await signIn(page, 'admin');
    await sideMenu(page).getByText('Administration').click();
    await sideMenu(page).getByRole('link', { name: /Roles/ }).click();
    await page.waitForURL(/\/role$/);
    const table = page.getByRole('table', { name: 'Roles' });
    const frontDesk = table.getByRole('row').filter({ hasText: 'FRONT_DESK' });
    await frontDesk.getByRole('cell', { name: 'Branch staff' }).waitFor();
    await frontDesk.getByRole('cell', { name: '3', exact: true }).waitFor();

    await page.getByRole('button', { name: 'Create role' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create role' });
    await field(dialog, 'Code').fill(ROLE.code);
    await field(dialog, 'Name').fill(ROLE.name);
    const book = dialog.getByRole('group', { name: 'Appointment book' });
    await book.getByRole('radiogroup', { name: 'Appointment book: Access' }).getByText('Deny', { exact: true }).click();
    // Deny all, then Clear, on a module: its every right follows.
    const reports = dialog.getByRole('group', { name: 'Reports' });
    await reports.getByRole('button', { name: 'Deny all of Reports' }).click();
    expect(await reports.getByRole('radio', { name: 'Deny', checked: true }).count()).toBe(4);
    await reports.getByRole('button', { name: 'Clear Reports' }).click();
    expect(await reports.getByRole('radio', { name: 'Not set', checked: true }).count()).toBe(4);
    expect(await book.getByRole('radiogroup', { name: 'Appointment book: Access' }).getByRole('radio', { name: 'Deny' }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const row = table.getByRole('row').filter({ hasText: ROLE.code });
    await row.getByRole('cell', { name: ROLE.name }).waitFor();
    await row.getByRole('cell', { name: '0', exact: true }).waitFor();

    // Its detail shows the grid as saved.
    await page.getByRole('button', { name: `Actions for ${ROLE.code}` }).click();
    await page.getByRole('menuitem', { name: 'Detail' }).click();
    const detail = page.getByRole('dialog', { name: 'Role detail' });
    expect(await detail.getByRole('radiogroup', { name: 'Appointment book: Access' }).getByRole('radio', { name: 'Deny' }).isChecked()).toBe(true);
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'hidden' });
  });

  it('is given to the front desk on the users in roles screen', async () => {
    await sideMenu(page).getByRole('link', { name: /Relationships/ }).click();
    await page.waitForURL(/\/relationship$/);
    await page.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: `${ROLE.name} (${ROLE.code})` }).click();
    await page.getByText('Nobody holds this role yet.').waitFor();
    await page.getByRole('combobox', { name: 'Add users' }).click();
    await page.getByRole('option', { name: `${DESK.fullName} (${DESK.username})` }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Add to role' }).click();
    const holders = page.getByRole('table', { name: `Users holding ${ROLE.name}` });
    await holders.getByRole('cell', { name: DESK.fullName, exact: true }).waitFor();
  });

  it('shows the front desk the 403 page after their next sync, without signing out', async () => {
    // Until the sync, the board's own polling may already meet the server's refusal.
    expectFailures(deskPage, [{ url: /\/api\//, status: 403 }]);
    await deskPage.getByRole('button', { name: /all changes sent|waiting to send/ }).click();
    const sync = deskPage.getByRole('dialog', { name: 'Sync' });
    await sync.getByRole('button', { name: 'Sync now' }).click();
    await deskPage.getByRole('heading', { name: 'Access denied' }).waitFor();
    await deskPage.getByText("Sorry, but you don't have permission to access this page").waitFor();
    await deskPage.keyboard.press('Escape');
    expect(deskPage.url()).toMatch(/\/appointment/);
    await expect.poll(() => sideMenu(deskPage).getByRole('link', { name: /Appointment/ }).count()).toBe(0);
    // Still signed in: the carts of their role are there.
    await sideMenu(deskPage).getByRole('link', { name: /Carts/ }).waitFor();
    // Their tablet would go on polling into the next tests, each poll a 403 those tests did not expect.
    await deskPage.close();
  });
});

describe('the roles screens on a tablet and a phone', () => {
  for (const viewport of [{ width: 768, height: 1024 }, { width: 360, height: 740 }]) {
    it(`fit ${viewport.width} px, the role form with its grid too`, async () => {
      const context = await newContext(suite.browser, suite.server.baseURL, { serviceWorker: false, viewport, hasTouch: viewport.width < 576, isMobile: viewport.width < 576 });
      const p = await context.newPage();
      await signIn(p, 'admin');
      await p.goto('/role');
      await p.getByRole('table', { name: 'Roles' }).getByRole('cell', { name: ROLE.code, exact: true }).waitFor();
      expect(await pageOverflow(p), 'the roles screen is wider than the screen by').toBe(0);
      await p.getByRole('button', { name: 'Create role' }).click();
      const dialog = p.getByRole('dialog', { name: 'Create role' });
      await dialog.getByRole('group', { name: 'Appointment book' }).waitFor();
      await expect.poll(() => buttonsOffScreen(dialog), { timeout: 5_000 }).toEqual([]);
      await p.keyboard.press('Escape');
      await p.goto('/relationship');
      await p.getByRole('combobox', { name: 'Role' }).click();
      await p.getByRole('option', { name: `${ROLE.name} (${ROLE.code})` }).click();
      await p.getByRole('table', { name: `Users holding ${ROLE.name}` }).getByRole('cell', { name: DESK.fullName, exact: true }).waitFor();
      expect(await pageOverflow(p), 'the users in roles screen is wider than the screen by').toBe(0);
      await context.close();
    }, 60_000);
  }
});
