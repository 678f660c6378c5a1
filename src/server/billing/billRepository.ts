import type { Db, SqlValue } from '../db/db';
import { BillStatus } from '../../domain/bill/types';
import type { BillLineKind } from '../../domain/bill/calculate-bill';
import { legacyTaxLines, type TaxLine } from '../../domain/bill/tax-lines';
import { newId } from '../auth/tokens';

/** A bill row as the services read it (numeric as float8: the drivers would give text). */
export type BillRow = {
  id: string;
  tenant_id: string;
  branch_id: string;
  code: string;
  status: BillStatus;
  booking_id: string | null;
  customer_id: string | null;
  payment_method_id: string | null;
  voucher_code: string | null;
  gift_card_id: string | null;
  gift_card_code: string | null;
  loyalty_type: string | null;
  loyalty_input_cents: number;
  hst_percent: number;
  is_hst: boolean;
  /** NULL on bills written before tax lines (issue 13). */
  tax_lines: TaxLine[] | null;
  subtotal_cents: number;
  voucher_discount_cents: number;
  loyalty_discount_cents: number;
  discount_cents: number;
  payment_fee_cents: number;
  tax_cents: number;
  total_cents: number;
  gift_card_used_cents: number;
  amount_due_cents: number;
  received_cents: number;
  change_cents: number;
  action_time: Date;
  note: string | null;
  created_by: string;
  created_at: Date;
};

export const BILL_COLUMNS = `b.id, b.tenant_id, b.branch_id, b.code, b.status, b.booking_id, b.customer_id, b.payment_method_id, b.voucher_code,
  b.gift_card_id, b.gift_card_code, b.loyalty_type, b.loyalty_input_cents, b.hst_percent::float8 AS hst_percent, b.is_hst, b.tax_lines,
  b.subtotal_cents, b.voucher_discount_cents, b.loyalty_discount_cents, b.discount_cents, b.payment_fee_cents, b.tax_cents,
  b.total_cents, b.gift_card_used_cents, b.amount_due_cents, b.received_cents, b.change_cents, b.action_time, b.note,
  b.created_by, b.created_at`;

/** Ids are tablet UUIDs and the primary key: taken whatever the tenant. */
export async function billIdTaken(db: Db, id: string): Promise<boolean> {
  return (await db.maybeOne(`SELECT 1 FROM bill WHERE id = $1`, [id])) !== null;
}

/** A bill of the tenant; with `lock`, locked until the transaction ends. */
export async function findBill(db: Db, input: { tenantId: string; id: string; lock?: boolean }): Promise<BillRow | null> {
  return db.maybeOne<BillRow>(`SELECT ${BILL_COLUMNS} FROM bill b WHERE b.tenant_id = $1 AND b.id = $2${input.lock ? ' FOR UPDATE' : ''}`, [
    input.tenantId,
    input.id,
  ]);
}

/** Everything a paid bill records: who and what it paid, each figure, and how. */
export type PaidBillFields = {
  id: string;
  tenantId: string;
  branchId: string;
  code: string;
  bookingId: string | null;
  customerId: string | null;
  paymentMethodId: string | null;
  voucherId: string | null;
  voucherCode: string | null;
  giftCardId: string | null;
  giftCardCode: string | null;
  loyaltyType: string | null;
  loyaltyInput: number;
  hstPercent: number;
  isHst: boolean;
  taxLines: readonly TaxLine[];
  subtotal: number;
  voucherDiscount: number;
  loyaltyDiscount: number;
  discount: number;
  paymentFee: number;
  tax: number;
  total: number;
  giftCardUsed: number;
  amountDue: number;
  received: number;
  change: number;
  actionTime: Date;
  note: string | null;
  deviceId: string | null;
  userId: string;
  now: Date;
};

function paidValues(b: PaidBillFields): SqlValue[] {
  return [
    b.id, b.tenantId, b.branchId, b.code, BillStatus.PAID, b.bookingId, b.customerId, b.paymentMethodId, b.voucherId, b.voucherCode,
    b.giftCardId, b.giftCardCode, b.loyaltyType, b.loyaltyInput, b.hstPercent, b.isHst, b.subtotal, b.voucherDiscount, b.loyaltyDiscount,
    b.discount, b.paymentFee, b.tax, b.total, b.giftCardUsed, b.amountDue, b.received, b.change, b.actionTime, b.note, b.deviceId,
    b.userId, b.now, JSON.stringify(b.taxLines),
  ];
}

