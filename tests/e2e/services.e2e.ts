// The services screen as a salon manager uses it: a new group and two services, their order
// set by dragging (a mouse on the tablet, a held finger on a phone), and the booking form's
// picker offering them in that order; a deactivated service is no longer offered.
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { newContext, signIn } from './browser';
import { apiSignIn } from './api';
import { useSuite } from './suite';
import { expectFailures } from './unexpected-failures';
import { centreOf, dragTo, pickOption } from './scheduler-helpers';
import { buttonsOffScreen, pageOverflow } from './layout-checks';
import { EMPTY_SERVICE_VALUES } from '../../src/domain/catalogue/service';
import { ServicePath, type OrderGroup } from '../../src/domain/catalogue/service-contract';

const suite = useSuite();

const GROUP = 'Henna studio';
const BROWS = 'Henna brows';
const LASHES = 'Henna lashes';

let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  context = await newContext(suite.browser, suite.server.baseURL);
  page = await context.newPage();
  await signIn(page, 'admin');
  await page.waitForURL(/\/appointment/);
});

async function rowAction(name: string, item: string): Promise<void> {
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

async function createService(values: { code: string; name: string; price: string; duration: string; cleaning: string }): Promise<void> {
  await page.getByRole('button', { name: 'Create service' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create service' });
  await dialog.getByLabel(/^Code/).fill(values.code);
  await dialog.getByLabel(/^Name/).fill(values.name);
  await pickOption(page, dialog.getByLabel(/^Group/), GROUP);
  await dialog.getByLabel(/^Price/).fill(values.price);
  await dialog.getByLabel(/^Duration/).fill(values.duration);
  await dialog.getByLabel(/^Cleaning/).fill(values.cleaning);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** The names in a sortable list, top to bottom. */
const namesIn = (list: Locator) => list.getByRole('listitem').evaluateAll((items) => items.map((li) => li.getAttribute('aria-label')));

/** Drags an item of a sortable list by its handle onto another's place, with the mouse, once the list takes moves again (not while the last one is on its way). */
async function mouseMove(list: Locator, moving: string, onto: string): Promise<void> {
  const handle = list.getByRole('button', { name: `Move ${moving}` });
  await expect.poll(() => handle.isEnabled()).toBe(true);
  await dragTo(page, await centreOf(handle), await centreOf(list.getByRole('button', { name: `Move ${onto}` })));
}

/** The services the booking form's picker offers under the group, in its order. */
async function pickerOffers(p: Page, options: { byMenu?: boolean } = {}): Promise<string[]> {
  if (options.byMenu) await p.getByRole('navigation', { name: 'Side menu' }).getByRole('link', { name: /Appointment/ }).click();
  else await p.goto('/appointment');
  await p.getByRole('button', { name: 'New booking' }).click();
  const dialog = p.getByRole('dialog', { name: 'New booking' });
  await dialog.getByLabel('Phone').fill('416 555 0931');
  await dialog.getByLabel('Customer name').fill('Hana Henna');
  await dialog.getByRole('region', { name: 'HANA HENNA' }).getByRole('button', { name: /^All services/ }).click();
  const picker = p.getByRole('dialog', { name: /^All services for/ });
  await picker.getByLabel('Search services').fill('Henna');
  await picker.getByRole('button', { name: new RegExp(`^${GROUP}`) }).waitFor();
  const names = await picker.getByRole('listitem').evaluateAll((items) => items.map((li) => li.querySelector('button')?.getAttribute('aria-label') ?? ''));
  await picker.getByRole('button', { name: 'Close' }).first().click();
  await picker.waitFor({ state: 'hidden' });
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  return names;
}

describe('the services screen', () => {
  it('opens from the side menu and lists the branch’s services', async () => {
    await page.getByRole('navigation', { name: 'Side menu' }).getByText('Catalogue').click();
    await page.getByRole('navigation', { name: 'Side menu' }).getByRole('link', { name: /Services/ }).click();
    await page.waitForURL(/\/service$/);
    await page.getByRole('table', { name: 'Services' }).getByRole('row').nth(1).waitFor();
  });

  it('creates a group and two services in it', async () => {
    await page.getByRole('tab', { name: 'Service groups' }).click();
    await page.getByRole('button', { name: 'Create service group' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create service group' });
    await dialog.getByLabel(/^Name/).fill(GROUP);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('table', { name: 'Service groups' }).getByRole('cell', { name: GROUP, exact: true }).waitFor();

    await page.getByRole('tab', { name: 'Services' }).click();
    await createService({ code: 'henna-1', name: BROWS, price: '25', duration: '30', cleaning: '5' });
    await createService({ code: 'henna-2', name: LASHES, price: '18.5', duration: '15', cleaning: '0' });
    // A code is unique in the branch: only the server knows it is taken, and says so.
    expectFailures(page, [{ url: /\/api\/service\/create$/, status: 409 }]);
    await page.getByRole('button', { name: 'Create service' }).click();
    const again = page.getByRole('dialog', { name: 'Create service' });
    await again.getByLabel(/^Code/).fill('HENNA-1');
    await again.getByLabel(/^Name/).fill('Another henna');
    await again.getByLabel(/^Price/).fill('10');
    await again.getByRole('button', { name: 'Save' }).click();
    await again.getByRole('alert').getByText('Code already exists').waitFor();
    await again.getByRole('button', { name: 'Cancel' }).click();
    await again.waitFor({ state: 'hidden' });

    await page.getByLabel('Search services').fill('henna');
    const table = page.getByRole('table', { name: 'Services' });
    await table.getByRole('cell', { name: 'HENNA-2', exact: true }).waitFor();
    await table.getByRole('cell', { name: '$18.50', exact: true }).waitFor();
    await table.getByRole('cell', { name: '$25.00', exact: true }).waitFor();
  });

  it('puts the lashes first by dragging it with the mouse, and the group at the top', async () => {
    await page.getByRole('tab', { name: 'Display order' }).click();
    const groups = page.getByRole('list', { name: 'Order of service groups' });
    await groups.getByText(GROUP, { exact: true }).click();
    const services = page.getByRole('list', { name: `Order of services in ${GROUP}` });
    await expect.poll(() => namesIn(services)).toEqual([BROWS, LASHES]);
    await mouseMove(services, LASHES, BROWS);
    await expect.poll(() => namesIn(services)).toEqual([LASHES, BROWS]);

    const first = (await namesIn(groups))[0]!;
    await mouseMove(groups, GROUP, first);
    await expect.poll(async () => (await namesIn(groups))[0]).toBe(GROUP);
    // Kept by the server: read again, the order stays.
    await page.reload();
    await page.getByRole('tab', { name: 'Display order' }).click();
    await expect.poll(async () => (await namesIn(page.getByRole('list', { name: 'Order of service groups' })))[0]).toBe(GROUP);
    await expect.poll(() => namesIn(page.getByRole('list', { name: `Order of services in ${GROUP}` }))).toEqual([LASHES, BROWS]);
  });

  it('the booking form’s picker offers them in that order', async () => {
    expect(await pickerOffers(page)).toEqual([LASHES, BROWS]);
  });

  it('on a phone, a held finger drags the brows back on top', async () => {
    const phone = await newContext(suite.browser, suite.server.baseURL, { viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true });
    const p = await phone.newPage();
    await signIn(p, 'admin');
    await p.goto('/service');
    // The list and its windows fit the phone: the form is a full-screen sheet with its buttons in reach.
    await p.getByRole('table', { name: 'Services' }).getByRole('row').nth(1).waitFor();
    expect(await pageOverflow(p)).toBeLessThanOrEqual(0);
    await p.getByRole('button', { name: 'Create service' }).tap();
    const form = p.getByRole('dialog', { name: 'Create service' });
    await form.getByLabel(/^Code/).waitFor();
    await expect.poll(() => buttonsOffScreen(form)).toEqual([]);
    await form.getByRole('button', { name: 'Cancel' }).tap();
    await form.waitFor({ state: 'hidden' });
    await p.getByRole('tab', { name: 'Display order' }).tap();
    await p.getByRole('list', { name: 'Order of service groups' }).getByText(GROUP, { exact: true }).tap();
    const services = p.getByRole('list', { name: `Order of services in ${GROUP}` });
    await expect.poll(() => namesIn(services)).toEqual([LASHES, BROWS]);
    expect(await pageOverflow(p)).toBeLessThanOrEqual(0);

    const from = await centreOf(services.getByRole('button', { name: `Move ${BROWS}` }));
    const to = await centreOf(services.getByRole('button', { name: `Move ${LASHES}` }));
    const cdp = await phone.newCDPSession(p);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', at: { x: number; y: number } | null) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: at ? [{ x: at.x, y: at.y, id: 1 }] : [] });
    await touch('touchStart', from);
    // Held past the 180 ms that tells a drag from a scroll.
    await p.waitForTimeout(300);
    const steps = 10;
    for (let i = 1; i <= steps; i++) {
      await touch('touchMove', { x: from.x, y: from.y + ((to.y - from.y) * i) / steps - (i === steps ? 2 : 0) });
      await p.waitForTimeout(16);
    }
    await touch('touchEnd', null);
    await cdp.detach();
    await expect.poll(() => namesIn(services)).toEqual([BROWS, LASHES]);
    await phone.close();
    // Another tablet's booking form has it too.
    expect(await pickerOffers(page)).toEqual([BROWS, LASHES]);
  }, 120_000);

  it('a deactivated service is gone from the picker', async () => {
    await page.goto('/service');
    await page.getByLabel('Search services').fill('henna');
    await rowAction('HENNA-2', 'Deactivate');
    await page.getByRole('dialog', { name: `Deactivate ${LASHES}?` }).getByRole('button', { name: 'Deactivate' }).click();
    await page.getByRole('table', { name: 'Services' }).getByRole('row', { name: /HENNA-2/ }).getByText('Inactive').waitFor();
    expect(await pickerOffers(page)).toEqual([BROWS]);
  });

  it('a move made on an order another tablet has changed is refused, and the list goes back to the server’s', async () => {
    // Another tablet adds a service to the group while this one shows the order: the server refuses the stale order.
    expectFailures(page, [{ url: /\/api\/service\/update-display-index$/, status: 409 }]);
    await page.goto('/service');
    await page.getByRole('tab', { name: 'Display order' }).click();
    await page.getByRole('list', { name: 'Order of service groups' }).getByText(GROUP, { exact: true }).click();
    const services = page.getByRole('list', { name: `Order of services in ${GROUP}` });
    await expect.poll(() => namesIn(services)).toEqual([BROWS, LASHES]);
    const api = await apiSignIn(suite.server.baseURL, 'admin');
    const order = await api.get<OrderGroup[]>(ServicePath.DISPLAY_ORDER, { branchId: api.branchId });
    const groupId = order.find((g) => g.name === GROUP)!.id;
    await api.post(ServicePath.CREATE, { ...EMPTY_SERVICE_VALUES, branchId: api.branchId, groupId, code: 'HENNA-3', name: 'Henna touch-up', price: 1000 });

    await mouseMove(services, LASHES, BROWS);
    await page.getByText('Update display index fail.').first().waitFor();
    await expect.poll(() => namesIn(services)).toEqual([BROWS, LASHES, 'Henna touch-up']);
  });

  it('offline, shows the last copy read-only with a notice, and the booking form still offers the services', async () => {
    await page.goto('/service');
    const table = page.getByRole('table', { name: 'Services' });
    await table.getByRole('row').nth(1).waitFor();
    await context.setOffline(true);
    try {
      await page.getByText(/Offline: showing this tablet's last copy, from .+\. It is read-only until the connection is back\./).waitFor();
      expect(await page.getByRole('button', { name: 'Create service' }).isDisabled()).toBe(true);
      await page.getByRole('tab', { name: 'Display order' }).click();
      await page.getByRole('list', { name: 'Order of service groups' }).getByText(GROUP, { exact: true }).click();
      const services = page.getByRole('list', { name: `Order of services in ${GROUP}` });
      await expect.poll(() => namesIn(services)).toEqual([BROWS, LASHES, 'Henna touch-up']);
      expect(await services.getByRole('button', { name: `Move ${BROWS}` }).isDisabled()).toBe(true);
      expect(await pickerOffers(page, { byMenu: true })).toEqual([BROWS, 'Henna touch-up']);
    } finally {
      await context.setOffline(false);
    }
  });
});
