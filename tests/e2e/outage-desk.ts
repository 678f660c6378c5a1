// The desk's gestures the 72-hour outage test repeats on each of its tablets, each clicked as
// the front desk would, and what each leaves behind for the checks once the connection returns:
// the papers printed (their text, read back to the cent) and the slots the test has taken.
import { expect } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { newContext, signIn, waitForServiceWorker } from './browser';
import { cashAction } from './tablet';
import { cardMenu, cardOf, centsOf, finishPayment } from './billing-helpers';
import {
  BIG_VIEWPORT,
  boardOf,
  breaksOf,
  createBooking,
  dragBy,
  findFreeSlot,
  isFree,
  minuteOf,
  openCardMenu,
  pickOption,
  SLOT_PX,
  waitingCards,
  type SeededCard,
  type ServerDay,
  type Taken,
} from './scheduler-helpers';

/** A paper a tablet printed: what the drawer took (or gave) for it, and for a bill whose it is and its tip. */
export type Paper = { day: string; kind: 'in' | 'out' | 'bill'; cents: number; code: string | null; tablet: string; of?: string; tip?: number };

export type Tablet = {
  name: string;
  user: string;
  aheadMs: number;
  /** Where its walk-ins of the day go: each tablet books its own part of the afternoon. */
  from: string;
  context: BrowserContext;
  page: Page;
};

/** What the tablets did offline, as the checks need it. */
export type OutageLog = {
  papers: Paper[];
  /** The server's days as read before going offline. */
  serverDays: Map<string, ServerDay>;
  /** Per day, the slots booked offline since the day was read, so no two tablets take the same one. */
  taken: Map<string, Taken[]>;
  /** Seeded guests used by a tablet (checked in or paid), so no two tablets take the same card. */
  used: Set<string>;
  /** The walk-ins moved to another column offline: whose column they must be in on the server. */
  moved: Map<string, string>;
  /** The breaks set offline: on the server they must be at the time set, once. */
  breaks: { day: string; technicianId: string; minute: number; note: string }[];
  /** Seeded guests checked in offline, and those then started and paid: by guest id. */
  checkedIn: Map<string, { day: string; tablet: string }>;
  paid: Map<string, { day: string; tablet: string; code: string }>;
  /** Bookings made ahead offline: "{day} {name}". */
  booked: { day: string; name: string; technicianId: string }[];
  /** Carts sold offline: the customer's name and its printed bill code. */
  carts: { day: string; name: string; code: string; tablet: string }[];
};

export function newOutageLog(): OutageLog {
  return { papers: [], serverDays: new Map(), taken: new Map(), used: new Set(), moved: new Map(), breaks: [], checkedIn: new Map(), paid: new Map(), booked: [], carts: [] };
}

declare global {
  interface Window {
    papers: string[];
  }
}

const WORDS = ['One', 'Two', 'Three'] as const;
/** A digit of the tablet for the phones it types: each customer it makes is new. */
const tabletDigit = (t: Tablet): number => ['A', 'B', 'C'].indexOf(t.name) + 1;
export const walkInName = (tablet: string, index: number): string => `Outage ${tablet} ${WORDS[index] ?? index}`;

export async function openTablet(browser: Browser, baseURL: string, t: Pick<Tablet, 'name' | 'user' | 'aheadMs' | 'from'>): Promise<Tablet> {
  const context = await newContext(browser, baseURL, { viewport: BIG_VIEWPORT, clockAheadMs: t.aheadMs });
  // The print dialog is the browser's: each paper is kept as its text instead.
  await context.addInitScript(() => {
    window.papers = [];
    window.print = () => {
      const paper = document.querySelector('.print-portal [data-testid="bill-receipt"], .print-portal [data-testid="cash-bill"]') ?? document.querySelector('[data-testid="bill-receipt"]');
      window.papers.push(paper?.textContent ?? '');
    };
  });
  const page = await context.newPage();
  await signIn(page, t.user);
  await page.waitForURL(/\/appointment/);
  await waitForServiceWorker(page);
  await board(page).waitFor();
  return { ...t, context, page };
}

