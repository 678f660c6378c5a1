import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath, BranchType, type CheckLoginResult, type LoadConfigResult } from '../../src/domain/api';
import { body, branchIdByName, fingerprint, setupTestEnv, signIn, TEST_TODAY, type SignedIn, type TestEnv } from './helpers';

/** A Lotus Nails user aims every endpoint at Maple Beauty's branches: nothing is read or changed. */
describe('tenant isolation', () => {
  let env: TestEnv;
  let lotus: SignedIn;
  let mapleBranches: string[];
  beforeAll(async () => {
    env = await setupTestEnv();
    lotus = await signIn(env.app, 'lotus');
    mapleBranches = [await branchIdByName(env.db, 'Downtown Toronto'), await branchIdByName(env.db, 'Plateau Montréal')];
  });
  afterAll(async () => {
    await env.close();
  });

  it('lotus sees only its own tenant', async () => {
    const check = body<CheckLoginResult>(await env.app.inject({ method: 'GET', url: ApiPath.CHECK_LOGIN, headers: lotus.headers })).result;
    expect(check.branch?.name).toBe('Lotus Nails Midtown');
    expect(check.rights.rightsPM).not.toContain('PM_APPOINTMENT');
    const config = body<LoadConfigResult>(await env.app.inject({ method: 'GET', url: ApiPath.LOAD_CONFIG, headers: lotus.headers })).result;
    expect(config.branchOptions.map((b) => b.name)).toEqual(['Lotus Nails Midtown']);
    expect(config.tenant.name).toBe('Lotus Nails');
  });

  it('every endpoint refuses Maple branch ids and changes nothing', async () => {
    const before = await fingerprint(env.db);
    for (const branchId of mapleBranches) {
      const reads = [
        `${ApiPath.GET_CONFIG}?branchId=${branchId}`,
        `${ApiPath.DAY_CONFIG}?branchId=${branchId}&date=${TEST_TODAY}`,
        `${ApiPath.DAY_TECHNICIANS}?branchId=${branchId}&date=${TEST_TODAY}`,
        `${ApiPath.DAY_BOOKINGS}?branchId=${branchId}&date=${TEST_TODAY}`,
        `${ApiPath.CLIPBOARD}?branchId=${branchId}`,
      ];
      for (const url of reads) {
        const res = await env.app.inject({ method: 'GET', url, headers: lotus.headers });
        expect(res.statusCode, url).toBe(403);
        const answer = body(res);
        expect(answer.success).toBe(false);
        expect(answer.result).toBeNull();
        // The plan gate answers first where the plan lacks the feature.
        expect(['BRANCH_NOT_AUTHORISED', 'PLAN_UPGRADE_REQUIRED']).toContain(answer.code);
      }
      const writes = [
        [ApiPath.SET_CURRENT_BRANCH, { branchId, type: BranchType.BRANCH }],
        [ApiPath.CHANGE_BRANCH, { branchId, date: TEST_TODAY, type: BranchType.BRANCH }],
        [ApiPath.UPDATE_BRANCH_CONFIG, { branchId, language: 'vi' }],
      ] as const;
      for (const [url, payload] of writes) {
        const res = await env.app.inject({ method: 'POST', url, headers: lotus.headers, payload });
        expect(res.statusCode, url).toBe(403);
        expect(body(res)).toMatchObject({ success: false, code: 'BRANCH_NOT_AUTHORISED', result: null });
      }
    }
    expect(await fingerprint(env.db)).toBe(before);
  });

  it('lotus gets the upgrade answer for scheduler reads even on its own branch', async () => {
    const own = body<CheckLoginResult>(await env.app.inject({ method: 'GET', url: ApiPath.CHECK_LOGIN, headers: lotus.headers })).result.branch?.id;
    const res = await env.app.inject({ method: 'GET', url: `${ApiPath.DAY_BOOKINGS}?branchId=${own}&date=${TEST_TODAY}`, headers: lotus.headers });
    expect(res.statusCode).toBe(403);
    expect(body(res).code).toBe('PLAN_UPGRADE_REQUIRED');
  });

  it('a Maple user cannot change the Lotus password or branch either', async () => {
    const admin = await signIn(env.app, 'admin');
    const lotusUser = await env.db.one<{ id: string }>(`SELECT id FROM app_user WHERE username = 'lotus'`);
    const lotusBranch = await branchIdByName(env.db, 'Lotus Nails Midtown');
    const before = await fingerprint(env.db);
    const pwd = await env.app.inject({
      method: 'POST',
      url: ApiPath.UPDATE_PASSWORD,
      headers: admin.headers,
      payload: { oldPassword: 'Salon123!', password: 'Hacked123', confirmPassword: 'Hacked123', userId: lotusUser.id },
    });
    expect(pwd.statusCode).toBe(403);
    const cfg = await env.app.inject({ method: 'POST', url: ApiPath.UPDATE_BRANCH_CONFIG, headers: admin.headers, payload: { branchId: lotusBranch, language: 'en' } });
    expect(body(cfg).code).toBe('BRANCH_NOT_AUTHORISED');
    const read = await env.app.inject({ method: 'GET', url: `${ApiPath.DAY_BOOKINGS}?branchId=${lotusBranch}&date=${TEST_TODAY}`, headers: admin.headers });
    expect(body(read).code).toBe('BRANCH_NOT_AUTHORISED');
    expect(await fingerprint(env.db)).toBe(before);
  });
});
