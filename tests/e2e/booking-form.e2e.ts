// The booking form beyond the board's own day: the customer details window from the
// customer field, and another date bringing that day's technicians and opening hours —
// from the server online, from the tablet's copy offline, with a clear word when the
// tablet has no copy.
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { newContext, signIn, waitForServiceWorker } from './browser';
import { apiSignIn, type ApiSession } from './api';
import { useSuite } from './suite';
import { BIG_VIEWPORT, bookingsOn, minuteOf, offers, pickOption, TODAY, waitingCards, type ServerDay, type Tech } from './scheduler-helpers';

const TOMORROW = '2026-11-21';

const suite = useSuite();

let context: BrowserContext;
let page: Page;
let api: ApiSession;
let today: ServerDay;
let tomorrow: ServerDay;

beforeAll(async () => {
  context = await newContext(suite.browser, suite.server.baseURL, { viewport: BIG_VIEWPORT });
  page = await context.newPage();
  await signIn(page, 'frontdesk');
  await page.waitForURL(/\/appointment/);
  await waitForServiceWorker(page);
  await page.getByRole('region', { name: /^Schedule of / }).first().waitFor();
  api = await apiSignIn(suite.server.baseURL, 'frontdesk');
  today = await bookingsOn(api, TODAY);
  tomorrow = await bookingsOn(api, TOMORROW);
});

/** A technician off today who works tomorrow, and a one-technician service they offer. */
function offTodayOnTomorrow(): { tech: Tech; service: ServerDay['services'][number] } {
  for (const tech of tomorrow.technicians) {
    if (today.technicians.some((t) => t.id === tech.id)) continue;
    const service = tomorrow.services.find((s) => s.numberTechnician === 1 && offers(tech, s));
    if (service) return { tech, service };
  }
  throw new Error('the seed has nobody off today and on tomorrow');
}

async function optionsOf(input: Locator): Promise<string[]> {
  await input.click();
  const listbox = page.getByRole('listbox').last();
  await listbox.waitFor();
  const names = await listbox.getByRole('option').allTextContents();
  await input.press('Escape');
  await listbox.waitFor({ state: 'hidden' });
  return names;
}

async function pickDate(dialog: Locator, day: number): Promise<void> {
  await dialog.getByRole('button', { name: 'Date' }).click();
  const calendar = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'November 2026' }) });
  await calendar.getByRole('button', { name: `${day} November 2026`, exact: true }).click();
  await calendar.waitFor({ state: 'hidden' });
}

async function addService(dialog: Locator, section: Locator, service: string): Promise<void> {
  await section.getByRole('button', { name: /^All services/ }).click();
  const picker = page.getByRole('dialog', { name: /^All services for/ });
  await picker.getByLabel('Search services').fill(service);
  await picker.getByRole('button', { name: service, exact: true }).click();
  await picker.getByRole('button', { name: 'Close' }).first().click();
  await picker.waitFor({ state: 'hidden' });
  await dialog.waitFor();
}

