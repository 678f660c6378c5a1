/** The revenue report's figures (src/domain/report/revenue.ts says what each one counts). */
import { sumRevenue, type RevenueFigures, type RevenueRow } from '../../domain/report/revenue';
import type { ReportResult } from '../../domain/report/contract';
import type { Db } from '../db/db';
import { scopeBranches, scopeParams, ZONES_CTE, type ReportScope } from './reportScope';

type Sums = { [K in keyof RevenueRow]: K extends 'date' ? string : number };

export async function revenueReport(db: Db, scope: ReportScope): Promise<ReportResult<RevenueRow, RevenueFigures>> {
  // Sums are float8: a year of a chain passes int4's 21 million dollars, and float8 holds whole
  // cents exactly up to 2^53.
  const rows = await db.query<Sums>(
    `WITH ${ZONES_CTE},
     paid AS (
       SELECT b.id, (b.action_time AT TIME ZONE z.tz)::date AS day, b.discount_cents, b.payment_fee_cents, b.tax_cents, b.total_cents
         FROM bill b JOIN zones z ON z.branch_id = b.branch_id
        WHERE b.tenant_id = $1 AND b.status = 'PAID' AND b.action_time >= $4 AND b.action_time < $5
     ),
     lines AS (
       SELECT l.bill_id,
              sum(CASE WHEN l.kind = 'service' THEN l.price_cents * l.quantity ELSE 0 END) AS services,
              sum(CASE WHEN l.kind = 'product' THEN l.price_cents * l.quantity ELSE 0 END) AS products,
              sum(CASE WHEN l.kind = 'giftCard' THEN l.price_cents * l.quantity ELSE 0 END) AS gift_cards
         FROM bill_line l JOIN paid p ON p.id = l.bill_id
        WHERE l.tenant_id = $1
        GROUP BY l.bill_id
     )
     SELECT to_char(p.day, 'YYYY-MM-DD') AS date,
            count(*)::int AS bills,
            coalesce(sum(l.services), 0)::float8 AS services,
            coalesce(sum(l.products), 0)::float8 AS products,
            coalesce(sum(l.gift_cards), 0)::float8 AS "giftCards",
            sum(p.discount_cents)::float8 AS discounts,
            sum(p.payment_fee_cents)::float8 AS fees,
            sum(p.tax_cents)::float8 AS tax,
            sum(p.total_cents)::float8 AS total,
            sum(p.total_cents - p.tax_cents)::float8 AS net
       FROM paid p LEFT JOIN lines l ON l.bill_id = p.id
      WHERE p.day BETWEEN $6::date AND $7::date
      GROUP BY p.day
      ORDER BY p.day`,
    scopeParams(scope),
  );
  return { rows, totals: sumRevenue(rows), branches: scopeBranches(scope) };
}
