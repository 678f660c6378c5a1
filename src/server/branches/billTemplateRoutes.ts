/**
 * The bill template screen (/system/bill-template, issue 17): read and save a branch's bill
 * template, kept in its config keys (BILL_*). Payment options carry it to each tablet, which
 * prints every bill with the copy it holds, online or not. Each save is logged as a change of the
 * branch's settings.
 */
import type { FastifyInstance } from 'fastify';
import { billTemplateBody, billTemplateEntries, billTemplateOfConfig, billTemplateQuery, billTemplateSchema, BillTemplatePath, type BillTemplateResult } from '../../domain/bill/bill-template';
import { BILL_TEMPLATE_PLAN, BillTemplateRight } from '../../domain/bill/bill-template-rights';
import { problemsOf } from '../../domain/schemas/problems';
import type { SavedId } from '../../domain/branch/contract';
import type { AppDeps } from '../deps';
import { ok } from '../http/envelope';
import { route } from '../http/route';
import { refuseProblems } from '../http/fieldProblems';
import { adminActor, moduleGuard } from '../admin/adminRoutes';
import { configValues } from './branchRepository';
import { writeBranchConfig } from './branchSettings';
import { settingsBranch } from './settingsBranch';

export function registerBillTemplateRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const guard = moduleGuard(deps, BILL_TEMPLATE_PLAN);

  route(app, { method: 'GET', url: BillTemplatePath.GET, input: { query: billTemplateQuery } }, async (request, reply, input) => {
    const auth = await guard(request, reply, BillTemplateRight.ACCESS);
    const branch = await settingsBranch(db, auth, input.query().branchId);
    const contact = await db.one<{ address: string | null; phone: string | null }>(`SELECT address, phone FROM branch WHERE tenant_id = $1 AND id = $2`, [auth.tenantId, branch.id]);
    const template = billTemplateOfConfig(await configValues(db, auth.tenantId, branch.id));
    return ok<BillTemplateResult>({ branchId: branch.id, ...template, branch: { name: branch.name, ...contact } });
  });

  route(app, { method: 'POST', url: BillTemplatePath.UPDATE, input: { body: billTemplateBody } }, async (request, reply, input) => {
    const auth = await guard(request, reply, BillTemplateRight.UPDATE);
    const { branchId, ...values } = input.body();
    const branch = await settingsBranch(db, auth, branchId);
    refuseProblems(problemsOf(billTemplateSchema, values));
    await writeBranchConfig(db, adminActor(deps, auth), branch.id, billTemplateEntries(values));
    return ok<SavedId>({ id: branch.id }, 'Update success');
  });
}
