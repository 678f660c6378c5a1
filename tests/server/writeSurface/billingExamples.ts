import { randomUUID } from 'node:crypto';
import { createBillBody } from '../../../src/domain/bill/args';
import { BillPath } from '../../../src/domain/bill/paths';
import type { BillDetail } from '../../../src/domain/bill/types';
import { CartPath, cartSaveArgs, type CartSaveInput, type CartView } from '../../../src/domain/cart/contract';
import { CartItemKind } from '../../../src/domain/cart/status';
import { PosPath, type CashBillPrint } from '../../../src/domain/pos';
import { posActionCreateArgs } from '../../../src/domain/pos-args';
import { body, TEST_TODAY } from '../helpers';
import { billFor, getJson, insertGiftCard, insertVoucher, makeBooking, postJson } from '../billingFixtures';
import { insertProduct, insertUnsoldCard } from '../cartFixtures';
import { json, online } from './bookingExamples';
import type { Json } from './hostile';
import { Area, type Example } from './probe';
import { expectOk, type World } from './world';

/** A pay-in as the form sends it. */
export function payIn(w: World): Record<string, Json> {
  return { id: randomUUID(), type: 'IN', value: 2500, note: 'float for the day', actionTime: `${TEST_TODAY} 09:30`, branchId: w.downtown, checkoutMethodId: w.cash, code: w.code() };
}

export async function payInReadBack(w: World, sent: Json): Promise<{ sent: unknown; read: unknown }> {
  const args = posActionCreateArgs.parse(sent);
  const print = body<CashBillPrint>(await getJson(w.env, w.admin, `${PosPath.PRINT_BILL_CASH}?id=${args.id}`)).result;
  return { sent: [args.type, args.value, args.note, args.actionTime, args.code], read: [print.type, print.value, print.note, print.actionTime, print.code] };
}

/** A bill of a fresh booking with its tablet-made figures. */
export async function billInput(w: World, over: { id?: string; bookingId?: string; guestIds?: string[] } = {}): Promise<Record<string, Json>> {
  const made = over.bookingId ? null : await makeBooking(w.env.db, { branchId: w.downtown, guests: [{ lines: [{ technicianId: w.dt[0]?.id ?? '', price: 3000 }] }] });
  const bookingId = over.bookingId ?? made?.bookingId ?? '';
  const guestIds = over.guestIds ?? made?.guestIds ?? [];
  const bill = await billFor(w.env, w.admin, { ...(over.id ? { id: over.id } : {}), branchId: w.downtown, bookingId, guestIds, received: [{ checkoutMethodId: w.cash, amount: 4000 }], note: 'thanks' });
  return { ...(json(bill) as Record<string, Json>), code: w.code() };
}

export async function billReadBack(w: World, sent: Json): Promise<{ sent: unknown; read: unknown }> {
  const args = createBillBody.parse(sent);
  const detail = body<BillDetail>(await getJson(w.env, w.admin, `${BillPath.PRINT_BILL_BY_ID}?billId=${args.id}`)).result;
  return { sent: [args.code ?? detail.code, args.note, args.actionTime, args.expected.total], read: [detail.code, detail.note, detail.actionTime, detail.figures.total] };
}

/** A tip of a fresh paid bill, split between its two technicians. */
export async function tipInput(w: World, replacesId: string | null = null, billId?: string): Promise<Record<string, Json>> {
  const bill = billId ?? (await w.paidBill()).billId;
  return {
    id: randomUUID(),
    replacesId,
    billId: bill,
    branchId: w.downtown,
    value: 1500,
    checkoutMethodId: w.card,
    actionTime: `${TEST_TODAY} 09:58`,
    code: w.code(),
    technicianTips: [
      { technicianId: w.dt[0]?.id ?? '', technicianName: w.dt[0]?.name ?? '', segmentName: 'Pedicure', percent: 50, value: 750 },
      { technicianId: w.dt[1]?.id ?? '', technicianName: w.dt[1]?.name ?? '', segmentName: 'Manicure', percent: 50, value: 750 },
    ],
  };
}

/** A cart of one product of its own (and a card), as the add-to-cart form sends it. */
export async function cartInput(w: World): Promise<CartSaveInput> {
  const code = w.code();
  const n = w.next();
  const productId = await insertProduct(w.env.db, { branchId: w.downtown, code: `WS-P${n}`, price: 1200 });
  const giftCardId = await insertUnsoldCard(w.env.db, { branchId: w.downtown, code: `WSC${String(n).padStart(3, '0')}`, price: 5000 });
  return {
    id: randomUUID(),
    branchId: w.downtown,
    code,
    bookingId: null,
    guestId: null,
    customerId: null,
    customer: { phone: '416 555 0123', name: 'carla cart', email: 'carla@example.com' },
    items: [
      { id: randomUUID(), kind: CartItemKind.PRODUCT, productId, quantity: 2 },
      { id: randomUUID(), kind: CartItemKind.GIFT_CARD, giftCardId },
    ],
  };
}

