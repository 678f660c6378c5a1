import { describe, expect, it } from 'vitest';
import { EMPTY_PACKAGE_VALUES, isPackageBookable, normalisePackageCode, packageProblems, PackageStatus, type PackageValues } from '../../../src/domain/catalogue/package';

const valid: PackageValues = {
  ...EMPTY_PACKAGE_VALUES,
  code: 'spa-day',
  content: 'Spa day',
  price: 9000,
  startTime: '2026-11-01 00:00',
  endTime: '2026-12-31 23:59',
  serviceIds: ['a', 'b'],
};

describe('the package form schema', () => {
  it('accepts a filled form, the code compared uppercased', () => {
    expect(packageProblems(valid)).toEqual({});
    expect(normalisePackageCode('  spa-day ')).toBe('SPA-DAY');
  });

  it('names each field at fault with its code', () => {
    expect(packageProblems(EMPTY_PACKAGE_VALUES)).toMatchObject({
      code: { code: 'REQUIRED' }, content: { code: 'REQUIRED' }, price: { code: 'REQUIRED' }, startTime: { code: 'REQUIRED' }, endTime: { code: 'REQUIRED' }, serviceIds: { code: 'REQUIRED' },
    });
    expect(packageProblems({ ...valid, code: 'spa day' })).toEqual({ code: { code: 'CODE_FORMAT' } });
    expect(packageProblems({ ...valid, startTime: '2026-02-30 10:00' })).toEqual({ startTime: { code: 'DATE_INVALID' } });
    expect(packageProblems({ ...valid, endTime: '2026-10-31 23:59' })).toEqual({ endTime: { code: 'DATE_ORDER' } });
    expect(packageProblems({ ...valid, serviceIds: ['a', 'a'] })).toEqual({ serviceIds: { code: 'INVALID' } });
    expect(packageProblems({ ...valid, serviceIds: Array.from({ length: 21 }, (_, i) => `s${i}`) })).toEqual({ serviceIds: { code: 'TOO_MANY', max: 20 } });
  });

  it('takes a free package (price 0)', () => {
    expect(packageProblems({ ...valid, price: 0 })).toEqual({});
  });
});

describe('isPackageBookable', () => {
  const window = { status: PackageStatus.ENABLED, startTime: '2026-11-01 09:00', endTime: '2026-11-30 18:00' };

  it('is bookable from its start to its end, both included, on the branch wall clock', () => {
    expect(isPackageBookable(window, '2026-11-01 09:00')).toBe(true);
    expect(isPackageBookable(window, '2026-11-30 18:00')).toBe(true);
    expect(isPackageBookable(window, '2026-11-01 08:45')).toBe(false);
    expect(isPackageBookable(window, '2026-11-30 18:15')).toBe(false);
  });

  it('is never bookable disabled', () => {
    expect(isPackageBookable({ ...window, status: PackageStatus.DISABLED }, '2026-11-15 10:00')).toBe(false);
  });
});
