/**
 * Everything a bill names, read from the server's own tables and checked, inside the payment's
 * transaction: the guests and carts it pays (locked), the payment method, voucher, gift card,
 * the customer's loyalty and the checkout methods that received money.
 */
import type { Db } from '../db/db';
import { BookingStatus, type Guest } from '../../domain/api';
import { BillAccess } from '../../domain/bill/access';
import type { BillCreateArgs } from '../../domain/bill/args';
import { billLinesForCartItems, giftCardProblem, loyaltyInputFor, voucherMessages, voucherProblem } from '../../domain/bill/bill-rules';
import { paymentMethodMessages, paymentMethodProblem } from '../../domain/bill/payment-method-rule';
import { BillLineKind, type BillLine } from '../../domain/bill/calculate-bill';
import type { CustomerLoyalty, GiftCardInfo, LoyaltySettings, PaymentMethodOption, VoucherInfo } from '../../domain/bill/types';
import { AppError, ErrorCode, refusedWith } from '../../domain/errors';
import { NotPayableReason } from '../../domain/refusal-facts';
import { formatMoney } from '../../domain/money';
import type { IsoDate } from '../../domain/time';
import { findActiveCheckoutMethod } from '../pos/checkoutMethodRepository';
import { assertActorAccess, type BillActor } from './billActor';
import { CartStatus, cartsWithItems, unsellableCartGiftCards, type BillCartItemRow, type BillCartRow } from './billCarts';
import { guestsWithLines, toGuests, type BillGuestRow } from './billGuests';
import type { NewBillLine } from './billRepository';
import { findGiftCardByCode } from './giftCardRepository';
import { customerLoyalty } from './loyaltyRepository';
import { findPaymentMethod } from './paymentMethodRepository';
import { findVoucherByCode } from './voucherRepository';

export type BillArgs = Omit<BillCreateArgs, 'code'>;

export type ResolvedBill = {
  guests: Guest[];
  guestRows: BillGuestRow[];
  carts: BillCartRow[];
  cartItems: BillCartItemRow[];
  /** The lines to store, guests' services first (in the order of args.guestIds), then the carts' items. */
  lines: NewBillLine[];
  paymentMethod: PaymentMethodOption | null;
  voucher: VoucherInfo | null;
  giftCard: GiftCardInfo | null;
  customerLoyalty: CustomerLoyalty | null;
};

export function invalid(field: string, message: string): AppError {
  return new AppError(ErrorCode.VALIDATION, { message: `${field}: ${message}`, fields: { [field]: message } });
}

function notPayable(message: string, reason: NotPayableReason, name: string | null): AppError {
  return refusedWith(ErrorCode.BILL_NOT_PAYABLE, { reason, name }, { message });
}

function assertNoRepeats(ids: readonly string[], field: string): void {
  if (new Set(ids).size !== ids.length) throw invalid(field, 'An id is listed twice');
}

/** Each guest: of this branch, in service (Processing) and on no other bill; `draftId` is the bill being paid. */
async function payableGuests(tx: Db, input: { tenantId: string; branchId: string; args: BillArgs; draftId: string | null; timeZone: string }) {
  const { args } = input;
  assertNoRepeats(args.guestIds, 'guestIds');
  const rows = await guestsWithLines(tx, { tenantId: input.tenantId, ids: args.guestIds, lock: true });
  const byId = new Map(rows.guests.map((g) => [g.id, g]));
  for (const id of args.guestIds) {
    const guest = byId.get(id);
    if (!guest || guest.branch_id !== input.branchId) throw new AppError(ErrorCode.NOT_FOUND, { message: 'A guest of this bill was not found in this branch.' });
    if (guest.bill_id !== null && guest.bill_id !== input.draftId) throw notPayable(`${guest.name} is already on another bill.`, NotPayableReason.GUEST_ON_OTHER_BILL, guest.name);
    if (guest.status !== BookingStatus.PROCESSING || guest.clipboard) throw notPayable(`${guest.name} is not in service (Processing), so cannot be paid.`, NotPayableReason.GUEST_NOT_IN_SERVICE, guest.name);
  }
  return { rows: rows.guests, guests: toGuests(rows, args.guestIds, input.timeZone) };
}

