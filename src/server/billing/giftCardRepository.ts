import type { Db } from '../db/db';
import type { GiftCardInfo } from '../../domain/bill/types';
import { newId } from '../auth/tokens';

type GiftCardRow = {
  id: string;
  code: string;
  content: string;
  amount_cents: number;
  value_cents: number;
  end_date: string | null;
  status: number;
  sold: boolean;
  deleted: boolean;
};

const SELECT = `SELECT id, code, content, amount_cents, value_cents, end_date::text AS end_date, status, sold, deleted FROM gift_card`;

/** Only a sold, live card (status 1, not deleted) can pay. */
export function toGiftCardInfo(r: GiftCardRow): GiftCardInfo {
  return {
    id: r.id,
    code: r.code,
    content: r.content,
    amount: r.amount_cents,
    value: r.value_cents,
    endDate: r.end_date,
    active: r.status === 1 && r.sold && !r.deleted,
  };
}

/** The tenant's sold cards with money left: what a tablet keeps to check codes offline. */
export async function spendableGiftCards(db: Db, tenantId: string): Promise<GiftCardInfo[]> {
  const rows = await db.query<GiftCardRow>(`${SELECT} WHERE tenant_id = $1 AND sold AND NOT deleted AND amount_cents > 0 ORDER BY code`, [tenantId]);
  return rows.map(toGiftCardInfo);
}

/** The tenant's card with this code; with `lock`, locked so two bills cannot spend the same money. */
export async function findGiftCardByCode(db: Db, input: { tenantId: string; code: string; lock?: boolean }): Promise<GiftCardInfo | null> {
  const row = await db.maybeOne<GiftCardRow>(`${SELECT} WHERE tenant_id = $1 AND code = $2${input.lock ? ' FOR UPDATE' : ''}`, [
    input.tenantId,
    input.code,
  ]);
  return row ? toGiftCardInfo(row) : null;
}

export async function lockGiftCard(db: Db, tenantId: string, id: string): Promise<GiftCardInfo | null> {
  const row = await db.maybeOne<GiftCardRow>(`${SELECT} WHERE tenant_id = $1 AND id = $2 FOR UPDATE`, [tenantId, id]);
  return row ? toGiftCardInfo(row) : null;
}

export const GiftCardActionType = { SELL: 'SELL', USE: 'USE', REFUND: 'REFUND' } as const;
export type GiftCardActionType = (typeof GiftCardActionType)[keyof typeof GiftCardActionType];

/**
 * Money on or off a card with its movement record: USE takes `value` off, REFUND gives it
 * back (a cancelled bill), SELL only records the sale.
 */
export async function recordGiftCardAction(
  tx: Db,
  input: { tenantId: string; giftCardId: string; billId: string | null; type: GiftCardActionType; value: number; userId: string; now: Date },
): Promise<void> {
  const delta = input.type === GiftCardActionType.USE ? -input.value : input.type === GiftCardActionType.REFUND ? input.value : 0;
  if (delta !== 0) {
    await tx.query(`UPDATE gift_card SET amount_cents = amount_cents + $3, updated_at = $4 WHERE tenant_id = $1 AND id = $2`, [
      input.tenantId,
      input.giftCardId,
      delta,
      input.now,
    ]);
  }
  await tx.query(
    `INSERT INTO gift_card_action (id, tenant_id, gift_card_id, bill_id, type, value_cents, created_by, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [newId(), input.tenantId, input.giftCardId, input.billId, input.type, input.value, input.userId, input.now],
  );
}
