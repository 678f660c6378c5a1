/**
 * Field rules shared by the catalogue forms (gift cards, products, checkout methods): the
 * browser shows them under the fields, the server refuses the same input with the same rule.
 * A problem is a code (plus its number); the UI translates it, the server words it in English.
 */
import type { PhoneSetting } from '../phone';
import { fieldProblemMessage, type FieldProblem } from '../schemas/problems';

export { fieldProblemMessage, type FieldProblem, type FieldProblems } from '../schemas/problems';

/** "field: message; field: message" for a refusal that names every field at fault. */
export function describeProblems(problems: Readonly<Record<string, FieldProblem | undefined>>): string {
  return Object.entries(problems)
    .filter((e): e is [string, FieldProblem] => e[1] !== undefined)
    .map(([field, problem]) => `${field}: ${fieldProblemMessage(problem)}`)
    .join('; ');
}

export function hasProblems(problems: Readonly<Record<string, FieldProblem | undefined>>): boolean {
  return Object.values(problems).some((p) => p !== undefined);
}

/** Characters people type inside a phone number besides its digits. */
const PHONE_PUNCTUATION = /[\s().+-]/g;

/** What is stored: the digits only. */
export function phoneDigits(phone: string): string {
  return phone.replace(PHONE_PUNCTUATION, '');
}

/**
 * An optional phone: empty is fine; anything but digits (and the usual punctuation) is
 * "Phone is invalid!"; a digit count other than the branch setting's asks for N digits.
 */
export function optionalPhoneProblem(phone: string, setting: PhoneSetting): FieldProblem | undefined {
  const digits = phoneDigits(phone.trim());
  if (digits === '') return undefined;
  if (!/^\d+$/.test(digits)) return { code: 'PHONE_INVALID' };
  if (digits.length !== setting.length) return { code: 'PHONE_LENGTH', length: setting.length };
  return undefined;
}

// Deliberately plain: one @, something on both sides, a dot in the domain, no spaces.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function optionalEmailProblem(email: string): FieldProblem | undefined {
  const value = email.trim();
  if (value === '') return undefined;
  if (value.length > 200) return { code: 'TOO_LONG', max: 200 };
  return EMAIL.test(value) ? undefined : { code: 'EMAIL_INVALID' };
}

export function requiredTextProblem(text: string, max: number): FieldProblem | undefined {
  const value = text.trim();
  if (value === '') return { code: 'REQUIRED' };
  return value.length > max ? { code: 'TOO_LONG', max } : undefined;
}

export function optionalTextProblem(text: string, max: number): FieldProblem | undefined {
  return text.trim().length > max ? { code: 'TOO_LONG', max } : undefined;
}

/** Largest catalogue price or value: a typo guard ($100,000.00), not a business limit. */
export const MAX_CATALOGUE_CENTS = 10_000_000;

/** A required amount in cents; `positive` refuses 0. */
export function requiredCentsProblem(cents: number | null, options: { positive?: boolean } = {}): FieldProblem | undefined {
  if (cents === null || !Number.isFinite(cents)) return { code: 'REQUIRED' };
  if (!Number.isInteger(cents) || cents < 0) return { code: 'REQUIRED' };
  if (options.positive && cents === 0) return { code: 'MUST_BE_POSITIVE' };
  return cents > MAX_CATALOGUE_CENTS ? { code: 'AMOUNT_TOO_LARGE' } : undefined;
}
