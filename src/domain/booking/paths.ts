/**
 * REST paths of the appointment screen's changes (spec part 1 §7). The tablet sends the same
 * changes as sync mutations; these serve online callers and keep the spec's paths.
 */
export const BookingWritePath = {
  CREATE: '/api/booking/create-with-customer',
  CREATE_HISTORY: '/api/booking/create-history-with-customer',
  /** Save, then start (every waiting or checked-in guest goes to Processing). */
  CREATE_START: '/api/booking/create-with-customer-start',
  UPDATE: '/api/booking/update-booking',
  UPDATE_HISTORY: '/api/booking/update-booking-history',
  /** Every guest of the booking that can take the status. */
  UPDATE_STATUS: '/api/booking/update-status',
  /** One guest (guestId) or several (guests). */
  UPDATE_STATUS_GUEST: '/api/booking/update-status-guest',
  BACK_STATUS: '/api/booking/back-status',
  /** GET ?guestId */
  MOVE_TO_CLIPBOARD: '/api/booking/move-guest-to-clipboard',
  MOVE_TO_DASHBOARD: '/api/booking/move-guest-to-dashboard',
  CONFIRM: '/api/booking/confirm-booking',
  UPDATE_SEGMENT: '/api/booking/update-segment',
} as const;

export const TimesheetPath = {
  BREAK_TIME: '/api/timesheet/break-time-dashboard',
  UNBREAK: '/api/timesheet/un-break',
} as const;
