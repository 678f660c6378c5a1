/**
 * Cancelling a paid bill (cancel-bill, bill.cancel). Money records stay: the bill keeps its
 * figures with status CANCEL, and compensating records undo its effects — the gift card gets
 * back what the bill took (REFUND), loyalty money moves back, its live tip is marked deleted.
 * Its guests go back to Processing with no bill, and each booking's history says so.
 */
import type { Db } from '../db/db';
import { BookingStatus } from '../../domain/api';
import type { BillCancelArgs } from '../../domain/bill/args';
import { BillStatus } from '../../domain/bill/types';
import { AppError, ErrorCode, refusedWith } from '../../domain/errors';
import { CancelRefusal } from '../../domain/refusal-facts';
import { ActionType } from '../actionLog/actionLogRepository';
import { assertAppointmentAccess } from '../booking/bookingAccess';
import { refreshBooking, statusOfRow } from '../booking/bookingWriteRepository';
import { markGiftCardsUnsold } from '../giftCards/giftCardSales';
import type { BillActor } from './billActor';
import { CartStatus, cartsWithItems, linkedToBill, setCartsBill } from './billCarts';
import { guestsWithLines, setGuestsBill } from './billGuests';
import { logBill, logGuestsBillStatus } from './billLog';
import { findBill, setBillCancelled } from './billRepository';
import { GiftCardActionType, lockGiftCard, recordGiftCardAction } from './giftCardRepository';
import { lockCustomers, loyaltyMoneyOfBill, recordLoyaltyMoney } from './loyaltyRepository';
import { deleteLiveTipsOfBill } from './tipRepository';

export type BillCancelResult = { id: string; code: string };

export async function cancelBill(db: Db, input: { tenantId: string; actor: BillActor; args: BillCancelArgs; now: Date }): Promise<BillCancelResult> {
  const { tenantId, actor, args, now } = input;
  return db.transaction(async (tx) => {
    assertAppointmentAccess(actor);
    const bill = await findBill(tx, { tenantId, id: args.billId, lock: true });
    if (!bill || bill.branch_id !== args.branchId) throw new AppError(ErrorCode.NOT_FOUND);
    if (bill.status !== BillStatus.PAID) {
      throw refusedWith(ErrorCode.BILL_NOT_CANCELLABLE, { billCode: bill.code, reason: CancelRefusal.NOT_PAID, giftCardCode: null });
    }

    const linked = await linkedToBill(tx, tenantId, bill.id);
    const { guests } = await guestsWithLines(tx, { tenantId, ids: linked.guestIds, lock: true });
    const { items } = await cartsWithItems(tx, { tenantId, ids: linked.cartIds, lock: true });
    // Customers before gift cards: the order a payment locks them in.
    const loyaltyMoney = await loyaltyMoneyOfBill(tx, tenantId, bill.id);
    await lockCustomers(tx, tenantId, loyaltyMoney.map((t) => t.customer_id));
    // A gift card sold on this bill and spent since cannot be un-sold.
    const soldCards = items.flatMap((i) => (i.gift_card_id === null ? [] : [i.gift_card_id]));
    for (const id of soldCards) {
      const card = await lockGiftCard(tx, tenantId, id);
      if (card && card.amount < card.value) {
        const facts = { billCode: bill.code, reason: CancelRefusal.GIFT_CARD_USED, giftCardCode: card.code };
        throw refusedWith(ErrorCode.BILL_NOT_CANCELLABLE, facts, { message: `Gift card ${card.code} sold on this bill has already been used.` });
      }
    }

    await setBillCancelled(tx, { tenantId, billId: bill.id, userId: actor.userId, now });
    await setGuestsBill(tx, { tenantId, ids: linked.guestIds, billId: null, status: BookingStatus.PROCESSING, alreadyTip: false });
    await setCartsBill(tx, { tenantId, ids: linked.cartIds, billId: null, status: CartStatus.NEW, now });
    await markGiftCardsUnsold(tx, { tenantId, ids: soldCards, now });
    for (const t of loyaltyMoney) {
      await recordLoyaltyMoney(tx, { tenantId, customerId: t.customer_id, billId: bill.id, amount: -t.amount_cents, now });
    }
    if (bill.gift_card_id && bill.gift_card_used_cents > 0) {
      await lockGiftCard(tx, tenantId, bill.gift_card_id);
      await recordGiftCardAction(tx, {
        tenantId,
        giftCardId: bill.gift_card_id,
        billId: bill.id,
        type: GiftCardActionType.REFUND,
        value: bill.gift_card_used_cents,
        userId: actor.userId,
        now,
      });
    }
    const tips = await deleteLiveTipsOfBill(tx, { tenantId, billId: bill.id, now });
    for (const bookingId of new Set(guests.map((g) => g.booking_id))) await refreshBooking(tx, { tenantId, bookingId, now });

    await logBill(tx, {
      tenantId,
      branchId: bill.branch_id,
      userId: actor.userId,
      action: ActionType.CANCEL,
      billId: bill.id,
      editInfo: { code: bill.code, oldStatus: BillStatus.PAID, newStatus: BillStatus.CANCEL, total: bill.total_cents, note: args.note, deletedTipIds: tips },
      now,
    });
    await logGuestsBillStatus(tx, {
      tenantId,
      branchId: bill.branch_id,
      userId: actor.userId,
      guests: guests.map((g) => ({ id: g.id, name: g.name, bookingId: g.booking_id, from: statusOfRow(g.status) })),
      to: BookingStatus.PROCESSING,
      bill: { id: bill.id, code: bill.code, discount: bill.discount_cents, tax: bill.tax_cents, total: bill.total_cents },
      billStatus: BillStatus.CANCEL,
      note: args.note,
      now,
    });
    return { id: bill.id, code: bill.code };
  });
}
