// The appointment screen clicked as the front desk would: book, start, drag, resize, cancel,
// clipboard, breaks and search, each checked against what the server then holds.
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { newContext, signIn, waitForServiceWorker } from './browser';
import { apiSignIn, type ApiSession } from './api';
import { ApiPath, type ClipboardResult } from '../../src/domain/api';
import type { BookingDetail } from '../../src/domain/booking/reads';
import { BookingReadPath } from '../../src/domain/booking/read-paths';
import { useSuite } from './suite';
import {
  BIG_VIEWPORT,
  boardOf,
  bookingsOn,
  cardName,
  centreOf,
  createBooking,
  dragBy,
  dragTo,
  findFreeSlot,
  hhmm,
  isFree,
  minuteOf,
  offers,
  openCardMenu,
  pickOption,
  serviceOf,
  SLOT_PX,
  TODAY,
  waitingCards,
  breaksOf,
  yOfMinute,
  type ServerDay,
} from './scheduler-helpers';

const suite = useSuite();

let context: BrowserContext;
let page: Page;
let api: ApiSession;

beforeAll(async () => {
  context = await newContext(suite.browser, suite.server.baseURL, { viewport: BIG_VIEWPORT });
  await context.addInitScript(() => {
    window.print = () => undefined;
  });
  page = await context.newPage();
  await signIn(page, 'frontdesk');
  await page.waitForURL(/\/appointment/);
  await waitForServiceWorker(page);
  api = await apiSignIn(suite.server.baseURL, 'frontdesk');
});

async function day(): Promise<ServerDay> {
  return bookingsOn(api, TODAY);
}

function card(name: RegExp | string): Locator {
  return page.getByRole('button', { name });
}

