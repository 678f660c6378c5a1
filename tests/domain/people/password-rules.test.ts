import { describe, expect, it } from 'vitest';
import { meetsPasswordRules, meetsUserPasswordRules } from '../../../src/domain/password';
import { problemsOf } from '../../../src/domain/schemas/problems';
import { userSetPasswordSchema } from '../../../src/domain/people/user-form';

describe('the user form’s password rule (an uppercase, a lowercase, a symbol)', () => {
  it.each([
    ['Salon123!', true],
    ['Desk#desk', true],
    ['Élan-été', true],
    ['Salon123', false],
    ['salon123!', false],
    ['SALON123!', false],
    ['Salon 123', false],
    ['', false],
  ])('%s → %s', (password, ok) => {
    expect(meetsUserPasswordRules(password)).toBe(ok);
  });

  it('differs from the reset form’s (an uppercase, a lowercase, a number), each form keeping its own', () => {
    expect(meetsPasswordRules('Desk#desk')).toBe(false);
    expect(meetsUserPasswordRules('Desk2026')).toBe(false);
    // One password passes both: what the demo and the e2e staff use.
    expect(meetsPasswordRules('Desk2026!') && meetsUserPasswordRules('Desk2026!')).toBe(true);
  });

  it('says the rule at the password and the mismatch at the confirmation, in the spec’s words', () => {
    expect(problemsOf(userSetPasswordSchema, { password: 'desk', confirmPassword: 'desk' })).toEqual({ password: { code: 'USER_PASSWORD_RULES' } });
    expect(problemsOf(userSetPasswordSchema, { password: 'Desk#1', confirmPassword: 'Desk#2' })).toEqual({ confirmPassword: { code: 'USER_PASSWORD_CONFIRM_MISMATCH' } });
    expect(problemsOf(userSetPasswordSchema, { password: '', confirmPassword: '' })).toEqual({ password: { code: 'REQUIRED' }, confirmPassword: { code: 'REQUIRED' } });
    expect(problemsOf(userSetPasswordSchema, { password: 'Desk#1', confirmPassword: 'Desk#1' })).toEqual({});
  });
});
