/**
 * A history for the SMS campaigns screen (issue 17): a dozen Downtown customers paid a bill in
 * June 2024, some above $100 and some below, and three of them refuse SMS, so the
 * "booking amount above $100" filter and the opt-out have something to show. The bills lie
 * outside every window the reports and their tests read (the monthly chart's two years to November 2026).
 */
import type { Db, SqlValue } from '../db/db';
import { createRand } from './prng';
import { insertRows } from './insertRows';
import type { SeedBranch } from './seedBranch';
import { TaxKind } from '../../domain/branch/tax';
import type { TaxLine } from '../../domain/bill/tax-lines';

/** Subtotals in cents and whether the customer accepts SMS; Ontario's 13 % HST on top. */
const HISTORY: readonly (readonly [subtotal: number, receiveSms: boolean])[] = [
  [15000, true], [22000, true], [12000, false], [30000, true], [11000, true], [26000, false], [18000, true],
  [4500, true], [7000, true], [5000, false], [8000, true], [8500, true],
];
const HST_PERCENT = 13;

export async function seedCampaignAudience(db: Db, branch: SeedBranch): Promise<void> {
  const rand = createRand('demo-campaign-audience');
  const customers = await db.query<{ id: string }>(`SELECT id FROM customer WHERE branch_id = $1 AND active AND NOT blocked ORDER BY phone LIMIT $2`, [branch.branchId, HISTORY.length]);
  const admin = await db.one<{ id: string }>(`SELECT id FROM app_user WHERE tenant_id = $1 AND username = 'admin'`, [branch.tenantId]);
  const cash = await db.one<{ id: string }>(`SELECT id FROM checkout_method WHERE tenant_id = $1 AND code = 'CASH'`, [branch.tenantId]);
  const bills: SqlValue[][] = [];
  const lines: SqlValue[][] = [];
  const payments: SqlValue[][] = [];
  const refusing: string[] = [];
  customers.forEach((c, i) => {
    const [subtotal, receiveSms] = HISTORY[i] ?? [0, true];
    const tax = Math.round((subtotal * HST_PERCENT) / 100);
    const total = subtotal + tax;
    const billId = rand.uuid();
    const paidAt = new Date(Date.UTC(2024, 5, 1 + i, 18, 0));
    const taxLines = JSON.stringify([{ kind: TaxKind.HST, name: '', rate: HST_PERCENT, registrationNumber: '123456789 RT0001', base: subtotal, amount: tax } satisfies TaxLine]);
    bills.push([billId, branch.tenantId, branch.branchId, `${branch.code}-H${i + 1}`, 'PAID', c.id, HST_PERCENT, taxLines, subtotal, tax, total, total, total, 0, paidAt, admin.id, paidAt, paidAt]);
    lines.push([rand.uuid(), branch.tenantId, billId, 'service', 'Gel manicure', subtotal, 0]);
    payments.push([branch.tenantId, billId, cash.id, total]);
    if (!receiveSms) refusing.push(c.id);
  });
  await insertRows(
    db,
    'bill',
    ['id', 'tenant_id', 'branch_id', 'code', 'status', 'customer_id', 'hst_percent', 'tax_lines', 'subtotal_cents', 'tax_cents', 'total_cents',
      'amount_due_cents', 'received_cents', 'change_cents', 'action_time', 'created_by', 'created_at', 'updated_at'],
    bills,
  );
  await insertRows(db, 'bill_line', ['id', 'tenant_id', 'bill_id', 'kind', 'name', 'price_cents', 'display_index'], lines);
  await insertRows(db, 'bill_payment', ['tenant_id', 'bill_id', 'checkout_method_id', 'amount_cents'], payments);
  await db.query(`UPDATE customer SET receive_sms = false WHERE id = ANY($1::uuid[])`, [refusing]);
}
