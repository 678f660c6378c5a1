/** Words for a payment method's type, icon, discount and fee, shared by the list, the form and the detail. */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { StoredPaymentMethod } from '../../domain/catalogue/payment-method';
import { FeeKind, type PaymentMethodIcon, type PaymentMethodType } from '../../domain/catalogue/payment-method-type';
import { formatMoney, formatPercent } from '../../components/locale-format';

export const typeLabels = {
  CASH: msg`Cash`,
  PERCENT: msg`Percent`,
  REFERRAL: msg`Referral`,
  BIRTHDAY: msg`Birthday`,
  COIN: msg`Coin`,
} as const satisfies Record<PaymentMethodType, MessageDescriptor>;

export const iconLabels = {
  cash: msg`Banknote`,
  card: msg`Card`,
  percent: msg`Percent sign`,
  gift: msg`Gift`,
  cake: msg`Cake`,
  coin: msg`Coin`,
  friends: msg`Friends`,
} as const satisfies Record<PaymentMethodIcon, MessageDescriptor>;

export const feeKindLabels = {
  NONE: msg`No fee`,
  FIXED: msg`Fixed fee`,
  PERCENT: msg`Percent fee`,
} as const satisfies Record<FeeKind, MessageDescriptor>;

/** "10 %", "$5.00" or null for none. */
export function discountText(m: StoredPaymentMethod): string | null {
  if (m.discountKind === 'PERCENT') return m.percentage > 0 ? formatPercent(m.percentage) : null;
  return m.amountCents > 0 ? formatMoney(m.amountCents) : null;
}

/** "2.5 %", "$1.50" or null for none. */
export function feeText(m: StoredPaymentMethod): string | null {
  if (m.feeCents > 0) return formatMoney(m.feeCents);
  return m.percentFee > 0 ? formatPercent(m.percentFee) : null;
}

export function typeText(type: PaymentMethodType, i18n: I18n): string {
  return i18n._(typeLabels[type]);
}
