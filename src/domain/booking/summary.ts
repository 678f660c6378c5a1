/**
 * Plain English for a board change, kept in the action log when staff discard a refused one
 * (the screens use translated describers; the log is the server's record, in one language).
 */
import type { BoardMutation } from './apply';
import { MutationName } from '../sync-protocol';
import { formatMoney } from '../money';

const hm = (dateTime: string) => dateTime.slice(11, 16);

export function summarizeBoardMutation(m: Exclude<BoardMutation, { name: typeof MutationName.POS_ACTION_CREATE | typeof MutationName.SYNC_DISCARD }>): string {
  switch (m.name) {
    case MutationName.BOOKING_CREATE:
    case MutationName.BOOKING_UPDATE: {
      const a = m.args;
      const verb = m.name === MutationName.BOOKING_CREATE ? 'Booking' : 'Booking update';
      return `${verb} ${a.code} for ${a.customer.name} at ${a.startTime} (${a.guests.length} guest(s))${a.clipboard ? ', on the clipboard' : ''}`;
    }
    case MutationName.BOOKING_STATUS:
      return `Status ${m.args.status} for ${m.args.guestIds.length} guest(s) of booking ${m.args.bookingId}`;
    case MutationName.BOOKING_BACK_STATUS:
      return `Back status of guest ${m.args.guestId}`;
    case MutationName.BOOKING_CONFIRM:
      return `${m.args.confirm ? 'Confirm' : 'Unconfirm'} booking ${m.args.id}`;
    case MutationName.GUEST_TO_CLIPBOARD:
      return `Move guest ${m.args.guestId} to the clipboard`;
    case MutationName.GUEST_TO_DASHBOARD:
      return `Move guest ${m.args.guestId} from the clipboard to ${m.args.startTime}`;
    case MutationName.SEGMENT_UPDATE:
      return `Move service ${m.args.id} to ${m.args.startTime}, ${m.args.duration} min, ${formatMoney(m.args.price)}`;
    case MutationName.BREAK_CREATE:
      return `Break ${m.args.date} ${hm(m.args.startTimeOff)}–${hm(m.args.endTimeOff)}`;
    case MutationName.BREAK_REMOVE:
      return `Remove break ${m.args.technicianWorkingId}`;
    case MutationName.BILL_CREATE:
      return `Bill ${m.args.code} of ${formatMoney(m.args.expected.total)} at ${m.args.actionTime} (${m.args.guestIds.length} guest(s))`;
    case MutationName.BILL_CANCEL:
      return `Cancel bill ${m.args.billId}`;
    case MutationName.TIP_SAVE:
      return `Tip ${m.args.code} of ${formatMoney(m.args.value)} on bill ${m.args.billId}`;
    case MutationName.TIP_DELETE:
      return `Delete tip ${m.args.id} of bill ${m.args.billId}`;
    case MutationName.CART_SAVE:
      return `Cart ${m.args.code} for ${m.args.customer.name || m.args.customer.phone} (${m.args.items.length} item(s))`;
    case MutationName.CART_CANCEL:
      return `Cancel cart ${m.args.id}`;
    case MutationName.DAY_CLOSE:
      return `${m.args.correctsId ? 'Correction of the close' : 'Close'} of ${m.args.date}: counted ${formatMoney(m.args.counted)}, expected ${formatMoney(m.args.expected)}`;
    case MutationName.TIP_PAYOUT:
      return `Tip payout ${m.args.code} of ${formatMoney(m.args.value)} at ${m.args.actionTime} to technician ${m.args.technicianId}`;
    case MutationName.CLOCK_IN:
      return `Clock-in of technician ${m.args.technicianId} at ${m.args.clockedInAt}`;
    case MutationName.TURN_MOVE:
      return `Move technician ${m.args.technicianId} ${m.args.direction === 'UP' ? 'up' : 'down'} the turn list: ${m.args.note}`;
    case MutationName.SERIES_UPDATE:
      return `Booking update ${m.args.booking.code} for ${m.args.booking.customer.name} at ${m.args.booking.startTime}, and the following bookings of its series`;
    case MutationName.SERIES_CANCEL:
      return `Cancel booking ${m.args.bookingId} at ${m.args.from} and the following bookings of its series`;
  }
}
