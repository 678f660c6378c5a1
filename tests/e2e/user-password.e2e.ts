// A user changes their own password from the user menu (Reset password, spec part 1 §"Reset
// password form", part 2 §5): the rules and the mismatch told at the fields in the spec's words,
// a wrong old password in the server's, then the new one signs in and the old one no longer does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { newContext, signIn } from './browser';
import { apiSignIn } from './api';
import { useSuite } from './suite';
import { expectFailures } from './unexpected-failures';
import { createFrontDesk } from './user-helpers';

const suite = useSuite();

const USERNAME = 'rosa.pass';
const FIRST = 'Rosa#desk';
const NEXT = 'Rosa2027x';

let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  const api = await apiSignIn(suite.server.baseURL, 'admin');
  await createFrontDesk(api, { username: USERNAME, password: FIRST, fullName: 'Rosa Pass' });
  context = await newContext(suite.browser, suite.server.baseURL, { serviceWorker: false });
  page = await context.newPage();
  await signIn(page, USERNAME, FIRST);
});
afterAll(async () => context.close());

async function openResetPassword(): Promise<ReturnType<Page['getByRole']>> {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Reset password' }).click();
  return page.getByRole('dialog', { name: 'Reset password' });
}

describe('a user’s own password', () => {
  it('is refused in the spec’s words, then changed from the user menu', async () => {
    const dialog = await openResetPassword();
    await dialog.getByLabel('Old password').fill(FIRST);
    await dialog.getByLabel('New password').fill('rosa-lower');
    await dialog.getByLabel('Confirm password').fill('Rosa2027y');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Password must contain 1 uppercase, 1 lowercase, 1 number').first().waitFor();
    await dialog.getByText('Confirm password must match with the new password').waitFor();

    expectFailures(page, [{ url: /\/api\/user\/update-password$/ }]);
    await dialog.getByLabel('Old password').fill('Not-her-1');
    await dialog.getByLabel('New password').fill(NEXT);
    await dialog.getByLabel('Confirm password').fill(NEXT);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Old password is incorrect').waitFor();

    await dialog.getByLabel('Old password').fill(FIRST);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Update success').first().waitFor();
  });

  it('signs in with the new password only', async () => {
    const api = await apiSignIn(suite.server.baseURL, USERNAME, NEXT);
    expect(api.branchId).toBeTruthy();
    await expect(apiSignIn(suite.server.baseURL, USERNAME, FIRST)).rejects.toThrow();
  });
});
