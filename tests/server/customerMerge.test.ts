import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerDetail } from '../../src/domain/booking/reads';
import { BookingReadPath } from '../../src/domain/booking/read-paths';
import { CustomerMergePath, type MergePreview, type MergeResult } from '../../src/domain/customer/merge-contract';
import { ErrorCode } from '../../src/domain/errors';
import { CUSTOMER_REFERENCES } from '../../src/server/customerMerge/mergeRepository';
import type { Db } from '../../src/server/db/db';
import { body, branchIdByName, fingerprint, setupTestEnv, signIn, userIdByName, type SignedIn, type TestEnv } from './helpers';
import { billFor, billingWorld, freshCustomer, getJson, insertVoucher, makeBooking, postJson, techniciansOf } from './billingFixtures';
import { cartBody, createCart, insertProduct, productLine } from './cartFixtures';
import { BillPath } from '../../src/domain/bill/paths';
import type { CheckVoucherResult } from '../../src/domain/bill/types';
import { BookingWritePath } from '../../src/domain/booking/paths';
import { bookingArgs, servicesOf, TOMORROW } from './bookingFixtures';

const NOW = new Date('2026-11-20T15:00:00Z');

/** Every table and column of the database that names a customer: its foreign keys, and any column called customer_id. */
async function customerColumns(db: Db): Promise<string[]> {
  const rows = await db.query<{ t: string; c: string }>(
    `SELECT kcu.table_name AS t, kcu.column_name AS c
       FROM information_schema.table_constraints tc
       JOIN information_schema.key_column_usage kcu ON kcu.constraint_name = tc.constraint_name AND kcu.table_schema = tc.table_schema
       JOIN information_schema.constraint_column_usage ccu ON ccu.constraint_name = tc.constraint_name AND ccu.table_schema = tc.table_schema
      WHERE tc.constraint_type = 'FOREIGN KEY' AND tc.table_schema = current_schema() AND ccu.table_name = 'customer'
        AND ccu.column_name = 'id' AND kcu.column_name <> 'tenant_id'
     UNION
     SELECT table_name AS t, column_name AS c FROM information_schema.columns
      WHERE table_schema = current_schema() AND column_name = 'customer_id'`,
  );
  return [...new Set(rows.map((r) => `${r.t}.${r.c}`))].sort();
}

