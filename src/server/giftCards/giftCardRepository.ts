import type { Db } from '../db/db';
import { imageUrl } from '../../domain/catalogue/image';
import { isGiftCardUsed, type GiftCardValues } from '../../domain/catalogue/gift-card';
import type { GiftCardActionView, GiftCardOption, GiftCardRow } from '../../domain/catalogue/contract';
import type { Cents } from '../../domain/money';
import type { LogRecord } from '../../domain/admin/changes';
import type { GiftCardSort } from '../../domain/catalogue/contract';
import { pagedList, type ListInput, type ListSpec } from '../admin/pagedList';

export type GiftCardDbRow = {
  id: string;
  tenant_id: string;
  branch_id: string;
  code: string;
  content: string;
  recipient_name: string | null;
  recipient_phone: string | null;
  recipient_email: string | null;
  payer_name: string | null;
  payer_phone: string | null;
  payer_email: string | null;
  price_cents: number;
  value_cents: number;
  amount_cents: number;
  image: string | null;
  note: string | null;
  status: number;
  type_checkout: string;
  end_date: string | null;
  sold: boolean;
  created_at: Date;
};

export const GIFT_CARD_COLUMNS = `id, tenant_id, branch_id, code, content, recipient_name, recipient_phone, recipient_email, payer_name,
  payer_phone, payer_email, price_cents, value_cents, amount_cents, image, note, status, type_checkout,
  end_date::text AS end_date, sold, created_at`;

export function toGiftCardRow(r: GiftCardDbRow): GiftCardRow {
  return {
    id: r.id,
    branchId: r.branch_id,
    code: r.code,
    content: r.content,
    value: r.value_cents,
    price: r.price_cents,
    amount: r.amount_cents,
    sold: r.sold,
    isUsed: isGiftCardUsed({ value: r.value_cents, amount: r.amount_cents }),
    status: r.status,
    recipientName: r.recipient_name,
    recipientPhone: r.recipient_phone,
    recipientEmail: r.recipient_email,
    image: r.image ? imageUrl(r.image) : null,
    imageId: r.image,
    endDate: r.end_date,
    createdAt: r.created_at.toISOString(),
  };
}

const GIFT_CARD_LIST: Omit<ListSpec<GiftCardSort>, 'branch'> = {
  from: 'gift_card',
  columns: GIFT_CARD_COLUMNS,
  where: 'NOT deleted',
  searchColumns: ['code', 'content', 'recipient_name', 'recipient_email'],
  phoneColumns: ['recipient_phone'],
  sortable: {
    code: 'code',
    content: 'content',
    value: 'value_cents',
    price: 'price_cents',
    amount: 'amount_cents',
    sold: 'sold',
    endDate: 'end_date',
    createdAt: 'created_at',
  },
  defaultOrder: 'created_at DESC, code, id',
};

/** One page of a branch's cards, newest first unless sorted otherwise; the search looks at code, content and recipient. */
export function listGiftCards(db: Db, branchId: string, input: ListInput<GiftCardSort>) {
  return pagedList<GiftCardDbRow, GiftCardSort>(db, { ...GIFT_CARD_LIST, branch: { column: 'branch_id', id: branchId } }, input);
}

/** What the action log keeps of a card. */
export function giftCardLogValues(r: GiftCardDbRow): LogRecord {
  return {
    code: r.code,
    content: r.content,
    value: r.value_cents,
    price: r.price_cents,
    amount: r.amount_cents,
    recipientName: r.recipient_name,
    recipientPhone: r.recipient_phone,
    recipientEmail: r.recipient_email,
    payerName: r.payer_name,
    payerPhone: r.payer_phone,
    payerEmail: r.payer_email,
    note: r.note,
    endDate: r.end_date,
    image: r.image,
  };
}

/** A card of the tenant (any branch: the caller checks the branch), optionally locked. */
export async function findGiftCard(db: Db, tenantId: string, id: string, options: { lock?: boolean } = {}): Promise<GiftCardDbRow | null> {
  return db.maybeOne<GiftCardDbRow>(
    `SELECT ${GIFT_CARD_COLUMNS} FROM gift_card WHERE tenant_id = $1 AND id = $2 AND NOT deleted${options.lock ? ' FOR UPDATE' : ''}`,
    [tenantId, id],
  );
}

export async function giftCardCodeTaken(db: Db, tenantId: string, code: string): Promise<boolean> {
  return (await db.maybeOne(`SELECT 1 FROM gift_card WHERE tenant_id = $1 AND code = $2`, [tenantId, code])) !== null;
}

