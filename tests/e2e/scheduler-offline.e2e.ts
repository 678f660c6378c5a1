// The scheduler through an outage and on a touch screen: what is booked or moved offline
// shows at once, survives a reload, reaches the server once; two tablets that booked the
// same slot offline end with one booking and one change in Needs attention.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { apiSignIn, type ApiSession } from './api';
import { useSuite } from './suite';
import { boardTablet, twoBoardTablets, waitUntilSent } from './tablet';
import { ApiPath, type ClipboardResult } from '../../src/domain/api';
import {
  boardOf,
  bookingsOn,
  cardName,
  centreOf,
  createBooking,
  dragBy,
  findFreeSlot,
  hhmm,
  isFree,
  minuteOf,
  offers,
  pickOption,
  serviceOf,
  TODAY,
  waitingCards,
  yOfMinute,
  type ServerDay,
} from './scheduler-helpers';

const suite = useSuite();

let api: ApiSession;
const used = new Set<string>();

async function day(): Promise<ServerDay> {
  return bookingsOn(api, TODAY);
}

/** A signed-in tablet with the service worker in control and today's board drawn. */
function tablet(browser: Browser, username: string, options: { hasTouch?: boolean } = {}): Promise<{ context: BrowserContext; page: Page }> {
  return boardTablet(browser, suite.server.baseURL, username, options);
}

beforeAll(async () => {
  api = await apiSignIn(suite.server.baseURL, 'frontdesk');
});

