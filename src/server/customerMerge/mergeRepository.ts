import type { Db } from '../db/db';
import type { MergeCustomer, MergedValues } from '../../domain/customer/merge';
import { BillStatus } from '../../domain/bill/types';
import { CartStatus } from '../../domain/cart/status';
import { newId } from '../auth/tokens';

/**
 * Every column that names a customer, moved by a merge. A test reads the database's own
 * catalogue and fails when a migration adds one this list does not name.
 */
export const CUSTOMER_REFERENCES = [
  { table: 'customer_note', column: 'customer_id' },
  { table: 'booking', column: 'customer_id' },
  { table: 'bill', column: 'customer_id' },
  { table: 'cart', column: 'customer_id' },
  { table: 'voucher', column: 'customer_id' },
  { table: 'customer_transaction', column: 'customer_id' },
  { table: 'customer_merge', column: 'kept_id' },
  { table: 'sms_campaign_recipient', column: 'customer_id' },
] as const;
export type CustomerReference = (typeof CUSTOMER_REFERENCES)[number];
export type Moved = { table: CustomerReference['table']; rows: number };

type MergeCustomerRow = {
  id: string;
  tenant_id: string;
  branch_id: string;
  name: string;
  phone: string;
  code: string | null;
  emails: string;
  email: string | null;
  address: string | null;
  description: string | null;
  level: string | null;
  main_technician_id: string | null;
  birth_day: string | null;
  blocked: boolean;
  amount_money_cents: number;
  transactions_money: number;
};

const toMergeCustomer = (r: MergeCustomerRow): MergeCustomer => ({
  id: r.id,
  tenantId: r.tenant_id,
  branchId: r.branch_id,
  name: r.name,
  phone: r.phone,
  code: r.code,
  emails: r.emails,
  email: r.email,
  address: r.address,
  description: r.description,
  level: r.level,
  mainTechnicianId: r.main_technician_id,
  birthDay: r.birth_day,
  blocked: r.blocked,
  amountMoney: r.amount_money_cents,
  transactionsMoney: r.transactions_money,
});

/**
 * The tenant's customers of these ids, as the merge reads them. With `lock`, their rows stay
 * locked in id order (the order a payment takes its customer in), so no bill spends their
 * loyalty money while they merge.
 */
export async function mergeCustomers(db: Db, tenantId: string, ids: readonly string[], lock: boolean): Promise<MergeCustomer[]> {
  const rows = await db.query<MergeCustomerRow>(
    `SELECT c.id, c.tenant_id, c.branch_id, c.name, c.phone, c.code, c.emails, c.email, c.address, c.description, c.level, c.main_technician_id,
            c.birth_day::text AS birth_day, c.blocked, c.amount_money_cents,
            COALESCE((SELECT sum(t.amount_cents) FROM customer_transaction t WHERE t.tenant_id = c.tenant_id AND t.customer_id = c.id), 0)::int
              AS transactions_money
       FROM customer c WHERE c.tenant_id = $1 AND c.id = ANY($2::uuid[]) ORDER BY c.id${lock ? ' FOR UPDATE OF c' : ''}`,
    [tenantId, [...ids]],
  );
  return rows.map(toMergeCustomer);
}

/** Re-points every reference of one customer to another; the count moved per table. */
export async function moveReferences(tx: Db, input: { tenantId: string; fromId: string; toId: string }): Promise<Moved[]> {
  const moved: Moved[] = [];
  // A campaign reaches a customer once (its key): when both duplicates got the same campaign,
  // the kept one's row stands for the person; the message itself stays in the outbox.
  await tx.query(
    `DELETE FROM sms_campaign_recipient r WHERE r.tenant_id = $1 AND r.customer_id = $2
        AND EXISTS (SELECT 1 FROM sms_campaign_recipient k WHERE k.campaign_id = r.campaign_id AND k.customer_id = $3)`,
    [input.tenantId, input.fromId, input.toId],
  );
  for (const { table, column } of CUSTOMER_REFERENCES) {
    const rows = await tx.query(`UPDATE ${table} SET ${column} = $3 WHERE tenant_id = $1 AND ${column} = $2 RETURNING 1 AS moved`, [
      input.tenantId,
      input.fromId,
      input.toId,
    ]);
    moved.push({ table, rows: rows.length });
  }
  return moved;
}

