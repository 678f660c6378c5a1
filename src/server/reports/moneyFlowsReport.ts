/**
 * The money flows report's figures (src/domain/report/money-flows.ts says what each counts), in
 * one SQL over the range. A bill's change comes off the payment the drawer puts it on
 * (`billTransactionRows`): the default method's, else the first in checkout-method order.
 */
import type { ReportResult } from '../../domain/report/contract';
import { moneyFlowTotals, netFlow, type MoneyFlowRow, type MoneyFlowTotals } from '../../domain/report/money-flows';
import type { Db } from '../db/db';
import { scopeBranches, scopeParams, ZONES_CTE, type ReportScope } from './reportScope';

type Sums = Omit<MoneyFlowRow, 'net'>;

export async function moneyFlowsReport(db: Db, scope: ReportScope): Promise<ReportResult<MoneyFlowRow, MoneyFlowTotals>> {
  // Sums are float8 as in the revenue report: whole cents stay exact, a year of a chain fits.
  const sums = await db.query<Sums>(
    `WITH ${ZONES_CTE},
     bills AS (
       SELECT b.id, b.branch_id, (b.action_time AT TIME ZONE z.tz)::date AS day, b.status, greatest(b.change_cents, 0) AS change_cents
         FROM bill b JOIN zones z ON z.branch_id = b.branch_id
        WHERE b.tenant_id = $1 AND b.status IN ('PAID', 'CANCEL') AND b.action_time >= $4 AND b.action_time < $5
     ),
     payments AS (
       SELECT p.bill_id, p.checkout_method_id, p.amount_cents,
              row_number() OVER (PARTITION BY p.bill_id ORDER BY cm.is_default DESC, cm.priority, cm.name) AS rank
         FROM bill_payment p JOIN bills ON bills.id = p.bill_id
         JOIN checkout_method cm ON cm.tenant_id = p.tenant_id AND cm.id = p.checkout_method_id
        WHERE p.tenant_id = $1
     ),
     flows AS (
       SELECT b.day, b.branch_id, p.checkout_method_id AS method,
              p.amount_cents - CASE WHEN p.rank = 1 THEN b.change_cents ELSE 0 END AS payments,
              0 AS pay_ins, 0 AS tips, 0 AS pay_outs,
              CASE WHEN b.status = 'CANCEL' THEN p.amount_cents - CASE WHEN p.rank = 1 THEN b.change_cents ELSE 0 END ELSE 0 END AS cancellations
         FROM bills b JOIN payments p ON p.bill_id = b.id
       UNION ALL
       SELECT (a.action_time AT TIME ZONE z.tz)::date, a.branch_id, a.checkout_method_id, 0,
              CASE WHEN a.type = 'IN' THEN a.value_cents ELSE 0 END,
              CASE WHEN a.type = 'TIP' THEN a.value_cents ELSE 0 END,
              CASE WHEN a.type IN ('OUT', 'TIP_PAYOUT') THEN a.value_cents ELSE 0 END,
              0
         FROM pos_action a JOIN zones z ON z.branch_id = a.branch_id
        WHERE a.tenant_id = $1 AND a.deleted_at IS NULL AND a.action_time >= $4 AND a.action_time < $5
     )
     SELECT to_char(f.day, 'YYYY-MM-DD') AS date, br.name AS branch, cm.id AS "checkoutMethodId", cm.name AS "checkoutMethod",
            sum(f.payments)::float8 AS payments, sum(f.pay_ins)::float8 AS "payIns", sum(f.tips)::float8 AS tips,
            sum(f.pay_outs)::float8 AS "payOuts", sum(f.cancellations)::float8 AS cancellations
       FROM flows f
       JOIN branch br ON br.tenant_id = $1 AND br.id = f.branch_id
       JOIN checkout_method cm ON cm.tenant_id = $1 AND cm.id = f.method
      WHERE f.day BETWEEN $6::date AND $7::date AND (cardinality($8::uuid[]) = 0 OR f.method = ANY($8::uuid[]))
      GROUP BY f.day, br.name, cm.id, cm.name, cm.priority
      ORDER BY f.day, br.name, cm.priority, cm.name`,
    [...scopeParams(scope), scope.checkoutMethodIds],
  );
  const rows = sums.map((s) => ({ ...s, net: netFlow(s) }));
  return { rows, totals: moneyFlowTotals(rows), branches: scopeBranches(scope) };
}
