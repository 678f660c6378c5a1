import type { Db } from '../db/db';
import { AppError, ErrorCode } from '../../domain/errors';
import type { Cents } from '../../domain/money';
import { GiftCardActionType, recordGiftCardAction } from '../billing/giftCardRepository';
import { findGiftCard, giftCardOptions } from './giftCardRepository';
import type { GiftCardOption } from '../../domain/catalogue/contract';

/**
 * A card sold (a paid bill's cart line, inside the bill's transaction): locks the card,
 * refuses one of another branch (NOT_FOUND) or one already sold (GIFT_CARD_SOLD), then marks
 * it sold with its full value to spend and records the SELL action for `price`, what the
 * buyer paid (the card's value when not given). The SELL also makes the card undeletable and
 * freezes its amount against edits.
 */
export async function markGiftCardSold(
  tx: Db,
  input: { tenantId: string; branchId: string; giftCardId: string; billId: string | null; userId: string; now: Date; price?: Cents },
): Promise<void> {
  const card = await findGiftCard(tx, input.tenantId, input.giftCardId, { lock: true });
  if (!card || card.branch_id !== input.branchId) throw new AppError(ErrorCode.NOT_FOUND);
  if (card.sold) throw new AppError(ErrorCode.GIFT_CARD_SOLD);
  await tx.query(`UPDATE gift_card SET sold = true, amount_cents = value_cents, updated_at = $3 WHERE tenant_id = $1 AND id = $2`, [
    input.tenantId,
    input.giftCardId,
    input.now,
  ]);
  await recordGiftCardAction(tx, {
    tenantId: input.tenantId,
    giftCardId: input.giftCardId,
    billId: input.billId,
    type: GiftCardActionType.SELL,
    value: input.price ?? card.value_cents,
    userId: input.userId,
    now: input.now,
  });
}

/** A cancelled bill's cards go back on sale (the caller has checked none was spent); their SELL actions stay as history. */
export async function markGiftCardsUnsold(tx: Db, input: { tenantId: string; ids: readonly string[]; now: Date }): Promise<void> {
  if (input.ids.length === 0) return;
  await tx.query(`UPDATE gift_card SET sold = false, updated_at = $3 WHERE tenant_id = $1 AND id = ANY($2::uuid[])`, [
    input.tenantId,
    [...input.ids],
    input.now,
  ]);
}

/** For the cart: the branch's cards not sold yet (what GET get-options-to-add-cart answers). */
export function listGiftCardsToSell(db: Db, tenantId: string, branchId: string): Promise<GiftCardOption[]> {
  return giftCardOptions(db, tenantId, branchId);
}