/** The kept customer's new values and loyalty money. */
export async function updateKeptCustomer(tx: Db, input: { tenantId: string; id: string; values: MergedValues; amountMoney: number }): Promise<void> {
  const v = input.values;
  await tx.query(
    `UPDATE customer SET name = $3, phone = $4, email = $5, address = $6, description = $7, level = $8, main_technician_id = $9,
            birth_day = $10::date, blocked = $11, amount_money_cents = $12, code = $13, emails = $14
      WHERE tenant_id = $1 AND id = $2`,
    [input.tenantId, input.id, v.name, v.phone, v.email, v.address, v.description, v.level, v.mainTechnicianId, v.birthDay, v.blocked, input.amountMoney, v.code, v.emails],
  );
}

/**
 * Bookings and carts carry a copy of their customer's name and phone (the board's cards, the
 * booking's SMS): the moved ones now name the kept customer.
 */
export async function renameCopies(tx: Db, input: { tenantId: string; customerId: string; name: string; phone: string; now: Date }): Promise<void> {
  for (const table of ['booking', 'cart'] as const) {
    await tx.query(
      `UPDATE ${table} SET customer_name = $3, phone = $4, updated_at = $5
        WHERE tenant_id = $1 AND customer_id = $2 AND (customer_name IS DISTINCT FROM $3 OR phone IS DISTINCT FROM $4)`,
      [input.tenantId, input.customerId, input.name, input.phone, input.now],
    );
  }
}

export async function sumTransactions(tx: Db, tenantId: string, customerId: string): Promise<number> {
  const { n } = await tx.one<{ n: number }>(
    `SELECT COALESCE(sum(amount_cents), 0)::int AS n FROM customer_transaction WHERE tenant_id = $1 AND customer_id = $2`,
    [tenantId, customerId],
  );
  return n;
}

export async function addNote(tx: Db, input: { tenantId: string; customerId: string; note: string; now: Date }): Promise<void> {
  await tx.query(`INSERT INTO customer_note (id, tenant_id, customer_id, note, created_at) VALUES ($1, $2, $3, $4, $5)`, [
    newId(),
    input.tenantId,
    input.customerId,
    input.note,
    input.now,
  ]);
}

/** Removes the merged customer and remembers which customer its id now names. */
export async function replaceByAlias(
  tx: Db,
  input: { tenantId: string; merged: MergeCustomer; keptId: string; userId: string; now: Date },
): Promise<void> {
  await tx.query(`DELETE FROM customer WHERE tenant_id = $1 AND id = $2`, [input.tenantId, input.merged.id]);
  await tx.query(
    `INSERT INTO customer_merge (tenant_id, merged_id, kept_id, merged_name, merged_phone, merged_by, merged_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [input.tenantId, input.merged.id, input.keptId, input.merged.name, input.merged.phone, input.userId, input.now],
  );
}

export type CustomerCounts = { bookings: number; bills: number; giftCards: number; notes: number };

/** What the merge window shows of each customer: bookings, paid bills, gift cards bought, notes. */
export async function customerCounts(db: Db, tenantId: string, customerId: string): Promise<CustomerCounts> {
  return db.one<CustomerCounts>(
    `SELECT (SELECT count(*) FROM booking b WHERE b.tenant_id = $1 AND b.customer_id = $2)::int AS bookings,
            (SELECT count(*) FROM bill b WHERE b.tenant_id = $1 AND b.customer_id = $2 AND b.status = $3)::int AS bills,
            (SELECT count(DISTINCT i.gift_card_id) FROM cart c JOIN cart_item i ON i.cart_id = c.id AND i.tenant_id = c.tenant_id
              WHERE c.tenant_id = $1 AND c.customer_id = $2 AND c.status <> $4 AND i.gift_card_id IS NOT NULL)::int AS "giftCards",
            (SELECT count(*) FROM customer_note n WHERE n.tenant_id = $1 AND n.customer_id = $2)::int AS notes`,
    [tenantId, customerId, BillStatus.PAID, CartStatus.CANCEL],
  );
}
