/**
 * A business's roles as the roles screen and the user mapping screen read and write them: each
 * with its users counted and its rights settings (a row per right allowed or denied; Not set
 * is no row).
 */
import type { Db } from '../db/db';
import type { Page } from '../../domain/admin/list';
import type { RoleSort } from '../../domain/people/role-contract';
import type { RoleType } from '../../domain/people/default-roles';
import type { RoleSettings } from '../../domain/people/role-rights';
import type { RightSetting } from '../../domain/rights';
import { pagedList, type ListInput } from '../admin/pagedList';

export type RoleDbRow = { id: string; code: string; name: string; type: RoleType; users: number; created_at: Date };

const ROLE_COLUMNS = `r.id, r.code, r.name, r.type, r.created_at,
  (SELECT count(*)::int FROM user_role x WHERE x.tenant_id = r.tenant_id AND x.role_id = r.id) AS users`;

export function listRoles(db: Db, input: ListInput<RoleSort>): Promise<Page<RoleDbRow>> {
  return pagedList<RoleDbRow, RoleSort>(
    db,
    {
      from: 'role r',
      columns: ROLE_COLUMNS,
      tenantColumn: 'r.tenant_id',
      searchColumns: ['r.code', 'r.name'],
      sortable: { code: 'r.code', name: 'lower(r.name)', type: 'r.type', users: `(SELECT count(*) FROM user_role x WHERE x.tenant_id = r.tenant_id AND x.role_id = r.id)` },
      defaultOrder: 'r.code, r.id',
    },
    input,
  );
}

/** The role, locked until the end of the transaction when `lock`. */
export function findRole(db: Db, tenantId: string, id: string, lock = false): Promise<RoleDbRow | null> {
  return db.maybeOne<RoleDbRow>(`SELECT ${ROLE_COLUMNS} FROM role r WHERE r.tenant_id = $1 AND r.id = $2${lock ? ' FOR UPDATE' : ''}`, [tenantId, id]);
}

export async function roleSettings(db: Db, tenantId: string, roleId: string): Promise<RoleSettings> {
  const rows = await db.query<{ right_code: string; setting: RightSetting }>(
    `SELECT right_code, setting FROM role_right WHERE tenant_id = $1 AND role_id = $2 ORDER BY right_code`,
    [tenantId, roleId],
  );
  return Object.fromEntries(rows.map((r) => [r.right_code, r.setting]));
}

export async function codeTaken(db: Db, tenantId: string, code: string, exceptId: string | null): Promise<boolean> {
  return (await db.maybeOne(`SELECT 1 FROM role WHERE tenant_id = $1 AND upper(code) = upper($2) AND id IS DISTINCT FROM $3`, [tenantId, code, exceptId])) !== null;
}

export type RoleFields = { code: string; name: string; type: RoleType };

export async function insertRole(db: Db, input: { tenantId: string; id: string; fields: RoleFields; now: Date }): Promise<void> {
  await db.query(`INSERT INTO role (id, tenant_id, code, name, type, created_at) VALUES ($1, $2, $3, $4, $5, $6)`, [
    input.id, input.tenantId, input.fields.code, input.fields.name, input.fields.type, input.now,
  ]);
}

export async function updateRole(db: Db, input: { tenantId: string; id: string; fields: RoleFields }): Promise<void> {
  await db.query(`UPDATE role SET code = $3, name = $4, type = $5 WHERE tenant_id = $1 AND id = $2`, [
    input.tenantId, input.id, input.fields.code, input.fields.name, input.fields.type,
  ]);
}

/** Replaces the role's settings with those given. */
export async function setRoleSettings(db: Db, input: { tenantId: string; roleId: string; settings: RoleSettings }): Promise<void> {
  const entries = Object.entries(input.settings).flatMap(([right, setting]) => (setting ? [{ right, setting }] : []));
  await db.query(`DELETE FROM role_right WHERE tenant_id = $1 AND role_id = $2`, [input.tenantId, input.roleId]);
  await db.query(
    `INSERT INTO role_right (tenant_id, role_id, right_code, setting)
     SELECT $1, $2, s.right_code, s.setting FROM unnest($3::text[], $4::text[]) AS s(right_code, setting)`,
    [input.tenantId, input.roleId, entries.map((e) => e.right), entries.map((e) => e.setting)],
  );
}

export async function roleUserIds(db: Db, tenantId: string, roleId: string): Promise<string[]> {
  const rows = await db.query<{ user_id: string }>(`SELECT user_id FROM user_role WHERE tenant_id = $1 AND role_id = $2`, [tenantId, roleId]);
  return rows.map((r) => r.user_id);
}

export async function addUsersToRole(db: Db, input: { tenantId: string; roleId: string; userIds: readonly string[] }): Promise<void> {
  await db.query(
    `INSERT INTO user_role (tenant_id, user_id, role_id) SELECT $1, u, $2 FROM unnest($3::uuid[]) AS u ON CONFLICT DO NOTHING`,
    [input.tenantId, input.roleId, input.userIds],
  );
}

export async function removeUsersFromRole(db: Db, input: { tenantId: string; roleId: string; userIds: readonly string[] }): Promise<void> {
  await db.query(`DELETE FROM user_role WHERE tenant_id = $1 AND role_id = $2 AND user_id = ANY($3::uuid[])`, [input.tenantId, input.roleId, input.userIds]);
}
