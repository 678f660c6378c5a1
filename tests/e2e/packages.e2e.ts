// Packages end to end: the owner makes a package of two services on /package (it fits a tablet
// and a phone); the front desk books it for a customer on /appointment, its services at their
// shares of the package price, starts and pays it: the bill's subtotal is the package price, and
// the next visit booked at checkout keeps the package.
// Offline, the tablet books it from what its last sync stored, and the server gets it once.
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { newContext, signIn, waitForServiceWorker } from './browser';
import { apiSignIn, type ApiSession } from './api';
import { useSuite } from './suite';
import { waitUntilSent } from './tablet';
import { cardMenu, cardOf, centsOf, finishPayment, prebookStep, serverBills } from './billing-helpers';
import { buttonsOffScreen, pageOverflow } from './layout-checks';
import { BIG_VIEWPORT, bookingsOn, hhmm, isFree, minuteOf, offers, pickOption, TODAY, type ServerDay, type Tech } from './scheduler-helpers';
import type { ServiceLeaf } from '../../src/domain/booking/reads';
import { type PackageRow } from '../../src/domain/catalogue/package-contract';
import { PackagePath } from '../../src/domain/catalogue/package-paths';
import { TimesheetAdminPath } from '../../src/domain/technician/contract';
import { addDays } from '../../src/domain/time';
import { formatMoney } from '../../src/domain/money';

const suite = useSuite();

const CODE = 'SPA-DAY';
const CONTENT = 'Spa day';
const PRICE = 9999;
/** The prebook step's default: four weeks after the fixed today. */
const NEXT = addDays(TODAY, 28);

let api: ApiSession;
let pair: [ServiceLeaf, ServiceLeaf];

type Plan = { time: string; technicians: [Tech, Tech] };

/** A start time when `a` then `b` each have a free technician (two different ones), the services 30–45 minutes long. */
function planFor(day: ServerDay, from: string, services?: readonly [ServiceLeaf, ServiceLeaf]): Plan & { services: [ServiceLeaf, ServiceLeaf] } {
  const candidates = day.services.filter((s) => s.numberTechnician === 1 && s.duration >= 30 && s.duration <= 45);
  const pairs: [ServiceLeaf, ServiceLeaf][] = services ? [[services[0], services[1]]] : candidates.flatMap((a) => candidates.filter((b) => b.id !== a.id).map((b): [ServiceLeaf, ServiceLeaf] => [a, b]));
  for (let minute = minuteOf(from); minute < minuteOf('17:00'); minute += 15) {
    for (const [a, b] of pairs) {
      const second = minute + a.duration;
      const techA = day.technicians.find((t) => offers(t, a) && isFree(day, t, { start: minute, end: second + a.cleaning }));
      const techB = day.technicians.find((t) => t.id !== techA?.id && offers(t, b) && isFree(day, t, { start: second, end: second + b.duration + b.cleaning }));
      if (techA && techB) return { time: hhmm(minute), technicians: [techA, techB], services: [a, b] };
    }
  }
  throw new Error('no free time for the package in the seeded day');
}

