import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/domain/errors';
import { validateActionTime } from '../../src/domain/bill/action-time';
import { calculateBill, type BillInput, type LoyaltyInput } from '../../src/domain/bill/calculate-bill';
import { PaymentCode } from '../../src/domain/bill/codes';
import { percentOf } from '../../src/domain/bill/percent';
import { provinceTaxes } from '../../src/domain/branch/province-taxes';

const base: BillInput = {
  lines: [
    { kind: 'service', price: 4500, quantity: 1 },
    { kind: 'product', price: 1250, quantity: 2 },
  ],
  taxes: provinceTaxes('ON'),
  taxExempt: false,
  received: [],
};

describe('calculateBill', () => {
  it('computes every figure of a plain bill', () => {
    const r = calculateBill({ ...base, received: [{ checkoutMethodId: 'cash', amount: 8000 }] });
    expect(r).toMatchObject({
      subtotal: 7000,
      subtotalByKind: { service: 4500, giftCard: 0, product: 2500 },
      discount: 0,
      amountAfterDiscount: 7000,
      paymentFee: 0,
      tax: 910,
      total: 7910,
      amountDue: 7910,
      received: 8000,
      change: 90,
      ok: true,
      problems: [],
    });
  });

  it('applies voucher, loyalty, percent fee and tax in the spec order, rounding each percent once', () => {
    const r = calculateBill({
      ...base,
      voucher: { type: 'PERCENT', value: 10 },
      loyalty: { type: 'POINT_BASED', amount: 1000, balance: 5000, limit: 2000 },
      paymentMethod: { fee: { type: 'PERCENT', value: 2.5 } },
      received: [{ checkoutMethodId: 'card', amount: 6000 }],
    });
    // 7000 − 700 − 1000 = 5300; fee 2.5% = 132.5 → 133; tax 13% of 5433 = 706.29 → 706
    expect(r).toMatchObject({ voucherDiscount: 700, loyaltyDiscount: 1000, amountAfterDiscount: 5300, paymentFee: 133, taxableAmount: 5433, tax: 706, total: 6139 });
    expect(r.change).toBe(-139);
    expect(r.problems.map((p) => p.code)).toEqual([PaymentCode.NOT_ENOUGH_MONEY]);
    expect(r.problems[0]?.message).toBe('Not enough money to payment!');
    expect(r.loyaltyRange).toEqual({ min: 10, max: 2000 });
  });

  it('caps a voucher at the subtotal and a loyalty discount at what remains', () => {
    const r = calculateBill({ ...base, voucher: { type: 'AMOUNT', value: 6500 }, loyalty: { type: 'BOOKING_BASED', amount: 1000 } });
    expect(r).toMatchObject({ voucherDiscount: 6500, loyaltyDiscount: 500, amountAfterDiscount: 0, tax: 0, total: 0, amountDue: 0, change: 0, ok: true });
    expect(calculateBill({ ...base, voucher: { type: 'PERCENT', value: 150 } }).voucherDiscount).toBe(7000);
    expect(calculateBill({ ...base, loyalty: { type: 'BOOKING_BASED', percent: 10 } }).loyaltyDiscount).toBe(700);
  });

  it('refuses loyalty money below $0.10 or above min(balance, limit), and ignores an empty input', () => {
    const out = (loyalty: LoyaltyInput) => calculateBill({ ...base, loyalty });
    expect(out({ type: 'POINT_BASED', amount: 9, balance: 5000, limit: 5000 }).problems[0]?.code).toBe(PaymentCode.LOYALTY_OUT_OF_RANGE);
    expect(out({ type: 'POINT_BASED', amount: 3001, balance: 3000, limit: 5000 }).loyaltyDiscount).toBe(0);
    expect(out({ type: 'POINT_BASED', amount: 10, balance: 3000, limit: 5000 }).loyaltyDiscount).toBe(10);
    expect(out({ type: 'POINT_BASED', amount: 0, balance: 3000, limit: 5000 }).problems.filter((p) => p.code === PaymentCode.LOYALTY_OUT_OF_RANGE)).toEqual([]);
  });

  it('uses a gift card up to the total, or its recorded value when already used', () => {
    expect(calculateBill({ ...base, giftCard: { amount: 2000 } })).toMatchObject({ total: 7910, giftCardUsed: 2000, amountDue: 5910 });
    expect(calculateBill({ ...base, giftCard: { amount: 100_000 } })).toMatchObject({ giftCardUsed: 7910, amountDue: 0, change: 0, ok: true });
    expect(calculateBill({ ...base, giftCard: { amount: 0, usedValue: 1500 } })).toMatchObject({ giftCardUsed: 1500 });
  });

  it('charges no tax when exempt, and a fixed fee as is', () => {
    expect(calculateBill({ ...base, taxExempt: true, paymentMethod: { fee: { type: 'FIXED', value: 150 } } })).toMatchObject({ paymentFee: 150, tax: 0, total: 7150 });
  });

  it('flags non-positive received amounts', () => {
    const r = calculateBill({ ...base, received: [{ checkoutMethodId: 'cash', amount: 0 }, { checkoutMethodId: 'card', amount: 9000 }] });
    expect(r.problems.map((p) => p.code)).toEqual([PaymentCode.RECEIVED_INVALID]);
    expect(r.received).toBe(9000);
  });

  it('throws on malformed lines (a programming error, not a form answer)', () => {
    expect(() => calculateBill({ ...base, lines: [{ kind: 'service', price: 12.5, quantity: 1 }] })).toThrow(RangeError);
    expect(() => calculateBill({ ...base, lines: [{ kind: 'service', price: 100, quantity: 0 }] })).toThrow(RangeError);
  });
});

describe('percentOf', () => {
  it('rounds half away from zero to the cent without binary noise', () => {
    expect(percentOf(5, 13)).toBe(1);
    expect(percentOf(2000, 14.975)).toBe(300);
    expect(percentOf(105, 10)).toBe(11);
    expect(percentOf(0, 13)).toBe(0);
    expect(Object.is(percentOf(0, 13), -0)).toBe(false);
  });
});

describe('validateActionTime', () => {
  const now = new Date('2026-03-10T18:00:00Z'); // 14:00 in Toronto
  const timeZone = 'America/Toronto';
  it('accepts now and the past, refuses the future and bad formats', () => {
    expect(validateActionTime({ actionTime: '2026-03-10 14:00', now, timeZone })).toEqual({ ok: true });
    expect(validateActionTime({ actionTime: '2026-03-09 23:59', now, timeZone })).toEqual({ ok: true });
    expect(validateActionTime({ actionTime: '2026-03-10 14:01', now, timeZone })).toMatchObject({ ok: false, code: ErrorCode.ACTION_TIME_IN_FUTURE });
    // 14:30 is already past in Ho Chi Minh (01:00 the next day) but not in Toronto.
    expect(validateActionTime({ actionTime: '2026-03-10 14:30', now, timeZone: 'Asia/Ho_Chi_Minh' })).toEqual({ ok: true });
    expect(validateActionTime({ actionTime: '2026-03-10T14:00', now, timeZone })).toMatchObject({ ok: false, code: ErrorCode.VALIDATION });
  });
});
