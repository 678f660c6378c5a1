/**
 * How the business and its users are reached: a phone and an email, both optional. A user or
 * a business is not tied to one branch's phone format, so a phone is any number of 4 to 15
 * digits (E.164's longest) with the usual punctuation; it is kept as its digits.
 */
import { optionalEmailProblem, phoneDigits } from '../catalogue/form-rules';
import { Problem, type FieldProblem } from '../schemas/problems';
import { ruleCheck } from '../schemas/rules';
import { text } from '../schemas/text';

export const CONTACT_MAX = { phone: 30, email: 200, address: 300 } as const;

export function contactPhoneProblem(phone: string): FieldProblem | undefined {
  const digits = phoneDigits(phone.trim());
  if (digits === '') return undefined;
  return /^\d{4,15}$/.test(digits) ? undefined : { code: Problem.PHONE_INVALID };
}

/** An optional phone, "" when left empty. */
/* @__NO_SIDE_EFFECTS__ */
export function contactPhone() {
  return text({ max: CONTACT_MAX.phone }).check(ruleCheck(contactPhoneProblem));
}

/** An optional email, "" when left empty. */
/* @__NO_SIDE_EFFECTS__ */
export function contactEmail() {
  return text({ max: CONTACT_MAX.email }).check(ruleCheck(optionalEmailProblem));
}

/** What is stored of a phone: its digits, or null when there is none. */
export function storedPhone(phone: string): string | null {
  const digits = phoneDigits(phone.trim());
  return digits === '' ? null : digits;
}

/** What is stored of an optional text: trimmed, or null when empty. */
export function storedText(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}
