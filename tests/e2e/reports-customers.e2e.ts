// The customer reports as an owner reads them: the monthly revenue chart opened from /report (a
// chart and its table), the customers of this month in all branches and the no-shows of the
// signed-in branch, each exported as CSV whose total row is the screen's; on a 768 px tablet and a 360 px phone.
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { newContext, signIn } from './browser';
import { useSuite } from './suite';
import { pickOption } from './scheduler-helpers';
import { pageOverflow } from './layout-checks';

const suite = useSuite();

let context: BrowserContext;
let page: Page;
/** Every URL the page asked for, its service worker's answers included. */
const requested: string[] = [];

beforeAll(async () => {
  context = await newContext(suite.browser, suite.server.baseURL, { serviceWorker: false });
  page = await context.newPage();
  page.on('request', (request) => requested.push(request.url()));
  await signIn(page, 'admin');
  await page.waitForURL(/\/appointment/);
});

/** "$1,234.50", "20.0%", "3" → the number the CSV writes. */
const screenNumber = (text: string) => (text.trim() === '' ? '' : String(Number(text.replace(/[$,%\s]/g, ''))));

/** Exports the CSV and checks its heading, its row count and that its total row is the table's footer. */
async function csvMatchesScreen(table: Locator, fileName: RegExp, heading: string): Promise<void> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(fileName);
  const lines = (await readFile(await download.path(), 'utf8')).slice(1).trim().split('\r\n');
  expect(lines[0]).toBe(heading);
  expect(lines.length - 2).toBe(await table.locator('tbody tr').count());
  const total = lines.at(-1)?.split(',').map((c) => c.replace(/"/g, '')) ?? [];
  expect(total[0]).toBe('Total');
  const footer = await table.locator('tfoot th, tfoot td').allTextContents();
  expect(total.slice(1).map((c) => (c === '' ? '' : String(Number(c))))).toEqual(footer.slice(1).map(screenNumber));
}

/** Whether the page has asked for the monthly revenue route's own script. */
const chartChunkLoaded = () => requested.some((url) => /\/assets\/monthly-revenue-[^/]*\.js$/.test(url));

describe('the monthly revenue chart', () => {
  const table = (p: Page) => p.getByRole('table', { name: 'Monthly revenue' });

  it('opens from /report with a chart of this year and the year before, and the same figures in a table', async () => {
    // The chart's code (recharts) is its route's chunk: the pages before it never load it.
    expect(await chartChunkLoaded()).toBe(false);
    await page.getByRole('navigation', { name: 'Side menu' }).getByRole('link', { name: 'Reports' }).click();
    await page.waitForURL(/\/report$/);
    await page.getByRole('link', { name: 'Monthly revenue chart' }).click();
    await page.waitForURL(/\/report\/monthly-revenue$/);
    await page.getByRole('heading', { name: 'Monthly revenue chart', level: 1 }).waitFor();
    const chart = page.getByRole('figure', { name: 'Net revenue per month' });
    await chart.locator('svg.recharts-surface').first().waitFor();
    expect(await chartChunkLoaded()).toBe(true);
    // The signed-in branch's twelve months, December 2025 to November 2026.
    await expect.poll(() => table(page).locator('tbody tr').count()).toBe(12);
    expect(await table(page).locator('tbody tr').first().textContent()).toContain('2025-12');
    expect(await table(page).locator('tbody tr').last().textContent()).toContain('2026-11');
  });

  it('shows every branch for all branches, Plateau paid this month, and exports the table', async () => {
    await pickOption(page, page.getByRole('combobox', { name: 'Branch' }), 'All branches');
    await expect.poll(() => table(page).locator('tbody tr').count()).toBe(24);
    // Plateau's completed bookings of today are paid in the demo: the last row is its November.
    await expect.poll(async () => screenNumber((await table(page).locator('tbody tr').last().locator('td').nth(2).textContent()) ?? '')).not.toBe('0');
    expect(await table(page).locator('tbody tr').last().textContent()).toContain('Plateau Montréal');
    await expect.poll(async () => (await page.getByRole('figure', { name: 'Net revenue per month' }).locator('.recharts-bar-rectangle').count()) > 0).toBe(true);
    await csvMatchesScreen(table(page), /^monthly-revenue-2026-11-01-2026-11-30\.csv$/, '"Month","Branch","Net","Year before","Change"');
  });
});

describe('the customer report', () => {
  const table = (p: Page) => p.getByRole('table', { name: 'Top customers' });

  it('lists this month’s paying customers of all branches, new or returning, and exports them', async () => {
    await page.goto('/report/customer');
    await page.getByRole('heading', { name: 'Customers', level: 1 }).waitFor();
    await pickOption(page, page.getByRole('combobox', { name: 'Branch' }), 'All branches');
    await table(page).locator('tbody tr').first().getByText(/New|Returning/).waitFor();
    await page.getByRole('list', { name: 'Totals' }).getByText('Walk-in visits').waitFor();
    await csvMatchesScreen(table(page), /^customer-2026-11-01-2026-11-30\.csv$/, '"Customer","Phone","Visits","Spend","Average spend","Last visit","New or returning"');
  });
});

describe('the no-show report', () => {
  const table = (p: Page) => p.getByRole('table', { name: 'No-shows by customer' });

  it('lists the signed-in branch’s missed appointments by customer and by technician, and exports them', async () => {
    await page.goto('/report/no-show');
    await page.getByRole('heading', { name: 'No-shows', level: 1 }).waitFor();
    await table(page).locator('tbody tr').first().waitFor();
    expect(await page.getByRole('table', { name: 'No-shows by technician' }).locator('tbody tr').count()).toBeGreaterThan(0);
    await csvMatchesScreen(table(page), /^no-show-2026-11-01-2026-11-30\.csv$/, '"Customer","Phone","No-shows","Late cancellations","Missed","Last missed"');
  });
});

describe('the customer reports on small screens', () => {
  it('fit a 768 px tablet and a 360 px phone', async () => {
    for (const size of [{ width: 768, height: 1024 }, { width: 360, height: 740 }]) {
      await page.setViewportSize(size);
      for (const [path, table] of [
        ['/report/monthly-revenue', 'Monthly revenue'],
        ['/report/customer', 'Top customers'],
        ['/report/no-show', 'No-shows by customer'],
      ] as const) {
        await page.goto(path);
        await page.getByRole('table', { name: table }).waitFor();
        await page.getByRole('list', { name: 'Totals' }).waitFor();
        expect(await pageOverflow(page), `${path} at ${size.width} px`).toBeLessThanOrEqual(0);
      }
    }
  });
});