export type GiftCardWrite = {
  values: GiftCardValues & { value: Cents; price: Cents };
  amount: Cents;
  image: string | null;
};

function optional(text: string): string | null {
  return text === '' ? null : text;
}

export async function insertGiftCard(
  db: Db,
  input: GiftCardWrite & { id: string; tenantId: string; branchId: string; userId: string; now: Date },
): Promise<void> {
  const v = input.values;
  await db.query(
    `INSERT INTO gift_card (id, tenant_id, branch_id, code, content, recipient_name, recipient_phone, recipient_email,
       payer_name, payer_phone, payer_email, price_cents, value_cents, amount_cents, image, note, end_date,
       created_by, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17::date, $18, $19, $19)`,
    [input.id, input.tenantId, input.branchId, v.code, v.content, optional(v.recipientName), optional(v.recipientPhone),
      optional(v.recipientEmail), optional(v.payerName), optional(v.phoneNumberPayer), optional(v.emailPayer), v.price,
      v.value, input.amount, input.image, optional(v.note), v.endDate, input.userId, input.now],
  );
}

/** Everything but the code (read-only after creation), the branch and the sold flag. */
export async function updateGiftCard(db: Db, input: GiftCardWrite & { id: string; tenantId: string; now: Date }): Promise<void> {
  const v = input.values;
  await db.query(
    `UPDATE gift_card SET content = $3, recipient_name = $4, recipient_phone = $5, recipient_email = $6, payer_name = $7,
       payer_phone = $8, payer_email = $9, price_cents = $10, value_cents = $11, amount_cents = $12, image = $13, note = $14,
       end_date = $15::date, updated_at = $16
     WHERE tenant_id = $1 AND id = $2`,
    [input.tenantId, input.id, v.content, optional(v.recipientName), optional(v.recipientPhone), optional(v.recipientEmail),
      optional(v.payerName), optional(v.phoneNumberPayer), optional(v.emailPayer), v.price, v.value, input.amount, input.image,
      optional(v.note), v.endDate, input.now],
  );
}

/** What ties a card down: money moved on it, a cart holding it, a bill paid with it. */
export async function giftCardLinks(db: Db, tenantId: string, id: string): Promise<{ actions: number; cartItems: number; bills: number }> {
  return db.one<{ actions: number; cartItems: number; bills: number }>(
    `SELECT (SELECT count(*)::int FROM gift_card_action WHERE tenant_id = $1 AND gift_card_id = $2) AS "actions",
            (SELECT count(*)::int FROM cart_item WHERE tenant_id = $1 AND gift_card_id = $2) AS "cartItems",
            (SELECT count(*)::int FROM bill WHERE tenant_id = $1 AND gift_card_id = $2) AS "bills"`,
    [tenantId, id],
  );
}

export async function giftCardActions(db: Db, tenantId: string, id: string): Promise<GiftCardActionView[]> {
  const rows = await db.query<{ id: string; type: GiftCardActionView['type']; value_cents: number; bill_id: string | null; created_at: Date }>(
    `SELECT id, type, value_cents, bill_id, created_at FROM gift_card_action
      WHERE tenant_id = $1 AND gift_card_id = $2 ORDER BY created_at, id`,
    [tenantId, id],
  );
  return rows.map((r) => ({ id: r.id, type: r.type, value: r.value_cents, billId: r.bill_id, createdAt: r.created_at.toISOString() }));
}

/** Cards of the branch not sold yet, for the cart: newest first. */
export async function giftCardOptions(db: Db, tenantId: string, branchId: string): Promise<GiftCardOption[]> {
  const rows = await db.query<{ id: string; code: string; content: string; value_cents: number; price_cents: number; amount_cents: number }>(
    `SELECT id, code, content, value_cents, price_cents, amount_cents FROM gift_card
      WHERE tenant_id = $1 AND branch_id = $2 AND NOT deleted AND NOT sold
        -- A card already in an open cart is spoken for: offering it again would only be refused.
        AND NOT EXISTS (SELECT 1 FROM cart_item ci JOIN cart c ON c.id = ci.cart_id
                         WHERE ci.gift_card_id = gift_card.id AND c.status = 'New')
      ORDER BY created_at DESC, code LIMIT 1000`,
    [tenantId, branchId],
  );
  return rows.map((r) => ({ id: r.id, code: r.code, content: r.content, value: r.value_cents, price: r.price_cents, amount: r.amount_cents }));
}