export async function cartReadBack(w: World, sent: Json): Promise<{ sent: unknown; read: unknown }> {
  const args = cartSaveArgs.parse({ code: 'pending', ...(sent as object) });
  const view = body<CartView>(await getJson(w.env, w.admin, `${CartPath.DETAIL}/${args.id}`)).result;
  // Name and email are the customer's of that phone, who may be known already: not what was sent.
  const lines = (items: readonly { id: string; quantity: number }[]) => items.map((i) => `${i.id}x${i.quantity}`).sort();
  return { sent: [args.customer.phone, lines(args.items)], read: [view.phone, lines(view.items)] };
}

export const billingExamples: Record<string, Example> = {
  [`POST ${PosPath.CREATE}`]: { area: Area.BILLING, make: async (w) => ({ body: payIn(w) }), readBack: (w, sent) => payInReadBack(w, sent.body ?? null) },
  [`POST ${PosPath.TRANSACTIONS_BY_DATE}`]: { area: Area.BILLING, make: async (w) => ({ body: { branchId: w.downtown, fromDate: TEST_TODAY, checkoutIds: [w.cash] } }) },
  [`POST ${BillPath.PAYMENT_INFO}`]: {
    area: Area.BILLING,
    make: async (w) => {
      const made = await w.guestIn('Processing');
      return { body: { bookingId: made.bookingId, guestIds: made.guestIds, cartIds: [] } };
    },
  },
  [`POST ${BillPath.CHECK_VOUCHER}`]: {
    area: Area.BILLING,
    make: async (w) => {
      const code = `WSV${w.next()}`;
      await insertVoucher(w.env.db, { branchId: w.downtown, tenantBranchId: w.downtown, code });
      return { body: { code, customerId: null, branchId: w.downtown } };
    },
  },
  [`POST ${BillPath.CHECK_GIFT}`]: {
    area: Area.BILLING,
    make: async (w) => {
      const code = `WSG${String(w.next()).padStart(3, '0')}`;
      await insertGiftCard(w.env.db, { branchId: w.downtown, code, amount: 2000 });
      return { body: { code, branchId: w.downtown, customerId: null } };
    },
  },
  [`POST ${BillPath.CREATE_BILL}`]: { area: Area.BILLING, make: async (w) => ({ body: online(await billInput(w)) }), readBack: (w, sent) => billReadBack(w, sent.body ?? null) },
  [`POST ${BillPath.UPDATE_BILL_FROM_DRAFT}`]: {
    area: Area.BILLING,
    make: async (w) => {
      const made = await makeBooking(w.env.db, { branchId: w.downtown, guests: [{ lines: [{ technicianId: w.dt[3]?.id ?? '', price: 2000 }] }] });
      const draftId = randomUUID();
      await w.env.db.query(
        `INSERT INTO bill (id, tenant_id, branch_id, code, status, booking_id, subtotal_cents, total_cents, action_time, created_by, created_at, updated_at)
         SELECT $1, tenant_id, id, $4, 'DRAFT', $2, 2000, 2000, now(), $3, now(), now() FROM branch WHERE id = $5`,
        [draftId, made.bookingId, w.adminId, `DT-D${w.next()}`, w.downtown],
      );
      await w.env.db.query(`UPDATE guest SET bill_id = $1 WHERE booking_id = $2`, [draftId, made.bookingId]);
      return { body: online(await billInput(w, { id: draftId, bookingId: made.bookingId, guestIds: made.guestIds })) };
    },
  },
  [`GET ${BillPath.CANCEL_BILL}`]: { area: Area.BILLING, make: async (w) => ({ query: { id: (await w.paidBill()).billId } }) },
  [`POST ${BillPath.TECHNICIAN_TIP_INFO}`]: { area: Area.BILLING, make: async (w) => ({ body: { billId: (await w.paidBill()).billId } }) },
  [`POST ${BillPath.CREATE_TIP}`]: { area: Area.BILLING, make: async (w) => ({ body: await tipInput(w) }) },
  [`POST ${BillPath.UPDATE_TIP}`]: {
    area: Area.BILLING,
    make: async (w) => {
      const first = await tipInput(w);
      expectOk(await postJson(w.env, w.admin, BillPath.CREATE_TIP, first));
      return { body: await tipInput(w, String(first.id), String(first.billId)) };
    },
  },
  [`POST ${BillPath.DELETE_TIP}`]: {
    area: Area.BILLING,
    make: async (w) => {
      const tip = await tipInput(w);
      expectOk(await postJson(w.env, w.admin, BillPath.CREATE_TIP, tip));
      return { query: { id: tip.id ?? '' } };
    },
  },
  [`POST ${CartPath.CREATE}`]: { area: Area.BILLING, make: async (w) => ({ body: json(online(await cartInput(w))) }), readBack: (w, sent) => cartReadBack(w, sent.body ?? null) },
  [`POST ${CartPath.UPDATE}`]: {
    area: Area.BILLING,
    make: async (w) => {
      const cart = online(await cartInput(w));
      expectOk(await postJson(w.env, w.admin, CartPath.CREATE, cart));
      return { body: json({ ...cart, customer: { ...cart.customer, name: 'carla changed' } }) };
    },
    readBack: (w, sent) => cartReadBack(w, sent.body ?? null),
  },
  [`GET ${CartPath.CANCEL}`]: {
    area: Area.BILLING,
    make: async (w) => {
      const cart = online(await cartInput(w));
      expectOk(await postJson(w.env, w.admin, CartPath.CREATE, cart));
      return { query: { cartId: cart.id } };
    },
  },
};
