/**
 * Carts (spec part 2 §2 Cart flow, §3 Cart, §5 Cart, §7 Cart): gift cards and products sold at
 * the counter, with or without a booking. A cart is made and changed on the tablet (online or
 * not) and paid by a bill with `cartIds`; a paid cart cannot be deleted. Paths, the args of
 * its two mutations, and answer shapes, shared by the browser and the server.
 */
import { z } from '../schemas/zod';
import { CartItemKind, CartStatus, MAX_QUANTITY } from './status';
import type { Cents } from '../money';
import { wholeNumber, wholeNumberText } from '../schemas/numbers';
import { deviceCode, optionalEmail, phoneText, text, upperName } from '../schemas/text';

export const CartPath = {
  /** POST cartSaveArgs: a new cart (code made on the tablet, or by the server when absent). */
  CREATE: '/api/cart/create-cart',
  /** POST cartSaveArgs: a New cart's customer and items replaced. */
  UPDATE: '/api/cart/update-cart',
  /** GET ?cartId: cancels a New cart ("cancel cart bill"); a paid one is refused. */
  CANCEL: '/api/bill/cancel-cart-bill',
  /** GET ?branchId&page&query&status: the cart list, newest first, 15 a page. */
  LIST: '/api/cart/list',
  /** GET {DETAIL}/{id} */
  DETAIL: '/api/cart/show',
  /** GET ?bookingId: the booking's carts (any status), for the payment form and the menu. */
  BY_BOOKING: '/api/cart/get-by-booking',
} as const;

export const cartItemInput = z
  .object({
    id: z.uuid(),
    kind: z.enum([CartItemKind.GIFT_CARD, CartItemKind.PRODUCT]),
    giftCardId: z._default(z.nullable(z.uuid()), null),
    productId: z._default(z.nullable(z.uuid()), null),
    quantity: z._default(wholeNumber(1, MAX_QUANTITY), 1),
  }).check(z.refine((i) => (i.kind === CartItemKind.GIFT_CARD) === (i.giftCardId !== null) && (i.kind === CartItemKind.PRODUCT) === (i.productId !== null), {
    message: 'A gift card line names its card; a product line names its product',
    path: ['kind'],
  }), z.refine((i) => i.kind === CartItemKind.PRODUCT || i.quantity === 1, { message: 'A gift card is sold one at a time', path: ['quantity'] }));
export type CartItemInput = z.input<typeof cartItemInput>;

export const cartCustomerInput = z.object({
  /** Digits only (spaces stripped); checked against the branch phone setting. */
  phone: phoneText(30),
  name: upperName({ max: 200 }),
  email: optionalEmail(320),
});

const cartFields = {
  id: z.uuid(),
  branchId: z.uuid(),
  /** A cart from a booking (step 2 cart-bill) names it and the guest it was added for. */
  bookingId: z._default(z.nullable(z.uuid()), null),
  guestId: z._default(z.nullable(z.uuid()), null),
  customerId: z._default(z.nullable(z.uuid()), null),
  customer: cartCustomerInput,
  items: z.array(cartItemInput).check(z.maxLength(50)),
};

type CartShape = { bookingId: string | null; items: readonly { giftCardId: string | null }[] };

/** The rules of a cart's lines, shared by the mutation's args and the REST body. */
function withCartRules<S extends z.ZodMiniType<CartShape>>(schema: S) {
  return schema.check(
    z.refine((c: CartShape) => c.bookingId !== null || c.items.length > 0, { message: 'please choose any product or gift card', path: ['items'] }),
    z.refine((c: CartShape) => new Set(c.items.flatMap((i) => (i.giftCardId ? [i.giftCardId] : []))).size === c.items.filter((i) => i.giftCardId).length, {
      message: 'A gift card is in the cart twice',
      path: ['items'],
    }),
  );
}

/** Both the create and the update of a cart, as the cart.save mutation. */
export const cartSaveArgs = withCartRules(
  z.object({
    ...cartFields,
    /** `{branchCode}-{deviceNo}-{n}` made on the tablet. */
    code: deviceCode(),
  }),
);
export type CartSaveArgs = z.infer<typeof cartSaveArgs>;
export type CartSaveInput = z.input<typeof cartSaveArgs>;

/** The REST body: an online caller may leave a new cart's code to the server (branch counter). */
export const cartSaveBody = withCartRules(z.object({ ...cartFields, code: z.optional(deviceCode()) }));
export type CartSaveBody = z.infer<typeof cartSaveBody>;

export const cartCancelArgs = z.object({ id: z.uuid(), branchId: z.uuid() });
export type CartCancelArgs = z.infer<typeof cartCancelArgs>;

export const cartListQuery = z.object({
  branchId: z.uuid(),
  page: z._default(wholeNumberText(1, 100_000), 1),
  query: z._default(text({ max: 100 }), ''),
  status: z.optional(z.enum([CartStatus.NEW, CartStatus.PAID, CartStatus.CANCEL])),
});
export const cartCancelQuery = z.object({ cartId: z.uuid() });
export const cartsByBookingQuery = z.object({ bookingId: z.uuid() });

export type CartItemView = {
  id: string;
  kind: CartItemKind;
  giftCardId: string | null;
  productId: string | null;
  /** The gift card's or product's code, and its name as sold. */
  code: string;
  name: string;
  quantity: number;
  /** Unit price, cents. */
  price: Cents;
};

export type CartView = {
  id: string;
  code: string;
  status: CartStatus;
  branchId: string;
  bookingId: string | null;
  guestId: string | null;
  customerId: string | null;
  customerName: string;
  phone: string;
  email: string | null;
  items: CartItemView[];
  total: Cents;
  billId: string | null;
  /** "YYYY-MM-DD HH:mm" on the branch clock. */
  createdAt: string;
  createdBy: string;
};

export type CartPage = { items: CartView[]; total: number; page: number; size: number };

/** What create, update and the cart.save mutation answer. */
export type CartSaveResult = { id: string; code: string; customerId: string | null; total: Cents };

/** Σ unit price × quantity: what the cart adds to a bill. */
export function cartTotal(items: readonly Pick<CartItemView, 'price' | 'quantity'>[]): Cents {
  return items.reduce((sum, i) => sum + i.price * i.quantity, 0);
}
