// Templates (issue 17), clicked as staff would: the business's admin changes Plateau Montréal's
// French confirmation SMS (a variable inserted from its button, the preview read, saved); the
// Downtown manager gives the bill a footer; the front desk, after a sync, pays a booking offline
// and the printed bill carries the footer; then at Plateau the desk's "Resend SMS" sends the
// new French words (seen leaving through the log provider). Each screen fits 768 px and 360 px.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { newContext, signIn, waitForServiceWorker } from './browser';
import { apiSignIn, type ApiSession } from './api';
import { useSuite } from './suite';
import { buttonsOffScreen, coveredHeaderControls, pageOverflow } from './layout-checks';
import { billsPrinted, finishPayment, recordBillPrints, serverBills, syncNow } from './billing-helpers';
import { BIG_VIEWPORT, bookingsOn, openCardMenu, TODAY, waitingCards } from './scheduler-helpers';
import { ApiPath, type CheckLoginResult, type Envelope } from '../../src/domain/api';

// LOG_LEVEL info: the log provider's "notification sent" lines are the outbox seen leaving.
const suite = useSuite({ env: { LOG_LEVEL: 'info' } });

const FOOTER = 'Merci! Follow us @maplebeauty';
const HEADER = 'Open 7 days';

let deskContext: BrowserContext;
let desk: Page;
let api: ApiSession;

beforeAll(async () => {
  deskContext = await newContext(suite.browser, suite.server.baseURL, { viewport: BIG_VIEWPORT });
  await recordBillPrints(deskContext);
  desk = await deskContext.newPage();
  await signIn(desk, 'frontdesk');
  await desk.waitForURL(/\/appointment/);
  await waitForServiceWorker(desk);
  api = await apiSignIn(suite.server.baseURL, 'frontdesk');
});
afterAll(async () => {
  await deskContext?.close();
});

/** What the log provider sent: each SMS body, oldest first. */
function sentSms(): string[] {
  return suite.server
    .logLines()
    .map((line) => {
      try {
        return JSON.parse(line) as { msg?: string; notification?: { channel?: string; body?: string } };
      } catch {
        return {};
      }
    })
    .filter((entry) => entry.msg === 'notification sent (log provider)' && entry.notification?.channel === 'SMS')
    .map((entry) => entry.notification?.body ?? '');
}

