import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { BookingStatus, type Guest } from '../../src/domain/api';
import { calculateBill } from '../../src/domain/bill/calculate-bill';
import { billInputFor } from '../../src/domain/bill/bill-rules';
import type { PaymentOptions } from '../../src/domain/bill/types';
import { MutationName, MutationOutcome } from '../../src/domain/sync-protocol';
import { cancelBill, deleteTip, loadBill, readBillViews, saveTip, takePayment } from '../../src/data/bills';
import { BillPath } from '../../src/domain/bill/paths';
import { ErrorCode } from '../../src/domain/errors';
import type { DataEnv } from '../../src/data/data-env';
import { DEVICE_KEY, OutboxState } from '../../src/data/db';
import { readDrawer } from '../../src/data/drawer-view';
import { applyResult, refuseEntry, resultTables } from '../../src/data/sync-results';
import { readBoardInputs } from '../../src/data/board';
import { takePaymentInput, initialPaymentState, tipRowsForGuests } from '../../src/features/payment/payment-model';
import { splitTip } from '../../src/domain/tip';
import { BRANCH, CARD, CASH, makeEnv, seedTablet, TODAY } from './engine-fixtures';
import { provinceTaxes } from '../../src/domain/branch/province-taxes';
import { prebookArgs, visitOf } from '../../src/domain/booking/prebook';
import { createBooking } from '../../src/data/booking-actions';

const envs: DataEnv[] = [];
async function tablet(): Promise<DataEnv> {
  const env = makeEnv();
  envs.push(env);
  await seedTablet(env);
  return env;
}
afterEach(async () => {
  for (const env of envs.splice(0)) await env.db.delete();
});

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const BOOKING = uuid(1);
const ANNA = uuid(2);
const guest: Guest = {
  id: uuid(3), bookingId: BOOKING, name: 'JANE DOE', status: BookingStatus.PROCESSING, gender: 'ANY', block: false, isReOrder: false, displayIndex: 0, billId: null, alreadyTip: false,
  segments: [{ id: uuid(4), type: 'service', serviceId: uuid(5), serviceName: 'Manicure', technicianId: ANNA, technicianName: 'Anna', startTime: `${TODAY} 09:00`, endTime: `${TODAY} 09:45`, duration: 45, cleaning: 0, price: 4000, displayIndex: 0, packageId: null }],
};
const booking = { id: BOOKING, code: 'QW-1-1', status: BookingStatus.PROCESSING, customerId: null, customerName: 'JANE DOE', phone: '4165550101', email: null, startTime: `${TODAY} 09:00`, endTime: `${TODAY} 09:45`, createdTime: `${TODAY} 08:00`, branchId: BRANCH.id, type: 'TYPE_BOOKING_OFFLINE' as const, note: null, color: null, confirm: true, isCustomerNew: false, numberGuest: 1, totalAmount: 4000, totalTime: 45 };
const options: PaymentOptions = {
  branchId: BRANCH.id, taxes: provinceTaxes('ON'), paymentMethods: [], checkOutDefaultId: CASH.id,
  loyalty: { type: 'POINT_BASED', limit: 2000, earnPercent: 0, bookingsForReward: 5, rewardPercent: 10 }, vouchers: [], giftCards: [],
};

/** The payment form's input for one guest paid $25 by card and the rest in cash, with a $5 tip. */
function payment(tipValue: number | null = 500) {
  const state = { ...initialPaymentState({ guestIds: [guest.id], booking, actionTime: `${TODAY} 10:00`, checkOutDefaultId: CASH.id }), received: { [CARD.id]: 2500, [CASH.id]: 3000 }, receivedTouched: true, tipValue, tipMethodId: CARD.id, tipRows: tipRowsForGuests([guest]) };
  const figures = calculateBill(billInputFor({ lines: [{ kind: 'service', price: 4000, quantity: 1 }], args: { isHst: true, received: [{ checkoutMethodId: CARD.id, amount: 2500 }, { checkoutMethodId: CASH.id, amount: 3000 }], loyaltyAmount: 0, useLoyaltyReward: false }, taxes: provinceTaxes('ON'), paymentMethod: null, voucher: null, giftCard: null, loyaltySettings: options.loyalty, customerLoyalty: null }));
  const tip = tipValue ? splitTip({ total: tipValue, rows: state.tipRows }) : null;
  return takePaymentInput({ state, figures, guests: [guest], carts: [], booking, branch: BRANCH, branchInfo: { address: null, phone: null }, options, checkoutMethods: [CASH, CARD], userName: 'Front Desk', tip, billId: uuid(100) });
}

