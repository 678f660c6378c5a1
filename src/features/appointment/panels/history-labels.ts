/** Words for the booking history: the server's action names and the fields of editInfo. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { HistoryField } from './history-lines';

/** Keyed by the action strings the server stores (see the action log's ActionType). */
export const historyActionLabels: Readonly<Record<string, MessageDescriptor>> = {
  create: msg`Created`,
  update: msg`Updated`,
  delete: msg`Deleted`,
  cancel: msg`Cancelled`,
  'change status': msg`Status changed`,
  discard: msg`Refused change discarded`,
};

export const historyFieldLabels = {
  status: msg`Status`,
  technician: msg`Technician`,
  startTime: msg`Start`,
  endTime: msg`End`,
  duration: msg`Duration`,
  price: msg`Price`,
  name: msg`Name`,
  customer: msg`Customer`,
  guest: msg`Guest`,
  guests: msg`Guests`,
  service: msg`Service`,
  note: msg`Note`,
  bill: msg`Bill`,
  discount: msg`Discount`,
  tax: msg`Tax`,
  total: msg`Total`,
  active: msg`Active`,
  code: msg`Code`,
  phone: msg`Phone`,
  email: msg`Email`,
  color: msg`Colour`,
  password: msg`Password`,
} as const satisfies Record<HistoryField, MessageDescriptor>;
