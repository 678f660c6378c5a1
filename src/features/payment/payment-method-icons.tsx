/**
 * The icons a payment method tile can draw (the settings form offers exactly these): small
 * inline SVGs like components/icons, decorative, so hidden from assistive tech.
 */
import type { ReactNode } from 'react';
import { PaymentMethodIcon } from '../../domain/catalogue/payment-method-type';

const PATHS = {
  cash: (
    <>
      <rect x="3" y="6" width="18" height="12" rx="2" />
      <circle cx="12" cy="12" r="2.5" />
    </>
  ),
  card: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3 10h18M7 15h3" />
    </>
  ),
  percent: (
    <>
      <path d="M19 5L5 19" />
      <circle cx="7" cy="7" r="2" />
      <circle cx="17" cy="17" r="2" />
    </>
  ),
  gift: (
    <>
      <rect x="4" y="9" width="16" height="11" rx="1" />
      <path d="M12 9v11M4 13h16M12 9c-2-4-6-4-6-1.5S9 9 12 9c3 0 6-0.5 6-1.5S14 5 12 9" />
    </>
  ),
  cake: (
    <>
      <path d="M4 20h16v-7a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2z" />
      <path d="M4 15c2 1.5 4 1.5 5.3 0s4-1.5 5.4 0 4 1.5 5.3 0M12 11V7M12 4v.01" />
    </>
  ),
  coin: (
    <>
      <circle cx="12" cy="12" r="8" />
      <path d="M14.5 9.5c-.5-1-1.5-1.5-2.5-1.5-1.5 0-2.5.9-2.5 2s1 1.6 2.5 2 2.5.9 2.5 2-1 2-2.5 2c-1 0-2-.5-2.5-1.5M12 6.5V8M12 16v1.5" />
    </>
  ),
  friends: (
    <>
      <circle cx="9" cy="8" r="3" />
      <path d="M3 20c0-3.3 2.7-6 6-6s6 2.7 6 6M16 5.5a3 3 0 0 1 0 5.5M18 14.5c1.8.8 3 2.7 3 5" />
    </>
  ),
} as const satisfies Record<PaymentMethodIcon, ReactNode>;

export const PAYMENT_METHOD_ICONS: readonly PaymentMethodIcon[] = Object.values(PaymentMethodIcon);

export function PaymentMethodIconView(props: { icon: string | null; size?: number }) {
  const icon = PAYMENT_METHOD_ICONS.find((i) => i === props.icon);
  if (!icon) return null;
  const size = props.size ?? 16;
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" style={{ verticalAlign: 'text-bottom' }}>
      {PATHS[icon]}
    </svg>
  );
}
