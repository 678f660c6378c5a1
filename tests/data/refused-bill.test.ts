import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { BookingStatus, type Booking, type Guest } from '../../src/domain/api';
import { billInputFor } from '../../src/domain/bill/bill-rules';
import { calculateBill } from '../../src/domain/bill/calculate-bill';
import type { PaymentOptions, VoucherInfo } from '../../src/domain/bill/types';
import { MutationName, MutationOutcome } from '../../src/domain/sync-protocol';
import { discardAttention } from '../../src/data/attention';
import { takePayment } from '../../src/data/bills';
import type { DataEnv } from '../../src/data/data-env';
import { OutboxState } from '../../src/data/db';
import { readRefusedBill, resubmitRefusedBill } from '../../src/data/refused-bill';
import { applyResult, resultTables } from '../../src/data/sync-results';
import { initialPaymentState, paymentStateFromArgs, takePaymentInput, tipRowsForGuests, type PaymentState } from '../../src/features/payment/payment-model';
import { splitTip } from '../../src/domain/tip';
import { BRANCH, CARD, CASH, makeEnv, seedTablet, TODAY } from './engine-fixtures';
import { provinceTaxes } from '../../src/domain/branch/province-taxes';

const envs: DataEnv[] = [];
afterEach(async () => {
  for (const env of envs.splice(0)) await env.db.delete();
});

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const BOOKING = uuid(1);
const ANNA = uuid(2);
const BILL = uuid(100);
const guest: Guest = {
  id: uuid(3), bookingId: BOOKING, name: 'JANE DOE', status: BookingStatus.PROCESSING, gender: 'ANY', block: false, isReOrder: false, displayIndex: 0, billId: null, alreadyTip: false,
  segments: [{ id: uuid(4), type: 'service', serviceId: uuid(5), serviceName: 'Manicure', technicianId: ANNA, technicianName: 'Anna', startTime: `${TODAY} 09:00`, endTime: `${TODAY} 09:45`, duration: 45, cleaning: 0, price: 4000, displayIndex: 0, packageId: null }],
};
const booking: Booking = { id: BOOKING, code: 'QW-1-1', status: BookingStatus.PROCESSING, customerId: null, customerName: 'JANE DOE', phone: '4165550101', email: null, startTime: `${TODAY} 09:00`, endTime: `${TODAY} 09:45`, createdTime: `${TODAY} 08:00`, branchId: BRANCH.id, type: 'TYPE_BOOKING_OFFLINE', note: null, color: null, confirm: true, isCustomerNew: false, numberGuest: 1, totalAmount: 4000, totalTime: 45 };
const SPRING: VoucherInfo = { id: uuid(6), code: 'SPRING15', content: '15% off', type: 'PERCENT', value: 15, branchId: null, customerId: null, startDate: null, endDate: null, usesLeft: null, active: true };
const options: PaymentOptions = {
  branchId: BRANCH.id, taxes: provinceTaxes('ON'), paymentMethods: [], checkOutDefaultId: CASH.id,
  loyalty: { type: 'POINT_BASED', limit: 2000, earnPercent: 0, bookingsForReward: 5, rewardPercent: 10 }, vouchers: [SPRING], giftCards: [],
};

function figuresOf(state: PaymentState) {
  const received = Object.entries(state.received).flatMap(([checkoutMethodId, amount]) => (amount ? [{ checkoutMethodId, amount }] : []));
  return calculateBill(billInputFor({ lines: [{ kind: 'service', price: 4000, quantity: 1 }], args: { isHst: state.isHst, received, loyaltyAmount: 0, useLoyaltyReward: false }, taxes: provinceTaxes('ON'), paymentMethod: null, voucher: state.voucher, giftCard: null, loyaltySettings: options.loyalty, customerLoyalty: null }));
}

function inputOf(state: PaymentState, tipValue: number | null) {
  const tip = tipValue ? splitTip({ total: tipValue, rows: state.tipRows }) : null;
  return takePaymentInput({ state, figures: figuresOf(state), guests: [guest], carts: [], booking, branch: BRANCH, branchInfo: { address: '1 Queen St W', phone: null }, options, checkoutMethods: [CASH, CARD], userName: 'Front Desk', tip, billId: BILL });
}

/** A $40 manicure with SPRING15 (checked against the stored options), $20 by card and $20 cash, a $5 tip; then the server refuses the bill. */
async function refusedBill(): Promise<{ env: DataEnv; billEntryId: string }> {
  const env = makeEnv();
  envs.push(env);
  await seedTablet(env);
  await env.db.paymentOptions.put({ ...options, fetchedAt: 0 });
  await env.db.days.put({ key: `${BRANCH.id}:${TODAY}`, branchId: BRANCH.id, date: TODAY, config: null, technicians: [], bookings: [booking], guests: [guest], fetchedAt: 0 });
  const state: PaymentState = { ...initialPaymentState({ guestIds: [guest.id], booking, actionTime: `${TODAY} 10:00`, checkOutDefaultId: CASH.id }), voucher: SPRING, received: { [CARD.id]: 2000, [CASH.id]: 2000 }, receivedTouched: true, tipValue: 500, tipMethodId: CARD.id, tipRows: tipRowsForGuests([guest]) };
  await takePayment(inputOf(state, 500), env);
  const [billEntry] = await env.db.outbox.orderBy('localOrder').toArray();
  await env.db.transaction('rw', [...resultTables(env.db)], async () => {
    await applyResult(env.db, { id: billEntry!.id, seq: billEntry!.seq, outcome: MutationOutcome.REJECTED, result: null, error: { code: 'VOUCHER_NOT_APPLICABLE', message: 'This voucher has expired.' }, replayed: false }, 0);
  });
  return { env, billEntryId: billEntry!.id };
}

