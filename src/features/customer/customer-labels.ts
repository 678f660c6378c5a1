/** Customer levels in the user's language (the stored value stays the spec's English name). */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { CustomerLevel } from '../../domain/people/customer';

const LEVEL_LABELS: Record<CustomerLevel, MessageDescriptor> = {
  [CustomerLevel.BRONZE]: msg`Bronze`,
  [CustomerLevel.SILVER]: msg`Silver`,
  [CustomerLevel.GOLD]: msg`Gold`,
  [CustomerLevel.DIAMOND]: msg`Diamond`,
};

export function useLevelLabels(): (level: CustomerLevel) => string {
  const { i18n } = useLingui();
  return (level) => i18n._(LEVEL_LABELS[level]);
}
