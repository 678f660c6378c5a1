// A booking made at the desk for later today is inside the reminder window: the server's
// reminder round (every second here) queues its reminder, the log provider sends it once,
// and the booking's history shows it sent.
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { type BookingMessage } from '../../src/domain/catalogue/contract';
import { NotificationPath } from '../../src/domain/catalogue/paths';
import { newContext, signIn, waitForServiceWorker } from './browser';
import { apiSignIn, type ApiSession } from './api';
import { useSuite } from './suite';
import { buttonsOffScreen, pageOverflow } from './layout-checks';
import { BIG_VIEWPORT, bookingsOn, cardName, createBooking, findFreeSlot, hhmm, minuteOf, openCardMenu, TODAY } from './scheduler-helpers';

const suite = useSuite({ env: { REMINDER_INTERVAL_MS: '1000', NOTIFICATION_INTERVAL_MS: '500' } });

let context: BrowserContext;
let page: Page;
let api: ApiSession;

beforeAll(async () => {
  context = await newContext(suite.browser, suite.server.baseURL, { viewport: BIG_VIEWPORT });
  page = await context.newPage();
  await signIn(page, 'frontdesk');
  await page.waitForURL(/\/appointment/);
  await waitForServiceWorker(page);
  api = await apiSignIn(suite.server.baseURL, 'frontdesk');
});

const reminders = (messages: BookingMessage[]) => messages.filter((m) => m.kind === 'REMINDER');

describe('booking reminders', () => {
  it('a desk booking for this afternoon is reminded once by SMS, and its history shows it sent', async () => {
    const slot = findFreeSlot(await bookingsOn(api, TODAY), { from: minuteOf('14:00'), technicians: 1 });
    const technician = slot.technicians[0];
    if (!technician) throw new Error('no free technician');
    await createBooking(page, { phone: '416 555 0177', name: 'Rita Reminder', time: slot.time, guests: [{ service: slot.service.name, technician: technician.label }] });

    const findBooking = async () => (await bookingsOn(api, TODAY)).bookings.find((b) => b.customerName === 'RITA REMINDER');
    await expect.poll(async () => (await findBooking()) !== undefined, { timeout: 30_000 }).toBe(true);
    const booking = await findBooking();
    if (!booking) throw new Error('the booking did not reach the server');
    const messagesOf = () => api.get<BookingMessage[]>(NotificationPath.BOOKING_MESSAGES, { id: booking.id });
    await expect.poll(async () => reminders(await messagesOf()).map((m) => [m.channel, m.recipient, m.status]), { timeout: 30_000 }).toEqual([['SMS', '4165550177', 'SENT']]);
    // Later rounds leave it at one.
    await new Promise((r) => setTimeout(r, 3_000));
    expect(reminders(await messagesOf())).toHaveLength(1);

    const end = hhmm(slot.minute + slot.service.duration);
    await openCardMenu(page, page.getByRole('button', { name: cardName('RITA REMINDER', slot.service.name, slot.time, end) }), 'History');
    const dialog = page.getByRole('dialog', { name: `History of booking ${booking.code}` });
    const section = dialog.getByRole('region', { name: 'Messages to the customer' });
    const reminder = section.getByRole('listitem', { name: 'Reminder SMS' });
    await reminder.waitFor();
    await reminder.getByText('Sent', { exact: true }).waitFor();
    await reminder.getByText('4165550177').waitFor();

    for (const viewport of [{ width: 768, height: 1024 }, { width: 360, height: 740 }]) {
      await page.setViewportSize(viewport);
      await reminder.waitFor();
      expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
      expect(await buttonsOffScreen(dialog)).toEqual([]);
    }
    await page.setViewportSize(BIG_VIEWPORT);
  });
});
