import { describe, expect, it } from 'vitest';
import { toE164 } from '../../../src/domain/notification/e164';

describe('toE164', () => {
  it('adds +1 to a Canadian 10-digit number, keeps one written with its country code', () => {
    expect(toE164('4165550100')).toBe('+14165550100');
    expect(toE164('(416) 555-0100')).toBe('+14165550100');
    expect(toE164('1 416 555 0100')).toBe('+14165550100');
    expect(toE164('+84 90 123 4567')).toBe('+84901234567');
  });

  it('refuses what cannot be a number', () => {
    expect(toE164('')).toBeNull();
    expect(toE164('555 0100')).toBeNull();
    expect(toE164('0165550100')).toBeNull();
    expect(toE164('+0123')).toBeNull();
    expect(toE164('24165550100')).toBeNull();
  });
});
