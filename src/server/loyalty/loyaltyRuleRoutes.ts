/**
 * The Loyalty discount screen (spec part 2 §2, §3): a branch's rule, read and saved. The rule
 * lives in the branch's config keys (LOYALTY_*), which payment options, payment-info and the
 * bill re-check already read, so a saved rule reaches each tablet at its next sync. Each save is
 * logged as a change of the branch's settings with the old and new values.
 */
import type { FastifyInstance } from 'fastify';
import { LoyaltyPath, loyaltyRuleBody, loyaltyRuleQuery, type LoyaltyRuleResult } from '../../domain/loyalty/contract';
import { LoyaltyRight, LOYALTY_PLAN } from '../../domain/loyalty/loyalty-rights';
import { loyaltyRuleEntries, loyaltyRuleOfConfig, loyaltyRuleSchema } from '../../domain/loyalty/loyalty-rule-form';
import { resolveLoyaltySettings } from '../../domain/branchConfig';
import { problemsOf } from '../../domain/schemas/problems';
import type { SavedId } from '../../domain/branch/contract';
import type { AppDeps } from '../deps';
import { ok } from '../http/envelope';
import { route } from '../http/route';
import { refuseProblems } from '../http/fieldProblems';
import { settingsBranch } from '../branches/settingsBranch';
import { adminActor, moduleGuard } from '../admin/adminRoutes';
import { configValues } from '../branches/branchRepository';
import { writeBranchConfig } from '../branches/branchSettings';

export function registerLoyaltyRuleRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const guard = moduleGuard(deps, LOYALTY_PLAN);

  route(app, { method: 'GET', url: LoyaltyPath.RULE, input: { query: loyaltyRuleQuery } }, async (request, reply, input) => {
    const auth = await guard(request, reply, LoyaltyRight.ACCESS);
    const branch = await settingsBranch(db, auth, input.query().branchId);
    return ok<LoyaltyRuleResult>({ branchId: branch.id, ...loyaltyRuleOfConfig(await configValues(db, auth.tenantId, branch.id)) });
  });

  route(app, { method: 'POST', url: LoyaltyPath.UPDATE_RULE, input: { body: loyaltyRuleBody } }, async (request, reply, input) => {
    const auth = await guard(request, reply, LoyaltyRight.UPDATE);
    const { branchId, ...values } = input.body();
    const branch = await settingsBranch(db, auth, branchId);
    refuseProblems(problemsOf(loyaltyRuleSchema, values));
    const current = resolveLoyaltySettings(await configValues(db, auth.tenantId, branch.id));
    await writeBranchConfig(db, adminActor(deps, auth), branch.id, loyaltyRuleEntries(values, current));
    return ok<SavedId>({ id: branch.id }, 'Update success');
  });
}
