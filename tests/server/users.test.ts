import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath, type CheckLoginResult, type MenuResult } from '../../src/domain/api';
import type { Page, SavedId } from '../../src/domain/catalogue/contract';
import { UserPath, type UserDetail, type UserRow } from '../../src/domain/people/contract';
import { FRONT_DESK_RIGHTS } from '../../src/domain/people/default-roles';
import { SyncPath } from '../../src/domain/sync-protocol';
import { body, branchIdByName, createMigratedTestDb, setupTestEnv, signIn, userIdByName, type SignedIn, type TestEnv } from './helpers';
import { newBusiness, OWNER_PASSWORD, postSetup } from './setupFixtures';
import { allowRight } from './catalogueHelpers';
import { formOptions, get, newUser, peopleFingerprint, post, roleId, STAFF_PASSWORD } from './peopleFixtures';

type Refusal = { success: false; code: string; message: string; fields?: Record<string, string> };

describe('users', () => {
  let env: TestEnv;
  let admin: SignedIn;
  let manager: SignedIn;
  let downtown: string;
  let plateau: string;
  let frontDeskRole: string;
  let managerRole: string;
  let adminRole: string;

  beforeAll(async () => {
    env = await setupTestEnv();
    admin = await signIn(env.app, 'admin');
    manager = await signIn(env.app, 'manager');
    downtown = await branchIdByName(env.db, 'Downtown Toronto');
    plateau = await branchIdByName(env.db, 'Plateau Montréal');
    frontDeskRole = await roleId(env.db, 'Maple Beauty', 'FRONT_DESK');
    managerRole = await roleId(env.db, 'Maple Beauty', 'MANAGER');
    adminRole = await roleId(env.db, 'Maple Beauty', 'ADMIN');
  });
  afterAll(async () => {
    await env.close();
  });

  const list = async (who: SignedIn, query = '') => body<Page<UserRow>>(await get(env, who, `${UserPath.LIST}?${query}`)).result;
  const detail = async (who: SignedIn, id: string) => body<UserDetail>(await get(env, who, `${UserPath.DETAIL}/${id}`)).result;
  const create = (who: SignedIn, over: Parameters<typeof newUser>[0]) => post(env, who, UserPath.CREATE, newUser(over));
  const created = async (over: Parameters<typeof newUser>[0]) => {
    const res = await create(admin, over);
    expect(res.statusCode, res.body).toBe(200);
    return body<SavedId>(res).result.id;
  };
  const asUpdate = (d: UserDetail, over: Record<string, unknown> = {}) => ({
    id: d.id, username: d.username, firstName: d.firstName ?? '', lastName: d.lastName ?? '', fullName: d.fullName, email: d.email ?? '', phone: d.phone ?? '',
    active: d.active, branchIds: d.branches.map((b) => b.id), roleIds: d.roles.map((r) => r.id), ...over,
  });
  const lastLog = (id: string) =>
    env.db.one<{ action: string; edit_info: Record<string, unknown> }>(`SELECT action, edit_info FROM action_log WHERE entity_id = $1 ORDER BY action_time DESC, id DESC LIMIT 1`, [id]);

  it('lists the business’s users, 15 a page, searchable by name, username, email and phone digits', async () => {
    const page = await list(admin);
    expect(page).toMatchObject({ total: 4, page: 1, size: 15 });
    expect(page.items.map((u) => u.username)).toEqual(['admin', 'frontdesk', 'manager', 'trainee']);
    const fiona = page.items.find((u) => u.username === 'frontdesk');
    expect(fiona).toMatchObject({ fullName: 'Fiona Chen', active: true, tenantAdmin: false, manageable: true, self: false });
    expect(fiona?.branches.map((b) => b.name)).toEqual(['Downtown Toronto', 'Plateau Montréal']);
    expect(fiona?.roles.map((r) => r.name)).toEqual(['Front desk']);
    expect(page.items.find((u) => u.username === 'admin')).toMatchObject({ tenantAdmin: true, self: true });
    expect((await list(admin, 'query=chen')).items.map((u) => u.username)).toEqual(['frontdesk']);
    expect((await list(admin, 'query=MAPLE.EXAMPLE&sort=fullName&order=desc')).items.map((u) => u.fullName)).toEqual(['Tom Nguyen', 'Marc Tremblay', 'Fiona Chen', 'Alice Martin']);
    expect((await list(admin, 'size=2&page=2')).items.map((u) => u.username)).toEqual(['manager', 'trainee']);
  });

  it('creates a user with the spec’s fields, who signs in with the rights of their role', async () => {
    const id = await created({ username: 'Nina', branchIds: [downtown], roleIds: [frontDeskRole] });
    expect(await detail(admin, id)).toMatchObject({
      username: 'Nina', firstName: 'Nina', lastName: 'Roy', fullName: 'Nina Roy', email: 'nina@example.com', phone: '4165550142', active: true,
      branches: [{ id: downtown, name: 'Downtown Toronto' }], roles: [{ id: frontDeskRole, name: 'Front desk' }], manageable: true,
    });
    const nina = await signIn(env.app, 'nina', { password: STAFF_PASSWORD });
    const check = body<CheckLoginResult>(await get(env, nina, ApiPath.CHECK_LOGIN)).result;
    expect(check.rights.rights).toEqual([...FRONT_DESK_RIGHTS].sort());
    expect(check.branch?.id).toBe(downtown);
    // Logged with its values, never the password.
    const log = await lastLog(id);
    expect(log.action).toBe('create');
    expect(log.edit_info).toEqual({
      old: {},
      new: { username: 'Nina', firstName: 'Nina', lastName: 'Roy', fullName: 'Nina Roy', email: 'nina@example.com', phone: '4165550142', active: true, branches: ['DT'], roles: ['FRONT_DESK'] },
    });
    expect(JSON.stringify(log.edit_info)).not.toContain(STAFF_PASSWORD);
  });

  it('refuses a form at fault with the spec’s words at each field, writing nothing', async () => {
    const before = await peopleFingerprint(env.db);
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ username: ' ', fullName: '', branchIds: [], roleIds: [] }, {
        username: 'Please fill out this field', fullName: 'Please fill out this field', branchIds: 'Please fill out this field', roleIds: 'Please fill out this field',
      }],
      [{ password: 'desk2026', confirmPassword: 'desk2026' }, { password: 'Password must contain at least 1 uppercase, 1 lowercase, 1 symbol' }],
      [{ password: 'Desk2026', confirmPassword: 'Desk2026' }, { password: 'Password must contain at least 1 uppercase, 1 lowercase, 1 symbol' }],
      [{ confirmPassword: 'Desk2027!' }, { confirmPassword: 'Confirm Password not match password, please retype' }],
      [{ email: 'nina@', phone: '555-CALL' }, { email: 'Email is invalid!', phone: 'Phone is invalid!' }],
      [{ username: 'NINA' }, { username: 'This username is already taken. Sign-in names are unique across every business, so please choose another.' }],
      // Lotus Nails' owner: sign-in asks for no business, so the name is taken for every business.
      [{ username: 'lotus' }, { username: 'This username is already taken. Sign-in names are unique across every business, so please choose another.' }],
      [{ roleIds: ['00000000-0000-4000-8000-000000000000'] }, { roleIds: 'This value is not valid' }],
    ];
    for (const [over, fields] of cases) {
      const res = await create(admin, { username: 'olga', branchIds: [downtown], roleIds: [frontDeskRole], ...over });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(body(res)).toMatchObject({ success: false, code: 'VALIDATION', fields });
    }
    expect(await peopleFingerprint(env.db)).toBe(before);
  });

  it('edits a user: names, contact, branches and roles, logged old and new', async () => {
    const id = await created({ username: 'omar', branchIds: [downtown], roleIds: [frontDeskRole] });
    const current = await detail(admin, id);
    const res = await post(env, admin, UserPath.UPDATE, asUpdate(current, { lastName: 'Haddad', fullName: 'Omar Haddad', phone: '', branchIds: [plateau, downtown], roleIds: [managerRole] }));
    expect(res.statusCode, res.body).toBe(200);
    expect(await detail(admin, id)).toMatchObject({ fullName: 'Omar Haddad', phone: null, branches: [{ id: downtown }, { id: plateau }], roles: [{ id: managerRole }] });
    const log = await lastLog(id);
    expect(log).toEqual({
      action: 'update',
      edit_info: {
        username: 'omar',
        old: { lastName: 'Roy', fullName: 'Nina Roy', phone: '4165550142', branches: ['DT'], roles: ['FRONT_DESK'] },
        new: { lastName: 'Haddad', fullName: 'Omar Haddad', phone: null, branches: ['DT', 'PL'], roles: ['MANAGER'] },
      },
    });
    const before = await peopleFingerprint(env.db);
    const taken = await post(env, admin, UserPath.UPDATE, asUpdate(current, { username: 'Manager' }));
    expect(body<Refusal>(taken).fields).toEqual({ username: expect.stringContaining('already taken') });
    const unknown = await post(env, admin, UserPath.UPDATE, asUpdate(current, { id: '00000000-0000-4000-8000-000000000000' }));
    expect(unknown.statusCode).toBe(404);
    expect(await peopleFingerprint(env.db)).toBe(before);
  });

  it('deactivates a user, whose sessions end at once, and activates them again', async () => {
    const id = await created({ username: 'pia', branchIds: [downtown], roleIds: [frontDeskRole] });
    const pia = await signIn(env.app, 'pia', { password: STAFF_PASSWORD });
    const off = await post(env, admin, UserPath.CHANGE_STATUS, { id, active: false });
    expect(off.statusCode).toBe(200);
    expect((await get(env, pia, ApiPath.MENU)).statusCode).toBe(401);
    await expect(signIn(env.app, 'pia', { password: STAFF_PASSWORD })).rejects.toThrow();
    expect(await lastLog(id)).toMatchObject({ action: 'change status', edit_info: { old: { active: true }, new: { active: false } } });
    expect((await post(env, admin, UserPath.CHANGE_STATUS, { id, active: true })).statusCode).toBe(200);
    // A deactivated session never comes back with the user.
    expect((await get(env, pia, ApiPath.MENU)).statusCode).toBe(401);
    await signIn(env.app, 'pia', { password: STAFF_PASSWORD });
  });

  it('refuses a deactivated user’s tablet at its next sync and read, as a session to sign in again', async () => {
    const id = await created({ username: 'theo', branchIds: [downtown], roleIds: [frontDeskRole] });
    const theo = await signIn(env.app, 'theo', { password: STAFF_PASSWORD, remember: true });
    expect((await get(env, theo, ApiPath.MENU)).statusCode).toBe(200);
    expect((await post(env, admin, UserPath.CHANGE_STATUS, { id, active: false })).statusCode).toBe(200);
    const push = await post(env, theo, SyncPath.PUSH, { deviceId: id, mutations: [] });
    expect(push.statusCode).toBe(401);
    expect(body(push).code).toBe('UNAUTHENTICATED');
    expect((await get(env, theo, ApiPath.CHECK_LOGIN)).statusCode).toBe(200);
    expect(body<CheckLoginResult>(await get(env, theo, ApiPath.CHECK_LOGIN)).result.isAuthenticated).toBe(false);
  });

  it('refuses anyone deactivating themselves, and taking the last tenant admin away', async () => {
    const adminId = await userIdByName(env.db, 'admin');
    const before = await peopleFingerprint(env.db);
    const self = await post(env, admin, UserPath.CHANGE_STATUS, { id: adminId, active: false });
    expect(body(self)).toMatchObject({ code: 'SELF_DEACTIVATE', message: 'You cannot deactivate your own account.' });
    const me = await detail(admin, adminId);
    const demoted = await post(env, admin, UserPath.UPDATE, asUpdate(me, { roleIds: [managerRole], branchIds: [downtown] }));
    expect(demoted.statusCode).toBe(409);
    expect(body(demoted).code).toBe('LAST_TENANT_ADMIN');
    expect(await peopleFingerprint(env.db)).toBe(before);

    // With a second administrator, the first may step down.
    const second = await created({ username: 'quinn', branchIds: [downtown], roleIds: [adminRole] });
    expect((await post(env, admin, UserPath.UPDATE, asUpdate(me, { roleIds: [managerRole, adminRole], branchIds: [downtown] }))).statusCode).toBe(200);
    const quinn = await signIn(env.app, 'quinn', { password: STAFF_PASSWORD });
    expect((await post(env, quinn, UserPath.CHANGE_STATUS, { id: second, active: false })).statusCode).toBe(409);
    expect((await post(env, quinn, UserPath.UPDATE, asUpdate(await detail(quinn, adminId), { roleIds: [managerRole] }))).statusCode).toBe(200);
    const alone = await post(env, quinn, UserPath.UPDATE, asUpdate(await detail(quinn, second), { roleIds: [frontDeskRole] }));
    expect(body(alone).code).toBe('LAST_TENANT_ADMIN');
    // Put the demo back as it was.
    admin = quinn;
    expect((await post(env, quinn, UserPath.UPDATE, asUpdate(await detail(quinn, adminId), { roleIds: [adminRole], branchIds: [] }))).statusCode).toBe(400);
    expect((await post(env, quinn, UserPath.UPDATE, asUpdate(await detail(quinn, adminId), { roleIds: [adminRole] }))).statusCode).toBe(200);
    admin = await signIn(env.app, 'admin');
  });

  it('sets a user’s password: the old one and every session of theirs end, nothing of it is logged', async () => {
    const id = await created({ username: 'rosa', branchIds: [downtown], roleIds: [frontDeskRole] });
    const rosa = await signIn(env.app, 'rosa', { password: STAFF_PASSWORD });
    const before = await peopleFingerprint(env.db);
    const weak = await post(env, admin, UserPath.SET_PASSWORD, { userId: id, password: 'rosa2026', confirmPassword: 'rosa2026' });
    expect(body(weak)).toMatchObject({ code: 'VALIDATION', fields: { password: 'Password must contain at least 1 uppercase, 1 lowercase, 1 symbol' } });
    const differ = await post(env, admin, UserPath.SET_PASSWORD, { userId: id, password: 'Rosa#2026', confirmPassword: 'Rosa#2027' });
    expect(body(differ)).toMatchObject({ fields: { confirmPassword: 'Confirm Password not match password, please retype' } });
    const own = await post(env, admin, UserPath.SET_PASSWORD, { userId: await userIdByName(env.db, 'admin'), password: 'Rosa#2026', confirmPassword: 'Rosa#2026' });
    expect(body(own).code).toBe('OWN_PASSWORD_ELSEWHERE');
    expect(await peopleFingerprint(env.db)).toBe(before);

    expect((await post(env, admin, UserPath.SET_PASSWORD, { userId: id, password: 'Rosa#2026', confirmPassword: 'Rosa#2026' })).statusCode).toBe(200);
    expect((await get(env, rosa, ApiPath.MENU)).statusCode).toBe(401);
    await expect(signIn(env.app, 'rosa', { password: STAFF_PASSWORD })).rejects.toThrow();
    await signIn(env.app, 'rosa', { password: 'Rosa#2026' });
    const log = await lastLog(id);
    expect(log).toEqual({ action: 'update', edit_info: { username: 'rosa', field: 'password', sessionsEnded: 1, old: {}, new: {} } });
  });

  it('checks the user rights on every call, and the delete right for a change of status', async () => {
    const frontdesk = await signIn(env.app, 'frontdesk');
    const id = await userIdByName(env.db, 'trainee');
    const before = await peopleFingerprint(env.db);
    const calls = [
      () => get(env, frontdesk, UserPath.LIST),
      () => get(env, frontdesk, `${UserPath.DETAIL}/${id}`),
      () => get(env, frontdesk, UserPath.FORM_OPTIONS),
      () => create(frontdesk, { username: 'sven', branchIds: [downtown], roleIds: [frontDeskRole] }),
      () => post(env, frontdesk, UserPath.UPDATE, { id }),
      () => post(env, frontdesk, UserPath.CHANGE_STATUS, { id, active: false }),
      () => post(env, frontdesk, UserPath.SET_PASSWORD, { userId: id, password: 'Sven#2026', confirmPassword: 'Sven#2026' }),
    ];
    for (const call of calls) expect(body(await call()).code).toBe('FORBIDDEN');
    // Allowed to read and edit, not to let anyone go.
    for (const right of ['USER_ACCESS', 'USER_UPDATE']) await allowRight(env.db, 'FRONT_DESK', 'Maple Beauty', right);
    expect((await calls[0]!()).statusCode).toBe(200);
    expect(body(await calls[5]!()).code).toBe('FORBIDDEN');
    expect(await peopleFingerprint(env.db)).toBe(before);
    await env.db.query(`DELETE FROM role_right WHERE role_id = $1 AND right_code IN ('USER_ACCESS', 'USER_UPDATE')`, [frontDeskRole]);
  });

  describe('a branch manager', () => {
    it('sees the users of their branch, no tenant admin, and may give only their branch and roles within their rights', async () => {
      const page = await list(manager, 'size=100');
      expect(page.items.every((u) => u.branches.some((b) => b.id === downtown) && !u.tenantAdmin)).toBe(true);
      expect(page.items.map((u) => u.username)).toContain('frontdesk');
      expect(page.items.map((u) => u.username)).not.toContain('admin');
      // Fiona also works in Plateau: seen, not managed. The trainee's roles hold nothing the manager lacks.
      expect(page.items.find((u) => u.username === 'frontdesk')?.manageable).toBe(false);
      expect(page.items.find((u) => u.username === 'trainee')?.manageable).toBe(true);
      expect(page.items.find((u) => u.username === 'manager')).toMatchObject({ manageable: true, self: true });
      const options = await formOptions(env, manager);
      expect(options.branches.map((b) => b.name)).toEqual(['Downtown Toronto']);
      expect(Object.fromEntries(options.roles.map((r) => [r.code, r.grantable]))).toEqual({ ADMIN: false, FRONT_DESK: true, MANAGER: true, TRAINEE: true });
    });

    it('creates a front desk of their branch, and nothing above or beyond', async () => {
      const res = await create(manager, { username: 'tara', branchIds: [downtown], roleIds: [frontDeskRole] });
      expect(res.statusCode, res.body).toBe(200);
      const before = await peopleFingerprint(env.db);
      expect(body(await create(manager, { username: 'uma', branchIds: [downtown, plateau], roleIds: [frontDeskRole] })).code).toBe('BRANCH_NOT_AUTHORISED');
      const above = await create(manager, { username: 'uma', branchIds: [downtown], roleIds: [adminRole] });
      expect(above.statusCode).toBe(403);
      expect(body(above)).toMatchObject({ code: 'ROLE_NOT_GRANTABLE', message: 'You cannot give a role with rights you do not hold.' });
      expect(await peopleFingerprint(env.db)).toBe(before);
    });

    it('cannot read the tenant admin, nor change a user who works beyond their branch', async () => {
      const before = await peopleFingerprint(env.db);
      const adminId = await userIdByName(env.db, 'admin');
      expect((await get(env, manager, `${UserPath.DETAIL}/${adminId}`)).statusCode).toBe(404);
      expect((await post(env, manager, UserPath.CHANGE_STATUS, { id: adminId, active: false })).statusCode).toBe(404);
      const fiona = await detail(manager, await userIdByName(env.db, 'frontdesk'));
      const beyond = await post(env, manager, UserPath.UPDATE, asUpdate(fiona, { branchIds: [downtown] }));
      expect(beyond.statusCode).toBe(403);
      expect(body(beyond).code).toBe('USER_OUT_OF_REACH');
      const password = await post(env, manager, UserPath.SET_PASSWORD, { userId: fiona.id, password: 'Fiona#2026', confirmPassword: 'Fiona#2026' });
      expect(body(password).code).toBe('USER_OUT_OF_REACH');
      expect(await peopleFingerprint(env.db)).toBe(before);
    });
  });

  describe('another business', () => {
    it('sees none of Maple’s users and touches none of them, its branches or its roles', async () => {
      const lotus = await signIn(env.app, 'lotus');
      expect((await list(lotus)).items.map((u) => u.username)).toEqual(['lotus']);
      const fionaId = await userIdByName(env.db, 'frontdesk');
      const fiona = await detail(admin, fionaId);
      const lotusRole = await roleId(env.db, 'Lotus Nails', 'ADMIN');
      const lotusBranch = await branchIdByName(env.db, 'Lotus Nails Midtown');
      const before = await peopleFingerprint(env.db);
      expect((await get(env, lotus, `${UserPath.DETAIL}/${fionaId}`)).statusCode).toBe(404);
      expect((await post(env, lotus, UserPath.UPDATE, asUpdate(fiona, { branchIds: [lotusBranch], roleIds: [lotusRole] }))).statusCode).toBe(404);
      expect((await post(env, lotus, UserPath.CHANGE_STATUS, { id: fionaId, active: false })).statusCode).toBe(404);
      expect((await post(env, lotus, UserPath.SET_PASSWORD, { userId: fionaId, password: 'Fiona#2026', confirmPassword: 'Fiona#2026' })).statusCode).toBe(404);
      expect(body(await create(lotus, { username: 'vera', branchIds: [downtown], roleIds: [lotusRole] })).code).toBe('BRANCH_NOT_AUTHORISED');
      expect(body(await create(lotus, { username: 'vera', branchIds: [lotusBranch], roleIds: [frontDeskRole] })).fields).toEqual({ roleIds: 'This value is not valid' });
      expect(await peopleFingerprint(env.db)).toBe(before);
    });
  });
});

