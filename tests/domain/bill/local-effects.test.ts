import { describe, expect, it } from 'vitest';
import { applyPendingToBill, applyPendingToLoyalty, billCreateRows, billTransactionRows, tipTransactionRow } from '../../../src/domain/bill/local-effects';
import type { BillDetail, LoyaltySettings } from '../../../src/domain/bill/types';
import { applyPendingPosActions, transactionOverview } from '../../../src/domain/pos';

const payments = [
  { checkoutMethodId: 'card', checkoutMethodName: 'Card', amount: 5000 },
  { checkoutMethodId: 'cash', checkoutMethodName: 'Cash', amount: 4000 },
];

describe('a bill in the drawer', () => {
  const rows = billTransactionRows({ billId: 'b1', code: 'QW-3-4', bookingId: 'k1', actionTime: '2026-11-20 10:00', payments, change: 734, defaultMethodId: 'cash', createdBy: 'Front Desk' });

  it('is one row per checkout method, the change given back on the default method', () => {
    expect(rows.map((r) => [r.id, r.value, r.changeBack])).toEqual([
      ['b1:card', 5000, 0],
      ['b1:cash', 4000, 734],
    ]);
    expect(transactionOverview(rows)).toEqual({ amountReceived: 9000, amountBack: 734, remainBalance: 8266 });
  });

  it('puts the change on the first row when the default method took nothing', () => {
    const only = billTransactionRows({ billId: 'b1', code: 'X', bookingId: null, actionTime: '2026-11-20 10:00', payments: payments.slice(0, 1), change: 100, defaultMethodId: 'cash', createdBy: '' });
    expect(only[0]?.changeBack).toBe(100);
  });

  it("is the same rows from a bill.create's args, its methods named by the tablet's list", () => {
    const names = new Map([['card', 'Card'], ['cash', 'Cash']]);
    const args = { id: 'b1', code: 'QW-3-4', bookingId: 'k1', actionTime: '2026-11-20 10:00', received: payments.map(({ checkoutMethodId, amount }) => ({ checkoutMethodId, amount })), expected: { change: 734 } };
    const fromArgs = billCreateRows({ args, methodName: (id) => names.get(id) ?? '', defaultMethodId: 'cash', createdBy: 'Front Desk' });
    expect(fromArgs).toEqual(rows);
    expect(billCreateRows({ args, methodName: () => '', defaultMethodId: 'card', createdBy: '' }).map((r) => [r.checkoutMethodName, r.changeBack])).toEqual([['', 734], ['', 0]]);
  });

  it('pending rows count, and a pending cancel takes the bill and its tip out', () => {
    const tip = tipTransactionRow({ args: { id: 't1', code: 'QW-3-5', value: 1000, checkoutMethodId: 'card', actionTime: '2026-11-20 10:01', billId: 'b1', technicianTips: [
      { technicianId: 'anna', technicianName: 'Anna', segmentName: 'Pedicure', percent: 30, value: 300 },
      { technicianId: 'binh', technicianName: 'Binh', segmentName: 'Manicure', percent: 50, value: 500 },
      { technicianId: 'anna', technicianName: 'Anna', segmentName: 'Polish', percent: 20, value: 200 },
    ] }, checkoutMethodName: 'Card', bookingId: 'k1', createdBy: '' });
    // Each technician's share, as the server's drawer gives it: what the drawer owes them.
    expect(tip.tipShares).toEqual([{ technicianId: 'anna', technicianName: 'Anna', value: 500 }, { technicianId: 'binh', technicianName: 'Binh', value: 500 }]);
    const base = { serverRows: [], pending: [], date: '2026-11-20', checkoutIds: [] as string[] };
    const shown = applyPendingPosActions({ ...base, pendingRows: [...rows, tip].map((r) => ({ ...r, pending: true })) });
    expect(shown.actions).toHaveLength(3);
    expect(shown.overview.amountReceived).toBe(10_000);
    const cancelled = applyPendingPosActions({ ...base, serverRows: [...rows, tip], removed: { billIds: ['b1'], rowIds: [] } });
    expect(cancelled.actions).toEqual([]);
    const tipGone = applyPendingPosActions({ ...base, serverRows: [...rows, tip], removed: { billIds: [], rowIds: ['t1'] } });
    expect(tipGone.actions.map((r) => r.id)).toEqual(['b1:card', 'b1:cash']);
  });

  it('other days and other methods stay out', () => {
    const shown = applyPendingPosActions({ serverRows: [], pending: [], pendingRows: rows, date: '2026-11-21', checkoutIds: [] });
    expect(shown.actions).toEqual([]);
    const card = applyPendingPosActions({ serverRows: [], pending: [], pendingRows: rows, date: '2026-11-20', checkoutIds: ['card'] });
    expect(card.actions.map((r) => r.id)).toEqual(['b1:card']);
  });
});

