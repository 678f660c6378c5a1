import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { FIXED_NOW } from './server';
import { newContext, signIn, waitForServiceWorker } from './browser';
import { apiSignIn } from './api';
import { useSuite } from './suite';

const suite = useSuite();

let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  context = await newContext(suite.browser, suite.server.baseURL);
  await context.addInitScript(() => {
    window.print = () => undefined;
  });
  page = await context.newPage();
  await signIn(page, 'frontdesk');
  await page.waitForURL(/\/appointment/);
  await waitForServiceWorker(page);
});

describe('a change the server refuses', () => {
  it('lands in Needs attention with the server message, and a discard removes it without losing anything else', async () => {
    await context.setOffline(true);
    // The tablet's clock runs three hours ahead: the server will refuse a pay-in "from the future".
    await page.clock.setSystemTime(new Date(new Date(FIXED_NOW).getTime() + 3 * 3600_000));
    await page.getByRole('button', { name: 'Pay-in', exact: true }).click();
    const form = page.getByRole('dialog', { name: 'Pay-in' });
    await form.getByLabel('Cash amount').fill('15');
    await form.getByLabel('Note').fill('Clock ahead');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'hidden' });
    await page.clock.setSystemTime(new Date(FIXED_NOW));

    await context.setOffline(false);
    const attention = page.getByRole('button', { name: '1 change needs attention' });
    await attention.waitFor({ timeout: 45_000 });
    await attention.click();
    const panel = page.getByRole('dialog', { name: 'Sync' });
    // The server's facts: the time it refused, and what to do.
    await panel.getByText(/^The action time 2026-11-20 13:0\d is still in the future for the server\. Check the tablet’s clock, edit the time, then send it again\.$/).waitFor();

    await panel.getByRole('button', { name: 'Discard' }).click();
    const confirm = page.getByRole('dialog', { name: 'Discard this change?' });
    await confirm.getByRole('button', { name: 'Discard' }).click();
    await panel.getByText('Nothing needs attention.').waitFor();
    await attention.waitFor({ state: 'detached' });

    const api = await apiSignIn(suite.server.baseURL, 'frontdesk');
    const onServer = await api.transactions('2026-11-20');
    expect(onServer.actions.filter((a) => a.note === 'Clock ahead')).toHaveLength(0);
  });
});
