import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CampaignPath, type CampaignCount } from '../../../src/domain/campaign/contract';
import { body, branchIdByName, setupTestEnv, signIn, type SignedIn, type TestEnv } from '../helpers';
import { getJson } from '../billingFixtures';

describe('the demo has an audience for SMS campaigns', () => {
  let env: TestEnv;
  let admin: SignedIn;
  beforeAll(async () => {
    env = await setupTestEnv();
    admin = await signIn(env.app, 'admin');
  });
  afterAll(async () => {
    await env.close();
  });

  it('Downtown has customers on both sides of $100, some of whom refuse SMS', async () => {
    const downtown = await branchIdByName(env.db, 'Downtown Toronto');
    const count = async (query: string) => body<CampaignCount>(await getJson(env, admin, `${CampaignPath.COUNT}?branchId=${downtown}${query}`)).result.recipients;
    // Seven spent more than $100 and two of them refuse SMS; five spent less, one of whom refuses.
    expect(await count('&amountAbove=10000')).toBe(5);
    expect(await count('&amountAbove=0')).toBe(9);
    const refusing = await env.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM customer WHERE branch_id = $1 AND NOT receive_sms`, [downtown]);
    expect(refusing.n).toBe(3);
  });
});