/** A new paid bill; false when the id or the code got taken meanwhile (a race the checks lost). */
export async function insertPaidBill(tx: Db, b: PaidBillFields): Promise<boolean> {
  const rows = await tx.query(
    `INSERT INTO bill (id, tenant_id, branch_id, code, status, booking_id, customer_id, payment_method_id, voucher_id, voucher_code,
                       gift_card_id, gift_card_code, loyalty_type, loyalty_input_cents, hst_percent, is_hst, subtotal_cents,
                       voucher_discount_cents, loyalty_discount_cents, discount_cents, payment_fee_cents, tax_cents, total_cents,
                       gift_card_used_cents, amount_due_cents, received_cents, change_cents, action_time, note, device_id, created_by,
                       created_at, updated_at, tax_lines)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26,
             $27, $28, $29, $30, $31, $32, $32, $33::jsonb)
     ON CONFLICT DO NOTHING RETURNING id`,
    paidValues(b),
  );
  return rows.length === 1;
}

/** A draft paid: every figure set from the payment; its code, creator and creation stay. */
export async function payDraftBill(tx: Db, b: PaidBillFields): Promise<void> {
  const values = paidValues(b);
  // The same values as an insert, less the creator ($31): the draft keeps who made it.
  values.splice(30, 1);
  await tx.query(
    `UPDATE bill SET status = $5, booking_id = $6, customer_id = $7, payment_method_id = $8, voucher_id = $9, voucher_code = $10,
            gift_card_id = $11, gift_card_code = $12, loyalty_type = $13, loyalty_input_cents = $14, hst_percent = $15, is_hst = $16,
            subtotal_cents = $17, voucher_discount_cents = $18, loyalty_discount_cents = $19, discount_cents = $20,
            payment_fee_cents = $21, tax_cents = $22, total_cents = $23, gift_card_used_cents = $24, amount_due_cents = $25,
            received_cents = $26, change_cents = $27, action_time = $28, note = $29, device_id = $30, updated_at = $31,
            tax_lines = $32::jsonb
      WHERE id = $1 AND tenant_id = $2 AND branch_id = $3 AND code = $4`,
    values,
  );
}

export type NewBillLine = {
  kind: BillLineKind;
  guestId: string | null;
  segmentId: string | null;
  cartId: string | null;
  cartItemId: string | null;
  technicianId: string | null;
  name: string;
  quantity: number;
  price: number;
  /** Not stored: the calculation needs it for a voucher for some services. */
  serviceId?: string;
};

/** The bill's lines and payments as paid: a draft's earlier ones are replaced. */
export async function writeLinesAndPayments(
  tx: Db,
  input: { tenantId: string; billId: string; lines: readonly NewBillLine[]; payments: readonly { checkoutMethodId: string; amount: number }[] },
): Promise<void> {
  const { tenantId, billId } = input;
  await tx.query(`DELETE FROM bill_line WHERE tenant_id = $1 AND bill_id = $2`, [tenantId, billId]);
  await tx.query(`DELETE FROM bill_payment WHERE tenant_id = $1 AND bill_id = $2`, [tenantId, billId]);
  for (const [i, l] of input.lines.entries()) {
    await tx.query(
      `INSERT INTO bill_line (id, tenant_id, bill_id, kind, guest_id, segment_id, cart_id, cart_item_id, technician_id, name, quantity,
                              price_cents, display_index)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
      [newId(), tenantId, billId, l.kind, l.guestId, l.segmentId, l.cartId, l.cartItemId, l.technicianId, l.name, l.quantity, l.price, i],
    );
  }
  for (const p of input.payments) {
    await tx.query(`INSERT INTO bill_payment (tenant_id, bill_id, checkout_method_id, amount_cents) VALUES ($1, $2, $3, $4)`, [
      tenantId,
      billId,
      p.checkoutMethodId,
      p.amount,
    ]);
  }
}

export async function setBillCancelled(tx: Db, input: { tenantId: string; billId: string; userId: string; now: Date }): Promise<void> {
  await tx.query(
    `UPDATE bill SET status = $3, cancelled_by = $4, cancelled_at = $5, updated_at = $5 WHERE tenant_id = $1 AND id = $2`,
    [input.tenantId, input.billId, BillStatus.CANCEL, input.userId, input.now],
  );
}

/** The bill's tax lines; a bill from before them reads as the one HST line it was printed with. */
export function taxLinesOfRow(bill: Pick<BillRow, 'tax_lines' | 'hst_percent' | 'tax_cents' | 'is_hst' | 'discount_cents' | 'subtotal_cents' | 'payment_fee_cents'>): TaxLine[] {
  if (bill.tax_lines) return bill.tax_lines;
  const taxable = Math.max(0, bill.subtotal_cents - bill.discount_cents) + bill.payment_fee_cents;
  return legacyTaxLines({ hstPercent: bill.hst_percent, tax: bill.tax_cents, isHst: bill.is_hst, taxable });
}
