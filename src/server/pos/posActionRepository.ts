import type { Db } from '../db/db';
import type { PosActionType } from '../../domain/pos';

export type NewPosAction = {
  id: string;
  tenantId: string;
  branchId: string;
  type: PosActionType;
  valueCents: number;
  note: string;
  actionTime: Date;
  checkoutMethodId: string;
  code: string;
  createdBy: string;
  /** The pushing tablet; null when made online. */
  deviceId: string | null;
  /** Tip payouts only: the technician paid. */
  technicianId?: string;
  now: Date;
};

/** A pay-in/out with the names a drawer line or a receipt shows. */
export type PosActionView = {
  id: string;
  branch_id: string;
  type: PosActionType;
  code: string;
  value_cents: number;
  note: string;
  action_time: Date;
  checkout_method_id: string;
  checkout_method_name: string;
  created_by_name: string;
  branch_name: string;
  branch_address: string | null;
  branch_phone: string | null;
  /** Tips: the bill they belong to and its booking. */
  bill_id: string | null;
  booking_id: string | null;
  /** Tip payouts: the technician paid. */
  technician_id: string | null;
  technician_name: string | null;
};

const VIEW_SELECT = `SELECT p.id, p.branch_id, p.type, p.code, p.value_cents, p.note, p.action_time, p.checkout_method_id,
       cm.name AS checkout_method_name, u.full_name AS created_by_name,
       b.name AS branch_name, b.address AS branch_address, b.phone AS branch_phone, p.bill_id, bl.booking_id,
       p.technician_id, tp.name AS technician_name
  FROM pos_action p
  JOIN branch b ON b.tenant_id = p.tenant_id AND b.id = p.branch_id
  LEFT JOIN bill bl ON bl.tenant_id = p.tenant_id AND bl.id = p.bill_id
  LEFT JOIN technician tp ON tp.tenant_id = p.tenant_id AND tp.id = p.technician_id
  JOIN checkout_method cm ON cm.tenant_id = p.tenant_id AND cm.id = p.checkout_method_id
  JOIN app_user u ON u.tenant_id = p.tenant_id AND u.id = p.created_by`;

/**
 * Inserts unless the id or the branch code is already taken. ON CONFLICT keeps a race between
 * two requests an answer (false) instead of a unique-violation 500.
 */
export async function insertPosAction(db: Db, a: NewPosAction): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO pos_action (id, tenant_id, branch_id, type, value_cents, note, action_time, checkout_method_id, code, created_by, device_id, created_at, technician_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
     ON CONFLICT DO NOTHING RETURNING id`,
    [a.id, a.tenantId, a.branchId, a.type, a.valueCents, a.note, a.actionTime, a.checkoutMethodId, a.code, a.createdBy, a.deviceId, a.now, a.technicianId ?? null],
  );
  return rows.length === 1;
}

/** Ids are client UUIDs and the table's primary key: checked across tenants, and nothing is read back. */
export async function posActionIdTaken(db: Db, id: string): Promise<boolean> {
  return (await db.maybeOne(`SELECT 1 FROM pos_action WHERE id = $1`, [id])) !== null;
}

export async function posActionCodeTaken(db: Db, tenantId: string, branchId: string, code: string): Promise<boolean> {
  return (await db.maybeOne(`SELECT 1 FROM pos_action WHERE tenant_id = $1 AND branch_id = $2 AND code = $3`, [tenantId, branchId, code])) !== null;
}

/** The branch's live actions in [start, end) (deleted tips left out), optionally of some checkout methods only (empty = all). */
export async function posActionsInRange(
  db: Db,
  input: { tenantId: string; branchId: string; start: Date; end: Date; checkoutIds: readonly string[] },
): Promise<PosActionView[]> {
  return db.query<PosActionView>(
    `${VIEW_SELECT}
      WHERE p.tenant_id = $1 AND p.branch_id = $2 AND p.action_time >= $3 AND p.action_time < $4 AND p.deleted_at IS NULL
        AND (cardinality($5::uuid[]) = 0 OR p.checkout_method_id = ANY($5::uuid[]))
      ORDER BY p.action_time DESC, p.code DESC`,
    [input.tenantId, input.branchId, input.start, input.end, input.checkoutIds],
  );
}

/** One action, only if it belongs to the tenant and to one of the given (manageable) branches. */
export async function findPosAction(db: Db, tenantId: string, branchIds: readonly string[], id: string): Promise<PosActionView | null> {
  return db.maybeOne<PosActionView>(`${VIEW_SELECT} WHERE p.tenant_id = $1 AND p.branch_id = ANY($2::uuid[]) AND p.id = $3`, [
    tenantId,
    branchIds,
    id,
  ]);
}
