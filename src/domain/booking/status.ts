/**
 * The booking and guest status machine (spec part 1 §4): which change each status allows,
 * what a booking's own status is from its guests, and the progress circle.
 * Pure: `today` and the minute of `now` on the branch wall clock come from the caller.
 */
import { BookingStatus } from '../api';
import { ErrorCode } from '../errors';
import type { IsoDate } from '../time';

const { NEW, WAITING, CHECK_IN, PROCESSING, COMPLETED, CANCEL, NO_SHOW } = BookingStatus;

/** Completed, cancelled and no-show guests are read-only (spec §4 Transitions). */
export function isGuestReadOnly(status: BookingStatus): boolean {
  return status === COMPLETED || status === CANCEL || status === NO_SHOW;
}

/** Completed and Processing guests cannot be cancelled. */
export function canCancel(status: BookingStatus): boolean {
  return status === NEW || status === WAITING || status === CHECK_IN;
}

export function canNoShow(status: BookingStatus): boolean {
  return status === NEW || status === WAITING;
}

export function canCheckIn(status: BookingStatus): boolean {
  return status === WAITING;
}

/** Only guests still waiting to be served can wait on the clipboard. */
export function canWaitOnClipboard(status: BookingStatus): boolean {
  return status === NEW || status === WAITING || status === CHECK_IN;
}

export function canStart(status: BookingStatus): boolean {
  return status === WAITING || status === CHECK_IN;
}

/** Back to waiting from CheckIn; back to check-in from Processing while no bill is linked. */
export function backStatusOf(status: BookingStatus, hasBill: boolean): BookingStatus | null {
  if (status === CHECK_IN) return WAITING;
  if (status === PROCESSING && !hasBill) return CHECK_IN;
  return null;
}

export type StatusChangeInput = {
  from: BookingStatus;
  to: BookingStatus;
  /** The booking's date and today, both in the branch zone. */
  date: IsoDate;
  today: IsoDate;
  /** Minutes after 00:00 of now and of the schedule's first hour, branch wall clock. */
  nowMinute: number;
  dayStartMinute: number;
};

/** Why a guest may not go from `from` to `to`, or null when it may. */
export function statusChangeRefusal(input: StatusChangeInput): ErrorCode | null {
  const { from, to } = input;
  if (from === to) return null;
  switch (to) {
    case CANCEL:
      return canCancel(from) ? null : ErrorCode.STATUS_NOT_ALLOWED;
    case NO_SHOW:
      return canNoShow(from) ? null : ErrorCode.STATUS_NOT_ALLOWED;
    case CHECK_IN:
      return canCheckIn(from) ? null : ErrorCode.STATUS_NOT_ALLOWED;
    case PROCESSING:
      if (!canStart(from)) return ErrorCode.STATUS_NOT_ALLOWED;
      // Start only on today's date, and not before the schedule opens.
      if (input.date !== input.today || input.nowMinute < input.dayStartMinute) return ErrorCode.ACTION_NOT_NOW;
      return null;
    default:
      return ErrorCode.STATUS_NOT_ALLOWED;
  }
}

/** A guest added to a booking that started before today is already being served. */
export function statusForNewGuest(bookingDate: IsoDate, today: IsoDate): BookingStatus {
  return bookingDate < today ? PROCESSING : WAITING;
}

// Most active first: the booking shows the furthest-from-done guest still on the schedule.
const ACTIVE_ORDER: readonly BookingStatus[] = [NEW, WAITING, CHECK_IN, PROCESSING];

/** A booking's own status from its guests' statuses. */
export function bookingStatusOf(guests: readonly BookingStatus[]): BookingStatus {
  for (const s of ACTIVE_ORDER) if (guests.includes(s)) return s;
  if (guests.includes(COMPLETED)) return COMPLETED;
  if (guests.includes(NO_SHOW)) return NO_SHOW;
  return CANCEL;
}

/** The progress circle: 25/50/75/100 for waiting/check-in/processing/complete. */
export function progressOf(status: BookingStatus): number | null {
  switch (status) {
    case WAITING:
      return 25;
    case CHECK_IN:
      return 50;
    case PROCESSING:
      return 75;
    case COMPLETED:
      return 100;
    default:
      return null;
  }
}
