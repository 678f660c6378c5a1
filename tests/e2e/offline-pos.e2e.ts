import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { newContext, signIn, waitForServiceWorker } from './browser';
import { apiSignIn } from './api';
import { startProxy, type FaultyProxy } from './proxy';
import { printCount, recordPrints } from './print-recorder';
import { useSuite } from './suite';
import { cashAction, waitUntilSent as waitUntilSentOn } from './tablet';
import { expectFailures } from './unexpected-failures';

const suite = useSuite();

const TODAY = '2026-11-20';

let proxy: FaultyProxy;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  proxy = await startProxy(Number(new URL(suite.server.baseURL).port));
  context = await newContext(suite.browser, proxy.baseURL);
  await recordPrints(context);
  page = await context.newPage();
  await signIn(page, 'frontdesk');
  await page.waitForURL(/\/appointment/);
  await waitForServiceWorker(page);
});
afterAll(async () => {
  await proxy?.close();
});

const moneyAction = (kind: 'Pay-in' | 'Pay-out', amount: string, note: string): Promise<void> => cashAction(page, kind, amount, note);

async function openDrawer(): Promise<ReturnType<Page['getByRole']>> {
  await page.getByRole('button', { name: 'Transactions' }).click();
  const drawer = page.getByRole('dialog', { name: 'Money transactions' });
  await drawer.waitFor();
  return drawer;
}

async function closeDrawer(): Promise<void> {
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: 'Money transactions' }).waitFor({ state: 'hidden' });
}

const waitUntilSent = (): Promise<void> => waitUntilSentOn(page);

describe('pay-in and pay-out through an outage', () => {
  it('says under the note what the shared schema refuses, before anything is queued', async () => {
    await page.getByRole('button', { name: 'Pay-in', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Pay-in' });
    await dialog.getByLabel('Cash amount').fill('3');
    await dialog.getByLabel('Note').fill('ring the bell \u0007 twice');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Remove the invisible or broken characters').waitFor();
    await expect(page.getByRole('button', { name: /waiting to send/ }).count()).resolves.toBe(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('takes a pay-in and a pay-out offline, prints them, and keeps them across an offline reload', async () => {
    await context.setOffline(true);
    await moneyAction('Pay-in', '20', 'Float for the day');
    await moneyAction('Pay-out', '5.50', 'Coffee milk');
    expect(await printCount(page)).toBe(2);

    await page.reload();
    await page.getByText('Offline', { exact: true }).first().waitFor();
    const drawer = await openDrawer();
    // The rows are computed in the worker: wait for them before counting.
    await drawer.getByText('Float for the day').waitFor();
    await drawer.getByText('Coffee milk').waitFor();
    await expect(drawer.getByText('Not yet sent').count()).resolves.toBe(2);
    await drawer.getByText('$20.00').first().waitFor();
    await drawer.getByText('$14.50').first().waitFor();
    await closeDrawer();
  });

  it('sends both exactly once when the connection returns, and the drawer matches the server', async () => {
    await context.setOffline(false);
    await waitUntilSent();
    const api = await apiSignIn(suite.server.baseURL, 'frontdesk');
    const onServer = await api.transactions(TODAY);
    expect(onServer.actions.filter((a) => a.note === 'Float for the day')).toHaveLength(1);
    expect(onServer.actions.filter((a) => a.note === 'Coffee milk')).toHaveLength(1);
    expect(onServer.overview).toEqual({ amountReceived: 2000, amountBack: 550, remainBalance: 1450 });

    const drawer = await openDrawer();
    await drawer.getByText('Coffee milk').waitFor();
    await drawer.getByText('$14.50').first().waitFor();
    await drawer.getByText('Not yet sent').first().waitFor({ state: 'detached' });
    await closeDrawer();
  });

  it('records a pay-in once when the server answer is lost after it committed', async () => {
    proxy.setMode('drop-next-push-answer');
    await moneyAction('Pay-in', '7', 'Answer lost');
    await proxy.pushSeen();
    await waitUntilSent();
    const api = await apiSignIn(suite.server.baseURL, 'frontdesk');
    const onServer = await api.transactions(TODAY);
    expect(onServer.actions.filter((a) => a.note === 'Answer lost')).toHaveLength(1);
    expect(onServer.overview.remainBalance).toBe(2150);
  });

  it('records a pay-out once when the server stops in the middle of a push and comes back', async () => {
    // While the server is down the proxy in front of it answers 502 Bad Gateway: that is the outage.
    expectFailures(page, [{ url: /\/api\//, status: 502 }]);
    proxy.setMode('hold-next-push');
    await moneyAction('Pay-out', '3', 'Server restarted');
    await proxy.pushSeen();
    proxy.release();
    await suite.server.kill();
    await suite.server.restart();
    await waitUntilSent();
    const api = await apiSignIn(suite.server.baseURL, 'frontdesk');
    const onServer = await api.transactions(TODAY);
    expect(onServer.actions.filter((a) => a.note === 'Server restarted')).toHaveLength(1);
    expect(onServer.overview).toEqual({ amountReceived: 2700, amountBack: 850, remainBalance: 1850 });

    const drawer = await openDrawer();
    await drawer.getByText('$18.50').first().waitFor();
    await closeDrawer();
  });
});
