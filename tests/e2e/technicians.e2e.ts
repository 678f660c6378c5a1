// Technicians and their working time as a salon manager sets them up: a new technician who
// performs one service, full time from today, gets a column on the board (and a place in the
// booking form's technician choice) without reloading the page, and is booked; a day of paid
// time off takes them off tomorrow's board; a quick timesheet of a shift week shows on the
// time sheet. Another tablet, its board open all along, follows at its next poll of the day's
// technicians. Edited as full service they are -FS on the list and the board; offline both
// screens are the last copy, read-only. Then the same screens on a 360 px phone.
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { newContext, signIn } from './browser';
import { apiSignIn } from './api';
import { useSuite } from './suite';
import { BIG_VIEWPORT, boardOf, bookingsOn, createBooking, pickOption, TODAY } from './scheduler-helpers';
import { pageOverflow } from './layout-checks';

const suite = useSuite();
const NAME = 'Zoe Marchand';
const TOMORROW = '2026-11-21';

let context: BrowserContext;
let page: Page;
let serviceName: string;
/** A second tablet whose board stays open, never reloaded. */
let tablet: Page;

beforeAll(async () => {
  context = await newContext(suite.browser, suite.server.baseURL, { viewport: BIG_VIEWPORT });
  page = await context.newPage();
  await signIn(page, 'admin');
  await page.waitForURL(/\/appointment/);
  await page.getByRole('region', { name: /^Schedule of / }).first().waitFor();
  const day = await bookingsOn(await apiSignIn(suite.server.baseURL, 'admin'), TODAY);
  const service = day.services.find((s) => s.numberTechnician === 1 && s.duration > 0 && s.duration <= 60);
  if (!service) throw new Error('the demo has no one-technician service of an hour or less');
  serviceName = service.name;
  tablet = await (await newContext(suite.browser, suite.server.baseURL, { viewport: BIG_VIEWPORT })).newPage();
  await signIn(tablet, 'admin');
  await tablet.waitForURL(/\/appointment/);
  await tablet.getByRole('region', { name: /^Schedule of / }).first().waitFor();
});

/** The open board's next poll of the day's technicians (every 60 s) comes at once. */
async function nextPoll(board: Page): Promise<void> {
  await board.clock.fastForward(61_000);
}

async function openFromMenu(item: string): Promise<void> {
  const menu = page.getByRole('navigation', { name: 'Side menu' });
  const link = menu.getByRole('link', { name: new RegExp(item) });
  if (!(await link.isVisible())) await menu.getByText('Schedule').click();
  await link.click();
}