describe('taking a payment on the tablet', () => {
  it('queues the bill and its tip with codes from the device counter and keeps the bill to print, in one step', async () => {
    const env = await tablet();
    const { id, code } = await takePayment(payment(), env);
    expect(code).toBe('QW-3-1');
    const entries = await env.db.outbox.orderBy('localOrder').toArray();
    expect(entries.map((e) => [e.name, e.seq])).toEqual([[MutationName.BILL_CREATE, 1], [MutationName.TIP_SAVE, 2]]);
    const [billEntry, tipEntry] = entries;
    expect(billEntry?.name === MutationName.BILL_CREATE && billEntry.args).toMatchObject({ id, code: 'QW-3-1', guestIds: [guest.id], expected: { total: 4520, change: 980 } });
    expect(tipEntry?.dependsOn).toEqual([billEntry?.id]);
    expect(tipEntry?.name === MutationName.TIP_SAVE && tipEntry.args).toMatchObject({ billId: id, code: 'QW-3-2', value: 500, technicianTips: [{ technicianId: ANNA, value: 500 }] });
    expect((await env.db.device.get(DEVICE_KEY))?.billCounters[BRANCH.id]).toBe(2);
    const [view] = await readBillViews(env.db, [(await env.db.bills.get(id))!]);
    expect(view).toMatchObject({ code: 'QW-3-1', status: 'PAID', pending: true, figures: { total: 4520 }, tip: { value: 500 } });
    expect(view?.payments.map((p) => p.checkoutMethodName)).toEqual(['Card', 'Cash']);
  });

  it('a bill that does not pass its schema writes nothing at all', async () => {
    const env = await tablet();
    const bad = payment(null);
    await expect(takePayment({ ...bad, args: { ...bad.args, received: [{ checkoutMethodId: CASH.id, amount: 0 }] } }, env)).rejects.toThrow();
    expect(await env.db.outbox.count()).toBe(0);
    expect(await env.db.bills.count()).toBe(0);
    expect((await env.db.device.get(DEVICE_KEY))?.billCounters[BRANCH.id]).toBeUndefined();
  });

  it('shows on the board, and its rows count in the drawer as not yet sent', async () => {
    const env = await tablet();
    await env.db.days.put({ key: `${BRANCH.id}:${TODAY}`, branchId: BRANCH.id, date: TODAY, config: null, technicians: [], bookings: [booking], guests: [guest], fetchedAt: 0 });
    await takePayment(payment(), env);
    const inputs = await readBoardInputs(env.db, BRANCH.id, TODAY);
    expect(inputs?.changes.map((c) => c.name)).toEqual([MutationName.BILL_CREATE, MutationName.TIP_SAVE]);
    const drawer = await readDrawer(env.db, BRANCH.id, TODAY, []);
    expect(drawer.result?.actions.map((r) => [r.type, r.value, r.pending])).toEqual(expect.arrayContaining([['PAYMENT', 2500, true], ['PAYMENT', 3000, true], ['TIP', 500, true]]));
    expect(drawer.result?.overview).toEqual({ amountReceived: 6000, amountBack: 980, remainBalance: 5020 });
  });

  it('cancelling waits for the bill, and the drawer and the bill show it at once', async () => {
    const env = await tablet();
    const { id } = await takePayment(payment(null), env);
    await cancelBill({ branch: BRANCH, billId: id, bookingId: BOOKING }, env);
    const entries = await env.db.outbox.orderBy('localOrder').toArray();
    expect(entries[1]?.name).toBe(MutationName.BILL_CANCEL);
    expect(entries[1]?.dependsOn).toEqual([entries[0]?.id]);
    const [view] = await readBillViews(env.db, [(await env.db.bills.get(id))!]);
    expect(view?.status).toBe('CANCEL');
    const drawer = await readDrawer(env.db, BRANCH.id, TODAY, []);
    expect(drawer.result?.actions).toEqual([]);
  });

  it('replacing and removing a tip', async () => {
    const env = await tablet();
    const { id } = await takePayment(payment(), env);
    const first = (await env.db.outbox.toArray()).find((e) => e.name === MutationName.TIP_SAVE);
    await saveTip({ branch: BRANCH, args: { billId: id, replacesId: first!.args.id as string, value: 800, checkoutMethodId: CASH.id, actionTime: `${TODAY} 10:05`, technicianTips: [{ technicianId: ANNA, technicianName: 'Anna', segmentName: 'Manicure', percent: 100, value: 800 }] } }, env);
    let drawer = await readDrawer(env.db, BRANCH.id, TODAY, []);
    expect(drawer.result?.actions.filter((r) => r.type === 'TIP').map((r) => r.value)).toEqual([800]);
    const [view] = await readBillViews(env.db, [(await env.db.bills.get(id))!]);
    expect(view?.tip?.value).toBe(800);
    await deleteTip({ branch: BRANCH, billId: id, tipId: view!.tip!.id }, env);
    drawer = await readDrawer(env.db, BRANCH.id, TODAY, []);
    expect(drawer.result?.actions.filter((r) => r.type === 'TIP')).toEqual([]);
  });
});

