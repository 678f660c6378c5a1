import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { BookingStatus, type Guest } from '../../src/domain/api';
import type { BillCreateInput } from '../../src/domain/bill/args';
import { billInputFor, billLinesForGuests, expectedOf } from '../../src/domain/bill/bill-rules';
import { calculateBill, type BillResult } from '../../src/domain/bill/calculate-bill';
import { BillPath } from '../../src/domain/bill/paths';
import type { CustomerLoyalty, PaymentInfoResult, PaymentOptions } from '../../src/domain/bill/types';
import type { Db } from '../../src/server/db/db';
import { body, branchIdByName, TEST_TODAY, type SignedIn, type TestEnv } from './helpers';
import { checkoutMethodId } from './syncHelpers';

export type Technician = { id: string; name: string };

export async function techniciansOf(db: Db, branchId: string): Promise<Technician[]> {
  return db.query<Technician>(`SELECT id, name FROM technician WHERE branch_id = $1 AND active ORDER BY name, id`, [branchId]);
}

/** The seeded places the bill tests work in: Maple's two branches, Downtown's CASH and CARD methods, each branch's technicians. */
export type BillingWorld = { downtown: string; plateau: string; cash: string; card: string; dt: Technician[]; pl: Technician[] };

export async function billingWorld(db: Db): Promise<BillingWorld> {
  const downtown = await branchIdByName(db, 'Downtown Toronto');
  const plateau = await branchIdByName(db, 'Plateau Montréal');
  return {
    downtown,
    plateau,
    cash: await checkoutMethodId(db, downtown, 'CASH'),
    card: await checkoutMethodId(db, downtown, 'CARD'),
    dt: await techniciansOf(db, downtown),
    pl: await techniciansOf(db, plateau),
  };
}

/** A customer of the branch with no loyalty money and no bills yet. */
export async function freshCustomer(db: Db, branchId: string, n: number): Promise<{ id: string; name: string; phone: string }> {
  const id = randomUUID();
  const tenant = await db.one<{ tenant_id: string }>(`SELECT tenant_id FROM branch WHERE id = $1`, [branchId]);
  const phone = `905888${String(n).padStart(4, '0')}`;
  await db.query(`INSERT INTO customer (id, tenant_id, branch_id, name, phone, created_at) VALUES ($1, $2, $3, $4, $5, now())`, [
    id,
    tenant.tenant_id,
    branchId,
    `BILL CLIENT ${n}`,
    phone,
  ]);
  return { id, name: `BILL CLIENT ${n}`, phone };
}

let bookingCounter = 0;

export type LineInput = { technicianId: string; serviceName?: string; price: number; serviceId?: string };
export type MadeBooking = { bookingId: string; code: string; guestIds: string[]; lineIds: string[][] };

/**
 * A booking of today written straight to the tables: its guests in `status` (Processing by
 * default) with fixed lines, so bills have predictable figures whatever the board holds.
 */
