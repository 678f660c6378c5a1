import { describe, expect, it } from 'vitest';
import { problemsOf } from '../../../src/domain/schemas/problems';
import { EMPTY_VOUCHER_VALUES, normaliseVoucherCode, voucherValuesSchema, type VoucherValues } from '../../../src/domain/voucher/voucher-form';

const values = (over: Partial<VoucherValues>): VoucherValues => ({ ...EMPTY_VOUCHER_VALUES, code: 'cut20', percent: 20, ...over });

describe('the voucher form rules', () => {
  it('accepts a percent voucher and saves its code in capitals', () => {
    expect(problemsOf(voucherValuesSchema, values({}))).toEqual({});
    expect(normaliseVoucherCode(' cut-20 ')).toBe('CUT-20');
  });
  it('asks for the amount or the percent the discount type needs, not the other', () => {
    expect(problemsOf(voucherValuesSchema, values({ percent: 0 }))).toEqual({ percent: { code: 'MUST_BE_POSITIVE' } });
    expect(problemsOf(voucherValuesSchema, values({ percent: 120 }))).toEqual({ percent: { code: 'NUMBER_TOO_LARGE', max: 100 } });
    expect(problemsOf(voucherValuesSchema, values({ discountType: 'AMOUNT', percent: 0, value: 0 }))).toEqual({ value: { code: 'MUST_BE_POSITIVE' } });
    expect(problemsOf(voucherValuesSchema, values({ discountType: 'AMOUNT', percent: 0, value: 1500 }))).toEqual({});
  });
  it('refuses an empty or badly written code, an end before the start, and a bad date', () => {
    expect(problemsOf(voucherValuesSchema, values({ code: '  ' }))).toEqual({ code: { code: 'REQUIRED' } });
    expect(problemsOf(voucherValuesSchema, values({ code: 'two words' }))).toEqual({ code: { code: 'CODE_FORMAT' } });
    expect(problemsOf(voucherValuesSchema, values({ startDate: '2026-12-01', endDate: '2026-11-30' }))).toEqual({ endDate: { code: 'DATE_ORDER' } });
    expect(problemsOf(voucherValuesSchema, values({ startDate: '2026-02-30' }))).toEqual({ startDate: { code: 'DATE_INVALID' } });
  });
});
