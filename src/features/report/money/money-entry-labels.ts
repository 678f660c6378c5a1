/** Words for a money report row's close state. */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MoneyEntry } from '../../../domain/report/money';

export const moneyEntryLabels = {
  OPEN: msg`Not closed`,
  CLOSED: msg`Closed`,
  CORRECTION: msg`Correction`,
} as const satisfies Record<MoneyEntry, MessageDescriptor>;

const isEntry = (value: string): value is MoneyEntry => Object.hasOwn(moneyEntryLabels, value);

/** An entry's words; anything else shows as is. */
export const moneyEntryText = (entry: string, i18n: I18n): string => (isEntry(entry) ? i18n._(moneyEntryLabels[entry]) : entry);
