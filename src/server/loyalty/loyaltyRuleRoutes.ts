/**
 * The Loyalty discount screen (spec part 2 §2, §3): a branch's rule, read and saved. The rule
 * lives in the branch's config keys (LOYALTY_*), which payment options, payment-info and the
 * bill re-check already read, so a saved rule reaches each tablet at its next sync. Each save is
 * logged as a change of the branch's settings with the old and new values.
 */
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../auth/authContext';
import { AppError, ErrorCode } from '../../domain/errors';
import { LoyaltyPath, LoyaltyRight, LOYALTY_PLAN, loyaltyRuleBody, loyaltyRuleQuery, type LoyaltyRuleResult } from '../../domain/loyalty/contract';
import { loyaltyRuleEntries, loyaltyRuleOfConfig, loyaltyRuleSchema } from '../../domain/loyalty/loyalty-rule-form';
import { resolveLoyaltySettings } from '../../domain/branchConfig';
import { problemsOf } from '../../domain/schemas/problems';
import type { SavedId } from '../../domain/branch/contract';
import type { Db } from '../db/db';
import type { AppDeps } from '../deps';
import { ok } from '../http/envelope';
import { route } from '../http/route';
import { refuseProblems } from '../http/fieldProblems';
import { requireBranch } from '../auth/authContext';
import { adminActor, moduleGuard } from '../admin/adminRoutes';
import { configValues, type BranchRow } from '../branches/branchRepository';
import { writeBranchConfig } from '../branches/branchSettings';

/** The caller's branch; another tenant's (or no) branch is not found, a branch of theirs out of reach refused. */
async function ruleBranch(db: Db, auth: AuthContext, branchId: string): Promise<BranchRow> {
  if (!auth.branches.some((b) => b.id === branchId)) {
    const ours = await db.maybeOne(`SELECT 1 FROM branch WHERE tenant_id = $1 AND id = $2`, [auth.tenantId, branchId]);
    if (!ours) throw new AppError(ErrorCode.NOT_FOUND);
  }
  return requireBranch(auth, branchId);
}

export function registerLoyaltyRuleRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const guard = moduleGuard(deps, LOYALTY_PLAN);

  route(app, { method: 'GET', url: LoyaltyPath.RULE, input: { query: loyaltyRuleQuery } }, async (request, reply, input) => {
    const auth = await guard(request, reply, LoyaltyRight.ACCESS);
    const branch = await ruleBranch(db, auth, input.query().branchId);
    return ok<LoyaltyRuleResult>({ branchId: branch.id, ...loyaltyRuleOfConfig(await configValues(db, auth.tenantId, branch.id)) });
  });

  route(app, { method: 'POST', url: LoyaltyPath.UPDATE_RULE, input: { body: loyaltyRuleBody } }, async (request, reply, input) => {
    const auth = await guard(request, reply, LoyaltyRight.UPDATE);
    const { branchId, ...values } = input.body();
    const branch = await ruleBranch(db, auth, branchId);
    refuseProblems(problemsOf(loyaltyRuleSchema, values));
    const current = resolveLoyaltySettings(await configValues(db, auth.tenantId, branch.id));
    await writeBranchConfig(db, adminActor(deps, auth), branch.id, loyaltyRuleEntries(values, current));
    return ok<SavedId>({ id: branch.id }, 'Update success');
  });
}
