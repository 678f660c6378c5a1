// A branch's taxes at the counter (issue 13), clicked as staff would: Plateau Montréal charges
// TPS and TVQ on their own lines (the screen in French), the server's bill agreeing to the cent
// and the printed bill giving both registration numbers; the branch form's Taxes tab changes what
// the next payment charges.
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { newContext, signIn, waitForServiceWorker } from './browser';
import { apiSignIn, type ApiSession } from './api';
import { useSuite } from './suite';
import { billsPrinted, finishPayment, recordBillPrints } from './billing-helpers';
import { BIG_VIEWPORT } from './scheduler-helpers';
import { ApiPath, type CheckLoginResult, type Envelope } from '../../src/domain/api';
import { BillPath } from '../../src/domain/bill/paths';
import type { BillDetail } from '../../src/domain/bill/types';
import { CartPath, type CartPage } from '../../src/domain/cart/contract';
import { PosPath, type TransactionsByDateResult } from '../../src/domain/pos';

const suite = useSuite();

let context: BrowserContext;
let page: Page;
let api: ApiSession;

beforeAll(async () => {
  context = await newContext(suite.browser, suite.server.baseURL, { viewport: BIG_VIEWPORT });
  await recordBillPrints(context);
  page = await context.newPage();
  await signIn(page, 'admin');
  await page.waitForURL(/\/appointment/);
  await waitForServiceWorker(page);
  api = await apiSignIn(suite.server.baseURL, 'admin');
});

/** Through the branch switcher, in English or in French (Plateau's language); nothing when already there. */
async function switchBranch(name: string): Promise<void> {
  const switcher = page.getByRole('button', { name: /^(Switch branch|Changer de succursale)$/ });
  if ((await switcher.textContent())?.includes(name)) return;
  await switcher.click();
  await page.getByRole('menuitem', { name: new RegExp(name) }).click();
  await page.getByRole('dialog', { name: /^(Switch branch\?|Changer de succursale \?)$/ }).getByRole('button', { name: /^(Switch|Changer)$/ }).click();
}

/** A money cell's cents, whichever way the screen writes money ($1,234.56 or 1 234,56 $). */
const cellCents = async (row: Locator): Promise<number> => Number(((await row.getByRole('cell').textContent()) ?? '').replace(/\D/g, ''));

type Words = { carts: string; newCart: string; cartForm: string; phone: string; customer: string; product: string; addProduct: string; saveAndPay: string; payment: RegExp; figures: string; finish: string };
const EN: Words = {
  carts: 'Carts', newCart: 'New cart', cartForm: 'Add to cart', phone: 'Phone', customer: 'Customer name', product: 'Product', addProduct: 'Add product',
  saveAndPay: 'Save and pay', payment: /^Payment of cart /, figures: 'Bill figures', finish: 'Finish payment',
};
const FR: Words = {
  carts: 'Paniers', newCart: 'Nouveau panier', cartForm: 'Ajouter au panier', phone: 'Téléphone', customer: 'Nom du client', product: 'Produit', addProduct: 'Ajouter le produit',
  saveAndPay: 'Enregistrer et payer', payment: /^Paiement du panier /, figures: 'Montants de la facture', finish: 'Terminer le paiement',
};

/** A cart of one product for a new customer, then Save and pay: answers the payment window. */
async function productCart(w: Words, customer: { phone: string; name: string }, product: string): Promise<Locator> {
  await page.getByRole('link', { name: w.carts }).first().click();
  await page.waitForURL(/\/cart/);
  await page.getByRole('button', { name: w.newCart }).click();
  const form = page.getByRole('dialog', { name: w.cartForm });
  await form.getByLabel(w.phone).fill(customer.phone);
  await form.getByLabel(w.customer).fill(customer.name);
  await form.getByLabel(w.product, { exact: true }).click();
  await page.getByRole('option', { name: new RegExp(`^${product} · `) }).click();
  await form.getByRole('button', { name: w.addProduct }).click();
  await form.getByRole('button', { name: w.saveAndPay }).click();
  return page.getByRole('dialog', { name: w.payment });
}

async function serverBillOfCart(branchId: string, name: string): Promise<BillDetail> {
  let billId: string | null = null;
  await expect
    .poll(
      async () => {
        const list = await api.get<CartPage>(CartPath.LIST, { branchId, query: name });
        billId = list.items.find((c) => c.customerName === name)?.billId ?? null;
        return billId;
      },
      { timeout: 30_000 },
    )
    .not.toBeNull();
  return api.get<BillDetail>(BillPath.PRINT_BILL_BY_ID, { billId: billId ?? '' });
}

