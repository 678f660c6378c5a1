/**
 * What may be changed (spec part 1 §4): Completed, NoShow and Cancel bookings are read-only,
 * and so are guests in those statuses; the main guest follows the same rule.
 */
import { BookingStatus } from '../../domain/api';
import type { BookingFormState, FormGuest } from './form-model';
import { isGuestLocked } from './form-edits';

const READ_ONLY_BOOKING: readonly BookingStatus[] = [BookingStatus.COMPLETED, BookingStatus.NO_SHOW, BookingStatus.CANCEL];

/** `status` is null for a booking not saved yet. */
export function isFormReadOnly(status: BookingStatus | null): boolean {
  return status !== null && READ_ONLY_BOOKING.includes(status);
}

export function isGuestReadOnlyInForm(formReadOnly: boolean, guest: Pick<FormGuest, 'status'>): boolean {
  return formReadOnly || isGuestLocked(guest);
}

export function hasCompletedGuest(state: Pick<BookingFormState, 'guests'>): boolean {
  return state.guests.some((g) => g.status === BookingStatus.COMPLETED);
}

/** Price and minutes of the guests still on the schedule. */
export function formTotals(state: Pick<BookingFormState, 'guests'>): { price: number; minutes: number } {
  let price = 0;
  let minutes = 0;
  for (const g of state.guests) {
    if (g.status === BookingStatus.CANCEL || g.status === BookingStatus.NO_SHOW) continue;
    for (const line of g.lines) {
      price += line.price ?? 0;
      minutes += line.duration ?? 0;
    }
  }
  return { price, minutes };
}
