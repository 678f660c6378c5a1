import type { Db } from '../db/db';
import type { RightSetting } from '../../domain/rights';

export type UserRow = {
  id: string;
  tenant_id: string;
  username: string;
  password_hash: string;
  full_name: string;
  email: string | null;
  active: boolean;
};

const USER_COLUMNS = 'id, tenant_id, username, password_hash, full_name, email, active';

export async function findUserByUsername(db: Db, username: string): Promise<UserRow | null> {
  return db.maybeOne<UserRow>(`SELECT ${USER_COLUMNS} FROM app_user WHERE lower(username) = lower($1)`, [username]);
}

export async function findUserById(db: Db, tenantId: string, userId: string): Promise<UserRow | null> {
  return db.maybeOne<UserRow>(`SELECT ${USER_COLUMNS} FROM app_user WHERE tenant_id = $1 AND id = $2`, [tenantId, userId]);
}

export async function updatePasswordHash(db: Db, tenantId: string, userId: string, hash: string, now: Date): Promise<void> {
  await db.query(`UPDATE app_user SET password_hash = $3, updated_at = $4 WHERE tenant_id = $1 AND id = $2`, [
    tenantId,
    userId,
    hash,
    now,
  ]);
}

/** Every role setting of the user, for `effectiveRights`. */
export async function roleSettingsOfUser(
  db: Db,
  tenantId: string,
  userId: string,
): Promise<{ right: string; setting: RightSetting }[]> {
  return db.query<{ right: string; setting: RightSetting }>(
    `SELECT rr.right_code AS right, rr.setting
       FROM user_role ur
       JOIN role_right rr ON rr.role_id = ur.role_id AND rr.tenant_id = ur.tenant_id
      WHERE ur.tenant_id = $1 AND ur.user_id = $2`,
    [tenantId, userId],
  );
}

/** A user holding a TENANT_ADMIN role manages every branch and may select the whole tenant. */
export async function isTenantAdmin(db: Db, tenantId: string, userId: string): Promise<boolean> {
  const row = await db.maybeOne(
    `SELECT 1 FROM user_role ur JOIN role r ON r.id = ur.role_id AND r.tenant_id = ur.tenant_id
      WHERE ur.tenant_id = $1 AND ur.user_id = $2 AND r.type = 'TENANT_ADMIN' LIMIT 1`,
    [tenantId, userId],
  );
  return row !== null;
}
