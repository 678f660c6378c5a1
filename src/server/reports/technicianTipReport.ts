/** The technician tip report's lines (src/domain/report/technician-tip.ts says what counts). */
import type { TipRow, TipTotals } from '../../domain/report/technician-tip';
import type { ReportResult } from '../../domain/report/contract';
import type { Db } from '../db/db';
import { scopeBranches, ZONES_CTE, type ReportScope } from './reportScope';
import { technicianParams, TIP_SHARES_CTE } from './technicianSales';

export async function technicianTipReport(db: Db, scope: ReportScope): Promise<ReportResult<TipRow, TipTotals>> {
  const rows = await db.query<TipRow>(
    `WITH ${ZONES_CTE}, ${TIP_SHARES_CTE}
     SELECT s.technician_id AS "technicianId", t.name AS technician, to_char(s.action_time AT TIME ZONE s.tz, 'YYYY-MM-DD HH24:MI') AS time,
            s.bill_code AS "billCode", m.name AS "checkoutMethod", s.value_cents::float8 AS share, s.percent::float8 AS percent, false AS subtotal
       FROM tip_shares s
       JOIN technician t ON t.tenant_id = $1 AND t.id = s.technician_id
       JOIN checkout_method m ON m.tenant_id = $1 AND m.id = s.checkout_method_id
      ORDER BY t.name, s.technician_id, s.action_time, s.bill_code`,
    technicianParams(scope),
  );
  return { rows, totals: { share: rows.reduce((sum, r) => sum + r.share, 0), shares: rows.length }, branches: scopeBranches(scope) };
}
