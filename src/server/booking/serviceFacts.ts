import type { Db } from '../db/db';
import type { ServiceFacts } from '../../domain/booking/validate';

export type BranchService = ServiceFacts & { cleaning: number };

/** The branch's services among `ids` (inactive ones too: a saved line may keep one). */
export async function branchServices(db: Db, input: { tenantId: string; branchId: string; ids: readonly string[] }): Promise<Map<string, BranchService>> {
  if (input.ids.length === 0) return new Map();
  const rows = await db.query<{ id: string; number_technician: number; cleaning: number }>(
    `SELECT id, number_technician, cleaning FROM service WHERE tenant_id = $1 AND branch_id = $2 AND id = ANY($3::uuid[])`,
    [input.tenantId, input.branchId, [...new Set(input.ids)]],
  );
  return new Map(rows.map((r) => [r.id, { id: r.id, numberTechnician: r.number_technician, cleaning: r.cleaning }]));
}
