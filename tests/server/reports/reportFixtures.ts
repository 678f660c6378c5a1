// Bills, tips and pos actions written straight into the database on days the demo never
// reaches (December 2026), so each report test knows its answers by hand.
import { randomUUID } from 'node:crypto';
import type { Db } from '../../../src/server/db/db';
import { body, branchIdByName, setupTestEnv, signIn, userIdByName, type SignedIn, type TestEnv } from '../helpers';
import { get } from '../peopleFixtures';
import { reportPath, type ReportKey } from '../../../src/domain/report/contract';

export type ReportWorld = {
  env: TestEnv;
  tenantId: string;
  adminId: string;
  downtown: string;
  plateau: string;
  cash: string;
  card: string;
  admin: SignedIn;
  manager: SignedIn;
  frontdesk: SignedIn;
};

export async function reportWorld(): Promise<ReportWorld> {
  const env = await setupTestEnv();
  const downtown = await branchIdByName(env.db, 'Downtown Toronto');
  const plateau = await branchIdByName(env.db, 'Plateau Montréal');
  const { tenant_id: tenantId } = await env.db.one<{ tenant_id: string }>(`SELECT tenant_id FROM branch WHERE id = $1`, [downtown]);
  const method = (code: string) => env.db.one<{ id: string }>(`SELECT id FROM checkout_method WHERE tenant_id = $1 AND code = $2`, [tenantId, code]);
  return {
    env,
    tenantId,
    adminId: await userIdByName(env.db, 'admin'),
    downtown,
    plateau,
    cash: (await method('CASH')).id,
    card: (await method('CARD')).id,
    admin: await signIn(env.app, 'admin'),
    manager: await signIn(env.app, 'manager'),
    frontdesk: await signIn(env.app, 'frontdesk'),
  };
}

export type FixtureLine = { kind: 'service' | 'product' | 'giftCard'; price: number; quantity?: number; technicianId?: string; name?: string };

export type FixtureBill = {
  branchId: string;
  /** An instant, e.g. '2026-12-01T15:00:00Z'. */
  at: string;
  lines: FixtureLine[];
  discount?: number;
  fee?: number;
  tax?: number;
  status?: 'PAID' | 'CANCEL' | 'DRAFT';
  customerId?: string | null;
  bookingId?: string | null;
  /** checkout method id → cents; by default the whole total in the first one given to the world. */
  payments?: Record<string, number>;
  giftCardUsed?: number;
  /** Change given back on a cash payment larger than the bill. */
  change?: number;
};

let codeCounter = 0;

/** A bill whose total is lines − discount + fee + tax, paid as `payments` say. Returns its id and total. */
export async function insertBill(w: ReportWorld, bill: FixtureBill): Promise<{ id: string; total: number }> {
  const db: Db = w.env.db;
  const id = randomUUID();
  const subtotal = bill.lines.reduce((s, l) => s + l.price * (l.quantity ?? 1), 0);
  const discount = bill.discount ?? 0;
  const fee = bill.fee ?? 0;
  const tax = bill.tax ?? 0;
  const total = subtotal - discount + fee + tax;
  const giftCardUsed = bill.giftCardUsed ?? 0;
  const change = bill.change ?? 0;
  codeCounter += 1;
  await db.query(
    `INSERT INTO bill (id, tenant_id, branch_id, code, status, booking_id, customer_id, subtotal_cents, discount_cents, payment_fee_cents,
                       tax_cents, total_cents, gift_card_used_cents, amount_due_cents, received_cents, action_time, created_by, created_at, updated_at, tax_lines, change_cents)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14::int + $18::int, $15, $16, $15, $15, $17::jsonb, $18)`,
    [
      id, w.tenantId, bill.branchId, `RPT-${codeCounter}`, bill.status ?? 'PAID', bill.bookingId ?? null, bill.customerId ?? null, subtotal, discount, fee,
      tax, total, giftCardUsed, total - giftCardUsed, new Date(bill.at), w.adminId,
      JSON.stringify(tax > 0 ? [{ kind: 'HST', name: '', rate: 13, registrationNumber: '', base: subtotal - discount + fee, amount: tax }] : []),
      change,
    ],
  );
  for (const [i, l] of bill.lines.entries()) {
    await db.query(
      `INSERT INTO bill_line (id, tenant_id, bill_id, kind, technician_id, name, quantity, price_cents, display_index) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [randomUUID(), w.tenantId, id, l.kind, l.technicianId ?? null, l.name ?? l.kind, l.quantity ?? 1, l.price, i],
    );
  }
  const payments = bill.payments ?? (total - giftCardUsed > 0 ? { [w.cash]: total - giftCardUsed } : {});
  for (const [methodId, amount] of Object.entries(payments)) {
    await db.query(`INSERT INTO bill_payment (tenant_id, bill_id, checkout_method_id, amount_cents) VALUES ($1, $2, $3, $4)`, [w.tenantId, id, methodId, amount]);
  }
  return { id, total };
}

export type FixturePosAction = { branchId: string; at: string; type: 'IN' | 'OUT' | 'TIP'; value: number; methodId: string; billId?: string; note?: string; deleted?: boolean };

/** A pay-in, pay-out or tip (a tip names its bill); `deleted` as a cancelled bill leaves its tip. */
export async function insertPosAction(w: ReportWorld, a: FixturePosAction): Promise<string> {
  const id = randomUUID();
  codeCounter += 1;
  const at = new Date(a.at);
  await w.env.db.query(
    `INSERT INTO pos_action (id, tenant_id, branch_id, type, value_cents, note, action_time, checkout_method_id, code, created_by, created_at, bill_id, deleted_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $7, $11, $12)`,
    [id, w.tenantId, a.branchId, a.type, a.value, a.note ?? '', at, a.methodId, `RPA-${codeCounter}`, w.adminId, a.billId ?? null, a.deleted ? at : null],
  );
  return id;
}

/** A report as the signed-in user asks for it (`reportParams` makes the query of a filter): the status and, when 200, the result. */
export async function askReport<T>(w: ReportWorld, who: SignedIn, key: ReportKey, params: Record<string, string>) {
  const res = await get(w.env, who, `${reportPath(key)}?${new URLSearchParams(params).toString()}`);
  return { status: res.statusCode, body: res.body, result: res.statusCode === 200 ? body<T>(res).result : null };
}
