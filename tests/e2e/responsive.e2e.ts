// The front desk at the sizes it runs on (issue 22): an Android tablet, an iPad Air on its
// side, an iPad on its side and upright, a phone. At each: sign in, the board, a booking made
// and started, its payment taken, the gift card list; the page never wider than the screen,
// every top-bar control on top at its centre, every window's buttons within the screen.
// Screenshots of the board and the payment window go to test-results/screenshots/.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { newContext, signIn } from './browser';
import { apiSignIn, type ApiSession } from './api';
import { useSuite } from './suite';
import { afterPayment, cardOf, centsOf, serverBills } from './billing-helpers';
import { boardOf, bookingsOn, fillBooking, findFreeSlot, hhmm, isFree, minuteOf, serviceOf, TODAY, waitingCards, type ServerDay, type Tech } from './scheduler-helpers';
import { buttonsOffScreen, coveredHeaderControls, headerControlCount, menuFramesAmiss, pageOverflow, resizeCornerIsTarget, smallTargets } from './layout-checks';

type Size = { name: string; viewport: { width: number; height: number }; touch: boolean };

const SIZES: readonly Size[] = [
  { name: 'android-tablet-1280x800', viewport: { width: 1280, height: 800 }, touch: false },
  { name: 'ipad-air-landscape-1180x820', viewport: { width: 1180, height: 820 }, touch: false },
  { name: 'ipad-landscape-1024x768', viewport: { width: 1024, height: 768 }, touch: true },
  { name: 'ipad-portrait-820x1180', viewport: { width: 820, height: 1180 }, touch: true },
  { name: 'phone-390x844', viewport: { width: 390, height: 844 }, touch: true },
];

/** Below this the side menu is behind the burger (Mantine's `md`). */
const DOCKED_NAV_WIDTH = 992;
/** Below this the board shows one technician at a time (Mantine's `xs`). */
const PHONE_WIDTH = 576;

const SCREENSHOTS = join(process.cwd(), 'test-results', 'screenshots');

const suite = useSuite();
let api: ApiSession;

beforeAll(async () => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  api = await apiSignIn(suite.server.baseURL, 'frontdesk');
});

const day = (): Promise<ServerDay> => bookingsOn(api, TODAY);

/** A tablet or phone of this size, touch on where the device has it (the iPads and the phone). */
async function device(size: Size): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(suite.browser, suite.server.baseURL, { serviceWorker: false, viewport: size.viewport, hasTouch: size.touch, isMobile: size.touch });
  await context.addInitScript(() => {
    window.print = () => undefined;
  });
  return { context, page: await context.newPage() };
}

/** A tap on a touch screen, a click with a mouse. */
function press(size: Size, target: Locator): Promise<void> {
  return size.touch ? target.tap() : target.click();
}

async function expectPageFits(page: Page, where: string): Promise<void> {
  expect(await pageOverflow(page), `${where}: the page is wider than the screen by`).toBe(0);
}

/** Toasts fade on their own; until then they may sit over the top bar, as they do for staff. */
async function expectHeaderUnobstructed(page: Page, where: string): Promise<void> {
  expect(await headerControlCount(page), `${where}: top-bar controls drawn`).toBeGreaterThanOrEqual(4);
  await expect.poll(() => coveredHeaderControls(page), { message: `${where}: top-bar controls covered at their centre`, timeout: 10_000 }).toEqual([]);
}

/** Polled: a window that has just opened may still be sliding in. */
async function expectWindowFits(dialog: Locator, where: string): Promise<void> {
  await dialog.waitFor();
  await expect.poll(() => buttonsOffScreen(dialog), { message: `${where}: buttons outside the screen`, timeout: 5_000 }).toEqual([]);
}

/** The hold that opens a card's menu: a right click with a mouse, a held finger on a touch screen. */
async function openCardMenu(size: Size, context: BrowserContext, page: Page, card: Locator): Promise<void> {
  await card.scrollIntoViewIfNeeded();
  if (!size.touch) {
    await card.click({ button: 'right' });
    return;
  }
  const box = await card.boundingBox();
  if (!box) throw new Error('the card is not on screen');
  const at = { x: box.x + box.width / 2, y: box.y + Math.min(box.height, 40) / 2 };
  const cdp = await context.newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: at.x, y: at.y, id: 1 }] });
  // Held until the menu shows, as a person lifts the finger once it does.
  await page.getByRole('menu').waitFor();
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** The hour column's width, on the board's left edge over the technicians' columns. */
const HOUR_COLUMN_WIDTH = 64;

