// A tablet's session ends while it holds a change it made offline (its user changed their
// password on another device): the change stays on the tablet, the board says sending is
// paused until someone signs in again (a banner whose alert loads when it first shows), and
// signing in again in the popup sends it, once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { waitForServiceWorker } from './browser';
import { apiSignIn, type ApiSession } from './api';
import { useSuite } from './suite';
import { cashAction, waitUntilSent } from './tablet';
import { expectFailures } from './unexpected-failures';
import { tabletOfNewFrontDesk } from './user-helpers';
import { ApiPath } from '../../src/domain/api';

const suite = useSuite();

const TODAY = '2026-11-20';
const USERNAME = 'lena.float';
const FIRST = 'Lena#desk1';
const NEXT = 'Lena#desk2';
const NOTE = 'float for the evening';

let admin: ApiSession;
let userId: string;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  ({ admin, userId, context, page } = await tabletOfNewFrontDesk(suite, { username: USERNAME, password: FIRST, fullName: 'Lena Float' }));
  await waitForServiceWorker(page);
});
afterAll(async () => context.close());

const onServer = async (): Promise<number> => (await admin.transactions(TODAY)).actions.filter((a) => a.note === NOTE).length;

describe('sending paused by an ended session', () => {
  it('keeps the offline change, says to sign in again, and sends it once signed in again', async () => {
    await context.setOffline(true);
    await cashAction(page, 'Pay-in', '40', NOTE);
    await page.getByRole('button', { name: /1 change waiting to send/ }).waitFor();

    // On another device the user changes their password: every other session of theirs ends.
    const elsewhere = await apiSignIn(suite.server.baseURL, USERNAME, FIRST);
    await elsewhere.post(ApiPath.UPDATE_PASSWORD, { oldPassword: FIRST, password: NEXT, confirmPassword: NEXT, userId });

    expectFailures(page, [{ url: /\/api\//, status: 401 }]);
    await context.setOffline(false);
    const banner = page.getByRole('alert').filter({ hasText: 'Sign in again to send 1 waiting change' });
    await banner.waitFor();
    expect(await onServer()).toBe(0);
    // The board's own reload met the ended session too: the expiry prompt stands over the
    // banner, and its Continue is the same sign-in in a popup.
    const prompt = page.getByRole('dialog', { name: 'Session expired' });
    await prompt.waitFor();
    const popupOpens = context.waitForEvent('page');
    await prompt.getByRole('button', { name: 'Continue' }).click();
    const popup = await popupOpens;
    await popup.getByLabel('Username').fill(USERNAME);
    await popup.getByLabel('Password', { exact: true }).fill(NEXT);
    await popup.getByRole('button', { name: 'Sign in' }).click();
    await popup.waitForEvent('close');

    await waitUntilSent(page);
    await banner.waitFor({ state: 'detached' });
    expect(await onServer()).toBe(1);
  });
});
