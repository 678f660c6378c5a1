import type { Db } from '../db/db';

export type NewDayClose = {
  id: string;
  tenantId: string;
  branchId: string;
  date: string;
  checkoutMethodId: string;
  expected: number;
  tabletExpected: number;
  counted: number;
  note: string;
  correctsId: string | null;
  createdBy: string;
  deviceId: string | null;
  now: Date;
};

/**
 * Inserts unless the id is taken or (for a close, not a correction) the day is already closed
 * for the method. ON CONFLICT turns a race of two tablets into an answer (false), not a 500.
 */
export async function insertDayClose(db: Db, c: NewDayClose): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO day_close (id, tenant_id, branch_id, day, checkout_method_id, expected_cents, tablet_expected_cents, counted_cents, note, corrects_id, created_by, device_id, created_at)
     VALUES ($1, $2, $3, $4::date, $5, $6, $7, $8, $9, $10, $11, $12, $13)
     ON CONFLICT DO NOTHING RETURNING id`,
    [c.id, c.tenantId, c.branchId, c.date, c.checkoutMethodId, c.expected, c.tabletExpected, c.counted, c.note, c.correctsId, c.createdBy, c.deviceId, c.now],
  );
  return rows.length === 1;
}

/** Ids are client UUIDs and the table's primary key: checked across tenants, nothing read back. */
export async function dayCloseIdTaken(db: Db, id: string): Promise<boolean> {
  return (await db.maybeOne(`SELECT 1 FROM day_close WHERE id = $1`, [id])) !== null;
}

/** The entry a correction names, only when it is of the same branch, day and method. */
export async function closeOfDay(db: Db, input: { tenantId: string; branchId: string; date: string; checkoutMethodId: string; id: string }): Promise<boolean> {
  const row = await db.maybeOne(
    `SELECT 1 FROM day_close WHERE tenant_id = $1 AND branch_id = $2 AND day = $3::date AND checkout_method_id = $4 AND id = $5`,
    [input.tenantId, input.branchId, input.date, input.checkoutMethodId, input.id],
  );
  return row !== null;
}

/** Whether the day is already closed for the method (its first close, corrections aside). */
export async function dayClosed(db: Db, input: { tenantId: string; branchId: string; date: string; checkoutMethodId: string }): Promise<boolean> {
  const row = await db.maybeOne(
    `SELECT 1 FROM day_close WHERE tenant_id = $1 AND branch_id = $2 AND day = $3::date AND checkout_method_id = $4 AND corrects_id IS NULL`,
    [input.tenantId, input.branchId, input.date, input.checkoutMethodId],
  );
  return row !== null;
}

/** A close or correction as the money report shows it. */
export type DayCloseView = {
  id: string;
  branch_id: string;
  day: string;
  checkout_method_id: string;
  expected_cents: number;
  tablet_expected_cents: number;
  counted_cents: number;
  note: string;
  corrects_id: string | null;
  created_by_name: string;
  created_at: Date;
};

/** The closes and corrections of some branches' days, oldest first, optionally of some methods only (empty = all). */
export async function dayClosesInRange(
  db: Db,
  input: { tenantId: string; branchIds: readonly string[]; from: string; to: string; checkoutIds: readonly string[] },
): Promise<DayCloseView[]> {
  return db.query<DayCloseView>(
    `SELECT c.id, c.branch_id, to_char(c.day, 'YYYY-MM-DD') AS day, c.checkout_method_id, c.expected_cents, c.tablet_expected_cents,
            c.counted_cents, c.note, c.corrects_id, u.full_name AS created_by_name, c.created_at
       FROM day_close c JOIN app_user u ON u.tenant_id = c.tenant_id AND u.id = c.created_by
      WHERE c.tenant_id = $1 AND c.branch_id = ANY($2::uuid[]) AND c.day BETWEEN $3::date AND $4::date
        AND (cardinality($5::uuid[]) = 0 OR c.checkout_method_id = ANY($5::uuid[]))
      ORDER BY c.day, c.entry_no`,
    [input.tenantId, input.branchIds, input.from, input.to, input.checkoutIds],
  );
}
