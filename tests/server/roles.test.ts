import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath, type CheckLoginResult } from '../../src/domain/api';
import type { Page, SavedId } from '../../src/domain/catalogue/contract';
import { RelationshipPath, RolePath, type RoleDetail, type RoleRow, type RoleUsers } from '../../src/domain/people/role-contract';
import type { RoleValues } from '../../src/domain/people/role-form';
import { PlanRight, Right, RightSetting } from '../../src/domain/rights';
import { body, branchIdByName, setupTestEnv, signIn, userIdByName, type SignedIn, type TestEnv } from './helpers';
import { get, newUser, post, roleId, STAFF_PASSWORD } from './peopleFixtures';

type Refusal = { success: false; code: string; message: string };

describe('roles and user mapping', () => {
  let env: TestEnv;
  let admin: SignedIn;
  let manager: SignedIn;
  let lotus: SignedIn;
  let downtown: string;
  let frontDeskRole: string;
  let adminRole: string;
  let lotusRole: string;

  beforeAll(async () => {
    env = await setupTestEnv();
    admin = await signIn(env.app, 'admin');
    manager = await signIn(env.app, 'manager');
    lotus = await signIn(env.app, 'lotus');
    downtown = await branchIdByName(env.db, 'Downtown Toronto');
    frontDeskRole = await roleId(env.db, 'Maple Beauty', 'FRONT_DESK');
    adminRole = await roleId(env.db, 'Maple Beauty', 'ADMIN');
    lotusRole = (await env.db.one<{ id: string }>(`SELECT r.id FROM role r JOIN tenant t ON t.id = r.tenant_id WHERE t.name = 'Lotus Nails' LIMIT 1`)).id;
  });
  afterAll(async () => {
    await env.close();
  });

  const role = (over: Partial<RoleValues> = {}): RoleValues => ({
    code: 'weekend',
    name: 'Weekend desk',
    type: 'BRANCH_ADMIN',
    settings: { [Right.APPOINTMENT_ACCESS]: RightSetting.ALLOW, CUSTOMER_ACCESS: RightSetting.ALLOW, REPORT_ACCESS: RightSetting.DENY },
    ...over,
  });
  const detail = async (who: SignedIn, id: string) => body<RoleDetail>(await get(env, who, `${RolePath.DETAIL}/${id}`)).result;
  const refusal = (res: { body: string }) => JSON.parse(res.body) as Refusal;
  const created = async (who: SignedIn, values: RoleValues) => {
    const res = await post(env, who, RolePath.CREATE, values);
    expect(res.statusCode, res.body).toBe(200);
    return body<SavedId>(res).result.id;
  };
  const lastLog = (id: string) =>
    env.db.one<{ action: string; entity_type: string; edit_info: Record<string, unknown> }>(
      `SELECT action, entity_type, edit_info FROM action_log WHERE entity_id = $1 ORDER BY action_time DESC, id DESC LIMIT 1`,
      [id],
    );
  const rightsOf = async (who: SignedIn) => body<CheckLoginResult>(await get(env, who, ApiPath.CHECK_LOGIN)).result.rights;

  it('lists the roles with their type and number of users, searchable and sortable', async () => {
    const page = body<Page<RoleRow>>(await get(env, admin, `${RolePath.LIST}?sort=code`)).result;
    expect(page.items.map((r) => [r.code, r.type, r.users])).toEqual([
      ['ADMIN', 'TENANT_ADMIN', 1],
      ['FRONT_DESK', 'BRANCH_ADMIN', 2],
      ['MANAGER', 'BRANCH_ADMIN', 1],
      ['TRAINEE', 'BRANCH_ADMIN', 1],
    ]);
    expect(page.items.every((r) => r.editable)).toBe(true);
    expect(body<Page<RoleRow>>(await get(env, admin, `${RolePath.LIST}?query=desk`)).result.items.map((r) => r.code)).toEqual(['FRONT_DESK']);
    expect((await get(env, admin, `${RolePath.LIST}?sort=nope`)).statusCode).toBe(400);
  });

  it('creates a role with its rights, uppercasing the code, logged as ROLE; refuses a taken code and bad values', async () => {
    const id = await created(admin, role());
    expect(await detail(admin, id)).toMatchObject({
      code: 'WEEKEND', name: 'Weekend desk', type: 'BRANCH_ADMIN', users: 0,
      settings: { APPOINTMENT_ACCESS: 'ALLOW', CUSTOMER_ACCESS: 'ALLOW', REPORT_ACCESS: 'DENY' },
    });
    const log = await lastLog(id);
    expect(log).toMatchObject({ action: 'create', entity_type: 'ROLE' });
    expect(log.edit_info.new).toMatchObject({ code: 'WEEKEND', allow: ['APPOINTMENT_ACCESS', 'CUSTOMER_ACCESS'], deny: ['REPORT_ACCESS'] });

    const taken = await post(env, admin, RolePath.CREATE, role({ code: 'Weekend' }));
    expect([taken.statusCode, refusal(taken).code]).toEqual([409, 'CODE_EXISTS']);
    for (const bad of [role({ name: '' }), role({ type: 'OWNER' as 'BRANCH_ADMIN' }), role({ settings: { NOT_A_RIGHT: RightSetting.ALLOW } }), role({ code: 'a\u0000b' })]) {
      const res = await post(env, admin, RolePath.CREATE, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
  });

  it('updates a role: Not set drops a right, the log keeps old and new', async () => {
    const id = await created(admin, role({ code: 'evening' }));
    const res = await post(env, admin, RolePath.UPDATE, { id, ...role({ code: 'evening', name: 'Evening desk', settings: { CUSTOMER_ACCESS: RightSetting.NOT_SET, REPORT_ACCESS: RightSetting.ALLOW } }) });
    expect(res.statusCode, res.body).toBe(200);
    expect((await detail(admin, id)).settings).toEqual({ REPORT_ACCESS: 'ALLOW' });
    const log = await lastLog(id);
    expect(log.action).toBe('update');
    expect(log.edit_info.old).toMatchObject({ name: 'Weekend desk', allow: ['APPOINTMENT_ACCESS', 'CUSTOMER_ACCESS'] });
    expect(log.edit_info.new).toMatchObject({ name: 'Evening desk', allow: ['REPORT_ACCESS'] });
  });

  it('deletes a role nobody holds, and refuses one held', async () => {
    const id = await created(admin, role({ code: 'gone' }));
    expect((await post(env, admin, `${RolePath.DELETE}?id=${id}`, {})).statusCode).toBe(200);
    expect((await get(env, admin, `${RolePath.DETAIL}/${id}`)).statusCode).toBe(404);
    expect((await lastLog(id)).action).toBe('delete');
    const held = await post(env, admin, `${RolePath.DELETE}?id=${frontDeskRole}`, {});
    expect([held.statusCode, refusal(held).code]).toEqual([409, 'DELETE_ASSOCIATED']);
  });

  it('refuses an Allow of a right the plan does not include, and no such right is held', async () => {
    await env.db.query(`INSERT INTO plan (code, name) VALUES ('NO_TS', 'No timesheet') ON CONFLICT DO NOTHING`);
    await env.db.query(`INSERT INTO plan_right (plan_code, right_code) SELECT 'NO_TS', right_code FROM plan_right WHERE plan_code = (SELECT plan_code FROM tenant WHERE name = 'Maple Beauty') AND right_code <> $1`, [PlanRight.TIMESHEET]);
    const planBefore = (await env.db.one<{ plan_code: string }>(`SELECT plan_code FROM tenant WHERE name = 'Maple Beauty'`)).plan_code;
    await env.db.query(`UPDATE tenant SET plan_code = 'NO_TS' WHERE name = 'Maple Beauty'`);
    try {
      const res = await post(env, admin, RolePath.CREATE, role({ code: 'sheets', settings: { TIMESHEET_ACCESS: RightSetting.ALLOW } }));
      expect([res.statusCode, refusal(res).code]).toEqual([403, 'RIGHT_NOT_IN_PLAN']);
      expect(await created(admin, role({ code: 'nosheets', settings: { TIMESHEET_ACCESS: RightSetting.DENY } }))).toBeTruthy();
      // The owner's role still says so, for the upgrade page; the plan caps what it gives.
      const rights = await rightsOf(admin);
      expect(rights.rights).toContain('TIMESHEET_ACCESS');
      expect(rights.rightsPM).not.toContain(PlanRight.TIMESHEET);
    } finally {
      await env.db.query(`UPDATE tenant SET plan_code = $1 WHERE name = 'Maple Beauty'`, [planBefore]);
    }
  });

  it('checks the role rights on every call', async () => {
    const trainee = await signIn(env.app, 'trainee');
    expect((await get(env, trainee, RolePath.LIST)).statusCode).toBe(403);
    expect((await post(env, trainee, RolePath.CREATE, role({ code: 'x1' }))).statusCode).toBe(403);
    expect((await get(env, trainee, `${RelationshipPath.USERS}?roleId=${frontDeskRole}`)).statusCode).toBe(403);
  });

  describe('a branch manager given the roles screen', () => {
    let managerRole: string;
    beforeAll(async () => {
      managerRole = await roleId(env.db, 'Maple Beauty', 'MANAGER');
      const current = await detail(admin, managerRole);
      const settings = { ...current.settings, SYSTEM_ROLE_ACCESS: RightSetting.ALLOW, SYSTEM_ROLE_CREATE: RightSetting.ALLOW, SYSTEM_ROLE_UPDATE: RightSetting.ALLOW, SYSTEM_USER_MAPPING_ACCESS: RightSetting.ALLOW, SYSTEM_USER_MAPPING_CREATE: RightSetting.ALLOW, SYSTEM_USER_MAPPING_DELETE: RightSetting.ALLOW };
      const res = await post(env, admin, RolePath.UPDATE, { id: managerRole, code: current.code, name: current.name, type: current.type, settings });
      expect(res.statusCode, res.body).toBe(200);
    });

    it('allows only rights they hold, and never a tenant admin role', async () => {
      expect(await created(manager, role({ code: 'desk-dt', settings: { [Right.APPOINTMENT_ACCESS]: RightSetting.ALLOW, REPORT_ACCESS: RightSetting.DENY } }))).toBeTruthy();
      const notHeld = await post(env, manager, RolePath.CREATE, role({ code: 'campaigns', settings: { SMS_CAMPAIGN_ACCESS: RightSetting.ALLOW } }));
      expect([notHeld.statusCode, refusal(notHeld).code]).toEqual([403, 'RIGHT_NOT_HELD']);
      const admins = await post(env, manager, RolePath.CREATE, role({ code: 'boss', type: 'TENANT_ADMIN', settings: {} }));
      expect([admins.statusCode, refusal(admins).code]).toEqual([403, 'ROLE_OUT_OF_REACH']);
      const owner = await detail(manager, adminRole);
      expect(owner.editable).toBe(false);
      const edit = await post(env, manager, RolePath.UPDATE, { id: adminRole, code: owner.code, name: 'Mine now', type: 'BRANCH_ADMIN', settings: {} });
      expect([edit.statusCode, refusal(edit).code]).toEqual([403, 'ROLE_OUT_OF_REACH']);
    });

    it('maps only users they manage to roles they may give', async () => {
      const mine = body<RoleUsers>(await get(env, manager, `${RelationshipPath.USERS}?roleId=${frontDeskRole}`)).result;
      // Fiona also works at Plateau: seen, not the manager's to change. The trainee's roles hold nothing the manager lacks.
      expect(mine.users.map((u) => [u.username, u.manageable])).toEqual([['frontdesk', false], ['trainee', true]]);
      const fiona = await userIdByName(env.db, 'frontdesk');
      const out = await post(env, manager, RelationshipPath.REMOVE, { roleId: frontDeskRole, userIds: [fiona] });
      expect([out.statusCode, refusal(out).code]).toEqual([403, 'USER_OUT_OF_REACH']);
      const ownerRole = await post(env, manager, RelationshipPath.ADD, { roleId: adminRole, userIds: [await userIdByName(env.db, 'trainee')] });
      expect([ownerRole.statusCode, refusal(ownerRole).code]).toEqual([403, 'ROLE_NOT_GRANTABLE']);
      const hidden = await post(env, manager, RelationshipPath.ADD, { roleId: frontDeskRole, userIds: [await userIdByName(env.db, 'admin')] });
      expect(hidden.statusCode).toBe(404);
    });
  });

  it('adds users to a role and takes them off, logged on the role; keeps the last tenant admin', async () => {
    const nina = body<SavedId>(await post(env, admin, '/api/user/create', newUser({ username: 'nina', branchIds: [downtown], roleIds: [frontDeskRole] }))).result.id;
    const id = await created(admin, role({ code: 'extra' }));
    expect((await post(env, admin, RelationshipPath.ADD, { roleId: id, userIds: [nina] })).statusCode).toBe(200);
    const mapped = body<RoleUsers>(await get(env, admin, `${RelationshipPath.USERS}?roleId=${id}`)).result;
    expect(mapped.users.map((u) => u.username)).toEqual(['nina']);
    expect(mapped.candidates.map((u) => u.username)).not.toContain('nina');
    expect(mapped.role).toMatchObject({ code: 'EXTRA', users: 1, grantable: true });
    expect((await lastLog(id)).edit_info).toMatchObject({ old: { users: [] }, new: { users: ['nina'] } });
    expect((await post(env, admin, RelationshipPath.REMOVE, { roleId: id, userIds: [nina] })).statusCode).toBe(200);
    expect(body<RoleUsers>(await get(env, admin, `${RelationshipPath.USERS}?roleId=${id}`)).result.users).toEqual([]);

    const last = await post(env, admin, RelationshipPath.REMOVE, { roleId: adminRole, userIds: [await userIdByName(env.db, 'admin')] });
    expect([last.statusCode, refusal(last).code]).toEqual([409, 'LAST_TENANT_ADMIN']);
    const demote = await detail(admin, adminRole);
    const typeChange = await post(env, admin, RolePath.UPDATE, { id: adminRole, code: demote.code, name: demote.name, type: 'BRANCH_ADMIN', settings: demote.settings });
    expect([typeChange.statusCode, refusal(typeChange).code]).toEqual([409, 'LAST_TENANT_ADMIN']);
    expect((await post(env, admin, RelationshipPath.ADD, { roleId: id, userIds: ['not-a-uuid'] })).statusCode).toBe(400);
    expect((await post(env, admin, RelationshipPath.ADD, { roleId: id, userIds: [] })).statusCode).toBe(400);
  });

  it('refuses a signed-in user at their next request once their role denies it, without signing out', async () => {
    const omar = body<SavedId>(await post(env, admin, '/api/user/create', newUser({ username: 'omar', branchIds: [downtown], roleIds: [frontDeskRole] }))).result.id;
    const signed = await signIn(env.app, 'omar', { password: STAFF_PASSWORD });
    const board = `${ApiPath.DAY_TECHNICIANS}?branchId=${downtown}&date=2026-11-20`;
    const before = await get(env, signed, board);
    const id = await created(admin, role({ code: 'no-book', settings: { [Right.APPOINTMENT_ACCESS]: RightSetting.DENY } }));
    expect((await post(env, admin, RelationshipPath.ADD, { roleId: id, userIds: [omar] })).statusCode).toBe(200);
    const after = await get(env, signed, board);
    expect(before.statusCode).toBe(200);
    expect(after.statusCode).toBe(403);
    const rights = await rightsOf(signed);
    expect(rights.rights).not.toContain(Right.APPOINTMENT_ACCESS);
    expect(rights.rights).toContain(Right.BOOKING_CREATE);

    // The role's Deny cleared: the same session reads the board again at once; denied again, refused again.
    const values = role({ code: 'no-book', settings: {} });
    expect((await post(env, admin, RolePath.UPDATE, { id, ...values })).statusCode).toBe(200);
    expect((await get(env, signed, board)).statusCode).toBe(200);
    expect((await post(env, admin, RolePath.UPDATE, { id, ...values, settings: { [Right.APPOINTMENT_ACCESS]: RightSetting.DENY } })).statusCode).toBe(200);
    expect((await get(env, signed, board)).statusCode).toBe(403);
  });

  it('refuses another business’s roles and users', async () => {
    expect((await get(env, admin, `${RolePath.DETAIL}/${lotusRole}`)).statusCode).toBe(404);
    expect((await get(env, admin, `${RelationshipPath.USERS}?roleId=${lotusRole}`)).statusCode).toBe(404);
    const current = await detail(admin, frontDeskRole);
    expect((await post(env, admin, RolePath.UPDATE, { id: lotusRole, code: 'X', name: 'X', type: 'BRANCH_ADMIN', settings: {} })).statusCode).toBe(404);
    expect((await post(env, admin, `${RolePath.DELETE}?id=${lotusRole}`, {})).statusCode).toBe(404);
    const lotusUser = await userIdByName(env.db, 'lotus');
    expect((await post(env, admin, RelationshipPath.ADD, { roleId: frontDeskRole, userIds: [lotusUser] })).statusCode).toBe(404);
    expect((await post(env, lotus, RelationshipPath.ADD, { roleId: frontDeskRole, userIds: [lotusUser] })).statusCode).toBe(404);
    expect(body<Page<RoleRow>>(await get(env, lotus, RolePath.LIST)).result.items.map((r) => r.id)).not.toContain(frontDeskRole);
    expect((await detail(admin, frontDeskRole)).settings).toEqual(current.settings);
  });
});
