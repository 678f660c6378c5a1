import { ErrorCode } from './errors';

/** Reset-password rule: a digit, a lowercase and an uppercase letter. */
export function meetsPasswordRules(password: string): boolean {
  return /\d/.test(password) && /[a-z]/.test(password) && /[A-Z]/.test(password);
}

export type PasswordChange = { oldPassword: string; password: string; confirmPassword: string };

/** Field errors of the reset-password form, as error codes; empty when valid. */
export function validatePasswordChange(input: PasswordChange): Partial<
  Record<keyof PasswordChange, ErrorCode>
> {
  const errors: Partial<Record<keyof PasswordChange, ErrorCode>> = {};
  if (!input.oldPassword) errors.oldPassword = ErrorCode.VALIDATION;
  if (!meetsPasswordRules(input.password)) errors.password = ErrorCode.PASSWORD_RULES;
  if (!meetsPasswordRules(input.confirmPassword)) errors.confirmPassword = ErrorCode.PASSWORD_RULES;
  else if (input.confirmPassword !== input.password)
    errors.confirmPassword = ErrorCode.PASSWORD_CONFIRM_MISMATCH;
  return errors;
}
