/**
 * The users screen's changes (spec part 2 §3 User), under the giving rules of
 * src/domain/people/reach.ts: create, update, activate or deactivate, and an admin setting a
 * user's password. Every change of a tenant's users runs under one lock, so the business
 * never loses its last active tenant admin to two changes at once; each is logged with the
 * user's old and new values, never the password.
 */
import type { z } from '../../domain/schemas/zod';
import type { Db } from '../db/db';
import { AppError, ErrorCode } from '../../domain/errors';
import { storedPhone, storedText } from '../../domain/people/contact';
import type { UserDetail, UserFormOptions, UserRow } from '../../domain/people/contract';
import { canGiveBranch, canGiveRole, canManageUser, canSeeUser, isTenantAdminHolder, removesLastTenantAdmin, type Giver, type Holder, type RoleFacts } from '../../domain/people/reach';
import { UserRight } from '../../domain/people/rights';
import type { userCreateSchema, userSetPasswordBody, userStatusBody, userUpdateBody, userValuesSchema } from '../../domain/people/user-form';
import { ActionType, EntityType, logChange } from '../actionLog/actionLogRepository';
import type { AdminActor } from '../admin/adminRoutes';
import { hashPassword } from '../auth/passwordHash';
import { deleteUserSessions } from '../auth/sessionRepository';
import { newId } from '../auth/tokens';
import { isUniqueViolation, refuseProblems } from '../http/fieldProblems';
import { insertUser, type IdSource } from '../seed/seedTenant';
import {
  activeTenantAdminIds,
  findUser,
  lockTenantUsers,
  profileOf,
  setUserAccess,
  tenantBranches,
  tenantRoles,
  updateUserProfile,
  userLogValues,
  usernameTaken,
  type TenantBranch,
  type UserDbRow,
  type UserProfile,
} from './userAdminRepository';
import { updatePasswordHash } from './userRepository';

type UserValues = z.output<typeof userValuesSchema>;

const NEW_IDS: IdSource = { uuid: newId };
type Role = RoleFacts & { code: string; name: string };

/** Who changes a user: the actor of the log and what the giving rules know of them. */
export type UserActor = AdminActor & { giver: Giver };

/** What a user will be after a change. */
type UserState = { profile: UserProfile; branchIds: string[]; roleIds: string[] };

/** The giver a signed-in user is: a tenant admin gives every branch of the business, inactive ones too. */
export function giverOf(auth: { canSelectTenant: boolean; rights: readonly string[]; rightsPM: readonly string[]; branches: readonly { id: string }[] }, all: readonly TenantBranch[]): Giver {
  return { tenantAdmin: auth.canSelectTenant, rights: auth.rights, rightsPM: auth.rightsPM, branchIds: (auth.canSelectTenant ? all : auth.branches).map((b) => b.id) };
}

export function holderOf(row: Pick<UserDbRow, 'branches' | 'roles'>, roles: readonly Role[]): Holder {
  return { branchIds: row.branches.map((b) => b.id), roles: roles.filter((r) => row.roles.some((held) => held.id === r.id)) };
}

export function toUserRow(row: UserDbRow, actor: UserActor, roles: readonly Role[]): UserRow {
  const holder = holderOf(row, roles);
  return {
    id: row.id,
    username: row.username,
    fullName: row.full_name,
    email: row.email,
    phone: row.phone,
    active: row.active,
    branches: row.branches,
    roles: row.roles,
    tenantAdmin: isTenantAdminHolder(holder),
    manageable: canManageUser(actor.giver, holder),
    self: row.id === actor.userId,
    createdAt: row.created_at.toISOString(),
  };
}

/** A user the actor sees, else 404: another tenant's or another branch's user is simply not there. */
async function visibleUser(db: Db, actor: UserActor, id: string, roles: readonly Role[]): Promise<UserDbRow> {
  const row = await findUser(db, actor.tenantId, id);
  if (!row || !canSeeUser(actor.giver, holderOf(row, roles))) throw new AppError(ErrorCode.NOT_FOUND);
  return row;
}

