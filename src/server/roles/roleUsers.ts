/**
 * Users added to roles (/relationship, the spec's user mapping), under the same giving rules as
 * the user form (src/domain/people/reach.ts): a branch admin sees the users of their branches,
 * adds or takes off only users they manage, and only to a role they may give. The business
 * keeps an active tenant admin. Each change is logged on the role (ROLE), with its users before
 * and after by username.
 */
import type { Db } from '../db/db';
import { AppError, ErrorCode } from '../../domain/errors';
import { RoleType } from '../../domain/people/default-roles';
import type { RoleUser, RoleUsers } from '../../domain/people/role-contract';
import { canGiveRole, canManageUser, canSeeUser } from '../../domain/people/reach';
import { ActionType, EntityType, logChange } from '../actionLog/actionLogRepository';
import { holderOf, type UserActor } from '../users/userAdmin';
import { listUsers, lockTenantUsers, tenantRoles, type UserDbRow } from '../users/userAdminRepository';
import { keepTenantAdmin, toRoleRow } from './roleAdmin';
import { addUsersToRole, findRole, removeUsersFromRole, roleUserIds, type RoleDbRow } from './roleRepository';
import type { RoleEditor } from '../../domain/people/role-rights';

/** More users than any business has: the whole list in one read. */
const ALL_USERS = 10_000;

type Roles = Awaited<ReturnType<typeof tenantRoles>>;

async function usersSeen(db: Db, actor: UserActor): Promise<UserDbRow[]> {
  const page = await listUsers(db, actor.giver.tenantAdmin ? null : actor.giver.branchIds, { tenantId: actor.tenantId, query: '', page: 1, size: ALL_USERS, sort: null });
  return page.items;
}

function toRoleUser(row: UserDbRow, actor: UserActor, roles: Roles): RoleUser {
  return { id: row.id, name: row.full_name, username: row.username, active: row.active, manageable: canManageUser(actor.giver, holderOf(row, roles)) };
}

async function roleOrMissing(db: Db, tenantId: string, roleId: string, lock = false): Promise<RoleDbRow> {
  const role = await findRole(db, tenantId, roleId, lock);
  if (!role) throw new AppError(ErrorCode.NOT_FOUND);
  return role;
}

export function editorOfGiver(actor: UserActor): RoleEditor {
  return { tenantAdmin: actor.giver.tenantAdmin, rights: actor.giver.rights, rightsPM: actor.giver.rightsPM };
}

export async function roleUsers(db: Db, actor: UserActor, roleId: string): Promise<RoleUsers> {
  const role = await roleOrMissing(db, actor.tenantId, roleId);
  const roles = await tenantRoles(db, actor.tenantId);
  const facts = roles.find((r) => r.id === role.id);
  const users = await usersSeen(db, actor);
  const holds = (u: UserDbRow) => u.roles.some((r) => r.id === role.id);
  const grantable = facts !== undefined && canGiveRole(actor.giver, facts);
  return {
    role: { ...toRoleRow(role, editorOfGiver(actor)), grantable },
    users: users.filter(holds).map((u) => toRoleUser(u, actor, roles)),
    candidates: grantable ? users.filter((u) => !holds(u) && u.active).map((u) => toRoleUser(u, actor, roles)).filter((u) => u.manageable) : [],
  };
}

/** Adds (or takes off) users the actor manages to a role they may give, in one transaction. */
async function changeRoleUsers(db: Db, actor: UserActor, input: { roleId: string; userIds: readonly string[]; add: boolean }): Promise<void> {
  await db.transaction(async (tx) => {
    await lockTenantUsers(tx, actor.tenantId);
    const role = await roleOrMissing(tx, actor.tenantId, input.roleId, true);
    const roles = await tenantRoles(tx, actor.tenantId);
    const facts = roles.find((r) => r.id === role.id);
    if (!facts || !canGiveRole(actor.giver, facts)) throw new AppError(ErrorCode.ROLE_NOT_GRANTABLE);
    const users = await usersSeen(tx, actor);
    for (const id of input.userIds) {
      const user = users.find((u) => u.id === id);
      // Another tenant's user, or one out of sight, is not there.
      if (!user || !canSeeUser(actor.giver, holderOf(user, roles))) throw new AppError(ErrorCode.NOT_FOUND);
      if (!canManageUser(actor.giver, holderOf(user, roles))) throw new AppError(ErrorCode.USER_OUT_OF_REACH);
    }
    const before = await roleUserIds(tx, actor.tenantId, role.id);
    const change = { tenantId: actor.tenantId, roleId: role.id, userIds: input.userIds };
    if (input.add) await addUsersToRole(tx, change);
    else {
      await removeUsersFromRole(tx, change);
      if (role.type === RoleType.TENANT_ADMIN) await keepTenantAdmin(tx, actor.tenantId);
    }
    const after = await roleUserIds(tx, actor.tenantId, role.id);
    const names = (ids: readonly string[]) => users.filter((u) => ids.includes(u.id)).map((u) => u.username).sort();
    await logChange(tx, actor, {
      branchId: null, action: ActionType.UPDATE, entityType: EntityType.ROLE, entityId: role.id,
      before: { users: names(before) }, after: { users: names(after) }, summary: { code: role.code },
    });
  });
}

export function addRoleUsers(db: Db, actor: UserActor, input: { roleId: string; userIds: readonly string[] }): Promise<void> {
  return changeRoleUsers(db, actor, { ...input, add: true });
}

export function removeRoleUsers(db: Db, actor: UserActor, input: { roleId: string; userIds: readonly string[] }): Promise<void> {
  return changeRoleUsers(db, actor, { ...input, add: false });
}
