// Vouchers end to end (issue 15), clicked as staff would, in Plateau Montréal (French, its loyalty
// POINT_BASED): the owner sets its point-based loyalty rule on /system/loyalty and creates a 20 % voucher for one service on /voucher; a front-desk tablet
// that synced takes the payment of a booking with that service and another offline, with the
// voucher and loyalty money; back online the server's bill agrees to the cent with what the
// tablet showed. Then the owner exports two of the vouchers to CSV, and none is refused in words.
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { newContext, signIn, waitForServiceWorker } from './browser';
import { apiSignIn, type ApiSession } from './api';
import { useSuite } from './suite';
import { recordBillPrints, serverBills } from './billing-helpers';
import { BIG_VIEWPORT, bookingsOn, TODAY } from './scheduler-helpers';
import { buttonsOffScreen, pageOverflow } from './layout-checks';
import { ApiPath, type CheckLoginResult, type Envelope, type Guest } from '../../src/domain/api';
import { BillPath } from '../../src/domain/bill/paths';
import type { PaymentInfoResult } from '../../src/domain/bill/types';
import { LoyaltyPath, type LoyaltyRuleResult } from '../../src/domain/loyalty/contract';

const suite = useSuite();
const CODE = 'COUPE20';

let owner: Page;
let tablet: Page;
let tabletContext: BrowserContext;
let api: ApiSession;
let plateau: string;

/** Through the branch switcher to Plateau Montréal (its screens in French). */
async function toPlateau(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Switch branch' }).click();
  await page.getByRole('menuitem', { name: /Plateau Montréal/ }).click();
  await page.getByRole('dialog', { name: 'Switch branch?' }).getByRole('button', { name: 'Switch' }).click();
  await page.getByRole('button', { name: 'Changer de succursale' }).getByText('Plateau Montréal').waitFor();
  const me = ((await (await page.request.get(ApiPath.CHECK_LOGIN)).json()) as Envelope<CheckLoginResult>).result;
  return me.branch?.id ?? '';
}

/** Whether the tablet's stored payment options of the branch hold the voucher (what it checks codes against offline). */
function storedVoucher(page: Page, branchId: string, code: string): Promise<boolean> {
  return page.evaluate(
    ({ branchId, code }) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('front-desk');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('paymentOptions')) return resolve(false);
          const get = db.transaction('paymentOptions').objectStore('paymentOptions').get(branchId);
          get.onerror = () => resolve(false);
          get.onsuccess = () => {
            const stored = get.result as { vouchers?: { code: string }[] } | undefined;
            db.close();
            resolve(stored?.vouchers?.some((v) => v.code === code) ?? false);
          };
        };
      }),
    { branchId, code },
  );
}

/** A cell's cents, written the French way ("1 234,56 $"). */
const cents = async (row: Locator): Promise<number> => Number(((await row.getByRole('cell').last().textContent()) ?? '').replace(/\D/g, ''));

type Picked = { bookingId: string; code: string; customerName: string; guests: Guest[]; serviceId: string; serviceName: string; balance: number };

/** A seeded booking of today, checked in or in service, whose customer has loyalty money and whose guests have two services or more. */
async function bookingToPay(): Promise<Picked> {
  const day = await bookingsOn({ ...api, branchId: plateau }, TODAY);
  for (const booking of day.bookings) {
    if (!booking.customerId) continue;
    const guests = day.guests.filter((g) => g.bookingId === booking.id);
    if (guests.length === 0 || guests.some((g) => !['Processing', 'CheckIn'].includes(g.status) || g.billId !== null)) continue;
    const segments = guests.flatMap((g) => g.segments).filter((s) => s.serviceId && s.price > 0);
    const services = [...new Set(segments.map((s) => s.serviceId))];
    const first = segments[0];
    if (services.length < 2 || !first?.serviceId) continue;
    const info = await api.post<PaymentInfoResult>(BillPath.PAYMENT_INFO, { bookingId: booking.id, guestIds: guests.map((g) => g.id), cartIds: [] });
    const balance = info.loyalty?.amountMoney ?? 0;
    if (balance < 100) continue;
    return { bookingId: booking.id, code: booking.code, customerName: booking.customerName, guests, serviceId: first.serviceId, serviceName: first.serviceName, balance };
  }
  throw new Error('no seeded booking in service with loyalty money and two services at Plateau Montréal');
}

