/**
 * The demo's money side: loyalty settings, vouchers and sold gift cards per branch, loyalty
 * money for Plateau's customers in service today, and Plateau's completed bookings of today
 * paid in cash (one with a tip), so payment detail, print and cancel have something to show.
 * Downtown's completed bookings stay unpaid: its drawer starts the day empty.
 */
import { formatMoney } from '../../domain/money';
import type { Db, SqlValue } from '../db/db';
import { BookingStatus } from '../../domain/api';
import { BillLineKind, calculateBill } from '../../domain/bill/calculate-bill';
import { percentOf } from '../../domain/bill/percent';
import { BillStatus } from '../../domain/bill/types';
import type { BranchTax } from '../../domain/branch/tax';
import { ConfigKey } from '../../domain/branchConfig';
import { PosActionType } from '../../domain/pos';
import { addDays, formatZonedDate } from '../../domain/time';
import { splitTip } from '../../domain/tip';
import { createRand, type Rand } from './prng';
import { insertRows } from './insertRows';
import type { SeedBranch } from './seedBranch';

/** Codes are unique per tenant; Plateau's carry French names. Listed in the README's demo section. */
export const DEMO_CODES = {
  DT: { welcome: 'WELCOME10', percent: 'SPRING15', expired: 'OLD5', gift50: 'GIFT50', gift25: 'GIFT25', stock: ['CARD100', 'CARD50', 'CARD200'] },
  PL: { welcome: 'BIENVENUE10', percent: 'PRINTEMPS15', expired: 'VIEUX5', gift50: 'CADO50', gift25: 'CADO25', stock: ['CARTE100', 'CARTE50', 'CARTE200'] },
} as const;

/** How a branch's demo money is set up: its taxes, whether its loyalty is POINT_BASED, whether today's completed bookings are paid. */
export type BillingSeedBranch = SeedBranch & { taxes: readonly BranchTax[]; pointBased: boolean; payToday: boolean };

const LOYALTY_CONFIG = {
  [ConfigKey.LOYALTY_LIMIT]: '2000',
  [ConfigKey.LOYALTY_EARN_PERCENT]: '5',
  [ConfigKey.LOYALTY_BOOKINGS_FOR_REWARD]: '5',
  [ConfigKey.LOYALTY_REWARD_PERCENT]: '10',
};

async function insertVouchersAndGiftCards(db: Db, rand: Rand, branch: SeedBranch, codes: (typeof DEMO_CODES)[keyof typeof DEMO_CODES], now: Date): Promise<void> {
  const today = formatZonedDate(now, branch.timeZone);
  await insertRows(
    db,
    'voucher',
    ['id', 'tenant_id', 'branch_id', 'code', 'content', 'discount_type', 'value_cents', 'percent', 'start_date', 'end_date', 'created_at'],
    [
      [rand.uuid(), branch.tenantId, branch.branchId, codes.welcome, '$10 off a visit', 'AMOUNT', 1000, 0, addDays(today, -30), addDays(today, 60), now],
      [rand.uuid(), branch.tenantId, branch.branchId, codes.percent, '15% off the services', 'PERCENT', 0, 15, addDays(today, -7), addDays(today, 90), now],
      [rand.uuid(), branch.tenantId, branch.branchId, codes.expired, '$5 off (summer)', 'AMOUNT', 500, 0, addDays(today, -120), addDays(today, -30), now],
    ],
  );
  const cards: [string, number, number][] = [
    [codes.gift50, 5000, 5000],
    [codes.gift25, 10000, 2500],
  ];
  const cardRows: SqlValue[][] = [];
  const actionRows: SqlValue[][] = [];
  for (const [code, value, left] of cards) {
    const id = rand.uuid();
    cardRows.push([id, branch.tenantId, branch.branchId, code, `Gift card ${code}`, value, value, left, true, now, now]);
    actionRows.push([rand.uuid(), branch.tenantId, id, 'SELL', value, now]);
    if (left < value) actionRows.push([rand.uuid(), branch.tenantId, id, 'USE', value - left, now]);
  }
  // Cards in stock at the counter, not sold yet: what a cart sells.
  for (const [i, code] of codes.stock.entries()) {
    const value = [10000, 5000, 20000][i] ?? 5000;
    cardRows.push([rand.uuid(), branch.tenantId, branch.branchId, code, `Gift card ${formatMoney(value)}`, value, value, value, false, now, now]);
  }
  await insertRows(db, 'gift_card', ['id', 'tenant_id', 'branch_id', 'code', 'content', 'price_cents', 'value_cents', 'amount_cents', 'sold', 'created_at', 'updated_at'], cardRows);
  await insertRows(db, 'gift_card_action', ['id', 'tenant_id', 'gift_card_id', 'type', 'value_cents', 'created_at'], actionRows);
}