/**
 * Whether every technician column in the board's view is drawn: those a scroll brings into view
 * are mounted a step per frame after it, and some may already be (the board draws a column or two
 * beyond each edge), so "a column appeared" does not tell that the board has caught up.
 */
function viewDrawn(board: Locator): Promise<boolean> {
  return board.evaluate((el, hourColumn) => {
    const view = el.getBoundingClientRect();
    const columns = [...el.querySelectorAll('[role="region"][aria-label^="Schedule of "]')].map((c) => c.getBoundingClientRect());
    const right = Math.min(view.left + el.clientWidth, view.left + el.scrollWidth - el.scrollLeft);
    for (let x = view.left + hourColumn + 1; x < right; x += 8) {
      if (!columns.some((c) => c.left <= x && x < c.right)) return false;
    }
    return true;
  }, HOUR_COLUMN_WIDTH);
}

/**
 * A technician's column brought into view as staff would: the picker on a phone, elsewhere
 * the board scrolled sideways a screenful at a time (columns out of view are not drawn).
 */
async function showTechnician(page: Page, tech: Tech): Promise<void> {
  const picker = page.getByRole('combobox', { name: 'Technician shown' });
  const column = boardOf(page, tech.label);
  if ((await picker.count()) > 0) {
    const label = (await picker.locator('option').allTextContents()).find((o) => o.startsWith(`${tech.label} · `));
    if (!label) throw new Error(`${tech.label} is not in the picker`);
    await picker.selectOption({ label });
  } else {
    const board = page.getByRole('region', { name: 'Day schedule' });
    await board.evaluate((el) => el.scrollTo({ left: 0 }));
    for (let step = 0; step < 20 && (await column.count()) === 0; step++) {
      await board.evaluate((el) => el.scrollBy({ left: el.clientWidth * 0.8 }));
      await expect.poll(() => viewDrawn(board), { message: 'the columns scrolled into view are drawn' }).toBe(true);
    }
  }
  await column.waitFor();
}

/** The side menu's Catalogue → Gift cards, opening the menu from the burger where it is behind it. */
async function openGiftCards(size: Size, page: Page): Promise<void> {
  if (size.viewport.width < DOCKED_NAV_WIDTH) await press(size, page.getByRole('button', { name: 'Open menu' }));
  const menu = page.getByRole('navigation', { name: 'Side menu' });
  await press(size, menu.getByText('Catalogue'));
  await press(size, menu.getByRole('link', { name: /Gift cards/ }));
  await page.getByRole('table', { name: 'Gift cards' }).waitFor();
}

