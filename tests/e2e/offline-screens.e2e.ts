// Issue 18 splits every screen and window off the first load. The service worker must still hold
// them all: after one online visit of /appointment, the owner goes offline and opens every screen
// of the side menu and the shell's windows fetched on first use (the suite fails on any failed
// request or console error, so a chunk that is not precached fails here).
import { describe, expect, it } from 'vitest';
import { newContext, signIn, waitForServiceWorker } from './browser';
import { useSuite } from './suite';

const suite = useSuite();

describe('every screen opens offline after one online visit', () => {
  it('opens each side-menu screen and the lazily fetched windows with the network off', async () => {
    const context = await newContext(suite.browser, suite.server.baseURL);
    const page = await context.newPage();
    await signIn(page, 'admin');
    await page.waitForURL(/\/appointment/);
    await page.getByRole('region', { name: /^Schedule of / }).first().waitFor();
    await waitForServiceWorker(page);

    await context.setOffline(true);
    await page.getByText('Offline', { exact: true }).first().waitFor();

    // Windows of the appointment screen and the shell, each fetched the first time it opens.
    await page.getByRole('button', { name: 'Date', exact: true }).click();
    await page.getByRole('dialog').filter({ has: page.getByRole('button', { name: /November 2026/ }) }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /Offline/ }).first().click();
    const syncPanel = page.getByRole('dialog', { name: 'Sync' });
    await syncPanel.getByRole('heading', { name: 'Waiting to send' }).waitFor();
    await page.keyboard.press('Escape');
    await syncPanel.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Reset password' }).click();
    const reset = page.getByRole('dialog', { name: 'Reset password' });
    await reset.getByRole('button', { name: 'Cancel' }).click();
    await reset.waitFor({ state: 'hidden' });

    const menu = page.getByRole('navigation', { name: 'Side menu' });
    // Open every group, so every screen's link is there.
    const closedGroups = menu.getByRole('button', { expanded: false });
    for (let left = await closedGroups.count(); left > 0; left--) await closedGroups.first().click();
    const links = menu.getByRole('link');
    const count = await links.count();
    const opened: string[] = [];
    for (let i = 0; i < count; i++) {
      const link = links.nth(i);
      if ((await link.getAttribute('target')) === '_blank') continue;
      const href = await link.getAttribute('href');
      if (href === null) continue;
      await link.click();
      await page.waitForURL((url) => url.pathname === href);
      // The screen drew its own heading, not a loading spinner or the router's error page.
      await page.getByRole('main').getByRole('heading').first().waitFor();
      expect(await page.getByText(/dynamically imported module|Something went wrong/i).count(), href).toBe(0);
      opened.push(href);
    }
    // The owner's menu holds the front desk and its back office: far more than a handful.
    expect(opened.length).toBeGreaterThan(10);
    await context.setOffline(false);
    await context.close();
  });
});
