// Two customers who turn out to be the same person, merged from the booking form's customer
// details: the duplicate's bookings then show under the one kept, and the duplicate is no
// longer offered by the customer search.
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { BookingWritePath } from '../../src/domain/booking/paths';
import { newContext, signIn } from './browser';
import { buttonsOffScreen, pageOverflow } from './layout-checks';
import { apiSignIn, type ApiSession } from './api';
import { useSuite } from './suite';
import { BIG_VIEWPORT, bookingsOn, findFreeSlot, minuteOf, TODAY, type ServerDay } from './scheduler-helpers';

const TOMORROW = '2026-11-21';
const KEEPER = { name: 'MERGE KEEPER', phone: '4165557701' };
const DUPLICATE = { name: 'MERGE DUPLICATE', phone: '6475557702' };
/** Another duplicate, only looked at (never merged) at tablet and phone sizes. */
const TWIN = { name: 'MERGE TWIN', phone: '4375557703' };
const SIZES = [
  { name: 'a 768 px tablet', viewport: { width: 768, height: 1024 } },
  { name: 'a 360 px phone', viewport: { width: 360, height: 740 } },
] as const;

const suite = useSuite();

let context: BrowserContext;
let page: Page;
let api: ApiSession;

type Booked = { code: string; technicianId: string; serviceName: string; time: string };

/** A booking made through the API, for a customer the server makes from the name and phone. */
async function book(date: string, day: ServerDay, customer: { name: string; phone: string }, from: number, exclude: string[]): Promise<Booked> {
  const slot = findFreeSlot(day, { from, technicians: 1, exclude });
  const tech = slot.technicians[0]!;
  const startTime = `${date} ${slot.time}`;
  const segment = { type: 'service', serviceId: slot.service.id, serviceName: slot.service.name, technicianId: tech.id, startTime, duration: slot.service.duration, price: slot.service.price, displayIndex: 0, parentId: null };
  // The code is left to the server's counter; force: the slot was found free, nothing to warn about.
  const saved = await api.post<{ id: string; code: string }>(BookingWritePath.CREATE, {
    branchId: api.branchId,
    customerId: null,
    customer: { name: customer.name, phone: customer.phone, email: null, birthDay: null },
    startTime,
    note: '',
    color: null,
    gender: 'ANY',
    block: false,
    isReOrder: false,
    force: true,
    guests: [{ name: '', gender: 'ANY', block: false, isReOrder: false, displayIndex: 0, segments: [segment] }],
  });
  return { code: saved.code, technicianId: tech.id, serviceName: slot.service.name, time: slot.time };
}

let keeperCode = '';
/** The duplicate's booking is today's, on the board behind the windows. */
let duplicate: Booked;

beforeAll(async () => {
  context = await newContext(suite.browser, suite.server.baseURL, { viewport: BIG_VIEWPORT });
  page = await context.newPage();
  await signIn(page, 'admin');
  await page.waitForURL(/\/appointment/);
  await page.getByRole('region', { name: /^Schedule of / }).first().waitFor();
  api = await apiSignIn(suite.server.baseURL, 'admin');
  const tomorrow = await bookingsOn(api, TOMORROW);
  const first = await book(TOMORROW, tomorrow, KEEPER, minuteOf('10:00'), []);
  keeperCode = first.code;
  duplicate = await book(TODAY, await bookingsOn(api, TODAY), DUPLICATE, minuteOf('11:00'), []);
  await book(TOMORROW, tomorrow, TWIN, minuteOf('10:00'), [first.technicianId]);
});

/** The booking form's customer details of the customer with this phone, from New booking. */
async function openDetails(p: Page, customer: { name: string; phone: string }): Promise<{ form: Locator; details: Locator }> {
  await p.getByRole('button', { name: 'New booking' }).click();
  const form = p.getByRole('dialog', { name: 'New booking' });
  await form.getByLabel('Phone').fill(customer.phone.slice(0, 7));
  await p.getByRole('option').filter({ hasText: customer.name }).click();
  await form.getByRole('button', { name: 'Customer details' }).click();
  const details = p.getByRole('dialog', { name: 'Customer details' });
  await details.getByRole('heading', { name: customer.name }).waitFor();
  return { form, details };
}

