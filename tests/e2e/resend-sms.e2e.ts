// "Resend SMS" from a waiting card's menu: queued on the server when online, a clear
// message when offline (the SMS leaves from the server).
import { beforeAll, describe, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { newContext, signIn, waitForServiceWorker } from './browser';
import { apiSignIn, type ApiSession } from './api';
import { useSuite } from './suite';
import { BIG_VIEWPORT, bookingsOn, openCardMenu, TODAY, waitingCards } from './scheduler-helpers';

const suite = useSuite();

let context: BrowserContext;
let page: Page;
let api: ApiSession;

beforeAll(async () => {
  context = await newContext(suite.browser, suite.server.baseURL, { viewport: BIG_VIEWPORT });
  page = await context.newPage();
  await signIn(page, 'frontdesk');
  await page.waitForURL(/\/appointment/);
  // Offline works once the service worker serves the app: before, a screen's code not yet loaded fails to load.
  await waitForServiceWorker(page);
  api = await apiSignIn(suite.server.baseURL, 'frontdesk');
});

describe('Resend SMS', () => {
  it('queues the confirmation SMS again from a waiting card', async () => {
    const [target] = waitingCards(await bookingsOn(api, TODAY), new Set());
    if (!target) throw new Error('no waiting card');
    const card = page.getByRole('button', { name: target.name });
    await openCardMenu(page, card, 'Resend SMS');
    await page.getByText('The confirmation SMS will be sent again.').waitFor();
  });

  it('says it needs a connection when offline', async () => {
    const [target] = waitingCards(await bookingsOn(api, TODAY), new Set());
    if (!target) throw new Error('no waiting card');
    await context.setOffline(true);
    try {
      await openCardMenu(page, page.getByRole('button', { name: target.name }), 'Resend SMS');
      await page.getByText('Resending the SMS needs a connection. Try again when you are back online.').waitFor();
    } finally {
      await context.setOffline(false);
    }
  });
});
