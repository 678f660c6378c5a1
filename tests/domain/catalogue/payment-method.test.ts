import { describe, expect, it } from 'vitest';
import { EMPTY_PAYMENT_METHOD_VALUES, paymentMethodColumns, paymentMethodProblems, paymentMethodValuesOf, type PaymentMethodValues } from '../../../src/domain/catalogue/payment-method';
import { DiscountKind, FeeKind, PaymentMethodType } from '../../../src/domain/catalogue/payment-method-type';
import { paymentMethodUpdateBody } from '../../../src/domain/catalogue/payment-method-contract';

const good: PaymentMethodValues = { ...EMPTY_PAYMENT_METHOD_VALUES, name: 'Card', feeKind: FeeKind.PERCENT, fee: 2.5 };

describe('payment method values', () => {
  it('accepts a percent fee, a fixed fee, no fee, a value or percent discount', () => {
    expect(paymentMethodProblems(good)).toEqual({});
    expect(paymentMethodProblems({ ...good, feeKind: FeeKind.FIXED, fee: 150 })).toEqual({});
    expect(paymentMethodProblems({ ...good, feeKind: FeeKind.NONE, fee: null })).toEqual({});
    expect(paymentMethodProblems({ ...good, discountKind: DiscountKind.PERCENT, discount: 100 })).toEqual({});
    expect(paymentMethodProblems({ ...good, discountKind: DiscountKind.VALUE, discount: 500 })).toEqual({});
  });

  it.each([
    ['a blank name', { name: '  ' }, 'name', 'REQUIRED'],
    ['a percent fee above 100', { fee: 100.5 }, 'fee', 'NUMBER_TOO_LARGE'],
    ['a negative percent fee', { fee: -1 }, 'fee', 'REQUIRED'],
    ['a percent with 4 decimals', { fee: 2.0005 }, 'fee', 'NUMBER_INVALID'],
    ['a fixed fee in part cents', { feeKind: FeeKind.FIXED, fee: 150.5 }, 'fee', 'WHOLE_NUMBER'],
    ['a negative fixed fee', { feeKind: FeeKind.FIXED, fee: -1 }, 'fee', 'REQUIRED'],
    ['a percent discount above 100', { discountKind: DiscountKind.PERCENT, discount: 101 }, 'discount', 'NUMBER_TOO_LARGE'],
    ['a value discount in part cents', { discount: 0.5 }, 'discount', 'WHOLE_NUMBER'],
    ['no discount value', { discount: null }, 'discount', 'REQUIRED'],
    ['a priority above the maximum', { priority: 10000 }, 'priority', 'NUMBER_TOO_LARGE'],
  ] as const)('refuses %s', (_name, change, field, code) => {
    const problems: Record<string, { code: string } | undefined> = paymentMethodProblems({ ...good, ...change });
    expect(problems[field]?.code).toBe(code);
  });

  it('refuses a type or an icon outside the lists', () => {
    expect(paymentMethodProblems({ ...good, type: 'GOLD' as PaymentMethodType }).type).toBeDefined();
    expect(paymentMethodProblems({ ...good, icon: 'rocket' as 'cash' }).icon).toBeDefined();
  });

  it('stores one fee: the other kind’s column is 0 (a fee is fixed or percent, never both)', () => {
    expect(paymentMethodColumns(good)).toEqual({ amountCents: 0, percentage: 0, feeCents: 0, percentFee: 2.5 });
    expect(paymentMethodColumns({ ...good, feeKind: FeeKind.FIXED, fee: 150 })).toEqual({ amountCents: 0, percentage: 0, feeCents: 150, percentFee: 0 });
    expect(paymentMethodColumns({ ...good, feeKind: FeeKind.NONE, fee: 150 })).toEqual({ amountCents: 0, percentage: 0, feeCents: 0, percentFee: 0 });
    expect(paymentMethodColumns({ ...good, discountKind: DiscountKind.PERCENT, discount: 10 })).toMatchObject({ amountCents: 0, percentage: 10 });
  });

  it('reads the form back from the columns', () => {
    const columns = { name: 'Card', type: PaymentMethodType.CASH, icon: null, priority: 0, discountKind: DiscountKind.VALUE, active: true } as const;
    expect(paymentMethodValuesOf({ ...columns, ...paymentMethodColumns(good) })).toEqual(good);
  });

  it('the update body keeps the rules and needs the id', () => {
    const id = '00000000-0000-4000-8000-000000000001';
    expect(paymentMethodUpdateBody.safeParse({ ...good, id }).success).toBe(true);
    expect(paymentMethodUpdateBody.safeParse(good).success).toBe(false);
    expect(paymentMethodUpdateBody.safeParse({ ...good, id, fee: 120 }).success).toBe(false);
  });
});