/** The front desk's booking of the package for a new customer, through the form and the service picker. */
async function bookPackage(page: Page, input: { name: string; phone: string; plan: Plan; button: 'Save' | 'Start' }): Promise<void> {
  await page.getByRole('button', { name: 'New booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'New booking' });
  await dialog.getByLabel('Phone').fill(input.phone);
  await dialog.getByLabel('Customer name').fill(input.name);
  await pickOption(page, dialog.getByLabel('Start time'), input.plan.time);
  const section = dialog.getByRole('region', { name: input.name.toUpperCase() });
  await section.getByRole('button', { name: /^All services/ }).click();
  const picker = page.getByRole('dialog', { name: /^All services for/ });
  await picker.getByRole('button', { name: `Package ${CONTENT}` }).click();
  await picker.getByText(`${CONTENT} added.`).waitFor();
  await picker.getByRole('button', { name: 'Close' }).first().click();
  await picker.waitFor({ state: 'hidden' });
  for (const [i, service] of pair.entries()) await pickOption(page, section.getByLabel(`Technician for ${service.name}`), input.plan.technicians[i]?.label ?? '');
  // The form's total is the package price.
  await dialog.getByText(formatMoney(PRICE)).first().waitFor();
  await dialog.getByRole('button', { name: input.button, exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

beforeAll(async () => {
  api = await apiSignIn(suite.server.baseURL, 'frontdesk');
});

describe('packages', () => {
  let packageId: string;

  it('the owner creates a package of two services on /package, the services’ own prices beside the package price', async () => {
    const plan = planFor(await bookingsOn(api, TODAY), '11:00');
    pair = plan.services;
    const context = await newContext(suite.browser, suite.server.baseURL);
    const page = await context.newPage();
    await signIn(page, 'admin');
    await page.waitForURL(/\/appointment/);
    await page.goto('/package');
    await page.getByRole('button', { name: 'Create package' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create package' });
    await dialog.getByLabel(/^Code/).fill(CODE.toLowerCase());
    await dialog.getByLabel(/^Content/).fill(CONTENT);
    await dialog.getByLabel(/^Price/).fill((PRICE / 100).toFixed(2));
    await dialog.getByLabel(/^Start time/).fill('2026-11-01T00:00');
    await dialog.getByLabel(/^End time/).fill('2026-12-31T23:59');
    for (const service of pair) {
      await dialog.getByLabel(/^Services/).fill(service.name);
      await page.getByRole('option', { name: service.name, exact: true }).click();
    }
    await dialog.getByLabel(/^Code/).click();
    await dialog.getByText(`Services at their own prices: ${formatMoney(pair[0].price + pair[1].price)}`).waitFor();
    await dialog.getByText(`Package price: ${formatMoney(PRICE)}`).waitFor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const row = page.getByRole('table', { name: 'Packages' }).getByRole('row', { name: new RegExp(CODE) });
    await row.waitFor();
    expect(await row.textContent()).toContain(formatMoney(PRICE));

    const stored = await api.get<PackageRow[]>(PackagePath.OPTIONS, { branchId: api.branchId });
    const made = stored.find((p) => p.code === CODE);
    expect(made).toMatchObject({ content: CONTENT, price: PRICE, status: 'ENABLED', startTime: '2026-11-01 00:00', endTime: '2026-12-31 23:59' });
    expect(made?.services.map((s) => s.id)).toEqual(pair.map((s) => s.id));
    packageId = made?.id ?? '';
    await context.close();
  });

  it('fits a 768 px tablet and a 360 px phone', async () => {
    for (const viewport of [{ width: 768, height: 1024 }, { width: 360, height: 780 }]) {
      const context = await newContext(suite.browser, suite.server.baseURL, { viewport, hasTouch: true, isMobile: viewport.width < 400 });
      const page = await context.newPage();
      await signIn(page, 'admin');
      await page.goto('/package');
      await page.getByRole('table', { name: 'Packages' }).getByRole('row', { name: new RegExp(CODE) }).waitFor();
      expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
      await page.getByRole('button', { name: 'Create package' }).click();
      const form = page.getByRole('dialog', { name: 'Create package' });
      await form.getByLabel(/^Code/).waitFor();
      await expect.poll(() => buttonsOffScreen(form)).toEqual([]);
      await context.close();
    }
  });

  describe('at the counter', () => {
    let context: BrowserContext;
    let page: Page;

    beforeAll(async () => {
      context = await newContext(suite.browser, suite.server.baseURL, { viewport: BIG_VIEWPORT });
      page = await context.newPage();
      await signIn(page, 'frontdesk');
      await page.waitForURL(/\/appointment/);
      await waitForServiceWorker(page);
    });

    it('books the package for a customer, starts it and pays it: the bill’s subtotal is the package price', async () => {
      const plan = planFor(await bookingsOn(api, TODAY), '11:00', pair);
      await bookPackage(page, { name: 'Package Guest', phone: '416 555 0888', plan, button: 'Start' });
      await expect.poll(async () => (await bookingsOn(api, TODAY)).guests.find((g) => g.name === 'PACKAGE GUEST')?.status, { timeout: 30_000 }).toBe('Processing');
      const day = await bookingsOn(api, TODAY);
      const guest = day.guests.find((g) => g.name === 'PACKAGE GUEST');
      expect(guest?.segments.map((s) => [s.serviceId, s.packageId])).toEqual(pair.map((s) => [s.id, packageId]));
      expect(guest?.segments.reduce((sum, s) => sum + s.price, 0)).toBe(PRICE);
      const booking = day.bookings.find((b) => b.id === guest?.bookingId);

      // The board names the package on its cards.
      await expect.poll(async () => cardOf(page, 'Package Guest').textContent()).toContain(`${CONTENT}: `);
      await cardMenu(page, 'Package Guest', 'Payment');
      const dialog = page.getByRole('dialog', { name: `Payment of booking ${booking?.code ?? ''}` });
      await dialog.getByText(`Package: ${CONTENT}`).waitFor();
      await dialog.getByRole('table', { name: 'Bill figures' }).getByRole('row', { name: /^Subtotal / }).waitFor();
      expect(centsOf(await dialog.getByRole('table', { name: 'Bill figures' }).getByRole('row', { name: /^Subtotal / }).textContent())).toBe(PRICE);
      const due = centsOf(await dialog.getByTestId('amount-due').textContent());
      await dialog.getByLabel('Received by Cash').fill((due / 100).toFixed(2));
      await expect.poll(async () => dialog.getByTestId('change-due').textContent()).toBe('$0.00');
      // Both technicians work four weeks on (the seed's shifts cover a week around today): the next visit is offered.
      const admin = await apiSignIn(suite.server.baseURL, 'admin');
      for (const tech of plan.technicians) {
        await admin.post(TimesheetAdminPath.WORKING_TIME_CREATE, {
          branchId: api.branchId, technicianId: tech.id, workType: 'SHIFT', shifts: [{ start: '09:00', end: '17:00' }], fromDate: NEXT, toDate: NEXT, applyDate: TODAY,
        });
      }
      await finishPayment(page, dialog, { prebook: true });

      await expect.poll(async () => (await serverBills(api, booking?.id ?? '')).length, { timeout: 30_000 }).toBe(1);
      const [bill] = await serverBills(api, booking?.id ?? '');
      expect(bill).toMatchObject({ status: 'PAID', figures: { subtotal: PRICE, total: PRICE + Math.round(PRICE * 0.13) } });

      // The next visit, four weeks on, is booked in the package too, at the same shares of its price.
      const step = prebookStep(page);
      const shown = `${NEXT.slice(8, 10)}/${NEXT.slice(5, 7)}/${NEXT.slice(0, 4)}`;
      await step.getByRole('group', { name: `Free times on ${shown}` }).getByRole('button', { name: '10:00', exact: true }).click();
      await step.waitFor({ state: 'hidden' });
      const visit = async () => (await bookingsOn(api, NEXT)).guests.find((g) => g.name === 'PACKAGE GUEST')?.segments.map((s) => [s.serviceId, s.packageId, s.price]);
      await expect.poll(visit, { timeout: 30_000 }).toEqual(guest?.segments.map((s) => [s.serviceId, packageId, s.price]));
    });

    it('offline, books the package from what the tablet stored; back online the server has it once', async () => {
      const plan = planFor(await bookingsOn(api, TODAY), '13:00', pair);
      await context.setOffline(true);
      await bookPackage(page, { name: 'Offline Package', phone: '416 555 0889', plan, button: 'Save' });
      await expect.poll(async () => cardOf(page, 'Offline Package').textContent()).toContain(`${CONTENT}: `);
      await context.setOffline(false);
      await expect.poll(async () => (await bookingsOn(api, TODAY)).guests.filter((g) => g.name === 'OFFLINE PACKAGE').length, { timeout: 60_000 }).toBe(1);
      // Once the tablet has nothing left to send, no later round can send it again: still exactly one.
      await waitUntilSent(page);
      const day = await bookingsOn(api, TODAY);
      const guests = day.guests.filter((g) => g.name === 'OFFLINE PACKAGE');
      expect(guests).toHaveLength(1);
      expect(guests[0]?.segments.map((s) => [s.serviceId, s.packageId])).toEqual(pair.map((s) => [s.id, packageId]));
      expect(guests[0]?.segments.reduce((sum, s) => sum + s.price, 0)).toBe(PRICE);
    });
  });
});
