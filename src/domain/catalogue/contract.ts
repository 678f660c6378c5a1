/**
 * The catalogue's /api contract (spec part 2 §7 "Gift cards and products", checkout methods,
 * images): paths, request schemas shared by the browser and the server, and answer shapes.
 * Money is integer cents on the wire too.
 */
import { z } from '../schemas/zod';
import type { NotificationChannel, NotificationStatus } from './paths';
import type { Cents } from '../money';
import type { CheckoutMethod } from '../pos';
import type { GiftCardValues } from './gift-card';
import type { ProductValues } from './product';
import { listRequestSchema } from '../admin/list-request';
import { isCalendarDate } from '../schemas/dates';
import { Problem, refusedAs } from '../schemas/problems';
import { wholeNumber } from '../schemas/numbers';
import { text } from '../schemas/text';

/** The columns each catalogue list may be sorted by (the list request's `sort`). */
export const PRODUCT_SORT = ['code', 'name', 'price', 'active', 'createdAt'] as const;
export type ProductSort = (typeof PRODUCT_SORT)[number];
export const GIFT_CARD_SORT = ['code', 'content', 'value', 'price', 'amount', 'sold', 'endDate', 'createdAt'] as const;
export type GiftCardSort = (typeof GIFT_CARD_SORT)[number];
export const CHECKOUT_METHOD_SORT = ['code', 'name', 'priority', 'active'] as const;
export type CheckoutMethodSort = (typeof CHECKOUT_METHOD_SORT)[number];

export const productListQuery = listRequestSchema(PRODUCT_SORT, { branchId: z.uuid() });
export const giftCardListQuery = listRequestSchema(GIFT_CARD_SORT, { branchId: z.uuid() });
/** Checkout methods are the tenant's: no branch. */
export const checkoutMethodListQuery = listRequestSchema(CHECKOUT_METHOD_SORT, {});

export const idQuery = z.object({ id: z.uuid() });
export const branchQuery = z.object({ branchId: z.uuid() });

export type { Page } from '../admin/list';

// ---- multipart fields (every value arrives as text) ----

/** "" while empty, else whole cents. */
const centsText = z.pipe(text({ max: 9 }).check(z.refine((s) => /^\d*$/.test(s), refusedAs(Problem.WHOLE_NUMBER))), z.transform((s) => (s === '' ? null : Number(s))));
/** A text field of the form, "" when left out; the form's own rules check its length. */
const field = (max: number, multiline = false) => z._default(text({ max, multiline }), '');

/**
 * `image`: a new file is sent as the file part `image`; as a text field, "null" means no
 * picture (the default background), and the current image id means keep it.
 */
const imageField = z.optional(text({ max: 100 }));

export const giftCardFields = z.object({
  id: z.optional(z.uuid()),
  branchId: z.uuid(),
  code: field(50),
  content: field(2000, true),
  value: centsText,
  price: centsText,
  recipientName: field(2000),
  recipientPhone: field(100),
  recipientEmail: field(2000),
  payerName: field(2000),
  phoneNumberPayer: field(100),
  emailPayer: field(2000),
  note: field(5000, true),
  endDate: z.pipe(z._default(text({ max: 20 }).check(z.refine((s) => s === '' || isCalendarDate(s), refusedAs(Problem.DATE_INVALID))), ''), z.transform((s) => (s === '' ? null : s))),
  image: imageField,
});
export type GiftCardFields = z.infer<typeof giftCardFields>;

export function giftCardValuesOf(fields: GiftCardFields): GiftCardValues {
  return {
    code: fields.code.trim().toUpperCase(),
    content: fields.content.trim(),
    value: fields.value,
    price: fields.price,
    recipientName: fields.recipientName.trim(),
    recipientPhone: fields.recipientPhone.trim(),
    recipientEmail: fields.recipientEmail.trim(),
    payerName: fields.payerName.trim(),
    phoneNumberPayer: fields.phoneNumberPayer.trim(),
    emailPayer: fields.emailPayer.trim(),
    note: fields.note.trim(),
    endDate: fields.endDate,
  };
}

