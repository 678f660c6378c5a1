// The reports as an owner reads them: the revenue of this month for the signed-in branch (none
// paid yet in the demo's Downtown), then all branches, exported as CSV whose total row is the screen's; on a 768 px tablet and a 360 px phone.
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { newContext, signIn } from './browser';
import { useSuite } from './suite';
import { pickOption } from './scheduler-helpers';
import { pageOverflow } from './layout-checks';

const suite = useSuite();

let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  context = await newContext(suite.browser, suite.server.baseURL, { serviceWorker: false });
  page = await context.newPage();
  await signIn(page, 'admin');
  await page.waitForURL(/\/appointment/);
});

const revenue = (p: Page) => p.getByRole('table', { name: 'Revenue' });
/** The table's footer cell of a column, by the column's position. */
const footerCell = (p: Page, column: number) => revenue(p).locator('tfoot th, tfoot td').nth(column);

/** "$1,234.50" → 123450. */
const cents = (text: string) => Math.round(Number(text.replace(/[$,\s]/g, '')) * 100);

describe('the revenue report', () => {
  it('opens from the side menu on this month of the signed-in branch, per day with totals', async () => {
    await page.getByRole('navigation', { name: 'Side menu' }).getByRole('link', { name: 'Reports' }).click();
    await page.waitForURL(/\/report$/);
    await page.getByRole('link', { name: 'Revenue', exact: true }).click();
    await page.waitForURL(/\/report\/revenue$/);
    await page.getByRole('heading', { name: 'Revenue', level: 1 }).waitFor();
    expect(await page.getByRole('textbox', { name: 'From date' }).inputValue()).toBe('2026-11-01');
    expect(await page.getByRole('textbox', { name: 'To date' }).inputValue()).toBe('2026-11-30');
    // The demo's Downtown has not been paid yet this month (its drawer starts the day empty).
    await page.getByText('No paid bills in these days').waitFor();
    await page.getByRole('list', { name: 'Totals' }).getByText('$0.00').first().waitFor();
  });

  it('switches to all branches and exports the CSV, whose total row is the screen’s', async () => {
    // Plateau's completed bookings of today are paid in the demo.
    await pickOption(page, page.getByRole('combobox', { name: 'Branch' }), 'All branches');
    await expect.poll(async () => cents((await footerCell(page, 8).textContent()) ?? '')).toBeGreaterThan(0);
    await revenue(page).getByRole('row', { name: /2026-11-20/ }).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('revenue-2026-11-01-2026-11-30.csv');
    const lines = (await readFile(await download.path(), 'utf8')).slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('"Day","Bills","Services","Products","Gift cards sold","Discounts","Fees","Tax","Total","Net"');
    const last = lines.at(-1)?.split(',').map((c) => c.replace(/"/g, '')) ?? [];
    expect(last[0]).toBe('Total');
    for (let column = 1; column < 10; column++) {
      const screen = (await footerCell(page, column).textContent()) ?? '';
      expect(column === 1 ? Number(last[column]) : Math.round(Number(last[column]) * 100), `column ${column}`).toBe(column === 1 ? Number(screen) : cents(screen));
    }
  });

  it('fits a 768 px tablet and a 360 px phone', async () => {
    for (const size of [{ width: 768, height: 1024 }, { width: 360, height: 740 }]) {
      await page.setViewportSize(size);
      await page.goto('/report/revenue');
      await revenue(page).getByRole('row').nth(1).waitFor();
      expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    }
  });
});
