/**
 * The SQL the technician reports share (src/domain/report/technician.ts says what it counts):
 * after ZONES_CTE, `sales` (per technician: services, revenue after their part of the bills'
 * discounts, bills, the bills prebooked from; and a total row, `total`, counting each bill once) and `tips` (per technician:
 * their shares of the tips taken those days). $8 is the technician, or null for all.
 */
import type { SqlValue } from '../db/db';
import { scopeParams, type ReportScope } from './reportScope';

/** A branch day of the scope: `t` on one of the asked days in its branch's zone. */
export const onAskedDay = (t: string) => `${t} >= $4 AND ${t} < $5 AND (${t} AT TIME ZONE z.tz)::date BETWEEN $6::date AND $7::date`;

export const PAID_BILLS_CTE = `paid AS (
  SELECT b.id, b.discount_cents::float8 AS discount,
         EXISTS (SELECT 1 FROM booking pb WHERE pb.tenant_id = $1 AND pb.prebooked_from_bill_id = b.id) AS prebooked
    FROM bill b JOIN zones z ON z.branch_id = b.branch_id
   WHERE b.tenant_id = $1 AND b.status = 'PAID' AND ${onAskedDay('b.action_time')}
)`;

// Each line's part of its bill's discount is the discount × its share of the bill's lines; rounded as numeric,
// half away from zero (float8 rounds half to even on PostgreSQL).
export const SALES_CTE = `service_lines AS (
  SELECT l.bill_id, l.technician_id, l.quantity,
         l.price_cents * l.quantity - CASE WHEN sum(l.price_cents * l.quantity) OVER w > 0
           THEN p.discount * (l.price_cents * l.quantity) / sum(l.price_cents * l.quantity) OVER w ELSE 0 END AS revenue,
         l.kind, p.prebooked
    FROM bill_line l JOIN paid p ON p.id = l.bill_id
   WHERE l.tenant_id = $1
  WINDOW w AS (PARTITION BY l.bill_id)
),
sales AS (
  SELECT technician_id, GROUPING(technician_id) = 1 AS total, sum(quantity)::int AS services,
         round(sum(revenue)::numeric)::float8 AS revenue, count(DISTINCT bill_id)::int AS bills,
         count(DISTINCT bill_id) FILTER (WHERE prebooked)::int AS prebooked_bills
    FROM service_lines
   WHERE kind = 'service' AND technician_id IS NOT NULL AND ($8::uuid IS NULL OR technician_id = $8::uuid)
   GROUP BY GROUPING SETS ((technician_id), ())
)`;

export const TIP_SHARES_CTE = `tip_shares AS (
  SELECT tt.technician_id, tt.value_cents, tt.percent, a.action_time, a.checkout_method_id, b.code AS bill_code, z.tz, a.branch_id
    FROM pos_action a
    JOIN zones z ON z.branch_id = a.branch_id
    JOIN bill b ON b.tenant_id = a.tenant_id AND b.id = a.bill_id AND b.status = 'PAID'
    JOIN technician_tip tt ON tt.tenant_id = a.tenant_id AND tt.pos_action_id = a.id
   WHERE a.tenant_id = $1 AND a.type = 'TIP' AND a.deleted_at IS NULL AND ${onAskedDay('a.action_time')}
     AND ($8::uuid IS NULL OR tt.technician_id = $8::uuid)
)`;

export const TIPS_CTE = `tips AS (SELECT technician_id, sum(value_cents)::float8 AS tips FROM tip_shares GROUP BY technician_id)`;

/** The scope's parameters and the technician ($8). */
export const technicianParams = (scope: ReportScope): SqlValue[] => [...scopeParams(scope), scope.technicianId];
