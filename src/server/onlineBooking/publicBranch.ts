import type { Db } from '../db/db';
import { resolveBranchConfig, type ConfigValues } from '../../domain/branchConfig';
import type { BranchConfigResult } from '../../domain/api';
import { AppError, ErrorCode } from '../../domain/errors';
import { PlanRight } from '../../domain/rights';
import type { BranchRow } from '../branches/branchRepository';
import { configValues } from '../branches/branchRepository';

export type PublicBranch = BranchRow & { phone: string | null; settings: BranchConfigResult; values: ConfigValues };

const NO_SUCH_SALON = 'No salon takes online bookings at this address. Please check the link or call the salon.';

/**
 * The branch a public page names by its code: active, open, of a business whose plan has
 * appointments. A code two businesses share on one server names neither, rather than one
 * picked at random.
 */
export async function publicBranch(db: Db, code: string): Promise<PublicBranch> {
  const rows = await db.query<BranchRow & { phone: string | null }>(
    `SELECT b.id, b.tenant_id, b.code, b.name, b.phone FROM branch b JOIN tenant t ON t.id = b.tenant_id
      WHERE b.code = $1 AND b.active AND b.opening
        AND EXISTS (SELECT 1 FROM plan_right p WHERE p.plan_code = t.plan_code AND p.right_code = $2)
      LIMIT 2`,
    [code, PlanRight.APPOINTMENT],
  );
  const [branch] = rows;
  if (!branch || rows.length > 1) throw new AppError(ErrorCode.NOT_FOUND, { message: NO_SUCH_SALON });
  const values = await configValues(db, branch.tenant_id, branch.id);
  return { ...branch, values, settings: resolveBranchConfig(branch.id, values) };
}