export const board = (page: Page): Locator => page.getByRole('region', { name: /^Schedule of / }).first();
const papersOf = (page: Page): Promise<string[]> => page.evaluate(() => window.papers);
const money = /(\$[\d,]+\.\d\d)/.source;
const amountAfter = (paper: string, label: string): number => centsOf(new RegExp(`${label}${money}`).exec(paper)?.[1] ?? null);

/** The paper the action just printed, as its text (waits for it). */
async function nextPaper(page: Page, before: number): Promise<string> {
  await expect.poll(async () => (await papersOf(page)).length, { timeout: 15_000 }).toBeGreaterThan(before);
  return (await papersOf(page))[before] ?? '';
}

function serverDay(log: OutageLog, day: string): ServerDay {
  const server = log.serverDays.get(day);
  if (!server) throw new Error(`no server day ${day}`);
  return server;
}

function take(log: OutageLog, day: string, slot: { minute: number; service: { duration: number; cleaning: number } }, technicianId: string): void {
  const list = log.taken.get(day) ?? [];
  list.push({ technicianId, start: slot.minute, end: slot.minute + slot.service.duration + slot.service.cleaning });
  log.taken.set(day, list);
}

/** Closes the toasts, as the desk does when one covers the card it wants. */
export async function dismissToasts(page: Page): Promise<void> {
  const toasts = page.locator('.mantine-Notification-root');
  // Each toast on screen is closed once. One already leaving (on its own, or just closed) never
  // holds still: its button's click ends once it has gone, where a locator's click waited out its
  // whole timeout for another toast (2 s, most calls, about a third of this test's time).
  for (let i = 0; i < 10 && (await toasts.count()) > 0; i++) {
    for (const close of await toasts.locator('.mantine-Notification-closeButton').elementHandles()) {
      await close
        .click({ timeout: 2_000 })
        .catch(() => undefined)
        .finally(() => close.dispose());
    }
  }
  await expect.poll(() => toasts.count(), { timeout: 20_000 }).toBe(0);
}

export async function moneyAction(log: OutageLog, t: Tablet, day: string, kind: 'Pay-in' | 'Pay-out', amount: string, note: string): Promise<void> {
  const before = (await papersOf(t.page)).length;
  await cashAction(t.page, kind, amount, note);
  const paper = await nextPaper(t.page, before);
  expect(paper).toContain(note);
  log.papers.push({ day, kind: kind === 'Pay-in' ? 'in' : 'out', cents: amountAfter(paper, 'Amount'), code: null, tablet: t.name });
}

type PayOptions = { gift?: string; voucher?: string; tip?: string };

/**
 * The payment window of a card, paid in cash after the voucher, gift card and tip when given,
 * finished: the worker recounts the bill after each entry, so the cash typed is checked against
 * the due it shows.
 */
async function payInCash(t: Tablet, dialog: Locator, options: PayOptions): Promise<{ code: string; notice: Locator }> {
  const { gift, voucher, tip } = options;
  if (voucher) {
    await dialog.getByLabel('Voucher', { exact: true }).fill(voucher);
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await dialog.getByText(new RegExp(`^${voucher} · `)).waitFor();
    await dialog.getByRole('table', { name: 'Bill figures' }).getByRole('row', { name: /^Voucher / }).waitFor();
  }
  if (gift) {
    await dialog.getByLabel('Gift card', { exact: true }).fill(gift);
    await dialog.getByRole('button', { name: 'Check' }).click();
    await dialog.getByText(new RegExp(`^${gift} · `)).waitFor();
    await dialog.getByRole('table', { name: 'Bill figures' }).getByRole('row', { name: /^Gift card / }).waitFor();
  }
  if (tip) {
    // The tip goes to the drawer in cash (the desk's default method), on top of the bill.
    await dialog.getByLabel('Tip', { exact: true }).fill(tip);
    await dialog.getByLabel(/^Tip value for /).first().waitFor();
  }
  await expect
    .poll(async () => {
      const due = centsOf(await dialog.getByTestId('amount-due').textContent());
      await dialog.getByLabel('Received by Cash').fill((due / 100).toFixed(2));
      await t.page.waitForTimeout(300);
      const finish = await dialog.getByRole('button', { name: 'Finish payment' }).isEnabled();
      return `${await dialog.getByTestId('change-due').textContent()} ${finish ? 'ready' : 'not ready'}`;
    }, { timeout: 30_000 })
    .toBe('$0.00 ready');
  return finishPayment(t.page, dialog);
}