describe('the booking form', () => {
  it('opens the customer’s details from the customer field', async () => {
    const target = waitingCards(today, new Set())[0]!;
    const booking = today.bookings.find((b) => b.id === target.guest.bookingId)!;
    await page.getByRole('button', { name: target.name }).click();
    const form = page.getByRole('dialog', { name: `Booking ${booking.code}` });
    await form.getByLabel('Phone').waitFor();
    await form.getByRole('button', { name: 'Customer details' }).click();
    const details = page.getByRole('dialog', { name: 'Customer details' });
    await details.getByRole('heading', { name: booking.customerName }).waitFor();
    await details.getByText('Recent bookings').waitFor();
    await details.getByRole('cell', { name: booking.code }).waitFor();
    await details.getByRole('button', { name: 'Close' }).first().click();
    await details.waitFor({ state: 'hidden' });
    await form.getByRole('button', { name: 'Close' }).first().click();
    await form.waitFor({ state: 'hidden' });

    // A new booking has no saved customer until one is picked from the search.
    await page.getByRole('button', { name: 'New booking' }).click();
    const dialog = page.getByRole('dialog', { name: 'New booking' });
    await expect(dialog.getByRole('button', { name: 'Customer details' }).isDisabled()).resolves.toBe(true);
    await dialog.getByLabel('Phone').fill(booking.phone.slice(0, 6));
    await page.getByRole('option').filter({ hasText: booking.customerName }).first().click();
    await dialog.getByRole('button', { name: 'Customer details' }).click();
    await page.getByRole('dialog', { name: 'Customer details' }).getByRole('heading', { name: booking.customerName }).waitFor();
    await page.getByRole('dialog', { name: 'Customer details' }).getByRole('button', { name: 'Close' }).first().click();
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('another date brings that day’s technicians and start times, and books on it', async () => {
    const { tech, service } = offTodayOnTomorrow();
    await page.getByRole('button', { name: 'New booking' }).click();
    const dialog = page.getByRole('dialog', { name: 'New booking' });
    // Today the board starts at 08:30 (30 minutes of overtime); tomorrow at 08:00 (60).
    const todayTimes = await optionsOf(dialog.getByLabel('Start time'));
    expect(todayTimes[0]).toBe('08:30');
    await dialog.getByLabel('Phone').fill('416 555 0811');
    await dialog.getByLabel('Customer name').fill('Tara Tomorrow');
    const section = dialog.getByRole('region', { name: 'TARA TOMORROW' });
    await addService(dialog, section, service.name);
    const technician = section.getByLabel(`Technician for ${service.name}`);
    expect(await optionsOf(technician)).not.toContain(tech.label);

    await pickDate(dialog, 21);
    await expect.poll(() => optionsOf(technician)).toContain(tech.label);
    const tomorrowTimes = await optionsOf(dialog.getByLabel('Start time'));
    expect(tomorrowTimes[0]).toBe('08:00');

    const start = tech.technicianWorkings.find((w) => w.type === 'WORKING')!.startDate.slice(11);
    await pickOption(page, dialog.getByLabel('Start time'), start);
    await pickOption(page, technician, tech.label);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect
      .poll(async () => {
        const day = await bookingsOn(api, TOMORROW);
        const b = day.bookings.find((x) => x.customerName === 'TARA TOMORROW');
        const g = day.guests.find((x) => x.bookingId === b?.id);
        return [b?.startTime.slice(11, 16), g?.segments[0]?.technicianId];
      }, { timeout: 30_000 })
      .toEqual([start, tech.id]);
    expect(minuteOf(start)).toBeGreaterThanOrEqual(minuteOf('08:00'));
  });

  it('offline: a stored day is used as saved, a day never stored is said so', async () => {
    const { tech, service } = offTodayOnTomorrow();
    await context.setOffline(true);
    await page.getByRole('button', { name: 'New booking' }).click();
    const dialog = page.getByRole('dialog', { name: 'New booking' });
    await dialog.getByLabel('Customer name').fill('Oona Offline');
    const section = dialog.getByRole('region', { name: 'OONA OFFLINE' });
    await addService(dialog, section, service.name);

    await pickDate(dialog, 24);
    await dialog.getByText('24/11/2026 is not saved on this tablet').waitFor();
    await dialog.getByText(/You are offline\. The technicians and opening hours shown may differ/).waitFor();

    await pickDate(dialog, 21);
    await dialog.getByText('Technicians and hours of 21/11/2026 as saved on this tablet.').waitFor();
    await expect(dialog.getByText('24/11/2026 is not saved on this tablet').count()).resolves.toBe(0);
    expect(await optionsOf(section.getByLabel(`Technician for ${service.name}`))).toContain(tech.label);
    expect((await optionsOf(dialog.getByLabel('Start time')))[0]).toBe('08:00');
    await context.setOffline(false);
  });
});
