// A recurring booking as the front desk makes it: six weekly visits checked before saving,
// the one date taken by another booking moved to a free time, then "change this and the
// following" from the third visit made offline and synced, "cancel this and the following"
// from the fourth, and a visit that cannot move onto a holiday. Each step is checked against
// what the server holds.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { newContext, signIn, waitForServiceWorker } from './browser';
import { apiSignIn, type ApiSession } from './api';
import { BookingWritePath } from '../../src/domain/booking/paths';
import { TimesheetAdminPath } from '../../src/domain/technician/contract';
import { addDays } from '../../src/domain/time';
import { useSuite } from './suite';
import { BIG_VIEWPORT, bookingsOn, offers, pickOption, type ServerDay, type Tech } from './scheduler-helpers';

/** Tuesdays, past the seeded week and clear of Christmas (a Downtown holiday). */
const FIRST = '2026-12-01';
const DATES = [0, 1, 2, 3, 4, 5].map((w) => addDays(FIRST, 7 * w));
const NAME = 'RITA REPEAT';

const suite = useSuite();

let context: BrowserContext;
let page: Page;
let api: ApiSession;
let tech: Tech;
let service: ServerDay['services'][number];

/** The series' bookings on each date, as the server has them. */
async function seriesOnServer(): Promise<{ date: string; start: string | undefined; seriesId: string | null | undefined; status: string | undefined }[]> {
  return Promise.all(
    DATES.map(async (date) => {
      const day = await bookingsOn(api, date);
      const booking = day.bookings.find((b) => b.customerName === NAME);
      const guest = day.guests.find((g) => g.bookingId === booking?.id);
      return { date, start: booking?.startTime.slice(11), seriesId: booking?.seriesId, status: guest?.status };
    }),
  );
}

/** The series' card on that date, on the board (the day drawn). */
async function visitCard(date: string) {
  await page.goto(`/appointment?date=${date}`);
  const card = page.getByRole('button', { name: new RegExp(`^${NAME}, `) }).first();
  await card.waitFor();
  return card;
}

/** The booking form of the series' visit on that date. */
async function openVisit(date: string) {
  await (await visitCard(date)).click();
  return page.getByRole('dialog', { name: /^Booking / });
}

beforeAll(async () => {
  api = await apiSignIn(suite.server.baseURL, 'frontdesk');
  const admin = await apiSignIn(suite.server.baseURL, 'admin');
  const tomorrow = await bookingsOn(api, '2026-11-21');
  const pick = tomorrow.technicians.flatMap((t) => tomorrow.services.filter((s) => s.numberTechnician === 1 && s.duration <= 60 && offers(t, s)).map((s) => ({ t, s })))[0];
  if (!pick) throw new Error('the seed has no technician with a one-technician service');
  tech = pick.t;
  service = pick.s;
  // The seed plans working time for its own week only: this technician works Tuesdays on from the 1st.
  await admin.post(TimesheetAdminPath.WORKING_TIME_CREATE, {
    branchId: api.branchId,
    technicianId: tech.id,
    workType: 'SHIFT',
    shifts: [{ start: '09:00', end: '19:00' }],
    fromDate: FIRST,
    toDate: '',
    applyDate: FIRST,
  });
  // Another customer already has the technician at 10:00 on the third Tuesday.
  const third = DATES[2]!;
  await api.post(BookingWritePath.CREATE, {
    branchId: api.branchId,
    customer: { name: 'OTTO OTHER', phone: '4165550977', email: null, birthDay: null },
    startTime: `${third} 10:00`,
    note: '',
    guests: [
      {
        id: randomUUID(),
        name: '',
        displayIndex: 0,
        segments: [{ id: randomUUID(), type: 'service', serviceId: service.id, serviceName: service.name, technicianId: tech.id, startTime: `${third} 10:00`, duration: service.duration, price: service.price, displayIndex: 0 }],
      },
    ],
  });

  context = await newContext(suite.browser, suite.server.baseURL, { viewport: BIG_VIEWPORT });
  page = await context.newPage();
  await signIn(page, 'frontdesk');
  await page.waitForURL(/\/appointment/);
  await waitForServiceWorker(page);
});

