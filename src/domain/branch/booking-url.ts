/**
 * The branch's public booking address, which its printed QR code holds. Issue 17 builds the
 * page; the address must not change after codes are printed, so it is only origin and code.
 */
export const PUBLIC_BOOKING_PREFIX = '/book/';

export function publicBookingUrl(origin: string, branchCode: string): string {
  return `${origin.replace(/\/+$/, '')}${PUBLIC_BOOKING_PREFIX}${encodeURIComponent(branchCode)}`;
}
