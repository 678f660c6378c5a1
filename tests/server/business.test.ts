import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath, type LoadConfigResult } from '../../src/domain/api';
import type { Page } from '../../src/domain/catalogue/contract';
import { BusinessPath, type BusinessBranchRow, type BusinessDetail } from '../../src/domain/people/contract';
import { body, branchIdByName, setupTestEnv, signIn, type SignedIn, type TestEnv } from './helpers';
import { allowRight } from './catalogueHelpers';
import { get, peopleFingerprint, post } from './peopleFixtures';

describe('the business screen', () => {
  let env: TestEnv;
  let admin: SignedIn;
  let maple: string;
  let lotusId: string;

  beforeAll(async () => {
    env = await setupTestEnv();
    admin = await signIn(env.app, 'admin');
    maple = (await env.db.one<{ id: string }>(`SELECT id FROM tenant WHERE name = 'Maple Beauty'`)).id;
    lotusId = (await env.db.one<{ id: string }>(`SELECT id FROM tenant WHERE name = 'Lotus Nails'`)).id;
  });
  afterAll(async () => {
    await env.close();
  });

  const detail = async (who: SignedIn, id = maple) => body<BusinessDetail>(await get(env, who, `${BusinessPath.DETAIL}/${id}`)).result;
  const branches = async (who: SignedIn, query = '') => body<Page<BusinessBranchRow>>(await get(env, who, `${BusinessPath.BRANCHES}?${query}`)).result;
  const values = { id: '', name: 'Maple Beauty & Spa', phone: '(416) 555-0100', email: 'hello@maple.example', address: '220 Yonge St, Toronto, ON' };

  it('shows the business to its tenant admin', async () => {
    expect(await detail(admin)).toMatchObject({ id: maple, name: 'Maple Beauty', phone: null, email: null, address: null, plan: 'FULL' });
  });

  it('saves the name and contact, logged old and new, and the shell reads the new name', async () => {
    const res = await post(env, admin, BusinessPath.UPDATE, { ...values, id: maple });
    expect(res.statusCode, res.body).toBe(200);
    expect(await detail(admin)).toMatchObject({ name: 'Maple Beauty & Spa', phone: '4165550100', email: 'hello@maple.example', address: '220 Yonge St, Toronto, ON' });
    const log = await env.db.one<{ action: string; edit_info: unknown }>(`SELECT action, edit_info FROM action_log WHERE entity_type = 'TENANT' AND entity_id = $1`, [maple]);
    expect(log).toEqual({
      action: 'update',
      edit_info: {
        old: { name: 'Maple Beauty', phone: null, email: null, address: null },
        new: { name: 'Maple Beauty & Spa', phone: '4165550100', email: 'hello@maple.example', address: '220 Yonge St, Toronto, ON' },
      },
    });
    const config = body<LoadConfigResult>(await get(env, admin, ApiPath.LOAD_CONFIG)).result;
    expect(config.tenant.name).toBe('Maple Beauty & Spa');
    await post(env, admin, BusinessPath.UPDATE, { ...values, id: maple, name: 'Maple Beauty' });
  });

  it('refuses a form at fault at each field, writing nothing', async () => {
    const before = await peopleFingerprint(env.db);
    const res = await post(env, admin, BusinessPath.UPDATE, { ...values, id: maple, name: '  ', email: 'hello@', phone: '12' });
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({ code: 'VALIDATION', fields: { name: 'Please fill out this field', email: 'Email is invalid!', phone: 'Phone is invalid!' } });
    expect(await peopleFingerprint(env.db)).toBe(before);
  });

  it('lists its branches at a glance: code, name, zone, opening and active, searchable and sorted', async () => {
    const page = await branches(admin);
    expect(page.items).toEqual([
      { id: await branchIdByName(env.db, 'Downtown Toronto'), code: 'DT', name: 'Downtown Toronto', timeZone: 'America/Toronto', opening: true, active: true },
      { id: await branchIdByName(env.db, 'Plateau Montréal'), code: 'PL', name: 'Plateau Montréal', timeZone: 'America/Toronto', opening: true, active: true },
    ]);
    expect((await branches(admin, 'query=plat')).items.map((b) => b.code)).toEqual(['PL']);
    expect((await branches(admin, 'sort=code&order=desc')).items.map((b) => b.code)).toEqual(['PL', 'DT']);
    // A branch the provider deactivated is still part of the business.
    await env.db.query(`UPDATE branch SET active = false, opening = false WHERE code = 'PL' AND tenant_id = $1`, [maple]);
    expect((await branches(admin, 'query=PL')).items[0]).toMatchObject({ opening: false, active: false });
    await env.db.query(`UPDATE branch SET active = true, opening = true WHERE code = 'PL' AND tenant_id = $1`, [maple]);
  });

  it('checks the business rights on every call; someone else given them sees their own branches only', async () => {
    const manager = await signIn(env.app, 'manager');
    const before = await peopleFingerprint(env.db);
    const calls = [
      () => get(env, manager, `${BusinessPath.DETAIL}/${maple}`),
      () => get(env, manager, BusinessPath.BRANCHES),
      () => post(env, manager, BusinessPath.UPDATE, { ...values, id: maple }),
    ];
    for (const call of calls) expect(body(await call()).code).toBe('FORBIDDEN');
    await allowRight(env.db, 'MANAGER', 'Maple Beauty', 'TENANT_ACCESS');
    expect((await branches(manager)).items.map((b) => b.code)).toEqual(['DT']);
    expect(body(await calls[2]!()).code).toBe('FORBIDDEN');
    expect(await peopleFingerprint(env.db)).toBe(before);
    await env.db.query(`DELETE FROM role_right WHERE right_code = 'TENANT_ACCESS' AND role_id IN (SELECT id FROM role WHERE code = 'MANAGER')`);
  });

  it('never shows nor changes another business', async () => {
    const lotus = await signIn(env.app, 'lotus');
    const before = await peopleFingerprint(env.db);
    expect((await get(env, lotus, `${BusinessPath.DETAIL}/${maple}`)).statusCode).toBe(404);
    expect((await post(env, lotus, BusinessPath.UPDATE, { ...values, id: maple })).statusCode).toBe(404);
    expect((await get(env, admin, `${BusinessPath.DETAIL}/${lotusId}`)).statusCode).toBe(404);
    expect((await branches(lotus)).items.map((b) => b.code)).toEqual(['LN']);
    expect(await peopleFingerprint(env.db)).toBe(before);
  });
});