type Transaction = [id: string, tenantId: string, customerId: string, billId: string | null, amount: number, at: Date];

/** Loyalty money for the customers being served today, so the payment form has a balance to use. */
async function loyaltyMoney(db: Db, rand: Rand, branch: SeedBranch, now: Date): Promise<Transaction[]> {
  const customers = await db.query<{ id: string }>(
    `SELECT DISTINCT b.customer_id AS id FROM booking b
      WHERE b.branch_id = $1 AND b.status IN ($2, $3) AND b.customer_id IS NOT NULL ORDER BY b.customer_id`,
    [branch.branchId, BookingStatus.PROCESSING, BookingStatus.CHECK_IN],
  );
  const amounts = [1250, 3000, 800, 4500];
  return customers.slice(0, amounts.length).map((c, i) => [rand.uuid(), branch.tenantId, c.id, null, amounts[i] ?? 0, now]);
}

type Line = { id: string; booking_id: string; customer_id: string | null; end_time: Date; guest_id: string; service_name: string; technician_id: string | null; price_cents: number };

/**
 * Each completed booking of the day paid in cash, rounded up to the next $5; the first with a
 * card tip. Written in a few multi-row statements: the seed runs before every server test file.
 */
async function payCompletedBookings(
  db: Db,
  rand: Rand,
  branch: SeedBranch,
  input: { taxes: readonly BranchTax[]; pointBased: boolean; userId: string; now: Date },
): Promise<Transaction[]> {
  const methods = await db.query<{ id: string; code: string }>(`SELECT id, code FROM checkout_method WHERE tenant_id = $1 ORDER BY priority`, [branch.tenantId]);
  const cash = methods.find((m) => m.code === 'CASH')?.id;
  const card = methods.find((m) => m.code === 'CARD')?.id;
  if (!cash || !card) return [];
  const lines = await db.query<Line>(
    `SELECT s.id, s.booking_id, b.customer_id, b.end_time, s.guest_id, s.service_name, s.technician_id, s.price_cents
       FROM segment s JOIN guest g ON g.id = s.guest_id JOIN booking b ON b.id = s.booking_id
      WHERE b.branch_id = $1 AND b.status = $2 AND g.status = $2 AND s.active
      ORDER BY b.start_time, b.code, g.display_index, s.display_index, s.start_time, s.id`,
    [branch.branchId, BookingStatus.COMPLETED],
  );
  const byBooking = new Map<string, Line[]>();
  for (const l of lines) byBooking.set(l.booking_id, [...(byBooking.get(l.booking_id) ?? []), l]);
  const bills: SqlValue[][] = [];
  const billLines: SqlValue[][] = [];
  const payments: SqlValue[][] = [];
  const transactions: Transaction[] = [];
  let tipped: { billId: string; lines: Line[]; value: number; paidAt: Date } | null = null;
  for (const [bookingId, own] of byBooking) {
    const [first] = own;
    if (!first) continue;
    const priced = own.map((l) => ({ kind: BillLineKind.SERVICE, price: l.price_cents, quantity: 1 }));
    const received = Math.ceil(calculateBill({ lines: priced, taxes: input.taxes, taxExempt: false, received: [] }).amountDue / 500) * 500;
    const r = calculateBill({ lines: priced, taxes: input.taxes, taxExempt: false, received: received > 0 ? [{ checkoutMethodId: cash, amount: received }] : [] });
    const billId = rand.uuid();
    const paidAt = new Date(Math.min(first.end_time.getTime(), input.now.getTime()));
    bills.push([billId, branch.tenantId, branch.branchId, `${branch.code}-B${bills.length + 1}`, BillStatus.PAID, bookingId, first.customer_id, r.taxLines[0]?.rate ?? 0, JSON.stringify(r.taxLines),
      r.subtotal, r.tax, r.total, r.amountDue, r.received, r.change, paidAt, input.userId, paidAt, paidAt]);
    own.forEach((l, i) => billLines.push([rand.uuid(), branch.tenantId, billId, BillLineKind.SERVICE, l.guest_id, l.id, l.technician_id, l.service_name, l.price_cents, i]));
    if (received > 0) payments.push([branch.tenantId, billId, cash, received]);
    const earned = input.pointBased && first.customer_id ? percentOf(r.total, Number(LOYALTY_CONFIG.LOYALTY_EARN_PERCENT)) : 0;
    if (earned > 0 && first.customer_id) transactions.push([rand.uuid(), branch.tenantId, first.customer_id, billId, earned, paidAt]);
    // About 15% of the services, in whole dollars.
    tipped ??= { billId, lines: own, value: Math.max(100, Math.floor(percentOf(r.subtotal, 15) / 100) * 100), paidAt };
  }
  await insertRows(
    db,
    'bill',
    ['id', 'tenant_id', 'branch_id', 'code', 'status', 'booking_id', 'customer_id', 'hst_percent', 'tax_lines', 'subtotal_cents', 'tax_cents', 'total_cents',
      'amount_due_cents', 'received_cents', 'change_cents', 'action_time', 'created_by', 'created_at', 'updated_at'],
    bills,
  );
  await insertRows(db, 'bill_line', ['id', 'tenant_id', 'bill_id', 'kind', 'guest_id', 'segment_id', 'technician_id', 'name', 'price_cents', 'display_index'], billLines);
  await insertRows(db, 'bill_payment', ['tenant_id', 'bill_id', 'checkout_method_id', 'amount_cents'], payments);
  await db.query(
    `UPDATE guest g SET bill_id = b.id FROM bill b WHERE b.branch_id = $1 AND b.booking_id = g.booking_id AND g.status = $2`,
    [branch.branchId, BookingStatus.COMPLETED],
  );
  if (tipped) await insertTip(db, rand, branch, { ...tipped, card, userId: input.userId });
  await db.query(
    `INSERT INTO branch_sequence (tenant_id, branch_id, name, next_value) VALUES ($1, $2, 'bill', $3)
     ON CONFLICT (branch_id, name) DO UPDATE SET next_value = GREATEST(branch_sequence.next_value, EXCLUDED.next_value)`,
    [branch.tenantId, branch.branchId, bills.length + 1],
  );
  return transactions;
}