/** A user the actor may change: seen, and doing nothing the actor cannot. */
async function manageableUser(db: Db, actor: UserActor, id: string, roles: readonly Role[]): Promise<UserDbRow> {
  const row = await visibleUser(db, actor, id, roles);
  if (!canManageUser(actor.giver, holderOf(row, roles))) throw new AppError(ErrorCode.USER_OUT_OF_REACH);
  return row;
}

export async function userDetail(db: Db, actor: UserActor, id: string): Promise<UserDetail> {
  const roles = await tenantRoles(db, actor.tenantId);
  const row = await visibleUser(db, actor, id, roles);
  return { ...toUserRow(row, actor, roles), firstName: row.first_name, lastName: row.last_name, updatedAt: row.updated_at.toISOString() };
}

export async function userFormOptions(db: Db, actor: UserActor): Promise<UserFormOptions> {
  const [roles, branches] = [await tenantRoles(db, actor.tenantId), await tenantBranches(db, actor.tenantId)];
  return {
    roles: roles.map((r) => ({ id: r.id, code: r.code, name: r.name, type: r.type, grantable: canGiveRole(actor.giver, r) })),
    branches: branches.filter((b) => canGiveBranch(actor.giver, b.id)),
  };
}

/** The branches and roles asked for, if the actor may give every one of them: the roles chosen. */
function checkGiven(actor: UserActor, roles: readonly Role[], asked: { branchIds: readonly string[]; roleIds: readonly string[] }): Role[] {
  if (!asked.branchIds.every((b) => canGiveBranch(actor.giver, b))) throw new AppError(ErrorCode.BRANCH_NOT_AUTHORISED);
  const chosen = roles.filter((r) => asked.roleIds.includes(r.id));
  // Another tenant's role, or one deleted meanwhile: not one of the form's choices.
  if (chosen.length !== asked.roleIds.length) refuseProblems({ roleIds: { code: 'INVALID' } });
  if (!chosen.every((r) => canGiveRole(actor.giver, r))) throw new AppError(ErrorCode.ROLE_NOT_GRANTABLE);
  return chosen;
}

async function refuseTakenUsername(db: Db, username: string, exceptId: string | null): Promise<void> {
  if (await usernameTaken(db, username, exceptId)) refuseProblems({ username: { code: 'USERNAME_TAKEN' } });
}

function profileFrom(values: UserValues): UserProfile {
  return {
    username: values.username,
    firstName: storedText(values.firstName),
    lastName: storedText(values.lastName),
    fullName: values.fullName,
    email: storedText(values.email),
    phone: storedPhone(values.phone),
    active: values.active,
  };
}

/** The log's codes of the branches and roles given. */
async function accessCodes(db: Db, tenantId: string, roles: readonly Role[], state: Pick<UserState, 'branchIds' | 'roleIds'>) {
  const branches = await tenantBranches(db, tenantId);
  return {
    branchCodes: branches.filter((b) => state.branchIds.includes(b.id)).map((b) => b.code),
    roleCodes: roles.filter((r) => state.roleIds.includes(r.id)).map((r) => r.code),
  };
}

/** A race on the same username (the unique index) reads as the same refusal as the check. */
async function withUsernameRace<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error)) refuseProblems({ username: { code: 'USERNAME_TAKEN' } });
    throw error;
  }
}

export async function createUser(db: Db, actor: UserActor, values: z.output<typeof userCreateSchema>): Promise<string> {
  const passwordHash = await hashPassword(values.password);
  const profile = profileFrom(values);
  return withUsernameRace(() =>
    db.transaction(async (tx) => {
      await lockTenantUsers(tx, actor.tenantId);
      const roles = await tenantRoles(tx, actor.tenantId);
      checkGiven(actor, roles, values);
      await refuseTakenUsername(tx, profile.username, null);
      const id = await insertUser(tx, NEW_IDS, { tenantId: actor.tenantId, ...profile, passwordHash, roleIds: values.roleIds, branchIds: values.branchIds, now: actor.now });
      await logChange(tx, actor, {
        branchId: null, action: ActionType.CREATE, entityType: EntityType.USER, entityId: id,
        before: null, after: userLogValues(profile, await accessCodes(tx, actor.tenantId, roles, values)),
      });
      return id;
    }),
  );
}

