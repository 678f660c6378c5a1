import type { Db } from '../db/db';
import { effectiveRights } from '../../domain/rights';
import { manageableBranches, type BranchRow } from '../branches/branchRepository';
import { isTenantAdmin, roleSettingsOfUser } from './userRepository';

/** What a user holds and where they may act: the same for the session user and for the user who made a queued change. */
export type UserAccess = {
  rights: string[];
  rightsPM: string[];
  tenantAdmin: boolean;
  branches: BranchRow[];
};

export async function loadUserAccess(
  db: Db,
  input: { tenantId: string; userId: string; planCode: string },
): Promise<UserAccess> {
  // One after the other: inside a push this runs on the transaction's single connection,
  // where concurrent queries only queue up (and pg 9 will refuse them).
  const settings = await roleSettingsOfUser(db, input.tenantId, input.userId);
  const tenantAdmin = await isTenantAdmin(db, input.tenantId, input.userId);
  const plan = await db.query<{ right_code: string }>(
    `SELECT right_code FROM plan_right WHERE plan_code = $1 ORDER BY right_code`,
    [input.planCode],
  );
  return {
    rights: effectiveRights(settings),
    rightsPM: plan.map((p) => p.right_code),
    tenantAdmin,
    branches: await manageableBranches(db, input.tenantId, input.userId, tenantAdmin),
  };
}
