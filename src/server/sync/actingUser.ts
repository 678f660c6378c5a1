import type { Db } from '../db/db';
import { effectiveRights } from '../../domain/rights';
import { manageableBranches, type BranchRow } from '../branches/branchRepository';
import { isTenantAdmin, roleSettingsOfUser } from '../users/userRepository';

/** Who made a change at the tablet: checked as of now, not as of when they made it. */
export type ActingUser = {
  id: string;
  fullName: string;
  rights: string[];
  rightsPM: string[];
  branches: BranchRow[];
};

/** The user's rights and branches if they are an active user of the (active) tenant, else null. */
export async function loadActingUser(db: Db, tenantId: string, userId: string): Promise<ActingUser | null> {
  const user = await db.maybeOne<{ full_name: string; plan_code: string }>(
    `SELECT u.full_name, t.plan_code FROM app_user u JOIN tenant t ON t.id = u.tenant_id
      WHERE u.tenant_id = $1 AND u.id = $2 AND u.active AND t.active`,
    [tenantId, userId],
  );
  if (!user) return null;
  // One after the other: inside a push this runs on the transaction's single connection,
  // where concurrent queries only queue up (and pg 9 will refuse them).
  const settings = await roleSettingsOfUser(db, tenantId, userId);
  const tenantAdmin = await isTenantAdmin(db, tenantId, userId);
  const plan = await db.query<{ right_code: string }>(
    `SELECT right_code FROM plan_right WHERE plan_code = $1 ORDER BY right_code`,
    [user.plan_code],
  );
  return {
    id: userId,
    fullName: user.full_name,
    rights: effectiveRights(settings),
    rightsPM: plan.map((p) => p.right_code),
    branches: await manageableBranches(db, tenantId, userId, tenantAdmin),
  };
}
