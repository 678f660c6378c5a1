/** The daily technician report's figures (src/domain/report/daily-technician.ts says what each counts). */
import { sumDailyTechnician, type DailyTechnicianRow, type DailyTechnicianTotals } from '../../domain/report/daily-technician';
import type { ReportResult } from '../../domain/report/contract';
import type { Db } from '../db/db';
import { scopeBranches, ZONES_CTE, type ReportScope } from './reportScope';
import { onAskedDay, PAID_BILLS_CTE, SALES_CTE, technicianParams, TIP_SHARES_CTE, TIPS_CTE } from './technicianSales';

export async function dailyTechnicianReport(db: Db, scope: ReportScope): Promise<ReportResult<DailyTechnicianRow, DailyTechnicianTotals>> {
  const rows = await db.query<DailyTechnicianRow>(
    `WITH ${ZONES_CTE}, ${PAID_BILLS_CTE}, ${SALES_CTE}, ${TIP_SHARES_CTE}, ${TIPS_CTE},
     booked AS (
       SELECT s.technician_id, count(DISTINCT s.booking_id)::int AS bookings, count(*)::int AS services
         FROM segment s
         JOIN zones z ON z.branch_id = s.branch_id
         JOIN guest g ON g.tenant_id = s.tenant_id AND g.id = s.guest_id
         JOIN booking bk ON bk.tenant_id = s.tenant_id AND bk.id = s.booking_id
        WHERE s.tenant_id = $1 AND s.type = 'service' AND s.active AND s.technician_id IS NOT NULL AND NOT bk.block
          AND g.status NOT IN ('Cancel', 'NoShow') AND ${onAskedDay('s.start_time')}
          AND ($8::uuid IS NULL OR s.technician_id = $8::uuid)
        GROUP BY s.technician_id
     ),
     everyone AS (
       SELECT technician_id FROM booked UNION SELECT technician_id FROM sales WHERE NOT total UNION SELECT technician_id FROM tips
     )
     SELECT e.technician_id AS "technicianId", t.name AS technician, coalesce(bk.bookings, 0) AS bookings, coalesce(bk.services, 0) AS services,
            coalesce(s.revenue, 0) AS revenue, coalesce(tp.tips, 0) AS tips
       FROM everyone e
       JOIN technician t ON t.tenant_id = $1 AND t.id = e.technician_id
       LEFT JOIN booked bk ON bk.technician_id = e.technician_id
       LEFT JOIN sales s ON s.technician_id = e.technician_id AND NOT s.total
       LEFT JOIN tips tp ON tp.technician_id = e.technician_id
      ORDER BY t.name, e.technician_id`,
    technicianParams(scope),
  );
  return { rows, totals: sumDailyTechnician(rows), branches: scopeBranches(scope) };
}
