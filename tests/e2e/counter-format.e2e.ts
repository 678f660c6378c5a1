// The counter's numbers as a cashier reads them: a money field shows two decimals once left, a
// technician with two services of a bill is one tip share (saved per service on the server), and
// in French every amount on the board, the payment form and the bill detail reads 20,00 $.
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { newContext, signIn } from './browser';
import { apiSignIn, type ApiSession } from './api';
import { useSuite } from './suite';
import { afterPayment, cardMenu, cardOf, centsOf, serverBills } from './billing-helpers';
import { BIG_VIEWPORT, bookingsOn, hhmm, isFree, minuteOf, offers, pickOption, TODAY, type ServerDay, type Tech } from './scheduler-helpers';
import { ApiPath, type CheckLoginResult, type Envelope } from '../../src/domain/api';
import type { ServiceLeaf } from '../../src/domain/booking/reads';

const suite = useSuite();

let context: BrowserContext;
let page: Page;
let api: ApiSession;

beforeAll(async () => {
  context = await newContext(suite.browser, suite.server.baseURL, { serviceWorker: false, viewport: BIG_VIEWPORT });
  page = await context.newPage();
  await signIn(page, 'frontdesk');
  await page.waitForURL(/\/appointment/);
  api = await apiSignIn(suite.server.baseURL, 'frontdesk');
});

/** One technician free for two different services back to back. */
function twoServicesSlot(day: ServerDay, from: number): { time: string; tech: Tech; services: [ServiceLeaf, ServiceLeaf] } {
  const services = day.services.filter((s) => s.numberTechnician === 1 && s.duration <= 45 && s.price > 0);
  for (let minute = from; minute < minuteOf('16:00'); minute += 15) {
    for (const tech of day.technicians) {
      const offered = services.filter((s) => offers(tech, s));
      const [a, b] = offered;
      if (!a || !b) continue;
      const interval = { start: minute, end: minute + a.duration + a.cleaning + b.duration + b.cleaning };
      if (isFree(day, tech, interval)) return { time: hhmm(minute), tech, services: [a, b] };
    }
  }
  throw new Error('no technician free for two services in the seeded day');
}

/** Plain spaces for the no-break ones French puts inside and before amounts. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
/** Each place an amount is written the English way, with some words around it to say where. */
const englishAmounts = (text: string) => text.match(/.{0,30}\$\s?\d.{0,10}/g) ?? [];
const FRENCH_AMOUNT = /\d,\d{2} \$/;

async function textOf(locator: Locator): Promise<string> {
  return plain(await locator.innerText());
}

