/**
 * The users of a business as the users screen reads and writes them: each with the branches
 * they work in and the roles they hold; the tenant's roles with the rights each allows (what
 * the giving rules of src/domain/people/reach.ts need); the tenant's branches.
 */
import type { Db } from '../db/db';
import type { LogRecord } from '../../domain/admin/changes';
import type { Page } from '../../domain/admin/list';
import type { NamedRef, UserSort } from '../../domain/people/contract';
import { RoleType, type RoleType as RoleTypeValue } from '../../domain/people/default-roles';
import type { RoleFacts } from '../../domain/people/reach';
import { pagedList, type ListInput } from '../admin/pagedList';

export type UserDbRow = {
  id: string;
  username: string;
  first_name: string | null;
  last_name: string | null;
  full_name: string;
  email: string | null;
  phone: string | null;
  active: boolean;
  created_at: Date;
  updated_at: Date;
  branches: NamedRef[];
  roles: NamedRef[];
};

const IN_USER = 'WHERE x.tenant_id = u.tenant_id AND x.user_id = u.id';

const USER_COLUMNS = `u.id, u.username, u.first_name, u.last_name, u.full_name, u.email, u.phone, u.active, u.created_at, u.updated_at,
  coalesce((SELECT jsonb_agg(jsonb_build_object('id', b.id, 'name', b.name) ORDER BY b.name, b.id)
              FROM user_branch x JOIN branch b ON b.tenant_id = x.tenant_id AND b.id = x.branch_id ${IN_USER}), '[]'::jsonb) AS branches,
  coalesce((SELECT jsonb_agg(jsonb_build_object('id', r.id, 'name', r.name) ORDER BY r.name, r.id)
              FROM user_role x JOIN role r ON r.tenant_id = x.tenant_id AND r.id = x.role_id ${IN_USER}), '[]'::jsonb) AS roles`;

/** What a branch admin sees: no tenant admin, and only users sharing one of their branches (src/domain/people/reach.ts canSeeUser). */
function branchAdminScope(branchIds: string): string {
  return `NOT EXISTS (SELECT 1 FROM user_role x JOIN role r ON r.tenant_id = x.tenant_id AND r.id = x.role_id ${IN_USER} AND r.type = '${RoleType.TENANT_ADMIN}')
      AND EXISTS (SELECT 1 FROM user_branch x ${IN_USER} AND x.branch_id = ANY(${branchIds}::uuid[]))`;
}

/** One page of the users a giver sees: every user for a tenant admin (`branchIds` null), else their branches' share. */
export function listUsers(db: Db, branchIds: readonly string[] | null, input: ListInput<UserSort>): Promise<Page<UserDbRow>> {
  return pagedList<UserDbRow, UserSort>(
    db,
    {
      from: 'app_user u',
      columns: USER_COLUMNS,
      tenantColumn: 'u.tenant_id',
      filter: branchIds === null ? undefined : (param) => branchAdminScope(param(branchIds)),
      searchColumns: ['u.username', 'u.full_name', 'u.email'],
      phoneColumns: ['u.phone'],
      sortable: { username: 'lower(u.username)', fullName: 'lower(u.full_name)', email: 'lower(u.email)', active: 'u.active', createdAt: 'u.created_at' },
      defaultOrder: 'lower(u.username), u.id',
    },
    input,
  );
}

export async function findUser(db: Db, tenantId: string, id: string): Promise<UserDbRow | null> {
  return db.maybeOne<UserDbRow>(`SELECT ${USER_COLUMNS} FROM app_user u WHERE u.tenant_id = $1 AND u.id = $2`, [tenantId, id]);
}

/** Sign-in names are unique across every business (sign-in asks for no business). */
export async function usernameTaken(db: Db, username: string, exceptId: string | null): Promise<boolean> {
  const row = await db.maybeOne(`SELECT 1 FROM app_user WHERE lower(username) = lower($1) AND id IS DISTINCT FROM $2`, [username, exceptId]);
  return row !== null;
}

