import type { Db } from '../db/db';
import { AppError, ErrorCode } from '../../domain/errors';
import { requireBranch, type AuthContext } from '../auth/authContext';
import type { BranchRow } from './branchRepository';

/**
 * The branch a settings screen reads or saves (loyalty rule, templates): another tenant's (or
 * no) branch is not found, a branch of the caller's tenant out of their reach is refused.
 */
export async function settingsBranch(db: Db, auth: AuthContext, branchId: string): Promise<BranchRow> {
  if (!auth.branches.some((b) => b.id === branchId)) {
    const ours = await db.maybeOne(`SELECT 1 FROM branch WHERE tenant_id = $1 AND id = $2`, [auth.tenantId, branchId]);
    if (!ours) throw new AppError(ErrorCode.NOT_FOUND);
  }
  return requireBranch(auth, branchId);
}
