import type { Db } from '../db/db';
import type { TechnicianTipArgs } from '../../domain/bill/args';
import { PosActionType } from '../../domain/pos';
import { newId } from '../auth/tokens';

/** A TIP pos action with what its receipt and the payment detail show. */
export type TipRow = {
  id: string;
  branch_id: string;
  bill_id: string;
  code: string;
  value_cents: number;
  checkout_method_id: string;
  checkout_method_name: string;
  action_time: Date;
};

export type TechnicianTipRowDb = {
  pos_action_id: string;
  technician_id: string;
  technician_name: string;
  segment_name: string;
  percent: number;
  value_cents: number;
};

const TIP_SELECT = `SELECT p.id, p.branch_id, p.bill_id, p.code, p.value_cents, p.checkout_method_id, cm.name AS checkout_method_name, p.action_time
  FROM pos_action p JOIN checkout_method cm ON cm.tenant_id = p.tenant_id AND cm.id = p.checkout_method_id`;

/** A tip of the tenant not deleted; with `lock`, locked until the transaction ends. */
export async function findLiveTip(db: Db, input: { tenantId: string; id: string; lock?: boolean }): Promise<TipRow | null> {
  return db.maybeOne<TipRow>(
    `${TIP_SELECT} WHERE p.tenant_id = $1 AND p.id = $2 AND p.type = $3 AND p.deleted_at IS NULL${input.lock ? ' FOR UPDATE OF p' : ''}`,
    [input.tenantId, input.id, PosActionType.TIP],
  );
}

/** The bill's live tip (at most one is kept live: a new one replaces it). */
export async function liveTipOfBill(db: Db, tenantId: string, billId: string): Promise<TipRow | null> {
  return db.maybeOne<TipRow>(
    `${TIP_SELECT} WHERE p.tenant_id = $1 AND p.bill_id = $2 AND p.type = $3 AND p.deleted_at IS NULL ORDER BY p.created_at DESC, p.id LIMIT 1`,
    [tenantId, billId, PosActionType.TIP],
  );
}

export async function technicianTipsOf(db: Db, tenantId: string, posActionIds: readonly string[]): Promise<TechnicianTipRowDb[]> {
  if (posActionIds.length === 0) return [];
  return db.query<TechnicianTipRowDb>(
    `SELECT tt.pos_action_id, tt.technician_id, t.name AS technician_name, tt.segment_name, tt.percent::float8 AS percent, tt.value_cents
       FROM technician_tip tt JOIN technician t ON t.tenant_id = tt.tenant_id AND t.id = tt.technician_id
      WHERE tt.tenant_id = $1 AND tt.pos_action_id = ANY($2::uuid[])
      ORDER BY tt.value_cents DESC, t.name, tt.segment_name, tt.id`,
    [tenantId, [...posActionIds]],
  );
}

export type NewTip = {
  id: string;
  tenantId: string;
  branchId: string;
  billId: string;
  valueCents: number;
  actionTime: Date;
  checkoutMethodId: string;
  code: string;
  createdBy: string;
  deviceId: string | null;
  technicianTips: readonly TechnicianTipArgs[];
  now: Date;
};

/** The tip and its shares; false when the id or the code is taken (a race the checks lost). */
export async function insertTip(tx: Db, t: NewTip): Promise<boolean> {
  const rows = await tx.query(
    `INSERT INTO pos_action (id, tenant_id, branch_id, type, value_cents, note, action_time, checkout_method_id, code, created_by, device_id, created_at, bill_id)
     VALUES ($1, $2, $3, $4, $5, '', $6, $7, $8, $9, $10, $11, $12)
     ON CONFLICT DO NOTHING RETURNING id`,
    [t.id, t.tenantId, t.branchId, PosActionType.TIP, t.valueCents, t.actionTime, t.checkoutMethodId, t.code, t.createdBy, t.deviceId, t.now, t.billId],
  );
  if (rows.length !== 1) return false;
  for (const share of t.technicianTips) {
    await tx.query(
      `INSERT INTO technician_tip (id, tenant_id, pos_action_id, technician_id, segment_name, percent, value_cents) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [newId(), t.tenantId, t.id, share.technicianId, share.segmentName, share.percent, share.value],
    );
  }
  return true;
}

export async function markTipDeleted(tx: Db, input: { tenantId: string; id: string; now: Date }): Promise<void> {
  await tx.query(`UPDATE pos_action SET deleted_at = $3 WHERE tenant_id = $1 AND id = $2`, [input.tenantId, input.id, input.now]);
}

/** Marks every live tip of the bill deleted (its cancel); answers their ids. */
export async function deleteLiveTipsOfBill(tx: Db, input: { tenantId: string; billId: string; now: Date }): Promise<string[]> {
  const rows = await tx.query<{ id: string }>(
    `UPDATE pos_action SET deleted_at = $4 WHERE tenant_id = $1 AND bill_id = $2 AND type = $3 AND deleted_at IS NULL RETURNING id`,
    [input.tenantId, input.billId, PosActionType.TIP, input.now],
  );
  return rows.map((r) => r.id).sort();
}