/** The merge window over those details, with the duplicate picked and both shown side by side. */
async function pickDuplicate(p: Page, details: Locator, other: { name: string }): Promise<{ merge: Locator; table: Locator }> {
  await details.getByRole('button', { name: 'Merge with a duplicate…' }).click();
  const merge = p.getByRole('dialog', { name: 'Merge with a duplicate' });
  await merge.getByLabel('Duplicate customer').fill(other.name);
  await p.getByRole('option').filter({ hasText: other.name }).click();
  const table = merge.getByRole('table', { name: 'Customers to merge' });
  await table.waitFor();
  return { merge, table };
}

describe('merging two customers', () => {
  it("moves the duplicate's bookings under the customer kept, from the customer's details", async () => {
    const { form, details } = await openDetails(page, KEEPER);
    await details.getByRole('cell', { name: keeperCode }).waitFor();
    await expect(details.getByRole('cell', { name: duplicate.code }).count()).resolves.toBe(0);

    const { merge, table } = await pickDuplicate(page, details, DUPLICATE);
    // Kept, duplicate, after the merge: one booking each, two once merged; both phones kept.
    await expect(table.getByRole('row', { name: /^Bookings/ }).getByRole('cell').allTextContents()).resolves.toEqual(['1', '1', '2']);
    await expect(table.getByRole('row', { name: /^Phones/ }).getByRole('cell').last().innerText()).resolves.toBe('416 555 7701\n647 555 7702');
    await merge.getByRole('button', { name: 'Merge', exact: true }).click();
    await page.getByText(`${DUPLICATE.name} was merged into ${KEEPER.name}.`).waitFor();
    await merge.waitFor({ state: 'hidden' });

    await details.getByRole('cell', { name: keeperCode }).waitFor();
    await details.getByRole('cell', { name: duplicate.code }).waitFor();
    await details.getByText(`Also reached at 647 555 7702 (merged from ${DUPLICATE.name})`).waitFor();
    await details.getByRole('button', { name: 'Close' }).first().click();
    await details.waitFor({ state: 'hidden' });

    // The duplicate's name now finds only the customer kept.
    await form.getByLabel('Customer name').fill('MERGE ');
    await page.getByRole('option').filter({ hasText: KEEPER.name }).waitFor();
    await expect(page.getByRole('option').filter({ hasText: DUPLICATE.name }).count()).resolves.toBe(0);
    await form.getByRole('button', { name: 'Close' }).first().click();
    await form.waitFor({ state: 'hidden' });
    // The duplicate's card on the board names the customer kept.
    await page.getByRole('button', { name: new RegExp(`^${KEEPER.name}, ${duplicate.serviceName}, ${duplicate.time}–`) }).waitFor();
    await expect(page.getByRole('button', { name: new RegExp(`^${DUPLICATE.name}, `) }).count()).resolves.toBe(0);
  });

  it('says offline that merging needs a connection', async () => {
    const { form, details } = await openDetails(page, KEEPER);
    await context.setOffline(true);
    await details.getByRole('button', { name: 'Merge with a duplicate…' }).click();
    const merge = page.getByRole('dialog', { name: 'Merge with a duplicate' });
    await merge.getByText('Merging customers needs a connection.').waitFor();
    await expect(merge.getByLabel('Duplicate customer').isDisabled()).resolves.toBe(true);
    await expect(merge.getByRole('button', { name: 'Merge', exact: true }).isDisabled()).resolves.toBe(true);
    await merge.getByRole('button', { name: 'Cancel' }).click();
    await merge.waitFor({ state: 'hidden' });
    await context.setOffline(false);
    await details.getByRole('button', { name: 'Close' }).first().click();
    await form.getByRole('button', { name: 'Close' }).first().click();
    await form.waitFor({ state: 'hidden' });
  });

  for (const size of SIZES) {
    it(`fits ${size.name}`, async () => {
      const small = await newContext(suite.browser, suite.server.baseURL, { viewport: size.viewport });
      const p = await small.newPage();
      await signIn(p, 'admin');
      await p.waitForURL(/\/appointment/);
      await p.getByRole('region', { name: /^Schedule of / }).first().waitFor();
      const { details } = await openDetails(p, KEEPER);
      const { merge } = await pickDuplicate(p, details, TWIN);
      await expect.poll(() => buttonsOffScreen(merge), { timeout: 5_000 }).toEqual([]);
      expect(await pageOverflow(p), `the merge window is wider than ${size.name} by`).toBeLessThanOrEqual(0);
      await merge.getByRole('button', { name: 'Cancel' }).click();
      await merge.waitFor({ state: 'hidden' });
      await small.close();
    });
  }
});
