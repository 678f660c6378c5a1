// The walk-in turn list on two tablets: technicians clock in on one, the other books the next
// walk-in offline for whoever the list says is next, and once it is back both show the same
// order, computed from the same synced records.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiSignIn, type ApiSession } from './api';
import { useSuite } from './suite';
import { pollNow, twoBoardTablets, waitUntilSent } from './tablet';
import { bookingsOn, boardOf, pickOption, pickService, TODAY, type Tech } from './scheduler-helpers';
import { clockInTwo, freeNow, serverOrder as serverOrderOf, shownOrder, strip } from './turn-helpers';

const suite = useSuite();
/** A tablet polls the day's bookings every minute (domain/scheduler/polling.ts): one round and some. */
const POLL_WAIT = 90_000;
let api: ApiSession;

beforeAll(async () => {
  api = await apiSignIn(suite.server.baseURL, 'frontdesk');
});
const serverOrder = () => serverOrderOf(api);

/** "Walk-in for …" on the turn list: the form comes with that technician; Start serves the walk-in. */
async function serveWalkIn(page: Page, input: { next: Tech; service: string; phone: string; name: string }): Promise<void> {
  await strip(page).getByRole('button', { name: `Walk-in for ${input.next.label}` }).click();
  const dialog = page.getByRole('dialog', { name: 'New booking' });
  await expect(dialog.getByRole('switch', { name: /^Walk-in/ }).isChecked()).resolves.toBe(true);
  await dialog.getByLabel('Phone').fill(input.phone);
  await dialog.getByLabel('Customer name').fill(input.name);
  await pickOption(page, dialog.getByLabel('Start time'), '10:00');
  const section = dialog.getByRole('region', { name: input.name.toUpperCase() });
  await pickService(page, section, input.service);
  // The technician whose turn it is was suggested: nobody had to pick them.
  await expect(section.getByLabel(`Technician for ${input.service}`).inputValue()).resolves.toBe(input.next.label);
  await dialog.getByRole('button', { name: 'Start', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('walk-in turns', () => {
  it('serves two walk-ins in turn on two tablets, one of them offline, and both agree once synced', async () => {
    const day = await bookingsOn(api, TODAY);
    expect(day.config.WALK_IN_TURNS).toBe(true);
    const { service, technicians } = freeNow(day);
    const [first, second] = technicians;
    const [a, b] = await twoBoardTablets(suite.browser, suite.server.baseURL);

    // Tablet A clocks both in, first then second (the first is next); tablet B picks that up,
    // then loses the network and serves the next walk-in.
    await clockInTwo({ api, a: a.page, b: b.page, first, second, timeout: POLL_WAIT });
    await b.context.setOffline(true);
    await serveWalkIn(b.page, { next: first, service: service.name, phone: '647 555 0911', name: 'Wendy Walkin' });
    await boardOf(b.page, first.label).getByRole('button', { name: /^WENDY WALKIN, / }).waitFor();
    // Offline, at once: the first has had a turn, the second is next.
    await strip(b.page).getByText(`Next: ${second.label}`).waitFor();
    // Tablet A has not heard of it yet.
    await expect(strip(a.page).getByText(`Next: ${first.label}`).isVisible()).resolves.toBe(true);

    await b.context.setOffline(false);
    await waitUntilSent(b.page);
    // A's next poll brings B's walk-in: A agrees the second is next, and serves them.
    await expect.poll(async () => (await bookingsOn(api, TODAY)).bookings.filter((x) => x.walkIn).length, { timeout: POLL_WAIT }).toBe(1);
    await pollNow(a.page);
    await strip(a.page).getByText(`Next: ${second.label}`).waitFor({ timeout: POLL_WAIT });
    await serveWalkIn(a.page, { next: second, service: service.name, phone: '647 555 0912', name: 'Walter Walkin' });
    await waitUntilSent(a.page);

    // Both tablets show the order the server's records give, once A's walk-in is there: the
    // "waiting to send" mark may not be up yet when the wait above looks for it.
    await expect.poll(async () => (await bookingsOn(api, TODAY)).bookings.filter((x) => x.walkIn).length, { timeout: POLL_WAIT }).toBe(2);
    const expected = await serverOrder();
    expect(expected).toHaveLength(2);
    await pollNow(b.page);
    await expect.poll(() => shownOrder(a.page), { timeout: POLL_WAIT }).toEqual(expected);
    await expect.poll(() => shownOrder(b.page), { timeout: POLL_WAIT }).toEqual(expected);
    const after = await bookingsOn(api, TODAY);
    const walkIns = after.bookings.filter((x) => x.walkIn);
    expect(walkIns.map((x) => x.customerName).sort()).toEqual(['WALTER WALKIN', 'WENDY WALKIN']);

    // The manager moves whoever is next down one place, saying why; the front desk may not.
    await expect(strip(b.page).getByRole('button', { name: /^Move .* down$/ }).count()).resolves.toBe(0);
    const top = expected[0]!.replace(/^1\. (.*), .*$/, '$1');
    await strip(a.page).getByRole('button', { name: `Move ${top} down` }).click();
    const dialog = a.page.getByRole('dialog', { name: 'Move down the turn list' });
    await dialog.getByRole('button', { name: 'Move', exact: true }).click();
    // No note, no move.
    await expect.poll(() => dialog.getByLabel('Why').getAttribute('aria-invalid')).toBe('true');
    await dialog.getByLabel('Why').fill('Asked to finish her lunch');
    await dialog.getByRole('button', { name: 'Move', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await waitUntilSent(a.page);
    await expect.poll(async () => (await serverOrder())[1], { timeout: POLL_WAIT }).toMatch(new RegExp(`^2\\. ${top}, `));
    const moved = await serverOrder();
    await pollNow(b.page);
    await expect.poll(() => shownOrder(a.page), { timeout: POLL_WAIT }).toEqual(moved);
    await expect.poll(() => shownOrder(b.page), { timeout: POLL_WAIT }).toEqual(moved);
    await a.context.close();
    await b.context.close();
    // Two tablets, each signing in and waiting for its service worker, on a shared machine.
  }, 480_000);
});
