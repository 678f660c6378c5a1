// A tablet whose clock runs ten minutes ahead of the server's: the desk must neither have its
// work refused ("in the future") nor misdate it, online or after an offline reload.
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { newContext, signIn, waitForServiceWorker } from './browser';
import { apiSignIn } from './api';
import { useSuite } from './suite';
import { cashAction, pollNow, waitUntilSent as waitUntilSentOn } from './tablet';
import { boardOf, bookingsOn, findFreeSlot, minuteOf } from './scheduler-helpers';
import { BookingWritePath } from '../../src/domain/booking/paths';
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

  it('keeps polling the day every minute after its clock jumps and the desk sets it back', async () => {
    await page.getByRole('region', { name: /^Schedule of / }).first().waitFor();
    // The device's clock jumps ten more minutes ahead (a time sync, a setting changed): the poll
    // that comes with the jump is answered, and the desk sets its clock back to the server's.
    await context.clock.fastForward(TEN_MINUTES);
    await expect.poll(() => page.evaluate(() => Number(localStorage.getItem('front-desk.clock-offset')))).toBeLessThan(-19 * 60_000);
    // Booked elsewhere afterwards: the board's next minute must bring it, not the eleventh.
    const api = await apiSignIn(suite.server.baseURL, 'frontdesk');
    const day = await bookingsOn(api, TODAY);
    // On one of the first columns, which the tablet's width shows.
    const slot = findFreeSlot(day, { from: minuteOf('12:00'), technicians: 1, exclude: day.technicians.slice(4).map((t) => t.id) });
    const tech = slot.technicians[0]!;
    const startTime = `${TODAY} ${slot.time}`;
    await api.post(BookingWritePath.CREATE, {
      branchId: api.branchId,
      customer: { name: 'Drift Poll', phone: '416 555 0977' },
      startTime,
      note: '',
      guests: [{ name: '', displayIndex: 0, segments: [{ type: 'service', serviceId: slot.service.id, serviceName: slot.service.name, technicianId: tech.id, startTime, duration: slot.service.duration, price: slot.service.price, displayIndex: 0 }] }],
    });
    await pollNow(page);
    await boardOf(page, tech.label).getByRole('button', { name: /^drift poll, /i }).waitFor({ timeout: 20_000 });
  });
});
