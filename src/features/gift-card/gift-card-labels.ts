import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { NotificationChannel, NotificationStatus } from '../../domain/catalogue/paths';

export const notificationStatusLabels = {
  PENDING: msg`Waiting to be sent`,
  SENT: msg`Sent`,
  FAILED: msg`Failed`,
  CANCELLED: msg`Not sent: no longer needed`,
} as const satisfies Record<NotificationStatus, MessageDescriptor>;

export const notificationStatusColor = { PENDING: 'yellow', SENT: 'green', FAILED: 'red', CANCELLED: 'gray' } as const satisfies Record<NotificationStatus, string>;

export const channelLabels = {
  EMAIL: msg`Email`,
  SMS: msg`SMS`,
} as const satisfies Record<NotificationChannel, MessageDescriptor>;

export const giftCardActionLabels = {
  SELL: msg`Sold`,
  USE: msg`Used on a bill`,
  REFUND: msg`Given back`,
} as const satisfies Record<'SELL' | 'USE' | 'REFUND', MessageDescriptor>;
