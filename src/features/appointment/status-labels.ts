import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BookingStatus } from '../../domain/api';

export const statusLabels = {
  New: msg`New`,
  Waiting: msg`Waiting`,
  CheckIn: msg`Check-in`,
  Processing: msg`Processing`,
  Completed: msg`Completed`,
  Cancel: msg`Cancelled`,
  NoShow: msg`No-show`,
} as const satisfies Record<BookingStatus, MessageDescriptor>;