/** Each cart: of this branch, New and on no other bill. */
async function payableCarts(tx: Db, input: { tenantId: string; branchId: string; cartIds: readonly string[]; draftId: string | null }) {
  assertNoRepeats(input.cartIds, 'cartIds');
  const { carts, items } = await cartsWithItems(tx, { tenantId: input.tenantId, ids: input.cartIds, lock: true });
  const byId = new Map(carts.map((c) => [c.id, c]));
  for (const id of input.cartIds) {
    const cart = byId.get(id);
    if (!cart || cart.branch_id !== input.branchId) throw new AppError(ErrorCode.NOT_FOUND, { message: 'A cart of this bill was not found in this branch.' });
    if (cart.status !== CartStatus.NEW || (cart.bill_id !== null && cart.bill_id !== input.draftId)) throw notPayable(`Cart ${cart.code} is already paid or cancelled.`, NotPayableReason.CART_CLOSED, cart.code);
  }
  const ordered = input.cartIds.flatMap((id) => carts.filter((c) => c.id === id));
  const orderedItems = ordered.flatMap((c) => items.filter((i) => i.cart_id === c.id));
  // A card put in a cart may have been sold another way since: it cannot be sold twice.
  const [gone] = await unsellableCartGiftCards(tx, input.tenantId, orderedItems.flatMap((i) => (i.gift_card_id ? [i.gift_card_id] : [])));
  if (gone) throw notPayable(`Gift card ${gone.code} of this cart is already sold or was deleted.`, NotPayableReason.CART_GIFT_CARD_GONE, gone.code);
  return { carts: ordered, items: orderedItems };
}

function linesOf(guests: readonly Guest[], items: readonly BillCartItemRow[]): NewBillLine[] {
  const services: NewBillLine[] = guests.flatMap((g) =>
    g.segments.map((s) => ({
      kind: BillLineKind.SERVICE,
      guestId: g.id,
      segmentId: s.id,
      cartId: null,
      cartItemId: null,
      technicianId: s.technicianId || null,
      name: s.serviceName,
      quantity: 1,
      price: s.price,
      ...(s.serviceId ? { serviceId: s.serviceId } : {}),
      ...(s.packageId ? { packageId: s.packageId } : {}),
    })),
  );
  // The cart lines' figures come from the domain, as the tablet computes them.
  const cartLines = billLinesForCartItems(items.map((i) => ({ kind: i.kind, price: i.price_cents, quantity: i.quantity })));
  const sold: NewBillLine[] = items.flatMap((i, n) => {
    const line = cartLines[n];
    if (!line) return [];
    return [{ ...line, guestId: null, segmentId: null, cartId: i.cart_id, cartItemId: i.id, technicianId: null, name: i.name }];
  });
  return [...services, ...sold];
}

async function resolveVoucher(
  tx: Db,
  input: { tenantId: string; branchId: string; args: BillArgs; date: IsoDate; actor: BillActor; birthDay: string | null; lines: readonly BillLine[] },
): Promise<VoucherInfo | null> {
  const { args } = input;
  if (!args.voucherCode) return null;
  assertActorAccess(input.actor, BillAccess.VOUCHER);
  const voucher = await findVoucherByCode(tx, { tenantId: input.tenantId, code: args.voucherCode, lock: true });
  const problem = voucherProblem({ voucher, branchId: input.branchId, customerId: args.customerId, date: input.date, birthDay: input.birthDay, lines: input.lines });
  if (problem || !voucher) {
    const message = voucherMessages[problem ?? 'NOT_FOUND'];
    throw refusedWith(ErrorCode.VOUCHER_NOT_APPLICABLE, { code: args.voucherCode, reason: problem ?? 'NOT_FOUND' }, { message, fields: { voucherCode: message } });
  }
  return voucher;
}

/**
 * The bill's payment method, as the tablet's tiles rule it: active (a manager may have
 * deactivated or deleted it since the tablet's last sync), and a BIRTHDAY one only in the
 * customer's birthday month on the bill's date.
 */
async function resolvePaymentMethod(
  tx: Db,
  input: { tenantId: string; args: BillArgs; date: IsoDate; standing: CustomerLoyalty | null },
): Promise<PaymentMethodOption | null> {
  const id = input.args.paymentMethodId;
  if (!id) return null;
  const found = await findPaymentMethod(tx, input.tenantId, id);
  const method = found?.active ? found.option : null;
  const problem = paymentMethodProblem({ method, customerId: input.args.customerId, birthDay: input.standing?.birthDay, date: input.date });
  if (problem || !method) {
    const reason = problem ?? 'INACTIVE';
    const message = paymentMethodMessages[reason];
    throw refusedWith(ErrorCode.PAYMENT_METHOD_NOT_APPLICABLE, { name: found?.option.name ?? null, reason }, { message, fields: { paymentMethodId: message } });
  }
  return method;
}

