/**
 * Realistic report data, generated from a seed (issue 16): for each branch and day, paid bills
 * of services, products and gift cards with discounts, fees, tax, one or two checkout methods
 * and change given on cash; cancelled bills and a few drafts; tips split over the bill's
 * technicians; pay-ins and pay-outs. The same seed gives the same rows, ids included, on every
 * machine. Shared by the correctness test (a month) and `npm run bench` (a year).
 *
 * Bills carry no booking: the generator writes money, not the schedule.
 */
import { addDays, zonedDayRange, type IsoDate } from '../../../src/domain/time';
import { splitTip } from '../../../src/domain/tip';
import type { Db, SqlValue } from '../../../src/server/db/db';
import { createRand, type Rand } from '../../../src/server/seed/prng';
import { insertRows } from '../../../src/server/seed/insertRows';

export type GeneratedBranch = { id: string; code: string; timeZone: string; technicianIds: readonly string[]; customerIds: readonly string[] };

export type GeneratorInput = {
  seed: string;
  tenantId: string;
  /** The user who took every payment. */
  createdBy: string;
  methods: { cash: string; card: string; other: string };
  from: IsoDate;
  days: number;
  /** The mean of paid bills per branch day (weekends busier, Mondays quieter). */
  billsPerDay: number;
};

/** One branch's generated rows, in the columns `insertGenerated` writes. */
export type GeneratedRows = {
  bills: SqlValue[][];
  lines: SqlValue[][];
  payments: SqlValue[][];
  posActions: SqlValue[][];
  tips: SqlValue[][];
};

const BILL_COLUMNS = [
  'id', 'tenant_id', 'branch_id', 'code', 'status', 'customer_id', 'hst_percent', 'tax_lines', 'subtotal_cents', 'discount_cents', 'payment_fee_cents',
  'tax_cents', 'total_cents', 'gift_card_used_cents', 'amount_due_cents', 'received_cents', 'change_cents', 'action_time', 'created_by', 'created_at',
  'updated_at', 'cancelled_by', 'cancelled_at',
] as const;
const LINE_COLUMNS = ['id', 'tenant_id', 'bill_id', 'kind', 'technician_id', 'name', 'quantity', 'price_cents', 'display_index'] as const;
const PAYMENT_COLUMNS = ['tenant_id', 'bill_id', 'checkout_method_id', 'amount_cents'] as const;
const POS_ACTION_COLUMNS = ['id', 'tenant_id', 'branch_id', 'type', 'value_cents', 'note', 'action_time', 'checkout_method_id', 'code', 'created_by', 'created_at', 'bill_id'] as const;
const TIP_COLUMNS = ['id', 'tenant_id', 'pos_action_id', 'technician_id', 'segment_name', 'percent', 'value_cents'] as const;

const SERVICES = [
  ['Manicure', 3500], ['Pedicure', 4500], ['Gel polish', 4000], ['Haircut', 5500], ['Colour', 9500],
  ['Facial', 8000], ['Waxing', 3000], ['Massage 60 min', 9000], ['Lash lift', 6500], ['Brow shaping', 2000],
] as const;
const PRODUCTS = [['Cuticle oil', 1200], ['Shampoo', 2400], ['Hand cream', 1800], ['Nail file', 500]] as const;
const GIFT_CARDS = [2500, 5000, 10000] as const;
const HST = 13;

const percentOf = (cents: number, percent: number): number => Math.round((cents * percent) / 100);
/** Mean scaled by the weekday: Saturday busiest, Monday quietest (the day's UTC weekday is the date's). */
const DAY_FACTOR = [0.8, 0.6, 0.9, 0.95, 1.1, 1.3, 1.35] as const;

type Line = { kind: 'service' | 'product' | 'giftCard'; name: string; price: number; quantity: number; technicianId: string | null };

function pickLines(rand: Rand, technicians: readonly string[]): Line[] {
  const lines: Line[] = [];
  const tech = technicians.length > 0 ? rand.pick(technicians) : null;
  const services = rand.chance(0.08) ? 0 : rand.chance(0.3) ? 2 : 1;
  for (let i = 0; i < services; i++) {
    const [name, price] = rand.pick(SERVICES);
    // One service in five is done by another technician of the branch.
    lines.push({ kind: 'service', name, price, quantity: 1, technicianId: rand.chance(0.2) && technicians.length > 0 ? rand.pick(technicians) : tech });
  }
  if (services === 0 || rand.chance(0.25)) {
    const [name, price] = rand.pick(PRODUCTS);
    lines.push({ kind: 'product', name, price, quantity: rand.chance(0.2) ? 2 : 1, technicianId: null });
  }
  if (rand.chance(0.04)) lines.push({ kind: 'giftCard', name: 'Gift card', price: rand.pick(GIFT_CARDS), quantity: 1, technicianId: null });
  return lines;
}

