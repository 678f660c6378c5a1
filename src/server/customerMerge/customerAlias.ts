import type { Db } from '../db/db';

/** The customer a merged id was merged into, or null when that id was never merged. */
export async function mergedInto(db: Db, tenantId: string, id: string): Promise<string | null> {
  const alias = await db.maybeOne<{ kept_id: string }>(`SELECT kept_id FROM customer_merge WHERE tenant_id = $1 AND merged_id = $2`, [tenantId, id]);
  return alias?.kept_id ?? null;
}

/**
 * The living customer an id names: itself, or the customer it was merged into. Tablets keep
 * ids of merged customers (stored days, changes queued offline) and must still land on the
 * one kept. A merge re-points older aliases, so one step is enough.
 */
export async function resolveCustomerId(db: Db, tenantId: string, id: string): Promise<string> {
  return (await mergedInto(db, tenantId, id)) ?? id;
}
