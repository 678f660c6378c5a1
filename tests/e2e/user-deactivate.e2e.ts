// A user deactivated while signed in on a tablet: at the tablet's next call the server refuses
// the session, the tablet says so and offers to sign in again or log out; signing in no longer works.
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { ApiSession } from './api';
import { useSuite } from './suite';
import { expectFailures } from './unexpected-failures';
import { UserPath } from '../../src/domain/people/contract';
import { tabletOfNewFrontDesk } from './user-helpers';

const suite = useSuite();

const USERNAME = 'nico.off';
const PASSWORD = 'Nico#desk';

let admin: ApiSession;
let userId: string;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  ({ admin, userId, context, page } = await tabletOfNewFrontDesk(suite, { username: USERNAME, password: PASSWORD, fullName: 'Nico Off' }, { serviceWorker: false }));
});
afterAll(async () => context.close());

describe('a user deactivated while signed in', () => {
  it('is asked to sign in again at the tablet’s next call, and can no longer', async () => {
    await admin.post(UserPath.CHANGE_STATUS, { id: userId, active: false });
    expectFailures(page, [{ url: /\/api\//, status: 401 }]);
    await page.getByRole('link', { name: 'Carts' }).first().click();
    const prompt = page.getByRole('dialog', { name: 'Session expired' });
    await prompt.waitFor();
    await prompt.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(/\/login/);
    await page.getByLabel('Username').fill(USERNAME);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Wrong username or password, please try again!').first().waitFor();
  });
});