describe('a bill as shown with its waiting changes', () => {
  const bill = { id: 'b1', status: 'PAID', tip: null, viewCanCancelPayment: true } as unknown as BillDetail;
  const tip = { id: 't1', code: 'T', value: 500, checkoutMethodId: 'c', checkoutMethodName: 'Cash', actionTime: '2026-11-20 10:00', technicianTips: [] };

  it('takes a tip, then its removal, then a cancel, in order', () => {
    expect(applyPendingToBill(bill, [{ kind: 'tip', billId: 'b1', tip }]).tip).toEqual(tip);
    expect(applyPendingToBill(bill, [{ kind: 'tip', billId: 'b1', tip }, { kind: 'tipDelete', billId: 'b1', tipId: 't1' }]).tip).toBeNull();
    expect(applyPendingToBill(bill, [{ kind: 'cancel', billId: 'b1' }])).toMatchObject({ status: 'CANCEL', viewCanCancelPayment: false });
  });

  it('ignores changes of other bills', () => {
    expect(applyPendingToBill(bill, [{ kind: 'cancel', billId: 'b2' }])).toBe(bill);
  });
});

describe("a customer's loyalty with the bills still waiting", () => {
  const booking: LoyaltySettings = { type: 'BOOKING_BASED', limit: 0, earnPercent: 0, bookingsForReward: 4, rewardPercent: 10 };
  const points: LoyaltySettings = { type: 'POINT_BASED', limit: 2000, earnPercent: 5, bookingsForReward: 4, rewardPercent: 0 };
  const standing = { customerId: 'c1', amountMoney: 1000, numberBookingToLoyalReward: 1 };
  const bill = { customerId: 'c1', spent: 0, tookReward: false, total: 5000, date: '2026-11-26' };

  it('BOOKING_BASED: a paid bill counts towards the reward, never below 0; taking it starts again', () => {
    expect(applyPendingToLoyalty(standing, booking, [bill]).numberBookingToLoyalReward).toBe(0);
    expect(applyPendingToLoyalty(standing, booking, [bill, bill]).numberBookingToLoyalReward).toBe(0);
    expect(applyPendingToLoyalty(standing, booking, [bill, { ...bill, tookReward: true }]).numberBookingToLoyalReward).toBe(4);
    expect(applyPendingToLoyalty(standing, booking, [bill]).amountMoney).toBe(1000);
  });

  it('POINT_BASED: money spent comes off, earnPercent of the total comes on', () => {
    expect(applyPendingToLoyalty(standing, points, [{ ...bill, spent: 600 }]).amountMoney).toBe(1000 - 600 + 250);
    expect(applyPendingToLoyalty(standing, points, [bill]).numberBookingToLoyalReward).toBe(1);
  });

  it('from its apply date only: an earlier bill neither counts toward the reward nor earns, yet still spends', () => {
    const from = { applyFrom: '2026-11-27' };
    expect(applyPendingToLoyalty(standing, { ...booking, ...from }, [bill]).numberBookingToLoyalReward).toBe(1);
    expect(applyPendingToLoyalty(standing, { ...booking, ...from }, [{ ...bill, date: '2026-11-27' }]).numberBookingToLoyalReward).toBe(0);
    expect(applyPendingToLoyalty(standing, { ...points, ...from }, [{ ...bill, spent: 600 }]).amountMoney).toBe(400);
    expect(applyPendingToLoyalty(standing, { ...points, ...from }, [{ ...bill, date: '2026-11-27' }]).amountMoney).toBe(1250);
  });

  it('switching the type keeps the balance: a BOOKING_BASED bill leaves the loyalty money as it was', () => {
    const afterPoints = applyPendingToLoyalty(standing, points, [bill]);
    expect(applyPendingToLoyalty(afterPoints, booking, [bill]).amountMoney).toBe(1250);
  });

  it('bills of other customers and of no customer change nothing', () => {
    expect(applyPendingToLoyalty(standing, booking, [{ ...bill, customerId: 'c2' }, { ...bill, customerId: null }])).toEqual(standing);
  });
});
