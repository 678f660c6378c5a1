/**
 * `GET /api/report/{key}` (REPORT_ACCESS): each report's figures for the shared query. Every
 * report reads only the branches the user works in (all of them when asked for all), and a
 * technician or checkout method of another business is not found.
 */
import type { FastifyInstance } from 'fastify';
import { REPORT_KEYS, REPORT_OPTIONS_PATH, reportOptionsQuery, reportPath, reportQuery, ReportKey } from '../../domain/report/contract';
import { REPORT_PLAN, ReportRight } from '../../domain/report/report-rights';
import type { AppDeps } from '../deps';
import type { Db } from '../db/db';
import { ok } from '../http/envelope';
import { route } from '../http/route';
import { moduleGuard } from '../admin/adminRoutes';
import { reportScope, scopeBranchesOf, type ReportScope } from './reportScope';
import { reportOptions } from './reportOptions';
import { revenueReport } from './revenueReport';
import { customerReport } from './customerReport';
import { monthlyRevenueReport } from './monthlyRevenueReport';
import { noShowReport } from './noShowReport';
import { technicianReport } from './technicianReport';
import { technicianTipReport } from './technicianTipReport';
import { technicianWorkingReport } from './technicianWorkingReport';
import { dailyTechnicianReport } from './dailyTechnicianReport';
import { dailyTransactionReportOf } from './dailyTransactionReport';
import { moneyFlowsReport } from './moneyFlowsReport';
import { moneyReport } from './moneyReport';

type ReportReader = (db: Db, scope: ReportScope, deps: AppDeps) => Promise<unknown>;

/** Each report's reader; a report's own module adds its line here. */
const READERS: Partial<Record<ReportKey, ReportReader>> = {
  [ReportKey.REVENUE]: revenueReport,
  [ReportKey.CUSTOMER]: customerReport,
  [ReportKey.MONTHLY_REVENUE]: monthlyRevenueReport,
  [ReportKey.NO_SHOW]: noShowReport,
  [ReportKey.TECHNICIAN]: technicianReport,
  [ReportKey.TECHNICIAN_TIP]: technicianTipReport,
  [ReportKey.TECHNICIAN_WORKING]: technicianWorkingReport,
  [ReportKey.DAILY_TECHNICIAN]: dailyTechnicianReport,
  [ReportKey.DAILY_TRANSACTION]: dailyTransactionReportOf,
  [ReportKey.MONEY_FLOWS]: moneyFlowsReport,
  [ReportKey.MONEY]: moneyReport,
};

export function registerReportRoutes(app: FastifyInstance, deps: AppDeps): void {
  const guard = moduleGuard(deps, REPORT_PLAN);
  route(app, { method: 'GET', url: REPORT_OPTIONS_PATH, input: { query: reportOptionsQuery } }, async (request, reply, input) => {
    const auth = await guard(request, reply, ReportRight.ACCESS);
    const branches = await scopeBranchesOf(deps.db, auth, input.query().branchId);
    return ok(await reportOptions(deps.db, { tenantId: auth.tenantId, branches }, deps.now()));
  });
  for (const key of REPORT_KEYS) {
    const read = READERS[key];
    if (!read) continue;
    route(app, { method: 'GET', url: reportPath(key), input: { query: reportQuery } }, async (request, reply, input) => {
      const auth = await guard(request, reply, ReportRight.ACCESS);
      const scope = await reportScope(deps.db, auth, input.query());
      return ok(await read(deps.db, scope, deps));
    });
  }
}
