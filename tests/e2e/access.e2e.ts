import { describe, expect, it } from 'vitest';
import { newContext, signIn } from './browser';
import { useSuite } from './suite';

const suite = useSuite();

describe('rights and plan', () => {
  it('shows the 403 page to a user without the appointment right', async () => {
    const context = await newContext(suite.browser, suite.server.baseURL, { serviceWorker: false });
    const page = await context.newPage();
    await signIn(page, 'trainee');
    await page.goto('/appointment');
    await page.getByRole('heading', { name: 'Access denied' }).waitFor();
    await page.getByText("Sorry, but you don't have permission to access this page").waitFor();
    await page.getByRole('link', { name: 'Go home' }).waitFor();
    await context.close();
  });

  it("leads an unknown address home in place with the not-found page's Go home", async () => {
    const context = await newContext(suite.browser, suite.server.baseURL, { serviceWorker: false });
    const page = await context.newPage();
    await signIn(page, 'frontdesk');
    await page.goto('/no-such-screen');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    // A mark on the window: a full reload would lose it, the router's navigation keeps it.
    await page.evaluate(() => Object.assign(window, { notReloaded: true }));
    await page.getByRole('link', { name: 'Go home' }).click();
    await page.getByRole('button', { name: 'New booking' }).waitFor();
    expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true);
    await context.close();
  });

  it('shows the upgrade page when the plan lacks the feature, before checking the user right', async () => {
    const context = await newContext(suite.browser, suite.server.baseURL, { serviceWorker: false });
    const page = await context.newPage();
    await signIn(page, 'lotus');
    await page.goto('/appointment');
    // Lotus Nails' branch speaks Vietnamese: "Upgrade your plan".
    await page.getByRole('heading', { name: 'Nâng cấp gói của bạn' }).waitFor();
    await page.getByRole('link', { name: 'Lịch hẹn' }).first().waitFor();
    await context.close();
  });
});