export const productFields = z.object({
  id: z.optional(z.uuid()),
  branchId: z.uuid(),
  code: field(100),
  name: field(2000),
  price: centsText,
  active: z._default(z.enum(['true', 'false']), 'true'),
  description: field(10_000, true),
  image: imageField,
});
export type ProductFields = z.infer<typeof productFields>;

export function productValuesOf(fields: ProductFields): ProductValues {
  return {
    code: fields.code.trim().toUpperCase(),
    name: fields.name.trim(),
    price: fields.price,
    active: fields.active === 'true',
    description: fields.description.trim(),
  };
}

// ---- JSON bodies ----

export const giftCardSendMailBody = z.object({ id: z.uuid(), email: text({ max: 200 }) });
export const giftCardSendSmsBody = z.object({ id: z.uuid(), phone: text({ max: 40 }) });
export type GiftCardSendMailBody = z.infer<typeof giftCardSendMailBody>;
export type GiftCardSendSmsBody = z.infer<typeof giftCardSendSmsBody>;

export const resendBookingSmsBody = z.object({ bookingId: z.uuid() });
export type ResendBookingSmsBody = z.infer<typeof resendBookingSmsBody>;
const checkoutFlags = {
  name: text({ max: 500 }),
  priority: wholeNumber(0, 1_000_000),
  isDefault: z.boolean(),
  active: z.boolean(),
};
export const checkoutMethodCreateBody = z.object({ code: text({ max: 100 }), ...checkoutFlags });
export const checkoutMethodUpdateBody = z.object({ id: z.uuid(), ...checkoutFlags });
export type CheckoutMethodCreateBody = z.infer<typeof checkoutMethodCreateBody>;
export type CheckoutMethodUpdateBody = z.infer<typeof checkoutMethodUpdateBody>;

export type NotificationView = {
  id: string;
  channel: NotificationChannel;
  recipient: string;
  status: NotificationStatus;
  attempts: number;
  /** ISO instants. */
  createdAt: string;
  sentAt: string | null;
  lastError: string | null;
};

/** What a message about a booking was: its reminder, or its confirmation SMS (sent again from the board). */
export const BookingMessageKind = { REMINDER: 'REMINDER', BOOKING: 'BOOKING' } as const;
export type BookingMessageKind = (typeof BookingMessageKind)[keyof typeof BookingMessageKind];

/** One message about a booking; `time` is when it went out (else was queued), on the branch wall clock "YYYY-MM-DD HH:mm". */
export type BookingMessage = Omit<NotificationView, 'createdAt' | 'sentAt'> & { kind: BookingMessageKind; time: string };

/** What a queued message answers. */
export type QueuedNotification = { notificationId: string };

export type GiftCardRow = {
  id: string;
  branchId: string;
  code: string;
  content: string;
  value: Cents;
  price: Cents;
  /** Left to spend. */
  amount: Cents;
  sold: boolean;
  isUsed: boolean;
  status: number;
  recipientName: string | null;
  recipientPhone: string | null;
  recipientEmail: string | null;
  /** URL of the uploaded background, null for the default one. */
  image: string | null;
  imageId: string | null;
  endDate: string | null;
  createdAt: string;
};

export type GiftCardActionView = { id: string; type: 'SELL' | 'USE' | 'REFUND'; value: Cents; billId: string | null; createdAt: string };

export type GiftCardDetail = GiftCardRow & {
  payerName: string | null;
  phoneNumberPayer: string | null;
  emailPayer: string | null;
  note: string | null;
  typeCheckout: string;
  branchName: string;
  giftCardActions: GiftCardActionView[];
  notifications: NotificationView[];
  /** No actions and in no cart or bill. */
  deletable: boolean;
};

/** Cards of a branch that can still be sold in a cart. */
export type GiftCardOption = { id: string; code: string; content: string; value: Cents; price: Cents; amount: Cents };

export type ProductRow = {
  id: string;
  branchId: string;
  code: string;
  name: string;
  price: Cents;
  active: boolean;
  description: string | null;
  image: string | null;
  imageId: string | null;
  createdAt: string;
};

export type ProductDetail = ProductRow & { deletable: boolean };

export type ProductOption = { id: string; code: string; name: string; price: Cents; image: string | null };

export type CheckoutMethodRow = CheckoutMethod & { deletable: boolean };

/** What create and update answer. */
export type SavedId = { id: string };
