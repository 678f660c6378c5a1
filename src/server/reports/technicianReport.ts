/** The technician report's figures (src/domain/report/technician.ts says what each one counts). */
import { averageTicket, prebookedRate, technicianTotals, type TechnicianRow, type TechnicianTotals } from '../../domain/report/technician';
import type { ReportResult } from '../../domain/report/contract';
import type { Db } from '../db/db';
import { scopeBranches, ZONES_CTE, type ReportScope } from './reportScope';
import { PAID_BILLS_CTE, SALES_CTE, technicianParams, TIP_SHARES_CTE, TIPS_CTE } from './technicianSales';

type Row = Omit<TechnicianRow, 'averageTicket' | 'prebooked'> & { total: boolean; prebookedBills: number };

export async function technicianReport(db: Db, scope: ReportScope): Promise<ReportResult<TechnicianRow, TechnicianTotals>> {
  const found = await db.query<Row>(
    `WITH ${ZONES_CTE}, ${PAID_BILLS_CTE}, ${SALES_CTE}, ${TIP_SHARES_CTE}, ${TIPS_CTE}
     SELECT coalesce(s.technician_id, tp.technician_id) AS "technicianId", coalesce(t.name, '') AS technician, coalesce(s.total, false) AS total,
            coalesce(s.services, 0) AS services, coalesce(s.revenue, 0) AS revenue, coalesce(s.bills, 0) AS bills, coalesce(tp.tips, 0) AS tips,
            coalesce(s.prebooked_bills, 0) AS "prebookedBills"
       FROM sales s
       FULL JOIN tips tp ON tp.technician_id = s.technician_id
       LEFT JOIN technician t ON t.tenant_id = $1 AND t.id = coalesce(s.technician_id, tp.technician_id)
      ORDER BY revenue DESC, technician, "technicianId"`,
    technicianParams(scope),
  );
  const rows = found
    .filter((r) => !r.total)
    .map((r) => ({
      technicianId: r.technicianId,
      technician: r.technician,
      services: r.services,
      revenue: r.revenue,
      bills: r.bills,
      averageTicket: averageTicket(r.revenue, r.bills),
      tips: r.tips,
      prebooked: prebookedRate(r.prebookedBills, r.bills),
    }));
  const total = found.find((r) => r.total);
  return { rows, totals: technicianTotals(rows, { bills: total?.bills ?? 0, prebookedBills: total?.prebookedBills ?? 0 }), branches: scopeBranches(scope) };
}
