import { randomUUID } from 'node:crypto';
import { type CheckoutMethodRow, type GiftCardDetail, type Page, type ProductDetail } from '../../../src/domain/catalogue/contract';
import { CheckoutMethodPath, GiftCardPath, ProductPath } from '../../../src/domain/catalogue/paths';
import { PaymentMethodPath, type PaymentMethodDetail } from '../../../src/domain/catalogue/payment-method-contract';
import { body } from '../helpers';
import { getJson } from '../billingFixtures';
import { insertProduct, insertUnsoldCard } from '../cartFixtures';
import { formText, type Json } from './hostile';
import { Area, type Example, type Parts } from './probe';
import type { World } from './world';

/** A form field as the server received it: any value as text, a lone surrogate as U+FFFD (UTF-8 has no form for it). */
function text(value: Json | undefined): string {
  return value === undefined ? '' : Buffer.from(formText(value)).toString();
}

function giftCode(w: World): string {
  return `W${String(w.next()).padStart(5, '0')}`;
}

async function card(w: World): Promise<{ id: string; code: string }> {
  const code = giftCode(w);
  return { id: await insertUnsoldCard(w.env.db, { branchId: w.downtown, code, price: 5000 }), code };
}

/** The form of a new card, or of `existing` (whose code is fixed). */
function giftCardForm(w: World, existing?: { id: string; code: string }): Record<string, Json> {
  return {
    ...(existing ? { id: existing.id } : {}),
    branchId: w.downtown,
    code: existing?.code ?? giftCode(w),
    content: 'Happy birthday',
    value: '5000',
    price: '4500',
    recipientName: 'Rosa',
    recipientPhone: '4165550101',
    recipientEmail: 'rosa@example.com',
    payerName: 'Paul',
    phoneNumberPayer: '',
    emailPayer: '',
    note: 'wrapped',
    endDate: '2027-12-31',
    image: 'null',
  };
}

async function giftCardReadBack(w: World, sent: Parts, id: string): Promise<{ sent: unknown; read: unknown }> {
  const form = sent.form ?? {};
  const detail = body<GiftCardDetail>(await getJson(w.env, w.admin, `${GiftCardPath.SHOW}/${id}`)).result;
  const trimmed = (key: string) => text((form as Record<string, Json>)[key]).trim();
  return {
    sent: [trimmed('content'), trimmed('recipientName'), trimmed('note'), trimmed('endDate') || null],
    read: [detail.content, detail.recipientName ?? '', detail.note ?? '', detail.endDate],
  };
}

async function newGiftCardId(w: World, code: string): Promise<string> {
  return (await w.env.db.one<{ id: string }>(`SELECT id FROM gift_card WHERE branch_id = $1 AND code = $2`, [w.downtown, code.trim().toUpperCase()])).id;
}

async function product(w: World): Promise<{ id: string; code: string }> {
  const code = `WS-U${w.next()}`;
  return { id: await insertProduct(w.env.db, { branchId: w.downtown, code, price: 900 }), code };
}

/** The form of a new product, or of `existing` (whose code is fixed). */
function productForm(w: World, existing?: { id: string; code: string }): Record<string, Json> {
  return { ...(existing ? { id: existing.id } : {}), branchId: w.downtown, code: existing?.code ?? `WS-PR${w.next()}`, name: 'Cuticle oil', price: '1500', active: 'true', description: 'Almond, 15 ml', image: 'null' };
}

async function productReadBack(w: World, sent: Parts, id: string): Promise<{ sent: unknown; read: unknown }> {
  const form = (sent.form ?? {}) as Record<string, Json>;
  const detail = body<ProductDetail>(await getJson(w.env, w.admin, `${ProductPath.DETAIL}/${id}`)).result;
  return { sent: [text(form.name).trim(), text(form.description).trim() || null], read: [detail.name, detail.description || null] };
}

async function newProductId(w: World, code: string): Promise<string> {
  return (await w.env.db.one<{ id: string }>(`SELECT id FROM product WHERE branch_id = $1 AND code = $2`, [w.downtown, code.trim().toUpperCase()])).id;
}

async function checkoutMethod(w: World): Promise<string> {
  const id = randomUUID();
  await w.env.db.query(
    `INSERT INTO checkout_method (id, tenant_id, code, name, priority, is_default, active)
     SELECT $1, tenant_id, $3, 'Voucher book', 50, false, true FROM branch WHERE id = $2`,
    [id, w.downtown, `WS${w.next()}`],
  );
  return id;
}

async function checkoutReadBack(w: World, sent: Parts, id: string | null): Promise<{ sent: unknown; read: unknown }> {
  const b = (sent.body ?? {}) as Record<string, Json>;
  // The list is paged: look the method up by its code.
  const code = id ? (await w.env.db.one<{ code: string }>(`SELECT code FROM checkout_method WHERE id = $1`, [id])).code : text(b.code).trim().toUpperCase();
  const rows = body<Page<CheckoutMethodRow>>(await getJson(w.env, w.admin, `${CheckoutMethodPath.LIST}?query=${encodeURIComponent(code)}&size=100`)).result.items;
  const row = rows.find((r) => (id ? r.id === id : r.code === code));
  return { sent: [text(b.name).trim(), b.priority], read: [row?.name, row?.priority] };
}

async function paymentMethod(w: World): Promise<string> {
  const id = randomUUID();
  await w.env.db.query(
    `INSERT INTO payment_method (id, tenant_id, name, type, radio, percent_fee, priority) SELECT $1, tenant_id, 'Card fee', 'CASH', 'VALUE', 2.5, 30 FROM branch WHERE id = $2`,
    [id, w.downtown],
  );
  return id;
}

