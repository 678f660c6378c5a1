import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BillPath } from '../../src/domain/bill/paths';
import type { BillCreateResult, BillDetail, TipSaveResult } from '../../src/domain/bill/types';
import { PosPath, type TransactionsByDateResult } from '../../src/domain/pos';
import { Right } from '../../src/domain/rights';
import { body, branchIdByName, setupTestEnv, signIn, TEST_TODAY, type SignedIn, type TestEnv } from './helpers';
import { withDenied } from './bookingFixtures';
import { billFor, billingWorld, getJson, insertGiftCard, makeBooking, postJson, refusedWithoutWrites, type MadeBooking, type Technician } from './billingFixtures';

describe('tips and the drawer’s bill lines', () => {
  let env: TestEnv;
  let fd: SignedIn;
  let admin: SignedIn;
  let manager: SignedIn;
  let lotus: SignedIn;
  let downtown: string;
  let cash: string;
  let card: string;
  let dt: Technician[];

  beforeAll(async () => {
    env = await setupTestEnv();
    [fd, admin, manager, lotus] = [await signIn(env.app, 'frontdesk'), await signIn(env.app, 'admin'), await signIn(env.app, 'manager'), await signIn(env.app, 'lotus')];
    ({ downtown, cash, card, dt } = await billingWorld(env.db));
  });
  afterAll(async () => {
    await env.close();
  });

  const t = (i: number) => dt[i]?.id ?? '';
  let n = 0;

  async function paidBill(): Promise<{ made: MadeBooking; billId: string; code: string }> {
    const made = await makeBooking(env.db, {
      branchId: downtown,
      guests: [
        { name: 'ANNA', lines: [{ technicianId: t(0), serviceName: 'Pedicure', price: 5000 }] },
        { name: 'BEA', lines: [{ technicianId: t(1), serviceName: 'Manicure', price: 4000 }] },
      ],
    });
    const bill = await billFor(env, fd, { branchId: downtown, bookingId: made.bookingId, guestIds: made.guestIds, received: [{ checkoutMethodId: cash, amount: 10170 }] });
    const res = await postJson(env, fd, BillPath.CREATE_BILL, bill);
    if (res.statusCode !== 200) throw new Error(res.body);
    return { made, billId: bill.id, code: body<BillCreateResult>(res).result.code };
  }

  function tip(billId: string, over: Record<string, unknown> = {}) {
    n += 1;
    return {
      id: randomUUID(),
      billId,
      branchId: downtown,
      value: 1500,
      checkoutMethodId: card,
      actionTime: `${TEST_TODAY} 09:58`,
      code: `DT-0-T${n}`,
      technicianTips: [
        { technicianId: t(0), technicianName: dt[0]?.name, segmentName: 'Pedicure', percent: 50, value: 750 },
        { technicianId: t(1), technicianName: dt[1]?.name, segmentName: 'Manicure', percent: 50, value: 750 },
      ],
      ...over,
    };
  }

  const guestsTip = async (bookingId: string) =>
    (await env.db.query<{ already_tip: boolean }>(`SELECT already_tip FROM guest WHERE booking_id = $1 ORDER BY display_index`, [bookingId])).map((g) => g.already_tip);

  it('creates, redistributes and deletes a bill’s tip', async () => {
    const { made, billId, code } = await paidBill();
    const first = tip(billId);
    const res = await postJson(env, fd, BillPath.CREATE_TIP, first);
    expect(body<TipSaveResult>(res)).toEqual({ success: true, message: 'Create success', result: { id: first.id, code: first.code } });
    expect(await env.db.one(`SELECT type, value_cents, bill_id, checkout_method_id, device_id FROM pos_action WHERE id = $1`, [first.id])).toEqual({
      type: 'TIP', value_cents: 1500, bill_id: billId, checkout_method_id: card, device_id: null,
    });
    expect(await guestsTip(made.bookingId)).toEqual([true, true]);
    let detail = body<BillDetail>(await getJson(env, fd, `${BillPath.PRINT_BILL_BY_ID}?billId=${billId}`)).result;
    expect(detail.tip).toEqual({
      id: first.id, code: first.code, value: 1500, checkoutMethodId: card, checkoutMethodName: 'Card', actionTime: `${TEST_TODAY} 09:58`,
      technicianTips: expect.arrayContaining([
        { technicianId: t(0), technicianName: dt[0]?.name, segmentName: 'Pedicure', percent: 50, value: 750 },
        { technicianId: t(1), technicianName: dt[1]?.name, segmentName: 'Manicure', percent: 50, value: 750 },
      ]),
    });

    // A second "create" while a tip exists is refused: distribute (update) instead.
    const twice = await refusedWithoutWrites(env.db, () => postJson(env, fd, BillPath.CREATE_TIP, tip(billId)));
    expect([twice.status, twice.code, twice.message]).toEqual([409, 'TIP_NOT_ALLOWED', 'This bill already has a tip: distribute it again to change it.']);

    // Update: a new record replaces the old one, which stays, marked deleted.
    const second = tip(billId, {
      replacesId: first.id,
      value: 2000,
      technicianTips: [
        { technicianId: t(0), segmentName: 'Pedicure', percent: 70, value: 1400 },
        { technicianId: t(1), segmentName: 'Manicure', percent: 30, value: 600 },
      ],
    });
    const updated = await postJson(env, fd, BillPath.UPDATE_TIP, second);
    expect(body(updated)).toMatchObject({ success: true, message: 'Update success' });
    const rows = await env.db.query<{ id: string; deleted: boolean }>(`SELECT id, deleted_at IS NOT NULL AS deleted FROM pos_action WHERE bill_id = $1 ORDER BY value_cents`, [billId]);
    expect(rows).toEqual([{ id: first.id, deleted: true }, { id: second.id, deleted: false }]);
    detail = body<BillDetail>(await getJson(env, fd, `${BillPath.PRINT_BILL_BY_ID}?billId=${billId}`)).result;
    expect(detail.tip?.technicianTips.map((r) => r.value)).toEqual([1400, 600]);
    // Replacing a tip that was replaced meanwhile is refused.
    const stale = await refusedWithoutWrites(env.db, () => postJson(env, fd, BillPath.UPDATE_TIP, tip(billId, { replacesId: first.id })));
    expect(stale.code).toBe('TIP_NOT_ALLOWED');

    const logs = await env.db.query<{ action: string }>(`SELECT action FROM action_log WHERE entity_id = ANY($1::uuid[]) ORDER BY action`, [[first.id, second.id]]);
    expect(logs.map((l) => l.action)).toEqual(['create', 'update']);

    // Delete: only tips, by id; the guests lose their tip mark.
    const del = await postJson(env, fd, `${BillPath.DELETE_TIP}?id=${second.id}`, {});
    expect(body(del)).toEqual({ success: true, message: 'Delete success', result: { id: second.id } });
    expect(await guestsTip(made.bookingId)).toEqual([false, false]);
    expect(body<BillDetail>(await getJson(env, fd, `${BillPath.PRINT_BILL_BY_ID}?billId=${billId}`)).result.tip).toBeNull();
    expect((await refusedWithoutWrites(env.db, () => postJson(env, fd, `${BillPath.DELETE_TIP}?id=${second.id}`, {}))).status).toBe(404);
    // And a new tip can be added again.
    expect((await postJson(env, fd, BillPath.CREATE_TIP, tip(billId))).statusCode).toBe(200);
    expect(code).toMatch(/^DT-B/);
  });

  it('refuses bad tips with their code and writes nothing', async () => {
    const { billId } = await paidBill();
    const pending = await makeBooking(env.db, { branchId: downtown, guests: [{ lines: [{ technicianId: t(2), price: 1000 }] }] });
    const payIn = { id: randomUUID(), type: 'IN', value: 500, note: '', actionTime: `${TEST_TODAY} 09:00`, branchId: downtown, checkoutMethodId: cash, code: 'DT-0-PAYIN' };
    expect((await postJson(env, fd, PosPath.CREATE, payIn)).statusCode).toBe(200);
    const cancelled = await paidBill();
    expect((await getJson(env, admin, `${BillPath.CANCEL_BILL}?id=${cancelled.billId}`)).statusCode).toBe(200);
    const cases: [string, string, unknown, number, string, string?][] = [
      ['no value', BillPath.CREATE_TIP, tip(billId, { value: 0, technicianTips: [{ technicianId: t(0), percent: 0, value: 0 }] }), 400, 'VALIDATION', 'value: Input tip value!'],
      ['shares not adding up', BillPath.CREATE_TIP, tip(billId, { value: 1600 }), 400, 'VALIDATION', 'technicianTips: The tip shares must add up to the tip total.'],
      ['no shares', BillPath.CREATE_TIP, tip(billId, { technicianTips: [] }), 400, 'VALIDATION'],
      ['a percent over 100', BillPath.CREATE_TIP, tip(billId, { value: 750, technicianTips: [{ technicianId: t(0), percent: 120, value: 750 }] }), 400, 'VALIDATION'],
      ['a technician not on the bill', BillPath.CREATE_TIP, tip(billId, { value: 750, technicianTips: [{ technicianId: t(5), percent: 100, value: 750 }] }), 400, 'VALIDATION', 'technicianTips: A tip can only go to a technician who served on this bill'],
      ['a cancelled bill', BillPath.CREATE_TIP, tip(cancelled.billId), 409, 'TIP_NOT_ALLOWED', 'A tip can only be added to a paid bill.'],
      ['an unknown bill', BillPath.CREATE_TIP, tip(randomUUID()), 404, 'NOT_FOUND'],
      ['a guest’s booking id for a bill', BillPath.CREATE_TIP, tip(pending.bookingId), 404, 'NOT_FOUND'],
      ['a time in the future', BillPath.CREATE_TIP, tip(billId, { actionTime: `${TEST_TODAY} 11:00` }), 400, 'ACTION_TIME_IN_FUTURE'],
      ['an inactive checkout method', BillPath.CREATE_TIP, tip(billId, { checkoutMethodId: randomUUID() }), 400, 'VALIDATION'],
      ['a taken code', BillPath.CREATE_TIP, tip(billId, { code: 'DT-0-PAYIN' }), 409, 'DUPLICATE', 'Code already exists'],
      ['an update naming nothing', BillPath.UPDATE_TIP, tip(billId), 400, 'VALIDATION', 'replacesId: The tip to update is required'],
      ['a create replacing', BillPath.CREATE_TIP, tip(billId, { replacesId: randomUUID() }), 400, 'VALIDATION'],
      ['an update of no tip', BillPath.UPDATE_TIP, tip(billId, { replacesId: randomUUID() }), 409, 'TIP_NOT_ALLOWED'],
    ];
    for (const [name, url, payload, status, code, message] of cases) {
      const refused = await refusedWithoutWrites(env.db, () => postJson(env, fd, url, payload));
      expect([refused.status, refused.code], name).toEqual([status, code]);
      if (message) expect(refused.message, name).toBe(message);
    }
    // A pay-in is not a tip: delete refuses it.
    expect((await refusedWithoutWrites(env.db, () => postJson(env, fd, `${BillPath.DELETE_TIP}?id=${payIn.id}`, {}))).status).toBe(404);
    expect((await refusedWithoutWrites(env.db, () => postJson(env, fd, `${BillPath.DELETE_TIP}?id=nope`, {}))).status).toBe(400);
  });

  it('checks the tip rights and the branch', async () => {
    const { billId } = await paidBill();
    await withDenied(env.db, 'FRONT_DESK', Right.APPOINTMENT_POS_ACTION, async () => {
      expect((await refusedWithoutWrites(env.db, () => postJson(env, fd, BillPath.CREATE_TIP, tip(billId)))).code).toBe('FORBIDDEN');
    });
    expect((await refusedWithoutWrites(env.db, () => postJson(env, lotus, BillPath.CREATE_TIP, tip(billId)))).code).toBe('PLAN_UPGRADE_REQUIRED');
    const plateau = await branchIdByName(env.db, 'Plateau Montréal');
    expect((await refusedWithoutWrites(env.db, () => postJson(env, manager, BillPath.CREATE_TIP, tip(billId, { branchId: plateau })))).code).toBe('BRANCH_NOT_AUTHORISED');
    // The bill is Downtown's: naming Plateau finds nothing there.
    expect((await refusedWithoutWrites(env.db, () => postJson(env, fd, BillPath.CREATE_TIP, tip(billId, { branchId: plateau })))).code).toBe('NOT_FOUND');
    expect((await postJson(env, manager, BillPath.CREATE_TIP, tip(billId))).statusCode).toBe(200);
  });

  it('the drawer shows each paid bill’s payments, its change on the cash line, and live tips', async () => {
    const report = async (checkoutIds: string[] = []) =>
      body<TransactionsByDateResult>(await postJson(env, fd, PosPath.TRANSACTIONS_BY_DATE, { branchId: downtown, fromDate: TEST_TODAY, checkoutIds })).result;
    const before = await report();
    const made = await makeBooking(env.db, { branchId: downtown, guests: [{ lines: [{ technicianId: t(3), price: 10000 }] }] });
    const bill = await billFor(env, fd, {
      branchId: downtown, bookingId: made.bookingId, guestIds: made.guestIds, actionTime: `${TEST_TODAY} 09:40`,
      received: [{ checkoutMethodId: card, amount: 10000 }, { checkoutMethodId: cash, amount: 2000 }],
    });
    const code = body<BillCreateResult>(await postJson(env, fd, BillPath.CREATE_BILL, bill)).result.code;
    await insertGiftCard(env.db, { branchId: downtown, code: 'ALLPAY', amount: 5000 });
    const byCard = await makeBooking(env.db, { branchId: downtown, guests: [{ lines: [{ technicianId: t(4), price: 1000 }] }] });
    const giftOnly = await billFor(env, fd, { branchId: downtown, bookingId: byCard.bookingId, guestIds: byCard.guestIds, giftCardCode: 'ALLPAY', actionTime: `${TEST_TODAY} 09:41`, received: [] });
    expect((await postJson(env, fd, BillPath.CREATE_BILL, giftOnly)).statusCode).toBe(200);
    const tipArgs = tip(bill.id, { value: 900, actionTime: `${TEST_TODAY} 09:45`, technicianTips: [{ technicianId: t(3), percent: 100, value: 900 }] });
    expect((await postJson(env, fd, BillPath.CREATE_TIP, tipArgs)).statusCode).toBe(200);

    const all = await report();
    const mine = all.actions.filter((a) => a.billId === bill.id || a.billId === giftOnly.id);
    expect(mine).toEqual([
      {
        id: tipArgs.id, kind: 'POS_ACTION', type: 'TIP', code: tipArgs.code, value: 900, changeBack: 0, checkoutMethodId: card, checkoutMethodName: 'Card',
        note: '', actionTime: `${TEST_TODAY} 09:45`, billId: bill.id, bookingId: made.bookingId, createdBy: 'Fiona Chen',
        tipShares: [{ technicianId: t(3), technicianName: expect.any(String), value: 900 }],
      },
      {
        id: `${giftOnly.id}:none`, kind: 'BILL', type: 'PAYMENT', code: expect.any(String), value: 0, changeBack: 0, checkoutMethodId: null, checkoutMethodName: null,
        note: '', actionTime: `${TEST_TODAY} 09:41`, billId: giftOnly.id, bookingId: byCard.bookingId, createdBy: 'Fiona Chen',
      },
      // $100 + 13% = $113; $120 received: $7 back, on the cash line.
      {
        id: `${bill.id}:${cash}`, kind: 'BILL', type: 'PAYMENT', code, value: 2000, changeBack: 700, checkoutMethodId: cash, checkoutMethodName: 'Cash',
        note: '', actionTime: `${TEST_TODAY} 09:40`, billId: bill.id, bookingId: made.bookingId, createdBy: 'Fiona Chen',
      },
      {
        id: `${bill.id}:${card}`, kind: 'BILL', type: 'PAYMENT', code, value: 10000, changeBack: 0, checkoutMethodId: card, checkoutMethodName: 'Card',
        note: '', actionTime: `${TEST_TODAY} 09:40`, billId: bill.id, bookingId: made.bookingId, createdBy: 'Fiona Chen',
      },
    ]);
    expect(all.overview).toEqual({
      amountReceived: before.overview.amountReceived + 12900,
      amountBack: before.overview.amountBack + 700,
      remainBalance: before.overview.remainBalance + 12200,
    });
    // The card tag: the card line and the tip; the change stays with cash.
    const cardOnly = await report([card]);
    expect(cardOnly.actions.filter((a) => a.billId === bill.id).map((a) => [a.type, a.value, a.changeBack])).toEqual([['TIP', 900, 0], ['PAYMENT', 10000, 0]]);

    // A deleted tip and a cancelled bill leave the drawer.
    expect((await postJson(env, fd, `${BillPath.DELETE_TIP}?id=${tipArgs.id}`, {})).statusCode).toBe(200);
    expect((await getJson(env, admin, `${BillPath.CANCEL_BILL}?id=${bill.id}`)).statusCode).toBe(200);
    const after = await report();
    expect(after.actions.filter((a) => a.billId === bill.id)).toEqual([]);
    expect(after.overview).toEqual(before.overview);
  });
});
