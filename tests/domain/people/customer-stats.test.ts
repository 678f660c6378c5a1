import { describe, expect, it } from 'vitest';
import { isBirthdayMonth } from '../../../src/domain/people/customer-stats';

describe('isBirthdayMonth', () => {
  it('is the birthday month of any year, on the branch date given', () => {
    expect(isBirthdayMonth('1990-11-03', '2026-11-30 18:00')).toBe(true);
    expect(isBirthdayMonth('1990-11-03', '2026-12-01')).toBe(false);
    expect(isBirthdayMonth(null, '2026-11-30')).toBe(false);
    expect(isBirthdayMonth(undefined, '2026-11-30')).toBe(false);
  });
});