describe('money fields and the tip per technician', () => {
  const name = 'Tip Grouper';
  let code = '';
  let bookingId = '';
  let slot: ReturnType<typeof twoServicesSlot>;

  it('books one guest for two services with the same technician and starts it', async () => {
    slot = twoServicesSlot(await bookingsOn(api, TODAY), minuteOf('10:30'));
    await page.getByRole('button', { name: 'New booking' }).click();
    const dialog = page.getByRole('dialog', { name: 'New booking' });
    await dialog.getByLabel('Phone').fill('416 555 0788');
    await dialog.getByLabel('Customer name').fill(name);
    await pickOption(page, dialog.getByLabel('Start time'), slot.time);
    const section = dialog.getByRole('region', { name: name.toUpperCase() });
    await section.getByRole('button', { name: /^All services/ }).click();
    const picker = page.getByRole('dialog', { name: /^All services for/ });
    for (const service of slot.services) {
      await picker.getByLabel('Search services').fill(service.name);
      await picker.getByRole('button', { name: service.name, exact: true }).click();
    }
    await picker.getByRole('button', { name: 'Close' }).first().click();
    await picker.waitFor({ state: 'hidden' });
    for (const service of slot.services) await pickOption(page, section.getByLabel(`Technician for ${service.name}`), slot.tech.label);
    await dialog.getByRole('button', { name: 'Start', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect
      .poll(async () => {
        const day = await bookingsOn(api, TODAY);
        const booking = day.bookings.find((b) => b.customerName === name.toUpperCase());
        code = booking?.code ?? '';
        bookingId = booking?.id ?? '';
        return day.guests.find((g) => g.bookingId === booking?.id)?.status;
      }, { timeout: 30_000 })
      .toBe('Processing');
  });

  it('shows a received amount with two decimals once the field is left, and the technician once in the tip distribution', async () => {
    await cardMenu(page, name, 'Payment');
    const dialog = page.getByRole('dialog', { name: `Payment of booking ${code}` });
    const received = dialog.getByLabel('Received by Cash');
    await expect.poll(async () => dialog.getByTestId('amount-due').textContent()).toMatch(/\d/);
    // Typed key by key as a cashier does: no zeros appear under the cursor while typing.
    await received.fill('');
    await received.pressSequentially('146.9');
    expect(await received.inputValue()).toBe('$146.9');
    await received.press('Tab');
    await expect.poll(() => received.inputValue()).toBe('$146.90');

    const due = centsOf(await dialog.getByTestId('amount-due').textContent());
    await received.fill((due / 100).toFixed(2));
    await dialog.getByLabel('Tip', { exact: true }).fill('20.01');
    const grid = dialog.getByRole('table', { name: 'Tip distribution' });
    await grid.waitFor();
    // One row for the technician, both services under the name.
    await expect.poll(() => grid.getByRole('row').count()).toBe(2);
    expect(await grid.getByText(slot.tech.name, { exact: true }).count()).toBe(1);
    for (const service of slot.services) await grid.getByText(service.name, { exact: true }).waitFor();
    await expect.poll(() => dialog.getByLabel(`Tip value for ${slot.tech.name}`).inputValue()).toBe('$20.01');
    await expect.poll(async () => dialog.getByTestId('change-due').textContent()).toBe('$0.00');
    await dialog.getByRole('button', { name: 'Finish payment' }).click();
    await afterPayment(page, dialog);
  });

  it('saves the tip per service on the server, the share split by price to the cent', async () => {
    await expect.poll(async () => (await serverBills(api, bookingId))[0]?.tip?.value ?? 0, { timeout: 30_000 }).toBe(2001);
    const [bill] = await serverBills(api, bookingId);
    const rows = bill!.tip!.technicianTips;
    expect(rows.map((r) => r.segmentName).sort()).toEqual(slot.services.map((s) => s.name).sort());
    expect(new Set(rows.map((r) => r.technicianId))).toEqual(new Set([slot.tech.id]));
    expect(rows.reduce((sum, r) => sum + r.value, 0)).toBe(2001);
    const [a, b] = slot.services;
    const first = rows.find((r) => r.segmentName === a.name)!.value;
    // Largest remainder: each row within a cent of its price's part of the share.
    expect(Math.abs(first - (2001 * a.price) / (a.price + b.price))).toBeLessThan(1);
    // Finish payment left the cashier on the board, with no window open.
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it("the bill detail's tip line names the technician once, with their whole share", async () => {
    await cardMenu(page, name, 'Payment detail');
    const detail = page.getByRole('dialog', { name: `Payment detail of booking ${code}` });
    const tip = detail.getByTestId('bill-tip');
    await tip.waitFor();
    const text = (await tip.textContent()) ?? '';
    expect(text.split(slot.tech.name).length - 1).toBe(1);
    expect(text).toContain(`${slot.tech.name} $20.01`);
    await detail.getByRole('button', { name: 'Close' }).last().click();
    await detail.waitFor({ state: 'hidden' });
  });
});

describe('French-Canadian amounts throughout', () => {
  let plateau: ServerDay;

  it('switches to the Plateau Montréal branch, in French', async () => {
    await page.getByRole('button', { name: 'Switch branch' }).click();
    await page.getByRole('menuitem', { name: /Plateau Montréal/ }).click();
    await page.getByRole('dialog', { name: 'Switch branch?' }).getByRole('button', { name: 'Switch', exact: true }).click();
    await page.getByRole('button', { name: 'Changer de succursale' }).getByText('Plateau Montréal').waitFor();
    const me = await page.evaluate(async (path) => ((await (await fetch(path)).json()) as Envelope<CheckLoginResult>).result, ApiPath.CHECK_LOGIN);
    plateau = await bookingsOn({ ...api, branchId: me.branch!.id }, TODAY);
  });

  it("the board's day statistic reads 20,00 $", async () => {
    await page.getByRole('button', { name: 'Statistiques du jour' }).click();
    const stats = page.getByRole('dialog').filter({ hasText: 'Revenus prévus' });
    await stats.waitFor();
    const text = await textOf(stats);
    expect(englishAmounts(text)).toEqual([]);
    expect(text).toMatch(FRENCH_AMOUNT);
    await page.keyboard.press('Escape');
    expect(englishAmounts(await textOf(page.locator('body')))).toEqual([]);
  });

  it('the payment form reads 20,00 $, in its fields too', async () => {
    const guest = plateau.guests.find((g) => g.status === 'Processing')!;
    const booking = plateau.bookings.find((b) => b.id === guest.bookingId)!;
    await cardOf(page, booking.customerName).click({ button: 'right' });
    await page.getByRole('menuitem', { name: /^Paiement( pour tous les invités)?$/ }).first().click();
    const dialog = page.getByRole('dialog', { name: `Paiement de la réservation ${booking.code}` });
    await expect.poll(async () => plain((await dialog.getByTestId('amount-due').textContent()) ?? '')).toMatch(/^\d[\d ]*,\d{2} \$$/);
    const text = await textOf(dialog);
    expect(englishAmounts(text)).toEqual([]);
    expect(text).toMatch(FRENCH_AMOUNT);
    const received = dialog.getByLabel(/^Reçu par /).first();
    await expect.poll(async () => plain(await received.inputValue())).toMatch(/^\d[\d ]*,\d{2} \$$/);
    await received.fill('146,9');
    await received.press('Tab');
    await expect.poll(async () => plain(await received.inputValue())).toBe('146,90 $');
    await dialog.getByRole('button', { name: 'Fermer' }).last().click();
    const leave = page.getByRole('dialog').filter({ hasText: /modifications/i });
    if ((await leave.count()) > 0) await leave.getByRole('button').last().click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('the bill detail reads 20,00 $', async () => {
    const guest = plateau.guests.find((g) => g.status === 'Completed' && g.billId)!;
    const booking = plateau.bookings.find((b) => b.id === guest.bookingId)!;
    await cardMenu(page, booking.customerName, 'Détail du paiement');
    const detail = page.getByRole('dialog', { name: `Détail du paiement de la réservation ${booking.code}` });
    await detail.getByRole('table', { name: 'Montants de la facture' }).waitFor();
    const text = await textOf(detail);
    expect(englishAmounts(text)).toEqual([]);
    expect(text).toMatch(FRENCH_AMOUNT);
    await detail.getByRole('button', { name: 'Fermer' }).last().click();
  });
});
