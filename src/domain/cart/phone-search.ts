/**
 * The cart's customer phone search (spec part 2 §5 Cart, §9): the phone must have the branch
 * setting's digit count before the search answers; a single full match is taken at once; no
 * match means a new customer with that phone; several let staff choose.
 */
import { stripPhone, type PhoneSetting } from '../phone';

/** Phone search debounce in the cart flow (spec part 2 §9). */
export const CART_PHONE_SEARCH_DEBOUNCE_MS = 500;

export type PhoneMatch = { id: string; name: string; phone: string; email: string | null };

export type PhoneSearchOutcome =
  | { kind: 'incomplete'; digits: number }
  | { kind: 'match'; customer: PhoneMatch }
  | { kind: 'choose'; customers: PhoneMatch[] }
  | { kind: 'new'; phone: string };

/** Whether the typed phone is complete enough to ask the server. */
export function phoneReady(phone: string, setting: PhoneSetting): boolean {
  const digits = stripPhone(phone);
  return /^\d+$/.test(digits) && digits.length === setting.length;
}

export function phoneSearchOutcome(input: { phone: string; setting: PhoneSetting; found: readonly PhoneMatch[] }): PhoneSearchOutcome {
  const phone = stripPhone(input.phone);
  if (!phoneReady(phone, input.setting)) return { kind: 'incomplete', digits: input.setting.length };
  const full = input.found.filter((c) => stripPhone(c.phone) === phone);
  if (full.length === 1 && full[0]) return { kind: 'match', customer: full[0] };
  if (input.found.length === 0) return { kind: 'new', phone };
  return { kind: 'choose', customers: [...input.found] };
}