describe('SMS templates, the bill template and the messages and bills that use them', () => {
  it('the admin changes Plateau’s French confirmation SMS, a variable inserted by its button, and sees the preview', async () => {
    const context = await newContext(suite.browser, suite.server.baseURL, { viewport: { width: 768, height: 1024 } });
    const page = await context.newPage();
    await signIn(page, 'admin');
    await page.goto('/system/sms-template');
    await page.getByRole('heading', { name: 'SMS templates' }).waitFor();
    await page.getByLabel('Branch', { exact: true }).selectOption({ label: 'Plateau Montréal' });
    const table = page.getByRole('table', { name: 'SMS templates' });
    await table.getByRole('button', { name: 'Actions for Booking confirmation · Français' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Booking confirmation · Français' });
    // The built-in words first.
    await expect.poll(() => dialog.getByLabel('Message').inputValue()).toContain('{branchName} : bonjour {customerName}');
    await dialog.getByLabel('Message').fill('Bonjour {customerName}, RDV {bookingCode} le {date} à ');
    await dialog.getByRole('group', { name: 'Insert a variable' }).getByRole('button', { name: 'Time', exact: true }).click();
    await expect.poll(() => dialog.getByLabel('Message').inputValue()).toBe('Bonjour {customerName}, RDV {bookingCode} le {date} à {time}');
    await expect.poll(() => dialog.getByTestId('template-preview').textContent()).toBe('Bonjour Anna Nguyen, RDV B1024 le 2026-11-27 à 14:30');
    await dialog.getByText('Length: 52 characters, SMS segments: 1').waitFor();
    // A word that is no variable of the message is named before saving.
    await dialog.getByLabel('Message').fill('Bonjour {client}');
    await dialog.getByText('Not a variable of this message: {client}').waitFor();
    await dialog.getByLabel('Message').fill('Bonjour {customerName}, RDV {bookingCode} le {date} à {time}');
    expect(await buttonsOffScreen(dialog)).toEqual([]);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Update success').first().waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await table.getByRole('row', { name: /Booking confirmation Français Own words/ }).waitFor();
    expect(await pageOverflow(page)).toBe(0);
    await context.close();
  });

  it('the Downtown manager gives the bill a header and a footer and hides the customer’s name, seen on the sample bill', async () => {
    const context = await newContext(suite.browser, suite.server.baseURL, { viewport: { width: 768, height: 1024 } });
    const page = await context.newPage();
    await signIn(page, 'manager');
    await page.waitForURL(/\/appointment/);
    await page.goto('/system/bill-template');
    await page.getByRole('heading', { name: 'Bill template' }).waitFor();
    await page.getByLabel('Header').fill(HEADER);
    await page.getByLabel('Footer').fill(FOOTER);
    await page.getByLabel("Show the customer's name").uncheck();
    const preview = page.getByRole('region', { name: 'Preview' });
    await preview.getByText(FOOTER).waitFor();
    await preview.getByText(HEADER).waitFor();
    expect(await preview.getByText('Anna Nguyen', { exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Update success').first().waitFor();
    expect(await pageOverflow(page)).toBe(0);
    await context.close();
  });

  it('a bill paid and printed offline at Downtown carries the footer', async () => {
    // The tablet takes the template with the payment options at its sync.
    await syncNow(desk);
    const day = await bookingsOn(api, TODAY);
    const booking = day.bookings.find((b) => {
      const guests = day.guests.filter((g) => g.bookingId === b.id);
      return guests.length === 1 && guests[0]?.status === 'Processing';
    });
    if (!booking) throw new Error('no booking of one guest in service');
    const card = desk.getByRole('button', { name: new RegExp(`^${booking.customerName}, .*, Processing`) }).first();
    const payment = desk.getByRole('dialog', { name: `Payment of booking ${booking.code}` });
    // Its window read once online, then the connection goes.
    await openCardMenu(desk, card, 'Payment');
    await payment.getByRole('button', { name: 'Finish payment' }).waitFor();
    await payment.getByRole('button', { name: 'Close' }).first().click();
    await payment.waitFor({ state: 'hidden' });
    await deskContext.setOffline(true);
    try {
      await desk.getByText('Offline', { exact: true }).first().waitFor();
      await openCardMenu(desk, card, 'Payment');
      const { notice } = await finishPayment(desk, payment);
      await notice.getByRole('button', { name: 'Print bill' }).click();
      await expect.poll(async () => (await billsPrinted(desk)).length).toBe(1);
      const paper = (await billsPrinted(desk))[0] ?? '';
      expect(paper).toContain(FOOTER);
      expect(paper).toContain(HEADER);
      expect(paper).not.toContain('Thank you!');
      expect(paper).not.toContain(booking.customerName);
    } finally {
      await deskContext.setOffline(false);
    }
    await expect.poll(async () => (await serverBills(api, booking.id)).length, { timeout: 60_000 }).toBe(1);
  }, 120_000);

  it('at Plateau, the desk’s Resend SMS sends the branch’s new French words', async () => {
    await desk.getByRole('button', { name: 'Switch branch' }).click();
    await desk.getByRole('menuitem', { name: /Plateau Montréal/ }).click();
    await desk.getByRole('dialog', { name: 'Switch branch?' }).getByRole('button', { name: 'Switch', exact: true }).click();
    await desk.getByRole('button', { name: 'Changer de succursale' }).getByText('Plateau Montréal').waitFor();
    const me = await desk.evaluate(async (path) => ((await (await fetch(path)).json()) as Envelope<CheckLoginResult>).result, ApiPath.CHECK_LOGIN);
    const plateau = await bookingsOn({ ...api, branchId: me.branch?.id ?? '' }, TODAY);
    const [target] = waitingCards(plateau, new Set());
    if (!target) throw new Error('no waiting card at Plateau');
    const booking = plateau.bookings.find((b) => b.id === target.guest.bookingId);
    await openCardMenu(desk, desk.getByRole('button', { name: target.name }), 'Renvoyer le SMS');
    await desk.getByText('Le SMS de confirmation sera renvoyé.').waitFor();
    const words = new RegExp(`^Bonjour ${target.customerName}, RDV ${booking?.code ?? ''} le ${TODAY} à \\d\\d:\\d\\d$`);
    await expect.poll(() => sentSms().filter((body) => words.test(body)).length, { timeout: 30_000 }).toBe(1);
  });

  it('on a 360 px phone the template screens and the edit window fit', async () => {
    const phone = await newContext(suite.browser, suite.server.baseURL, { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
    const page = await phone.newPage();
    await signIn(page, 'manager');
    await page.getByRole('button', { name: 'More actions' }).waitFor();
    for (const [path, heading] of [
      ['/system/email-template', 'Email templates'],
      ['/system/sms-template', 'SMS templates'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { name: heading }).waitFor();
      await page.getByRole('table', { name: heading }).getByRole('row').nth(12).waitFor();
      expect(await pageOverflow(page)).toBe(0);
      expect(await coveredHeaderControls(page)).toEqual([]);
    }
    await page.getByRole('button', { name: 'Actions for Booking reminder · English' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Booking reminder · English' });
    await dialog.getByTestId('template-preview').waitFor();
    expect(await buttonsOffScreen(dialog)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.goto('/system/bill-template');
    await page.getByLabel('Footer').waitFor();
    await expect.poll(() => page.getByLabel('Footer').inputValue()).toBe(FOOTER);
    expect(await pageOverflow(page)).toBe(0);
    expect(await buttonsOffScreen(page.locator('form').first())).toEqual([]);
    await phone.close();
  });
});
