/** The monthly revenue chart's figures (src/domain/report/monthly-revenue.ts says what each one counts). */
import { chartDays, monthlyRevenueRows, type MonthlyRevenueRow, type MonthlyRevenueTotals } from '../../domain/report/monthly-revenue';
import type { ReportResult } from '../../domain/report/contract';
import { zonedDayRange } from '../../domain/time';
import type { Db } from '../db/db';
import { scopeBranches, scopeParams, ZONES_CTE, type ReportScope } from './reportScope';

export async function monthlyRevenueReport(db: Db, scope: ReportScope): Promise<ReportResult<MonthlyRevenueRow, MonthlyRevenueTotals>> {
  // The chart reads its own 24 months, not the asked days: only `to` says which.
  const days = chartDays(scope.to);
  const start = Math.min(...scope.branches.map((b) => zonedDayRange(days.from, b.timeZone).start.getTime()));
  const end = Math.max(...scope.branches.map((b) => zonedDayRange(days.to, b.timeZone).end.getTime()));
  const chartScope = { ...scope, from: days.from, to: days.to, start: new Date(start), end: new Date(end) };
  const sums = await db.query<{ branchId: string; month: string; net: number }>(
    `WITH ${ZONES_CTE},
     paid AS (
       SELECT b.branch_id, (b.action_time AT TIME ZONE z.tz)::date AS day, b.total_cents - b.tax_cents AS net
         FROM bill b JOIN zones z ON z.branch_id = b.branch_id
        WHERE b.tenant_id = $1 AND b.status = 'PAID' AND b.action_time >= $4 AND b.action_time < $5
     )
     SELECT p.branch_id AS "branchId", to_char(p.day, 'YYYY-MM') AS month, sum(p.net)::float8 AS net
       FROM paid p
      WHERE p.day BETWEEN $6::date AND $7::date
      GROUP BY p.branch_id, to_char(p.day, 'YYYY-MM')`,
    scopeParams(chartScope),
  );
  const nets = new Map<string, Map<string, number>>();
  for (const s of sums) nets.set(s.branchId, (nets.get(s.branchId) ?? new Map<string, number>()).set(s.month, s.net));
  const branches = scopeBranches(scope);
  return { ...monthlyRevenueRows({ to: scope.to, branches, nets }), branches };
}
