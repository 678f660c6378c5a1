import type { Db } from '../db/db';
import { AppError, ErrorCode } from '../../domain/errors';
import { newId } from '../auth/tokens';
import { findGiftCard, giftCardOptions } from './giftCardRepository';
import type { GiftCardOption } from '../../domain/catalogue/contract';

/**
 * For the cart and bill code: a card sold on a paid bill. Inside the bill's transaction:
 * locks the card, refuses one of another branch (NOT_FOUND) or one already sold
 * (GIFT_CARD_SOLD), then marks it sold with its full value to spend and records the SELL
 * action (which also makes the card undeletable and freezes its amount against edits).
 */
export async function markGiftCardSold(
  tx: Db,
  input: { tenantId: string; branchId: string; giftCardId: string; billId: string | null; userId: string; now: Date },
): Promise<void> {
  const card = await findGiftCard(tx, input.tenantId, input.giftCardId, { lock: true });
  if (!card || card.branch_id !== input.branchId) throw new AppError(ErrorCode.NOT_FOUND);
  if (card.sold) throw new AppError(ErrorCode.GIFT_CARD_SOLD);
  await tx.query(`UPDATE gift_card SET sold = true, amount_cents = value_cents, updated_at = $3 WHERE tenant_id = $1 AND id = $2`, [
    input.tenantId,
    input.giftCardId,
    input.now,
  ]);
  await tx.query(
    `INSERT INTO gift_card_action (id, tenant_id, gift_card_id, bill_id, type, value_cents, created_by, created_at)
     VALUES ($1, $2, $3, $4, 'SELL', $5, $6, $7)`,
    [newId(), input.tenantId, input.giftCardId, input.billId, card.value_cents, input.userId, input.now],
  );
}

/** For the cart: the branch's cards not sold yet (what GET get-options-to-add-cart answers). */
export function listGiftCardsToSell(db: Db, tenantId: string, branchId: string): Promise<GiftCardOption[]> {
  return giftCardOptions(db, tenantId, branchId);
}