describe('technicians', () => {
  it('creates a technician who performs one service, full time from today', async () => {
    await openFromMenu('Technicians');
    await page.waitForURL(/\/technician$/);
    await page.getByRole('table', { name: 'Technicians' }).waitFor();
    await page.getByRole('button', { name: 'Create technician' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create technician' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Please fill out this field').first().waitFor();
    await dialog.getByLabel('Name').fill(NAME);
    await dialog.getByLabel('Phone').fill('416 555 0142');
    await dialog.getByLabel('Services performed').click();
    await dialog.getByLabel('Services performed').fill(serviceName);
    await page.getByRole('option', { name: serviceName, exact: true }).click();
    await dialog.getByLabel('Name').click();
    // Full time from today is what a new technician starts with.
    await expect(dialog.getByLabel('Working from').inputValue()).resolves.toBe(TODAY);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByLabel('Search technicians').fill('zoe');
    await page.getByRole('table', { name: 'Technicians' }).getByRole('cell', { name: NAME, exact: true }).waitFor();
  });

  it('the board shows their column and the booking form offers them, without a reload; they are booked; an open board on another tablet follows at its next poll', async () => {
    await openFromMenu('Appointment');
    await page.waitForURL(/\/appointment/);
    await boardOf(page, NAME).waitFor();
    await createBooking(page, { phone: '416 555 0871', name: 'Nora Field', time: '11:00', guests: [{ service: serviceName, technician: NAME }] });
    await boardOf(page, NAME).getByRole('button', { name: /NORA FIELD/ }).first().waitFor();

    await expect(boardOf(tablet, NAME).count()).resolves.toBe(0);
    await nextPoll(tablet);
    await boardOf(tablet, NAME).waitFor();
  });

  it('a day of paid time off tomorrow: the board of tomorrow goes on without them, on this tablet and at the next poll on another', async () => {
    await tablet.getByRole('button', { name: 'Next day' }).click();
    await boardOf(tablet, NAME).waitFor();
    await openFromMenu('Time sheet');
    await page.waitForURL(/\/technician\/time-sheet$/);
    await page.getByRole('button', { name: 'Time off' }).click();
    const dialog = page.getByRole('dialog', { name: 'Time off' });
    await pickOption(page, dialog.getByLabel('Technician'), NAME);
    await dialog.getByLabel('From date').fill(TOMORROW);
    await dialog.getByLabel('To date').fill(TOMORROW);
    await dialog.getByLabel('Note').fill('Family day');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // The branch's every technician has a row a day: narrow to the one given time off.
    await pickOption(page, page.getByRole('combobox', { name: 'Technician' }), NAME);
    const days = page.getByRole('table', { name: 'Working days' });
    const tomorrow = days.getByRole('row').filter({ has: page.getByRole('cell', { name: '21/11/2026', exact: true }) });
    await tomorrow.getByText('Paid time off').waitFor();

    await openFromMenu('Appointment');
    await boardOf(page, NAME).waitFor();
    await page.getByRole('button', { name: 'Next day' }).click();
    await page.getByRole('region', { name: /^Schedule of / }).first().waitFor();
    await expect.poll(() => boardOf(page, NAME).count(), { timeout: 10_000 }).toBe(0);

    await nextPoll(tablet);
    await expect.poll(() => boardOf(tablet, NAME).count(), { timeout: 10_000 }).toBe(0);
  });

  it('a quick timesheet of a shift week shows on the time sheet; to date must be after from date', async () => {
    await openFromMenu('Time sheet');
    await page.getByRole('button', { name: 'Quick timesheet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Quick timesheet' });
    await pickOption(page, dialog.getByRole('combobox', { name: 'Technician' }), NAME);
    await dialog.getByLabel('From date').fill('2026-11-23');
    await dialog.getByLabel('To date').fill('2026-11-23');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('to date must be greater than from date').waitFor();
    await dialog.getByRole('button', { name: 'Remove shift 1' }).click();
    await dialog.getByLabel('To date').fill('2026-11-29');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Please add at least one working hours').waitFor();
    await dialog.getByRole('button', { name: 'Add working hours' }).click();
    await dialog.getByLabel('Shift 1 start').fill('12:00');
    await dialog.getByLabel('Shift 1 end').fill('16:00');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByLabel('From date').fill('2026-11-23');
    await page.getByLabel('To date').fill('2026-11-29');
    await pickOption(page, page.getByRole('combobox', { name: 'Technician' }), NAME);
    const days = page.getByRole('table', { name: 'Working days' });
    await expect.poll(() => days.getByRole('cell', { name: '12:00–16:00', exact: true }).count(), { timeout: 10_000 }).toBe(7);
    await page.getByRole('tab', { name: 'Working times and time off' }).click();
    const entries = page.getByRole('table', { name: 'Working times and time off' });
    await entries.getByRole('cell', { name: 'Shift work · Quick timesheet', exact: true }).waitFor();
    await entries.getByRole('cell', { name: '29/11/2026', exact: true }).waitFor();
  });

  it('edits them as full service: the list and the board call them -FS', async () => {
    await openFromMenu('Technicians');
    await page.getByLabel('Search technicians').fill('zoe');
    await page.getByRole('button', { name: `Actions for ${NAME}` }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit technician' });
    await expect.poll(() => dialog.getByLabel('Name').inputValue()).toBe(NAME);
    // check(), not click(): a second try after a failure must not turn it off again.
    await dialog.getByRole('switch', { name: 'Full service (-FS on the board)' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('table', { name: 'Technicians' }).getByText(`${NAME}-FS`, { exact: true }).waitFor();
    await page.goto(`/appointment?date=${TODAY}`);
    // This wait has failed in full runs only (never alone): if it does, say what the page held.
    await boardOf(page, `${NAME}-FS`)
      .waitFor()
      .catch(async (error: unknown) => {
        const columns = await page.getByRole('region', { name: /^Schedule of / }).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
        const text = (await page.locator('body').innerText()).slice(0, 600);
        throw new Error(`${String(error)}\nat ${page.url()}, board columns: ${columns.join(' | ')}\npage text: ${text}`);
      });
  });

  it('offline: the technician list and the time sheet are the last copy, read-only', async () => {
    await openFromMenu('Technicians');
    await page.getByLabel('Search technicians').fill('zoe');
    const table = page.getByRole('table', { name: 'Technicians' });
    await table.getByText(`${NAME}-FS`, { exact: true }).waitFor();
    await context.setOffline(true);
    try {
      await page.getByText(/Offline: showing this tablet's last copy, from .+\. It is read-only until the connection is back\./).waitFor();
      await table.getByText(`${NAME}-FS`, { exact: true }).waitFor();
      expect(await page.getByRole('button', { name: 'Create technician' }).isDisabled()).toBe(true);
      await page.getByRole('button', { name: `Actions for ${NAME}` }).click();
      expect(await page.getByRole('menuitem', { name: 'Edit' }).isDisabled()).toBe(true);
      expect(await page.getByRole('menuitem', { name: 'Delete' }).isDisabled()).toBe(true);
      await page.keyboard.press('Escape');

      await openFromMenu('Time sheet');
      await page.getByRole('table', { name: 'Working days' }).getByRole('row').nth(1).waitFor();
      await page.getByText(/Offline: showing this tablet's last copy/).waitFor();
      expect(await page.getByRole('button', { name: 'Quick timesheet' }).isDisabled()).toBe(true);
      expect(await page.getByRole('button', { name: 'Time off' }).isDisabled()).toBe(true);
    } finally {
      await context.setOffline(false);
    }
  });

  it('fits a 360 px phone', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/technician/time-sheet');
    await page.getByRole('table', { name: 'Working days' }).waitFor();
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    await page.goto('/technician');
    await page.getByRole('table', { name: 'Technicians' }).waitFor();
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  });
});
