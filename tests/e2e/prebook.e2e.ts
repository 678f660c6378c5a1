// Prebook at checkout, clicked as the front desk would: a customer's booking paid, the next
// visit offered at once, booked four weeks later at a free time of the same technician; the
// booking on that day's board and on the server marked with the bill, and the technician
// report counting the bill as prebooked.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { deskPage, newContext, signIn } from './browser';
import { apiSignIn, type ApiSession } from './api';
import { useSuite } from './suite';
import { cardMenu, cardOf, centsOf, finishPayment, prebookStep, syncNow } from './billing-helpers';
import { BIG_VIEWPORT, boardOf, bookingsOn, createBooking, findFreeSlot, minuteOf, pickOption, TODAY, type Tech } from './scheduler-helpers';
import { TimesheetAdminPath } from '../../src/domain/technician/contract';
import { addDays } from '../../src/domain/time';

const suite = useSuite();

/** Four weeks after the fixed today, as the step offers it; "DD/MM/YYYY" on screen. */
const NEXT = addDays(TODAY, 28);
const NEXT_SHOWN = `${NEXT.slice(8, 10)}/${NEXT.slice(5, 7)}/${NEXT.slice(0, 4)}`;
const NAME = 'Prebook Client';

let page: Page;
let api: ApiSession;
let tech: Tech;

beforeAll(async () => {
  ({ page } = await deskPage(suite.browser, suite.server.baseURL, { username: 'frontdesk', viewport: BIG_VIEWPORT }));
  api = await apiSignIn(suite.server.baseURL, 'frontdesk');
});

describe('prebook at checkout', () => {
  it('offers the next visit after Finish payment and books it four weeks later at a free time', async () => {
    const slot = findFreeSlot(await bookingsOn(api, TODAY), { from: minuteOf('10:30'), technicians: 1 });
    tech = slot.technicians[0]!;
    // The seed's shifts cover a week around today: the manager sets this technician's day four weeks on.
    const admin = await apiSignIn(suite.server.baseURL, 'admin');
    await admin.post(TimesheetAdminPath.WORKING_TIME_CREATE, {
      branchId: api.branchId, technicianId: tech.id, workType: 'SHIFT', shifts: [{ start: '09:00', end: '17:00' }], fromDate: NEXT, toDate: NEXT, applyDate: TODAY,
    });
    await createBooking(page, { phone: '416 555 0881', name: NAME, time: slot.time, guests: [{ service: slot.service.name, technician: tech.label }] }, 'Start');
    await expect
      .poll(async () => (await bookingsOn(api, TODAY)).bookings.find((b) => b.customerName === NAME.toUpperCase())?.customerId ?? null, { timeout: 30_000 })
      .not.toBeNull();
    // The tablet's copy names the customer the server found for the phone.
    await syncNow(page);

    await cardMenu(page, NAME, 'Payment');
    const payment = page.getByRole('dialog', { name: /^Payment of booking / });
    await payment.getByTestId('amount-due').waitFor();
    await expect.poll(async () => centsOf(await payment.getByTestId('amount-due').textContent())).toBeGreaterThan(0);
    const due = centsOf(await payment.getByTestId('amount-due').textContent());
    await payment.getByLabel('Received by Cash').fill((due / 100).toFixed(2));
    await expect.poll(async () => payment.getByTestId('change-due').textContent()).toBe('$0.00');
    await finishPayment(page, payment, { prebook: true });

    const step = prebookStep(page);
    await step.waitFor();
    await step.getByText(`In 4 weeks (${NEXT_SHOWN})`).click();
    const times = step.getByRole('group', { name: `Free times on ${NEXT_SHOWN}` });
    // The day is loaded from the server: the technician's shift that day, nothing booked yet.
    await times.getByRole('button', { name: '09:00', exact: true }).waitFor({ timeout: 30_000 });
    await times.getByRole('button', { name: '10:00', exact: true }).click();
    await step.waitFor({ state: 'hidden' });
    await page.getByText(`Next visit booked on ${NEXT_SHOWN} at 10:00.`).waitFor();

    await expect
      .poll(async () => {
        const day = await bookingsOn(api, NEXT);
        const booking = day.bookings.find((b) => b.customerName === NAME.toUpperCase());
        const guest = day.guests.find((g) => g.bookingId === booking?.id);
        return guest?.segments.map((s) => [s.startTime, s.technicianId, s.serviceName]) ?? [];
      }, { timeout: 30_000 })
      .toEqual([[`${NEXT} 10:00`, tech.id, slot.service.name]]);

    // On that day's board, in the technician's column.
    await page.goto(`/appointment?date=${NEXT}`);
    await boardOf(page, tech.label).getByRole('button', { name: new RegExp(`^${NAME.toUpperCase()}, `) }).waitFor({ timeout: 30_000 });
    await expect.poll(async () => cardOf(page, NAME).isVisible()).toBe(true);
  });

  it('counts the bill as prebooked in the technician report', async () => {
    const owner = await newContext(suite.browser, suite.server.baseURL);
    const reader = await owner.newPage();
    await signIn(reader, 'admin');
    await reader.waitForURL(/\/appointment/);
    await reader.goto('/report/technician');
    await reader.getByRole('heading', { name: 'Technicians', level: 1 }).waitFor();
    await pickOption(reader, reader.getByRole('combobox', { name: 'Branch' }), 'Downtown Toronto');
    const table = reader.getByRole('table', { name: 'Technicians' });
    const headers = await table.locator('thead th').allTextContents();
    const column = headers.indexOf('Prebooked');
    expect(column).toBeGreaterThan(0);
    const row = table.locator('tbody tr').filter({ has: reader.getByRole('cell', { name: tech.name, exact: true }) });
    // Downtown's only paid bill today is this one, and its customer prebooked.
    await expect.poll(async () => row.locator('td').nth(column).textContent(), { timeout: 30_000 }).toBe('100.0%');
    await owner.close();
  });
});