/** A printed bill: what the drawer took for it is the amount due plus the tip, both on the paper. */
function billPaper(log: OutageLog, t: Tablet, input: { day: string; paper: string; code: string; of: string }): void {
  const { day, paper, code, of } = input;
  expect(paper).toContain(code);
  const tip = /Tip\$/.test(paper) ? amountAfter(paper, 'Tip') : 0;
  log.papers.push({ day, kind: 'bill', cents: amountAfter(paper, 'Amount due') + tip, code, tablet: t.name, of: of.toUpperCase(), tip });
}

/** A walk-in booked and started on the tablet, then paid in cash and its bill printed from the card. */
export async function walkIn(log: OutageLog, t: Tablet, day: string, index: number, options: PayOptions & { move?: boolean } = {}): Promise<string> {
  const server = serverDay(log, day);
  const slot = findFreeSlot(server, { from: minuteOf(t.from), technicians: options.move ? 2 : 1, taken: log.taken.get(day) });
  for (const tech of slot.technicians) take(log, day, slot, tech.id);
  const name = walkInName(t.name, index);
  const phone = `416 555 0${tabletDigit(t)}${index}0`;
  await createBooking(t.page, { phone, name, time: slot.time, guests: [{ service: slot.service.name, technician: slot.technicians[0]?.label ?? '' }] }, 'Start');
  await cardOf(t.page, name).waitFor();
  const to = slot.technicians[1];
  if (options.move && to) {
    // Dragged to the other free technician's column at the same time: a move made that day.
    await dragBy(t.page, cardOf(t.page, name), boardOf(t.page, to.label), 0);
    await boardOf(t.page, to.label).getByRole('button', { name: new RegExp(`^${name.toUpperCase()}, `) }).waitFor();
    log.moved.set(name.toUpperCase(), to.id);
  }
  await cardMenu(t.page, name, 'Payment');
  const before = (await papersOf(t.page)).length;
  const { code } = await payInCash(t, t.page.getByRole('dialog', { name: /^Payment of booking / }), options);
  // Printed from the card, as the desk does once the toast has gone.
  await dismissToasts(t.page);
  await cardMenu(t.page, name, 'Print bill');
  billPaper(log, t, { day, paper: await nextPaper(t.page, before), code, of: name });
  // The card's Print bill opens the payment detail as it prints: closed again.
  const detail = t.page.getByRole('dialog', { name: /^Payment detail of booking / });
  await detail.getByRole('button', { name: 'Close' }).last().click();
  await detail.waitFor({ state: 'hidden' });
  return name;
}

/** Appointments booked for later in the day, as the phone rings. */
export async function bookAhead(log: OutageLog, t: Tablet, day: string, count: number): Promise<void> {
  const server = serverDay(log, day);
  for (let k = 0; k < count; k++) {
    const slot = findFreeSlot(server, { from: minuteOf(t.from) + 60, technicians: 1, until: minuteOf('18:00'), taken: log.taken.get(day) });
    const tech = slot.technicians[0]!;
    take(log, day, slot, tech.id);
    const name = `Ahead ${t.name} ${day.slice(8)} ${k + 1}`;
    await dismissToasts(t.page);
    await createBooking(t.page, { phone: `416 557 ${tabletDigit(t)}${day.slice(8)}${k}`, name, time: slot.time, guests: [{ service: slot.service.name, technician: tech.label }] });
    await cardOf(t.page, name).waitFor();
    log.booked.push({ day, name: name.toUpperCase(), technicianId: tech.id });
  }
}