describe('a recurring booking', () => {
  it('six Tuesdays, the one taken moved to 14:00, saved as one series', async () => {
    await page.goto(`/appointment?date=${FIRST}`);
    await page.getByRole('region', { name: `Schedule of ${tech.label}`, exact: true }).waitFor();
    await page.getByRole('button', { name: 'New booking' }).click();
    const dialog = page.getByRole('dialog', { name: 'New booking' });
    await dialog.getByLabel('Phone').fill('416 555 0976');
    await dialog.getByLabel('Customer name').fill('Rita Repeat');
    await pickOption(page, dialog.getByLabel('Start time'), '10:00');
    const section = dialog.getByRole('region', { name: NAME });
    await section.getByRole('button', { name: /^All services/ }).click();
    const picker = page.getByRole('dialog', { name: /^All services for/ });
    await picker.getByLabel('Search services').fill(service.name);
    await picker.getByRole('button', { name: service.name, exact: true }).click();
    await picker.getByRole('button', { name: 'Close' }).first().click();
    await picker.waitFor({ state: 'hidden' });
    await pickOption(page, section.getByLabel(`Technician for ${service.name}`), tech.label);

    await dialog.getByRole('checkbox', { name: 'Repeat' }).check();
    await expect(dialog.getByLabel('Every (weeks)').inputValue()).resolves.toBe('1');
    await dialog.getByRole('textbox', { name: 'Times' }).fill('6');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();

    const review = page.getByRole('dialog', { name: 'Repeat booking' });
    const table = review.getByRole('table', { name: 'Dates of the series' });
    await table.waitFor();
    const rows = table.getByRole('row');
    await expect.poll(() => rows.count()).toBe(7);
    const conflict = table.getByRole('row', { name: 'Tue, Dec 15, 2026' });
    await conflict.getByText('Conflict', { exact: true }).waitFor();
    await conflict.getByText('Not allow multitasking!').waitFor();
    expect(await table.getByText('Conflict', { exact: true }).count()).toBe(1);
    expect(await table.getByText('Free', { exact: true }).count()).toBe(5);
    // Not saved while a date is in conflict.
    await expect(review.getByRole('button', { name: 'Save 6 bookings' }).isDisabled()).resolves.toBe(true);

    await pickOption(page, conflict.getByLabel('Move to'), '14:00');
    await conflict.getByText('Free', { exact: true }).waitFor();
    await review.getByRole('button', { name: 'Save 6 bookings' }).click();
    await review.waitFor({ state: 'hidden' });
    await dialog.waitFor({ state: 'hidden' });

    await expect
      .poll(async () => (await seriesOnServer()).map((o) => [o.start, o.status]), { timeout: 30_000 })
      .toEqual(DATES.map((d) => [d === DATES[2] ? '14:00' : '10:00', 'Waiting']));
    const series = new Set((await seriesOnServer()).map((o) => o.seriesId));
    expect(series.size).toBe(1);
    expect([...series][0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('offline, moves the third and the following to 15:00; the first two keep 10:00 once synced', async () => {
    const card = await visitCard(DATES[2]!);
    await context.setOffline(true);
    await card.click();
    const form = page.getByRole('dialog', { name: /^Booking / });
    await pickOption(page, form.getByLabel('Start time'), '15:00');
    await form.getByRole('checkbox', { name: 'Also change the following bookings of this series' }).check();
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await form.waitFor({ state: 'hidden' });
    // Kept on the tablet while offline: the server still has the series as it was.
    await page.getByRole('button', { name: /waiting to send/ }).waitFor();
    expect((await seriesOnServer()).map((o) => o.start)).toEqual(['10:00', '10:00', '14:00', '10:00', '10:00', '10:00']);

    await context.setOffline(false);
    await expect
      .poll(async () => (await seriesOnServer()).map((o) => [o.start, o.status]), { timeout: 45_000 })
      .toEqual(DATES.map((d, i) => [i < 2 ? '10:00' : '15:00', 'Waiting']));
    expect(new Set((await seriesOnServer()).map((o) => o.seriesId)).size).toBe(1);
  });

  it('cancels the fourth and the following, not the earlier ones', async () => {
    const form = await openVisit(DATES[3]!);
    await form.getByRole('button', { name: 'Cancel this and the following' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel this booking and the following ones of its series?' });
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await form.waitFor({ state: 'hidden' });

    await expect
      .poll(async () => (await seriesOnServer()).map((o) => o.status), { timeout: 30_000 })
      .toEqual(['Waiting', 'Waiting', 'Waiting', 'Cancel', 'Cancel', 'Cancel']);
    // The cancellation changed no time: the earlier ones keep theirs, the third its new one.
    expect((await seriesOnServer()).map((o) => o.start)).toEqual(['10:00', '10:00', '15:00', '15:00', '15:00', '15:00']);
  });

  it('refuses moving a visit onto Christmas (a Downtown holiday) in the form, queuing nothing', async () => {
    const form = await openVisit(DATES[1]!);
    await form.getByRole('button', { name: 'Date' }).click();
    const calendar = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'December 2026' }) });
    await calendar.getByRole('button', { name: '25 December 2026', exact: true }).click();
    await calendar.waitFor({ state: 'hidden' });
    // The form knows the day once the server has answered for it.
    await form.getByText(/^Loading the schedule of/).waitFor({ state: 'detached' });
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await form.getByText('The branch is closed that day. Choose another day.').waitFor();
    expect(await page.getByRole('button', { name: /waiting to send/ }).count()).toBe(0);
    expect((await seriesOnServer())[1]).toMatchObject({ start: '10:00', status: 'Waiting' });
  });
});
