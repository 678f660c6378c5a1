/** The spec's status colours, as Mantine colour names. */
import { BookingStatus, type Booking } from '../../domain/api';

/**
 * Waiting is yellow, or orange while an online booking is still unconfirmed. New (an
 * unconfirmed booking waiting on the clipboard) shares that orange: both ask for a confirm.
 */
export function statusColor(status: BookingStatus, booking: Pick<Booking, 'type' | 'confirm'>): string {
  switch (status) {
    case BookingStatus.NEW:
      return 'orange';
    case BookingStatus.WAITING:
      return booking.type === 'TYPE_BOOKING_ONLINE' && !booking.confirm ? 'orange' : 'yellow';
    case BookingStatus.CHECK_IN:
      return 'grape';
    case BookingStatus.PROCESSING:
      return 'blue';
    case BookingStatus.COMPLETED:
      return 'green';
    case BookingStatus.CANCEL:
    case BookingStatus.NO_SHOW:
      return 'gray';
  }
}

/** Cancelled and no-show guests are not on the schedule. */
export function isOnSchedule(status: BookingStatus): boolean {
  return status !== BookingStatus.CANCEL && status !== BookingStatus.NO_SHOW;
}

/** The clipboard badge counts guests still waiting to be placed. */
export function isWaitingOnClipboard(status: BookingStatus): boolean {
  return status === BookingStatus.WAITING || status === BookingStatus.NEW;
}
