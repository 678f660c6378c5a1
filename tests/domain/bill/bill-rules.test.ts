import { describe, expect, it } from 'vitest';
import { LoyaltyType } from '../../../src/domain/api';
import { billInputFor, billLinesForGuests, expectedOf, figuresMismatch, isGiftCardAvailable, loyaltyInputFor, voucherProblem } from '../../../src/domain/bill/bill-rules';
import { calculateBill } from '../../../src/domain/bill/calculate-bill';
import type { GiftCardInfo, LoyaltySettings, PaymentMethodOption, VoucherInfo } from '../../../src/domain/bill/types';
import { provinceTaxes } from '../../../src/domain/branch/province-taxes';

const BRANCH = 'b1';
const voucher: VoucherInfo = { id: 'v1', code: 'WELCOME10', content: '', type: 'AMOUNT', value: 1000, branchId: null, customerId: null, startDate: '2026-11-01', endDate: '2026-12-31', usesLeft: null, active: true };
const card: GiftCardInfo = { id: 'g1', code: 'GIFT50', content: '', amount: 5000, value: 5000, endDate: '2027-01-01', active: true };
const points: LoyaltySettings = { type: LoyaltyType.POINT_BASED, limit: 2000, earnPercent: 5, bookingsForReward: 5, rewardPercent: 10 };
const visits: LoyaltySettings = { ...points, type: LoyaltyType.BOOKING_BASED };

describe('voucher rules', () => {
  const check = (v: Partial<VoucherInfo> | null, customerId: string | null = 'c1', date = '2026-11-20') =>
    voucherProblem({ voucher: v === null ? null : { ...voucher, ...v }, branchId: BRANCH, customerId, date });

  it('applies a voucher valid today for everyone in every branch', () => {
    expect(check({})).toBeNull();
  });
  it('names each reason a voucher does not apply', () => {
    expect(check(null)).toBe('NOT_FOUND');
    expect(check({ active: false })).toBe('INACTIVE');
    expect(check({ startDate: '2026-11-21' })).toBe('NOT_STARTED');
    expect(check({ endDate: '2026-11-19' })).toBe('EXPIRED');
    expect(check({ branchId: 'other' })).toBe('OTHER_BRANCH');
    expect(check({ customerId: 'c2' })).toBe('OTHER_CUSTOMER');
    expect(check({ customerId: 'c1' }, null)).toBe('OTHER_CUSTOMER');
    expect(check({ usesLeft: 0 })).toBe('USED_UP');
  });
  it('is valid on its first and last day', () => {
    expect(check({}, 'c1', '2026-11-01')).toBeNull();
    expect(check({}, 'c1', '2026-12-31')).toBeNull();
  });
});

describe('gift card availability', () => {
  it('needs an active card with money left, not expired', () => {
    expect(isGiftCardAvailable(card, '2026-11-20')).toBe(true);
    expect(isGiftCardAvailable({ ...card, amount: 0 }, '2026-11-20')).toBe(false);
    expect(isGiftCardAvailable({ ...card, active: false }, '2026-11-20')).toBe(false);
    expect(isGiftCardAvailable(card, '2027-01-02')).toBe(false);
    expect(isGiftCardAvailable(undefined, '2026-11-20')).toBe(false);
  });
});

describe('loyalty input', () => {
  const customer = { customerId: 'c1', amountMoney: 1500, numberBookingToLoyalReward: 0 };
  it('POINT_BASED takes the typed money with the balance and the limit', () => {
    expect(loyaltyInputFor({ settings: points, customer, loyaltyAmount: 500, useLoyaltyReward: false })).toEqual({ type: 'POINT_BASED', amount: 500, balance: 1500, limit: 2000 });
    expect(loyaltyInputFor({ settings: points, customer, loyaltyAmount: 0, useLoyaltyReward: false })).toBeUndefined();
  });
  it('BOOKING_BASED gives the reward only when earned and taken', () => {
    expect(loyaltyInputFor({ settings: visits, customer, loyaltyAmount: 0, useLoyaltyReward: true })).toEqual({ type: 'BOOKING_BASED', percent: 10 });
    expect(loyaltyInputFor({ settings: visits, customer, loyaltyAmount: 0, useLoyaltyReward: false })).toBeUndefined();
    expect(loyaltyInputFor({ settings: visits, customer: { ...customer, numberBookingToLoyalReward: 2 }, loyaltyAmount: 0, useLoyaltyReward: true })).toBeUndefined();
  });
  it('no customer, no loyalty', () => {
    expect(loyaltyInputFor({ settings: points, customer: null, loyaltyAmount: 500, useLoyaltyReward: true })).toBeUndefined();
  });
});

describe('bill input and the server re-check', () => {
  const guests = [
    { segments: [{ price: 4500 }, { price: 2000 }] },
    { segments: [{ price: 3500 }] },
  ];
  const method: PaymentMethodOption = { id: 'm1', name: 'Card fee', type: 'CASH', icon: null, priority: 1, fee: { type: 'PERCENT', value: 2.5 }, discount: { type: 'PERCENT', value: 10 } };

  it('a guest brings each of its lines at its (changed) price', () => {
    expect(billLinesForGuests(guests as never).map((l) => l.price)).toEqual([4500, 2000, 3500]);
  });

  it('voucher, method discount and fee, gift card and tax computed in order, and the same input gives the same figures', () => {
    const input = billInputFor({
      lines: billLinesForGuests(guests as never),
      args: { isHst: true, received: [{ checkoutMethodId: 'cash', amount: 10_000 }], loyaltyAmount: 0, useLoyaltyReward: false },
      taxes: provinceTaxes('ON'),
      paymentMethod: method,
      voucher,
      giftCard: { amount: 2000 },
      loyaltySettings: points,
      customerLoyalty: null,
    });
    const r = calculateBill(input);
    // 10000 − 1000 voucher − 1000 (10% of subtotal) = 8000; fee 2.5% = 200; tax 13% of 8200 = 1066.
    expect(r).toMatchObject({ subtotal: 10_000, voucherDiscount: 1000, methodDiscount: 1000, amountAfterDiscount: 8000, paymentFee: 200, tax: 1066, total: 9266, giftCardUsed: 2000, amountDue: 7266, change: 2734, ok: true });
    expect(figuresMismatch(expectedOf(r), calculateBill(input))).toEqual([]);
  });

  it('names every figure that differs from what the tablet printed', () => {
    const r = calculateBill({ lines: [{ kind: 'service', price: 5000, quantity: 1 }], taxes: provinceTaxes('ON'), taxExempt: false, received: [{ checkoutMethodId: 'c', amount: 6000 }] });
    const printed = { ...expectedOf(r), tax: 600, total: 5600 };
    expect(figuresMismatch(printed, r)).toEqual(['tax', 'total']);
  });

  it('a tax-exempt bill charges no HST', () => {
    const input = billInputFor({
      lines: [{ kind: 'service', price: 5000, quantity: 1 }],
      args: { isHst: false, received: [], loyaltyAmount: 0, useLoyaltyReward: false },
      taxes: provinceTaxes('ON'),
      paymentMethod: null,
      voucher: null,
      giftCard: null,
      loyaltySettings: points,
      customerLoyalty: null,
    });
    expect(calculateBill(input)).toMatchObject({ tax: 0, total: 5000, change: -5000, ok: false });
  });
});
