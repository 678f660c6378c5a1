import { describe, expect, it } from 'vitest';
import { isSearchable as isSearchableQuery, phoneQueryDigits, REGIONAL_PREFIXES } from '../../src/domain/phone';

describe('booking search rule', () => {
  it('lists the spec regional prefixes', () => {
    expect([...REGIONAL_PREFIXES]).toEqual(['226', '289', '343', '416', '519', '613', '647', '705', '807', '905']);
  });

  it('needs 3 characters', () => {
    expect(isSearchableQuery('')).toBe(false);
    expect(isSearchableQuery('an')).toBe(false);
    expect(isSearchableQuery('  an  ')).toBe(false);
    expect(isSearchableQuery('ann')).toBe(true);
    expect(isSearchableQuery('123')).toBe(true);
    expect(isSearchableQuery('514')).toBe(true);
  });

  it('needs 4 when the first three are a regional prefix', () => {
    for (const prefix of REGIONAL_PREFIXES) {
      expect(isSearchableQuery(prefix), prefix).toBe(false);
      expect(isSearchableQuery(`${prefix}5`), prefix).toBe(true);
    }
    expect(isSearchableQuery(' 416 ')).toBe(false);
    expect(isSearchableQuery('416 ')).toBe(false);
    expect(isSearchableQuery('4165')).toBe(true);
  });

  it('reads phone digits only from phone-like queries', () => {
    expect(phoneQueryDigits('416 555 01')).toBe('41655501');
    expect(phoneQueryDigits('(416) 555-0100')).toBe('4165550100');
    expect(phoneQueryDigits('5550')).toBe('5550');
    expect(phoneQueryDigits('ANN 1')).toBeNull();
    expect(phoneQueryDigits('DT-1001')).toBeNull();
    expect(phoneQueryDigits('  ')).toBeNull();
  });
});
