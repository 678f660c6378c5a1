/** What the appointment screen gives the booking form, and what it gets back. */
import type { BranchSummary } from '../../domain/api';
import type { DayHours } from '../../domain/scheduler/working-hours';
import type { BoardDay } from './form-day';
import type { PhoneSetting } from '../../domain/phone';
import type { ExistingSource } from './initial-form-state';
import type { BookingSubmitArgs } from './save-input';

/** `refused`: a booking change the server refused, opened from Needs attention to fix and queue again. */
export type BookingFormMode = 'create' | 'update' | 'clone' | 'refused';

/** SAVE and CREATE_AND_CONTINUE queue a create or an update; START also sets Processing. */
export type BookingFormAction = 'SAVE' | 'CREATE_AND_CONTINUE' | 'START';

export type BookingFormModalProps = {
  mode: BookingFormMode;
  branch: BranchSummary;
  phone: PhoneSetting;
  /** The day the form opens on (the board's, or the booking's), today and now's minute, on the branch wall clock. */
  date: string;
  today: string;
  nowMinute: number;
  /**
   * The board's day as it shows (hours, technicians with their services and gender, pending
   * changes included) when the form is opened from the board. Another date in the form uses
   * that day's stored copy instead, fetched when online.
   */
  board: BoardDay | null;
  /** The branch's opening hours, for a day this tablet knows nothing of. */
  fallbackHours: DayHours;
  /** The booking to update, duplicate or fix (a Booking, the detail's richer booking, or a refused change's). */
  existing: ExistingSource | null;
  /** A new booking from a board cell: its technician and "HH:mm" or "YYYY-MM-DD HH:mm". */
  /** `walkIn`: opened from the turn list for a customer who walked in. */
  preset: { technicianId: string | null; startTime: string | null; walkIn?: boolean } | null;
  /** BOOKING_ADMIN: may change the date of a booking with a completed guest. */
  canAdmin: boolean;
  online: boolean;
  /**
   * Queues the booking (works offline). Resolve when queued: the form then closes, or for
   * CREATE_AND_CONTINUE clears itself for the next booking at the same time. Reject to keep
   * the form open with the error shown.
   */
  onSubmit: (action: BookingFormAction, args: BookingSubmitArgs) => Promise<void>;
  /** Cancel booking / No-show: the parent confirms and queues the status change. */
  onStatus: (status: 'Cancel' | 'NoShow') => void;
  onDuplicate: () => void;
  onHistory: () => void;
  /** Take a payment for the guests in service (absent: no payment right). */
  onPayment?: () => void;
  /** The booking's bills. */
  onPaymentDetail?: () => void;
  onClose: () => void;
  /**
   * Recurring bookings, with the branch's time zone (a series keeps its wall-clock time across
   * clock changes). Absent: the form offers no Repeat and no "this and the following".
   */
  series?: { timeZone: string };
};