describe('users of a business made at first run', () => {
  let env: TestEnv;
  let owner: SignedIn;
  beforeAll(async () => {
    env = await setupTestEnv(await createMigratedTestDb());
    expect((await postSetup(env.app, newBusiness())).statusCode).toBe(200);
    owner = await signIn(env.app, 'claire', { password: OWNER_PASSWORD });
  });
  afterAll(async () => {
    await env.close();
  });

  it('offers its three roles in its language, and its front desk works the counter as the demo’s does', async () => {
    const options = await formOptions(env, owner);
    expect(options.roles.map((r) => [r.name, r.type, r.grantable])).toEqual([
      ['Accueil', 'BRANCH_ADMIN', true],
      ['Administrateur', 'TENANT_ADMIN', true],
      ['Gérant de succursale', 'BRANCH_ADMIN', true],
    ]);
    const [branch] = options.branches;
    const frontDesk = options.roles.find((r) => r.code === 'FRONT_DESK');
    const res = await post(env, owner, UserPath.CREATE, newUser({ username: 'lea', branchIds: [branch?.id ?? ''], roleIds: [frontDesk?.id ?? ''] }));
    expect(res.statusCode, res.body).toBe(200);
    const lea = await signIn(env.app, 'lea', { password: STAFF_PASSWORD });
    const check = body<CheckLoginResult>(await get(env, lea, ApiPath.CHECK_LOGIN)).result;
    expect(check.rights.rights).toEqual([...FRONT_DESK_RIGHTS].sort());
    expect(check.branch?.id).toBe(branch?.id);
    const menu = body<MenuResult>(await get(env, lea, ApiPath.MENU)).result;
    expect(menu.menu.map((m) => m.key)).toEqual(['appointment', 'cart', 'customer', 'catalogue', 'gift-card', 'product', 'voucher', 'marketing', 'booking-review', 'user-guide']);
  });
});
