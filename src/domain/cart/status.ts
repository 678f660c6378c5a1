/** A cart's statuses and item kinds, apart from its schemas (contract.ts) so the first screen does not load zod. */

export const CartStatus = { NEW: 'New', PAID: 'Paid', CANCEL: 'Cancel' } as const;

export type CartStatus = (typeof CartStatus)[keyof typeof CartStatus];

export const CartItemKind = { GIFT_CARD: 'GIFT_CARD', PRODUCT: 'PRODUCT' } as const;

export type CartItemKind = (typeof CartItemKind)[keyof typeof CartItemKind];

/** Product quantity: a positive integer (spec part 2 §5), far below any shelf. */
export const MAX_QUANTITY = 999;
