// A tablet whose clock runs ten minutes ahead of the server's: the desk must neither have its
// work refused ("in the future") nor misdate it, online or after an offline reload.
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { newContext, signIn, waitForServiceWorker } from './browser';
import { apiSignIn } from './api';
import { useSuite } from './suite';
import { cashAction, waitUntilSent as waitUntilSentOn } from './tablet';
import { SERVER_NOW_HEADER } from '../../src/domain/api';
import { formatZonedDateTime } from '../../src/domain/time';

const suite = useSuite();

const TODAY = '2026-11-20';
const TEN_MINUTES = 10 * 60_000;

let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  context = await newContext(suite.browser, suite.server.baseURL, { clockAheadMs: TEN_MINUTES });
  page = await context.newPage();
  await signIn(page, 'frontdesk');
  await page.waitForURL(/\/appointment/);
  await waitForServiceWorker(page);
});

const payIn = (amount: string, note: string): Promise<void> => cashAction(page, 'Pay-in', amount, note);
const waitUntilSent = (): Promise<void> => waitUntilSentOn(page);

/** The server's own clock on its branch's wall ("YYYY-MM-DD HH:mm"), as its answers say it. */
async function serverWallTime(): Promise<string> {
  const response = await fetch(`${suite.server.baseURL}/api/check-login`);
  return formatZonedDateTime(new Date(Number(response.headers.get(SERVER_NOW_HEADER))), 'America/Toronto');
}

const minutes = (wall: string) => Date.parse(`${wall.replace(' ', 'T')}:00Z`) / 60_000;

async function expectDatedByServer(note: string): Promise<void> {
  const api = await apiSignIn(suite.server.baseURL, 'frontdesk');
  const onServer = (await api.transactions(TODAY)).actions.filter((a) => a.note === note);
  expect(onServer).toHaveLength(1);
  const server = await serverWallTime();
  // Stamped by the server's clock: not ten minutes ahead of it, nor more than the test's own minutes behind.
  const lead = minutes(onServer[0]?.actionTime ?? '') - minutes(server);
  expect(lead).toBeLessThanOrEqual(0);
  expect(lead).toBeGreaterThan(-3);
}

describe('a tablet whose clock runs ten minutes ahead', () => {
  it('takes a pay-in online that the server accepts, dated by the server’s clock', async () => {
    await payIn('12', 'Clock ahead, online');
    await waitUntilSent();
    await expect(page.getByRole('button', { name: /needs attention/ }).count()).resolves.toBe(0);
    await expectDatedByServer('Clock ahead, online');
  });

  it('keeps the server’s time through an offline reload and sends the pay-in dated by it', async () => {
    await context.setOffline(true);
    await page.reload();
    await page.getByText('Offline', { exact: true }).first().waitFor();
    await payIn('3', 'Clock ahead, offline');
    await context.setOffline(false);
    await waitUntilSent();
    await expect(page.getByRole('button', { name: /needs attention/ }).count()).resolves.toBe(0);
    await expectDatedByServer('Clock ahead, offline');
  });
});
