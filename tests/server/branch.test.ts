import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiPath,
  BranchType,
  type BranchConfigResult,
  type CheckLoginResult,
  type LanguageResult,
  type LoadConfigResult,
  type SetCurrentBranchResult,
} from '../../src/domain/api';
import { body, branchIdByName, fingerprint, setupTestEnv, signIn, TEST_TODAY, type TestEnv } from './helpers';

describe('branches: load-config, switching, language and config', () => {
  let env: TestEnv;
  let downtown: string;
  let plateau: string;
  beforeAll(async () => {
    env = await setupTestEnv();
    downtown = await branchIdByName(env.db, 'Downtown Toronto');
    plateau = await branchIdByName(env.db, 'Plateau Montréal');
  });
  afterAll(async () => {
    await env.close();
  });

  const get = (url: string, headers: Record<string, string>) => env.app.inject({ method: 'GET', url, headers });
  const post = (url: string, headers: Record<string, string>, payload: object) => env.app.inject({ method: 'POST', url, headers, payload });

  it('load-config lists the manageable branches by name', async () => {
    const admin = await signIn(env.app, 'admin');
    expect(body<LoadConfigResult>(await get(ApiPath.LOAD_CONFIG, admin.headers)).result).toMatchObject({
      branchOptions: [
        { id: downtown, name: 'Downtown Toronto', code: 'DT' },
        { id: plateau, name: 'Plateau Montréal', code: 'PL' },
      ],
      canSelectTenant: true,
      tenant: { name: 'Maple Beauty' },
    });
    const manager = await signIn(env.app, 'manager');
    const result = body<LoadConfigResult>(await get(ApiPath.LOAD_CONFIG, manager.headers)).result;
    expect(result.branchOptions.map((b) => b.name)).toEqual(['Downtown Toronto']);
    expect(result.canSelectTenant).toBe(false);
    expect((await get(ApiPath.LOAD_CONFIG, {})).statusCode).toBe(401);
  });

  it('set-current-branch moves the session and answers the branch and loyalty type', async () => {
    const fd = await signIn(env.app, 'frontdesk');
    const res = await post(ApiPath.SET_CURRENT_BRANCH, fd.headers, { branchId: plateau, type: BranchType.BRANCH });
    expect(res.statusCode).toBe(200);
    expect(body<SetCurrentBranchResult>(res).result).toEqual({
      branch: { id: plateau, name: 'Plateau Montréal', code: 'PL', timeZone: 'America/Toronto' },
      loyalty: { type: 'POINT_BASED' },
    });
    const check = body<CheckLoginResult>(await get(ApiPath.CHECK_LOGIN, fd.headers)).result;
    expect(check.authData?.branchId).toBe(plateau);
    const lang = body<LanguageResult>(await get(ApiPath.GET_LANGUAGE, fd.headers)).result;
    expect(lang).toEqual({
      language: 'fr',
      dictionary: { 'appointment.title': 'Agenda du jour' },
      dateFormat: 'DD/MM/YYYY',
      dateTimeFormat: 'DD/MM/YYYY HH:mm',
    });
    const back = await post(ApiPath.CHANGE_BRANCH, fd.headers, { branchId: downtown, date: TEST_TODAY, type: BranchType.BRANCH });
    expect(body<SetCurrentBranchResult>(back).result.loyalty.type).toBe('BOOKING_BASED');
    expect(body<LanguageResult>(await get(ApiPath.GET_LANGUAGE, fd.headers)).result.language).toBe('en');
  });

  it('tenant selection is for tenant admins only', async () => {
    const admin = await signIn(env.app, 'admin');
    const res = await post(ApiPath.SET_CURRENT_BRANCH, admin.headers, { branchId: null, type: BranchType.TENANT });
    expect(body<SetCurrentBranchResult>(res).result).toEqual({ branch: null, loyalty: { type: 'BOOKING_BASED' } });
    const check = body<CheckLoginResult>(await get(ApiPath.CHECK_LOGIN, admin.headers)).result;
    expect(check.authData).toMatchObject({ branchId: null, isTenantSelection: true });
    expect(check.branch).toBeNull();
    expect(body<LanguageResult>(await get(ApiPath.GET_LANGUAGE, admin.headers)).result).toMatchObject({ language: 'en', dictionary: {} });

    const fd = await signIn(env.app, 'frontdesk');
    const before = await fingerprint(env.db);
    const refused = await post(ApiPath.CHANGE_BRANCH, fd.headers, { branchId: null, date: TEST_TODAY, type: BranchType.TENANT });
    expect(refused.statusCode).toBe(403);
    expect(body(refused)).toMatchObject({ success: false, code: 'BRANCH_NOT_AUTHORISED' });
    expect(await fingerprint(env.db)).toBe(before);
  });

  it('refuses a branch the user does not manage, and bad bodies, changing nothing', async () => {
    const manager = await signIn(env.app, 'manager');
    const before = await fingerprint(env.db);
    const forbidden = [
      [ApiPath.SET_CURRENT_BRANCH, { branchId: plateau, type: BranchType.BRANCH }],
      [ApiPath.CHANGE_BRANCH, { branchId: plateau, date: TEST_TODAY, type: BranchType.BRANCH }],
    ] as const;
    for (const [url, payload] of forbidden) {
      const res = await post(url, manager.headers, payload);
      expect(res.statusCode).toBe(403);
      expect(body(res)).toMatchObject({ success: false, code: 'BRANCH_NOT_AUTHORISED', result: null });
    }
    const invalid = [
      [ApiPath.SET_CURRENT_BRANCH, { branchId: downtown }],
      [ApiPath.SET_CURRENT_BRANCH, { branchId: downtown, type: BranchType.TENANT }],
      [ApiPath.CHANGE_BRANCH, { branchId: downtown, type: BranchType.BRANCH }],
      [ApiPath.CHANGE_BRANCH, { branchId: downtown, date: '20-11-2026', type: BranchType.BRANCH }],
      [ApiPath.CHANGE_BRANCH, { branchId: downtown, date: '2026-02-30', type: BranchType.BRANCH }],
      // A branch is named by its id: anything else is a malformed request, not a branch refused.
      [ApiPath.SET_CURRENT_BRANCH, { branchId: 'not-a-uuid', type: BranchType.BRANCH }],
    ] as const;
    for (const [url, payload] of invalid) {
      const res = await post(url, manager.headers, payload);
      expect(res.statusCode).toBe(400);
      expect(body(res)).toMatchObject({ success: false, code: 'VALIDATION', result: null });
    }
    expect(body(await post(ApiPath.CHANGE_BRANCH, manager.headers, { branchId: downtown, type: BranchType.BRANCH })).message).toContain('date');
    expect(await fingerprint(env.db)).toBe(before);
  });

  it('get-config answers the current branch, or a managed one by id', async () => {
    const fd = await signIn(env.app, 'frontdesk');
    const current = body<BranchConfigResult>(await get(ApiPath.GET_CONFIG, fd.headers)).result;
    expect(current).toEqual({
      branchId: downtown,
      language: 'en',
      timeZone: 'America/Toronto',
      moneySymbol: '$',
      phone: { pattern: '000 000 0000', length: 10 },
      startTime: '09:00',
      endTime: '19:00',
      workingOverTime: 60,
      multitask: false,
      minuteOverlap: 10,
      printBillSlip: true,
      confirmBookingOnline: true,
      cardTipsInCash: false,
    });
    const pl = body<BranchConfigResult>(await get(`${ApiPath.GET_CONFIG}?branchId=${plateau}`, fd.headers)).result;
    expect(pl).toMatchObject({ branchId: plateau, language: 'fr', phone: { pattern: '(000) 000-0000', length: 10 }, multitask: true, minuteOverlap: 0 });
    const manager = await signIn(env.app, 'manager');
    const refused = await get(`${ApiPath.GET_CONFIG}?branchId=${plateau}`, manager.headers);
    expect(refused.statusCode).toBe(403);
    expect(body(refused).code).toBe('BRANCH_NOT_AUTHORISED');
  });

  it('update-config writes LANGUAGE and an action log row', async () => {
    const manager = await signIn(env.app, 'manager');
    const res = await post(ApiPath.UPDATE_BRANCH_CONFIG, manager.headers, { branchId: downtown, language: 'vi' });
    expect(res.statusCode).toBe(200);
    expect(body<BranchConfigResult>(res).result).toMatchObject({ branchId: downtown, language: 'vi' });
    expect(body<LanguageResult>(await get(ApiPath.GET_LANGUAGE, manager.headers)).result.language).toBe('vi');
    const log = await env.db.query<{ action: string; entity_type: string; edit_info: Record<string, unknown> }>(
      `SELECT action, entity_type, edit_info FROM action_log WHERE entity_type = 'BRANCH_CONFIG'`,
    );
    expect(log).toEqual([{ action: 'update', entity_type: 'BRANCH_CONFIG', edit_info: { key: 'LANGUAGE', oldValue: 'en', newValue: 'vi' } }]);
    await post(ApiPath.UPDATE_BRANCH_CONFIG, manager.headers, { branchId: downtown, language: 'en' });
  });

  it('update-config refuses without the right, for another branch, or with bad input, writing nothing', async () => {
    const fd = await signIn(env.app, 'frontdesk');
    const manager = await signIn(env.app, 'manager');
    const before = await fingerprint(env.db);
    const noRight = await post(ApiPath.UPDATE_BRANCH_CONFIG, fd.headers, { branchId: downtown, language: 'fr' });
    expect(noRight.statusCode).toBe(403);
    expect(body(noRight).code).toBe('FORBIDDEN');
    const otherBranch = await post(ApiPath.UPDATE_BRANCH_CONFIG, manager.headers, { branchId: plateau, language: 'en' });
    expect(body(otherBranch).code).toBe('BRANCH_NOT_AUTHORISED');
    for (const payload of [{ branchId: downtown, language: 'de' }, { branchId: downtown }, { language: 'fr' }]) {
      const res = await post(ApiPath.UPDATE_BRANCH_CONFIG, manager.headers, payload);
      expect(res.statusCode).toBe(400);
      expect(body(res).code).toBe('VALIDATION');
    }
    expect(await fingerprint(env.db)).toBe(before);
  });
});
