// The public online booking page (issue 17) as a customer lives it on a phone that never saw
// the app (a fresh browser, no service worker, nobody signed in), and as the front desk sees
// the booking arrive on its board, unconfirmed, and confirms it; a time taken by someone else
// between listing and submit sends the customer back to the times still free.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { XSRF_COOKIE, XSRF_HEADER, type Envelope } from '../../src/domain/api';
import { type NotificationView } from '../../src/domain/catalogue/contract';
import { NotificationPath } from '../../src/domain/catalogue/paths';
import { onlineBookingUrl, OnlineBookingPath, type FreeTimes, type OnlineBranch, type OnlineBookingInput } from '../../src/domain/online-booking/paths';
import { apiSignIn, type ApiSession } from './api';
import { newContext, signIn } from './browser';
import { pageOverflow } from './layout-checks';
import { BIG_VIEWPORT, bookingsOn, cardName, hhmm, minuteOf, openCardMenu, TODAY } from './scheduler-helpers';
import { useSuite } from './suite';
import { expectFailures } from './unexpected-failures';

const suite = useSuite();
const PHONE = { width: 360, height: 740 };

let desk: BrowserContext;
let board: Page;
let api: ApiSession;
let branch: OnlineBranch;

/** The public API as another customer's phone calls it, outside the browser. */
async function publicGet<T>(url: string, query: Record<string, string> = {}): Promise<T> {
  const search = new URLSearchParams(query).toString();
  const res = await fetch(`${suite.server.baseURL}${url}${search ? `?${search}` : ''}`);
  return ((await res.json()) as Envelope<T>).result;
}

