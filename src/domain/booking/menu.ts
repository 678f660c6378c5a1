/**
 * The scheduler's context menu and the update form's buttons, by status (spec part 1 §4).
 * The UI renders whatever these return, so the rules are tested here rather than in React.
 */
import { BookingStatus } from '../api';
import { canCancel, canCheckIn, canNoShow, canStart } from './status';

export const MenuAction = {
  UPDATE: 'UPDATE',
  DETAIL: 'DETAIL',
  MOVE_TO_CLIPBOARD: 'MOVE_TO_CLIPBOARD',
  PRINT_SLIP: 'PRINT_SLIP',
  RESEND_SMS: 'RESEND_SMS',
  CONFIRM: 'CONFIRM',
  CHECK_IN: 'CHECK_IN',
  CHECK_IN_GROUP: 'CHECK_IN_GROUP',
  START: 'START',
  START_GROUP: 'START_GROUP',
  BACK_TO_WAITING: 'BACK_TO_WAITING',
  BACK_TO_CHECK_IN: 'BACK_TO_CHECK_IN',
  CANCEL: 'CANCEL',
  CANCEL_GROUP: 'CANCEL_GROUP',
  NO_SHOW: 'NO_SHOW',
  NO_SHOW_GROUP: 'NO_SHOW_GROUP',
  HISTORY: 'HISTORY',
  PAYMENT: 'PAYMENT',
  PAYMENT_GROUP: 'PAYMENT_GROUP',
  PAYMENT_DETAIL: 'PAYMENT_DETAIL',
  CANCEL_BILL: 'CANCEL_BILL',
  PRINT_BILL: 'PRINT_BILL',
  TIP: 'TIP',
  TIP_EDIT: 'TIP_EDIT',
  ADD_TO_CART: 'ADD_TO_CART',
} as const;
export type MenuAction = (typeof MenuAction)[keyof typeof MenuAction];

export type MenuInput = {
  /** The guest whose card was opened. */
  status: BookingStatus;
  hasBill: boolean;
  /** Every guest of the booking, for the group variants. */
  bookingGuests: readonly { status: BookingStatus; billId?: string | null }[];
  confirmed: boolean;
  isToday: boolean;
  isPastDate: boolean;
  readOnly: boolean;
  /** BOOKING_CREATE: without it only the detail is offered. */
  canEdit: boolean;
  /** The guest's bill already has a tip ("bill has tips"). */
  alreadyTip?: boolean;
  /** Whoever may take payments (the bill endpoints' right). */
  canPay?: boolean;
  /** OLD_BILL_CANCEL. */
  canCancelBill?: boolean;
  /** APPOINTMENT_POS_ACTION: tips are POS actions. */
  canTip?: boolean;
  /** May make a cart and sell gift cards or products in it. */
  canCart?: boolean;
};

const count = (guests: MenuInput['bookingGuests'], pred: (s: BookingStatus) => boolean) =>
  guests.filter((g) => pred(g.status)).length;

/** A guest the payment form can take: in service and on no bill yet. */
export function isPayable(guest: { status: BookingStatus; billId?: string | null }): boolean {
  return guest.status === BookingStatus.PROCESSING && !guest.billId;
}

