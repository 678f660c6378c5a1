// Reviews after a paid bill (issue 17): the front desk takes a payment at the board; the
// customer opens the link of the queued SMS on their phone, in a fresh browser, and leaves 4
// stars and a comment; the front desk's menu counts one more New review; the manager opens it
// in /booking-review and closes it as Solved with a note.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { ApiPath, type MenuResult } from '../../src/domain/api';
import { newContext, signIn } from './browser';
import { apiSignIn, type ApiSession } from './api';
import { useSuite } from './suite';
import { finishPayment, centsOf } from './billing-helpers';
import { BIG_VIEWPORT, bookingsOn, cardName, hhmm, minuteOf, TODAY } from './scheduler-helpers';
import { pageOverflow } from './layout-checks';

// The log provider "sends" each message into the server log, at info.
const suite = useSuite({ env: { LOG_LEVEL: 'info' } });

let desk: BrowserContext;
let page: Page;
let api: ApiSession;

beforeAll(async () => {
  desk = await newContext(suite.browser, suite.server.baseURL, { serviceWorker: false, viewport: BIG_VIEWPORT });
  page = await desk.newPage();
  await signIn(page, 'frontdesk');
  await page.waitForURL(/\/appointment/);
  api = await apiSignIn(suite.server.baseURL, 'frontdesk');
});
afterAll(async () => {
  await desk.close();
});

/** The review links the log provider has sent so far. */
function sentReviewLinks(): string[] {
  return suite.server.logLines().flatMap((line) => {
    const found = /(https?:\/\/[^\s"]+\/review\/[A-Za-z0-9_-]{32})/.exec(line);
    return found?.[1] && line.includes('notification sent') ? [found[1]] : [];
  });
}

async function reviewBadge(): Promise<number> {
  const menu = await api.get<MenuResult>(ApiPath.MENU);
  return menu.menu.find((m) => m.key === 'booking-review')?.badge ?? 0;
}

describe('a review after a paid bill', () => {
  let link = '';
  let customer = '';
  let badgeBefore = 0;

  it('paying a customer\'s booking at the desk sends them a review link', async () => {
    badgeBefore = await reviewBadge();
    const day = await bookingsOn(api, TODAY);
    // A known customer's booking whose guests are all in service: its card offers the payment.
    const target = day.bookings.find((b) => {
      const guests = day.guests.filter((g) => g.bookingId === b.id);
      return b.customerId !== null && guests.length > 0 && guests.every((g) => g.status === 'Processing' && g.segments.length > 0);
    });
    if (!target) throw new Error('no booking in service with a customer');
    const guests = day.guests.filter((g) => g.bookingId === target.id);
    const seg = guests[0]?.segments[0];
    if (!seg) throw new Error('no segment');
    customer = target.customerName;
    const card = page.getByRole('button', { name: cardName(target.customerName, seg.serviceName, hhmm(minuteOf(seg.startTime)), hhmm(minuteOf(seg.endTime))) }).first();
    await card.click({ button: 'right' });
    await page.getByRole('menuitem', { name: guests.length > 1 ? 'Payment for all guests' : 'Payment', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Payment of booking ${target.code}` });
    // The worker counts the bill as the window opens: the amount due shows once it has.
    const dueText = dialog.getByTestId('amount-due');
    await expect.poll(async () => centsOf(await dueText.textContent()), { timeout: 30_000 }).toBeGreaterThan(0);
    const due = centsOf(await dueText.textContent());
    await dialog.getByLabel('Received by Cash').fill((due / 100).toFixed(2));
    await expect.poll(async () => dialog.getByTestId('change-due').textContent()).toBe('$0.00');
    await finishPayment(page, dialog);
    await expect.poll(() => sentReviewLinks().length, { timeout: 60_000 }).toBeGreaterThan(0);
    link = sentReviewLinks()[0] ?? '';
    expect(link.startsWith(suite.server.baseURL)).toBe(true);
  });

  it('the customer opens it on a 360 px phone, leaves 4 stars and a comment, and cannot leave a second', async () => {
    const phone = await newContext(suite.browser, suite.server.baseURL, { serviceWorker: false, viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
    try {
      const p = await phone.newPage();
      await p.goto(link);
      await p.getByRole('heading', { name: /^How was your visit to Downtown Toronto\?$/ }).waitFor();
      expect(await pageOverflow(p)).toBe(0);
      await p.getByRole('radiogroup', { name: 'Your rating' }).waitFor();
      // The fourth star is tapped where it is drawn: its radio input is hidden under it.
      const fourth = await p.getByRole('radio', { name: '4 stars' }).getAttribute('id');
      await p.locator(`label[for="${fourth ?? ''}"]`).click();
      await expect.poll(() => p.getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true);
      await p.getByLabel('Comment (optional)').fill('Lovely colour, a bit of a wait.');
      await p.getByRole('button', { name: 'Send my review' }).click();
      await p.getByRole('heading', { name: 'Thank you!' }).waitFor();
      expect(await pageOverflow(p)).toBe(0);
      // The same link again: thanks, no second form.
      await p.reload();
      await p.getByRole('heading', { name: 'Thank you!' }).waitFor();
      expect(await p.getByRole('button', { name: 'Send my review' }).count()).toBe(0);
    } finally {
      await phone.close();
    }
  });

  it('the front desk\'s menu counts one more New review', async () => {
    await expect.poll(reviewBadge, { timeout: 30_000 }).toBe(badgeBefore + 1);
    await page.reload();
    await page.getByRole('navigation', { name: 'Side menu' }).getByText('Marketing').click();
    await page.getByRole('navigation', { name: 'Side menu' }).getByLabel(`${badgeBefore + 1} pending`).waitFor();
  });

  it('the manager opens it in /booking-review and moves it to Solved with a note; it fits a tablet and a phone', async () => {
    const office = await newContext(suite.browser, suite.server.baseURL, { serviceWorker: false, viewport: { width: 768, height: 1024 } });
    try {
      const m = await office.newPage();
      await signIn(m, 'manager');
      await m.goto('/booking-review');
      const table = m.getByRole('table', { name: 'Booking reviews' });
      const row = table.getByRole('row').filter({ hasText: customer });
      await row.getByText('New').waitFor();
      expect(await pageOverflow(m)).toBe(0);
      await row.getByRole('button', { name: /^Actions for / }).click();
      await m.getByRole('menuitem', { name: 'Detail' }).click();
      const detail = m.getByRole('dialog', { name: 'Review detail' });
      await detail.getByText('Lovely colour, a bit of a wait.').waitFor();
      await detail.getByRole('table', { name: 'Bill lines' }).waitFor();
      // Opened by someone who handles it: no longer New.
      await detail.getByText('Watched').first().waitFor();
      await detail.getByLabel('Status', { exact: true }).click();
      await m.getByRole('option', { name: 'Solved' }).click();
      await detail.getByRole('button', { name: 'Save' }).click();
      await detail.getByText('Please fill out this field').waitFor();
      await detail.getByLabel('Solving problem note').fill('Called her: free top coat next visit.');
      await detail.getByRole('button', { name: 'Save' }).click();
      await detail.waitFor({ state: 'hidden' });
      await row.getByText('Solved').waitFor();
      await m.setViewportSize({ width: 360, height: 740 });
      await row.getByText('Solved').waitFor();
      expect(await pageOverflow(m)).toBe(0);
    } finally {
      await office.close();
    }
  });
});