describe('the server confirms', () => {
  async function confirm(env: DataEnv, id: string) {
    await env.db.transaction('rw', [...resultTables(env.db)], async () => {
      await applyResult(env.db, { id, seq: 0, outcome: MutationOutcome.APPLIED, result: {}, error: null, replayed: false }, env.now().getTime());
    });
  }

  it('the bill joins the stored drawer day as the entry leaves the outbox: shown once, before and after', async () => {
    const env = await tablet();
    await env.db.paymentOptions.put({ ...options, fetchedAt: 0 });
    await env.db.drawerSnapshots.put({ key: `${BRANCH.id}:${TODAY}`, branchId: BRANCH.id, date: TODAY, rows: [], fetchedAt: 0, version: 0 });
    const { id } = await takePayment(payment(null), env);
    const before = await readDrawer(env.db, BRANCH.id, TODAY, []);
    const [entry] = await env.db.outbox.toArray();
    await confirm(env, entry!.id);
    expect(await env.db.outbox.count()).toBe(0);
    const after = await readDrawer(env.db, BRANCH.id, TODAY, []);
    expect(after.result?.actions.map((r) => [r.id, r.value, r.pending])).toEqual([
      [`${id}:${CARD.id}`, 2500, undefined],
      [`${id}:${CASH.id}`, 3000, undefined],
    ].sort((a, b) => String(b[0]).localeCompare(String(a[0]))));
    expect(after.result?.overview).toEqual(before.result?.overview);
    expect((await env.db.boardConfirmed.toArray()).map((c) => c.mutation.name)).toEqual([MutationName.BILL_CREATE]);

    await cancelBill({ branch: BRANCH, billId: id, bookingId: BOOKING }, env);
    const [cancel] = await env.db.outbox.toArray();
    await confirm(env, cancel!.id);
    expect((await env.db.bills.get(id))?.status).toBe('CANCEL');
    expect((await readDrawer(env.db, BRANCH.id, TODAY, [])).result?.actions).toEqual([]);
  });
});

describe('reading a bill paid here before the server has it', () => {
  /** A tablet whose every request is recorded and answered with `answer`'s envelope. */
  async function recordingTablet(answer: () => unknown): Promise<{ env: DataEnv; asked: string[] }> {
    const asked: string[] = [];
    const fetch: typeof globalThis.fetch = async (input) => {
      asked.push(String(input));
      return new Response(JSON.stringify({ success: true, message: null, result: answer() }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    };
    const env = makeEnv({ fetch });
    envs.push(env);
    await seedTablet(env);
    return { env, asked };
  }

  it('asks nothing while the bill waits to be sent or is in flight, and the server once it is there', async () => {
    let detail: unknown = null;
    const { env, asked } = await recordingTablet(() => detail);
    const { id } = await takePayment(payment(null), env);
    expect(await loadBill(id, env)).toBeNull();
    await env.db.outbox.toCollection().modify({ state: OutboxState.SENDING });
    expect(await loadBill(id, env)).toBeNull();
    expect(asked).toEqual([]);

    // Acknowledged: the entry leaves the outbox and the server's copy is the one to show.
    const { madeHere: _m, savedAt: _s, ...stored } = (await env.db.bills.get(id))!;
    detail = { ...stored, code: 'QW-SERVER' };
    await env.db.outbox.clear();
    expect(await loadBill(id, env)).toMatchObject({ id, code: 'QW-SERVER' });
    expect(asked).toEqual([`${BillPath.PRINT_BILL_BY_ID}?billId=${id}`]);
    expect(await env.db.bills.get(id)).toMatchObject({ code: 'QW-SERVER', madeHere: true });
  });

  it('asks nothing for a bill the server refused: it waits in Needs attention, shown from the tablet', async () => {
    const { env, asked } = await recordingTablet(() => null);
    const { id } = await takePayment(payment(null), env);
    const [entry] = await env.db.outbox.toArray();
    await env.db.transaction('rw', [env.db.outbox, env.db.attention], () => refuseEntry(env.db, entry!, { code: ErrorCode.GIFT_CODE_INVALID, message: 'This code is invalid!' }, 1));
    expect(await env.db.outbox.count()).toBe(0);
    expect(await loadBill(id, env)).toBeNull();
    expect(asked).toEqual([]);
  });

});

describe('a next visit prebooked at the checkout', () => {
  it('is queued as a booking marked with the bill, waiting for the bill while it is not sent', async () => {
    const env = await tablet();
    const { id: billId } = await takePayment(payment(null), env);
    const visit = visitOf([guest]);
    const args = prebookArgs({ booking: { ...booking, customerId: uuid(9) }, visit, startTime: '2026-12-18 10:00', billId, newId: () => crypto.randomUUID() });
    await createBooking(BRANCH, args, env);
    const [billEntry, bookingEntry] = await env.db.outbox.orderBy('localOrder').toArray();
    expect(bookingEntry?.name).toBe(MutationName.BOOKING_CREATE);
    expect(bookingEntry?.name === MutationName.BOOKING_CREATE && bookingEntry.args).toMatchObject({ prebookedFromBillId: billId, customerId: uuid(9), startTime: '2026-12-18 10:00' });
    expect(bookingEntry?.dependsOn).toEqual([billEntry?.id]);
  });
});
