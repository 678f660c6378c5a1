/** What the report filters offer: the technicians of the branches and the business's checkout methods. */
import type { ReportOptions } from '../../domain/report/contract';
import { formatZonedDate } from '../../domain/time';
import type { Db } from '../db/db';
import type { ReportScope } from './reportScope';

export async function reportOptions(db: Db, scope: Pick<ReportScope, 'tenantId' | 'branches'>, now: Date): Promise<ReportOptions> {
  const [technicians, checkoutMethods] = await Promise.all([
    db.query<ReportOptions['technicians'][number]>(
      `SELECT id, name, branch_id AS "branchId", active FROM technician
        WHERE tenant_id = $1 AND branch_id = ANY($2::uuid[]) ORDER BY active DESC, name`,
      [scope.tenantId, scope.branches.map((b) => b.id)],
    ),
    db.query<ReportOptions['checkoutMethods'][number]>(
      `SELECT id, name, active FROM checkout_method WHERE tenant_id = $1 ORDER BY priority, name`,
      [scope.tenantId],
    ),
  ]);
  const timeZone = scope.branches[0]?.timeZone ?? 'UTC';
  return { technicians, checkoutMethods, today: formatZonedDate(now, timeZone) };
}
