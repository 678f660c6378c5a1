// A guest waiting on the clipboard seated as a walk-in (issue 19): dragging marks the column of
// the technician whose turn it is; "Seat as walk-in" comes with that technician chosen, offline,
// and once the tablet is back both tablets show the order the server's records give.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { BookingStatus } from '../../src/domain/api';
import { BookingWritePath } from '../../src/domain/booking/paths';
import { apiSignIn, type ApiSession } from './api';
import { useSuite } from './suite';
import { pollNow, twoBoardTablets, waitUntilSent } from './tablet';
import { bookingsOn, boardOf, centreOf, openCardMenu, TODAY, type ServerDay, type Tech } from './scheduler-helpers';
import { clockInTwo, freeNow, serverOrder, shownOrder, strip } from './turn-helpers';

const suite = useSuite();
/** A tablet polls the day's bookings every minute (domain/scheduler/polling.ts): one round and some. */
const POLL_WAIT = 90_000;
let api: ApiSession;
const CUSTOMER = 'CLARA CLIPBOARD';

beforeAll(async () => {
  api = await apiSignIn(suite.server.baseURL, 'frontdesk');
});

/**
 * A customer booked at the desk for now on the first technician, then moved to the clipboard
 * (the server's own calls): a guest waiting there for a technician, as the desk leaves one.
 */
async function waitingOnClipboard(input: { service: ServerDay['services'][number]; technician: Tech }): Promise<{ bookingId: string; guestId: string }> {
  const bookingId = randomUUID();
  const guestId = randomUUID();
  const startTime = `${TODAY} 10:00`;
  await api.post(BookingWritePath.CREATE, {
    id: bookingId, branchId: api.branchId, customerId: null, customer: { name: CUSTOMER, phone: '6475550931', email: null, birthDay: null },
    startTime, note: '', color: null, gender: 'ANY', block: false, isReOrder: false, start: false, force: false,
    guests: [{
      id: guestId, name: '', gender: 'ANY', block: false, isReOrder: false, displayIndex: 0,
      segments: [{ id: randomUUID(), type: 'service', serviceId: input.service.id, serviceName: input.service.name, technicianId: input.technician.id, startTime, duration: input.service.duration, price: input.service.price, displayIndex: 0, parentId: null }],
    }],
  });
  await api.get(BookingWritePath.MOVE_TO_CLIPBOARD, { guestId });
  return { bookingId, guestId };
}

describe('a clipboard guest seated as a walk-in', () => {
  it('suggests the next technician, seats the guest with them offline, and both tablets and the server agree once synced', async () => {
    const day = await bookingsOn(api, TODAY);
    expect(day.config.WALK_IN_TURNS).toBe(true);
    const { service, technicians } = freeNow(day);
    const [first, second] = technicians;
    const target = { ...(await waitingOnClipboard({ service, technician: first })), customerName: CUSTOMER, guestName: CUSTOMER };
    const [a, b] = await twoBoardTablets(suite.browser, suite.server.baseURL);

    // Tablet A clocks both in, first then second (the first is next); tablet B picks that up,
    // then loses the network.
    await clockInTwo({ api, a: a.page, b: b.page, first, second, timeout: POLL_WAIT });
    await b.context.setOffline(true);
    await b.page.getByRole('button', { name: /^Clipboard/ }).click();
    const panel = b.page.getByRole('complementary', { name: 'Clipboard' });
    const guests = panel.getByRole('list', { name: `Waiting guests of ${target.customerName}` });
    await guests.waitFor();

    // Picking the guest up marks the next technician's column; put down on the clipboard, nothing changes.
    const from = await centreOf(guests.getByRole('listitem').first());
    await b.page.mouse.move(from.x, from.y);
    await b.page.mouse.down();
    await b.page.mouse.move(from.x + 4, from.y + 4, { steps: 2 });
    await b.page.mouse.move(from.x + 12, from.y + 12, { steps: 2 });
    const suggested = b.page.getByRole('status', { name: `Suggested technician: ${first.label}` });
    await suggested.waitFor();
    await expect(b.page.getByRole('status', { name: `Suggested technician: ${second.label}` }).count()).resolves.toBe(0);
    await b.page.mouse.move(from.x, from.y, { steps: 4 });
    await b.page.mouse.up();
    await suggested.waitFor({ state: 'detached' });
    await guests.waitFor();

    // "Seat as walk-in": the next technician is chosen; nobody had to pick them.
    const seat = panel.getByRole('button', { name: `Seat ${target.guestName} as a walk-in` });
    const dialog = b.page.getByRole('dialog', { name: 'Seat a walk-in' });
    // The first click after a drag may be taken by the drag's end (dnd-kit keeps a drag from
    // also clicking): as the desk would, click again until the window is there.
    await expect
      .poll(async () => {
        if ((await dialog.count()) === 0) await seat.click();
        return dialog.count();
      }, { timeout: 20_000 })
      .toBe(1);
    await expect(dialog.getByLabel('Technician').inputValue()).resolves.toBe(first.label);
    await dialog.getByRole('button', { name: 'Seat', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    const card = boardOf(b.page, first.label).getByRole('button', { name: new RegExp(`^${target.customerName}, `) }).first();
    await card.waitFor();
    await guests.waitFor({ state: 'detached' });
    // Started at once, offline: the first has had a turn, the second is next.
    await openCardMenu(b.page, card, 'Start');
    await strip(b.page).getByText(`Next: ${second.label}`).waitFor();
    // Tablet A has not heard of it yet.
    await expect(strip(a.page).getByText(`Next: ${first.label}`).isVisible()).resolves.toBe(true);

    await b.context.setOffline(false);
    await waitUntilSent(b.page);
    // On the server once: the booking is a walk-in, the guest on the first technician and started.
    await expect
      .poll(
        async () => {
          const after = await bookingsOn(api, TODAY);
          const guest = after.guests.find((g) => g.id === target.guestId);
          return [after.bookings.find((x) => x.id === target.bookingId)?.walkIn, guest?.status, guest?.segments.map((s) => s.technicianId)];
        },
        { timeout: POLL_WAIT },
      )
      .toEqual([true, BookingStatus.PROCESSING, expect.arrayContaining([first.id])]);
    const expected = await serverOrder(api);
    expect(expected[0]).toMatch(new RegExp(`^1\\. ${second.label}, 0 turns$`));
    expect(expected).toHaveLength(2);
    await pollNow(a.page);
    await expect.poll(() => shownOrder(a.page), { timeout: POLL_WAIT }).toEqual(expected);
    await expect.poll(() => shownOrder(b.page), { timeout: POLL_WAIT }).toEqual(expected);
    await a.context.close();
    await b.context.close();
    // Two tablets, each signing in and waiting for its service worker, on a shared machine.
  }, 480_000);
});