/** A branch's rows over the days, from its own stream of the seed (a branch added keeps the others' rows). */
export function generateBranch(input: GeneratorInput, branch: GeneratedBranch): GeneratedRows {
  const rand = createRand(`${input.seed}:${branch.code}`);
  const out: GeneratedRows = { bills: [], lines: [], payments: [], posActions: [], tips: [] };
  const { cash, card, other } = input.methods;
  let billNo = 0;
  let actionNo = 0;
  for (let d = 0; d < input.days; d++) {
    const date = addDays(input.from, d);
    const opens = zonedDayRange(date, branch.timeZone).start.getTime() + 9 * 3_600_000;
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    const mean = input.billsPerDay * (DAY_FACTOR[weekday] ?? 1);
    const count = Math.max(0, Math.round(mean * (0.8 + 0.4 * rand.next())));
    // Paid between 09:00 and 21:00 of the branch's day, in order.
    const times = Array.from({ length: count }, () => opens + rand.int(0, 12 * 3_600_000 - 1)).sort((a, b) => a - b);
    for (const time of times) {
      const id = rand.uuid();
      const at = new Date(time);
      const lines = pickLines(rand, branch.technicianIds);
      const subtotal = lines.reduce((s, l) => s + l.price * l.quantity, 0);
      const discount = rand.chance(0.15) ? Math.min(subtotal, rand.chance(0.5) ? percentOf(subtotal, 10) : 500) : 0;
      const fee = rand.chance(0.05) ? 150 : 0;
      const tax = percentOf(subtotal - discount + fee, HST);
      const total = subtotal - discount + fee + tax;
      const giftCardUsed = rand.chance(0.05) ? Math.min(total, rand.pick([2000, 5000])) : 0;
      const due = total - giftCardUsed;
      const r = rand.next();
      const status = r < 0.03 ? 'CANCEL' : r < 0.04 ? 'DRAFT' : 'PAID';
      const payments: [string, number][] = [];
      let received = 0;
      if (status !== 'DRAFT' && due > 0) {
        const how = rand.next();
        if (how < 0.35) {
          // Cash, rounded up to the next $5 note: the drawer gives the difference back.
          received = Math.ceil(due / 500) * 500;
          payments.push([cash, received]);
        } else if (how < 0.85) {
          received = due;
          payments.push([card, due]);
        } else if (how < 0.95 && due > 1000) {
          const onCard = Math.floor(due / 2);
          received = due;
          payments.push([card, onCard], [cash, due - onCard]);
        } else {
          received = due;
          payments.push([other, due]);
        }
      }
      const change = received - due > 0 ? received - due : 0;
      const cancelledAt = status === 'CANCEL' ? new Date(time + 20 * 60_000) : null;
      const customer = branch.customerIds.length > 0 && rand.chance(0.8) ? rand.pick(branch.customerIds) : null;
      const code = `${branch.code}-G${++billNo}`;
      const taxLines = tax > 0 ? [{ kind: 'HST', name: '', rate: HST, registrationNumber: '', base: subtotal - discount + fee, amount: tax }] : [];
      out.bills.push([
        id, input.tenantId, branch.id, code, status, customer, tax > 0 ? HST : 0, JSON.stringify(taxLines), subtotal, discount, fee,
        tax, total, giftCardUsed, due, status === 'DRAFT' ? 0 : received, status === 'DRAFT' ? 0 : change, at, input.createdBy, at,
        cancelledAt ?? at, cancelledAt ? input.createdBy : null, cancelledAt,
      ]);
      lines.forEach((l, i) => out.lines.push([rand.uuid(), input.tenantId, id, l.kind, l.technicianId, l.name, l.quantity, l.price, i]));
      for (const [method, amount] of payments) out.payments.push([input.tenantId, id, method, amount]);
      const served = lines.filter((l) => l.kind === 'service' && l.technicianId !== null);
      if (status === 'PAID' && served.length > 0 && rand.chance(0.35)) {
        const value = Math.max(100, Math.floor(percentOf(subtotal, rand.pick([10, 15, 20])) / 100) * 100);
        const split = splitTip({ total: value, rows: served.map((l) => ({ technicianId: l.technicianId ?? '', segmentName: l.name, price: l.price })) });
        if (split.ok) {
          const tipId = rand.uuid();
          const tipAt = new Date(time + 60_000);
          out.posActions.push([tipId, input.tenantId, branch.id, 'TIP', value, '', tipAt, rand.chance(0.7) ? card : cash, `${branch.code}-GT${++actionNo}`, input.createdBy, tipAt, id]);
          for (const row of split.rows) out.tips.push([rand.uuid(), input.tenantId, tipId, row.technicianId, row.segmentName, row.percent, row.value]);
        }
      }
    }
    // The morning float now and then, and small purchases paid from the drawer.
    const morning = opens - 30 * 60_000;
    if (rand.chance(0.3)) out.posActions.push(posAction(rand, input, branch, 'IN', rand.pick([5000, 10000, 20000]), 'Float', new Date(morning), `${branch.code}-GA${++actionNo}`));
    if (rand.chance(0.5)) out.posActions.push(posAction(rand, input, branch, 'OUT', rand.int(5, 60) * 100, 'Supplies', new Date(opens + rand.int(1, 11) * 3_600_000), `${branch.code}-GA${++actionNo}`));
  }
  return out;
}

