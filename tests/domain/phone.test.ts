import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PHONE_SETTING,
  formatPhone,
  isSearchable,
  isValidPhone,
  minSearchLength,
  phoneSettingFromPattern,
  stripPhone,
} from '../../src/domain/phone';

describe('phone pattern', () => {
  it('derives the digit count from the mask', () => {
    expect(phoneSettingFromPattern('000 000 0000')).toEqual({ pattern: '000 000 0000', length: 10 });
    expect(phoneSettingFromPattern('(000) 000-0000').length).toBe(10);
    expect(phoneSettingFromPattern('00 0000 0000').length).toBe(10);
    expect(phoneSettingFromPattern('').length).toBe(10);
  });
  it('strips spaces only', () => {
    expect(stripPhone(' 416 555 0100 ')).toBe('4165550100');
  });
  it('validates against the digit count', () => {
    expect(isValidPhone('416 555 0100', DEFAULT_PHONE_SETTING)).toBe(true);
    expect(isValidPhone('416 555 010', DEFAULT_PHONE_SETTING)).toBe(false);
    expect(isValidPhone('416-555-0100', DEFAULT_PHONE_SETTING)).toBe(false);
    expect(isValidPhone('', DEFAULT_PHONE_SETTING)).toBe(false);
  });
  it('formats through the mask', () => {
    expect(formatPhone('4165550100', DEFAULT_PHONE_SETTING)).toBe('416 555 0100');
    expect(formatPhone('5145550100', phoneSettingFromPattern('(000) 000-0000'))).toBe('(514) 555-0100');
    expect(formatPhone('41655', DEFAULT_PHONE_SETTING)).toBe('416 55');
  });
});

describe('booking search length', () => {
  it('needs 3 characters, 4 after a regional prefix', () => {
    expect(minSearchLength('ann')).toBe(3);
    expect(minSearchLength('416')).toBe(4);
    expect(isSearchable('an')).toBe(false);
    expect(isSearchable('ann')).toBe(true);
    expect(isSearchable('416')).toBe(false);
    expect(isSearchable('4165')).toBe(true);
    expect(isSearchable('123')).toBe(true);
  });
});
