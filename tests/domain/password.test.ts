import { describe, expect, it } from 'vitest';
import { meetsPasswordRules, validatePasswordChange } from '../../src/domain/password';
import { ErrorCode } from '../../src/domain/errors';

describe('password rules', () => {
  it.each([
    ['Salon123', true],
    ['salon123', false],
    ['SALON123', false],
    ['SalonSalon', false],
    ['aB1', true],
    ['', false],
  ])('%s → %s', (pw, ok) => {
    expect(meetsPasswordRules(pw)).toBe(ok);
  });

  it('accepts a valid change', () => {
    expect(
      validatePasswordChange({ oldPassword: 'x', password: 'NewPass1', confirmPassword: 'NewPass1' }),
    ).toEqual({});
  });
  it('reports each field', () => {
    expect(validatePasswordChange({ oldPassword: '', password: 'weak', confirmPassword: 'weak' })).toEqual({
      oldPassword: ErrorCode.VALIDATION,
      password: ErrorCode.PASSWORD_RULES,
      confirmPassword: ErrorCode.PASSWORD_RULES,
    });
  });
  it('reports a confirmation that does not match', () => {
    expect(
      validatePasswordChange({ oldPassword: 'x', password: 'NewPass1', confirmPassword: 'NewPass2' }),
    ).toEqual({ confirmPassword: ErrorCode.PASSWORD_CONFIRM_MISMATCH });
  });
});
