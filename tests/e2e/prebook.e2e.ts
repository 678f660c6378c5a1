// Prebook at checkout, clicked as the front desk would: a customer's booking paid, the next
// visit offered at once, booked four weeks later at a free time of the same technician; the
// booking on that day's board and on the server marked with the bill, and the technician
// report counting the bill as prebooked. Offline too, for a walk-in booked and paid before
// the tablet could send it.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { deskPage, newContext, signIn } from './browser';
import { apiSignIn, type ApiSession } from './api';
import { useSuite } from './suite';
import { cardMenu, centsOf, finishPayment, prebookStep, syncNow } from './billing-helpers';
import { BIG_VIEWPORT, boardOf, bookingsOn, createBooking, fillBooking, findFreeSlot, breaksOf, hhmm, minuteOf, offers, segmentsOf, workingOf, pickOption, pickService, TODAY, type Tech } from './scheduler-helpers';
import { BookingWritePath } from '../../src/domain/booking/paths';
import { ReportKey, reportParams, reportPath, type ReportResult } from '../../src/domain/report/contract';
import type { TechnicianRow, TechnicianTotals } from '../../src/domain/report/technician';
import { TimesheetAdminPath } from '../../src/domain/technician/contract';
import { addDays } from '../../src/domain/time';

const suite = useSuite();

/** "YYYY-MM-DD" as the screen shows it, "DD/MM/YYYY". */
const shown = (date: string): string => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
/** Four weeks after the fixed today, as the step offers it. */
const NEXT = addDays(TODAY, 28);
const NEXT_SHOWN = shown(NEXT);
const NAME = 'Prebook Client';

let context: BrowserContext;
let page: Page;
let api: ApiSession;
let tech: Tech;

beforeAll(async () => {
  ({ context, page } = await deskPage(suite.browser, suite.server.baseURL, { username: 'frontdesk', viewport: BIG_VIEWPORT }));
  api = await apiSignIn(suite.server.baseURL, 'frontdesk');
});

// A test that fails while offline must not leave the tablet offline for the next ones (and for
// its own retry): one failure read as five.
afterEach(() => context.setOffline(false));


/** The manager gives the technician a 9:00–17:00 shift that day (the seed's shifts cover a week around today). */
async function worksOn(worker: Tech, date: string): Promise<void> {
  const admin = await apiSignIn(suite.server.baseURL, 'admin');
  await admin.post(TimesheetAdminPath.WORKING_TIME_CREATE, {
    branchId: api.branchId, technicianId: worker.id, workType: 'SHIFT', shifts: [{ start: '09:00', end: '17:00' }], fromDate: date, toDate: date, applyDate: TODAY,
  });
}

/**
 * A started booking of a customer (a new phone) made through the form, with a technician who
 * also works on `visitDay` (`worksOn`); once the tablet's copy names the customer the server found, it is paid in cash and the
 * payment window turns into the next-visit step.
 */
async function payCustomerBooking(input: { name: string; phone: string; from: string; visitDay: string; beforePaying: () => Promise<void> }): Promise<{ tech: Tech; service: string; step: Locator }> {
  const slot = findFreeSlot(await bookingsOn(api, TODAY), { from: minuteOf(input.from), technicians: 1 });
  const worker = slot.technicians[0]!;
  await worksOn(worker, input.visitDay);
  await createBooking(page, { phone: input.phone, name: input.name, time: slot.time, guests: [{ service: slot.service.name, technician: worker.label }] }, 'Start');
  await expect
    .poll(async () => (await bookingsOn(api, TODAY)).bookings.find((b) => b.customerName === input.name.toUpperCase())?.customerId ?? null, { timeout: 30_000 })
    .not.toBeNull();
  await syncNow(page);
  await input.beforePaying();
  return { tech: worker, service: slot.service.name, step: await payInCash(input.name) };
}

/** The booking's Payment from its card, paid in cash to the cent: the window turns into the next-visit step. */
async function payInCash(name: string): Promise<Locator> {
  await cardMenu(page, name, 'Payment');
  const payment = page.getByRole('dialog', { name: /^Payment of booking / });
  await payment.getByTestId('amount-due').waitFor();
  await expect.poll(async () => centsOf(await payment.getByTestId('amount-due').textContent())).toBeGreaterThan(0);
  const due = centsOf(await payment.getByTestId('amount-due').textContent());
  await payment.getByLabel('Received by Cash').fill((due / 100).toFixed(2));
  await expect.poll(async () => payment.getByTestId('change-due').textContent()).toBe('$0.00');
  await finishPayment(page, payment, { prebook: true });
  const step = prebookStep(page);
  await step.waitFor();
  return step;
}

/** The technician's row of today's technician report, as the server counts it. */
async function reportRow(technicianId: string): Promise<TechnicianRow | undefined> {
  const admin = await apiSignIn(suite.server.baseURL, 'admin');
  const report = await admin.get<ReportResult<TechnicianRow, TechnicianTotals>>(reportPath(ReportKey.TECHNICIAN), reportParams({ branchId: api.branchId, from: TODAY, to: TODAY, technicianId }));
  return report.rows.find((r) => r.technicianId === technicianId);
}

