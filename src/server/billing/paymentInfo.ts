/**
 * What the payment form starts from (payment-info): the booking, the guests and carts to pay,
 * the customers the bill may be for, and the loyalty standing — for a new payment, or for an
 * existing bill (detail mode, or paying a draft).
 */
import type { Db } from '../db/db';
import { BookingStatus, type Booking } from '../../domain/api';
import type { PaymentInfoBody } from '../../domain/bill/args';
import type { PaymentInfoResult } from '../../domain/bill/types';
import { cartTotal } from '../../domain/cart/contract';
import { AppError, ErrorCode } from '../../domain/errors';
import { bookingById, guestsAndSegmentsOf } from '../booking/bookingReadRepository';
import { branchTimeZone } from '../branches/branchRepository';
import { payableCartIdsOfBooking } from '../carts/cartRepository';
import { toBookingsAndGuests } from '../schedule/scheduleMapper';
import { cartsWithItems, linkedToBill } from './billCarts';
import { guestsWithLines, toGuests } from './billGuests';
import { findBill } from './billRepository';
import { customerLoyalty, loyaltySettingsOf } from './loyaltyRepository';

/** The request resolved to ids: what to show and whose loyalty. */
export type PaymentInfoTarget = {
  branchId: string;
  bookingId: string | null;
  guestIds: string[];
  cartIds: string[];
  customerId: string | null;
};

async function branchOfGuestsOrCarts(db: Db, tenantId: string, guestIds: readonly string[], cartIds: readonly string[]): Promise<string[]> {
  const rows = await db.query<{ branch_id: string }>(
    `SELECT branch_id FROM guest WHERE tenant_id = $1 AND id = ANY($2::uuid[])
     UNION SELECT branch_id FROM cart WHERE tenant_id = $1 AND id = ANY($3::uuid[])`,
    [tenantId, [...guestIds], [...cartIds]],
  );
  return rows.map((r) => r.branch_id);
}

/** Guests of the booking still to be paid: in service and on no bill. */
async function payableGuestIds(db: Db, tenantId: string, bookingId: string): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `SELECT id FROM guest WHERE tenant_id = $1 AND booking_id = $2 AND status = $3 AND bill_id IS NULL AND NOT clipboard ORDER BY display_index, id`,
    [tenantId, bookingId, BookingStatus.PROCESSING],
  );
  return rows.map((r) => r.id);
}

/** Which branch, booking, guests and carts the request is about; unknown ids are not found. */
export async function paymentInfoTarget(db: Db, tenantId: string, body: PaymentInfoBody): Promise<PaymentInfoTarget> {
  if ('billId' in body) {
    const bill = await findBill(db, { tenantId, id: body.billId });
    if (!bill) throw new AppError(ErrorCode.NOT_FOUND);
    const linked = await linkedToBill(db, tenantId, bill.id);
    const onLines = await db.query<{ guest_id: string | null; cart_id: string | null }>(
      `SELECT DISTINCT guest_id, cart_id FROM bill_line WHERE tenant_id = $1 AND bill_id = $2`,
      [tenantId, bill.id],
    );
    const guestIds = [...new Set([...onLines.flatMap((l) => (l.guest_id ? [l.guest_id] : [])), ...linked.guestIds])];
    const cartIds = [...new Set([...onLines.flatMap((l) => (l.cart_id ? [l.cart_id] : [])), ...linked.cartIds])];
    return { branchId: bill.branch_id, bookingId: bill.booking_id, guestIds, cartIds, customerId: bill.customer_id };
  }
  if (body.bookingId !== null) {
    const booking = await bookingById(db, tenantId, body.bookingId);
    if (!booking) throw new AppError(ErrorCode.NOT_FOUND);
    const guestIds = body.guestIds.length > 0 ? body.guestIds : await payableGuestIds(db, tenantId, booking.id);
    // Carts made from the booking (step 2 cart-bill) are paid with it unless the form names its own.
    const cartIds = body.cartIds.length > 0 ? body.cartIds : await payableCartIdsOfBooking(db, tenantId, booking.id);
    return { branchId: booking.branch_id, bookingId: booking.id, guestIds, cartIds, customerId: booking.customer_id };
  }
  const branches = await branchOfGuestsOrCarts(db, tenantId, body.guestIds, body.cartIds);
  const [branchId] = branches;
  if (branchId === undefined) throw new AppError(ErrorCode.NOT_FOUND);
  if (branches.length > 1) throw new AppError(ErrorCode.VALIDATION, { message: 'The guests and carts of a bill must be of one branch.' });
  return { branchId, bookingId: null, guestIds: body.guestIds, cartIds: body.cartIds, customerId: null };
}

async function bookingOf(db: Db, tenantId: string, bookingId: string, timeZone: string): Promise<Booking | null> {
  const row = await bookingById(db, tenantId, bookingId);
  if (!row) return null;
  const { guests, segments } = await guestsAndSegmentsOf(db, tenantId, bookingId);
  return toBookingsAndGuests({ bookings: [row], guests, segments, guestCounts: new Map([[row.id, guests.length]]) }, timeZone).bookings[0] ?? null;
}

/** The answer for a target whose branch the caller may manage. */
export async function paymentInfo(db: Db, input: { tenantId: string; target: PaymentInfoTarget }): Promise<PaymentInfoResult> {
  const { tenantId, target } = input;
  const timeZone = await branchTimeZone(db, tenantId, target.branchId);
  const guestRows = await guestsWithLines(db, { tenantId, ids: target.guestIds });
  const { carts, items } = await cartsWithItems(db, { tenantId, ids: target.cartIds });
  const foreign = guestRows.guests.some((g) => g.branch_id !== target.branchId) || carts.some((c) => c.branch_id !== target.branchId);
  if (foreign || guestRows.guests.length !== new Set(target.guestIds).size || carts.length !== new Set(target.cartIds).size) {
    throw new AppError(ErrorCode.NOT_FOUND);
  }
  const bookingIds = new Set(guestRows.guests.map((g) => g.booking_id));
  const customerIds = await db.query<{ customer_id: string }>(
    `SELECT customer_id FROM booking WHERE tenant_id = $1 AND (id = ANY($2::uuid[]) OR id = $3) AND customer_id IS NOT NULL`,
    [tenantId, [...bookingIds], target.bookingId],
  );
  const wanted = [
    ...(target.customerId ? [target.customerId] : []),
    ...customerIds.map((c) => c.customer_id),
    ...carts.flatMap((c) => (c.customer_id ? [c.customer_id] : [])),
  ];
  const customers = await db.query<{ id: string; name: string; phone: string }>(
    `SELECT id, name, phone FROM customer WHERE tenant_id = $1 AND id = ANY($2::uuid[])`,
    [tenantId, [...new Set(wanted)]],
  );
  const customerOptions = [...new Set(wanted)].flatMap((id) => customers.filter((c) => c.id === id));
  const settings = await loyaltySettingsOf(db, tenantId, target.branchId);
  return {
    booking: target.bookingId ? await bookingOf(db, tenantId, target.bookingId, timeZone) : null,
    guestList: toGuests(guestRows, target.guestIds, timeZone),
    cartList: carts.map((c) => ({
      id: c.id,
      code: c.code,
      total: cartTotal(items.filter((i) => i.cart_id === c.id).map((i) => ({ price: i.price_cents, quantity: i.quantity }))),
    })),
    customerOptions,
    loyaltyType: settings.type,
    loyalty: target.customerId ? await customerLoyalty(db, { tenantId, customerId: target.customerId, settings, timeZone }) : null,
    isFromSaveBooking: target.bookingId !== null,
  };
}
