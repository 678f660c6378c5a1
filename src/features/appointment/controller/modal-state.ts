/** Which window the appointment screen has open: one at a time, as the front desk works. */
import type { Booking, Guest } from '../../../domain/api';
import type { BoardCard } from '../board/board-types';

export type BillIntent = 'cancel' | 'print' | 'tip';

export type OpenWindow =
  | { kind: 'booking'; mode: 'create'; preset: { technicianId: string | null; startTime: string | null; walkIn?: boolean } | null }
  | { kind: 'booking'; mode: 'update' | 'clone'; booking: Booking; guests: Guest[] }
  | { kind: 'break'; technicianId: string; start: string }
  | { kind: 'duration'; card: BoardCard; duration: number }
  | { kind: 'history'; bookingId: string; code: string }
  /** The payment form for these guests of the booking. */
  | { kind: 'payment'; bookingId: string; guestIds: string[] }
  /** The booking's bills; `intent` starts an action on the guest's bill at once. */
  | { kind: 'paymentDetail'; bookingId: string; billId: string | null; intent: BillIntent | null }
  /** Add to cart for a guest of the booking; saving with "pay" goes on to the payment. */
  | { kind: 'cart'; bookingId: string; guestId: string }
  | null;
