import { describe, expect, it } from 'vitest';
import { LoyaltyType } from '../../../src/domain/api';
import { billInputFor } from '../../../src/domain/bill/bill-rules';
import { calculateBill } from '../../../src/domain/bill/calculate-bill';
import { loyaltyEarned, loyaltyReward, loyaltyRuleCovers, sameLoyaltyRule } from '../../../src/domain/bill/loyalty-rule';
import type { CustomerLoyalty, LoyaltySettings } from '../../../src/domain/bill/types';
import { provinceTaxes } from '../../../src/domain/branch/province-taxes';
import { formatZonedDate } from '../../../src/domain/time';

const points: LoyaltySettings = { type: LoyaltyType.POINT_BASED, limit: 2000, earnPercent: 5, bookingsForReward: 5, rewardPercent: 10, applyFrom: '2026-11-26' };
const visits: LoyaltySettings = { ...points, type: LoyaltyType.BOOKING_BASED, minimumAmount: 5000 };
const due: CustomerLoyalty = { customerId: 'c1', amountMoney: 3000, numberBookingToLoyalReward: 0 };

/** One $60.00 (or `price`) service, taxed in Ontario, paid with enough cash. */
function bill(settings: LoyaltySettings, args: { loyaltyAmount?: number; useLoyaltyReward?: boolean; price?: number }) {
  return calculateBill(
    billInputFor({
      lines: [{ kind: 'service', price: args.price ?? 6000, quantity: 1 }],
      args: { isHst: true, received: [{ checkoutMethodId: 'cash', amount: 100_000 }], loyaltyAmount: args.loyaltyAmount ?? 0, useLoyaltyReward: args.useLoyaltyReward ?? false },
      taxes: provinceTaxes('ON'),
      paymentMethod: null,
      voucher: null,
      giftCard: null,
      loyaltySettings: settings,
      customerLoyalty: due,
    }),
  );
}

describe('the loyalty rule from its apply date', () => {
  it('covers bills of its branch date and later; a rule with no date covers every bill', () => {
    expect(loyaltyRuleCovers(points, '2026-11-25')).toBe(false);
    expect(loyaltyRuleCovers(points, '2026-11-26')).toBe(true);
    expect(loyaltyRuleCovers({ applyFrom: null }, '1999-01-01')).toBe(true);
  });

  it('reads the date on the branch clock: 03:00 UTC on the 26th is still the 25th in Toronto, so no points', () => {
    const instant = new Date('2026-11-26T03:00:00Z');
    expect(loyaltyEarned(points, { total: 4520, date: formatZonedDate(instant, 'America/Toronto') })).toBe(0);
    expect(loyaltyEarned(points, { total: 4520, date: formatZonedDate(instant, 'Asia/Ho_Chi_Minh') })).toBe(226);
  });

  it('POINT_BASED earns earnPercent of the total (a point is a cent); BOOKING_BASED earns no money', () => {
    expect(loyaltyEarned(points, { total: 6780, date: '2026-11-26' })).toBe(339);
    expect(loyaltyEarned(visits, { total: 6780, date: '2026-11-26' })).toBe(0);
  });
});

describe('the BOOKING_BASED reward', () => {
  it('needs the subtotal to reach the minimum amount', () => {
    expect(loyaltyReward(visits, 4999)).toBeNull();
    expect(loyaltyReward(visits, 5000)).toEqual({ percent: 10 });
    expect(bill(visits, { useLoyaltyReward: true, price: 4999 })).toMatchObject({ loyaltyDiscount: 0, subtotal: 4999 });
  });

  it('a percent off the subtotal, or an amount off instead', () => {
    expect(bill(visits, { useLoyaltyReward: true })).toMatchObject({ loyaltyDiscount: 600, amountAfterDiscount: 5400, tax: 702, total: 6102 });
    expect(bill({ ...visits, rewardAmount: 750 }, { useLoyaltyReward: true })).toMatchObject({ loyaltyDiscount: 750, amountAfterDiscount: 5250 });
  });

  it('an amount reward larger than the bill takes it to zero, never below', () => {
    expect(bill({ ...visits, minimumAmount: 0, rewardAmount: 10_000 }, { useLoyaltyReward: true, price: 4000 })).toMatchObject({ loyaltyDiscount: 4000, total: 0 });
  });

  it('is not given while paid bills are still needed, nor when not asked for', () => {
    expect(bill(visits, { useLoyaltyReward: false })).toMatchObject({ loyaltyDiscount: 0 });
  });
});

describe('POINT_BASED loyalty money at the counter', () => {
  it('spends within the smaller of the balance and the limit', () => {
    expect(bill(points, { loyaltyAmount: 2000 })).toMatchObject({ loyaltyDiscount: 2000, loyaltyRange: { min: 10, max: 2000 }, ok: true });
    expect(bill(points, { loyaltyAmount: 2001 })).toMatchObject({ loyaltyDiscount: 0, ok: false });
  });
});

describe('comparing rules', () => {
  it('a copy stored before the new fields equals the rule with their defaults', () => {
    const old: LoyaltySettings = { type: LoyaltyType.POINT_BASED, limit: 2000, earnPercent: 5, bookingsForReward: 5, rewardPercent: 10 };
    expect(sameLoyaltyRule(old, { ...old, rewardAmount: null, minimumAmount: 0, applyFrom: null })).toBe(true);
    expect(sameLoyaltyRule(old, { ...old, applyFrom: '2026-11-26' })).toBe(false);
    expect(sameLoyaltyRule(old, { ...old, limit: 1500 })).toBe(false);
  });
});