describe('a bill the server refused', () => {
  it('waits in Needs attention with its tip, and reads back as it was taken: guests, voucher and money received', async () => {
    const { env, billEntryId } = await refusedBill();
    expect((await env.db.attention.toArray()).sort((a, b) => a.mutation.seq - b.mutation.seq).map((a) => [a.mutation.name, a.waitsFor ?? null])).toEqual([
      [MutationName.BILL_CREATE, null],
      [MutationName.TIP_SAVE, billEntryId],
    ]);
    const refused = await readRefusedBill(env.db, billEntryId);
    expect(refused).toMatchObject({ booking: { id: BOOKING }, guests: [{ id: guest.id }], printed: { code: 'QW-3-1', figures: { voucherDiscount: 600 } } });
    const state = paymentStateFromArgs({ args: refused!.args, options, printed: refused!.printed });
    expect(state).toMatchObject({ guestIds: [guest.id], voucher: { code: 'SPRING15' }, received: { [CARD.id]: 2000, [CASH.id]: 2000 }, receivedTouched: true, actionTime: `${TODAY} 10:00`, tipValue: null });
    // Sent as is, it would be the very bill that was taken.
    const { code: _code, ...original } = refused!.args;
    expect(inputOf(state, null).args).toEqual(original);
  });

  it('a voucher gone from the stored options keeps the discount the bill printed', async () => {
    const { env, billEntryId } = await refusedBill();
    const refused = await readRefusedBill(env.db, billEntryId);
    const state = paymentStateFromArgs({ args: refused!.args, options: { ...options, vouchers: [] }, printed: refused!.printed });
    expect(state.voucher).toMatchObject({ code: 'SPRING15', type: 'AMOUNT', value: 600 });
    expect(figuresOf(state).discount).toBe(600);
  });

  it('edited (voucher removed, more cash) and sent again: same id and printed code, queued in its place, the tip following', async () => {
    const { env, billEntryId } = await refusedBill();
    const refused = await readRefusedBill(env.db, billEntryId);
    const fixed: PaymentState = { ...paymentStateFromArgs({ args: refused!.args, options, printed: refused!.printed }), voucher: null, received: { [CARD.id]: 2000, [CASH.id]: 2520 } };
    expect(figuresOf(fixed)).toMatchObject({ total: 4520, change: 0, ok: true });
    await resubmitRefusedBill(billEntryId, inputOf(fixed, null), env);

    expect(await env.db.attention.count()).toBe(0);
    const waiting = (await env.db.outbox.orderBy('localOrder').toArray()).filter((e) => e.state !== OutboxState.HELD);
    expect(waiting.map((e) => e.name)).toEqual([MutationName.BILL_CREATE, MutationName.TIP_SAVE]);
    const [bill, tip] = waiting;
    expect(bill?.id).not.toBe(billEntryId);
    expect(bill?.name === MutationName.BILL_CREATE && bill.args).toMatchObject({ id: BILL, code: 'QW-3-1', voucherCode: null, expected: { total: 4520, discount: 0 } });
    expect(tip?.dependsOn).toEqual([bill?.id]);
    // The stored bill prints the new figures, with its tip.
    const printed = await env.db.bills.get(BILL);
    expect(printed).toMatchObject({ code: 'QW-3-1', voucherCode: null, figures: { total: 4520, voucherDiscount: 0 }, tip: { value: 500 } });
  });

  it('a bill that still does not pass its schema changes nothing', async () => {
    const { env, billEntryId } = await refusedBill();
    const refused = await readRefusedBill(env.db, billEntryId);
    const state = paymentStateFromArgs({ args: refused!.args, options, printed: refused!.printed });
    const bad = inputOf(state, null);
    await expect(resubmitRefusedBill(billEntryId, { ...bad, args: { ...bad.args, received: [{ checkoutMethodId: CASH.id, amount: 0 }] } }, env)).rejects.toThrow();
    expect(await env.db.attention.count()).toBe(2);
  });

  it('only a refused bill reopens as a payment', async () => {
    const { env, billEntryId } = await refusedBill();
    const tipItem = (await env.db.attention.toArray()).find((a) => a.mutation.name === MutationName.TIP_SAVE)!;
    expect(await readRefusedBill(env.db, tipItem.id)).toBeNull();
    const refused = await readRefusedBill(env.db, billEntryId);
    const input = inputOf(paymentStateFromArgs({ args: refused!.args, options, printed: refused!.printed }), null);
    await expect(resubmitRefusedBill(tipItem.id, input, env)).rejects.toThrow('Only a bill');
    await discardAttention(billEntryId, env);
    expect(await readRefusedBill(env.db, billEntryId)).toBeNull();
  });
});
