/** Translated cart statuses and their badge colours. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CartStatus } from '../../domain/cart/status';

export const cartStatusLabels = {
  New: msg({ message: 'New', context: 'cart status' }),
  Paid: msg({ message: 'Paid', context: 'cart status' }),
  Cancel: msg({ message: 'Cancelled', context: 'cart status' }),
} as const satisfies Record<CartStatus, MessageDescriptor>;

export const cartStatusColors = { New: 'blue', Paid: 'green', Cancel: 'gray' } as const satisfies Record<CartStatus, string>;
