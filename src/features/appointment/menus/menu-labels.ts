import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MenuAction } from '../../../domain/booking/menu';

export const menuActionLabels = {
  UPDATE: msg`Update`,
  DETAIL: msg`Detail`,
  MOVE_TO_CLIPBOARD: msg`Move to clipboard`,
  PRINT_SLIP: msg`Print slip`,
  RESEND_SMS: msg`Resend SMS`,
  CONFIRM: msg`Confirm`,
  CHECK_IN: msg`Check-in`,
  CHECK_IN_GROUP: msg`Check-in all guests`,
  START: msg({ message: 'Start', context: 'action' }),
  START_GROUP: msg`Start all guests`,
  BACK_TO_WAITING: msg`Back to waiting`,
  BACK_TO_CHECK_IN: msg`Back to check-in`,
  CANCEL: msg`Cancel`,
  CANCEL_GROUP: msg`Cancel all guests`,
  NO_SHOW: msg`No-show`,
  NO_SHOW_GROUP: msg`No-show all guests`,
  HISTORY: msg`History`,
  PAYMENT: msg`Payment`,
  PAYMENT_GROUP: msg`Payment for all guests`,
  PAYMENT_DETAIL: msg`Payment detail`,
  CANCEL_BILL: msg`Cancel bill`,
  PRINT_BILL: msg`Print bill`,
  TIP: msg`Add tip`,
  TIP_EDIT: msg`Bill has tips: distribute`,
  ADD_TO_CART: msg`Add to cart`,
} as const satisfies Record<MenuAction, MessageDescriptor>;