/** The lines of the customer's bookings on that day, as the server has them: a booking made twice shows twice. */
async function serverVisit(name: string, date: string): Promise<string[][]> {
  const day = await bookingsOn(api, date);
  const bookings = new Set(day.bookings.filter((b) => b.customerName === name.toUpperCase()).map((b) => b.id));
  return day.guests.filter((g) => bookings.has(g.bookingId)).flatMap((g) => g.segments.map((s) => [s.startTime, s.technicianId, s.serviceName]));
}

describe('prebook at checkout', () => {
  it('offers the next visit after Finish payment and books it four weeks later at a free time', async () => {
    const paid = await payCustomerBooking({ name: NAME, phone: '416 555 0881', from: '10:30', visitDay: NEXT, beforePaying: async () => undefined });
    tech = paid.tech;
    const { step } = paid;
    await step.getByText(`In 4 weeks (${NEXT_SHOWN})`).click();
    const times = step.getByRole('group', { name: `Free times on ${NEXT_SHOWN}` });
    // The day is loaded from the server: the technician's shift that day, nothing booked yet.
    await times.getByRole('button', { name: '09:00', exact: true }).waitFor({ timeout: 30_000 });
    await times.getByRole('button', { name: '10:00', exact: true }).click();
    await step.waitFor({ state: 'hidden' });
    await page.getByText(`Next visit booked on ${NEXT_SHOWN} at 10:00.`).waitFor();
    await expect.poll(() => serverVisit(NAME, NEXT), { timeout: 30_000 }).toEqual([[`${NEXT} 10:00`, tech.id, paid.service]]);

    // On that day's board, in the technician's column.
    await page.goto(`/appointment?date=${NEXT}`);
    await boardOf(page, tech.label).getByRole('button', { name: new RegExp(`^${NAME.toUpperCase()}, `) }).waitFor({ timeout: 30_000 });
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

  it('offline, offers the opening hours of a day not stored here and says so; the visit reaches the server once back online', async () => {
    const later = addDays(TODAY, 56);
    const name = 'Offline Prebook';
    await page.goto(`/appointment?date=${TODAY}`);
    const { tech: worker, service, step } = await payCustomerBooking({ name, phone: '416 555 0882', from: '12:00', visitDay: later, beforePaying: () => context.setOffline(true) });
    await step.getByText(`In 8 weeks (${shown(later)})`).click();
    await step.getByText(`${shown(later)} is not saved on this tablet`).waitFor();
    await step.getByRole('group', { name: `Free times on ${shown(later)}` }).getByRole('button', { name: '11:00', exact: true }).click();
    await step.waitFor({ state: 'hidden' });
    expect(await serverVisit(name, later)).toEqual([]);
    await context.setOffline(false);
    // The bill first, then the booking that names it: once each.
    await expect.poll(() => serverVisit(name, later), { timeout: 60_000 }).toEqual([[`${later} 11:00`, worker.id, service]]);
  });

  it('offline, offers the next visit of a new walk-in booked and paid before its first sync; once online the server has both bookings for one customer and the bill counted as prebooked', async () => {
    const name = 'Walkin Prebook';
    await page.goto(`/appointment?date=${TODAY}`);
    // The technician of the first visit: their shift four weeks on is on the server and on this tablet.
    const day = await bookingsOn(api, TODAY);
    const slot = findFreeSlot(day, { from: minuteOf('13:00'), technicians: 1, exclude: day.technicians.filter((t) => t.id !== tech.id).map((t) => t.id) });
    const before = await reportRow(tech.id);
    await context.setOffline(true);

    // A new customer walks in: no customer id on this tablet until the booking is sent.
    await page.getByRole('button', { name: 'New booking' }).click();
    const form = page.getByRole('dialog', { name: 'New booking' });
    await fillBooking(page, form, { phone: '416 555 0883', name, time: slot.time, guests: [{ service: slot.service.name, technician: tech.label }] });
    await form.getByRole('switch', { name: /^Walk-in/ }).check();
    await form.getByRole('button', { name: 'Start', exact: true }).click();
    await form.waitFor({ state: 'hidden' });
    const step = await payInCash(name);
    await step.getByText(`In 4 weeks (${NEXT_SHOWN})`).click();
    await step.getByRole('group', { name: `Free times on ${NEXT_SHOWN}` }).getByRole('button', { name: '14:00', exact: true }).click();
    await step.waitFor({ state: 'hidden' });
    await page.getByText(`Next visit booked on ${NEXT_SHOWN} at 14:00.`).waitFor();
    expect(await serverVisit(name, TODAY)).toEqual([]);

    // Back online the walk-in, its bill and the visit go in that order, once each.
    await context.setOffline(false);
    await expect.poll(() => serverVisit(name, NEXT), { timeout: 60_000 }).toEqual([[`${NEXT} 14:00`, tech.id, slot.service.name]]);
    const walkIn = (await bookingsOn(api, TODAY)).bookings.find((b) => b.customerName === name.toUpperCase());
    const visit = (await bookingsOn(api, NEXT)).bookings.find((b) => b.customerName === name.toUpperCase());
    expect(walkIn?.walkIn).toBe(true);
    expect(walkIn?.customerId).toBeTruthy();
    expect(visit?.customerId).toBe(walkIn?.customerId);
    // The visit is linked to the walk-in's bill: one more bill for the technician, every one of them prebooked.
    await expect.poll(async () => (await reportRow(tech.id))?.bills, { timeout: 30_000 }).toBe((before?.bills ?? 0) + 1);
    expect((await reportRow(tech.id))?.prebooked).toBe(100);
  });

  it('repeats a service of two technicians with both, at a time both are free, and the server takes it', async () => {
    const name = 'Couples Prebook';
    const later = addDays(TODAY, 42);
    await page.goto(`/appointment?date=${TODAY}`);
    const day = await bookingsOn(api, TODAY);
    const couples = day.services.find((s) => s.numberTechnician === 2);
    if (!couples) throw new Error('the seed has a service of two technicians');
    // The seeded day is full: one of them has an hour clear, and a colleague off today comes in.
    const working = new Set(day.technicians.map((t) => t.id));
    const offToday = (await Promise.all([1, 2, 3, 4, 5, 6].map(async (d) => (await bookingsOn(api, addDays(TODAY, d))).technicians)))
      .flat()
      .find((t) => !working.has(t.id) && offers(t, couples));
    if (!offToday) throw new Error('a technician of the service off today');
    const clear = (t: Tech, start: number) => {
      const end = start + couples.duration;
      const apart = (i: { start: number; end: number }) => i.end <= start || end <= i.start;
      return workingOf(t).some((w) => w.start <= start && end <= w.end) && breaksOf(t).every(apart) && segmentsOf(day, t.id).every(apart);
    };
    const slot = [...Array(22).keys()]
      .map((i) => minuteOf('10:30') + i * 15)
      .map((minute) => ({ minute, first: day.technicians.find((t) => offers(t, couples) && clear(t, minute)) }))
      .find((s) => s.first !== undefined && s.minute + couples.duration <= minuteOf('17:00'));
    if (!slot?.first) throw new Error('an hour clear for a technician of the service today');
    const { first } = slot;
    const second = offToday;
    await worksOn(second, TODAY);
    await syncNow(page);
    await worksOn(first, later);
    await worksOn(second, later);
    // The second technician is taken at 10:00 that day: the visit cannot start then.
    const busy = await apiSignIn(suite.server.baseURL, 'frontdesk');
    const other = day.services.find((s) => s.numberTechnician === 1 && offers(second, s));
    if (!other) throw new Error('a service of the second technician');
    await busy.post(BookingWritePath.CREATE, {
      id: crypto.randomUUID(), branchId: api.branchId, customerId: null, customer: { name: 'BUSY SECOND', phone: '4165550884', email: null, birthDay: null },
      startTime: `${later} 10:00`, note: '',
      guests: [{ id: crypto.randomUUID(), name: '', displayIndex: 0, segments: [{ id: crypto.randomUUID(), type: 'service', serviceId: other.id, serviceName: other.name, technicianId: second.id, startTime: `${later} 10:00`, duration: 60, price: other.price, displayIndex: 0 }] }],
    });

    await page.getByRole('button', { name: 'New booking' }).click();
    const form = page.getByRole('dialog', { name: 'New booking' });
    await form.getByLabel('Phone').fill('416 555 0885');
    await form.getByLabel('Customer name').fill(name);
    await pickOption(page, form.getByLabel('Start time'), hhmm(slot.minute));
    const section = form.getByRole('region', { name: name.toUpperCase() });
    await pickService(page, section, couples.name);
    const slots = section.getByLabel(`Technician for ${couples.name}`);
    await pickOption(page, slots.nth(0), first.label);
    await pickOption(page, slots.nth(1), second.label);
    await form.getByRole('button', { name: 'Start', exact: true }).click();
    await form.waitFor({ state: 'hidden' });

    const step = await payInCash(name);
    await step.getByText(`In 6 weeks (${shown(later)})`).click();
    const times = step.getByRole('group', { name: `Free times on ${shown(later)}` });
    await times.getByRole('button', { name: '09:00', exact: true }).waitFor({ timeout: 30_000 });
    expect(await times.getByRole('button', { name: '10:00', exact: true }).count()).toBe(0);
    await times.getByRole('button', { name: '11:30', exact: true }).click();
    await step.waitFor({ state: 'hidden' });
    // One couples service, its two technicians: the server took it as the booking form books it.
    await expect
      .poll(async () => (await serverVisit(name, later)).sort(), { timeout: 30_000 })
      .toEqual([[`${later} 11:30`, first.id, couples.name], [`${later} 11:30`, second.id, couples.name]].sort());
  });
});
