import type { Db } from '../db/db';

export type WorkingEntry = { id: string; branch_id: string; technician_id: string; technician_name: string; type: string; start_time: Date; end_time: Date; note: string | null };

export async function findWorking(db: Db, tenantId: string, id: string): Promise<WorkingEntry | null> {
  return db.maybeOne<WorkingEntry>(
    `SELECT w.id, w.branch_id, w.technician_id, t.name AS technician_name, w.type, w.start_time, w.end_time, w.note
       FROM technician_working w JOIN technician t ON t.tenant_id = w.tenant_id AND t.id = w.technician_id
      WHERE w.tenant_id = $1 AND w.id = $2`,
    [tenantId, id],
  );
}

/** Ids are client UUIDs and the primary key: taken whatever the tenant. */
export async function workingIdTaken(db: Db, id: string): Promise<boolean> {
  return (await db.maybeOne(`SELECT 1 FROM technician_working WHERE id = $1`, [id])) !== null;
}

export async function insertBreak(
  tx: Db,
  b: { id: string; tenantId: string; branchId: string; technicianId: string; type: string; start: Date; end: Date; note: string | null; now: Date },
): Promise<void> {
  await tx.query(
    `INSERT INTO technician_working (id, tenant_id, branch_id, technician_id, type, start_time, end_time, note, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [b.id, b.tenantId, b.branchId, b.technicianId, b.type, b.start, b.end, b.note, b.now],
  );
}

export async function deleteWorking(tx: Db, tenantId: string, id: string): Promise<void> {
  await tx.query(`DELETE FROM technician_working WHERE tenant_id = $1 AND id = $2`, [tenantId, id]);
}