describe('the scheduler offline', () => {
  it('books and moves offline, keeps both across an offline reload, and sends each once', async () => {
    const { context, page } = await tablet(suite.browser, 'frontdesk');
    const server = await day();
    const slot = findFreeSlot(server, { from: minuteOf('12:00'), technicians: 1 });
    const tech = slot.technicians[0]!;
    let move: { target: ReturnType<typeof waitingCards>[number]; to: ServerDay['technicians'][number] } | null = null;
    for (const target of waitingCards(server, used)) {
      const service = serviceOf(server, target);
      const to = server.technicians.find(
        (t) =>
          t.id !== target.tech.id &&
          t.id !== tech.id &&
          offers(t, service) &&
          isFree(server, t, { start: target.start, end: target.end + service.cleaning }),
      );
      if (to) {
        move = { target, to };
        break;
      }
    }
    if (!move) throw new Error('no card to move');
    used.add(move.target.guest.id);

    await context.setOffline(true);
    await createBooking(page, { phone: '647 555 0902', name: 'Olive Offline', time: slot.time, guests: [{ service: slot.service.name, technician: tech.label }] });
    const booked = boardOf(page, tech.label).getByRole('button', { name: cardName('OLIVE OFFLINE', slot.service.name, slot.time, '\\d\\d:\\d\\d') });
    await booked.waitFor();
    await expect(booked.getAttribute('aria-label')).resolves.toMatch(/not yet sent$/);

    await dragBy(page, page.getByRole('button', { name: move.target.name }), boardOf(page, move.to.label), 0);
    const moved = boardOf(page, move.to.label).getByRole('button', { name: move.target.name });
    await moved.waitFor();
    await expect(moved.getAttribute('aria-label')).resolves.toMatch(/not yet sent$/);
    await page.getByRole('button', { name: /2 changes waiting to send/ }).waitFor();

    await page.reload();
    await page.getByText('Offline', { exact: true }).first().waitFor();
    await booked.waitFor();
    await moved.waitFor();
    await expect(boardOf(page, move.target.tech.label).getByRole('button', { name: move.target.name }).count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Offline, 2 changes waiting to send' }).waitFor();

    await context.setOffline(false);
    await waitUntilSent(page);
    const after = await day();
    const olive = after.bookings.filter((b) => b.customerName === 'OLIVE OFFLINE');
    expect(olive).toHaveLength(1);
    const oliveGuests = after.guests.filter((g) => g.bookingId === olive[0]!.id);
    expect(oliveGuests).toHaveLength(1);
    expect(oliveGuests[0]!.segments[0]!.technicianId).toBe(tech.id);
    expect(after.guests.find((g) => g.id === move.target.guest.id)?.segments[0]?.technicianId).toBe(move.to.id);
    // Sent: the marks are gone.
    await expect.poll(() => booked.getAttribute('aria-label')).not.toMatch(/not yet sent$/);
    await context.close();
  });

  it('lets one of two tablets that booked the same slot offline win; the other needs attention', async () => {
    const [a, b] = await twoBoardTablets(suite.browser, suite.server.baseURL);
    const server = await day();
    const slot = findFreeSlot(server, { from: minuteOf('13:00'), technicians: 1 });
    const tech = slot.technicians[0]!;
    const guests = [{ service: slot.service.name, technician: tech.label }];

    await a.context.setOffline(true);
    await b.context.setOffline(true);
    await createBooking(a.page, { phone: '416 555 0903', name: 'Alpha Tablet', time: slot.time, guests });
    await createBooking(b.page, { phone: '416 555 0904', name: 'Bravo Tablet', time: slot.time, guests });
    await boardOf(a.page, tech.label).getByRole('button', { name: /^ALPHA TABLET, / }).waitFor();
    await boardOf(b.page, tech.label).getByRole('button', { name: /^BRAVO TABLET, / }).waitFor();

    await a.context.setOffline(false);
    await waitUntilSent(a.page);
    await b.context.setOffline(false);
    const attention = b.page.getByRole('button', { name: '1 change needs attention' });
    await attention.waitFor({ timeout: 45_000 });
    await attention.click();
    const panel = b.page.getByRole('dialog', { name: 'Sync' });
    await panel.getByText(takenSentence(tech.name, slot)).waitFor();

    const after = await day();
    expect(after.bookings.filter((x) => x.customerName === 'ALPHA TABLET')).toHaveLength(1);
    expect(after.bookings.filter((x) => x.customerName === 'BRAVO TABLET')).toHaveLength(0);

    // The refused booking is discarded: the second tablet then shows the server's day.
    await panel.getByRole('button', { name: 'Discard' }).click();
    const discard = b.page.getByRole('dialog', { name: 'Discard this change?' });
    await discard.getByRole('button', { name: 'Discard' }).click();
    await panel.getByText('Nothing needs attention.').waitFor();
    await closeOver(b.page, panel, discard);
    await boardOf(b.page, tech.label).getByRole('button', { name: /^BRAVO TABLET, / }).waitFor({ state: 'detached' });
    await boardOf(b.page, tech.label).getByRole('button', { name: /^ALPHA TABLET, / }).waitFor({ timeout: 45_000 });
    await a.context.close();
    await b.context.close();
  });
});

/**
 * Escape closes the window on top: a confirmation still fading out is that window until it has gone,
 * so Escape waits for it, as a person would see it go first.
 */
async function closeOver(page: Page, window: Locator, closing: Locator): Promise<void> {
  await closing.waitFor({ state: 'hidden' });
  await page.keyboard.press('Escape');
  await window.waitFor({ state: 'hidden' });
}

/** The refusal of a slot taken meanwhile, with whose column, when and which service. */
function takenSentence(technician: string, slot: { time: string; service: { name: string } }): RegExp {
  const quote = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${quote(technician)} already has a guest from ${slot.time} to \\d\\d:\\d\\d \\(${quote(slot.service.name)}\\)\\.`);
}

/** Both tablets book the same slot offline; A's lands, B's is refused into Needs attention (panel open). */
async function conflict(from: string, names: { a: string; b: string }) {
  const [a, b] = await twoBoardTablets(suite.browser, suite.server.baseURL);
  const server = await day();
  const slot = findFreeSlot(server, { from: minuteOf(from), technicians: 1 });
  const tech = slot.technicians[0]!;
  const guests = [{ service: slot.service.name, technician: tech.label }];
  await a.context.setOffline(true);
  await b.context.setOffline(true);
  await createBooking(a.page, { phone: '416 555 0905', name: names.a, time: slot.time, guests });
  await createBooking(b.page, { phone: '416 555 0906', name: names.b, time: slot.time, guests });
  await a.context.setOffline(false);
  await waitUntilSent(a.page);
  await b.context.setOffline(false);
  const attention = b.page.getByRole('button', { name: '1 change needs attention' });
  await attention.waitFor({ timeout: 45_000 });
  await attention.click();
  const panel = b.page.getByRole('dialog', { name: 'Sync' });
  await panel.getByText(takenSentence(tech.name, slot)).waitFor();
  return { a, b, slot, tech, panel };
}

async function clipboardOnServer(): Promise<ClipboardResult> {
  return api.get<ClipboardResult>(ApiPath.CLIPBOARD, { branchId: api.branchId });
}

describe('a refused booking from Needs attention', () => {
  it('moves to the clipboard and reaches the server once, waiting there', async () => {
    const { a, b, panel } = await conflict('14:30', { a: 'Alpha Clip', b: 'Charlie Clip' });
    await panel.getByRole('button', { name: 'Move to clipboard' }).click();
    const confirm = b.page.getByRole('dialog', { name: 'Move this booking to the clipboard?' });
    await confirm.getByRole('button', { name: 'Move to clipboard' }).click();
    await panel.getByText('Nothing needs attention.').waitFor();
    await waitUntilSent(b.page);
    await closeOver(b.page, panel, confirm);

    await expect.poll(async () => (await clipboardOnServer()).bookings.filter((x) => x.customerName === 'CHARLIE CLIP').length, { timeout: 30_000 }).toBe(1);
    const clip = await clipboardOnServer();
    const booking = clip.bookings.find((x) => x.customerName === 'CHARLIE CLIP')!;
    expect(clip.guests.filter((g) => g.bookingId === booking.id)).toHaveLength(1);
    const after = await day();
    expect(after.bookings.filter((x) => x.customerName === 'CHARLIE CLIP')).toHaveLength(0);
    expect(after.bookings.filter((x) => x.customerName === 'ALPHA CLIP')).toHaveLength(1);

    await b.page.getByRole('button', { name: /^Clipboard/ }).click();
    await b.page.getByRole('complementary', { name: 'Clipboard' }).getByRole('list', { name: 'Waiting guests of CHARLIE CLIP' }).waitFor();
    // Another round sends nothing again.
    await b.page.getByRole('button', { name: /all changes sent/ }).click();
    await b.page.getByRole('dialog', { name: 'Sync' }).getByRole('button', { name: 'Sync now' }).click();
    await b.page.getByRole('dialog', { name: 'Sync' }).getByText('Nothing needs attention.').waitFor();
    expect((await clipboardOnServer()).bookings.filter((x) => x.customerName === 'CHARLIE CLIP')).toHaveLength(1);
    await a.context.close();
    await b.context.close();
  }, 150_000);

  it('opens in the booking form with the refused change; saved at a free time it replaces it', async () => {
    const { a, b, panel, slot, tech } = await conflict('15:30', { a: 'Alpha Edit', b: 'Delta Edit' });
    await panel.getByRole('button', { name: 'Edit' }).click();
    const form = b.page.getByRole('dialog', { name: /^Refused booking / });
    await form.waitFor();
    await expect(form.getByLabel('Customer name').inputValue()).resolves.toBe('DELTA EDIT');
    await expect(form.getByLabel('Start time').inputValue()).resolves.toBe(slot.time);
    const server = await day();
    const length = slot.service.duration + slot.service.cleaning;
    let free = slot.minute + 60;
    while (!isFree(server, tech, { start: free, end: free + length })) free += 15;
    await pickOption(b.page, form.getByLabel('Start time'), hhmm(free));
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await form.waitFor({ state: 'hidden' });
    await waitUntilSent(b.page);
    await expect
      .poll(async () => {
        const now = await day();
        const made = now.bookings.filter((x) => x.customerName === 'DELTA EDIT');
        const g = now.guests.find((x) => x.bookingId === made[0]?.id);
        return [made.length, g?.segments[0]?.technicianId, g?.segments[0]?.startTime.slice(11)];
      }, { timeout: 30_000 })
      .toEqual([1, tech.id, hhmm(free)]);
    await expect(b.page.getByRole('button', { name: /needs attention/ }).count()).resolves.toBe(0);
    await boardOf(b.page, tech.label).getByRole('button', { name: /^DELTA EDIT, / }).waitFor();
    await a.context.close();
    await b.context.close();
  }, 150_000);
});

describe('the scheduler on a touch screen', () => {
  it('moves a card with a finger: hold, then drag to another column', async () => {
    const { context, page } = await tablet(suite.browser, 'frontdesk', { hasTouch: true });
    const server = await day();
    let move: { target: ReturnType<typeof waitingCards>[number]; to: ServerDay['technicians'][number] } | null = null;
    for (const target of waitingCards(server, used)) {
      const service = serviceOf(server, target);
      const to = server.technicians.find(
        (t) => t.id !== target.tech.id && offers(t, service) && isFree(server, t, { start: target.start, end: target.end + service.cleaning }),
      );
      if (to) {
        move = { target, to };
        break;
      }
    }
    if (!move) throw new Error('no card to move');
    used.add(move.target.guest.id);

    const from = await centreOf(page.getByRole('button', { name: move.target.name }));
    const column = (await boardOf(page, move.to.label).boundingBox())!;
    const to = { x: column.x + column.width / 2, y: from.y };
    const cdp = await context.newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', p: { x: number; y: number } | null) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: p ? [{ x: p.x, y: p.y, id: 1 }] : [] });
    // A quick swipe is not a drag: the card stays with its technician.
    await touch('touchStart', from);
    for (let i = 1; i <= 6; i++) await touch('touchMove', { x: from.x + ((to.x - from.x) * i) / 6, y: from.y });
    await touch('touchEnd', null);
    await page.waitForTimeout(500);
    await boardOf(page, move.target.tech.label).getByRole('button', { name: move.target.name }).waitFor();
    await page.getByRole('region', { name: 'Day schedule' }).evaluate((el) => el.scrollTo({ left: 0 }));

    await touch('touchStart', from);
    await page.waitForTimeout(250);
    const steps = 12;
    for (let i = 1; i <= steps; i++) {
      await touch('touchMove', { x: from.x + ((to.x - from.x) * i) / steps, y: from.y + (i === steps ? 1 : 0) });
      await page.waitForTimeout(16);
    }
    await touch('touchEnd', null);

    await boardOf(page, move.to.label).getByRole('button', { name: move.target.name }).waitFor();
    await expect
      .poll(async () => (await day()).guests.find((g) => g.id === move.target.guest.id)?.segments[0]?.technicianId, { timeout: 30_000 })
      .toBe(move.to.id);

    // A finger held still on the card opens its menu instead of dragging it.
    const held = await centreOf(boardOf(page, move.to.label).getByRole('button', { name: move.target.name }));
    await touch('touchStart', held);
    await page.waitForTimeout(800);
    await touch('touchEnd', null);
    await page.getByRole('menuitem', { name: 'Move to clipboard' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('menuitem', { name: 'Move to clipboard' }).waitFor({ state: 'detached' });
    await boardOf(page, move.to.label).getByRole('button', { name: move.target.name }).waitFor();

    // And on an empty working slot, the slot's menu.
    const now = await day();
    const free = now.technicians.find((t) => isFree(now, t, { start: minuteOf('16:30'), end: minuteOf('17:00') }))!;
    const slotColumn = boardOf(page, free.label);
    const box = (await slotColumn.boundingBox())!;
    await touch('touchStart', { x: box.x + box.width / 2, y: (await yOfMinute(slotColumn, minuteOf('16:30'))) + 12 });
    await page.waitForTimeout(800);
    await touch('touchEnd', null);
    await page.getByRole('menuitem', { name: 'Break time' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('menuitem', { name: 'Break time' }).waitFor({ state: 'detached' });
    await context.close();
  });
});

