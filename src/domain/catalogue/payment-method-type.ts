/** A payment method's kinds and limits, apart from its form schema (payment-method.ts) so the bill's rules do not load zod. */

export const PaymentMethodType = { CASH: 'CASH', PERCENT: 'PERCENT', REFERRAL: 'REFERRAL', BIRTHDAY: 'BIRTHDAY', COIN: 'COIN' } as const;

export type PaymentMethodType = (typeof PaymentMethodType)[keyof typeof PaymentMethodType];

/** The table's `radio`: the discount is `amount` cents (VALUE) or `percentage` percent off. */
export const DiscountKind = { VALUE: 'VALUE', PERCENT: 'PERCENT' } as const;

export type DiscountKind = (typeof DiscountKind)[keyof typeof DiscountKind];

/**
 * The fee is one kind or none: a method cannot hold a fixed and a percent fee at once, so the
 * form and the body name the kind and one value rather than two amounts that could both be set.
 */
export const FeeKind = { NONE: 'NONE', FIXED: 'FIXED', PERCENT: 'PERCENT' } as const;

export type FeeKind = (typeof FeeKind)[keyof typeof FeeKind];

/** The icons a payment tile can draw (features/payment/payment-method-icons.tsx). */
export const PaymentMethodIcon = { CASH: 'cash', CARD: 'card', PERCENT: 'percent', GIFT: 'gift', CAKE: 'cake', COIN: 'coin', FRIENDS: 'friends' } as const;

export type PaymentMethodIcon = (typeof PaymentMethodIcon)[keyof typeof PaymentMethodIcon];

export const PAYMENT_METHOD_NAME_MAX = 80;

export const PAYMENT_METHOD_PRIORITY_MAX = 9999;

/** The table keeps percents as numeric(6, 3). */
export const PERCENT_DECIMALS = 3;