/** The tenant's roles, each with the rights it allows. */
export async function tenantRoles(db: Db, tenantId: string): Promise<(RoleFacts & { code: string; name: string })[]> {
  const rows = await db.query<{ id: string; code: string; name: string; type: RoleTypeValue; allows: string[] }>(
    `SELECT r.id, r.code, r.name, r.type,
            coalesce(array_agg(rr.right_code ORDER BY rr.right_code) FILTER (WHERE rr.setting = 'ALLOW'), '{}') AS allows
       FROM role r LEFT JOIN role_right rr ON rr.tenant_id = r.tenant_id AND rr.role_id = r.id
      WHERE r.tenant_id = $1
      GROUP BY r.id ORDER BY r.name, r.id`,
    [tenantId],
  );
  return rows;
}

export type TenantBranch = { id: string; code: string; name: string; active: boolean };

export async function tenantBranches(db: Db, tenantId: string): Promise<TenantBranch[]> {
  return db.query<TenantBranch>(`SELECT id, code, name, active FROM branch WHERE tenant_id = $1 ORDER BY name, id`, [tenantId]);
}

/** The ids of the active users holding a tenant admin role. */
export async function activeTenantAdminIds(db: Db, tenantId: string): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `SELECT DISTINCT u.id FROM app_user u
       JOIN user_role x ON x.tenant_id = u.tenant_id AND x.user_id = u.id
       JOIN role r ON r.tenant_id = x.tenant_id AND r.id = x.role_id
      WHERE u.tenant_id = $1 AND u.active AND r.type = '${RoleType.TENANT_ADMIN}'`,
    [tenantId],
  );
  return rows.map((r) => r.id);
}

/** Held to the end of the transaction by every change of a tenant's users: the last-admin rule sees them one at a time. */
export async function lockTenantUsers(tx: Db, tenantId: string): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext('users:' || $1::text))`, [tenantId]);
}

export type UserProfile = {
  username: string;
  firstName: string | null;
  lastName: string | null;
  fullName: string;
  email: string | null;
  phone: string | null;
  active: boolean;
};

export async function updateUserProfile(db: Db, input: { tenantId: string; id: string; profile: UserProfile; now: Date }): Promise<void> {
  const p = input.profile;
  await db.query(
    `UPDATE app_user SET username = $3, first_name = $4, last_name = $5, full_name = $6, email = $7, phone = $8, active = $9, updated_at = $10
      WHERE tenant_id = $1 AND id = $2`,
    [input.tenantId, input.id, p.username, p.firstName, p.lastName, p.fullName, p.email, p.phone, p.active, input.now],
  );
}

/** Replaces the user's branches and roles with those given. */
export async function setUserAccess(db: Db, input: { tenantId: string; id: string; branchIds: readonly string[]; roleIds: readonly string[] }): Promise<void> {
  await db.query(`DELETE FROM user_branch WHERE tenant_id = $1 AND user_id = $2 AND NOT (branch_id = ANY($3::uuid[]))`, [input.tenantId, input.id, input.branchIds]);
  await db.query(
    `INSERT INTO user_branch (tenant_id, user_id, branch_id) SELECT $1, $2, b FROM unnest($3::uuid[]) AS b ON CONFLICT DO NOTHING`,
    [input.tenantId, input.id, input.branchIds],
  );
  await db.query(`DELETE FROM user_role WHERE tenant_id = $1 AND user_id = $2 AND NOT (role_id = ANY($3::uuid[]))`, [input.tenantId, input.id, input.roleIds]);
  await db.query(
    `INSERT INTO user_role (tenant_id, user_id, role_id) SELECT $1, $2, r FROM unnest($3::uuid[]) AS r ON CONFLICT DO NOTHING`,
    [input.tenantId, input.id, input.roleIds],
  );
}

/** What the action log keeps of a user (never the password): branches and roles by code. */
export function userLogValues(p: UserProfile, access: { branchCodes: readonly string[]; roleCodes: readonly string[] }): LogRecord {
  return {
    username: p.username,
    firstName: p.firstName,
    lastName: p.lastName,
    fullName: p.fullName,
    email: p.email,
    phone: p.phone,
    active: p.active,
    branches: [...access.branchCodes].sort(),
    roles: [...access.roleCodes].sort(),
  };
}

export function profileOf(row: UserDbRow): UserProfile {
  return { username: row.username, firstName: row.first_name, lastName: row.last_name, fullName: row.full_name, email: row.email, phone: row.phone, active: row.active };
}
