import type { FastifyInstance } from 'fastify';
import { BRANCH_PLAN, BranchRight } from '../../domain/branch/rights';
import { branchIdQuery, SystemSettingsPath, systemSettingsBody, type SavedId, type SystemSettingsResult } from '../../domain/branch/contract';
import { systemSettingsEntries, systemSettingsOf, systemSettingsSchema } from '../../domain/branch/system-settings';
import { resolveBranchConfig } from '../../domain/branchConfig';
import { problemsOf } from '../../domain/schemas/problems';
import type { AppDeps } from '../deps';
import { ok } from '../http/envelope';
import { route } from '../http/route';
import { refuseProblems } from '../http/fieldProblems';
import { requireBranch } from '../auth/authContext';
import { adminActor, moduleGuard } from '../admin/adminRoutes';
import { configValues } from './branchRepository';
import { writeBranchConfig } from './branchSettings';

/** System settings (spec part 2 §2 /system, /config): a branch's reminder hours, default hours, multitasking and tax. */
export function registerSystemSettingsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const guard = moduleGuard(deps, BRANCH_PLAN);

  route(app, { method: 'GET', url: SystemSettingsPath.GET, input: { query: branchIdQuery } }, async (request, reply, input) => {
    const auth = await guard(request, reply, BranchRight.ACCESS);
    const branch = requireBranch(auth, input.query().branchId);
    const values = await configValues(db, auth.tenantId, branch.id);
    return ok<SystemSettingsResult>({ branchId: branch.id, ...systemSettingsOf(resolveBranchConfig(branch.id, values), values) });
  });

  route(app, { method: 'POST', url: SystemSettingsPath.UPDATE, input: { body: systemSettingsBody } }, async (request, reply, input) => {
    const auth = await guard(request, reply, BranchRight.UPDATE);
    const { branchId, ...values } = input.body();
    const branch = requireBranch(auth, branchId);
    refuseProblems(problemsOf(systemSettingsSchema, values));
    await writeBranchConfig(db, adminActor(deps, auth), branch.id, systemSettingsEntries(values));
    return ok<SavedId>({ id: branch.id }, 'Update success');
  });
}
