/** Branch phone settings: a mask of zeros (one per digit) and the digit count. */
export type PhoneSetting = { pattern: string; length: number };

export const DEFAULT_PHONE_SETTING: PhoneSetting = { pattern: '000 000 0000', length: 10 };

/** Regional area codes: a search starting with one of them needs a fourth character. */
export const REGIONAL_PREFIXES = [
  '226', '289', '343', '416', '519', '613', '647', '705', '807', '905',
] as const;

/** A mask staff can choose: a 0 per digit (4 to 15 of them) and spaces, brackets, dots, dashes or a plus between. */
export function isPhonePattern(pattern: string): boolean {
  const digits = (pattern.match(/0/g) ?? []).length;
  return /^[0\s().+-]+$/.test(pattern) && digits >= 4 && digits <= 15;
}

export function phoneSettingFromPattern(pattern: string): PhoneSetting {
  const length = (pattern.match(/0/g) ?? []).length;
  return { pattern, length: length || DEFAULT_PHONE_SETTING.length };
}

/** What is sent to the server: spaces stripped (the spec), nothing else changed. */
export function stripPhone(phone: string): string {
  return phone.replace(/\s+/g, '');
}

/** A phone matches the branch pattern when, spaces stripped, it has exactly its digit count. */
export function isValidPhone(phone: string, setting: PhoneSetting): boolean {
  const stripped = stripPhone(phone);
  return /^\d+$/.test(stripped) && stripped.length === setting.length;
}

/** Shows digits through the mask: "4165550100" with "000 000 0000" gives "416 555 0100". */
export function formatPhone(phone: string, setting: PhoneSetting): string {
  const digits = stripPhone(phone);
  if (!/^\d+$/.test(digits)) return phone;
  let out = '';
  let i = 0;
  for (const ch of setting.pattern) {
    if (i >= digits.length) break;
    if (ch === '0') out += digits[i++];
    else out += ch;
  }
  return out + digits.slice(i);
}

/** Booking search: 3 characters, or 4 when the first three are a regional prefix. */
export function minSearchLength(query: string): number {
  const q = query.trim();
  return REGIONAL_PREFIXES.some((p) => q.startsWith(p)) ? 4 : 3;
}

export function isSearchable(query: string): boolean {
  return query.trim().length >= minSearchLength(query);
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
