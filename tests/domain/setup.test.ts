import { describe, expect, it } from 'vitest';
import { ConfigKey, resolveBranchConfig, resolveDayConfig } from '../../src/domain/branchConfig';
import { isPhonePattern } from '../../src/domain/phone';
import { timeZoneName } from '../../src/domain/schemas/dates';
import { decimalNumber } from '../../src/domain/schemas/numbers';
import { problemOf } from '../../src/domain/schemas/problems';
import { createBusinessBody, firstBranchConfig, firstBranchTaxes, type CreateBusinessValues } from '../../src/domain/setup';

const typed: CreateBusinessValues = {
  businessName: '  Lotus & Co  ',
  owner: { fullName: 'Anh Pham', username: ' anh ', password: 'Lotus2026', confirmPassword: 'Lotus2026' },
  branch: { name: 'Midtown', code: 'mt-1', timeZone: 'America/Toronto', phoneFormat: '000-000-0000', moneySymbol: '$', province: 'BC' },
};

describe('create your business', () => {
  it('reads the form as the server stores it: trimmed, the code in capitals, English unless told', () => {
    const body = createBusinessBody.parse(typed);
    expect(body.businessName).toBe('Lotus & Co');
    expect(body.owner.username).toBe('anh');
    expect(body.branch.code).toBe('MT-1');
    expect(body.branch.timeZone).toBe('America/Toronto');
    expect(body.language).toBe('en');
  });

  it('refuses a password without the reset form’s rule, and a confirmation that differs, at their fields', () => {
    const weak = createBusinessBody.safeParse({ ...typed, owner: { ...typed.owner, password: 'lotus2026', confirmPassword: 'lotus2026' } });
    expect(weak.error?.issues.map((i) => i.path.join('.'))).toEqual(['owner.password']);
    const differs = createBusinessBody.safeParse({ ...typed, owner: { ...typed.owner, confirmPassword: 'Lotus2027' } });
    expect(differs.error?.issues.map((i) => i.path.join('.'))).toEqual(['owner.confirmPassword']);
    expect(problemOf(createBusinessBody, { ...typed, owner: { ...typed.owner, confirmPassword: 'Lotus2027' } })).toEqual({ code: 'PASSWORD_CONFIRM_MISMATCH' });
  });

  it('writes the branch settings the form asked for and the spec’s working hours where the scheduler reads them', () => {
    const body = createBusinessBody.parse({ ...typed, language: 'vi' });
    const values = firstBranchConfig(body);
    expect(values[ConfigKey.START_TIME]).toBe('08:00');
    expect(resolveBranchConfig('b', values)).toMatchObject({ language: 'vi', timeZone: 'America/Toronto', phone: { pattern: '000-000-0000', length: 10 }, moneySymbol: '$' });
    // British Columbia: GST on everything, PST on the products only.
    expect(firstBranchTaxes(body).map((x) => [x.kind, x.rate, x.appliesTo])).toEqual([['GST', 5, 'BOTH'], ['PST', 7, 'PRODUCTS']]);
    expect(createBusinessBody.safeParse({ ...typed, branch: { ...typed.branch, province: 'ZZ' } }).success).toBe(false);
    expect(resolveDayConfig('2026-11-20', values, {})).toMatchObject({ startTime: '08:00', endTime: '17:00', isHoliday: false, MULTITASK: false });
  });
});

describe('the first branch’s own rules', () => {
  it('takes IANA zone names Intl knows, not offsets or inventions', () => {
    expect(timeZoneName().parse('Asia/Ho_Chi_Minh')).toBe('Asia/Ho_Chi_Minh');
    expect(timeZoneName().parse('UTC')).toBe('UTC');
    for (const bad of ['Mars/Olympus', '+05:00', '', 'America/Toronto ', '../etc/passwd']) expect(timeZoneName().safeParse(bad).success, bad).toBe(false);
  });

  it('takes phone masks of 4 to 15 zeros with the usual punctuation', () => {
    for (const good of ['000 000 0000', '(000) 000-0000', '+00 00 00 00 00', '0000']) expect(isPhonePattern(good), good).toBe(true);
    for (const bad of ['000', '000 000 000 000 0000', '555-0000', 'abc', '']) expect(isPhonePattern(bad), bad).toBe(false);
  });

  it('takes a tax percent with at most three decimals', () => {
    const hst = decimalNumber(0, 100, 3);
    expect(hst.parse(14.975)).toBe(14.975);
    expect(hst.parse(0)).toBe(0);
    expect(hst.safeParse(13.0005).success).toBe(false);
    expect(problemOf(hst, 101)).toEqual({ code: 'NUMBER_TOO_LARGE', max: 100 });
  });
});
