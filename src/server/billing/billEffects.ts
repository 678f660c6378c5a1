/**
 * What a payment changes besides the bill itself: the guests it paid (Completed) and their
 * bookings' statuses, the carts (Paid) and the gift cards sold in them, the gift card it spent,
 * the loyalty money spent and earned, and the action log.
 */
import type { Db } from '../db/db';
import { BookingStatus, LoyaltyType } from '../../domain/api';
import { BillAccess } from '../../domain/bill/access';
import type { BillResult } from '../../domain/bill/calculate-bill';
import { loyaltyEarned } from '../../domain/bill/loyalty-rule';
import { BillStatus, type LoyaltySettings } from '../../domain/bill/types';
import { ActionType } from '../actionLog/actionLogRepository';
import { refreshBooking, statusOfRow } from '../booking/bookingWriteRepository';
import { markGiftCardSold } from '../giftCards/giftCardSales';
import { hasActorAccess, type BillActor } from './billActor';
import { CartStatus, linkedToBill, setCartsBill } from './billCarts';
import { setGuestsBill, unlinkGuests } from './billGuests';
import { logBill, logGuestsBillStatus } from './billLog';
import type { BillArgs, ResolvedBill } from './billResolve';
import { GiftCardActionType, recordGiftCardAction } from './giftCardRepository';
import { recordLoyaltyMoney } from './loyaltyRepository';

/** POINT_BASED money the bill earns (loyalty-rule.ts), when the plan has loyalty and the bill a customer. */
function earnedLoyalty(input: { settings: LoyaltySettings; customerId: string | null; total: number; date: string; actor: BillActor }): number {
  if (input.customerId === null) return 0;
  if (!hasActorAccess(input.actor, { requiredPlan: BillAccess.LOYALTY.requiredPlan })) return 0;
  return loyaltyEarned(input.settings, { total: input.total, date: input.date });
}

export async function writePaymentEffects(
  tx: Db,
  x: {
    tenantId: string;
    branchId: string;
    actor: BillActor;
    args: BillArgs;
    code: string;
    resolved: ResolvedBill;
    result: BillResult;
    settings: LoyaltySettings;
    /** Whom the bill is recorded for: the one it names, else its booking's (billCustomer.ts). */
    customerId: string | null;
    /** Paying a draft: what it held and this payment does not is let go. */
    draft: boolean;
    now: Date;
  },
): Promise<void> {
  const { tenantId, branchId, actor, args, code, resolved, result, settings, customerId, draft, now } = x;
  const billId = args.id;
  if (draft) {
    const linked = await linkedToBill(tx, tenantId, billId);
    await unlinkGuests(tx, { tenantId, ids: linked.guestIds.filter((id) => !args.guestIds.includes(id)) });
    await setCartsBill(tx, { tenantId, ids: linked.cartIds.filter((id) => !args.cartIds.includes(id)), billId: null, status: CartStatus.NEW, now });
  }
  await setGuestsBill(tx, { tenantId, ids: args.guestIds, billId, status: BookingStatus.COMPLETED });
  await setCartsBill(tx, { tenantId, ids: args.cartIds, billId, status: CartStatus.PAID, now });
  for (const item of resolved.cartItems) {
    if (item.gift_card_id === null) continue;
    await markGiftCardSold(tx, { tenantId, branchId, giftCardId: item.gift_card_id, billId, userId: actor.userId, now, price: item.price_cents * item.quantity });
  }
  if (resolved.giftCard && result.giftCardUsed > 0) {
    await recordGiftCardAction(tx, { tenantId, giftCardId: resolved.giftCard.id, billId, type: GiftCardActionType.USE, value: result.giftCardUsed, userId: actor.userId, now });
  }
  if (customerId !== null) {
    if (settings.type === LoyaltyType.POINT_BASED) await recordLoyaltyMoney(tx, { tenantId, customerId, billId, amount: -result.loyaltyDiscount, now });
    const earned = earnedLoyalty({ settings, customerId, total: result.total, date: args.actionTime.slice(0, 10), actor });
    await recordLoyaltyMoney(tx, { tenantId, customerId, billId, amount: earned, now });
  }
  for (const bookingId of new Set(resolved.guestRows.map((g) => g.booking_id))) await refreshBooking(tx, { tenantId, bookingId, now });

  const bill = { id: billId, code, discount: result.discount, tax: result.tax, total: result.total };
  await logBill(tx, {
    tenantId,
    branchId,
    userId: actor.userId,
    action: draft ? ActionType.UPDATE : ActionType.CREATE,
    billId,
    editInfo: {
      code,
      status: BillStatus.PAID,
      bookingId: args.bookingId,
      guestIds: args.guestIds,
      cartIds: args.cartIds,
      subtotal: result.subtotal,
      discount: result.discount,
      paymentFee: result.paymentFee,
      tax: result.tax,
      total: result.total,
      giftCardUsed: result.giftCardUsed,
      received: result.received,
      change: result.change,
      voucherCode: resolved.voucher?.code ?? null,
      giftCardCode: resolved.giftCard?.code ?? null,
      actionTime: args.actionTime,
    },
    now,
  });
  await logGuestsBillStatus(tx, {
    tenantId,
    branchId,
    userId: actor.userId,
    guests: resolved.guestRows.map((g) => ({ id: g.id, name: g.name, bookingId: g.booking_id, from: statusOfRow(g.status) })),
    to: BookingStatus.COMPLETED,
    bill,
    billStatus: BillStatus.PAID,
    note: args.note,
    now,
  });
}