/**
 * Saves what `next` makes of a user the actor may manage, with the rules every change keeps:
 * only what the actor may give, nobody deactivating themselves, a username free everywhere,
 * the last active tenant admin kept. A deactivated user's sessions end.
 */
async function changeUser(db: Db, actor: UserActor, id: string, next: (current: UserState) => UserState): Promise<void> {
  await withUsernameRace(() =>
    db.transaction(async (tx) => {
      await lockTenantUsers(tx, actor.tenantId);
      const roles = await tenantRoles(tx, actor.tenantId);
      const row = await manageableUser(tx, actor, id, roles);
      const current: UserState = { profile: profileOf(row), branchIds: row.branches.map((b) => b.id), roleIds: row.roles.map((r) => r.id) };
      const after = next(current);
      const given = checkGiven(actor, roles, after);
      const deactivating = current.profile.active && !after.profile.active;
      if (current.profile.active !== after.profile.active && !actor.giver.rights.includes(UserRight.DELETE)) throw new AppError(ErrorCode.FORBIDDEN);
      if (deactivating && id === actor.userId) throw new AppError(ErrorCode.SELF_DEACTIVATE);
      if (after.profile.username.toLowerCase() !== current.profile.username.toLowerCase()) await refuseTakenUsername(tx, after.profile.username, id);
      const tenantAdmin = isTenantAdminHolder({ branchIds: after.branchIds, roles: given });
      if (removesLastTenantAdmin(await activeTenantAdminIds(tx, actor.tenantId), id, { active: after.profile.active, tenantAdmin })) {
        throw new AppError(ErrorCode.LAST_TENANT_ADMIN);
      }
      await updateUserProfile(tx, { tenantId: actor.tenantId, id, profile: after.profile, now: actor.now });
      await setUserAccess(tx, { tenantId: actor.tenantId, id, branchIds: after.branchIds, roleIds: after.roleIds });
      if (deactivating) await deleteUserSessions(tx, actor.tenantId, id);
      await logChange(tx, actor, {
        branchId: null, action: ActionType.UPDATE, entityType: EntityType.USER, entityId: id,
        before: userLogValues(current.profile, await accessCodes(tx, actor.tenantId, roles, current)),
        after: userLogValues(after.profile, await accessCodes(tx, actor.tenantId, roles, after)),
        summary: { username: current.profile.username }, statusField: 'active',
      });
    }),
  );
}

export function updateUser(db: Db, actor: UserActor, body: z.output<typeof userUpdateBody>): Promise<void> {
  return changeUser(db, actor, body.id, () => ({ profile: profileFrom(body), branchIds: body.branchIds, roleIds: body.roleIds }));
}

export function changeUserStatus(db: Db, actor: UserActor, body: z.output<typeof userStatusBody>): Promise<void> {
  return changeUser(db, actor, body.id, (current) => ({ ...current, profile: { ...current.profile, active: body.active } }));
}

/** An admin gives a user a new password: the user's every session ends, so each device asks for it. */
export async function setUserPassword(db: Db, actor: UserActor, body: z.output<typeof userSetPasswordBody>): Promise<void> {
  if (body.userId === actor.userId) throw new AppError(ErrorCode.OWN_PASSWORD_ELSEWHERE);
  const hash = await hashPassword(body.password);
  await db.transaction(async (tx) => {
    await lockTenantUsers(tx, actor.tenantId);
    const row = await manageableUser(tx, actor, body.userId, await tenantRoles(tx, actor.tenantId));
    await updatePasswordHash(tx, actor.tenantId, row.id, hash, actor.now);
    const ended = await deleteUserSessions(tx, actor.tenantId, row.id);
    // The password itself is never logged: only that it was set, and the sessions it ended.
    await logChange(tx, actor, {
      branchId: null, action: ActionType.UPDATE, entityType: EntityType.USER, entityId: row.id,
      before: null, after: null, summary: { username: row.username, field: 'password', sessionsEnded: ended },
    });
  });
}
