/**
 * Booking search rules (spec part 1 §5), shared by the search box and the server so both
 * refuse the same queries. The prefix rule lives in ../phone; this is the booking-facing name.
 */
import { isSearchable, REGIONAL_PREFIXES } from '../phone';

export { REGIONAL_PREFIXES };

/**
 * At least 3 characters, or 4 when the first three are a regional area code: "416" alone
 * would match a large share of the customers.
 */
export function isSearchableQuery(query: string): boolean {
  return isSearchable(query);
}

// Characters people type inside a phone number; anything else means the query is not a phone.
const PHONE_PUNCTUATION = /[\s().+-]/g;

/**
 * The digits to look for in stored phones (digits only), or null when the query is not a
 * phone number, so "ANN 1" never matches every phone containing a 1.
 */
export function phoneQueryDigits(query: string): string | null {
  const digits = query.replace(PHONE_PUNCTUATION, '');
  return /^\d+$/.test(digits) ? digits : null;
}