/** How many rows of each moved table name this customer. */
async function referencesOf(db: Db, customerId: string): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const { table, column } of CUSTOMER_REFERENCES) {
    out[table] = (await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${column} = $1`, [customerId])).n;
  }
  return out;
}

describe('merging two customers', () => {
  let env: TestEnv;
  let admin: SignedIn;
  let fd: SignedIn;
  let lotus: SignedIn;
  let downtown: string;
  let plateau: string;
  let adminId: string;
  let n = 0;
  beforeAll(async () => {
    env = await setupTestEnv();
    admin = await signIn(env.app, 'admin');
    fd = await signIn(env.app, 'frontdesk');
    lotus = await signIn(env.app, 'lotus');
    downtown = await branchIdByName(env.db, 'Downtown Toronto');
    plateau = await branchIdByName(env.db, 'Plateau Montréal');
    adminId = await userIdByName(env.db, 'admin');
  });
  afterAll(async () => {
    await env.close();
  });

  const merge = (payload: unknown, who: SignedIn = admin) => postJson(env, who, CustomerMergePath.MERGE, payload);
  const pair = async (branchId = downtown) => [await freshCustomer(env.db, branchId, 900 + ++n), await freshCustomer(env.db, branchId, 900 + ++n)] as const;
  const tenantOf = async (branchId: string) => (await env.db.one<{ tenant_id: string }>(`SELECT tenant_id FROM branch WHERE id = $1`, [branchId])).tenant_id;

  /** One row in every table that names a customer, all naming this one; its loyalty money from a bill. */
  async function everything(customerId: string, branchId: string, money: number): Promise<{ bookingId: string; billId: string; cartId: string; cardId: string }> {
    const tenant = await tenantOf(branchId);
    const tech = (await techniciansOf(env.db, branchId))[0]!;
    const { bookingId } = await makeBooking(env.db, { branchId, customerId, guests: [{ lines: [{ technicianId: tech.id, price: 3000 }] }] });
    const billId = randomUUID();
    await env.db.query(
      `INSERT INTO bill (id, tenant_id, branch_id, code, status, booking_id, customer_id, subtotal_cents, total_cents, action_time, created_by, created_at, updated_at)
       VALUES ($1, $2, $3, $4, 'PAID', $5, $6, 3000, 3000, $7, $8, $7, $7)`,
      [billId, tenant, branchId, `MERGE-${randomUUID().slice(0, 8)}`, bookingId, customerId, NOW, adminId],
    );
    await env.db.query(`INSERT INTO customer_transaction (id, tenant_id, customer_id, bill_id, amount_cents, created_at) VALUES ($1, $2, $3, $4, $5, $6)`, [
      randomUUID(), tenant, customerId, billId, money, NOW,
    ]);
    await env.db.query(`UPDATE customer SET amount_money_cents = amount_money_cents + $2 WHERE id = $1`, [customerId, money]);
    const cardId = randomUUID();
    await env.db.query(
      `INSERT INTO gift_card (id, tenant_id, branch_id, code, content, price_cents, value_cents, amount_cents, sold, created_at, updated_at)
       VALUES ($1, $2, $3, $4, 'merge card', 5000, 5000, 5000, true, $5, $5)`,
      [cardId, tenant, branchId, randomUUID().slice(0, 6).toUpperCase(), NOW],
    );
    const cartId = randomUUID();
    await env.db.query(
      `INSERT INTO cart (id, tenant_id, branch_id, code, status, customer_id, customer_name, phone, created_by, created_at, updated_at)
       VALUES ($1, $2, $3, $4, 'Paid', $5, 'OLD NAME', '9055550000', $6, $7, $7)`,
      [cartId, tenant, branchId, `MC-${randomUUID().slice(0, 8)}`, customerId, adminId, NOW],
    );
    await env.db.query(`INSERT INTO cart_item (id, tenant_id, cart_id, kind, gift_card_id, name, price_cents) VALUES ($1, $2, $3, 'GIFT_CARD', $4, 'card', 5000)`, [
      randomUUID(), tenant, cartId, cardId,
    ]);
    await env.db.query(`INSERT INTO customer_note (id, tenant_id, customer_id, note, created_at) VALUES ($1, $2, $3, $4, $5)`, [randomUUID(), tenant, customerId, `note of ${customerId}`, NOW]);
    await env.db.query(
      `INSERT INTO voucher (id, tenant_id, branch_id, code, discount_type, value_cents, customer_id, created_at) VALUES ($1, $2, $3, $4, 'AMOUNT', 500, $5, $6)`,
      [randomUUID(), tenant, branchId, `MV${randomUUID().slice(0, 8)}`, customerId, NOW],
    );
    return { bookingId, billId, cartId, cardId };
  }

  it('moves every column that names a customer: a new one must be added to the merge', async () => {
    const moved = CUSTOMER_REFERENCES.map((r) => `${r.table}.${r.column}`).sort();
    expect(await customerColumns(env.db)).toEqual(moved);
  });

  it('moves every row of every table to the kept customer, counts loyalty money and gift cards once, and logs one entry naming both', async () => {
    const [keep, other] = await pair();
    await everything(keep.id, downtown, 300);
    const theirs = await everything(other.id, downtown, 500);
    // A balance no transaction explains (money from before transactions were kept) is carried too.
    await env.db.query(`UPDATE customer SET amount_money_cents = amount_money_cents + 100, email = 'anna@example.com', emails = 'anna@example.com', code = 'DUP-1', blocked = true WHERE id = $1`, [other.id]);
    // An older merge into the customer merged now follows it.
    const older = randomUUID();
    await env.db.query(`INSERT INTO customer_merge (tenant_id, merged_id, kept_id, merged_name, merged_phone, merged_at) VALUES ($1, $2, $3, 'OLDER', '9050000000', $4)`, [
      await tenantOf(downtown), older, other.id, NOW,
    ]);

    const preview = body<MergePreview>(await getJson(env, admin, `${CustomerMergePath.PREVIEW}?keepId=${keep.id}&mergeId=${other.id}`)).result;
    expect(preview.keep).toMatchObject({ bookings: 1, bills: 1, giftCards: 1, notes: 1, loyaltyMoney: 300 });
    expect(preview.merge).toMatchObject({ bookings: 1, bills: 1, giftCards: 1, notes: 1, loyaltyMoney: 600, blocked: true });
    expect(preview.result).toMatchObject({ name: keep.name, phones: [keep.phone, other.phone], email: 'anna@example.com', blocked: true, bookings: 2, bills: 2, giftCards: 2, notes: 3, loyaltyMoney: 900 });

    const logBefore = (await env.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM action_log`)).n;
    const res = await merge({ keepId: keep.id, mergeId: other.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(body<MergeResult>(res).result).toEqual({ id: keep.id, alreadyMerged: false });

    expect(Object.values(await referencesOf(env.db, other.id)).every((count) => count === 0)).toBe(true);
    const kept = await referencesOf(env.db, keep.id);
    expect(kept).toEqual({ customer_note: 3, booking: 2, bill: 2, cart: 2, voucher: 2, customer_transaction: 2, customer_merge: 2, sms_campaign_recipient: 0 });
    expect(await env.db.maybeOne(`SELECT id FROM customer WHERE id = $1`, [other.id])).toBeNull();

    // The duplicate's code passes on: it was unique in the business and the duplicate is gone.
    const row = await env.db.one<{ amount_money_cents: number; email: string | null; emails: string; code: string | null; blocked: boolean; name: string }>(
      `SELECT amount_money_cents, email, emails, code, blocked, name FROM customer WHERE id = $1`, [keep.id],
    );
    expect(row).toEqual({ amount_money_cents: 900, email: 'anna@example.com', emails: 'anna@example.com', code: 'DUP-1', blocked: true, name: keep.name });
    const notes = await env.db.query<{ note: string }>(`SELECT note FROM customer_note WHERE customer_id = $1`, [keep.id]);
    expect(notes.map((x) => x.note)).toContain(`Also reached at ${other.phone.slice(0, 3)} ${other.phone.slice(3, 6)} ${other.phone.slice(6)} (merged from ${other.name})`);
    // The board's cards and the carts now name the kept customer.
    const copy = await env.db.one<{ customer_name: string; phone: string }>(`SELECT customer_name, phone FROM booking WHERE id = $1`, [theirs.bookingId]);
    expect(copy).toEqual({ customer_name: keep.name, phone: keep.phone });

    const log = await env.db.query<{ action: string; entity_type: string; entity_id: string; edit_info: Record<string, unknown> }>(
      `SELECT action, entity_type, entity_id, edit_info FROM action_log ORDER BY action_time DESC, id LIMIT 5`,
    );
    expect((await env.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM action_log`)).n).toBe(logBefore + 1);
    const entry = log.find((l) => l.entity_type === 'CUSTOMER')!;
    expect(entry).toMatchObject({ action: 'update', entity_id: keep.id });
    expect(entry.edit_info).toMatchObject({ mergedId: other.id, mergedName: other.name, name: keep.name, old: { amountMoney: 300, blocked: false }, new: { amountMoney: 900, blocked: true } });

    // The merged id, still held by tablets, reads as the kept customer with both customers' bookings.
    const detail = body<CustomerDetail>(await getJson(env, admin, `${BookingReadPath.CUSTOMER_DETAIL}/${other.id}`)).result;
    expect(detail.id).toBe(keep.id);
    expect(detail.recentBookings.map((b) => b.id)).toContain(theirs.bookingId);
    expect(detail.amountMoney).toBe(900);
  });

  it('answers the same merge sent twice with the kept customer, changing nothing', async () => {
    const [keep, other] = await pair();
    expect((await merge({ keepId: keep.id, mergeId: other.id })).statusCode).toBe(200);
    const before = await fingerprint(env.db);
    const again = await merge({ keepId: keep.id, mergeId: other.id });
    expect(again.statusCode, again.body).toBe(200);
    expect(body<MergeResult>(again).result).toEqual({ id: keep.id, alreadyMerged: true });
    expect(await fingerprint(env.db)).toBe(before);
    // Into someone else, the merged customer is simply gone.
    const [third] = await pair();
    const elsewhere = await merge({ keepId: third.id, mergeId: other.id });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('refuses the same customer twice, another branch, another tenant and bad input, writing nothing', async () => {
    const [keep, other] = await pair();
    const [inPlateau] = await pair(plateau);
    const lotusBranch = await branchIdByName(env.db, 'Lotus Nails Midtown');
    const [lotusCustomer] = await pair(lotusBranch);
    const state = async () => [await fingerprint(env.db), await referencesOf(env.db, keep.id), await referencesOf(env.db, other.id),
      await env.db.query(`SELECT * FROM customer WHERE id = ANY($1::uuid[]) ORDER BY id`, [[keep.id, other.id, inPlateau.id, lotusCustomer.id]])];
    const before = await state();
    const refusals = async (payload: unknown, who: SignedIn = admin) => {
      const res = await merge(payload, who);
      return { status: res.statusCode, code: res.json<{ code?: string }>().code };
    };
    expect(await refusals({ keepId: keep.id, mergeId: keep.id })).toEqual({ status: 400, code: ErrorCode.CUSTOMER_MERGE_SELF });
    expect(await refusals({ keepId: keep.id, mergeId: inPlateau.id })).toEqual({ status: 409, code: ErrorCode.CUSTOMER_MERGE_OTHER_BRANCH });
    expect(await refusals({ keepId: keep.id, mergeId: lotusCustomer.id })).toEqual({ status: 404, code: ErrorCode.NOT_FOUND });
    expect(await refusals({ keepId: lotusCustomer.id, mergeId: keep.id })).toEqual({ status: 404, code: ErrorCode.NOT_FOUND });
    // Another tenant's admin aiming at this tenant's customers finds nobody.
    expect(await refusals({ keepId: keep.id, mergeId: other.id }, lotus)).toEqual({ status: 404, code: ErrorCode.NOT_FOUND });
    expect(await refusals({ keepId: keep.id, mergeId: randomUUID() })).toEqual({ status: 404, code: ErrorCode.NOT_FOUND });
    expect((await refusals({ keepId: keep.id })).status).toBe(400);
    expect((await refusals({ keepId: 'not-an-id', mergeId: other.id })).status).toBe(400);
    expect((await refusals([keep.id, other.id])).status).toBe(400);
    const preview = await getJson(env, admin, `${CustomerMergePath.PREVIEW}?keepId=${keep.id}&mergeId=${keep.id}`);
    expect(preview.statusCode).toBe(400);
    expect(await state()).toEqual(before);
  });

  it('needs both CUSTOMER_UPDATE and CUSTOMER_DELETE', async () => {
    const [keep, other] = await pair();
    expect((await merge({ keepId: keep.id, mergeId: other.id }, fd)).statusCode).toBe(403);
    const role = await env.db.one<{ id: string; tenant_id: string }>(`SELECT id, tenant_id FROM role WHERE code = 'FRONT_DESK' AND tenant_id = $1`, [await tenantOf(downtown)]);
    const grant = (right: string) =>
      env.db.query(`INSERT INTO role_right (tenant_id, role_id, right_code, setting) VALUES ($1, $2, $3, 'ALLOW') ON CONFLICT (role_id, right_code) DO UPDATE SET setting = 'ALLOW'`, [
        role.tenant_id, role.id, right,
      ]);
    await grant('CUSTOMER_UPDATE');
    expect((await merge({ keepId: keep.id, mergeId: other.id }, fd)).statusCode).toBe(403);
    expect((await getJson(env, fd, `${CustomerMergePath.PREVIEW}?keepId=${keep.id}&mergeId=${other.id}`)).statusCode).toBe(403);
    await grant('CUSTOMER_DELETE');
    expect((await merge({ keepId: keep.id, mergeId: other.id }, fd)).statusCode).toBe(200);
    await env.db.query(`DELETE FROM role_right WHERE role_id = $1 AND right_code IN ('CUSTOMER_UPDATE', 'CUSTOMER_DELETE')`, [role.id]);
  });

  it("sends a booking, a cart, a bill and a voucher check naming the merged customer's id to the kept one", async () => {
    const [keep, other] = await pair();
    const code = `OWN${n}`;
    await insertVoucher(env.db, { branchId: downtown, tenantBranchId: downtown, code, customerId: other.id });
    expect((await merge({ keepId: keep.id, mergeId: other.id })).statusCode).toBe(200);
    const checked = body<CheckVoucherResult>(await postJson(env, admin, BillPath.CHECK_VOUCHER, { code, customerId: other.id, branchId: downtown })).result;
    expect(checked.voucher?.code).toBe(code);
    const { cash, dt } = await billingWorld(env.db);
    const [service] = await servicesOf(env.db, downtown);
    const booking = bookingArgs({ branchId: downtown, customerId: other.id, customerName: other.name, phone: other.phone, force: true,
      guests: [{ lines: [{ service: service!, technicianId: dt[0]!.id, startTime: `${TOMORROW} 16:00` }] }] });
    const booked = await postJson(env, admin, BookingWritePath.CREATE, booking);
    expect(booked.statusCode, booked.body).toBe(200);
    expect((await env.db.one<{ customer_id: string }>(`SELECT customer_id FROM booking WHERE id = $1`, [booking.id])).customer_id).toBe(keep.id);
    const made = await makeBooking(env.db, { branchId: downtown, customerId: keep.id, guests: [{ lines: [{ technicianId: dt[0]!.id, price: 3000 }] }] });
    const bill = await billFor(env, admin, { branchId: downtown, bookingId: made.bookingId, guestIds: made.guestIds, received: [{ checkoutMethodId: cash, amount: 5000 }], customerId: other.id });
    const paid = await postJson(env, admin, BillPath.CREATE_BILL, bill);
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await env.db.one<{ customer_id: string }>(`SELECT customer_id FROM bill WHERE id = $1`, [bill.id])).customer_id).toBe(keep.id);
    const cart = cartBody({ branchId: downtown, customerId: other.id, items: [productLine(await insertProduct(env.db, { branchId: downtown, code: `MRG${n}`, price: 1200 }))] });
    const saved = await createCart(env, admin, cart);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await env.db.one<{ customer_id: string }>(`SELECT customer_id FROM cart WHERE id = $1`, [cart.id])).customer_id).toBe(keep.id);
  });
});