export async function makeBooking(
  db: Db,
  input: { branchId: string; customerId?: string | null; guests: { name?: string; status?: string; lines: LineInput[] }[] },
): Promise<MadeBooking> {
  bookingCounter += 1;
  const tenant = await db.one<{ tenant_id: string }>(`SELECT tenant_id FROM branch WHERE id = $1`, [input.branchId]);
  const bookingId = randomUUID();
  const code = `TEST-${bookingCounter}`;
  const start = new Date(`${TEST_TODAY}T14:00:00Z`);
  const end = new Date(`${TEST_TODAY}T14:45:00Z`);
  await db.query(
    `INSERT INTO booking (id, tenant_id, branch_id, code, status, customer_id, customer_name, phone, start_time, end_time, type, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, 'TEST CLIENT', '9055550000', $7, $8, 'TYPE_BOOKING_OFFLINE', $7, $7)`,
    [bookingId, tenant.tenant_id, input.branchId, code, BookingStatus.PROCESSING, input.customerId ?? null, start, end],
  );
  const guestIds: string[] = [];
  const lineIds: string[][] = [];
  for (const [gi, g] of input.guests.entries()) {
    const guestId = randomUUID();
    guestIds.push(guestId);
    await db.query(
      `INSERT INTO guest (id, tenant_id, branch_id, booking_id, name, status, display_index, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [guestId, tenant.tenant_id, input.branchId, bookingId, g.name ?? `GUEST ${gi + 1}`, g.status ?? BookingStatus.PROCESSING, gi, start],
    );
    const ids: string[] = [];
    for (const [li, l] of g.lines.entries()) {
      const id = randomUUID();
      ids.push(id);
      await db.query(
        `INSERT INTO segment (id, tenant_id, branch_id, booking_id, guest_id, type, service_name, technician_id, start_time, end_time, duration, price_cents, display_index, created_at, service_id)
         VALUES ($1, $2, $3, $4, $5, 'service', $6, $7, $8, $9, 45, $10, $11, $8, $12)`,
        [id, tenant.tenant_id, input.branchId, bookingId, guestId, l.serviceName ?? `Service ${li + 1}`, l.technicianId, start, end, l.price, li, l.serviceId ?? null],
      );
    }
    lineIds.push(ids);
  }
  return { bookingId, code, guestIds, lineIds };
}

export function paymentOptionsOf(env: TestEnv, who: SignedIn, branchId: string): Promise<LightMyRequestResponse> {
  return env.app.inject({ method: 'GET', url: `${BillPath.PAYMENT_OPTIONS}?branchId=${branchId}`, headers: who.headers });
}

export function postJson(env: TestEnv, who: SignedIn, url: string, payload: unknown): Promise<LightMyRequestResponse> {
  return env.app.inject({ method: 'POST', url, headers: who.headers, payload: payload as object });
}

export function getJson(env: TestEnv, who: SignedIn, url: string): Promise<LightMyRequestResponse> {
  return env.app.inject({ method: 'GET', url, headers: who.headers });
}

export type BillDraft = Omit<BillCreateInput, 'expected' | 'code'> & { code?: string };
/** A bill as create-bill takes it: the code may be left to the server. */
export type BillPayload = Omit<BillCreateInput, 'code'> & { code?: string };

/**
 * The figures the tablet would show and send: computed from what payment-options and
 * payment-info gave it, by the same domain functions — exactly what the server must agree with.
 */
export function tabletFigures(input: {
  options: PaymentOptions;
  guests: readonly Pick<Guest, 'segments'>[];
  bill: BillDraft;
  customerLoyalty?: CustomerLoyalty | null;
}): BillResult {
  const { options, bill } = input;
  const args = {
    isHst: bill.isHst ?? true,
    received: bill.received,
    loyaltyAmount: bill.loyaltyAmount ?? 0,
    useLoyaltyReward: bill.useLoyaltyReward ?? false,
  };
  const card = options.giftCards.find((c) => c.code === bill.giftCardCode?.toUpperCase());
  return calculateBill(
    billInputFor({
      lines: billLinesForGuests(input.guests),
      args,
      taxes: options.taxes,
      paymentMethod: options.paymentMethods.find((m) => m.id === bill.paymentMethodId) ?? null,
      voucher: options.vouchers.find((v) => v.code === bill.voucherCode?.toUpperCase()) ?? null,
      giftCard: card ? { amount: card.amount } : null,
      loyaltySettings: options.loyalty,
      customerLoyalty: input.customerLoyalty ?? null,
    }),
  );
}

/** A bill as the payment form sends it, its expected figures computed the tablet's way. */
export async function billFor(
  env: TestEnv,
  who: SignedIn,
  bill: Partial<BillDraft> & { branchId: string; guestIds: string[]; bookingId: string | null; received: BillDraft['received'] },
): Promise<BillPayload> {
  const draft: BillDraft = { id: randomUUID(), actionTime: `${TEST_TODAY} 09:55`, ...bill };
  const options = body<PaymentOptions>(await paymentOptionsOf(env, who, bill.branchId)).result;
  const info = await postJson(env, who, BillPath.PAYMENT_INFO, { bookingId: bill.bookingId, guestIds: bill.guestIds, cartIds: [] });
  if (info.statusCode !== 200) throw new Error(`payment-info failed: ${info.body}`);
  const { guestList, loyalty } = body<PaymentInfoResult>(info).result;
  // The booking's customer's standing, as the form shows it.
  const customerLoyalty = draft.customerId && loyalty?.customerId === draft.customerId ? loyalty : null;
  return { ...draft, expected: expectedOf(tabletFigures({ options, guests: guestList, bill: draft, customerLoyalty })) };
}

/** Everything a bill, its cancel or a tip may write, so a refusal is proven to have written nothing. */
export async function billingFingerprint(db: Db): Promise<string> {
  const row = await db.one<{ f: string | null }>(
    `SELECT md5(string_agg(x, '|' ORDER BY x)) AS f FROM (
       SELECT 'b' || id || status || code || total_cents AS x FROM bill
       UNION ALL SELECT 'l' || id FROM bill_line
       UNION ALL SELECT 'p' || bill_id || checkout_method_id || amount_cents FROM bill_payment
       UNION ALL SELECT 'g' || id || amount_cents || sold::text FROM gift_card
       UNION ALL SELECT 'ga' || id FROM gift_card_action
       UNION ALL SELECT 'c' || id || amount_money_cents FROM customer
       UNION ALL SELECT 'ct' || id FROM customer_transaction
       UNION ALL SELECT 'pa' || id || coalesce(deleted_at::text, '-') FROM pos_action
       UNION ALL SELECT 'tt' || id FROM technician_tip
       UNION ALL SELECT 'gu' || id || status || coalesce(bill_id::text, '-') || already_tip::text FROM guest
       UNION ALL SELECT 'bk' || id || status FROM booking
       UNION ALL SELECT 'ca' || id || status || coalesce(bill_id::text, '-') FROM cart
       UNION ALL SELECT 'a' || id FROM action_log
       UNION ALL SELECT 'q' || branch_id || name || next_value FROM branch_sequence
     ) t`,
  );
  return row.f ?? '';
}

async function tenantOf(db: Db, branchId: string): Promise<string> {
  return (await db.one<{ tenant_id: string }>(`SELECT tenant_id FROM branch WHERE id = $1`, [branchId])).tenant_id;
}

/** A gift card written straight to the table (sold, live and with `amount` left unless told). */
export async function insertGiftCard(
  db: Db,
  input: { branchId: string; code: string; amount: number; value?: number; sold?: boolean; status?: number; deleted?: boolean; endDate?: string | null },
): Promise<string> {
  const id = randomUUID();
  await db.query(
    `INSERT INTO gift_card (id, tenant_id, branch_id, code, content, price_cents, value_cents, amount_cents, status, sold, deleted, end_date, created_at, updated_at)
     VALUES ($1, $2, $3, $4, 'test card', $5, $5, $6, $7, $8, $9, $10::date, now(), now())`,
    [id, await tenantOf(db, input.branchId), input.branchId, input.code, input.value ?? Math.max(input.amount, 100), input.amount, input.status ?? 1, input.sold ?? true, input.deleted ?? false, input.endDate ?? null],
  );
  return id;
}

/** A voucher written straight to the table, valid today in the branch unless told. */
export async function insertVoucher(
  db: Db,
  input: {
    branchId: string | null;
    tenantBranchId: string;
    code: string;
    type?: 'AMOUNT' | 'PERCENT';
    value?: number;
    customerId?: string | null;
    startDate?: string | null;
    endDate?: string | null;
    maxUses?: number | null;
    active?: boolean;
  },
): Promise<string> {
  const id = randomUUID();
  const percent = input.type === 'PERCENT';
  await db.query(
    `INSERT INTO voucher (id, tenant_id, branch_id, code, discount_type, value_cents, percent, customer_id, start_date, end_date, max_uses, active, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::date, $10::date, $11, $12, now())`,
    [id, await tenantOf(db, input.tenantBranchId), input.branchId, input.code, percent ? 'PERCENT' : 'AMOUNT', percent ? 0 : (input.value ?? 1000),
      percent ? (input.value ?? 10) : 0, input.customerId ?? null, input.startDate ?? null, input.endDate ?? null, input.maxUses ?? null, input.active ?? true],
  );
  return id;
}

/** Sets (or with null removes) a branch config value for the rest of the test file. */
export async function setConfig(db: Db, branchId: string, key: string, value: string | null): Promise<void> {
  if (value === null) {
    await db.query(`DELETE FROM branch_config WHERE branch_id = $1 AND key = $2`, [branchId, key]);
    return;
  }
  await db.query(
    `INSERT INTO branch_config (tenant_id, branch_id, key, value, updated_at) VALUES ($1, $2, $3, $4, now())
     ON CONFLICT (branch_id, key) DO UPDATE SET value = EXCLUDED.value`,
    [await tenantOf(db, branchId), branchId, key, value],
  );
}

export type Refusal = { success: boolean; code?: string; message: string | null; fields?: Record<string, string>; facts?: unknown };

/** The refusal's status, code and message, after checking that nothing at all was written. */
export async function refusedWithoutWrites(db: Db, request: () => Promise<LightMyRequestResponse>): Promise<{ status: number } & Refusal> {
  const before = await billingFingerprint(db);
  const res = await request();
  const after = await billingFingerprint(db);
  if (after !== before) throw new Error(`a refused request wrote something: ${res.statusCode} ${res.body}`);
  return { status: res.statusCode, ...res.json<Refusal>() };
}
