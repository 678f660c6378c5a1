/** The bill as the payment detail shows it and the receipt prints it, from what was recorded at payment. */
import type { Db } from '../db/db';
import { BillLineKind } from '../../domain/bill/calculate-bill';
import { BillStatus, type BillDetail, type BillLineView, type BillSummary, type TechnicianTipInfo, type TipInfo } from '../../domain/bill/types';
import { formatZonedDateTime } from '../../domain/time';
import { taxLinesOfRow, type BillRow } from './billRepository';
import { liveTipOfBill, technicianTipsOf } from './tipRepository';

type LineRow = {
  id: string;
  kind: string;
  name: string;
  quantity: number;
  price_cents: number;
  guest_id: string | null;
  guest_name: string | null;
  technician_id: string | null;
  technician_name: string | null;
};

const KINDS: readonly BillLineView['kind'][] = Object.values(BillLineKind);
const asKind = (raw: string): BillLineView['kind'] => KINDS.find((k) => k === raw) ?? BillLineKind.SERVICE;

async function linesOf(db: Db, tenantId: string, billId: string): Promise<BillLineView[]> {
  const rows = await db.query<LineRow>(
    `SELECT l.id, l.kind, l.name, l.quantity, l.price_cents, l.guest_id, g.name AS guest_name, l.technician_id, t.name AS technician_name
       FROM bill_line l
       LEFT JOIN guest g ON g.tenant_id = l.tenant_id AND g.id = l.guest_id
       LEFT JOIN technician t ON t.tenant_id = l.tenant_id AND t.id = l.technician_id
      WHERE l.tenant_id = $1 AND l.bill_id = $2
      ORDER BY l.display_index, l.id`,
    [tenantId, billId],
  );
  return rows.map((r) => ({
    id: r.id,
    kind: asKind(r.kind),
    name: r.name,
    quantity: r.quantity,
    price: r.price_cents,
    guestId: r.guest_id,
    guestName: r.guest_name,
    technicianId: r.technician_id,
    technicianName: r.technician_name,
  }));
}

async function tipOf(db: Db, tenantId: string, billId: string, timeZone: string): Promise<TipInfo | null> {
  const tip = await liveTipOfBill(db, tenantId, billId);
  if (!tip) return null;
  const shares = await technicianTipsOf(db, tenantId, [tip.id]);
  return {
    id: tip.id,
    code: tip.code,
    value: tip.value_cents,
    checkoutMethodId: tip.checkout_method_id,
    checkoutMethodName: tip.checkout_method_name,
    actionTime: formatZonedDateTime(tip.action_time, timeZone),
    technicianTips: shares.map((s) => ({
      technicianId: s.technician_id,
      technicianName: s.technician_name,
      segmentName: s.segment_name,
      percent: s.percent,
      value: s.value_cents,
    })),
  };
}

type Extras = {
  booking_code: string | null;
  booking_customer_name: string | null;
  booking_phone: string | null;
  customer_name: string | null;
  customer_phone: string | null;
  payment_method_name: string | null;
  created_by_name: string;
  branch_name: string;
  branch_address: string | null;
  branch_phone: string | null;
};

