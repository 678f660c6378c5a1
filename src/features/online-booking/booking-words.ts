/**
 * Words of the booking page that depend on data: a refusal's message (the page's own, so the
 * back office's error table and its data layer stay out of this chunk) and a day's name.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ErrorCode } from '../../domain/errors';
import { PublicApiError } from './public-api';

export function refusalText(error: unknown, i18n: I18n, branchPhone: string | null): string {
  const code = error instanceof PublicApiError ? error.code : ('SERVER_ERROR' satisfies ErrorCode);
  const phone = branchPhone ?? '';
  switch (code) {
    case null:
      return i18n._(msg`You are offline. Check the connection and try again.`);
    case 'ONLINE_SLOT_TAKEN' satisfies ErrorCode:
      return i18n._(msg`That time was just taken — here are the times still free.`);
    case 'ONLINE_BOOKING_LIMIT' satisfies ErrorCode:
      return phone
        ? i18n._(msg`Too many bookings from this phone today. Please call the salon at ${phone}.`)
        : i18n._(msg`Too many bookings from this phone today. Please call the salon.`);
    case 'NOT_FOUND' satisfies ErrorCode:
      return i18n._(msg`No salon takes online bookings at this address. Please check the link or call the salon.`);
    case 'PHONE_INVALID' satisfies ErrorCode:
      return i18n._(msg`Please enter a valid phone number.`);
    case 'VALIDATION' satisfies ErrorCode:
    case 'BOOKING_INVALID' satisfies ErrorCode:
      return i18n._(msg`Some details are not valid. Please check them and try again.`);
    default:
      return i18n._(msg`Something went wrong. Please try again, or call the salon.`);
  }
}

/** "Saturday, November 21" in the page's language, for a YYYY-MM-DD of the branch calendar. */
export function dayName(date: string, language: string): string {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(language, { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d)));
}
