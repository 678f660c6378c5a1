/**
 * Values a careless or hostile client may put in any field. JSON cannot carry NaN, Infinity or
 * 1e309 (they travel as null or as text), so those come as the text a client would send.
 */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export type OtherTenantIds = { tenantId: string; branchId: string; userId: string; bookingId: string; guestId: string; technicianId: string };

const controls = ['\u0000', 'a\u0000b', 'note\u0000', '\u0007bell', '\u001b[31mred', 'del\u007f', '\u0008back', 'c1\u0085'];
const surrogates = ['\ud800', 'x\udc00y', '\udfff', 'end\ud83d', '\ud83d\ud83d'];
const dates = ['2026-02-30', '2026-13-01', '2026-00-10', '2026-11-31', '0000-00-00', '0000-01-01', '10000-01-01', '1899-12-31', '2101-01-01', '2026-1-1', '20261121', '2026-11-21T10:00:00Z'];
const wallTimes = ['2026-02-30 10:00', '2026-13-01 10:00', '0000-00-00 00:00', '10000-01-01 10:00', '2026-11-21 24:00', '2026-11-21 10:60', '2026-11-21 25:61', '2026-11-21 99:99', '2026-11-21 9:5', '2026-11-21T10:00'];
const clockTimes = ['24:00', '10:60', '25:61', '99:99', '-1:00', '1:5', '10:00:00'];
const instants = ['0000-01-01T00:00:00Z', '10000-01-01T00:00:00Z', '2026-02-30T10:00:00Z', '2026-11-20T24:00:00Z', '1899-12-31T23:59:59Z', '2026-11-20T15:00:00+25:00'];
const numbersAsText = ['NaN', 'Infinity', '-Infinity', '1e309', '-0', '0x10', '1,5', ' 12 ', ''];
const blanks = ['', ' ', '   ', '\t', '\n\n', '\u00a0', '\u200b'];

/** Hostile values of every class; strings where a query, a path or a form field can only carry text. */
export function hostileValues(other: OtherTenantIds): Json[] {
  const huge = 'x'.repeat(70_000);
  const strings = [
    ...controls,
    ...surrogates,
    ...dates,
    ...wallTimes,
    ...clockTimes,
    ...instants,
    ...numbersAsText,
    ...blanks,
    huge,
    'é'.repeat(3000),
    '💅'.repeat(600),
    "'; DROP TABLE booking; --",
    '%00',
    '../../etc/passwd',
    '00000000-0000-0000-0000-000000000000',
    'FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF',
    'not-a-uuid',
    ...Object.values(other),
  ];
  const numbers = [-1, 0, 0.5, -0.01, 1.5, 2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER + 2, 1e20, -1e20, 1e300];
  const shapes: Json[] = [null, true, false, [], {}, [null], [1, 2], { a: 1 }, Array.from({ length: 2000 }, () => 'x'), Array.from({ length: 300 }, () => ({}))];
  return [...strings, ...numbers, ...shapes];
}

/** Keys a body should never be trusted with, each naming the other tenant. */
export function untrustedKeys(other: OtherTenantIds): Record<string, Json> {
  return { tenantId: other.tenantId, userId: other.userId, createdBy: other.userId, deviceId: other.branchId, branchId_: other.branchId };
}

/** Text as a query string or a path segment carries it; a lone surrogate has no UTF-8 form, so it goes as the bytes a careless client would send. */
export function urlText(value: Json): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  try {
    return encodeURIComponent(text);
  } catch {
    return Array.from(text, (ch) => {
      try {
        return encodeURIComponent(ch);
      } catch {
        return '%ED%A0%80';
      }
    }).join('');
  }
}

/** Text as a multipart field carries it. */
export function formText(value: Json): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}