async function insertTip(
  db: Db,
  rand: Rand,
  branch: SeedBranch,
  input: { billId: string; lines: readonly Line[]; value: number; card: string; paidAt: Date; userId: string },
): Promise<void> {
  const served = input.lines.filter((l) => l.technician_id !== null);
  const split = splitTip({ total: input.value, rows: served.map((l) => ({ technicianId: l.technician_id ?? '', segmentName: l.service_name, price: l.price_cents })) });
  if (!split.ok || served.length === 0) return;
  const tipId = rand.uuid();
  await insertRows(
    db,
    'pos_action',
    ['id', 'tenant_id', 'branch_id', 'type', 'value_cents', 'action_time', 'checkout_method_id', 'code', 'created_by', 'created_at', 'bill_id'],
    [[tipId, branch.tenantId, branch.branchId, PosActionType.TIP, input.value, input.paidAt, input.card, `${branch.code}-T1`, input.userId, input.paidAt, input.billId]],
  );
  await insertRows(
    db,
    'technician_tip',
    ['id', 'tenant_id', 'pos_action_id', 'technician_id', 'segment_name', 'percent', 'value_cents'],
    split.rows.map((row) => [rand.uuid(), branch.tenantId, tipId, row.technicianId, row.segmentName, row.percent, row.value]),
  );
  await db.query(`UPDATE guest SET already_tip = true WHERE bill_id = $1`, [input.billId]);
}

/** Run after the users exist: the paid bills were taken by the front desk. */
export async function seedBilling(db: Db, input: { branches: readonly BillingSeedBranch[]; now: Date }): Promise<void> {
  const transactions: Transaction[] = [];
  for (const branch of input.branches) {
    const rand = createRand(`billing:${branch.code}`);
    const codes = branch.code === 'PL' ? DEMO_CODES.PL : DEMO_CODES.DT;
    await insertRows(
      db,
      'branch_config',
      ['tenant_id', 'branch_id', 'key', 'value', 'updated_at'],
      Object.entries(LOYALTY_CONFIG).map(([key, value]) => [branch.tenantId, branch.branchId, key, value, input.now]),
    );
    await insertVouchersAndGiftCards(db, rand, branch, codes, input.now);
    if (branch.pointBased) transactions.push(...(await loyaltyMoney(db, rand, branch, input.now)));
    if (!branch.payToday) continue;
    const user = await db.one<{ id: string }>(`SELECT id FROM app_user WHERE tenant_id = $1 AND username = 'frontdesk'`, [branch.tenantId]);
    transactions.push(...(await payCompletedBookings(db, rand, branch, { taxes: branch.taxes, pointBased: branch.pointBased, userId: user.id, now: input.now })));
  }
  await insertRows(db, 'customer_transaction', ['id', 'tenant_id', 'customer_id', 'bill_id', 'amount_cents', 'created_at'], transactions);
  // Each balance is the sum of its movements.
  await db.query(
    `UPDATE customer c SET amount_money_cents = t.total
       FROM (SELECT customer_id, sum(amount_cents)::int AS total FROM customer_transaction WHERE customer_id = ANY($1::uuid[]) GROUP BY customer_id) t
      WHERE c.id = t.customer_id`,
    [[...new Set(transactions.map((t) => t[2]))]],
  );
}
