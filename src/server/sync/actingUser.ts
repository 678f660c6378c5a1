import type { Db } from '../db/db';
import type { BranchRow } from '../branches/branchRepository';
import { loadUserAccess } from '../users/userAccess';

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
  const { rights, rightsPM, branches } = await loadUserAccess(db, { tenantId, userId, planCode: user.plan_code });
  return { id: userId, fullName: user.full_name, rights, rightsPM, branches };
}