describe('the front desk at tablet and phone sizes', () => {
  let from = minuteOf('10:30');

  for (const size of SIZES) {
    it(`fits ${size.name}: board, new booking, payment, gift cards`, async () => {
      const { context, page } = await device(size);
      const where = size.name;
      await signIn(page, 'frontdesk');
      await page.waitForURL(/\/appointment/);
      await page.getByRole('region', { name: /^Schedule of / }).first().waitFor();
      await expectPageFits(page, `${where}, board`);
      await expectHeaderUnobstructed(page, `${where}, board`);
      await page.screenshot({ path: join(SCREENSHOTS, `${where}-board.png`) });
      if (size.touch) {
        // Touch targets: the date arrows, the clipboard and its buttons.
        expect(await smallTargets(page.getByRole('button', { name: /^(Previous day|Next day)$/ })), `${where}: date arrows`).toEqual([]);
        const clipboardToggle = page.getByRole('button', { name: /^Clipboard: / });
        await press(size, clipboardToggle);
        const clipboard = page.getByRole('complementary', { name: 'Clipboard' });
        await clipboard.getByRole('button').first().waitFor();
        expect(await smallTargets(clipboard.getByRole('button')), `${where}: clipboard buttons`).toEqual([]);
        expect(await smallTargets(clipboardToggle), `${where}: clipboard toggle`).toEqual([]);
        await press(size, clipboardToggle);
        await clipboard.waitFor({ state: 'detached' });
      }

      // A one-guest booking, started at once so it can be paid.
      const slot = findFreeSlot(await day(), { from, technicians: 1 });
      from = slot.minute + 60;
      const name = `Fit ${size.viewport.width}`;
      const tech = slot.technicians[0]!;
      await press(size, page.getByRole('button', { name: 'New booking' }));
      const form = page.getByRole('dialog', { name: 'New booking' });
      await fillBooking(page, form, { phone: '416 555 0822', name, time: slot.time, guests: [{ service: slot.service.name, technician: tech.label }] });
      await expectWindowFits(form, `${where}, booking form`);
      await press(size, form.getByRole('button', { name: 'Start', exact: true }));
      await form.waitFor({ state: 'hidden' });
      await expect
        .poll(async () => {
          const d = await day();
          const booking = d.bookings.find((b) => b.customerName === name.toUpperCase());
          return d.guests.find((g) => g.bookingId === booking?.id)?.status;
        }, { timeout: 30_000 })
        .toBe('Processing');
      const booking = (await day()).bookings.find((b) => b.customerName === name.toUpperCase())!;

      // Its payment, from the card's menu.
      await showTechnician(page, tech);
      if (size.touch) {
        // Centred: the corner's target reaches below the card, and elementFromPoint sees only what is on screen
        // (the walk-in turn strip above the board can leave a card flush with the bottom edge).
        await cardOf(page, name).evaluate((card) => card.scrollIntoView({ block: 'center' }));
        expect(await resizeCornerIsTarget(cardOf(page, name)), `${where}: the card's resize corner is 44 px square`).toBe(true);
      }
      await openCardMenu(size, context, page, cardOf(page, name));
      if (size.touch) expect(await smallTargets(page.getByRole('menuitem')), `${where}: card menu items`).toEqual([]);
      await press(size, page.getByRole('menuitem', { name: 'Payment', exact: true }));
      const payment = page.getByRole('dialog', { name: `Payment of booking ${booking.code}` });
      await payment.getByTestId('amount-due').waitFor();
      await expect.poll(async () => centsOf(await payment.getByTestId('amount-due').textContent())).toBeGreaterThan(0);
      const due = centsOf(await payment.getByTestId('amount-due').textContent());
      await payment.getByLabel('Received by Cash').fill((due / 100).toFixed(2));
      await expect.poll(async () => payment.getByTestId('change-due').textContent()).toBe('$0.00');
      await expectWindowFits(payment, `${where}, payment`);
      await payment.evaluate((el) => el.scrollTo({ top: 0 }));
      await page.screenshot({ path: join(SCREENSHOTS, `${where}-payment.png`) });
      await press(size, payment.getByRole('button', { name: 'Finish payment' }));
      // Back on the board in one step; the cashier dismisses the paid toast and opens the bill's detail from the card.
      await afterPayment(page, payment);
      const notice = page.locator('.mantine-Notification-root').filter({ hasText: /Bill \S+ paid\./ });
      await press(size, notice.locator('.mantine-Notification-closeButton'));
      await notice.waitFor({ state: 'detached' });
      await expect.poll(async () => cardOf(page, name).getAttribute('aria-label')).toMatch(/Completed/);
      await openCardMenu(size, context, page, cardOf(page, name));
      await press(size, page.getByRole('menuitem', { name: 'Payment detail', exact: true }));
      const detail = page.getByRole('dialog', { name: `Payment detail of booking ${booking.code}` });
      await expectWindowFits(detail, `${where}, payment detail`);
      await press(size, detail.getByRole('button', { name: 'Close' }).last());
      await detail.waitFor({ state: 'hidden' });
      await expect.poll(async () => (await serverBills(api, booking.id)).map((b) => b.status), { timeout: 30_000 }).toEqual(['PAID']);
      await expectPageFits(page, `${where}, board after payment`);

      // The tip window of the paid bill.
      await openCardMenu(size, context, page, cardOf(page, name));
      await press(size, page.getByRole('menuitem', { name: 'Add tip', exact: true }));
      const tips = page.getByRole('dialog', { name: 'Add tip' });
      await tips.getByLabel('Tip total').waitFor();
      await expectWindowFits(tips, `${where}, tips`);
      await press(size, tips.getByRole('button', { name: 'Cancel' }));
      await tips.waitFor({ state: 'hidden' });
      // The tip is added over the bill's detail, which stays open behind it.
      const tipDetail = page.getByRole('dialog', { name: `Payment detail of booking ${booking.code}` });
      await press(size, tipDetail.getByRole('button', { name: 'Close' }).last());
      await tipDetail.waitFor({ state: 'hidden' });

      // The gift card list, and a card's detail from its row menu.
      await openGiftCards(size, page);
      await expectPageFits(page, `${where}, gift cards`);
      await expectHeaderUnobstructed(page, `${where}, gift cards`);
      await press(size, page.getByRole('button', { name: /^Actions for / }).first());
      await press(size, page.getByRole('menuitem', { name: 'Detail' }));
      const giftCard = page.getByRole('dialog', { name: 'Gift card detail' });
      await giftCard.getByTestId('gift-card-face').waitFor();
      await expectWindowFits(giftCard, `${where}, gift card detail`);
      // Its ✕ has no name to find it by (Mantine's Modal gives none): Escape, as a keyboard would.
      await page.keyboard.press('Escape');
      await giftCard.waitFor({ state: 'hidden' });
      await context.close();
    }, 150_000);
  }

  it('the side menu: beside the page on a tablet on its side, hidden by the burger and remembered; behind the burger upright', async () => {
    const size = SIZES[2]!;
    expect(size.viewport.width).toBeGreaterThanOrEqual(DOCKED_NAV_WIDTH);
    const { context, page } = await device(size);
    await signIn(page, 'frontdesk');
    const menu = page.getByRole('navigation', { name: 'Side menu' });
    const inView = () => menu.evaluate((el) => el.getBoundingClientRect().right > 0);
    await menu.waitFor();
    await expect.poll(inView).toBe(true);
    await press(size, page.getByRole('button', { name: 'Close menu' }));
    await expect.poll(inView).toBe(false);
    await page.reload();
    await page.getByRole('button', { name: 'Open menu' }).waitFor();
    await expect.poll(inView).toBe(false);
    await press(size, page.getByRole('button', { name: 'Open menu' }));
    await expect.poll(inView).toBe(true);

    // Upright, the menu waits behind the burger and closes again once a screen is picked.
    await page.setViewportSize({ width: 820, height: 1180 });
    await expect.poll(inView).toBe(false);
    await press(size, page.getByRole('button', { name: 'Open menu' }));
    await expect.poll(inView).toBe(true);
    await press(size, menu.getByRole('link', { name: /Carts/ }));
    await page.waitForURL(/\/cart/);
    await expect.poll(inView).toBe(false);
    await context.close();
  }, 60_000);

  it("the side menu's groups open from a keyboard: Tab reaches a group, Enter opens it, Space closes it", async () => {
    const { context, page } = await device(SIZES[0]!);
    await signIn(page, 'admin');
    const menu = page.getByRole('navigation', { name: 'Side menu' });
    const group = menu.getByRole('button', { name: 'Catalogue', expanded: false });
    const groupFocused = async () => (await group.count()) === 1 && group.evaluate((el) => el === document.activeElement);
    // From the menu's first screen, Tab goes down the menu (a few stops) to the group.
    await menu.getByRole('link').first().focus();
    for (let stop = 0; stop < 10 && !(await groupFocused()); stop++) await page.keyboard.press('Tab');
    expect(await groupFocused(), 'Tab reached the Catalogue group').toBe(true);
    await page.keyboard.press('Enter');
    await menu.getByRole('button', { name: 'Catalogue', expanded: true }).waitFor();
    const giftCards = menu.getByRole('link', { name: /Gift cards/ });
    await giftCards.waitFor();
    await page.keyboard.press('Space');
    await group.waitFor();
    await giftCards.waitFor({ state: 'hidden' });
    await context.close();
  }, 60_000);

  it('on a phone, the back office windows fit: carts, products, packages, gift cards, vouchers, checkout methods, roles, the drawers and Pay-in', async () => {
    const size = SIZES[SIZES.length - 1]!;
    const { page } = await device(size);
    await signIn(page, 'admin');
    await page.getByRole('button', { name: 'More actions' }).waitFor();
    const windows: { path: string; open: string; dialog: string }[] = [
      { path: '/cart', open: 'New cart', dialog: 'Add to cart' },
      { path: '/product', open: 'Create product', dialog: 'Create product' },
      { path: '/package', open: 'Create package', dialog: 'Create package' },
      { path: '/customer', open: 'Create customer', dialog: 'Create customer' },
      { path: '/gift-card', open: 'Create gift card', dialog: 'Create gift card' },
      { path: '/voucher', open: 'Create voucher', dialog: 'Create voucher' },
      { path: '/system/checkout-method', open: 'Create checkout method', dialog: 'Create checkout method' },
      { path: '/role', open: 'Create role', dialog: 'Create role' },
    ];
    for (const w of windows) {
      await page.goto(w.path);
      await page.getByRole('button', { name: w.open }).waitFor();
      await expectPageFits(page, w.path);
      await expectHeaderUnobstructed(page, w.path);
      await press(size, page.getByRole('button', { name: w.open }));
      const dialog = page.getByRole('dialog', { name: w.dialog });
      await expectWindowFits(dialog, `${w.path}, ${w.dialog}`);
      await press(size, dialog.getByRole('button', { name: /^(Cancel|Close)$/ }).last());
      await dialog.waitFor({ state: 'hidden' });
    }
    await page.goto('/cart');
    await page.getByRole('table', { name: 'Carts' }).waitFor();
    await press(size, page.getByRole('table', { name: 'Carts' }).getByRole('button').first());
    await expectWindowFits(page.getByRole('dialog', { name: /^Cart / }), 'cart detail');
    await press(size, page.getByRole('dialog', { name: /^Cart / }).getByRole('button', { name: 'Close' }).first());

    // From the overflow menu: Pay-in, the money drawer; from the status: the Sync panel.
    await press(size, page.getByRole('button', { name: 'More actions' }));
    await press(size, page.getByRole('menuitem', { name: 'Pay-in' }));
    await expectWindowFits(page.getByRole('dialog', { name: 'Pay-in' }), 'Pay-in');
    await press(size, page.getByRole('dialog', { name: 'Pay-in' }).getByRole('button', { name: 'Cancel' }));
    await press(size, page.getByRole('button', { name: 'More actions' }));
    // Opened right after the Pay-in window closed, it once blinked past the screen's right edge
    // every few frames, widening the page, until it closed itself (src/features/shell/header-menu.ts).
    await page.getByRole('menu').waitFor();
    expect(await menuFramesAmiss(page), 'the More actions menu, frame by frame').toEqual([]);
    await press(size, page.getByRole('menuitem', { name: 'Transactions' }));
    await expectWindowFits(page.getByRole('dialog', { name: 'Money transactions' }), 'money drawer');
    await page.keyboard.press('Escape');
    await press(size, page.getByRole('button', { name: /all changes sent|waiting to send/ }));
    await expectWindowFits(page.getByRole('dialog', { name: 'Sync' }), 'Sync panel');
    await page.keyboard.press('Escape');
    await page.close();
  }, 120_000);

  it('on a phone, swipes between technicians and moves a card with a finger', async () => {
    const size = SIZES[SIZES.length - 1]!;
    expect(size.viewport.width).toBeLessThan(PHONE_WIDTH);
    const { context, page } = await device(size);
    await signIn(page, 'frontdesk');
    await page.waitForURL(/\/appointment/);
    const board = page.getByRole('region', { name: 'Day schedule' });
    const picker = page.getByRole('combobox', { name: 'Technician shown' });
    await board.waitFor();
    // The board first scrolls itself to an hour before now (700 ms after it shows).
    await expect.poll(() => board.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
    const cdp = await context.newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', p: { x: number; y: number } | null) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: p ? [{ x: p.x, y: p.y, id: 1 }] : [] });

    // A swipe to the left brings the next technician, whole.
    const first = await picker.inputValue();
    const area = (await board.boundingBox())!;
    const y = area.y + area.height - 40;
    await touch('touchStart', { x: area.x + area.width - 30, y });
    for (let i = 1; i <= 10; i++) await touch('touchMove', { x: area.x + area.width - 30 - i * 20, y });
    await touch('touchEnd', null);
    // Whole: the column's left edge meets the hour column once the swipe has settled.
    await expect.poll(() => board.evaluate((el) => el.scrollLeft % (el.clientWidth - 64)), { timeout: 5_000 }).toBe(0);
    expect(await picker.inputValue()).toBe(String(Number(first) + 1));

    // A waiting card, held and dragged an hour later in its own column.
    const server = await day();
    const move = waitingCards(server, new Set())
      .map((card) => ({ card, service: serviceOf(server, card) }))
      .find(({ card, service }) => isFree(server, card.tech, { start: card.start + 60, end: card.end + 60 + service.cleaning }, card.guest.id));
    if (!move) throw new Error('no waiting card with a free hour after it');
    await showTechnician(page, move.card.tech);
    const card = page.getByRole('button', { name: move.card.name });
    await card.evaluate((el) => el.scrollIntoView({ block: 'center', inline: 'nearest' }));
    await page.waitForTimeout(300);
    const box = (await card.boundingBox())!;
    const start = { x: box.x + box.width / 2, y: box.y + 8 };
    await touch('touchStart', start);
    await page.waitForTimeout(300);
    const steps = 12;
    for (let i = 1; i <= steps; i++) {
      await touch('touchMove', { x: start.x, y: start.y + (i * 4 * 24) / steps + (i === steps ? 1 : 0) });
      await page.waitForTimeout(16);
    }
    await touch('touchEnd', null);
    await expect
      .poll(async () => (await day()).guests.find((g) => g.id === move.card.guest.id)?.segments[0]?.startTime.slice(11, 16), { timeout: 30_000 })
      .toBe(hhmm(move.card.start + 60));
    await context.close();
  }, 120_000);
});
