// The cashbook reports as an owner reads them. The demo pays Plateau's completed bookings of
// today (2026-11-20) and leaves Downtown's drawer empty: the daily transaction of Plateau's today
// and the money flows of this month over all branches, each exported as CSV whose total row is
// the screen's, then both on a 768 px tablet and a 360 px phone.
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Download, Locator, Page } from 'playwright-core';
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

/** "$1,234.50" → 123450. */
const cents = (text: string) => Math.round(Number(text.replace(/[$,\s]/g, '')) * 100);
const footerCell = (table: Locator, column: number) => table.locator('tfoot th, tfoot td').nth(column);

/** The report list's link to a report, from the side menu. */
async function openReport(p: Page, name: string, path: RegExp) {
  await p.getByRole('navigation', { name: 'Side menu' }).getByRole('link', { name: 'Reports' }).click();
  await p.waitForURL(/\/report$/);
  await p.getByRole('link', { name, exact: true }).click();
  await p.waitForURL(path);
  await p.getByRole('heading', { name, level: 1 }).waitFor();
}

/** The CSV's cells of its last (total) row, after its heading row. */
async function csvTotalRow(download: Download): Promise<{ heading: string; total: string[] }> {
  const lines = (await readFile(await download.path(), 'utf8')).slice(1).trim().split('\r\n');
  return { heading: lines[0] ?? '', total: lines.at(-1)?.split(',').map((c) => c.replace(/"/g, '')) ?? [] };
}

async function exportCsv(p: Page): Promise<Download> {
  const [download] = await Promise.all([p.waitForEvent('download'), p.getByRole('button', { name: 'Export CSV' }).click()]);
  return download;
}

/** Each money column of the CSV's total row is the screen's footer, to the cent. */
async function expectSameTotals(table: Locator, total: string[], moneyColumns: readonly number[]) {
  expect(total[0]).toBe('Total');
  for (const column of moneyColumns) {
    expect(Math.round(Number(total[column]) * 100), `column ${column}`).toBe(cents((await footerCell(table, column).textContent()) ?? ''));
  }
}

describe('the daily transaction report', () => {
  const table = (p: Page) => p.getByRole('table', { name: 'Daily transaction' });

  it('opens on the signed-in branch’s today, whose drawer is empty', async () => {
    await openReport(page, 'Daily transaction', /\/report\/daily-transaction$/);
    expect(await page.getByRole('textbox', { name: 'Day' }).inputValue()).toBe('2026-11-20');
    await page.getByText('No money records on this day').first().waitFor();
    // An empty table has no totals footer to sit on its notice.
    expect(await table(page).locator('tfoot').count()).toBe(0);
  });

  it('shows Plateau’s paid bills of today, another day empty, and exports the day whose total row is the screen’s', async () => {
    await pickOption(page, page.getByRole('combobox', { name: 'Branch' }), 'Plateau Montréal');
    await table(page).getByRole('row', { name: /2026-11-20 .*Payment/ }).first().waitFor();
    await expect.poll(async () => cents((await footerCell(table(page), 6).textContent()) ?? '')).toBeGreaterThan(0);
    await page.getByRole('region', { name: 'Tax collected' }).waitFor();
    const byMethod = page.getByRole('table', { name: 'By checkout method' });
    expect(await footerCell(byMethod, 2).textContent()).toBe(await footerCell(table(page), 6).textContent());

    await page.getByRole('textbox', { name: 'Day' }).fill('2026-11-19');
    await page.getByText('No money records on this day').first().waitFor();
    await page.getByRole('textbox', { name: 'Day' }).fill('2026-11-20');
    await table(page).getByRole('row', { name: /Payment/ }).first().waitFor();

    const download = await exportCsv(page);
    expect(download.suggestedFilename()).toBe('daily-transaction-2026-11-20-2026-11-20.csv');
    const { heading, total } = await csvTotalRow(download);
    expect(heading).toBe('"Time","Branch","Code","Kind","Customer","Checkout method","Received","Paid out","Cancelled","Note"');
    await expectSameTotals(table(page), total, [6, 7, 8]);
  });
});

describe('the money flows report', () => {
  const table = (p: Page) => p.getByRole('table', { name: 'Money flows' });

  it('opens on this month, switches to all branches and exports the month, in total, whose total row is the screen’s', async () => {
    await openReport(page, 'Money flows', /\/report\/money-flows$/);
    expect(await page.getByRole('textbox', { name: 'From date' }).inputValue()).toBe('2026-11-01');
    await pickOption(page, page.getByRole('combobox', { name: 'Branch' }), 'All branches');
    await table(page).getByRole('row', { name: /2026-11-20 Plateau Montréal/ }).first().waitFor();
    const byDayNet = (await footerCell(table(page), 8).textContent()) ?? '';
    expect(cents(byDayNet)).toBeGreaterThan(0);

    // Mantine's segmented control hides its radios under their labels: the label is what a finger presses.
    await page.getByRole('radiogroup', { name: 'Rows' }).locator('label', { hasText: 'In total' }).click();
    expect(await page.getByRole('radio', { name: 'In total' }).isChecked()).toBe(true);
    await expect.poll(async () => (await table(page).locator('thead th').count())).toBe(7);
    expect(await footerCell(table(page), 6).textContent()).toBe(byDayNet);
    const download = await exportCsv(page);
    expect(download.suggestedFilename()).toBe('money-flows-2026-11-01-2026-11-30.csv');
    const { heading, total } = await csvTotalRow(download);
    expect(heading).toBe('"Checkout method","Payments","Pay-ins","Tips","Pay-outs","Cancellations","Net"');
    await expectSameTotals(table(page), total, [1, 2, 3, 4, 5, 6]);
  });

  it('switches the range to last month, when nothing moved', async () => {
    await pickOption(page, page.getByRole('combobox', { name: 'Period' }), 'Last month');
    expect(await page.getByRole('textbox', { name: 'From date' }).inputValue()).toBe('2026-10-01');
    await page.getByText('No money moved in these days').first().waitFor();
  });
});

describe('the cashbook reports on a tablet and a phone', () => {
  it('fit a 768 px tablet and a 360 px phone', async () => {
    for (const size of [{ width: 768, height: 1024 }, { width: 360, height: 740 }]) {
      await page.setViewportSize(size);
      // With the demo's paid bills on screen: Plateau's today, every branch's month.
      for (const [path, name, branch] of [['/report/daily-transaction', 'Daily transaction', 'Plateau Montréal'], ['/report/money-flows', 'Money flows', 'All branches']] as const) {
        await page.goto(path);
        await pickOption(page, page.getByRole('combobox', { name: 'Branch' }), branch);
        await page.getByRole('table', { name }).getByRole('row', { name: /2026-11-20/ }).first().waitFor();
        expect(await pageOverflow(page), `${path} at ${size.width} px`).toBeLessThanOrEqual(0);
      }
    }
  });
});
