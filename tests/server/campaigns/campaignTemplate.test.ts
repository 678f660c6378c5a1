import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CampaignPath, type CampaignTemplate } from '../../../src/domain/campaign/contract';
import { CampaignRight } from '../../../src/domain/campaign/campaign-rights';
import { BUILT_IN_MESSAGES } from '../../../src/domain/notification/message-kinds';
import { TemplatePath } from '../../../src/domain/notification/template-contract';
import { body, setupTestEnv, signIn, type SignedIn, type TestEnv } from '../helpers';
import { billingWorld, getJson, postJson } from '../billingFixtures';
import { grantManagerCampaigns } from './campaignFixtures';

describe('SMS campaigns: the message starts from the branch’s SMS_CAMPAIGN template', () => {
  let env: TestEnv;
  // The owner (both Maple branches), Downtown's manager given campaigns, a front desk without them, another business.
  let admin: SignedIn, manager: SignedIn, fd: SignedIn, lotus: SignedIn;
  let [downtown, plateau] = ['', ''];

  beforeAll(async () => {
    env = await setupTestEnv();
    await grantManagerCampaigns(env.db);
    [admin, manager, fd, lotus] = [await signIn(env.app, 'admin'), await signIn(env.app, 'manager'), await signIn(env.app, 'frontdesk'), await signIn(env.app, 'lotus')];
    ({ downtown, plateau } = await billingWorld(env.db));
  });
  afterAll(async () => {
    await env.close();
  });

  const template = (branchId: string, who: SignedIn = admin) => getJson(env, who, `${CampaignPath.TEMPLATE}?branchId=${branchId}`);
  const words = async (branchId: string, who: SignedIn = admin) => {
    const res = await template(branchId, who);
    expect(res.statusCode, res.body).toBe(200);
    return body<CampaignTemplate>(res).result;
  };

  it('gives the built-in words in the branch language, placeholders unfilled, until the branch saves its own', async () => {
    expect(await words(downtown)).toEqual({ message: BUILT_IN_MESSAGES.SMS_CAMPAIGN.en.sms, language: 'en' });
    expect(await words(plateau)).toEqual({ message: BUILT_IN_MESSAGES.SMS_CAMPAIGN.fr.sms, language: 'fr' });
    expect((await words(downtown, manager)).message).toContain('{customerName}');
  });

  it('gives the French words saved for Plateau on /system/sms-template; Downtown keeps the built-in ones', async () => {
    const own = '{branchName} : {customerName}, -20 % sur les soins des mains cette semaine !';
    const saved = await postJson(env, admin, TemplatePath.SAVE, { branchId: plateau, kind: 'SMS_CAMPAIGN', channel: 'SMS', language: 'fr', subject: '', body: own, cc: '', bcc: '' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await words(plateau)).toEqual({ message: own, language: 'fr' });
    expect((await words(downtown)).message).toBe(BUILT_IN_MESSAGES.SMS_CAMPAIGN.en.sms);
    // Reset: the built-in French words again.
    expect((await postJson(env, admin, TemplatePath.RESET, { branchId: plateau, kind: 'SMS_CAMPAIGN', channel: 'SMS', language: 'fr' })).statusCode).toBe(200);
    expect((await words(plateau)).message).toBe(BUILT_IN_MESSAGES.SMS_CAMPAIGN.fr.sms);
  });

  it('refuses a branch not the caller’s, and another business’s', async () => {
    const refused = await template(plateau, manager);
    expect([refused.statusCode, body(refused).code]).toEqual([403, 'BRANCH_NOT_AUTHORISED']);
    expect((await template(downtown, lotus)).statusCode).not.toBe(200);
  });

  it('needs the right to create a campaign, not only to see them', async () => {
    expect((await template(downtown, fd)).statusCode).toBe(403);
    await env.db.query(`DELETE FROM role_right WHERE right_code = $1 AND role_id IN (SELECT id FROM role WHERE code = 'MANAGER')`, [CampaignRight.CREATE]);
    const again = await signIn(env.app, 'manager');
    expect((await getJson(env, again, `${CampaignPath.LIST}?branchId=${downtown}`)).statusCode).toBe(200);
    expect((await template(downtown, again)).statusCode).toBe(403);
  });

  it('keeps an SMS campaign template off the email screen: not listed, not saved', async () => {
    const email = await getJson(env, admin, `${TemplatePath.LIST}?branchId=${downtown}&channel=EMAIL`);
    expect(body<{ rows: { kind: string }[] }>(email).result.rows.some((r) => r.kind === 'SMS_CAMPAIGN')).toBe(false);
    const sms = await getJson(env, admin, `${TemplatePath.LIST}?branchId=${downtown}&channel=SMS`);
    expect(body<{ rows: { kind: string }[] }>(sms).result.rows.filter((r) => r.kind === 'SMS_CAMPAIGN')).toHaveLength(3);
    const refused = await postJson(env, admin, TemplatePath.SAVE, { branchId: downtown, kind: 'SMS_CAMPAIGN', channel: 'EMAIL', language: 'en', subject: 'News', body: 'Hi {customerName}', cc: '', bcc: '' });
    expect([refused.statusCode, body(refused).code]).toEqual([400, 'VALIDATION']);
    expect(await env.db.query(`SELECT 1 FROM message_template WHERE kind = 'SMS_CAMPAIGN'`)).toEqual([]);
  });
});