const paymentMethodForm = { name: 'Card fee', type: 'CASH', icon: 'card', priority: 20, discountKind: 'VALUE', discount: 0, feeKind: 'PERCENT', fee: 2.5, active: true };

async function paymentMethodReadBack(w: World, sent: Parts, id: string): Promise<{ sent: unknown; read: unknown }> {
  const b = (sent.body ?? {}) as Record<string, Json>;
  const detail = body<PaymentMethodDetail>(await getJson(w.env, w.admin, `${PaymentMethodPath.DETAIL}/${id}`)).result;
  return { sent: [text(b.name).trim(), b.priority, b.fee], read: [detail.name, detail.priority, detail.percentFee] };
}

/**
 * Payment methods have no code to find them by: among those created since the last read back
 * (a probe may also create some without reading back), the one with the name sent.
 */
const readPaymentMethods = new Set<string>();
async function newPaymentMethodId(w: World, sent: Parts): Promise<string> {
  const name = text((sent.body as Record<string, Json>).name).trim();
  const logged = await w.env.db.query<{ id: string; name: string }>(
    `SELECT m.id, m.name FROM action_log l JOIN payment_method m ON m.id = l.entity_id WHERE l.entity_type = 'PAYMENT_METHOD' AND l.action = 'create'`,
  );
  const fresh = logged.filter((r) => !readPaymentMethods.has(r.id));
  for (const r of fresh) readPaymentMethods.add(r.id);
  const made = fresh.find((r) => r.name === name) ?? fresh[0];
  if (!made) throw new Error('no new payment method');
  return made.id;
}

export const catalogueExamples: Record<string, Example> = {
  [`POST ${GiftCardPath.CREATE}`]: {
    area: Area.CATALOGUE,
    make: async (w) => ({ form: giftCardForm(w) }),
    readBack: async (w, sent) => giftCardReadBack(w, sent, await newGiftCardId(w, text(sent.form?.code))),
  },
  [`POST ${GiftCardPath.UPDATE}`]: {
    area: Area.CATALOGUE,
    make: async (w) => ({ form: giftCardForm(w, await card(w)) }),
    readBack: async (w, sent) => giftCardReadBack(w, sent, text(sent.form?.id)),
  },
  [`POST ${GiftCardPath.DELETE}`]: { area: Area.CATALOGUE, make: async (w) => ({ query: { id: (await card(w)).id } }) },
  [`POST ${GiftCardPath.SEND_MAIL}`]: { area: Area.CATALOGUE, make: async (w) => ({ body: { id: (await card(w)).id, email: 'rosa@example.com' } }) },
  [`POST ${GiftCardPath.SEND_SMS}`]: { area: Area.CATALOGUE, make: async (w) => ({ body: { id: (await card(w)).id, phone: '4165550101' } }) },
  [`POST ${ProductPath.CREATE}`]: {
    area: Area.CATALOGUE,
    make: async (w) => ({ form: productForm(w) }),
    readBack: async (w, sent) => productReadBack(w, sent, await newProductId(w, text(sent.form?.code))),
  },
  [`POST ${ProductPath.UPDATE}`]: {
    area: Area.CATALOGUE,
    make: async (w) => ({ form: productForm(w, await product(w)) }),
    readBack: async (w, sent) => productReadBack(w, sent, text(sent.form?.id)),
  },
  [`POST ${ProductPath.DELETE}`]: {
    area: Area.CATALOGUE,
    make: async (w) => ({ query: { id: await insertProduct(w.env.db, { branchId: w.downtown, code: `WS-D${w.next()}`, price: 900 }) } }),
  },
  [`POST ${CheckoutMethodPath.CREATE}`]: {
    area: Area.CATALOGUE,
    make: async (w) => ({ body: { code: `WS-CM${w.next()}`, name: 'Gift voucher', priority: 40, isDefault: false, active: true } }),
    readBack: (w, sent) => checkoutReadBack(w, sent, null),
  },
  [`POST ${CheckoutMethodPath.UPDATE}`]: {
    area: Area.CATALOGUE,
    make: async (w) => ({ body: { id: await checkoutMethod(w), name: 'Voucher book (old)', priority: 60, isDefault: false, active: true } }),
    readBack: (w, sent) => checkoutReadBack(w, sent, text((sent.body as Record<string, Json>).id)),
  },
  [`POST ${CheckoutMethodPath.DELETE}`]: { area: Area.CATALOGUE, make: async (w) => ({ query: { id: await checkoutMethod(w) } }) },
  [`POST ${PaymentMethodPath.CREATE}`]: {
    area: Area.CATALOGUE,
    make: async () => ({ body: { ...paymentMethodForm } }),
    readBack: async (w, sent) => paymentMethodReadBack(w, sent, await newPaymentMethodId(w, sent)),
  },
  [`POST ${PaymentMethodPath.UPDATE}`]: {
    area: Area.CATALOGUE,
    make: async (w) => ({ body: { ...paymentMethodForm, id: await paymentMethod(w), name: 'Card fee (old)' } }),
    readBack: (w, sent) => paymentMethodReadBack(w, sent, text((sent.body as Record<string, Json>).id)),
  },
  [`POST ${PaymentMethodPath.DELETE}`]: { area: Area.CATALOGUE, make: async (w) => ({ query: { id: await paymentMethod(w) } }) },
};