beforeAll(async () => {
  const ownerContext = await newContext(suite.browser, suite.server.baseURL, { viewport: BIG_VIEWPORT });
  owner = await ownerContext.newPage();
  await signIn(owner, 'admin');
  await owner.waitForURL(/\/appointment/);
  plateau = await toPlateau(owner);
  api = await apiSignIn(suite.server.baseURL, 'frontdesk');
});

describe('vouchers, set on /voucher and taken at the counter offline', () => {
  let paying: Picked;
  let shown: { total: number; subtotal: number };

  it('the owner sets Plateau\'s point-based loyalty rule: 10 % earned, at most $10.00 a bill, from today', async () => {
    await owner.goto('/system/loyalty');
    await owner.getByRole('heading', { name: 'Remise de fidélité' }).waitFor();
    await owner.getByLabel('Type de fidélité').selectOption('POINT_BASED');
    await owner.getByLabel('Points gagnés').fill('10');
    await owner.getByLabel('Plafond d’argent de fidélité par facture').fill('10');
    await owner.getByLabel('S’applique à partir du').fill(TODAY);
    await owner.getByRole('button', { name: 'Enregistrer' }).click();
    await owner.getByText('Mise à jour réussie').first().waitFor();
    const saved = (await (await owner.request.get(`${LoyaltyPath.RULE}?branchId=${plateau}`)).json()) as Envelope<LoyaltyRuleResult>;
    expect(saved.result).toMatchObject({ type: 'POINT_BASED', earnPercent: 10, limit: 1000, applyFrom: TODAY });
  });

  it('the owner creates a 20 % voucher for one service', async () => {
    paying = await bookingToPay();
    await owner.goto('/voucher');
    await owner.getByRole('button', { name: 'Créer un bon de réduction' }).click();
    const form = owner.getByRole('dialog', { name: 'Créer un bon de réduction' });
    await form.getByLabel(/^Code/).fill(CODE.toLowerCase());
    await form.getByRole('textbox', { name: /^Pourcentage/ }).fill('20');
    await form.getByLabel(/^Services/).click();
    await owner.getByRole('option', { name: new RegExp(`^${paying.serviceName} \\(`) }).first().click();
    await owner.keyboard.press('Escape');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await form.waitFor({ state: 'hidden' });
    await owner.getByRole('table', { name: 'Bons' }).getByText(CODE, { exact: true }).waitFor();
  });

  it('a front-desk tablet that synced takes the payment offline with the voucher and loyalty money; the server agrees to the cent', async () => {
    tabletContext = await newContext(suite.browser, suite.server.baseURL, { viewport: BIG_VIEWPORT });
    await recordBillPrints(tabletContext);
    tablet = await tabletContext.newPage();
    await signIn(tablet, 'frontdesk');
    await tablet.waitForURL(/\/appointment/);
    await waitForServiceWorker(tablet);
    await toPlateau(tablet);
    await expect.poll(() => storedVoucher(tablet, plateau, CODE), { timeout: 30_000 }).toBe(true);
    const card = tablet.getByRole('button', { name: new RegExp(`^${paying.customerName.toUpperCase()}, `) }).first();
    const title = `Paiement de la réservation ${paying.code}`;
    // The customer is checked in: the desk starts the service first.
    if (paying.guests.some((g) => g.status === 'CheckIn')) {
      await card.click({ button: 'right' });
      await tablet.getByRole('menuitem', { name: 'Commencer', exact: true }).click();
      const inService = async () => (await bookingsOn({ ...api, branchId: plateau }, TODAY)).guests.filter((g) => g.bookingId === paying.bookingId).every((g) => g.status === 'Processing');
      await expect.poll(inService, { timeout: 30_000 }).toBe(true);
    }
    const openPayment = async () => {
      await card.click({ button: 'right' });
      await tablet.getByRole('menuitem', { name: /^Paiement( pour tous les invités)?$/ }).first().click();
      return tablet.getByRole('dialog', { name: title });
    };
    // Opened once online, as the desk does when the customer walks up: it keeps their loyalty standing.
    const first = await openPayment();
    await first.getByLabel(/^Argent fidélité/).waitFor();
    await tablet.keyboard.press('Escape');
    await first.waitFor({ state: 'hidden' });

    await tabletContext.setOffline(true);
    const dialog = await openPayment();
    // Offline, an expired voucher still says why, from the tablet's stored vouchers.
    await dialog.getByLabel('Bon de réduction', { exact: true }).fill('VIEUX5');
    await dialog.getByRole('button', { name: 'Appliquer' }).click();
    await dialog.getByText('Ce bon a expiré.').waitFor();
    await dialog.getByLabel('Bon de réduction', { exact: true }).fill(CODE);
    await dialog.getByRole('button', { name: 'Appliquer' }).click();
    await dialog.getByText(new RegExp(`^${CODE} · `)).waitFor();
    // Whole dollars: the French screen reads "10.00" with its thousands separator. At most the
    // rule's new limit per bill, which the tablet took at its sync.
    const loyalty = Math.floor(Math.min(paying.balance, 1000) / 100) * 100;
    await dialog.getByLabel(/^Argent fidélité/).fill(String(loyalty / 100));
    const figures = dialog.getByRole('table', { name: 'Montants de la facture' });
    await figures.getByRole('row', { name: /^Bon de réduction/ }).waitFor();
    await figures.getByRole('row', { name: /^Fidélité/ }).waitFor();
    const serviceTotal = paying.guests.flatMap((g) => g.segments).filter((s) => s.serviceId === paying.serviceId).reduce((sum, s) => sum + s.price, 0);
    expect(await cents(figures.getByRole('row', { name: /^Bon de réduction/ }))).toBe(Math.round(serviceTotal * 0.2));
    shown = { total: await cents(figures.getByRole('row', { name: /^Total/ })), subtotal: await cents(figures.getByRole('row', { name: /^Sous-total/ })) };
    await dialog.getByRole('button', { name: 'Terminer le paiement' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await serverBills(api, paying.bookingId)).toEqual([]);

    await tabletContext.setOffline(false);
    await expect.poll(async () => (await serverBills(api, paying.bookingId)).length, { timeout: 60_000 }).toBe(1);
    const [bill] = await serverBills(api, paying.bookingId);
    expect(bill).toMatchObject({ status: 'PAID', voucherCode: CODE, loyaltyAmount: loyalty, figures: { subtotal: shown.subtotal, voucherDiscount: Math.round(serviceTotal * 0.2), total: shown.total } });
  });

  it('exports exactly the two vouchers selected to CSV, and asks for one when none is', async () => {
    await owner.goto('/voucher');
    const table = owner.getByRole('table', { name: 'Bons' });
    await table.getByText(CODE, { exact: true }).waitFor();
    await table.getByText('PRINTEMPS15', { exact: true }).waitFor();
    await owner.getByRole('checkbox', { name: `Sélectionner le bon de réduction ${CODE}` }).check();
    await owner.getByRole('checkbox', { name: 'Sélectionner le bon de réduction PRINTEMPS15' }).check();
    const [download] = await Promise.all([owner.waitForEvent('download'), owner.getByRole('button', { name: 'Exporter en CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('vouchers.csv');
    const text = await readFile(await download.path(), 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^"Code","Content"/);
    expect(lines.slice(1).map((l) => l.split(',')[0]).sort()).toEqual([`"${CODE}"`, '"PRINTEMPS15"']);
    expect(lines.slice(1).find((l) => l.startsWith(`"${CODE}"`))).toContain('"20%"');

    await owner.getByRole('checkbox', { name: `Sélectionner le bon de réduction ${CODE}` }).uncheck();
    await owner.getByRole('checkbox', { name: 'Sélectionner le bon de réduction PRINTEMPS15' }).uncheck();
    await owner.getByRole('button', { name: 'Exporter en CSV' }).click();
    await owner.getByText('Sélectionnez au moins 1 bon de réduction à exporter').waitFor();
  });

  it('the list and the form fit a 768 px tablet and a 360 px phone', async () => {
    for (const size of [{ width: 768, height: 1024 }, { width: 360, height: 740 }]) {
      await owner.setViewportSize(size);
      await owner.goto('/voucher');
      await owner.getByRole('table', { name: 'Bons' }).getByText(CODE, { exact: true }).waitFor();
      expect(await pageOverflow(owner)).toBeLessThanOrEqual(0);
      await owner.getByRole('button', { name: 'Créer un bon de réduction' }).click();
      const form = owner.getByRole('dialog', { name: 'Créer un bon de réduction' });
      await form.getByLabel(/^Code/).waitFor();
      expect(await buttonsOffScreen(form)).toEqual([]);
      await owner.keyboard.press('Escape');
      await form.waitFor({ state: 'hidden' });
    }
    await owner.setViewportSize(BIG_VIEWPORT);
  });
});
