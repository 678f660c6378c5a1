// The technician reports as an owner reads them: each opened from /report on all branches (the
// demo pays Plateau's completed bookings of today, one with a tip), narrowed to the technician of
// the first row, exported as CSV whose total row is the screen's footer; on a 768 px tablet and a
// 360 px phone.
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

type Kind = 'text' | 'count' | 'money' | 'minutes' | 'percent';
type Report = { link: string; path: string; title: string; file: RegExp; kinds: Kind[]; subtotals?: boolean };

const REPORTS: Report[] = [
  { link: 'Technicians', path: 'technician', title: 'Technicians', file: /^technician-2026-11-01-2026-11-30\.csv$/, kinds: ['text', 'count', 'money', 'count', 'money', 'money', 'percent'] },
  { link: 'Technician tips', path: 'technician-tip', title: 'Technician tips', file: /^technician-tip-2026-11-01-2026-11-30\.csv$/, kinds: ['text', 'text', 'text', 'text', 'money', 'percent'], subtotals: true },
  {
    link: 'Technician working time',
    path: 'technician-working',
    title: 'Technician working time',
    file: /^technician-working-2026-11-01-2026-11-30\.csv$/,
    kinds: ['text', 'text', 'text', 'minutes', 'minutes', 'minutes', 'minutes', 'minutes'],
  },
  { link: 'Daily technician', path: 'daily-technician', title: 'Daily technician', file: /^daily-technician-2026-11-20-2026-11-20\.csv$/, kinds: ['text', 'count', 'count', 'money', 'money'] },
];

const table = (p: Page, r: Report) => p.getByRole('table', { name: r.title });
const footerCells = (p: Page, r: Report) => table(p, r).locator('tfoot th, tfoot td');
/** The technician column's position. */
const technicianColumn = (r: Report) => (r.path === 'technician-working' ? 1 : 0);
const bodyCells = (p: Page, r: Report) => table(p, r).locator(`tbody tr td:nth-child(${technicianColumn(r) + 1})`);

/** "$1,234.50" → 123450. */
const cents = (text: string) => Math.round(Number(text.replace(/[$,\s]/g, '')) * 100);
/** "12:30" → 750. */
const minutes = (text: string) => {
  const [h = '0', m = '0'] = text.trim().split(':');
  return Number(h) * 60 + Number(m);
};

async function openFromIndex(r: Report): Promise<void> {
  await page.goto('/report');
  await page.getByRole('main').getByRole('link', { name: r.link, exact: true }).click();
  await page.waitForURL(new RegExp(`/report/${r.path}$`));
  await page.getByRole('heading', { name: r.title, level: 1 }).waitFor();
  await pickOption(page, page.getByRole('combobox', { name: 'Branch' }), 'All branches');
}

describe('the technician reports', () => {
  for (const r of REPORTS) {
    it(`${r.title}: opens from /report, narrows to a technician, and the CSV's total row is the screen's`, async () => {
      await openFromIndex(r);
      // The first technician named once all branches are read (the demo's Downtown has none yet).
      const first = bodyCells(page, r).filter({ hasText: /\w/ }).first();
      await first.waitFor();
      const name = (await first.textContent()) ?? '';
      expect(name).not.toBe('');
      await pickOption(page, page.getByRole('combobox', { name: 'Technician' }), name);
      // Only their rows stay (the tip report adds their total under their shares).
      await expect
        .poll(async () => (await bodyCells(page, r).allTextContents()).filter((cell) => cell !== name && !(r.subtotals === true && cell === `Total ${name}`)))
        .toEqual([]);
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
      expect(download.suggestedFilename()).toMatch(r.file);
      const lines = (await readFile(await download.path(), 'utf8')).slice(1).trim().split('\r\n');
      const last = lines.at(-1)?.split(',').map((c) => c.replace(/"/g, '')) ?? [];
      expect(last[0]).toBe('Total');
      const footer = await footerCells(page, r).allTextContents();
      expect(footer[0]).toBe('Total');
      r.kinds.forEach((kind, column) => {
        const csv = last[column] ?? '';
        const screen = footer[column] ?? '';
        if (kind === 'count') expect(Number(csv), `column ${column}`).toBe(Number(screen));
        if (kind === 'money') expect(Math.round(Number(csv) * 100), `column ${column}`).toBe(cents(screen));
        // The CSV has hours with two decimals: within 36 seconds of the screen's minutes.
        if (kind === 'minutes') expect(Math.abs(Number(csv) * 60 - minutes(screen)), `column ${column}`).toBeLessThanOrEqual(0.6);
      });
    });
  }

  it('fit a 768 px tablet and a 360 px phone', async () => {
    for (const size of [{ width: 768, height: 1024 }, { width: 360, height: 740 }]) {
      await page.setViewportSize(size);
      for (const r of REPORTS) {
        await page.goto(`/report/${r.path}`);
        await page.getByRole('heading', { name: r.title, level: 1 }).waitFor();
        // Rows with their totals footer, or the empty notice (the demo's Downtown has no paid bills).
        await table(page, r).locator('tfoot').or(page.getByText(/^No .* (day|days)$/)).first().waitFor();
        expect(await pageOverflow(page), `${r.path} at ${size.width} px`).toBeLessThanOrEqual(0);
      }
    }
  });
});
