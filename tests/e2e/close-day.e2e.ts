// The close of the day as the front desk makes it at the end of Downtown's day: a pay-in of
// $30.00 is the day's cash, the drawer is counted $5.00 short while the connection is down,
// the close prints on the receipt roll and is sent once the connection is back; then the owner
// reads it in the money report. The close dialog and the report fit a 768 px tablet and a 360 px phone.
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { newContext, signIn, waitForServiceWorker } from './browser';
import { useSuite } from './suite';
import { lastPrinted, printCount, recordPrints } from './print-recorder';
import { pageOverflow } from './layout-checks';
import { waitUntilSent } from './tablet';

const suite = useSuite();
const TODAY = '2026-11-20';

let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  context = await newContext(suite.browser, suite.server.baseURL);
  await recordPrints(context, { portal: 'print-day-close' });
  page = await context.newPage();
  await signIn(page, 'frontdesk');
  await page.waitForURL(/\/appointment/);
  await waitForServiceWorker(page);
});

const closeDialog = (p: Page) => p.getByRole('dialog', { name: 'Close the day' });

async function openDrawer(): Promise<Locator> {
  await page.getByRole('button', { name: 'Transactions' }).click();
  const drawer = page.getByRole('dialog', { name: 'Money transactions' });
  await drawer.waitFor();
  return drawer;
}

describe('the close of the day', () => {
  it('counts the cash $5.00 short offline and prints the close on the receipt roll', async () => {
    await page.getByRole('button', { name: 'Pay-in', exact: true }).click();
    const payIn = page.getByRole('dialog', { name: 'Pay-in' });
    await payIn.getByLabel('Cash amount').fill('30');
    await payIn.getByLabel('Note').fill('Float for the day');
    await payIn.getByRole('button', { name: 'Save' }).click();
    await payIn.waitFor({ state: 'hidden' });
    await waitUntilSent(page);

    // The drawer opened online keeps the day on the tablet; then the connection drops.
    const drawer = await openDrawer();
    await drawer.getByText('Float for the day').waitFor();
    await context.setOffline(true);
    await page.getByText('Offline', { exact: true }).first().waitFor();
    await drawer.getByRole('button', { name: 'Close the day' }).click();
    const dialog = closeDialog(page);
    await dialog.waitFor();
    await dialog.getByText('$30.00', { exact: true }).waitFor();
    await dialog.getByLabel('Counted').fill('25');
    await dialog.getByText('Short by $5.00').waitFor();
    await dialog.getByLabel('Note').fill('Counted twice');

    for (const size of [{ width: 768, height: 1024 }, { width: 360, height: 740 }]) {
      await page.setViewportSize(size);
      // The drawer and the window settle into the new width first.
      await expect.poll(() => pageOverflow(page), { message: `${size.width} px` }).toBeLessThanOrEqual(0);
    }
    await page.setViewportSize({ width: 1280, height: 800 });

    await dialog.getByRole('button', { name: 'Close the day' }).click();
    const slip = dialog.getByTestId('day-close-slip');
    await slip.waitFor();
    await slip.getByText('Not yet sent').waitFor();
    // The pay-in printed its cash bill: the close is the next paper.
    const before = await printCount(page);
    await dialog.getByRole('button', { name: 'Print' }).click();
    await expect.poll(() => printCount(page)).toBe(before + 1);
    const printed = await lastPrinted(page);
    for (const text of ['Close of the day', TODAY, 'Cash', '$30.00', '$25.00', '-$5.00', 'Counted twice']) expect(printed, text).toContain(text);
  });

  it('sends the close once the connection is back', async () => {
    await context.setOffline(false);
    await waitUntilSent(page);
    await closeDialog(page).getByText('Not yet sent').waitFor({ state: 'detached' });
    await closeDialog(page).getByRole('button', { name: 'Done' }).click();
    await closeDialog(page).waitFor({ state: 'hidden' });
    // Opened again, the dialog knows the cash is closed: saving now records a correction.
    await page.getByRole('dialog', { name: 'Money transactions' }).getByRole('button', { name: 'Close the day' }).click();
    await closeDialog(page).getByText('Already closed').waitFor();
    await closeDialog(page).getByRole('button', { name: 'Record the correction' }).waitFor();
    await closeDialog(page).getByRole('button', { name: 'Cancel' }).click();
    await closeDialog(page).waitFor({ state: 'hidden' });
  });

  it('shows the owner the close in the money report, $5.00 short, on a tablet and a phone', async () => {
    const owner = await newContext(suite.browser, suite.server.baseURL);
    const p = await owner.newPage();
    await signIn(p, 'admin');
    await p.waitForURL(/\/appointment/);
    await p.goto('/report/money');
    await p.getByRole('heading', { name: 'Money', level: 1 }).waitFor();
    const table = p.getByRole('table', { name: 'Money' });
    const row = table.getByRole('row', { name: new RegExp(`${TODAY}.*Downtown Toronto.*Cash.*Closed`) });
    await row.waitFor();
    const text = (await row.textContent()) ?? '';
    for (const part of ['$30.00', '$25.00', '-$5.00', 'Counted twice', 'Fiona Chen']) expect(text, part).toContain(part);
    for (const size of [{ width: 768, height: 1024 }, { width: 360, height: 740 }]) {
      await p.setViewportSize(size);
      await p.goto('/report/money');
      await table.getByRole('row').nth(1).waitFor();
      expect(await pageOverflow(p), `${size.width} px`).toBeLessThanOrEqual(0);
    }
    await owner.close();
  });
});
