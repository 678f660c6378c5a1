import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Page } from '../../../src/domain/admin/list';
import type { SavedId } from '../../../src/domain/catalogue/contract';
import { CampaignPath, type CampaignCount, type CampaignDetail, type CampaignRow } from '../../../src/domain/campaign/contract';
import type { CampaignValues } from '../../../src/domain/campaign/campaign-form';
import { buildApp } from '../../../src/server/app';
import { sendDueCampaigns } from '../../../src/server/campaigns/campaignSend';
import { sendDueNotifications } from '../../../src/server/notifications/notificationWorker';
import { logProvider } from '../../../src/server/notifications/providers';
import type { CampaignSent } from '../../../src/server/campaigns/campaignRoutes';
import { body, setupTestEnv, signIn, userIdByName, type SignedIn, type TestEnv } from '../helpers';
import { billingWorld, getJson, postJson, refusedWithoutWrites } from '../billingFixtures';
import { BIG_SPENDER_LINE, campaignForm, customerWith, grantManagerCampaigns, type TestCustomer } from './campaignFixtures';

type Refusal = { success: false; code: string; message: string; fields?: Record<string, string> };

describe('SMS campaigns: audience, send now, schedule, cancel, exactly once', () => {
  let env: TestEnv;
  let admin: SignedIn;
  let manager: SignedIn;
  let fd: SignedIn;
  let lotus: SignedIn;
  let downtown: string;
  let plateau: string;
  let inAudience: TestCustomer[];
  let refusesSms: TestCustomer;

  beforeAll(async () => {
    env = await setupTestEnv();
    await grantManagerCampaigns(env.db);
    [admin, manager, fd, lotus] = [await signIn(env.app, 'admin'), await signIn(env.app, 'manager'), await signIn(env.app, 'frontdesk'), await signIn(env.app, 'lotus')];
    ({ downtown, plateau } = await billingWorld(env.db));
    const userId = await userIdByName(env.db, 'manager');
    const at = (n: number, more: Partial<Parameters<typeof customerWith>[1]> = {}) => customerWith(env.db, { branchId: downtown, n, userId, ...more });
    inAudience = [
      await at(1, { spentCents: 900_000 }),
      await at(6, { spentCents: 950_000, lastBooking: new Date('2026-11-10T15:00:00Z') }),
      await at(7, { spentCents: 950_000 }),
    ];
    refusesSms = await at(2, { spentCents: 1_000_000, receiveSms: false });
    await at(3, { spentCents: 900_000, active: false });
    await at(4, { spentCents: 900_000, phone: '123' });
    // Below the line: its cancelled bill of $50,000 counts for nothing.
    await at(5, { spentCents: 700_000 });
  });
  afterAll(async () => {
    await env.close();
  });

  const count = async (query: string, who: SignedIn = manager) => body<CampaignCount>(await getJson(env, who, `${CampaignPath.COUNT}?branchId=${downtown}${query}`)).result.recipients;
  const created = async (values: CampaignValues, who: SignedIn = manager, branchId = downtown) => {
    const res = await postJson(env, who, CampaignPath.CREATE, { ...values, branchId });
    expect(res.statusCode, res.body).toBe(200);
    return body<SavedId>(res).result.id;
  };
  const send = (id: string, who: SignedIn = manager, app: FastifyInstance = env.app) => app.inject({ method: 'POST', url: `${CampaignPath.SEND}?id=${id}`, headers: who.headers, payload: {} });
  const detail = async (id: string) => body<CampaignDetail>(await getJson(env, manager, `${CampaignPath.DETAIL}/${id}`)).result;
  const outbox = (id: string) =>
    env.db.query<{ recipient: string; body: string; status: string }>(`SELECT recipient, body, status FROM notification WHERE entity_type = 'SMS_CAMPAIGN' AND entity_id = $1 ORDER BY recipient`, [id]);
  const refusal = (res: { statusCode: number; json: <T>() => T }) => ({ status: res.statusCode, ...res.json<Refusal>() });
  const audiencePhones = () => inAudience.map((c) => c.phone).sort();

  it('counts active customers with a valid phone who accept SMS, spent more than the line (paid bills only), booked after the date', async () => {
    expect(await count(`&amountAbove=${BIG_SPENDER_LINE}`)).toBe(3);
    expect(await count(`&amountAbove=${BIG_SPENDER_LINE}&lastBookingAfter=2026-11-01`)).toBe(1);
    // Strictly after: the booking of the 10th (Toronto) does not count as after the 10th.
    expect(await count(`&amountAbove=${BIG_SPENDER_LINE}&lastBookingAfter=2026-11-10`)).toBe(0);
    expect(await count(`&amountAbove=${950_000}`)).toBe(0);
    expect(await count(`&amountAbove=${949_999}`)).toBe(2);
    expect((await getJson(env, manager, `${CampaignPath.COUNT}?branchId=${downtown}&amountAbove=-1`)).statusCode).toBe(400);
    expect((await getJson(env, manager, `${CampaignPath.COUNT}?branchId=${plateau}`)).statusCode).toBe(403);
  });

  it('sends now: one SMS per recipient with the names filled in, none to who refuses SMS; the detail shows each result', async () => {
    const id = await created(campaignForm());
    expect((await detail(id)).status).toBe('DRAFT');
    const res = await send(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(body<CampaignSent>(res).result).toEqual({ status: 'SENDING', recipients: 3 });
    const messages = await outbox(id);
    expect(messages.map((m) => m.recipient)).toEqual(audiencePhones());
    expect(messages.map((m) => m.recipient)).not.toContain(refusesSms.phone);
    expect(messages[0]?.body).toMatch(/^Hi CAMPAIGN CLIENT \d, 20% off at Downtown Toronto this week!$/);
    let d = await detail(id);
    expect(d).toMatchObject({ status: 'SENDING', recipients: 3, pending: 3, sent: 0 });
    expect(d.recipientsList.map((r) => r.status)).toEqual(['PENDING', 'PENDING', 'PENDING']);
    const log = logProvider({ info: () => undefined });
    await sendDueNotifications({ db: env.db, now: env.clock.now, providers: { EMAIL: log, SMS: log } });
    d = await detail(id);
    expect(d).toMatchObject({ status: 'SENT', recipients: 3, sent: 3, failed: 0, pending: 0 });
    const list = body<Page<CampaignRow>>(await getJson(env, manager, `${CampaignPath.LIST}?branchId=${downtown}&status=SENT`)).result;
    expect(list.items.map((r) => r.id)).toContain(id);
    // Sent once: again is refused, and nothing more is queued.
    expect(refusal(await send(id))).toMatchObject({ status: 409, code: 'CAMPAIGN_STATUS' });
    expect((await outbox(id)).length).toBe(3);
  });

  it('refuses bad input, another branch, another tenant and a past time, writing nothing', async () => {
    const bad = async (values: CampaignValues, field: string) => {
      const r = await refusedWithoutWrites(env.db, () => postJson(env, manager, CampaignPath.CREATE, { ...values, branchId: downtown }));
      expect(r, field).toMatchObject({ status: 400, fields: { [field]: expect.any(String) } });
    };
    await bad(campaignForm({ message: '  ' }), 'message');
    await bad(campaignForm({ message: 'Hi {firstName}' }), 'message');
    await bad(campaignForm({ message: 'x'.repeat(481) }), 'message');
    await bad(campaignForm({ name: '' }), 'name');
    await bad(campaignForm({ lastBookingAfter: '2026-02-30' }), 'lastBookingAfter');
    await bad(campaignForm({ sendMode: 'SCHEDULED', scheduledAt: '' }), 'scheduledAt');
    // 09:59 in Toronto is a minute before the test clock.
    await bad(campaignForm({ sendMode: 'SCHEDULED', scheduledAt: '2026-11-20 09:59' }), 'scheduledAt');
    const before = (await env.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM sms_campaign`)).n;
    expect(refusal(await postJson(env, manager, CampaignPath.CREATE, { ...campaignForm(), branchId: plateau }))).toMatchObject({ status: 403, code: 'BRANCH_NOT_AUTHORISED' });
    const id = await created(campaignForm());
    expect((await getJson(env, lotus, `${CampaignPath.DETAIL}/${id}`)).statusCode).not.toBe(200);
    expect((await send(id, lotus)).statusCode).not.toBe(200);
    expect((await postJson(env, lotus, CampaignPath.UPDATE, { ...campaignForm({ name: 'Stolen' }), id })).statusCode).not.toBe(200);
    expect((await postJson(env, lotus, `${CampaignPath.DELETE}?id=${id}`, {})).statusCode).not.toBe(200);
    expect((await detail(id)).name).toBe('Winter offer');
    expect((await env.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM sms_campaign`)).n).toBe(before + 1);
    // Nobody matches: refused, still a draft.
    const empty = await created(campaignForm({ amountAbove: 99_000_000 }));
    expect(refusal(await send(empty))).toMatchObject({ status: 422, code: 'CAMPAIGN_NO_RECIPIENTS' });
    expect((await detail(empty)).status).toBe('DRAFT');
  });

  it('checks the rights: the front desk has no campaigns, the owner has them in every branch', async () => {
    expect((await getJson(env, fd, `${CampaignPath.LIST}?branchId=${downtown}`)).statusCode).toBe(403);
    expect((await postJson(env, fd, CampaignPath.CREATE, { ...campaignForm(), branchId: downtown })).statusCode).toBe(403);
    await created(campaignForm(), admin, plateau);
  });

  it('edits a draft only; schedules at a future branch time, cancels it, deletes it', async () => {
    const id = await created(campaignForm({ sendMode: 'SCHEDULED', scheduledAt: '2026-11-21 09:30' }));
    const edited = await postJson(env, manager, CampaignPath.UPDATE, { ...campaignForm({ name: 'Weekend offer', sendMode: 'SCHEDULED', scheduledAt: '2026-11-21 10:00' }), id });
    expect(edited.statusCode, edited.body).toBe(200);
    const res = await send(id);
    expect(body<CampaignSent>(res).result).toEqual({ status: 'SCHEDULED', recipients: 3 });
    const d = await detail(id);
    // 10:00 in Toronto (EST) is 15:00 UTC.
    expect(d).toMatchObject({ name: 'Weekend offer', status: 'SCHEDULED', scheduledAt: '2026-11-21 10:00', time: '2026-11-21T15:00:00.000Z', recipients: 0 });
    expect(refusal(await postJson(env, manager, CampaignPath.UPDATE, { ...campaignForm(), id }))).toMatchObject({ status: 409, code: 'CAMPAIGN_STATUS' });
    expect(refusal(await postJson(env, manager, `${CampaignPath.DELETE}?id=${id}`, {}))).toMatchObject({ status: 409 });
    expect((await postJson(env, manager, `${CampaignPath.CANCEL}?id=${id}`, {})).statusCode).toBe(200);
    expect((await detail(id)).status).toBe('CANCELLED');
    expect(refusal(await postJson(env, manager, `${CampaignPath.CANCEL}?id=${id}`, {}))).toMatchObject({ status: 409, code: 'CAMPAIGN_STATUS' });
    expect(await sendDueCampaigns({ db: env.db, now: () => new Date('2026-11-22T00:00:00Z') })).toEqual({ sent: 0, cancelled: 0 });
    expect((await postJson(env, manager, `${CampaignPath.DELETE}?id=${id}`, {})).statusCode).toBe(200);
    expect((await getJson(env, manager, `${CampaignPath.DETAIL}/${id}`)).statusCode).toBe(404);
    const logged = await env.db.query<{ action: string }>(`SELECT action FROM action_log WHERE entity_type = 'SMS_CAMPAIGN' AND entity_id = $1`, [id]);
    expect(logged.map((l) => l.action).sort()).toEqual(['cancel', 'change status', 'create', 'delete', 'update']);
  });

  it('a scheduled campaign goes out when its time comes, without a customer who opted out meanwhile', async () => {
    const id = await created(campaignForm({ sendMode: 'SCHEDULED', scheduledAt: '2026-11-20 12:00' }));
    expect((await send(id)).statusCode).toBe(200);
    const optsOut = inAudience[0];
    if (!optsOut) throw new Error('no customer');
    await env.db.query(`UPDATE customer SET receive_sms = false WHERE id = $1`, [optsOut.id]);
    try {
      expect(await sendDueCampaigns({ db: env.db, now: () => new Date('2026-11-20T16:59:00Z') })).toEqual({ sent: 0, cancelled: 0 });
      expect(await sendDueCampaigns({ db: env.db, now: () => new Date('2026-11-20T17:00:00Z') })).toEqual({ sent: 1, cancelled: 0 });
      const phones = (await outbox(id)).map((m) => m.recipient);
      expect(phones).toEqual(audiencePhones().filter((p) => p !== optsOut.phone));
      expect((await detail(id)).status).toBe('SENDING');
    } finally {
      await env.db.query(`UPDATE customer SET receive_sms = true WHERE id = $1`, [optsOut.id]);
    }
  });

  it('exactly once across two server processes: two apps send the same campaign at once, two timers take the same due one', async () => {
    const second = await buildApp({ db: env.db, now: env.clock.now });
    try {
      const id = await created(campaignForm());
      const answers = await Promise.all([send(id, manager, env.app), send(id, manager, second)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      expect((await outbox(id)).map((m) => m.recipient)).toEqual(audiencePhones());

      const due = await created(campaignForm({ sendMode: 'SCHEDULED', scheduledAt: '2026-11-20 13:00' }));
      expect((await send(due)).statusCode).toBe(200);
      const at = () => new Date('2026-11-20T18:00:00Z');
      const rounds = await Promise.all([sendDueCampaigns({ db: env.db, now: at }), sendDueCampaigns({ db: env.db, now: at })]);
      expect(rounds.reduce((n, r) => n + r.sent, 0)).toBe(1);
      expect((await outbox(due)).map((m) => m.recipient)).toEqual(audiencePhones());
      const unique = await env.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM sms_campaign_recipient WHERE campaign_id = $1`, [due]);
      expect(unique.n).toBe(3);
    } finally {
      await second.close();
    }
  });
});