async function resolveGiftCard(tx: Db, input: { tenantId: string; args: BillArgs; date: IsoDate; actor: BillActor }): Promise<GiftCardInfo | null> {
  if (!input.args.giftCardCode) return null;
  assertActorAccess(input.actor, BillAccess.GIFT_CARD);
  const giftCardCode = input.args.giftCardCode;
  const card = await findGiftCardByCode(tx, { tenantId: input.tenantId, code: giftCardCode, lock: true });
  const problem = giftCardProblem(card, input.date);
  if (problem !== null || !card) {
    const facts = { code: giftCardCode, reason: problem ?? 'NOT_FOUND', endDate: card?.endDate ?? null } as const;
    throw refusedWith(ErrorCode.GIFT_CODE_INVALID, facts, { fields: { giftCardCode: 'This code is invalid! Try again!' } });
  }
  // Spent elsewhere since the tablet read it (offline, or another counter): say what is left.
  const wanted = input.args.expected.giftCardUsed;
  if (card.amount <= 0 || card.amount < wanted) {
    const left = Math.max(card.amount, 0);
    const message = `Gift card ${card.code} has ${formatMoney(left)} left; ${formatMoney(wanted)} was to be taken. Take the rest by another method, then resend.`;
    throw refusedWith(ErrorCode.GIFT_CARD_BALANCE_SHORT, { code: card.code, left, wanted }, { message, fields: { giftCardCode: message } });
  }
  return card;
}

/** The customer's standing when loyalty could apply; refused when the bill takes loyalty it may not. */
async function resolveLoyalty(
  tx: Db,
  input: { tenantId: string; args: BillArgs; settings: LoyaltySettings; timeZone: string; actor: BillActor },
): Promise<CustomerLoyalty | null> {
  const { args } = input;
  if (!args.customerId) return null;
  const standing = await customerLoyalty(tx, { tenantId: input.tenantId, customerId: args.customerId, settings: input.settings, timeZone: input.timeZone, lock: true });
  if (!standing) throw invalid('customerId', 'Not a customer of this salon');
  const applies = loyaltyInputFor({ settings: input.settings, customer: standing, loyaltyAmount: args.loyaltyAmount, useLoyaltyReward: args.useLoyaltyReward });
  if (applies) {
    assertActorAccess(input.actor, BillAccess.LOYALTY);
    // Loyalty is offered only when the payment comes from a saved booking (spec part 2 §6).
    if (args.bookingId === null) throw invalid('loyaltyAmount', 'Loyalty is offered only on the payment of a booking');
  }
  return standing;
}

async function assertReceivedMethods(tx: Db, tenantId: string, args: BillArgs): Promise<void> {
  assertNoRepeats(args.received.map((r) => r.checkoutMethodId), 'received');
  for (const r of args.received) {
    if (!(await findActiveCheckoutMethod(tx, tenantId, r.checkoutMethodId))) throw invalid('received', 'Not an active checkout method of this salon');
  }
}

export async function resolveBill(
  tx: Db,
  input: { tenantId: string; branchId: string; args: BillArgs; draftId: string | null; date: IsoDate; timeZone: string; settings: LoyaltySettings; actor: BillActor },
): Promise<ResolvedBill> {
  const { tenantId, branchId, args } = input;
  if (args.bookingId !== null) {
    const booking = await tx.maybeOne(`SELECT 1 FROM booking WHERE tenant_id = $1 AND id = $2 AND branch_id = $3`, [tenantId, args.bookingId, branchId]);
    if (!booking) throw new AppError(ErrorCode.NOT_FOUND, { message: 'The booking of this bill was not found in this branch.' });
  }
  const guests = await payableGuests(tx, { tenantId, branchId, args, draftId: input.draftId, timeZone: input.timeZone });
  const carts = await payableCarts(tx, { tenantId, branchId, cartIds: args.cartIds, draftId: input.draftId });
  const customerLoyaltyStanding = await resolveLoyalty(tx, { tenantId, args, settings: input.settings, timeZone: input.timeZone, actor: input.actor });
  const paymentMethod = await resolvePaymentMethod(tx, { tenantId, args, date: input.date, standing: customerLoyaltyStanding });
  const lines = linesOf(guests.guests, carts.items);
  const birthDay = customerLoyaltyStanding?.birthDay ?? null;
  const voucher = await resolveVoucher(tx, { tenantId, branchId, args, date: input.date, actor: input.actor, birthDay, lines });
  const giftCard = await resolveGiftCard(tx, { tenantId, args, date: input.date, actor: input.actor });
  await assertReceivedMethods(tx, tenantId, args);
  return {
    guests: guests.guests,
    guestRows: guests.rows,
    carts: carts.carts,
    cartItems: carts.items,
    lines,
    paymentMethod,
    voucher,
    giftCard,
    customerLoyalty: customerLoyaltyStanding,
  };
}