/** The day's next waiting appointments as they arrive: checked in from the card; the first also started and paid. */
export async function arrivals(log: OutageLog, t: Tablet, day: string, input: { from: string; count: number; pay?: PayOptions }): Promise<SeededCard[]> {
  const cards = waitingCards(serverDay(log, day), log.used, minuteOf(input.from)).slice(0, input.count);
  if (cards.length < input.count) throw new Error(`only ${cards.length} waiting cards on ${day} after ${input.from}`);
  for (const card of cards) {
    log.used.add(card.guest.id);
    await dismissToasts(t.page);
    await openCardMenu(t.page, t.page.getByRole('button', { name: card.name }), 'Check-in');
    await t.page.getByRole('button', { name: cardNameWith(card, 'Check-in') }).waitFor();
    log.checkedIn.set(card.guest.id, { day, tablet: t.name });
  }
  const first = cards[0];
  if (input.pay && first) {
    await openCardMenu(t.page, t.page.getByRole('button', { name: first.name }), 'Start');
    await t.page.getByRole('button', { name: cardNameWith(first, 'Processing') }).waitFor();
    await openCardMenu(t.page, t.page.getByRole('button', { name: first.name }), 'Payment');
    const before = (await papersOf(t.page)).length;
    const { code, notice } = await payInCash(t, t.page.getByRole('dialog', { name: /^Payment of booking / }), input.pay);
    // Printed from the toast that says it is paid.
    await notice.getByRole('button', { name: 'Print bill' }).click();
    billPaper(log, t, { day, paper: await nextPaper(t.page, before), code, of: first.customerName });
    log.paid.set(first.guest.id, { day, tablet: t.name, code });
  }
  return cards;
}

const cardNameWith = (card: SeededCard, status: string): RegExp => new RegExp(card.name.source.replace(/\[\^,\]\+$/, status));

/** A product sold at the counter without a booking: a cart paid in cash, its bill printed from the toast. */
export async function sellCart(log: OutageLog, t: Tablet, day: string): Promise<void> {
  const name = `Cart ${t.name} ${day.slice(8)}`;
  await dismissToasts(t.page);
  await t.page.getByRole('link', { name: 'Carts' }).first().click();
  await t.page.waitForURL(/\/cart/);
  await t.page.getByRole('button', { name: 'New cart' }).click();
  const form = t.page.getByRole('dialog', { name: 'Add to cart' });
  await form.getByLabel('Phone').fill(`416 558 ${tabletDigit(t)}${day.slice(8)}0`);
  await form.getByLabel('Customer name').fill(name);
  await pickOption(t.page, form.getByLabel('Product', { exact: true }), 'Cuticle oil pen · $12.00');
  await form.getByLabel('Quantity', { exact: true }).fill('1');
  await form.getByRole('button', { name: 'Add product' }).click();
  await expect.poll(() => form.getByTestId('cart-total').textContent()).toBe('$12.00');
  await form.getByRole('button', { name: 'Save and pay' }).click();
  const payment = t.page.getByRole('dialog', { name: /^Payment of cart / });
  // $12.00 and 13 % HST.
  await expect.poll(() => payment.getByTestId('amount-due').textContent()).toBe('$13.56');
  const before = (await papersOf(t.page)).length;
  const { code, notice } = await finishPayment(t.page, payment);
  await notice.getByRole('button', { name: 'Print bill' }).click();
  billPaper(log, t, { day, paper: await nextPaper(t.page, before), code, of: name });
  log.carts.push({ day, name: name.toUpperCase(), code, tablet: t.name });
  // Back to the board at the day it showed.
  await t.page.goBack();
  await board(t.page).waitFor();
}

/**
 * At the end of the day, the cash tips the drawer owes a technician paid out to them from the
 * drawer, its slip printed for them to sign. Offline, the tablet knows only the tips it took
 * itself that day: what it pays is never more than the server finds owed.
 */
