import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sharePackagePrice } from '../../../src/domain/booking/package-price';

describe('sharePackagePrice', () => {
  it('shares in proportion to the services’ own prices', () => {
    expect(sharePackagePrice(9000, [6000, 4000])).toEqual([5400, 3600]);
  });

  it('gives the leftover cents to the largest remainders, the earliest on a tie', () => {
    expect(sharePackagePrice(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(sharePackagePrice(1000, [3000, 3000, 1000])).toEqual([429, 428, 143]);
  });

  it('gives a free service nothing while another has a price', () => {
    expect(sharePackagePrice(5000, [0, 2500])).toEqual([0, 5000]);
  });

  it('shares evenly when every service is free', () => {
    expect(sharePackagePrice(1001, [0, 0])).toEqual([501, 500]);
  });

  it('has no lines to share over without services', () => {
    expect(sharePackagePrice(1000, [])).toEqual([]);
  });

  it('always adds up exactly to the package price, each part whole and never negative', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 20 }), (price, prices) => {
        const parts = sharePackagePrice(price, prices);
        expect(parts).toHaveLength(prices.length);
        expect(parts.reduce((a, b) => a + b, 0)).toBe(price);
        for (const part of parts) expect(Number.isInteger(part) && part >= 0).toBe(true);
      }),
      { seed: 15, numRuns: 500 },
    );
  });

  it('keeps each part within a cent of its exact proportion', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.array(fc.integer({ min: 1, max: 100_000 }), { minLength: 1, maxLength: 10 }), (price, prices) => {
        const total = prices.reduce((a, b) => a + b, 0);
        sharePackagePrice(price, prices).forEach((part, i) => {
          expect(Math.abs(part - (price * (prices[i] ?? 0)) / total)).toBeLessThan(1);
        });
      }),
      { seed: 21, numRuns: 300 },
    );
  });
});