async function publicBook(body: OnlineBookingInput): Promise<number> {
  const first = await fetch(`${suite.server.baseURL}${onlineBookingUrl(OnlineBookingPath.BRANCH, 'DT')}`);
  const token = (first.headers.getSetCookie().find((c) => c.startsWith(`${XSRF_COOKIE}=`)) ?? '').split(';')[0]?.split('=')[1] ?? '';
  const res = await fetch(`${suite.server.baseURL}${onlineBookingUrl(OnlineBookingPath.CREATE, 'DT')}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `${XSRF_COOKIE}=${token}`, [XSRF_HEADER]: token },
    body: JSON.stringify(body),
  });
  return res.status;
}

async function customerPage(): Promise<Page> {
  const context = await newContext(suite.browser, suite.server.baseURL, { viewport: PHONE, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto('/book/DT');
  await page.getByRole('heading', { name: 'Downtown Toronto', level: 1 }).waitFor();
  return page;
}

beforeAll(async () => {
  desk = await newContext(suite.browser, suite.server.baseURL, { viewport: BIG_VIEWPORT });
  board = await desk.newPage();
  await signIn(board, 'frontdesk');
  await board.waitForURL(/\/appointment/);
  await board.getByRole('region', { name: /^Schedule of / }).first().waitFor();
  api = await apiSignIn(suite.server.baseURL, 'frontdesk');
  branch = await publicGet<OnlineBranch>(onlineBookingUrl(OnlineBookingPath.BRANCH, 'DT'));
});

afterAll(async () => {
  await desk.close();
});

describe('online booking at /book/{branchCode}', () => {
  const service = () => {
    const first = branch.groups[0]?.services[0];
    if (!first) throw new Error('Downtown has no bookable service');
    return first;
  };
  const booked = { code: '', start: '' };

  it('lets a customer book on a phone: services, anyone, a time today, name and phone, then the booking code', async () => {
    const page = await customerPage();
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    await page.getByRole('checkbox', { name: service().name }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('radio', { name: 'Anyone available' }).waitFor();
    expect(await page.getByRole('radio', { name: 'Anyone available' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Next' }).click();
    expect(await page.getByRole('textbox', { name: 'Day' }).inputValue()).toBe(TODAY);
    const times = page.getByRole('group', { name: 'Free times' });
    const first = times.getByRole('button').first();
    booked.start = (await first.textContent()) ?? '';
    expect(minuteOf(booked.start)).toBeGreaterThanOrEqual(10 * 60);
    await first.click();
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('textbox', { name: 'Your name' }).fill('Maya Online');
    await page.getByRole('textbox', { name: 'Phone' }).fill('437 555 0123');
    await page.getByRole('textbox', { name: 'Email (optional)' }).fill('maya@example.com');
    await page.getByRole('button', { name: 'Book' }).click();
    await page.getByRole('heading', { name: 'Your request is received' }).waitFor();
    const codeText = (await page.getByText(/^Booking code/).textContent()) ?? '';
    booked.code = codeText.replace(/^Booking code:\s*/, '');
    expect(booked.code).toMatch(/^DT-\d+$/);
    await page.getByText(/will confirm your appointment shortly/).waitFor();
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    // Nothing of the tablet app was set up on the customer's phone: no service worker, no local database.
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
    expect(await page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name))).toEqual([]);
    await page.context().close();
  });

  it('arrives on the front desk’s board unconfirmed; Confirm there queues the customer’s confirmation', async () => {
    const end = hhmm(minuteOf(booked.start) + service().duration);
    const card = board.getByRole('button', { name: cardName('MAYA ONLINE', service().name, booked.start, end, 'Waiting') });
    // The open board's next poll of the day's bookings (every 60 s) comes at once.
    await board.clock.fastForward(61_000);
    await card.waitFor();
    const day = await bookingsOn(api, TODAY);
    const booking = day.bookings.find((b) => b.code === booked.code);
    expect(booking).toMatchObject({ type: 'TYPE_BOOKING_ONLINE', confirm: false });
    const before = await api.get<NotificationView[]>(NotificationPath.BOOKING_MESSAGES, { id: booking?.id ?? '' });
    expect(before.map((m) => m.channel).sort()).toEqual(['EMAIL', 'SMS']);
    await openCardMenu(board, card, 'Confirm');
    await expect.poll(async () => (await bookingsOn(api, TODAY)).bookings.find((b) => b.code === booked.code)?.confirm, { timeout: 15_000 }).toBe(true);
    await expect.poll(async () => (await api.get<NotificationView[]>(NotificationPath.BOOKING_MESSAGES, { id: booking?.id ?? '' })).length).toBe(4);
  });

  it('says when the time was just taken and shows the times still free', async () => {
    const page = await customerPage();
    const technician = branch.technicians.find((t) => service().technicianIds.includes(t.id));
    if (!technician) throw new Error('nobody offers the service');
    await page.getByRole('checkbox', { name: service().name }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('radio', { name: technician.name }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    const times = page.getByRole('group', { name: 'Free times' });
    const first = times.getByRole('button').first();
    const taken = (await first.textContent()) ?? '';
    await first.click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('textbox', { name: 'Your name' }).fill('Leo Late');
    await page.getByRole('textbox', { name: 'Phone' }).fill('4375550456');
    // Someone else takes that time meanwhile.
    const status = await publicBook({
      requestId: crypto.randomUUID(),
      serviceIds: [service().id],
      technicianId: technician.id,
      date: TODAY,
      time: taken,
      name: 'Quick Customer',
      phone: '4375550789',
      email: null,
    });
    expect(status).toBe(200);
    expectFailures(page, [{ url: /\/api\/public\/booking\/DT\/book$/, status: 409 }]);
    await page.getByRole('button', { name: 'Book' }).click();
    await page.getByRole('alert').getByText('That time was just taken — here are the times still free.').waitFor();
    await times.getByRole('button').first().waitFor();
    const still = await times.getByRole('button').allTextContents();
    expect(still).not.toContain(taken);
    const fresh = await publicGet<FreeTimes>(onlineBookingUrl(OnlineBookingPath.TIMES, 'DT'), { date: TODAY, serviceIds: service().id, technicianId: technician.id });
    expect(still).toEqual(fresh.times);
    await times.getByRole('button').first().click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Book' }).click();
    await page.getByRole('heading', { name: 'Your request is received' }).waitFor();
    await page.context().close();
  });

  it('fits a 768 px tablet and a 360 px phone', async () => {
    const page = await customerPage();
    for (const size of [{ width: 768, height: 1024 }, PHONE]) {
      await page.setViewportSize(size);
      await page.getByRole('checkbox', { name: service().name }).waitFor();
      expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    }
    await page.context().close();
  });

  it('speaks the branch’s language: Plateau’s page is in French', async () => {
    const context = await newContext(suite.browser, suite.server.baseURL, { viewport: PHONE });
    const page = await context.newPage();
    await page.goto('/book/PL');
    await page.getByRole('heading', { name: 'Choisissez vos services' }).waitFor();
    await page.getByRole('button', { name: 'Suivant' }).waitFor();
    await context.close();
  });
});
