// SMS campaigns end to end: the owner writes a campaign to the Downtown customers who spent
// more than $100, its message started from the branch's template, sees how many it reaches, sends it; the server queued one SMS to each of them
// who accepts SMS and none to who refuses; the detail lists the recipients; the list, the form
// and the detail fit a 768 px tablet and a 360 px phone.
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { newContext, signIn } from './browser';
import { apiSignIn, type ApiSession } from './api';
import { useSuite } from './suite';
import { buttonsOffScreen, pageOverflow } from './layout-checks';
import type { Page as ListPage } from '../../src/domain/admin/list';
import { CampaignPath, type CampaignCount, type CampaignDetail, type CampaignRow, type CampaignTemplate } from '../../src/domain/campaign/contract';
import { BUILT_IN_MESSAGES } from '../../src/domain/notification/message-kinds';
import { CustomerPath, type CustomerAdminDetail } from '../../src/domain/people/customer-contract';

const suite = useSuite();

const NAME = 'Winter thank-you';
const TABLET = { width: 768, height: 1024 };
const PHONE = { width: 360, height: 740 };

let api: ApiSession;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  api = await apiSignIn(suite.server.baseURL, 'admin');
  context = await newContext(suite.browser, suite.server.baseURL, { serviceWorker: false, viewport: TABLET });
  page = await context.newPage();
  await signIn(page, 'admin');
  await page.waitForURL(/\/appointment/);
});

describe('SMS campaigns', () => {
  it('sends a campaign to the customers who spent more than $100 and accept SMS, and lists them in its detail', async () => {
    // The demo's Downtown history: seven customers above $100, two of whom refuse SMS.
    const expected = (await api.get<CampaignCount>(CampaignPath.COUNT, { branchId: api.branchId, amountAbove: '10000' })).recipients;
    expect(expected).toBe(5);

    await page.goto('/sms-campaign');
    await page.getByRole('heading', { name: 'SMS campaigns', level: 1 }).waitFor();
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Create campaign' }).click();
    const form = page.getByRole('dialog', { name: 'Create campaign' });
    await form.getByLabel(/^Name/).fill(NAME);
    // Downtown saved no campaign template: the built-in English words, placeholders kept.
    const words = (await api.get<CampaignTemplate>(CampaignPath.TEMPLATE, { branchId: api.branchId })).message;
    expect(words).toBe(BUILT_IN_MESSAGES.SMS_CAMPAIGN.en.sms);
    await form.getByRole('button', { name: "Start from the branch's template" }).click();
    await expect.poll(() => form.getByLabel(/^Message/).inputValue()).toBe(words);
    await form.getByLabel('Booking amount above').fill('100');
    await form.getByRole('status').filter({ hasText: `This campaign will reach ${expected} customers` }).waitFor();
    expect(await buttonsOffScreen(form)).toEqual([]);
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'hidden' });

    const detail = page.getByRole('dialog', { name: 'Campaign detail' });
    await detail.getByText(`This campaign will reach ${expected} customers`).waitFor();
    await detail.getByRole('button', { name: 'Send now' }).click();
    await page.getByRole('dialog', { name: `Send campaign ${NAME} now?` }).getByRole('button', { name: 'Send' }).click();
    const recipients = detail.getByRole('table', { name: 'Recipients' });
    await expect.poll(() => recipients.locator('tbody tr').count()).toBe(expected);

    // The server's outbox: one SMS per recipient, each a customer who accepts SMS.
    const list = await api.get<ListPage<CampaignRow>>(CampaignPath.LIST, { branchId: api.branchId, query: NAME });
    const row = list.items.find((r) => r.name === NAME);
    if (!row) throw new Error('the campaign is not on the server');
    const sent = await api.get<CampaignDetail>(`${CampaignPath.DETAIL}/${row.id}`);
    expect(sent.recipients).toBe(expected);
    expect(sent.message).toBe(words);
    expect(new Set(sent.recipientsList.map((r) => r.customerId)).size).toBe(expected);
    for (const r of sent.recipientsList) {
      const customer = await api.get<CustomerAdminDetail>(`${CustomerPath.DETAIL}/${r.customerId}`);
      expect(customer.receiveSms, r.customerName).toBe(true);
    }

    // The detail and the list fit a phone.
    await page.setViewportSize(PHONE);
    expect(await buttonsOffScreen(detail)).toEqual([]);
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'hidden' });
    await page.getByRole('table', { name: 'SMS campaigns' }).getByText(NAME).waitFor();
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Create campaign' }).click();
    await form.getByLabel(/^Name/).waitFor();
    expect(await buttonsOffScreen(form)).toEqual([]);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    await page.keyboard.press('Escape');
    await form.waitFor({ state: 'hidden' });
    await page.setViewportSize(TABLET);
  });
});
