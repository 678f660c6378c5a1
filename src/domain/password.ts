/**
 * The spec's two password rules (part 2 §5), each with its own words. The reset-password form
 * (a user changing their own, and the owner's at first run) needs a digit, a lowercase and an
 * uppercase letter; the user form (an admin creating a user or setting a user's password)
 * needs an uppercase, a lowercase and a symbol. Sign-in checks neither: a password set under
 * one rule stays good, and the next change is held to the rule of the form it is made in.
 */
import { ErrorCode } from './errors';
import { Problem, refusedAs } from './schemas/problems';
import { text } from './schemas/text';
import { z } from './schemas/zod';

/** Reset-password rule: a digit, a lowercase and an uppercase letter. */
export function meetsPasswordRules(password: string): boolean {
  return /\d/.test(password) && /[a-z]/.test(password) && /[A-Z]/.test(password);
}

/** A symbol: neither a letter nor a digit nor a space, in any script ("!", "#", "€", "-"). */
const SYMBOL = /[^\p{L}\p{N}\s]/u;

/** User-form rule: an uppercase and a lowercase letter, and a symbol. */
export function meetsUserPasswordRules(password: string): boolean {
  return /\p{Lu}/u.test(password) && /\p{Ll}/u.test(password) && SYMBOL.test(password);
}

/** A password as typed: spaces kept, control characters refused like any text. */
/* @__NO_SIDE_EFFECTS__ */
export function typedPassword() {
  return text({ min: 1, max: 200, raw: true });
}

/** A password being chosen: the same rule and words as the reset-password form. */
/* @__NO_SIDE_EFFECTS__ */
export function newPassword() {
  return typedPassword().check(z.refine(meetsPasswordRules, refusedAs(Problem.PASSWORD_RULES)));
}

/** A password an admin gives a user in the user form. */
/* @__NO_SIDE_EFFECTS__ */
export function userFormPassword() {
  return typedPassword().check(z.refine(meetsUserPasswordRules, refusedAs(Problem.USER_PASSWORD_RULES)));
}

/** A form's new password and its confirmation must match (refine the form's object with both). */
export function passwordsMatch(values: { password: string; confirmPassword: string }): boolean {
  return values.password === values.confirmPassword;
}

/** The mismatch is told at the confirmation, as the reset-password form tells it. */
export const PASSWORDS_DIFFER = { ...refusedAs(Problem.PASSWORD_CONFIRM_MISMATCH), path: ['confirmPassword'] };

/** The user form's mismatch, in its own words, at the confirmation. */
export const USER_PASSWORDS_DIFFER = { ...refusedAs(Problem.USER_PASSWORD_CONFIRM_MISMATCH), path: ['confirmPassword'] };

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
