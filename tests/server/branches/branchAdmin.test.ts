import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiPath, type LoadConfigResult } from '../../../src/domain/api';
import { BranchPath, type BranchDetail, type BranchRowView, type Page, type SavedId } from '../../../src/domain/branch/contract';
import { body, branchIdByName, signIn, type SignedIn, type TestEnv } from '../helpers';
import { allowRight, PNG_BYTES, postMultipart } from '../catalogueHelpers';
import { branchFingerprint, branchForm, lastLog, setupBranchEnv } from './branchHelpers';

describe('branches: list, create, edit, (de)activate', () => {
  let env: TestEnv;
  let admin: SignedIn;
  let downtown: string;
  let plateau: string;

  beforeAll(async () => {
    ({ env, admin, downtown, plateau } = await setupBranchEnv());
  });
  afterAll(async () => {
    await env.close();
  });
  // Each write a second after the last: the log's latest entry is the last write's.
  beforeEach(() => env.clock.advance(1000));
  const later = () => env.clock.advance(1000);

  const get = (url: string, who: SignedIn = admin) => env.app.inject({ method: 'GET', url, headers: who.headers });
  const create = (over: Record<string, string> = {}, who: SignedIn = admin, file?: Parameters<typeof postMultipart>[4]) =>
    postMultipart(env.app, BranchPath.CREATE, who.headers, branchForm(over), file);
  const detail = async (id: string, who: SignedIn = admin) => body<BranchDetail>(await get(`${BranchPath.DETAIL}/${id}`, who)).result;

  it('lists every branch of the tenant for its admin, only their own for a branch admin', async () => {
    const all = body<Page<BranchRowView>>(await get(BranchPath.LIST)).result;
    expect(all.items.map((b) => b.code)).toEqual(['DT', 'PL']);
    expect(all.total).toBe(2);
    const manager = await signIn(env.app, 'manager');
    const own = body<Page<BranchRowView>>(await get(BranchPath.LIST, manager)).result;
    expect(own.items.map((b) => b.code)).toEqual(['DT']);
    const searched = body<Page<BranchRowView>>(await get(`${BranchPath.LIST}?query=plateau`)).result;
    expect(searched.items.map((b) => b.code)).toEqual(['PL']);
  });

  it('creates a branch with the first run defaults, access for its creator and a logged create', async () => {
    const res = await create({}, admin, { bytes: PNG_BYTES });
    expect(res.statusCode).toBe(200);
    const { id } = body<SavedId>(res).result;
    const branch = await detail(id);
    expect(branch).toMatchObject({
      code: 'UP', name: 'Uptown', address: '1 Bloor St', phone: '4165550111', email: 'uptown@maple.example', areaCode: '416',
      taxCode: 'RT0001', timeZone: 'America/Vancouver', opening: true, active: true, moneySymbol: '$', phoneFormat: '000 000 0000', language: 'fr',
    });
    expect(branch.image).toMatch(/^\/api\/tenant\/public\/image\//);
    const config = Object.fromEntries(
      (await env.db.query<{ key: string; value: string }>(`SELECT key, value FROM branch_config WHERE branch_id = $1`, [id])).map((r) => [r.key, r.value]),
    );
    expect(config).toMatchObject({ startTime: '08:00', endTime: '17:00', TIME_ZONE: 'America/Vancouver', LANGUAGE: 'fr' });
    // A new branch charges Ontario's HST until its Taxes tab says otherwise.
    expect(await env.db.query(`SELECT kind, rate::float8 AS rate, applies_to FROM branch_tax WHERE branch_id = $1`, [id])).toEqual([{ kind: 'HST', rate: 13, applies_to: 'BOTH' }]);
    expect(await env.db.maybeOne(`SELECT 1 FROM user_branch WHERE branch_id = $1`, [id])).not.toBeNull();
    const options = body<LoadConfigResult>(await get(ApiPath.LOAD_CONFIG)).result.branchOptions.map((b) => b.code);
    expect(options).toContain('UP');
    const log = await lastLog(env.db, 'BRANCH', id);
    expect(log).toMatchObject({ action: 'create', edit_info: { old: {}, new: { code: 'UP', name: 'Uptown', timeZone: 'America/Vancouver' } } });
  });

  it('refuses a taken code, missing and wrong fields, writing nothing', async () => {
    const before = await branchFingerprint(env.db);
    const taken = await create({ code: ' dt ' });
    expect(taken.statusCode).toBe(409);
    expect(body(taken)).toMatchObject({ code: 'CODE_EXISTS', message: 'Code already exists' });
    const missing = await create({ code: '', name: '', timeZone: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ fields: Record<string, string> }>().fields).toEqual({ code: 'Please fill out this field', name: 'Please fill out this field', timeZone: 'Please fill out this field' });
    const wrong = await create({ code: 'A B', phone: '416', email: 'nope', areaCode: '41', timeZone: 'Mars/Base', phoneFormat: 'abc' });
    expect(wrong.json<{ fields: Record<string, string> }>().fields).toEqual({
      code: 'Use only letters, digits, - and _', email: 'Email is invalid!', areaCode: 'This value is not valid', timeZone: 'This value is not valid', phoneFormat: 'This value is not valid',
    });
    const shortPhone = await create({ code: 'NEW', phone: '416 555' });
    expect(shortPhone.json<{ fields: Record<string, string> }>().fields).toEqual({ phone: 'Please enter 10 digits number' });
    expect(await branchFingerprint(env.db)).toBe(before);
  });

  it('edits every field but the code, logs old and new, and an opening switch alone as a change of status', async () => {
    const res = await postMultipart(env.app, BranchPath.UPDATE, admin.headers, branchForm({ id: downtown, code: 'DT', name: 'Downtown Toronto', address: '250 Yonge St', timeZone: 'America/Toronto', language: 'en' }));
    expect(res.statusCode).toBe(200);
    expect(await detail(downtown)).toMatchObject({ code: 'DT', address: '250 Yonge St', email: 'uptown@maple.example' });
    const log = await lastLog(env.db, 'BRANCH', downtown);
    expect(log.action).toBe('update');
    expect(log.edit_info.old).toMatchObject({ address: '220 Yonge St, Toronto, ON' });
    expect(log.edit_info.new).toMatchObject({ address: '250 Yonge St' });

    later();
    const closed = await postMultipart(env.app, BranchPath.UPDATE, admin.headers, branchForm({ id: downtown, code: 'DT', name: 'Downtown Toronto', address: '250 Yonge St', timeZone: 'America/Toronto', language: 'en', opening: 'false' }));
    expect(closed.statusCode).toBe(200);
    expect(await lastLog(env.db, 'BRANCH', downtown)).toMatchObject({ action: 'change status', edit_info: { old: { opening: true }, new: { opening: false } } });
    await postMultipart(env.app, BranchPath.UPDATE, admin.headers, branchForm({ id: downtown, code: 'DT', name: 'Downtown Toronto', address: '250 Yonge St', timeZone: 'America/Toronto', language: 'en' }));

    const before = await branchFingerprint(env.db);
    const renamed = await postMultipart(env.app, BranchPath.UPDATE, admin.headers, branchForm({ id: downtown, code: 'DX' }));
    expect(renamed.json<{ fields: Record<string, string> }>().fields).toEqual({ code: 'The code cannot be changed' });
    expect(await branchFingerprint(env.db)).toBe(before);
  });

  it('lets a branch admin edit their own branch only, and never create or deactivate', async () => {
    const manager = await signIn(env.app, 'manager');
    const own = await postMultipart(env.app, BranchPath.UPDATE, manager.headers, branchForm({ id: downtown, code: 'DT', name: 'Downtown Toronto', address: '250 Yonge St', timeZone: 'America/Toronto', language: 'en' }));
    expect(own.statusCode).toBe(200);
    const before = await branchFingerprint(env.db);
    const other = await postMultipart(env.app, BranchPath.UPDATE, manager.headers, branchForm({ id: plateau, code: 'PL' }));
    expect(body(other)).toMatchObject({ code: 'BRANCH_NOT_AUTHORISED' });
    expect((await get(`${BranchPath.DETAIL}/${plateau}`, manager)).statusCode).toBe(403);
    // The demo manager holds every BRANCH_* right: creating and deactivating still need the tenant admin.
    expect(body(await create({ code: 'MGR' }, manager))).toMatchObject({ code: 'FORBIDDEN' });
    const status = await env.app.inject({ method: 'POST', url: BranchPath.CHANGE_STATUS, headers: manager.headers, payload: { id: downtown, active: false } });
    expect(body(status)).toMatchObject({ code: 'FORBIDDEN' });
    const frontdesk = await signIn(env.app, 'frontdesk');
    expect(body(await get(BranchPath.LIST, frontdesk))).toMatchObject({ code: 'FORBIDDEN' });
    expect(await branchFingerprint(env.db)).toBe(before);
  });

  it('refuses another tenant’s branch as not found', async () => {
    const lotus = await branchIdByName(env.db, 'Lotus Nails Midtown');
    const before = await branchFingerprint(env.db);
    expect((await get(`${BranchPath.DETAIL}/${lotus}`)).statusCode).toBe(404);
    expect((await postMultipart(env.app, BranchPath.UPDATE, admin.headers, branchForm({ id: lotus, code: 'LN' }))).statusCode).toBe(404);
    expect((await env.app.inject({ method: 'POST', url: BranchPath.CHANGE_STATUS, headers: admin.headers, payload: { id: lotus, active: false } })).statusCode).toBe(404);
    expect(await branchFingerprint(env.db)).toBe(before);
  });

  it('deactivates and reactivates a branch: it leaves the switcher but stays in the tenant admin’s list', async () => {
    const { id } = body<SavedId>(await create({ code: 'TMP', name: 'Pop-up' })).result;
    later();
    const off = await env.app.inject({ method: 'POST', url: BranchPath.CHANGE_STATUS, headers: admin.headers, payload: { id, active: false } });
    expect(off.statusCode).toBe(200);
    expect(await lastLog(env.db, 'BRANCH', id)).toMatchObject({ action: 'change status', edit_info: { old: { active: true }, new: { active: false } } });
    expect(body<LoadConfigResult>(await get(ApiPath.LOAD_CONFIG)).result.branchOptions.map((b) => b.code)).not.toContain('TMP');
    const listed = body<Page<BranchRowView>>(await get(`${BranchPath.LIST}?query=TMP`)).result.items;
    expect(listed).toMatchObject([{ code: 'TMP', active: false }]);
    await env.app.inject({ method: 'POST', url: BranchPath.CHANGE_STATUS, headers: admin.headers, payload: { id, active: true } });
    expect(body<LoadConfigResult>(await get(ApiPath.LOAD_CONFIG)).result.branchOptions.map((b) => b.code)).toContain('TMP');
  });

  it('needs the plan right first', async () => {
    // Lotus's plan has branch settings; take a right away from a role to see the user right checked.
    await allowRight(env.db, 'FRONT_DESK', 'Maple Beauty', 'BRANCH_ACCESS');
    const frontdesk = await signIn(env.app, 'frontdesk');
    expect((await get(BranchPath.LIST, frontdesk)).statusCode).toBe(200);
    expect(body(await create({ code: 'FD' }, frontdesk))).toMatchObject({ code: 'FORBIDDEN' });
    await env.db.query(`DELETE FROM plan_right WHERE plan_code = (SELECT plan_code FROM tenant WHERE name = 'Maple Beauty') AND right_code = 'PM_BRANCH_SETTINGS'`);
    expect(body(await get(BranchPath.LIST))).toMatchObject({ code: 'PLAN_UPGRADE_REQUIRED' });
  });
});
