/**
 * Vouchers for some services or packages, birthday vouchers, and what the calculation takes
 * off for them (issue 15). The bill's date is fixed: 2026-11-20 on the branch clock.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { billInputFor, billLinesForGuests, voucherLinesProblem, voucherProblem } from '../../../src/domain/bill/bill-rules';
import { calculateBill, scopedSubtotal, type BillLine, type VoucherInput, type VoucherScope } from '../../../src/domain/bill/calculate-bill';
import type { LoyaltySettings, VoucherInfo } from '../../../src/domain/bill/types';

const DATE = '2026-11-20';
const base: VoucherInfo = { id: 'v1', code: 'CUT20', content: '', type: 'PERCENT', value: 20, branchId: null, customerId: null, startDate: null, endDate: null, usesLeft: null, active: true };
const cut: BillLine = { kind: 'service', price: 4000, quantity: 1, serviceId: 's-cut' };
const color: BillLine = { kind: 'service', price: 6000, quantity: 1, serviceId: 's-color' };
const gift: BillLine = { kind: 'giftCard', price: 5000, quantity: 1 };
const pack: BillLine = { kind: 'service', price: 9000, quantity: 1, packageId: 'p-spa' };
const settings: LoyaltySettings = { type: 'POINT_BASED', limit: 2000, earnPercent: 5, bookingsForReward: 5, rewardPercent: 10 };

function figures(voucher: VoucherInfo, lines: readonly BillLine[]) {
  return calculateBill(
    billInputFor({ lines, args: { isHst: false, received: [], loyaltyAmount: 0, useLoyaltyReward: false }, taxes: [], paymentMethod: null, voucher, giftCard: null, loyaltySettings: settings, customerLoyalty: null }),
  );
}

describe('a voucher for some services', () => {
  it('takes its percent of those services only', () => {
    expect(figures({ ...base, serviceIds: ['s-cut'] }, [cut, color, gift]).voucherDiscount).toBe(800);
  });
  it('takes its amount, capped at those services\' subtotal', () => {
    expect(figures({ ...base, type: 'AMOUNT', value: 5000, serviceIds: ['s-cut'] }, [cut, color]).voucherDiscount).toBe(4000);
    expect(figures({ ...base, type: 'AMOUNT', value: 1500, serviceIds: ['s-cut', 's-color'] }, [cut, color]).voucherDiscount).toBe(1500);
  });
  it('with no service listed discounts the whole bill, as before', () => {
    expect(figures(base, [cut, color, gift]).voucherDiscount).toBe(3000);
    expect(figures({ ...base, serviceIds: [] }, [cut, color]).voucherDiscount).toBe(2000);
  });
  it('is refused when none of its services is on the bill', () => {
    const v = { ...base, serviceIds: ['s-nails'] };
    expect(voucherLinesProblem(v, [cut, color])).toBe('NOTHING_TO_DISCOUNT');
    expect(voucherProblem({ voucher: v, branchId: 'b1', customerId: null, date: DATE, lines: [cut, color] })).toBe('NOTHING_TO_DISCOUNT');
    expect(voucherProblem({ voucher: v, branchId: 'b1', customerId: null, date: DATE, lines: [cut, { ...color, serviceId: 's-nails' }] })).toBeNull();
  });
  it('reads the service of each guest segment', () => {
    const guest = { segments: [{ serviceId: 's-cut', price: 4000 }, { serviceId: null, price: 500 }] };
    expect(billLinesForGuests([guest as never])).toEqual([{ kind: 'service', price: 4000, quantity: 1, serviceId: 's-cut' }, { kind: 'service', price: 500, quantity: 1 }]);
  });
});

describe('a package voucher', () => {
  it('discounts only the listed packages\' lines', () => {
    expect(figures({ ...base, kind: 'PACKAGE', packageIds: ['p-spa'] }, [cut, pack]).voucherDiscount).toBe(1800);
    expect(voucherLinesProblem({ ...base, kind: 'PACKAGE', packageIds: ['p-other'] }, [cut, pack])).toBe('NOTHING_TO_DISCOUNT');
  });
  it('finds the package of each booked line, so a booked package is what it discounts', () => {
    const guest = { segments: [{ serviceId: 's-cut', price: 4000, packageId: null }, { serviceId: 's-mani', price: 3000, packageId: 'p-spa' }, { serviceId: 's-pedi', price: 6000, packageId: 'p-spa' }] };
    const lines = billLinesForGuests([guest as never]);
    expect(lines.map((l) => l.packageId)).toEqual([undefined, 'p-spa', 'p-spa']);
    expect(figures({ ...base, kind: 'PACKAGE', packageIds: ['p-spa'] }, lines).voucherDiscount).toBe(1800);
  });
  it('with no package listed discounts every package line and nothing else', () => {
    expect(figures({ ...base, kind: 'PACKAGE', packageIds: [] }, [cut, pack]).voucherDiscount).toBe(1800);
    expect(voucherLinesProblem({ ...base, kind: 'PACKAGE', packageIds: [] }, [cut, color])).toBe('NOTHING_TO_DISCOUNT');
  });
});

describe('a birthday voucher', () => {
  const birthday = { ...base, audience: 'BIRTHDAY' } as const;
  const check = (birthDay: string | null | undefined) => voucherProblem({ voucher: birthday, branchId: 'b1', customerId: 'c1', date: DATE, birthDay });
  it('applies only in the customer\'s birthday month', () => {
    expect(check('1990-11-03')).toBeNull();
    expect(check('1990-10-31')).toBe('NOT_BIRTHDAY_MONTH');
  });
  it('does not apply when the birthday is unknown, or the customer is not named', () => {
    expect(check(null)).toBe('NOT_BIRTHDAY_MONTH');
    expect(check(undefined)).toBe('NOT_BIRTHDAY_MONTH');
  });
  it('still says first that it expired or belongs to another customer', () => {
    expect(voucherProblem({ voucher: { ...birthday, endDate: '2026-11-01' }, branchId: 'b1', customerId: 'c1', date: DATE, birthDay: '1990-11-03' })).toBe('EXPIRED');
    expect(voucherProblem({ voucher: { ...birthday, customerId: 'c2' }, branchId: 'b1', customerId: 'c1', date: DATE, birthDay: '1990-11-03' })).toBe('OTHER_CUSTOMER');
  });
});

describe('scoped voucher properties', () => {
  const RUNS = { seed: 20_261_126, numRuns: 400 } as const;
  const ids = ['s1', 's2', 's3'];
  const packs = ['p1', 'p2'];
  const line: fc.Arbitrary<BillLine> = fc
    .record({
      kind: fc.constantFrom('service', 'giftCard', 'product'),
      price: fc.integer({ min: 0, max: 20_000 }),
      quantity: fc.integer({ min: 1, max: 3 }),
      serviceId: fc.constantFrom(...ids),
      packageId: fc.constantFrom(...packs),
    }, { requiredKeys: ['kind', 'price', 'quantity'] });
  const scope: fc.Arbitrary<VoucherScope> = fc.oneof(
    fc.record({ kind: fc.constant('MONEY' as const), serviceIds: fc.subarray(ids) }),
    fc.record({ kind: fc.constant('PACKAGE' as const), packageIds: fc.subarray(packs) }),
  );
  const voucher: fc.Arbitrary<VoucherInput> = fc.record({
    type: fc.constantFrom('AMOUNT' as const, 'PERCENT' as const),
    value: fc.integer({ min: 0, max: 30_000 }),
    scope,
  }).map((v) => (v.type === 'PERCENT' ? { ...v, value: v.value % 151 } : v));

  it('never takes more than the voucher\'s amount nor the subtotal of the lines it applies to, and no total goes negative', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 6 }), voucher, fc.integer({ min: 0, max: 5000 }), (lines, v, loyalty) => {
        const b = calculateBill({ lines, voucher: v, loyalty: { type: 'BOOKING_BASED', amount: loyalty }, taxes: [], taxExempt: false, received: [] });
        const applicable = scopedSubtotal(lines, v.scope);
        expect(b.voucherDiscount).toBeLessThanOrEqual(applicable);
        if (v.type === 'AMOUNT') expect(b.voucherDiscount).toBe(Math.min(v.value, applicable));
        for (const figure of [b.voucherDiscount, b.loyaltyDiscount, b.amountAfterDiscount, b.total, b.amountDue]) expect(figure).toBeGreaterThanOrEqual(0);
        expect(b.discount).toBeLessThanOrEqual(b.subtotal);
      }),
      RUNS,
    );
  });
});
