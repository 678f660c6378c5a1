/** The customer report's figures (src/domain/report/customer.ts says what each one counts). */
import { averageSpend, CUSTOMER_REPORT_TOP, type CustomerReportRow, type CustomerReportTotals } from '../../domain/report/customer';
import type { ReportResult } from '../../domain/report/contract';
import type { Db } from '../db/db';
import { scopeBranches, scopeParams, ZONES_CTE, type ReportScope } from './reportScope';

type Visitor = Omit<CustomerReportRow, 'average' | 'customerId'> & { customerId: string | null };

export async function customerReport(db: Db, scope: ReportScope): Promise<ReportResult<CustomerReportRow, CustomerReportTotals>> {
  // One row per customer with visits in the days, and one (customerId null) for the walk-ins.
  // "New" looks at the whole business's paid bills: a customer first seen in another branch
  // returns here.
  const visitors = await db.query<Visitor>(
    `WITH ${ZONES_CTE},
     visits AS (
       SELECT b.customer_id, b.action_time, (b.action_time AT TIME ZONE z.tz)::date AS day, b.total_cents - b.tax_cents AS spend
         FROM bill b JOIN zones z ON z.branch_id = b.branch_id
        WHERE b.tenant_id = $1 AND b.status = 'PAID' AND b.action_time >= $4 AND b.action_time < $5
     ),
     per_customer AS (
       SELECT v.customer_id, count(*)::int AS visits, sum(v.spend)::float8 AS spend, min(v.action_time) AS first_at, max(v.day) AS last_day
         FROM visits v
        WHERE v.day BETWEEN $6::date AND $7::date
        GROUP BY v.customer_id
     )
     SELECT p.customer_id AS "customerId", coalesce(c.name, '') AS name, coalesce(c.phone, '') AS phone, p.visits, p.spend,
            to_char(p.last_day, 'YYYY-MM-DD') AS "lastVisit",
            (p.customer_id IS NOT NULL AND NOT EXISTS (
              SELECT 1 FROM bill e
               WHERE e.tenant_id = $1 AND e.customer_id = p.customer_id AND e.status = 'PAID' AND e.action_time < p.first_at)) AS "isNew"
       FROM per_customer p LEFT JOIN customer c ON c.tenant_id = $1 AND c.id = p.customer_id
      ORDER BY p.spend DESC, name, p.customer_id`,
    scopeParams(scope),
  );
  const customers: CustomerReportRow[] = [];
  let walkIns: Visitor | null = null;
  for (const v of visitors) {
    if (v.customerId === null) walkIns = v;
    else customers.push({ ...v, customerId: v.customerId, average: averageSpend(v.spend, v.visits) });
  }
  const visits = customers.reduce((s, c) => s + c.visits, 0);
  const spend = customers.reduce((s, c) => s + c.spend, 0);
  const newCustomers = customers.filter((c) => c.isNew).length;
  const totals: CustomerReportTotals = {
    customers: customers.length,
    newCustomers,
    returningCustomers: customers.length - newCustomers,
    visits,
    spend,
    average: averageSpend(spend, visits),
    walkInVisits: walkIns?.visits ?? 0,
    walkInSpend: walkIns?.spend ?? 0,
  };
  return { rows: customers.slice(0, CUSTOMER_REPORT_TOP), totals, branches: scopeBranches(scope) };
}