export async function payOutTips(log: OutageLog, t: Tablet, day: string): Promise<{ note: string; cents: number }> {
  await dismissToasts(t.page);
  await t.page.getByRole('button', { name: 'Transactions' }).click();
  const drawer = t.page.getByRole('dialog', { name: 'Money transactions' });
  const pay = drawer.getByRole('region', { name: 'Cash tips owed' }).getByRole('button', { name: /^Pay out / }).first();
  await pay.waitFor();
  const name = ((await pay.getAttribute('aria-label')) ?? '').replace(/^Pay out /, '');
  await pay.click();
  const form = t.page.getByRole('dialog', { name: `Pay out tips to ${name}` });
  const note = `Tips ${t.name} ${day}`;
  await form.getByLabel('Note').fill(note);
  const before = (await papersOf(t.page)).length;
  await form.getByRole('button', { name: 'Save' }).click();
  await form.waitFor({ state: 'hidden' });
  const paper = await nextPaper(t.page, before);
  expect(paper).toContain(`Signature of ${name}`);
  const cents = amountAfter(paper, 'Amount');
  expect(cents).toBeGreaterThan(0);
  log.papers.push({ day, kind: 'out', cents, code: null, tablet: t.name });
  await t.page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'hidden' });
  return { note, cents };
}

/** A half-hour break late in the day on a technician free then, set from the column's menu as the desk does. */
export async function setBreak(log: OutageLog, t: Tablet, day: string): Promise<void> {
  const server = serverDay(log, day);
  const taken = log.taken.get(day) ?? [];
  const clear = (techId: string, minute: number) => !taken.some((x) => x.technicianId === techId && x.start < minute + 45 && minute - 15 < x.end);
  const free = ['17:00', '17:30', '16:30', '16:00', '18:00', '12:30', '10:30'].map(minuteOf).flatMap((minute) =>
    server.technicians.filter((x) => clear(x.id, minute) && breaksOf(x).length === 0 && isFree(server, x, { start: minute, end: minute + 30 })).map((tech) => ({ minute, tech })),
  )[0];
  if (!free) throw new Error(`no technician free for a break on ${day}`);
  const { minute, tech } = free;
  take(log, day, { minute, service: { duration: 30, cleaning: 0 } }, tech.id);
  const note = `Dentist ${t.name} ${day}`;
  await dismissToasts(t.page);
  const column = boardOf(t.page, tech.label);
  await column.scrollIntoViewIfNeeded();
  const box = await column.boundingBox();
  if (!box) throw new Error('column not visible');
  // The board starts the day's opening less its overtime (earlier on a weekend than on Friday).
  const boardStart = minuteOf(server.config.startTime) - server.config.workingOverTime;
  await t.page.mouse.click(box.x + box.width / 2, box.y + ((minute - boardStart) / 15) * SLOT_PX + SLOT_PX / 2, { button: 'right' });
  await t.page.getByRole('menuitem', { name: 'Break time' }).click();
  const dialog = t.page.getByRole('dialog', { name: 'Break time' });
  await dialog.getByLabel('Note').fill(note);
  // What the form was about to save, for the failure below: whose break, from when to when.
  const saved = `${(await dialog.textContent())?.match(/Technician(.*?)\./)?.[1] ?? '?'} ${(await dialog.locator('input').evaluateAll((xs) => xs.map((x) => (x instanceof HTMLInputElement ? x.value : '')))).filter(Boolean).join(' ')}`;
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await column
    .getByText(note)
    .waitFor()
    .catch(async (error: unknown) => {
      const columns = await t.page.getByRole('region', { name: /^Schedule of / }).filter({ hasText: note }).evaluateAll((xs) => xs.map((x) => x.getAttribute('aria-label')));
      throw new Error(`break ${note} (form: ${saved}) not in ${tech.label}'s column at ${minute}; the note shows in ${JSON.stringify(columns)}: ${String(error)}`);
    });
  log.breaks.push({ day, technicianId: tech.id, minute, note });
}

/** What Needs attention lists on a tablet: the server's words of each refused change. */
export async function attentionOf(page: Page): Promise<string[]> {
  const button = page.getByRole('button', { name: /needs? attention/ });
  if ((await button.count()) === 0) return [];
  await button.click();
  const panel = page.getByRole('dialog', { name: 'Sync' });
  await panel.waitFor();
  const words = await panel.getByRole('listitem').allTextContents();
  await page.keyboard.press('Escape');
  await panel.waitFor({ state: 'hidden' });
  return words;
}
