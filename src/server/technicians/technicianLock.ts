import type { Db } from '../db/db';

export type LockedTechnician = { id: string; branch_id: string; name: string; active: boolean };

/**
 * Locks the technicians' rows until the transaction ends. Every change that places work or a
 * break on a technician takes these locks before reading the board, so two tablets booking the
 * same technician at once on PostgreSQL take turns and the second sees the first's line.
 * Ordered by id so two changes locking several technicians cannot deadlock.
 */
export async function lockTechnicians(tx: Db, tenantId: string, ids: readonly string[]): Promise<LockedTechnician[]> {
  if (ids.length === 0) return [];
  return tx.query<LockedTechnician>(
    `SELECT id, branch_id, name, active FROM technician WHERE tenant_id = $1 AND id = ANY($2::uuid[]) ORDER BY id FOR UPDATE`,
    [tenantId, [...new Set(ids)]],
  );
}
