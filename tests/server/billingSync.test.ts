import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillCreateInput } from '../../src/domain/bill/args';
import { MutationName, MutationOutcome, type MutationResult } from '../../src/domain/sync-protocol';
import { setupTestEnv, signIn, TEST_TODAY, userIdByName, type SignedIn, type TestEnv } from './helpers';
import { mutation } from './bookingFixtures';
import { push, pushResult, registerDevice } from './syncHelpers';
import { billFor, billingFingerprint, billingWorld, insertGiftCard, makeBooking, type Technician } from './billingFixtures';

describe('bills, cancels and tips through sync push', () => {
  let env: TestEnv;
  let fd: SignedIn;
  let admin: SignedIn;
  let fdId: string;
  let adminId: string;
  let downtown: string;
  let cash: string;
  let dt: Technician[];

  beforeAll(async () => {
    env = await setupTestEnv();
    [fd, admin] = [await signIn(env.app, 'frontdesk'), await signIn(env.app, 'admin')];
    [fdId, adminId] = [await userIdByName(env.db, 'frontdesk'), await userIdByName(env.db, 'admin')];
    ({ downtown, cash, dt } = await billingWorld(env.db));
  });
  afterAll(async () => {
    await env.close();
  });

  /** A tablet: its id and number, and a queue numbering its pushes. */
  async function tablet(who: SignedIn, userId: string) {
    const { deviceId, deviceNo } = await registerDevice(env, who);
    let seq = 0;
    let n = 0;
    return {
      deviceId,
      deviceNo,
      code: () => `DT-${deviceNo}-${++n}`,
      change: (name: MutationName, args: object, over: { seq?: number } = {}) =>
        mutation({ name, args, deviceId, seq: over.seq ?? ++seq, userId, branchId: downtown }),
      push: async (mutations: readonly unknown[]) => pushResult(await push(env, who, deviceId, mutations)).results,
    };
  }

  const outcome = (r: MutationResult | undefined) => (r?.outcome === MutationOutcome.APPLIED ? 'APPLIED' : r?.error?.code);

  async function oneGuestBill(price: number, over: Partial<BillCreateInput> = {}): Promise<Omit<BillCreateInput, 'code'>> {
    const made = await makeBooking(env.db, { branchId: downtown, guests: [{ lines: [{ technicianId: dt[0]?.id ?? '', serviceName: 'Pedicure', price }] }] });
    const received = Math.ceil((price * 1.13) / 100) * 100;
    return billFor(env, fd, { branchId: downtown, bookingId: made.bookingId, guestIds: made.guestIds, received: [{ checkoutMethodId: cash, amount: received }], ...over });
  }

  it('records a bill taken at the tablet once, and answers a resend with the stored answer', async () => {
    const a = await tablet(fd, fdId);
    const bill = { ...(await oneGuestBill(4000)), code: a.code() };
    const change = a.change(MutationName.BILL_CREATE, bill);
    const [first] = await a.push([change]);
    expect(first).toMatchObject({ outcome: 'APPLIED', replayed: false, result: { id: bill.id, code: bill.code, total: 4520 } });
    expect(await env.db.one(`SELECT status, code, device_id, created_by FROM bill WHERE id = $1`, [bill.id])).toEqual({
      status: 'PAID', code: bill.code, device_id: a.deviceId, created_by: fdId,
    });
    const before = await billingFingerprint(env.db);
    // The answer was lost: the tablet sends the same change again.
    const [again] = await a.push([change]);
    expect(again).toMatchObject({ outcome: 'APPLIED', replayed: true, result: first?.result });
    expect(await billingFingerprint(env.db)).toBe(before);
    expect((await env.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM bill WHERE id = $1`, [bill.id])).n).toBe(1);
  });

  it('refuses what the server would refuse online, recording the refusal and writing nothing else', async () => {
    const a = await tablet(fd, fdId);
    const other = await tablet(fd, fdId);
    const stale = await oneGuestBill(3000);
    await insertGiftCard(env.db, { branchId: downtown, code: 'SYNC01', amount: 1000 });
    const withCard = await oneGuestBill(3000, { giftCardCode: 'SYNC01' });
    // Spent elsewhere after the tablet stored its copy: the server's check refuses it.
    await env.db.query(`UPDATE gift_card SET amount_cents = 0 WHERE code = 'SYNC01'`);
    const cases: [string, object, string][] = [
      ['another tablet’s code', { ...(await oneGuestBill(1000)), code: other.code() }, 'VALIDATION'],
      ['a server-shaped code', { ...(await oneGuestBill(1000)), code: 'DT-B999' }, 'VALIDATION'],
      ['figures that differ', { ...stale, code: a.code(), expected: { ...stale.expected, total: stale.expected.total - 1 } }, 'BILL_TOTALS_MISMATCH'],
      ['a gift card spent meanwhile', { ...withCard, code: a.code() }, 'GIFT_CARD_BALANCE_SHORT'],
    ];
    for (const [name, args, code] of cases) {
      const before = await billingFingerprint(env.db);
      const [result] = await a.push([a.change(MutationName.BILL_CREATE, args)]);
      expect(outcome(result), name).toBe(code);
      expect(result?.error?.message, name).toBeTruthy();
      // Only the refusal's record was written.
      expect(await billingFingerprint(env.db), name).toBe(before);
    }
    const mismatch = await env.db.one<{ error: { message: string; facts: unknown } }>(`SELECT error FROM sync_record WHERE device_id = $1 AND seq = 3`, [a.deviceId]);
    expect(mismatch.error.message).toContain('the bill shows a total of $33.89, the server computes $33.90');
    // Which figure, the tablet's and the server's: what Needs attention says.
    expect(mismatch.error.facts).toEqual({ figures: [{ figure: 'total', tablet: 3389, server: 3390 }] });
  });

  it('refuses a bill whose gift card was spent elsewhere meanwhile, saying what is left and what it wanted, and writes nothing', async () => {
    const a = await tablet(fd, fdId);
    await insertGiftCard(env.db, { branchId: downtown, code: 'SYNC25', amount: 5000 });
    // $10.00 + 13 % = $11.30, all of it on the card, as the tablet saw the card offline.
    const bill = { ...(await oneGuestBill(1000, { giftCardCode: 'SYNC25' })), code: a.code() };
    expect([bill.expected.total, bill.expected.giftCardUsed]).toEqual([1130, 1130]);
    await env.db.query(`UPDATE gift_card SET amount_cents = 0 WHERE code = 'SYNC25'`);
    const before = await billingFingerprint(env.db);
    const [result] = await a.push([a.change(MutationName.BILL_CREATE, bill)]);
    expect(result?.error).toEqual({
      code: 'GIFT_CARD_BALANCE_SHORT',
      message: 'Gift card SYNC25 has $0.00 left; $11.30 was to be taken. Take the rest by another method, then resend.',
      facts: { code: 'SYNC25', left: 0, wanted: 1130 },
    });
    expect(await billingFingerprint(env.db)).toBe(before);
    expect(await env.db.maybeOne(`SELECT 1 FROM bill WHERE id = $1`, [bill.id])).toBeNull();
    // The record keeps the facts: a resend is answered with the same figures.
    const [again] = await a.push([a.change(MutationName.BILL_CREATE, bill, { seq: result?.seq })]);
    expect(again).toMatchObject({ replayed: true, error: result?.error });
  });

  it('names the refused changes a dependent change waited for', async () => {
    const a = await tablet(fd, fdId);
    const bill = { ...(await oneGuestBill(1000)), code: 'DT-B999' };
    const bad = a.change(MutationName.BILL_CREATE, bill);
    const tip = {
      id: randomUUID(), billId: bill.id, branchId: downtown, value: 100, checkoutMethodId: cash, actionTime: `${TEST_TODAY} 09:59`, code: a.code(),
      technicianTips: [{ technicianId: dt[0]?.id, segmentName: 'Pedicure', percent: 100, value: 100 }],
    };
    const results = await a.push([bad, { ...a.change(MutationName.TIP_SAVE, tip), dependsOn: [bad.id] }]);
    expect(results.map(outcome)).toEqual(['VALIDATION', 'DEPENDENCY_REJECTED']);
    // The data refusal names the field at fault.
    expect(results[0]?.error?.facts).toEqual({ fields: ['code'] });
    expect(results[1]?.error?.facts).toEqual({ mutationIds: [bad.id] });
  });

  it('pays a draft when the bill’s id is a draft of the branch: the draft keeps its code', async () => {
    const a = await tablet(fd, fdId);
    const bill = await oneGuestBill(2000);
    const tenant = await env.db.one<{ tenant_id: string }>(`SELECT tenant_id FROM branch WHERE id = $1`, [downtown]);
    await env.db.query(
      `INSERT INTO bill (id, tenant_id, branch_id, code, status, booking_id, subtotal_cents, total_cents, action_time, created_by, created_at, updated_at)
       VALUES ($1, $2, $3, 'DT-D9', 'DRAFT', $4, 2000, 2000, now(), $5, now(), now())`,
      [bill.id, tenant.tenant_id, downtown, bill.bookingId, adminId],
    );
    const [result] = await a.push([a.change(MutationName.BILL_CREATE, { ...bill, code: a.code() })]);
    expect(result).toMatchObject({ outcome: 'APPLIED', result: { id: bill.id, code: 'DT-D9', total: 2260 } });
    expect(await env.db.one(`SELECT status, code FROM bill WHERE id = $1`, [bill.id])).toEqual({ status: 'PAID', code: 'DT-D9' });
  });

  it('records tips once, replaces and deletes them, and cancels bills, each by the acting user’s rights', async () => {
    const a = await tablet(fd, fdId);
    const bill = { ...(await oneGuestBill(5000)), code: a.code() };
    const tip = {
      id: randomUUID(), billId: bill.id, branchId: downtown, value: 800, checkoutMethodId: cash, actionTime: `${TEST_TODAY} 09:59`, code: a.code(),
      technicianTips: [{ technicianId: dt[0]?.id, segmentName: 'Pedicure', percent: 100, value: 800 }],
    };
    const createBill = a.change(MutationName.BILL_CREATE, bill);
    const saveTip = a.change(MutationName.TIP_SAVE, tip);
    const results = await a.push([createBill, saveTip]);
    expect(results.map(outcome)).toEqual(['APPLIED', 'APPLIED']);
    expect(results[1]?.result).toEqual({ id: tip.id, code: tip.code });
    const before = await billingFingerprint(env.db);
    const [replayed] = await a.push([saveTip]);
    expect(replayed).toMatchObject({ outcome: 'APPLIED', replayed: true, result: { id: tip.id, code: tip.code } });
    expect(await billingFingerprint(env.db)).toBe(before);
    expect((await env.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM pos_action WHERE bill_id = $1`, [bill.id])).n).toBe(1);

    // A code of another tablet is refused; a replacement and a delete apply.
    const replacement = { ...tip, id: randomUUID(), replacesId: tip.id, value: 1000, code: a.code(), technicianTips: [{ technicianId: dt[0]?.id, percent: 100, value: 1000 }] };
    const [foreign] = await a.push([a.change(MutationName.TIP_SAVE, { ...replacement, code: 'DT-999-1' })]);
    expect(outcome(foreign)).toBe('VALIDATION');
    const [replaced, deleted] = await a.push([
      a.change(MutationName.TIP_SAVE, replacement),
      a.change(MutationName.TIP_DELETE, { id: replacement.id, billId: bill.id, branchId: downtown }),
    ]);
    expect([outcome(replaced), outcome(deleted)]).toEqual(['APPLIED', 'APPLIED']);
    expect(await env.db.query(`SELECT value_cents, deleted_at IS NOT NULL AS deleted FROM pos_action WHERE bill_id = $1 ORDER BY value_cents`, [bill.id])).toEqual([
      { value_cents: 800, deleted: true },
      { value_cents: 1000, deleted: true },
    ]);

    // The front desk may not cancel a bill; the admin's tablet may, once.
    const [refused] = await a.push([a.change(MutationName.BILL_CANCEL, { billId: bill.id, branchId: downtown })]);
    expect(outcome(refused)).toBe('FORBIDDEN');
    const b = await tablet(admin, adminId);
    const cancel = b.change(MutationName.BILL_CANCEL, { billId: bill.id, branchId: downtown, note: 'wrong guest' });
    const [cancelled] = await b.push([cancel]);
    expect(cancelled).toMatchObject({ outcome: 'APPLIED', result: { id: bill.id, code: bill.code } });
    expect(await env.db.one(`SELECT status FROM bill WHERE id = $1`, [bill.id])).toEqual({ status: 'CANCEL' });
    const [resent] = await b.push([cancel]);
    expect(resent).toMatchObject({ outcome: 'APPLIED', replayed: true });
    const [twice] = await b.push([b.change(MutationName.BILL_CANCEL, { billId: bill.id, branchId: downtown })]);
    expect(outcome(twice)).toBe('BILL_NOT_CANCELLABLE');
    expect(twice?.error?.facts).toEqual({ billCode: bill.code, reason: 'NOT_PAID', giftCardCode: null });
    // A tip for a cancelled bill goes to Needs attention.
    const [late] = await a.push([a.change(MutationName.TIP_SAVE, { ...tip, id: randomUUID(), code: a.code() })]);
    expect([outcome(late), late?.error?.message]).toEqual(['TIP_NOT_ALLOWED', 'A tip can only be added to a paid bill.']);
    expect(late?.error?.facts).toEqual({ billCode: bill.code, reason: 'BILL_NOT_PAID' });
  });
});
