/** Translated names of money-record types, shared by the form, the drawer and the receipt. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PosActionType } from '../../domain/pos';

export const transactionTypeLabels = {
  IN: msg`Pay-in`,
  OUT: msg`Pay-out`,
  TIP: msg`Tip`,
  PAYMENT: msg`Payment`,
  TIP_PAYOUT: msg`Tip payout`,
} as const satisfies Record<PosActionType | 'PAYMENT', MessageDescriptor>;
