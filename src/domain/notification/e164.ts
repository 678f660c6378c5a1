/**
 * A phone number as SMS gateways take it (E.164, "+" and the country code). The salon's
 * numbers are North American: 10 digits get +1; 11 digits starting with 1 already carry it.
 * A number written with its own "+" is kept as written.
 */
const E164 = /^\+[1-9]\d{7,14}$/;

/** The E.164 form, or null when the number cannot be one. */
export function toE164(phone: string): string | null {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) return E164.test(`+${digits}`) ? `+${digits}` : null;
  if (digits.length === 10 && !digits.startsWith('0') && !digits.startsWith('1')) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  return null;
}
