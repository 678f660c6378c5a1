import { describe, expect, it } from 'vitest';
import { PROVINCES, PROVINCE_TAXES, provinceTaxes } from '../../../src/domain/branch/province-taxes';
import { duplicateKinds, type BranchTax } from '../../../src/domain/branch/tax';
import { branchTaxListSchema } from '../../../src/domain/branch/tax-schemas';
import { problemsOf } from '../../../src/domain/schemas/problems';

const gst: BranchTax = { kind: 'GST', name: '', rate: 5, registrationNumber: '123456789 RT0001', appliesTo: 'BOTH' };

describe('a branch’s list of taxes', () => {
  it('every province’s preset is a valid list', () => {
    for (const p of PROVINCES) expect(branchTaxListSchema.safeParse(PROVINCE_TAXES[p]).success, p).toBe(true);
    expect(provinceTaxes('QC').map((t) => [t.kind, t.rate])).toEqual([['GST', 5], ['QST', 9.975]]);
    expect(provinceTaxes('BC')[1]).toMatchObject({ kind: 'PST', appliesTo: 'PRODUCTS' });
  });

  it('a preset copy can be edited without changing the preset', () => {
    const mine = provinceTaxes('ON');
    mine[0] = { ...gst };
    expect(PROVINCE_TAXES.ON[0]?.kind).toBe('HST');
  });

  it('refuses each problem at its field', () => {
    expect(problemsOf(branchTaxListSchema, [])).toEqual({ _: { code: 'REQUIRED' } });
    expect(problemsOf(branchTaxListSchema, [{ ...gst, rate: 0 }])).toEqual({ '0.rate': { code: 'MUST_BE_POSITIVE' } });
    expect(problemsOf(branchTaxListSchema, [{ ...gst, rate: 31 }])).toEqual({ '0.rate': { code: 'NUMBER_TOO_LARGE', max: 30 } });
    expect(problemsOf(branchTaxListSchema, [{ ...gst, rate: 9.9751 }])).toEqual({ '0.rate': { code: 'NUMBER_INVALID' } });
    expect(problemsOf(branchTaxListSchema, [gst, { ...gst, rate: 7 }])).toEqual({ '1.kind': { code: 'INVALID' } });
    expect(problemsOf(branchTaxListSchema, [{ ...gst, kind: 'OTHER', name: ' ' }])).toEqual({ '0.name': { code: 'REQUIRED' } });
    expect(branchTaxListSchema.safeParse([gst, gst, gst, gst, gst].map((t, i) => ({ ...t, kind: 'OTHER', name: `T${i}` }))).success).toBe(false);
    expect(branchTaxListSchema.safeParse([{ ...gst, kind: 'VAT' }]).success).toBe(false);
  });

  it('takes up to four taxes, OTHER more than once, 3 decimals of rate', () => {
    const list: BranchTax[] = [gst, { ...gst, kind: 'QST', rate: 9.975 }, { ...gst, kind: 'OTHER', name: 'Eco' }, { ...gst, kind: 'OTHER', name: 'Eco 2' }];
    expect(branchTaxListSchema.parse(list)).toHaveLength(4);
    expect(duplicateKinds(list)).toEqual([]);
  });
});
