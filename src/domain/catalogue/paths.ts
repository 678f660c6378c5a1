/** The catalogue's /api paths and names, apart from its schemas (contract.ts) so the first screen does not load zod. */

export const GiftCardPath = {
  LIST: '/api/gift-card/list',
  /** multipart */
  CREATE: '/api/gift-card/create',
  /** multipart, with id */
  UPDATE: '/api/gift-card/update',
  /** GET {SHOW}/{id} */
  SHOW: '/api/gift-card/show',
  /** POST ?id= */
  DELETE: '/api/gift-card/delete',
  SEND_MAIL: '/api/gift-card/send-mail',
  SEND_SMS: '/api/gift-card/send-sms',
  /** GET ?branchId=: cards not sold yet, for the cart. */
  OPTIONS_TO_ADD_CART: '/api/gift-card/get-options-to-add-cart',
} as const;

export const ProductPath = {
  LIST: '/api/product/list',
  /** multipart */
  CREATE: '/api/product/create-product',
  /** multipart, with id */
  UPDATE: '/api/product/update-product',
  /** POST ?id= */
  DELETE: '/api/product/delete-product',
  /** GET ?id= or {DETAIL}/{id} */
  DETAIL: '/api/product/show-detail-product',
  /** GET ?branchId=: active products, for the cart. */
  OPTIONS_TO_ADD_CART: '/api/product/get-options-to-add-cart',
} as const;

export const CheckoutMethodPath = {
  /** Every method, inactive ones too, for the settings list. The tablet's combo stays PosPath.CHECKOUT_METHODS. */
  LIST: '/api/checkout-method/list',
  CREATE: '/api/checkout-method/create',
  UPDATE: '/api/checkout-method/update',
  /** POST ?id= */
  DELETE: '/api/checkout-method/delete',
} as const;

export const NotificationPath = {
  /** Queue the booking's confirmation SMS again (scheduler menu "Resend SMS"). */
  BOOKING_RESEND_SMS: '/api/booking/resend-sms',
  /** GET ?id: the messages sent about a booking (its SMS and reminders), newest first. */
  BOOKING_MESSAGES: '/api/booking/messages',
} as const;

/** The text value of `image` that means "no picture". */
export const NO_IMAGE = 'null';

// ---- answers ----

export const NotificationChannel = { EMAIL: 'EMAIL', SMS: 'SMS' } as const;

export type NotificationChannel = (typeof NotificationChannel)[keyof typeof NotificationChannel];

/** CANCELLED: dropped before it went out, e.g. the reminder of a booking cancelled or moved meanwhile. */
export const NotificationStatus = { PENDING: 'PENDING', SENT: 'SENT', FAILED: 'FAILED', CANCELLED: 'CANCELLED' } as const;

export type NotificationStatus = (typeof NotificationStatus)[keyof typeof NotificationStatus];
