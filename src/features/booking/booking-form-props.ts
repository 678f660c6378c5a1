/** What the appointment screen gives the booking form, and what it gets back. */
import type { BranchSummary, DayConfigResult, ScheduleTechnician } from '../../domain/api';
import type { PhoneSetting } from '../../domain/phone';
import type { ExistingSource } from './initial-form-state';
import type { BookingSubmitArgs } from './save-input';

export type BookingFormMode = 'create' | 'update' | 'clone';

/** SAVE and CREATE_AND_CONTINUE queue a create or an update; START also sets Processing. */
export type BookingFormAction = 'SAVE' | 'CREATE_AND_CONTINUE' | 'START';

export type BookingFormModalProps = {
  mode: BookingFormMode;
  branch: BranchSummary;
  phone: PhoneSetting;
  /** The board's day, today and now's minute, on the branch wall clock. */
  date: string;
  today: string;
  nowMinute: number;
  config: Pick<DayConfigResult, 'startTime' | 'endTime' | 'workingOverTime'>;
  /** The day's technicians, with their services and gender. */
  technicians: ScheduleTechnician[];
  /** The booking to update or duplicate (a Booking or the detail's richer booking). */
  existing: ExistingSource | null;
  /** A new booking from a board cell: its technician and "HH:mm" or "YYYY-MM-DD HH:mm". */
  preset: { technicianId: string | null; startTime: string | null } | null;
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
};