function posAction(rand: Rand, input: GeneratorInput, branch: GeneratedBranch, type: 'IN' | 'OUT', value: number, note: string, at: Date, code: string): SqlValue[] {
  return [rand.uuid(), input.tenantId, branch.id, type, value, note, at, input.methods.cash, code, input.createdBy, at, null];
}

/** Writes a branch's rows in multi-row INSERTs (insertRows batches them under the parameter limit). */
export async function insertGenerated(db: Db, rows: GeneratedRows): Promise<void> {
  await insertRows(db, 'bill', BILL_COLUMNS, rows.bills);
  await insertRows(db, 'bill_line', LINE_COLUMNS, rows.lines);
  await insertRows(db, 'bill_payment', PAYMENT_COLUMNS, rows.payments);
  await insertRows(db, 'pos_action', POS_ACTION_COLUMNS, rows.posActions);
  await insertRows(db, 'technician_tip', TIP_COLUMNS, rows.tips);
}

/** Generates and writes every branch, one at a time (a year of ten branches does not sit in memory at once). Returns the bills written. */
export async function generateReportData(db: Db, input: GeneratorInput, branches: readonly GeneratedBranch[]): Promise<number> {
  let bills = 0;
  for (const branch of branches) {
    const rows = generateBranch(input, branch);
    await db.transaction((tx) => insertGenerated(tx, rows));
    bills += rows.bills.length;
  }
  return bills;
}

/** A demo branch as the generator wants it: its technicians and customers, its time zone given. */
export async function generatedBranchOf(db: Db, branchId: string, timeZone: string): Promise<GeneratedBranch> {
  const branch = await db.one<{ code: string }>(`SELECT code FROM branch WHERE id = $1`, [branchId]);
  const technicians = await db.query<{ id: string }>(`SELECT id FROM technician WHERE branch_id = $1 ORDER BY priority, id`, [branchId]);
  const customers = await db.query<{ id: string }>(`SELECT id FROM customer WHERE branch_id = $1 ORDER BY id LIMIT 500`, [branchId]);
  return { id: branchId, code: branch.code, timeZone, technicianIds: technicians.map((t) => t.id), customerIds: customers.map((c) => c.id) };
}

/** The tenant's cash, card and a third checkout method, by their demo codes. */
export async function generatorMethods(db: Db, tenantId: string): Promise<GeneratorInput['methods']> {
  const rows = await db.query<{ id: string; code: string }>(`SELECT id, code FROM checkout_method WHERE tenant_id = $1`, [tenantId]);
  const of = (code: string): string => {
    const id = rows.find((r) => r.code === code)?.id;
    if (!id) throw new Error(`no checkout method ${code}`);
    return id;
  };
  return { cash: of('CASH'), card: of('CARD'), other: of('E_TRANSFER') };
}
