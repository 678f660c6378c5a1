import type { Db } from '../db/db';
import { BillStatus } from '../../domain/bill/types';
import type { TaxLine } from '../../domain/bill/tax-lines';
import { taxLinesOfRow, type BillRow } from './billRepository';

/** A paid bill with one of the payments it received (null when a gift card paid it all). */
export type BillPaymentView = {
  bill_id: string;
  code: string;
  booking_id: string | null;
  action_time: Date;
  note: string | null;
  change_cents: number;
  created_by_name: string;
  checkout_method_id: string | null;
  checkout_method_name: string | null;
  amount_cents: number | null;
  is_default: boolean | null;
};

/**
 * The branch's paid bills in [start, end) with their payments, each bill's in checkout-method
 * order; with `status` CANCEL, the bills paid then and cancelled since (the daily report lists them).
 */
export async function billPaymentsInRange(
  db: Db,
  input: { tenantId: string; branchId: string; start: Date; end: Date; status?: typeof BillStatus.PAID | typeof BillStatus.CANCEL },
): Promise<BillPaymentView[]> {
  return db.query<BillPaymentView>(
    `SELECT b.id AS bill_id, b.code, b.booking_id, b.action_time, b.note, b.change_cents, u.full_name AS created_by_name,
            p.checkout_method_id, cm.name AS checkout_method_name, p.amount_cents, cm.is_default
       FROM bill b
       JOIN app_user u ON u.tenant_id = b.tenant_id AND u.id = b.created_by
       LEFT JOIN bill_payment p ON p.tenant_id = b.tenant_id AND p.bill_id = b.id
       LEFT JOIN checkout_method cm ON cm.tenant_id = p.tenant_id AND cm.id = p.checkout_method_id
      WHERE b.tenant_id = $1 AND b.branch_id = $2 AND b.status = $5 AND b.action_time >= $3 AND b.action_time < $4
      ORDER BY b.action_time, b.code, cm.priority, cm.name`,
    [input.tenantId, input.branchId, input.start, input.end, input.status ?? BillStatus.PAID],
  );
}

type BillTaxRow = Pick<BillRow, 'id' | 'tax_lines' | 'hst_percent' | 'tax_cents' | 'is_hst' | 'discount_cents' | 'subtotal_cents' | 'payment_fee_cents'>;

/** The tax lines of the branch's paid bills in [start, end) — the drawer's tax summary. */
export async function billTaxLinesInRange(db: Db, input: { tenantId: string; branchId: string; start: Date; end: Date }): Promise<{ billId: string; taxLines: TaxLine[] }[]> {
  const rows = await db.query<BillTaxRow>(
    `SELECT b.id, b.tax_lines, b.hst_percent::float8 AS hst_percent, b.tax_cents, b.is_hst, b.discount_cents, b.subtotal_cents, b.payment_fee_cents
       FROM bill b
      WHERE b.tenant_id = $1 AND b.branch_id = $2 AND b.status = $5 AND b.action_time >= $3 AND b.action_time < $4`,
    [input.tenantId, input.branchId, input.start, input.end, BillStatus.PAID],
  );
  return rows.map((r) => ({ billId: r.id, taxLines: taxLinesOfRow(r) }));
}
