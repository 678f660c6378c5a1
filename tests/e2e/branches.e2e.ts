import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { newContext, signIn } from './browser';
import { lastPrinted, printCount, recordPrints } from './print-recorder';
import { useSuite } from './suite';
import { buttonsOffScreen, pageOverflow } from './layout-checks';

const suite = useSuite();

// The suite's clock: Friday 20 November 2026. Tomorrow is Saturday, then Sunday and Monday.
const TOMORROW = '2026-11-21';
const SUNDAY = '2026-11-22';
const MONDAY = '2026-11-23';

let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  context = await newContext(suite.browser, suite.server.baseURL, { serviceWorker: false });
  await recordPrints(context, { portal: 'print-branch-qr', html: true });
  page = await context.newPage();
  await signIn(page, 'admin');
  await page.waitForURL(/\/appointment/);
});

async function openBranches(): Promise<void> {
  const menu = page.getByRole('navigation', { name: 'Side menu' });
  const link = menu.getByRole('link', { name: /Branches/ });
  // The Settings group stays open once opened.
  if (!(await link.isVisible())) await menu.getByText('Settings', { exact: true }).click();
  await link.click();
  await page.waitForURL(/\/branch$/);
}

async function savedToast(): Promise<void> {
  await page.getByText('Update success').last().waitFor();
}

/** The board's first hour label (each label also says how many guests are in service then). */
async function firstBoardHour(): Promise<string> {
  const label = page.getByText(/guests? in service$/).first();
  await label.waitFor();
  return (await label.locator('xpath=..').locator('span').first().textContent()) ?? '';
}

describe('branch working time and holidays', () => {
  it('closes Sundays from the working time', async () => {
    await openBranches();
    await page.getByRole('tab', { name: 'Working time' }).click();
    await page.getByLabel('Sunday open').uncheck();
    await expect(page.getByLabel('Sunday from').isDisabled()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Save working time' }).click();
    await savedToast();
  });

  it('adds tomorrow as a holiday with a note', async () => {
    await page.getByRole('tab', { name: 'Closed days and holidays' }).click();
    await page.getByRole('button', { name: 'Add closed days' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add closed days' });
    await dialog.getByLabel(/^From/).fill(TOMORROW);
    await dialog.getByLabel(/^To/).fill(TOMORROW);
    await dialog.getByLabel('Note').fill('Staff training day');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('table', { name: 'Closed days and holidays' }).getByRole('cell', { name: 'Staff training day' }).waitFor();
  });

  it('shows the holiday screen with its note tomorrow, and the closed-day screen on Sunday', async () => {
    await page.goto(`/appointment?date=${TOMORROW}`);
    await page.getByRole('heading', { name: 'Happy Holidays' }).waitFor();
    await page.getByText('Staff training day').waitFor();
    await page.goto(`/appointment?date=${SUNDAY}`);
    await page.getByRole('heading', { name: 'Happy Holidays' }).waitFor();
    await page.getByText('The branch is closed on this day.').waitFor();
  });

  it("moves the board's hours with Monday's, without a reload", async () => {
    await page.goto(`/appointment?date=${MONDAY}`);
    // Downtown opens at 09:00 with an hour of working over time before it.
    expect(await firstBoardHour()).toBe('08:00');
    await openBranches();
    await page.getByRole('tab', { name: 'Working time' }).click();
    await page.getByLabel('Monday from').selectOption('11:00');
    await page.getByLabel('Monday to').selectOption('15:00');
    await page.getByRole('button', { name: 'Save working time' }).click();
    await savedToast();
    await page.goBack();
    await page.waitForURL(new RegExp(`date=${MONDAY}`));
    await expect.poll(firstBoardHour).toBe('10:00');
  });
});

describe('branches', () => {
  it('creates a branch and switches to it', async () => {
    await openBranches();
    await page.getByRole('button', { name: 'Create branch' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create branch' });
    await dialog.getByLabel(/^Code/).fill('ek');
    await dialog.getByLabel(/^Name/).fill('Etobicoke');
    await dialog.getByLabel('Address').fill('12 Islington Ave, Toronto');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const table = page.getByRole('table', { name: 'Branches' });
    await table.getByRole('cell', { name: 'EK', exact: true }).waitFor();

    await page.getByRole('button', { name: 'Switch branch' }).click();
    await page.getByRole('menuitem', { name: /Etobicoke/ }).click();
    await page.getByRole('dialog', { name: 'Switch branch?' }).getByRole('button', { name: 'Switch', exact: true }).click();
    await page.getByRole('button', { name: 'Switch branch' }).getByText('Etobicoke').waitFor();
  });

  it('prints the QR code of its booking page', async () => {
    await page.getByRole('button', { name: 'Actions for Etobicoke' }).click();
    await page.getByRole('menuitem', { name: 'QR code' }).click();
    const dialog = page.getByRole('dialog', { name: 'QR code' });
    const url = `${suite.server.baseURL}/book/EK`;
    await dialog.getByText(url).waitFor();
    await dialog.getByRole('img', { name: `QR code of ${url}` }).waitFor();
    await dialog.getByRole('button', { name: 'Print' }).click();
    await expect.poll(() => printCount(page)).toBe(1);
    const printed = await lastPrinted(page);
    expect(printed).toContain('<svg');
    expect(printed).toContain(url);
  });
});

describe('on a 360 px phone', () => {
  it('the branch tabs, their windows and the system settings fit the screen', async () => {
    const phone = await newContext(suite.browser, suite.server.baseURL, { serviceWorker: false, viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
    const small = await phone.newPage();
    await signIn(small, 'admin');
    await small.waitForURL(/\/appointment/);
    await small.goto('/branch');
    const windows = [
      { tab: 'Branches', open: 'Create branch', dialog: 'Create branch' },
      { tab: 'Working time', open: null, dialog: null },
      { tab: 'Closed days and holidays', open: 'Add closed days', dialog: 'Add closed days' },
      { tab: 'Settings by date', open: 'Set for some dates', dialog: 'Settings by date' },
      { tab: 'Taxes', open: null, dialog: null },
    ];
    for (const w of windows) {
      await small.getByRole('tab', { name: w.tab }).tap();
      await small.getByRole('tabpanel').getByRole('button').first().waitFor();
      expect(await pageOverflow(small), w.tab).toBeLessThanOrEqual(0);
      if (!w.open || !w.dialog) continue;
      await small.getByRole('button', { name: w.open }).tap();
      const dialog = small.getByRole('dialog', { name: w.dialog });
      await dialog.waitFor();
      // The sheet slides up as it opens: measured once it is in place.
      await expect.poll(() => buttonsOffScreen(dialog), { message: w.dialog, timeout: 5_000 }).toEqual([]);
      await dialog.getByRole('button', { name: 'Cancel' }).tap();
      await dialog.waitFor({ state: 'hidden' });
    }
    await small.goto('/system');
    await small.getByLabel('Reminder hours').waitFor();
    expect(await pageOverflow(small), '/system').toBeLessThanOrEqual(0);
    await phone.close();
  }, 90_000);
});