export async function billDetail(db: Db, input: { tenantId: string; bill: BillRow; timeZone: string }): Promise<BillDetail> {
  const { tenantId, bill, timeZone } = input;
  const [extras, lines, payments, tip] = await Promise.all([
    db.one<Extras>(
      `SELECT bk.code AS booking_code, bk.customer_name AS booking_customer_name, bk.phone AS booking_phone,
              c.name AS customer_name, c.phone AS customer_phone, pm.name AS payment_method_name, u.full_name AS created_by_name,
              br.name AS branch_name, br.address AS branch_address, br.phone AS branch_phone
         FROM bill b
         JOIN branch br ON br.tenant_id = b.tenant_id AND br.id = b.branch_id
         JOIN app_user u ON u.tenant_id = b.tenant_id AND u.id = b.created_by
         LEFT JOIN booking bk ON bk.tenant_id = b.tenant_id AND bk.id = b.booking_id
         LEFT JOIN customer c ON c.tenant_id = b.tenant_id AND c.id = b.customer_id
         LEFT JOIN payment_method pm ON pm.tenant_id = b.tenant_id AND pm.id = b.payment_method_id
        WHERE b.tenant_id = $1 AND b.id = $2`,
      [tenantId, bill.id],
    ),
    linesOf(db, tenantId, bill.id),
    db.query<{ checkout_method_id: string; name: string; amount_cents: number }>(
      `SELECT p.checkout_method_id, cm.name, p.amount_cents FROM bill_payment p
         JOIN checkout_method cm ON cm.tenant_id = p.tenant_id AND cm.id = p.checkout_method_id
        WHERE p.tenant_id = $1 AND p.bill_id = $2 ORDER BY cm.priority, cm.name`,
      [tenantId, bill.id],
    ),
    tipOf(db, tenantId, bill.id, timeZone),
  ]);
  return {
    id: bill.id,
    code: bill.code,
    status: bill.status,
    branchId: bill.branch_id,
    bookingId: bill.booking_id,
    bookingCode: extras.booking_code,
    customerId: bill.customer_id,
    customerName: extras.customer_name ?? extras.booking_customer_name ?? '',
    phone: extras.customer_phone ?? extras.booking_phone ?? '',
    actionTime: formatZonedDateTime(bill.action_time, timeZone),
    lines,
    paymentMethod: bill.payment_method_id && extras.payment_method_name ? { id: bill.payment_method_id, name: extras.payment_method_name } : null,
    voucherCode: bill.voucher_code,
    giftCardCode: bill.gift_card_code,
    loyaltyAmount: bill.loyalty_input_cents,
    isHst: bill.is_hst,
    taxLines: taxLinesOfRow(bill),
    figures: {
      subtotal: bill.subtotal_cents,
      voucherDiscount: bill.voucher_discount_cents,
      loyaltyDiscount: bill.loyalty_discount_cents,
      discount: bill.discount_cents,
      paymentFee: bill.payment_fee_cents,
      tax: bill.tax_cents,
      total: bill.total_cents,
      giftCardUsed: bill.gift_card_used_cents,
      amountDue: bill.amount_due_cents,
      received: bill.received_cents,
      change: bill.change_cents,
    },
    payments: payments.map((p) => ({ checkoutMethodId: p.checkout_method_id, checkoutMethodName: p.name, amount: p.amount_cents })),
    tip,
    branch: { name: extras.branch_name, address: extras.branch_address, phone: extras.branch_phone },
    createdBy: extras.created_by_name,
    note: bill.note ?? '',
    viewCanCancelPayment: bill.status === BillStatus.PAID,
  };
}

/** A booking's bills, whatever their status, oldest first: the bill's own booking, or a guest of the booking on its lines. */
export async function billsOfBooking(db: Db, tenantId: string, bookingId: string): Promise<BillSummary[]> {
  const rows = await db.query<Pick<BillRow, 'id' | 'code' | 'status'>>(
    `SELECT b.id, b.code, b.status FROM bill b
      WHERE b.tenant_id = $1
        AND (b.booking_id = $2 OR EXISTS (SELECT 1 FROM bill_line l JOIN guest g ON g.tenant_id = l.tenant_id AND g.id = l.guest_id
                                           WHERE l.tenant_id = b.tenant_id AND l.bill_id = b.id AND g.booking_id = $2))
      ORDER BY b.created_at, b.code`,
    [tenantId, bookingId],
  );
  return rows.map((r) => ({ id: r.id, code: r.code, status: r.status }));
}

/** The rows a tip is shared between: one per service line of the bill that a technician did. */
export async function technicianTipInfo(db: Db, tenantId: string, billId: string): Promise<TechnicianTipInfo> {
  const rows = await db.query<{ technician_id: string; technician_name: string; name: string; price_cents: number }>(
    `SELECT l.technician_id, t.name AS technician_name, l.name, l.price_cents
       FROM bill_line l JOIN technician t ON t.tenant_id = l.tenant_id AND t.id = l.technician_id
      WHERE l.tenant_id = $1 AND l.bill_id = $2 AND l.kind = $3
      ORDER BY l.display_index, l.id`,
    [tenantId, billId, BillLineKind.SERVICE],
  );
  return rows.map((r) => ({ technicianId: r.technician_id, technicianName: r.technician_name, segmentName: r.name, price: r.price_cents }));
}
