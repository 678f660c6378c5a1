import { describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchProfile, newContext, signIn, waitForServiceWorker } from './browser';
import { useSuite } from './suite';

const suite = useSuite();

describe('installable PWA', () => {
  it('serves a manifest Chromium finds installable', async () => {
    const profile = mkdtempSync(join(tmpdir(), 'front-desk-profile-'));
    const context = await launchProfile(suite.server.baseURL, profile);
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/login');
    await page.waitForFunction(async () => (await navigator.serviceWorker.getRegistration()) !== undefined);
    const manifest = await (await page.request.get('/manifest.webmanifest')).json();
    expect(manifest.display).toBe('standalone');
    expect(manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  });

  it('reopens the shell and the last day offline after one online visit', async () => {
    const context = await newContext(suite.browser, suite.server.baseURL);
    const page = await context.newPage();
    await signIn(page, 'frontdesk');
    await page.waitForURL(/\/appointment/);
    const firstColumn = page.getByRole('region', { name: /^Schedule of / }).first();
    await firstColumn.waitFor();
    const columnName = await firstColumn.getAttribute('aria-label');
    expect(columnName).toBeTruthy();
    await waitForServiceWorker(page);

    await context.setOffline(true);
    await page.reload();
    await page.getByText('Offline', { exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'User menu' }).waitFor();
    await page.getByRole('region', { name: columnName ?? '' }).waitFor();
    await context.setOffline(false);
    await context.close();
  });

  it('works in a browser without service workers, as the files that opt out of them run', async () => {
    const context = await newContext(suite.browser, suite.server.baseURL, { serviceWorker: false });
    const page = await context.newPage();
    await signIn(page, 'frontdesk');
    await page.waitForURL(/\/appointment/);
    await page.getByRole('region', { name: /^Schedule of / }).first().waitFor();
    expect(await page.evaluate(() => 'serviceWorker' in navigator)).toBe(false);
    await page.getByRole('button', { name: /, all changes sent$/ }).waitFor();
    await context.close();
  });
});