describe('taxes at the counter', () => {
  it('Plateau Montréal: TPS and TVQ on their own lines add up to the tax, as on the server’s bill and the printed one', async () => {
    await switchBranch('Plateau Montréal');
    await page.getByRole('button', { name: 'Changer de succursale' }).getByText('Plateau Montréal').waitFor();
    const me = (await (await page.request.get(ApiPath.CHECK_LOGIN)).json() as Envelope<CheckLoginResult>).result;
    const plateau = me.branch?.id ?? '';

    // Repair shampoo, $24.00: TPS 5 % $1.20, TVQ 9.975 % $2.394 → $2.39, each rounded on its line.
    const payment = await productCart(FR, { phone: '514 555 0142', name: 'Client Taxes' }, 'Repair shampoo 250 ml');
    const figures = payment.getByRole('table', { name: FR.figures });
    const tps = figures.getByRole('row', { name: /^TPS \(5 %\)/ });
    const tvq = figures.getByRole('row', { name: /^TVQ \(9,975 %\)/ });
    await tvq.waitFor();
    expect([await cellCents(tps), await cellCents(tvq)]).toEqual([120, 239]);
    const subtotal = await cellCents(figures.getByRole('row', { name: /^Sous-total/ }));
    const total = await cellCents(figures.getByRole('row', { name: /^Total/ }));
    expect(subtotal + 120 + 239).toBe(total);
    // The registration numbers under the tax lines.
    await figures.getByText('N° TPS : 123456789 RT0001 · N° TVQ : 1234567890 TQ0001').waitFor();
    await payment.getByRole('button', { name: FR.finish }).click();
    await payment.waitFor({ state: 'hidden' });

    // Back on the cart list; the paid toast prints the bill.
    const paid = page.locator('.mantine-Notification-root').filter({ hasText: /^Facture \S+ payée\./ });
    await paid.getByRole('button', { name: 'Imprimer la facture' }).click();
    await expect.poll(() => billsPrinted(page).then((bills) => bills.length)).toBe(1);
    const paper = (await billsPrinted(page))[0] ?? '';
    for (const words of ['TPS (5 %)', 'TVQ (9,975 %)', 'N° TPS : 123456789 RT0001', 'N° TVQ : 1234567890 TQ0001']) expect(paper).toContain(words);

    const bill = await serverBillOfCart(plateau, 'CLIENT TAXES');
    expect(bill.taxLines.map((l) => [l.kind, l.rate, l.base, l.amount])).toEqual([['GST', 5, 2400, 120], ['QST', 9.975, 2400, 239]]);
    expect(bill.figures).toMatchObject({ subtotal: 2400, tax: 359, total });

    // The drawer: the day's TPS and TVQ on their own lines, as the server adds them up for the day
    // (seeded bills of the day included), the bill's $1.20 and $2.39 among them.
    const day = await api.post<TransactionsByDateResult>(PosPath.TRANSACTIONS_BY_DATE, { branchId: plateau, fromDate: bill.actionTime.slice(0, 10), checkoutIds: [] });
    const serverTax = (kind: string) => day.taxes.find((t) => t.kind === kind)?.amount ?? 0;
    expect(serverTax('GST')).toBeGreaterThanOrEqual(120);
    expect(serverTax('QST')).toBeGreaterThanOrEqual(239);
    // The paid toast lies over the header's Transactions button: the cashier dismisses it first.
    await paid.locator('.mantine-Notification-closeButton').click();
    await paid.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Transactions' }).click();
    const summary = page.getByRole('dialog', { name: 'Mouvements de caisse' }).getByRole('region', { name: 'Taxes perçues' });
    const drawerCents = async (label: RegExp) => Number(((await summary.getByText(label).locator('..').textContent()) ?? '').replace(/^.*%\)/, '').replace(/\D/g, ''));
    await expect.poll(() => drawerCents(/^TPS \(5 %\)$/), { timeout: 30_000 }).toBe(serverTax('GST'));
    expect(await drawerCents(/^TVQ \(9,975 %\)$/)).toBe(serverTax('QST'));
    await page.keyboard.press('Escape');
  });

  it('the branch form’s Taxes tab changes what the next payment charges', async () => {
    await switchBranch('Downtown Toronto');
    await page.getByRole('button', { name: 'Switch branch' }).getByText('Downtown Toronto').waitFor();

    await page.goto('/branch');
    await page.getByRole('tab', { name: 'Taxes' }).click();
    const tab = page.getByRole('tabpanel', { name: 'Taxes' });
    await tab.getByRole('group', { name: 'Tax 1. HST' }).waitFor();
    // Alberta's GST alone, with this salon's number.
    await tab.getByLabel('Fill from province').selectOption({ label: 'Alberta' });
    const gst = tab.getByRole('group', { name: 'Tax 1. GST' });
    await gst.getByLabel('Registration number').fill('555555555 RT0001');
    expect(await tab.getByRole('group', { name: /^Tax 2\./ }).count()).toBe(0);
    await tab.getByRole('button', { name: 'Save taxes' }).click();
    await page.getByText('Update success').first().waitFor();

    // Cuticle oil pen, $12.00: GST $0.60, no HST.
    const payment = await productCart(EN, { phone: '416 555 0143', name: 'Tax Changed' }, 'Cuticle oil pen');
    const figures = payment.getByRole('table', { name: EN.figures });
    const row = figures.getByRole('row', { name: /^GST \(5%\)/ });
    await row.waitFor();
    expect(await cellCents(row)).toBe(60);
    expect(await figures.getByRole('row', { name: /^HST/ }).count()).toBe(0);
    await finishPayment(page, payment);

    const bill = await serverBillOfCart(api.branchId, 'TAX CHANGED');
    expect(bill.taxLines).toEqual([{ kind: 'GST', name: '', rate: 5, registrationNumber: '555555555 RT0001', base: 1200, amount: 60 }]);
    expect(bill.figures).toMatchObject({ tax: 60, total: 1260 });
  });
});