/** The menu for one card, in display order. A past date or a read-only day offers only detail. */
export function menuFor(input: MenuInput): MenuAction[] {
  const { status } = input;
  if (input.isPastDate || input.readOnly || !input.canEdit) return [MenuAction.DETAIL, MenuAction.HISTORY];
  const actions: MenuAction[] = [];
  const group = (pred: (s: BookingStatus) => boolean) => count(input.bookingGuests, pred) > 1;
  switch (status) {
    case BookingStatus.NEW:
    case BookingStatus.WAITING:
      actions.push(MenuAction.UPDATE, MenuAction.MOVE_TO_CLIPBOARD, MenuAction.PRINT_SLIP, MenuAction.RESEND_SMS);
      if (!input.confirmed || status === BookingStatus.NEW) actions.push(MenuAction.CONFIRM);
      if (canCheckIn(status)) actions.push(group(canCheckIn) ? MenuAction.CHECK_IN_GROUP : MenuAction.CHECK_IN);
      if (input.isToday && canStart(status)) actions.push(group(canStart) ? MenuAction.START_GROUP : MenuAction.START);
      actions.push(group(canCancel) ? MenuAction.CANCEL_GROUP : MenuAction.CANCEL);
      if (canNoShow(status)) actions.push(group(canNoShow) ? MenuAction.NO_SHOW_GROUP : MenuAction.NO_SHOW);
      break;
    case BookingStatus.CHECK_IN:
      actions.push(MenuAction.UPDATE, MenuAction.PRINT_SLIP, MenuAction.BACK_TO_WAITING);
      if (input.isToday) actions.push(MenuAction.START);
      actions.push(MenuAction.CANCEL);
      break;
    case BookingStatus.PROCESSING:
      actions.push(MenuAction.UPDATE, MenuAction.PRINT_SLIP);
      if (!input.hasBill) actions.push(MenuAction.BACK_TO_CHECK_IN);
      if (!input.hasBill && input.canPay) {
        const payable = input.bookingGuests.filter((g) => g.status === BookingStatus.PROCESSING && !g.billId).length;
        actions.push(payable > 1 ? MenuAction.PAYMENT_GROUP : MenuAction.PAYMENT);
      }
      if (!input.hasBill && input.canCart) actions.push(MenuAction.ADD_TO_CART);
      break;
    case BookingStatus.COMPLETED:
      actions.push(MenuAction.DETAIL);
      if (input.hasBill) {
        actions.push(MenuAction.PAYMENT_DETAIL);
        if (input.canCancelBill) actions.push(MenuAction.CANCEL_BILL);
        actions.push(MenuAction.PRINT_BILL);
        if (input.canTip) actions.push(input.alreadyTip ? MenuAction.TIP_EDIT : MenuAction.TIP);
      }
      break;
    default:
      actions.push(MenuAction.DETAIL);
  }
  actions.push(MenuAction.HISTORY);
  return actions;
}

export const FormButton = {
  SAVE: 'SAVE',
  CREATE_AND_CONTINUE: 'CREATE_AND_CONTINUE',
  START: 'START',
  CANCEL_BOOKING: 'CANCEL_BOOKING',
  NO_SHOW: 'NO_SHOW',
  DUPLICATE: 'DUPLICATE',
  PAYMENT: 'PAYMENT',
  PAYMENT_DETAIL: 'PAYMENT_DETAIL',
  CLOSE: 'CLOSE',
} as const;
export type FormButton = (typeof FormButton)[keyof typeof FormButton];

/** The booking form's buttons: a new booking, or an existing one by its status. */
export function formButtonsFor(input: {
  isNew: boolean;
  status: BookingStatus;
  isToday: boolean;
  /** Some guest is in service and on no bill: Payment. */
  hasPayable?: boolean;
  /** Some guest is on a bill: Payment detail ("continue payment" once a bill is linked). */
  hasBill?: boolean;
}): FormButton[] {
  if (input.isNew) {
    return input.isToday
      ? [FormButton.CREATE_AND_CONTINUE, FormButton.SAVE, FormButton.START, FormButton.CLOSE]
      : [FormButton.CREATE_AND_CONTINUE, FormButton.SAVE, FormButton.CLOSE];
  }
  switch (input.status) {
    case BookingStatus.NEW:
    case BookingStatus.WAITING:
    case BookingStatus.CHECK_IN:
      return [
        FormButton.SAVE,
        ...(input.isToday ? [FormButton.START] : []),
        FormButton.CANCEL_BOOKING,
        ...(canNoShow(input.status) ? [FormButton.NO_SHOW] : []),
        FormButton.DUPLICATE,
        FormButton.CLOSE,
      ];
    case BookingStatus.PROCESSING:
      return [
        FormButton.SAVE,
        ...(input.hasPayable ? [FormButton.PAYMENT] : []),
        ...(input.hasBill ? [FormButton.PAYMENT_DETAIL] : []),
        FormButton.DUPLICATE,
        FormButton.CLOSE,
      ];
    case BookingStatus.COMPLETED:
      return [...(input.hasBill ? [FormButton.PAYMENT_DETAIL] : []), FormButton.DUPLICATE, FormButton.CLOSE];
    case BookingStatus.NO_SHOW:
      return [FormButton.DUPLICATE, FormButton.CLOSE];
    default:
      return [FormButton.CLOSE];
  }
}
