/**
 * Property tests (fast-check) of loyalty under any rule a manager can save (issue 15): the
 * loyalty discount never above its caps (what is left after the voucher and the method's
 * discount, the balance, the per-bill limit), totals never negative, and balances, points and
 * the bills still needed never negative, whatever bills go through, before or after the apply date.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LoyaltyType } from '../../../src/domain/api';
import { billInputFor } from '../../../src/domain/bill/bill-rules';
import { calculateBill, type VoucherInput } from '../../../src/domain/bill/calculate-bill';
import { applyPendingToLoyalty, type PendingLoyaltyBill } from '../../../src/domain/bill/local-effects';
import { loyaltyEarned } from '../../../src/domain/bill/loyalty-rule';
import type { CustomerLoyalty, LoyaltySettings, VoucherInfo } from '../../../src/domain/bill/types';
import { provinceTaxes } from '../../../src/domain/branch/province-taxes';

const RUNS = { seed: 20_261_126, numRuns: 400 } as const;
const cents = (max: number) => fc.integer({ min: 0, max });
const date = fc.constantFrom('2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27');

const settings: fc.Arbitrary<LoyaltySettings> = fc.record({
  type: fc.constantFrom(LoyaltyType.BOOKING_BASED, LoyaltyType.POINT_BASED),
  limit: cents(1_000_000),
  earnPercent: fc.integer({ min: 0, max: 10_000 }).map((n) => n / 100),
  bookingsForReward: fc.integer({ min: 1, max: 100 }),
  rewardPercent: fc.integer({ min: 1, max: 10_000 }).map((n) => n / 100),
  rewardAmount: fc.option(fc.integer({ min: 1, max: 1_000_000 })),
  minimumAmount: cents(50_000),
  applyFrom: fc.option(date),
});

const standing: fc.Arbitrary<CustomerLoyalty> = fc.record({
  customerId: fc.constant('c1'),
  amountMoney: cents(100_000),
  numberBookingToLoyalReward: fc.integer({ min: 0, max: 100 }),
});

const discount: fc.Arbitrary<VoucherInput> = fc.oneof(
  fc.record({ type: fc.constant('AMOUNT' as const), value: cents(30_000) }),
  fc.record({ type: fc.constant('PERCENT' as const), value: fc.integer({ min: 0, max: 120 }) }),
);

const lines = fc.array(fc.record({ kind: fc.constantFrom('service' as const, 'product' as const), price: cents(20_000), quantity: fc.integer({ min: 1, max: 3 }) }), { minLength: 1, maxLength: 5 });

describe('loyalty at the counter under any rule', () => {
  it('the discount stays within what is left, the balance and the limit; the total is never negative', () => {
    fc.assert(
      fc.property(settings, standing, lines, fc.option(discount), cents(150_000), fc.boolean(), (rule, customer, billLines, voucher, asked, reward) => {
        const voucherInfo: VoucherInfo | null = voucher ? { id: 'v', code: 'V', content: '', ...voucher, branchId: null, customerId: null, startDate: null, endDate: null, usesLeft: null, active: true } : null;
        const r = calculateBill(
          billInputFor({
            lines: billLines,
            args: { isHst: true, received: [], loyaltyAmount: asked, useLoyaltyReward: reward },
            taxes: provinceTaxes('ON'),
            paymentMethod: null,
            voucher: voucherInfo,
            giftCard: null,
            loyaltySettings: rule,
            customerLoyalty: customer,
          }),
        );
        expect(r.loyaltyDiscount).toBeGreaterThanOrEqual(0);
        expect(r.loyaltyDiscount).toBeLessThanOrEqual(r.subtotal - r.voucherDiscount - r.methodDiscount);
        if (rule.type === LoyaltyType.POINT_BASED) {
          expect(r.loyaltyDiscount).toBeLessThanOrEqual(Math.min(customer.amountMoney, rule.limit));
        } else if (r.loyaltyDiscount > 0) {
          expect(r.subtotal).toBeGreaterThanOrEqual(rule.minimumAmount ?? 0);
          expect(customer.numberBookingToLoyalReward).toBe(0);
        }
        expect(r.total).toBeGreaterThanOrEqual(0);
        expect(r.amountAfterDiscount).toBeGreaterThanOrEqual(0);
      }),
      RUNS,
    );
  });

  it('points earned, balances and the bills still needed are never negative, and nothing is earned or counted before the apply date', () => {
    const bill: fc.Arbitrary<PendingLoyaltyBill> = fc.record({ customerId: fc.constant('c1'), spent: cents(150_000), tookReward: fc.boolean(), total: cents(200_000), date });
    fc.assert(
      fc.property(settings, standing, fc.array(bill, { maxLength: 8 }), (rule, customer, bills) => {
        const after = applyPendingToLoyalty(customer, rule, bills);
        expect(after.amountMoney).toBeGreaterThanOrEqual(0);
        expect(after.numberBookingToLoyalReward).toBeGreaterThanOrEqual(0);
        for (const b of bills) {
          const earned = loyaltyEarned(rule, b);
          expect(earned).toBeGreaterThanOrEqual(0);
          if (rule.applyFrom && b.date < rule.applyFrom) expect(earned).toBe(0);
        }
        const early = bills.filter((b) => rule.applyFrom && b.date < rule.applyFrom && !b.tookReward && b.spent === 0);
        expect(applyPendingToLoyalty(customer, rule, early)).toEqual(customer);
      }),
      RUNS,
    );
  });
});