describe('the appointment screen', () => {
  it('creates a two-guest booking from New booking: two cards, and the server has it', async () => {
    const server = await day();
    const slot = findFreeSlot(server, { from: minuteOf('11:00'), technicians: 2 });
    await createBooking(page, {
      phone: '416 555 0901',
      name: 'Zed Tester',
      time: slot.time,
      guests: slot.technicians.map((tech) => ({ service: slot.service.name, technician: tech.label })),
    });
    const cards = card(cardName('ZED TESTER', slot.service.name, slot.time, '\\d\\d:\\d\\d'));
    await cards.nth(1).waitFor({ timeout: 15_000 });
    await expect(cards.count()).resolves.toBe(2);
    await expect(boardOf(page, slot.technicians[0]!.label).getByRole('button', { name: /^ZED TESTER,/ }).count()).resolves.toBe(1);
    await expect(boardOf(page, slot.technicians[1]!.label).getByRole('button', { name: /^ZED TESTER,/ }).count()).resolves.toBe(1);

    await expect
      .poll(async () => (await day()).bookings.filter((b) => b.customerName === 'ZED TESTER').length, { timeout: 30_000 })
      .toBe(1);
    const after = await day();
    const booking = after.bookings.find((b) => b.customerName === 'ZED TESTER')!;
    expect(booking.phone).toBe('4165550901');
    const guests = after.guests.filter((g) => g.bookingId === booking.id);
    expect(guests).toHaveLength(2);
    expect(guests.map((g) => g.segments[0]?.technicianId).sort()).toEqual(slot.technicians.map((t) => t.id).sort());
    expect(guests.every((g) => g.status === 'Waiting')).toBe(true);
  });

  it('starts a waiting appointment from its menu: Processing on the board and on the server', async () => {
    const server = await day();
    const target = waitingCards(server, used)[0]!;
    used.add(target.guest.id);
    await openCardMenu(page, card(target.name), 'Start');
    await card(cardName(target.customerName, target.serviceName, hhmm(target.start), hhmm(target.end), 'Processing')).waitFor();
    await expect.poll(async () => guestOf(await day(), target.guest.id)?.status, { timeout: 30_000 }).toBe('Processing');
  });

  it('creates and starts a two-guest booking with the form\'s Start: both Processing', async () => {
    const server = await day();
    const slot = findFreeSlot(server, { from: minuteOf('10:00'), technicians: 2 });
    await createBooking(
      page,
      {
        phone: '416 555 0905',
        name: 'Sam Starter',
        time: slot.time,
        guests: slot.technicians.map((tech) => ({ service: slot.service.name, technician: tech.label })),
      },
      'Start',
    );
    const started = card(cardName('SAM STARTER', slot.service.name, slot.time, '\\d\\d:\\d\\d', 'Processing'));
    await started.nth(1).waitFor();
    await expect
      .poll(async () => {
        const now = await day();
        const booking = now.bookings.find((b) => b.customerName === 'SAM STARTER');
        return now.guests.filter((g) => g.bookingId === booking?.id).map((g) => g.status);
      }, { timeout: 30_000 })
      .toEqual(['Processing', 'Processing']);
  });

  it('starts every guest of the booking made in the first test from the menu of one card', async () => {
    const cards = card(/^ZED TESTER, /);
    await openCardMenu(page, cards.first(), 'Start all guests');
    await card(/^ZED TESTER, .*, Processing/).nth(1).waitFor();
    await expect
      .poll(async () => {
        const now = await day();
        const booking = now.bookings.find((b) => b.customerName === 'ZED TESTER');
        return now.guests.filter((g) => g.bookingId === booking?.id).map((g) => g.status);
      }, { timeout: 30_000 })
      .toEqual(['Processing', 'Processing']);
  });

  it('tells screen readers which column a dragged card is over, column by column, and Escape leaves it where it was', async () => {
    const server = await day();
    const target = waitingCards(server, used)[0];
    if (!target) throw new Error('no waiting card');
    const others: ServerDay['technicians'] = [];
    for (const t of server.technicians) {
      const box = t.id === target.tech.id ? null : await boardOf(page, t.label).boundingBox();
      if (box && box.x + box.width < BIG_VIEWPORT.width) others.push(t);
      if (others.length === 2) break;
    }
    const [first, second] = others;
    if (!first || !second) throw new Error('two other columns should be in view');
    const heard = async (): Promise<string[]> => page.getByRole('status').allTextContents();
    const from = await centreOf(card(target.name));
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    try {
      await page.mouse.move(from.x + 10, from.y + 10, { steps: 3 });
      for (const over of [first, second]) {
        const box = (await boardOf(page, over.label).boundingBox())!;
        await page.mouse.move(box.x + box.width / 2, from.y, { steps: 6 });
        await expect.poll(heard).toContain(`${target.customerName} is over ${over.label}.`);
      }
    } finally {
      await page.keyboard.press('Escape');
      await page.mouse.up();
    }
    await boardOf(page, target.tech.label).getByRole('button', { name: target.name }).waitFor();
  });

  it('moves a waiting appointment to another technician and half an hour later by dragging it', async () => {
    const server = await day();
    const LATER = 30;
    let found: { target: ReturnType<typeof waitingCards>[number]; to: ServerDay['technicians'][number] } | null = null;
    for (const target of waitingCards(server, used)) {
      const service = serviceOf(server, target);
      const to = server.technicians.find(
        (t) => t.id !== target.tech.id && offers(t, service) && isFree(server, t, { start: target.start + LATER, end: target.end + LATER + service.cleaning }),
      );
      if (to) {
        found = { target, to };
        break;
      }
    }
    if (!found) throw new Error('no card to move');
    const { target, to } = found;
    used.add(target.guest.id);
    await dragBy(page, card(target.name), boardOf(page, to.label), LATER);
    const moved = cardName(target.customerName, target.serviceName, hhmm(target.start + LATER), hhmm(target.end + LATER));
    await boardOf(page, to.label).getByRole('button', { name: moved }).waitFor();
    await expect(card(target.name).count()).resolves.toBe(0);
    await expect
      .poll(async () => {
        const seg = guestOf(await day(), target.guest.id)?.segments[0];
        return seg ? [seg.technicianId, seg.startTime.slice(11), seg.endTime.slice(11)] : null;
      }, { timeout: 30_000 })
      .toEqual([to.id, hhmm(target.start + LATER), hhmm(target.end + LATER)]);
  });

  it('drops at the right slot on a laptop screen, where the board is scrolled', async () => {
    const laptop = await newContext(suite.browser, suite.server.baseURL);
    const small = await laptop.newPage();
    await signIn(small, 'manager');
    await small.waitForURL(/\/appointment/);
    const server = await day();
    const LATER = 45;
    let found: { target: ReturnType<typeof waitingCards>[number]; to: ServerDay['technicians'][number] } | null = null;
    for (const target of waitingCards(server, used, minuteOf('12:00'))) {
      const service = serviceOf(server, target);
      const index = server.technicians.findIndex((t) => t.id === target.tech.id);
      // A neighbouring column: both are on screen once the card is.
      const to = [server.technicians[index + 1], server.technicians[index - 1]].find(
        (t) => t && offers(t, service) && isFree(server, t, { start: target.start + LATER, end: target.end + LATER + service.cleaning }),
      );
      if (to) {
        found = { target, to };
        break;
      }
    }
    if (!found) throw new Error('no card next to a free column');
    const { target, to } = found;
    used.add(target.guest.id);
    const moving = small.getByRole('button', { name: target.name });
    await moving.waitFor();
    // Past the board's first scroll to an hour before now (700 ms after it shows), which would move the card.
    await expect.poll(() => small.getByRole('region', { name: 'Day schedule' }).evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
    // In the middle of the board, away from the edges where dragging scrolls it.
    await moving.evaluate((el) => el.scrollIntoView({ block: 'center', inline: 'center' }));
    await dragBy(small, moving, boardOf(small, to.label), LATER);
    const moved = cardName(target.customerName, target.serviceName, hhmm(target.start + LATER), hhmm(target.end + LATER));
    await boardOf(small, to.label).getByRole('button', { name: moved }).waitFor();
    await expect
      .poll(async () => guestOf(await day(), target.guest.id)?.segments[0]?.startTime.slice(11), { timeout: 30_000 })
      .toBe(hhmm(target.start + LATER));
    await laptop.close();
  });

  it('refuses a drop over a break, and the card stays where it was', async () => {
    const server = await day();
    let found: { target: ReturnType<typeof waitingCards>[number]; to: ServerDay['technicians'][number]; breakStart: number } | null = null;
    for (const target of waitingCards(server, used)) {
      const service = serviceOf(server, target);
      for (const t of server.technicians) {
        const br = breaksOf(t)[0];
        if (t.id !== target.tech.id && br && offers(t, service)) {
          found = { target, to: t, breakStart: br.start };
          break;
        }
      }
      if (found) break;
    }
    if (!found) throw new Error('no technician with a break offers a waiting card\'s service');
    const { target, to, breakStart } = found;
    used.add(target.guest.id);
    await dragBy(page, card(target.name), boardOf(page, to.label), breakStart - target.start);
    await page.getByText('The appointment would overlap the technician’s break.').first().waitFor();
    await boardOf(page, target.tech.label).getByRole('button', { name: target.name }).waitFor();
    expect(guestOf(await day(), target.guest.id)?.segments[0]?.technicianId).toBe(target.tech.id);
  });

  it('resizes a card one hour longer through the duration and price dialog', async () => {
    const server = await day();
    const target = waitingCards(server, used).find((c) => isFree(server, c.tech, { start: c.end + 15, end: c.end + 75 }, c.guest.id));
    if (!target) throw new Error('no card with an hour free after it');
    used.add(target.guest.id);
    const handle = card(target.name).locator('xpath=..').getByRole('separator', { name: 'Resize' });
    const from = await centreOf(handle);
    await dragTo(page, from, { x: from.x, y: from.y + 4 * SLOT_PX });
    const dialog = page.getByRole('dialog', { name: 'Change duration and price' });
    await dialog.waitFor();
    const length = target.end - target.start + 60;
    const duration = dialog.getByLabel('Duration (minutes)');
    await expect(duration.inputValue()).resolves.toBe(String(length));
    // Under one slot is refused by the form itself, with the scheduler's message; nothing is queued.
    await duration.fill('10');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('An appointment lasts at least one 15-minute slot.').waitFor();
    await expect(page.getByRole('button', { name: /waiting to send/ }).count()).resolves.toBe(0);
    await duration.fill(String(length));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await card(cardName(target.customerName, target.serviceName, hhmm(target.start), hhmm(target.end + 60))).waitFor();
    await expect
      .poll(async () => guestOf(await day(), target.guest.id)?.segments[0]?.endTime.slice(11), { timeout: 30_000 })
      .toBe(hhmm(target.end + 60));
  });

  it('cancels one appointment and marks another no-show from the context menu', async () => {
    const [toCancel, toHide] = waitingCards(await day(), used);
    if (!toCancel || !toHide) throw new Error('not enough waiting cards');
    used.add(toCancel.guest.id).add(toHide.guest.id);
    await openCardMenu(page, card(toCancel.name), 'Cancel');
    await page.getByRole('dialog', { name: 'Cancel this appointment?' }).getByRole('button', { name: 'Yes' }).click();
    await card(toCancel.name).waitFor({ state: 'detached' });

    await openCardMenu(page, card(toHide.name), 'No-show');
    await page.getByRole('dialog', { name: 'Mark this appointment as no-show?' }).getByRole('button', { name: 'Yes' }).click();
    await card(toHide.name).waitFor({ state: 'detached' });

    const statusOf = async (guest: { id: string; bookingId: string }) => {
      const detail = await api.get<BookingDetail>(`${BookingReadPath.BOOKING_DETAIL}/${guest.bookingId}`);
      return detail.guests.find((g) => g.id === guest.id)?.status;
    };
    await expect.poll(() => statusOf(toCancel.guest), { timeout: 30_000 }).toBe('Cancel');
    await expect.poll(() => statusOf(toHide.guest), { timeout: 30_000 }).toBe('NoShow');
  });

  it('moves a guest to the clipboard and drags it back onto a column', async () => {
    const server = await day();
    // A customer with nothing else waiting on the clipboard: the demo may already hold one of theirs there.
    const waiting = await api.get<ClipboardResult>(ApiPath.CLIPBOARD, { branchId: api.branchId });
    const onClipboard = new Set(waiting.bookings.map((b) => b.customerName));
    const target = waitingCards(server, used).find((c) => !onClipboard.has(c.customerName))!;
    used.add(target.guest.id);
    await openCardMenu(page, card(target.name), 'Move to clipboard');
    await card(target.name).waitFor({ state: 'detached' });

    await page.getByRole('button', { name: /^Clipboard/ }).click();
    const panel = page.getByRole('complementary', { name: 'Clipboard' });
    const item = panel.getByRole('list', { name: `Waiting guests of ${target.customerName}` }).getByText(target.serviceName);
    await item.waitFor();
    await expect.poll(async () => guestOf(await day(), target.guest.id)?.segments.length ?? 0, { timeout: 30_000 }).toBe(0);

    // Back at the same time on a technician free then (its own, now that it is empty, if nobody else).
    const after = await day();
    const service = serviceOf(after, target);
    const to = after.technicians.find((t) => offers(t, service) && isFree(after, t, { start: target.start, end: target.end + 30 }))!;
    const column = boardOf(page, to.label);
    const placed = column.getByRole('button', { name: cardName(target.customerName, target.serviceName, hhmm(target.start), hhmm(target.end)) });
    // A drag cut short by the board redrawing under it (the sync's pull landing mid-drag on a
    // loaded machine) leaves the guest waiting on the clipboard: a person drags again. A drop at
    // the wrong place takes the guest off the clipboard and still fails here.
    for (let attempt = 1; ; attempt += 1) {
      const from = await centreOf(item);
      const box = (await column.boundingBox())!;
      // What is dragged is the guest's row: its top edge lands on the slot, as the drop highlight shows.
      const row = (await panel.getByRole('list', { name: `Waiting guests of ${target.customerName}` }).getByRole('listitem').first().boundingBox())!;
      await dragTo(page, from, { x: box.x + box.width / 2, y: (await yOfMinute(column, target.start)) + (from.y - row.y) + 4 });
      try {
        await placed.waitFor({ timeout: 10_000 });
        break;
      } catch (error) {
        if (attempt >= 3 || !(await item.isVisible())) throw error;
      }
    }
    await panel.getByRole('list', { name: `Waiting guests of ${target.customerName}` }).waitFor({ state: 'detached' });
    await expect
      .poll(async () => {
        const seg = guestOf(await day(), target.guest.id)?.segments[0];
        return seg ? [seg.technicianId, seg.startTime.slice(11)] : null;
      }, { timeout: 30_000 })
      .toEqual([to.id, hhmm(target.start)]);
    await page.getByRole('button', { name: /^Clipboard/ }).click();
    await panel.waitFor({ state: 'detached' });
  });

  it('drags a card onto the open clipboard panel: the panel says it takes it, and the guest waits there, off the board', async () => {
    const server = await day();
    const waiting = await api.get<ClipboardResult>(ApiPath.CLIPBOARD, { branchId: api.branchId });
    const onClipboard = new Set(waiting.bookings.map((b) => b.customerName));
    await page.getByRole('button', { name: /^Clipboard/ }).click();
    const panel = page.getByRole('complementary', { name: 'Clipboard' });
    await panel.waitFor();
    const panelBox = (await panel.boundingBox())!;
    // A card the open panel does not cover, of a customer with nothing else on the clipboard.
    let target: ReturnType<typeof waitingCards>[number] | undefined;
    for (const c of waitingCards(server, used).filter((w) => !onClipboard.has(w.customerName))) {
      const box = await card(c.name).boundingBox();
      if (box && box.x + box.width < panelBox.x) {
        target = c;
        break;
      }
    }
    if (!target) throw new Error('no waiting card beside the clipboard panel');
    used.add(target.guest.id);
    const from = await centreOf(card(target.name));
    const into = { x: panelBox.x + panelBox.width / 2, y: panelBox.y + panelBox.height / 2 };
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    try {
      await page.mouse.move(from.x + 10, from.y + 10, { steps: 3 });
      await page.mouse.move(into.x, into.y, { steps: 12 });
      await panel.getByText('Drop here to move to the clipboard').waitFor();
    } finally {
      await page.mouse.up();
    }
    await panel.getByRole('list', { name: `Waiting guests of ${target.customerName}` }).getByText(target.serviceName).waitFor();
    await expect(card(target.name).count()).resolves.toBe(0);
    await expect.poll(async () => guestOf(await day(), target.guest.id)?.segments.length ?? 0, { timeout: 30_000 }).toBe(0);
    await page.getByRole('button', { name: /^Clipboard/ }).click();
    await panel.waitFor({ state: 'detached' });
  });

  it('adds a break from an empty slot and removes it with Unbreak', async () => {
    const server = await day();
    const minute = minuteOf('16:00');
    const tech = server.technicians.find((t) => breaksOf(t).length === 0 && isFree(server, t, { start: minute, end: minute + 30 }))!;
    const column = boardOf(page, tech.label);
    const box = (await column.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, (await yOfMinute(column, minute)) + SLOT_PX / 2, { button: 'right' });
    await page.getByRole('menuitem', { name: 'Break time' }).click();
    const dialog = page.getByRole('dialog', { name: 'Break time' });
    await dialog.getByLabel('Note').fill('Dentist');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await column.getByText('Dentist').waitFor();
    // A one-slot break shows its note and a clickable Unbreak link (they were clipped away).
    await column.getByRole('button', { name: 'Unbreak' }).click({ trial: true });
    await expect
      .poll(async () => breaksOf((await day()).technicians.find((t) => t.id === tech.id)!).map((b) => hhmm(b.start)), { timeout: 30_000 })
      .toEqual(['16:00']);

    await column.getByRole('button', { name: 'Unbreak' }).click();
    await page.getByRole('dialog', { name: 'Remove this break?' }).getByRole('button', { name: 'Yes' }).click();
    await column.getByText('Dentist').waitFor({ state: 'detached' });
    await expect
      .poll(async () => breaksOf((await day()).technicians.find((t) => t.id === tech.id)!).length, { timeout: 30_000 })
      .toBe(0);
  });

  it('opens a card, changes the note and the start time, and saves', async () => {
    const server = await day();
    const target = waitingCards(server, used).find((c) => isFree(server, c.tech, { start: c.start + 15, end: c.end + 30 }, c.guest.id));
    if (!target) throw new Error('no card with a free quarter after it');
    used.add(target.guest.id);
    const booking = server.bookings.find((b) => b.id === target.guest.bookingId)!;
    await card(target.name).click();
    const dialog = page.getByRole('dialog', { name: `Booking ${booking.code}` });
    await dialog.getByLabel('Note').fill('Allergic to lavender');
    await pickOption(page, dialog.getByLabel('Start time'), hhmm(target.start + 15));
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await card(cardName(target.customerName, target.serviceName, hhmm(target.start + 15), hhmm(target.end + 15))).waitFor();
    await expect
      .poll(async () => {
        const now = await day();
        const b = now.bookings.find((x) => x.id === booking.id);
        return [b?.note, guestOf(now, target.guest.id)?.segments[0]?.startTime.slice(11)];
      }, { timeout: 30_000 })
      .toEqual(['Allergic to lavender', hhmm(target.start + 15)]);
  });

  it('finds a booking by phone from another day and goes to its day', async () => {
    const server = await day();
    // Only today is seeded with bookings: look from tomorrow, pick one of today's.
    const target = waitingCards(server, new Set())[0]!;
    const booking = server.bookings.find((b) => b.id === target.guest.bookingId)!;
    await page.getByRole('button', { name: 'Next day' }).click();
    await page.waitForURL(/date=2026-11-21/);
    const search = page.getByLabel('Search bookings');
    await search.fill(booking.phone.slice(0, 7));
    const row = page.getByRole('listbox', { name: 'Booking search results' }).getByRole('option').filter({ hasText: booking.code });
    await row.waitFor();
    await row.click();
    await page.waitForURL((url) => url.pathname === '/appointment' && !url.search.includes('date='));
    await card(target.name).waitFor();
  });

  it("widens the columns from the zoom popover and shows the day's statistics, both fetched on their first opening", async () => {
    await page.getByRole('button', { name: 'Column width', exact: true }).click();
    const width = page.getByText(/^Column width: \d+ px$/);
    const before = Number(/(\d+)/.exec(await width.innerText())?.[1]);
    await expect.poll(() => page.getByRole('slider', { name: 'Column width' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: before >= 300 ? 'Narrower' : 'Wider' }).click();
    await expect.poll(async () => Number(/(\d+)/.exec(await width.innerText())?.[1])).toBe(before >= 300 ? before - 20 : before + 20);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Statistic of day' }).click();
    const byStatus = page.getByRole('table').filter({ hasText: 'Bookings' }).first();
    await byStatus.waitFor();
    expect(await byStatus.getByRole('row', { name: /^Total/ }).count()).toBe(1);
    await page.keyboard.press('Escape');
  });

  it('shows the new day as today as soon as the tablet is looked at again after midnight', async () => {
    await page.goto('/appointment');
    const shown = page.getByRole('button', { name: 'Date', exact: true });
    await expect.poll(() => shown.textContent()).toContain('11/20/2026');
    const before = await page.evaluate(() => Date.now());
    // A night asleep: the clock moves on and no timer fires (a hidden page's are held back), so
    // the board's own 30 s tick cannot be what turns the day.
    await context.clock.pauseAt(new Date(before + 1_000));
    await context.clock.setSystemTime(new Date('2026-11-21T07:30:00-05:00'));
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect.poll(() => shown.textContent()).toContain('11/21/2026');
    await context.clock.setSystemTime(new Date(before + 1_000));
    await context.clock.resume();
  });
});

/** Guests already used by a test: the next one picks others. */
const used = new Set<string>();

function guestOf(server: ServerDay, guestId: string) {
  return server.guests.find((g) => g.id === guestId);
}
