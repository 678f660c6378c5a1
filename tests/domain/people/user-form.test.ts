import { describe, expect, it } from 'vitest';
import { fieldProblemMessage, problemsOf } from '../../../src/domain/schemas/problems';
import { EMPTY_USER_VALUES, suggestedFullName, userCreateSchema, userUpdateBody, userValuesSchema, type UserCreateValues } from '../../../src/domain/people/user-form';
import { businessValuesSchema } from '../../../src/domain/people/business';
import { contactPhoneProblem, storedPhone } from '../../../src/domain/people/contact';

const BRANCH = '11111111-1111-4111-8111-111111111111';
const ROLE = '22222222-2222-4222-8222-222222222222';

const valid: UserCreateValues = {
  ...EMPTY_USER_VALUES,
  username: ' lea ',
  firstName: 'Léa',
  lastName: 'Tremblay',
  fullName: 'Léa Tremblay',
  email: 'lea@example.com',
  phone: '514 555 0199',
  branchIds: [BRANCH, BRANCH],
  roleIds: [ROLE],
  password: 'Desk2026!',
  confirmPassword: 'Desk2026!',
};

describe('the user form', () => {
  it('takes the spec’s fields, trimmed, each branch and role once', () => {
    const parsed = userCreateSchema.parse(valid);
    expect(parsed).toMatchObject({ username: 'lea', fullName: 'Léa Tremblay', branchIds: [BRANCH], roleIds: [ROLE], active: true });
  });

  it('starts empty and asks for what is required, at each field', () => {
    expect(problemsOf(userCreateSchema, EMPTY_USER_VALUES)).toEqual({
      username: { code: 'REQUIRED' },
      fullName: { code: 'REQUIRED' },
      branchIds: { code: 'REQUIRED' },
      roleIds: { code: 'REQUIRED' },
      password: { code: 'REQUIRED' },
      confirmPassword: { code: 'REQUIRED' },
    });
    expect(fieldProblemMessage({ code: 'REQUIRED' })).toBe('Please fill out this field');
  });

  it('says the password rule and the mismatch with the user form’s words', () => {
    expect(problemsOf(userCreateSchema, { ...valid, password: 'desk2026', confirmPassword: 'desk2026' })).toEqual({ password: { code: 'USER_PASSWORD_RULES' } });
    expect(problemsOf(userCreateSchema, { ...valid, confirmPassword: 'Desk2027!' })).toEqual({ confirmPassword: { code: 'USER_PASSWORD_CONFIRM_MISMATCH' } });
    expect(fieldProblemMessage({ code: 'USER_PASSWORD_RULES' })).toBe('Password must contain at least 1 uppercase, 1 lowercase, 1 symbol');
    expect(fieldProblemMessage({ code: 'USER_PASSWORD_CONFIRM_MISMATCH' })).toBe('Confirm Password not match password, please retype');
  });

  it('checks the email and phone shapes, both optional', () => {
    expect(problemsOf(userValuesSchema, { ...valid, email: 'lea@', phone: '+1 (514) 555-01' })).toEqual({ email: { code: 'EMAIL_INVALID' } });
    expect(problemsOf(userValuesSchema, { ...valid, email: '', phone: 'call me' })).toEqual({ phone: { code: 'PHONE_INVALID' } });
    expect(problemsOf(userValuesSchema, { ...valid, email: '', phone: '' })).toEqual({});
  });

  it('refuses ids that are not ids, and a password on an update', () => {
    expect(problemsOf(userUpdateBody, { ...valid, id: 'x', roleIds: ['admin'] })).toMatchObject({ id: { code: 'INVALID' }, 'roleIds.0': { code: 'INVALID' } });
    expect(userUpdateBody.parse({ ...valid, id: BRANCH })).not.toHaveProperty('password');
  });

  it('suggests the full name from the first and last names', () => {
    expect(suggestedFullName(' Léa ', 'Tremblay')).toBe('Léa Tremblay');
    expect(suggestedFullName('', 'Tremblay')).toBe('Tremblay');
  });
});

describe('contact details', () => {
  it('keeps a phone of 4 to 15 digits as its digits', () => {
    expect(contactPhoneProblem('(514) 555-0199')).toBeUndefined();
    expect(contactPhoneProblem('+84 28 3822 9999')).toBeUndefined();
    expect(contactPhoneProblem('123')).toEqual({ code: 'PHONE_INVALID' });
    expect(contactPhoneProblem('1234567890123456')).toEqual({ code: 'PHONE_INVALID' });
    expect(storedPhone(' (514) 555-0199 ')).toBe('5145550199');
    expect(storedPhone('  ')).toBeNull();
  });

  it('asks the business for its name and checks its contact', () => {
    expect(problemsOf(businessValuesSchema, { name: ' ', phone: '', email: 'x', address: '' })).toEqual({ name: { code: 'REQUIRED' }, email: { code: 'EMAIL_INVALID' } });
    expect(problemsOf(businessValuesSchema, { name: 'Birch & Bloom', phone: '', email: '', address: '' })).toEqual({});
  });
});
