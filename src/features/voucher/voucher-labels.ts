/** Words for a voucher's type, kind and reach, shared by the list, the record and the form. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { VoucherKind } from '../../domain/bill/calculate-bill';
import type { VoucherAudience } from '../../domain/bill/types';

export const audienceLabels = {
  GENERAL: msg`General`,
  BIRTHDAY: msg`Birthday`,
} as const satisfies Record<VoucherAudience, MessageDescriptor>;

export const kindLabels = {
  MONEY: msg`Money`,
  PACKAGE: msg`Package`,
} as const satisfies Record<VoucherKind, MessageDescriptor>;
