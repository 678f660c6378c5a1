import { randomUUID } from 'node:crypto';
import { ApiPath } from '../../../src/domain/api';
import { ActionLogPath } from '../../../src/domain/admin/action-log';
import { BillPath } from '../../../src/domain/bill/paths';
import { BookingReadPath } from '../../../src/domain/booking/read-paths';
import { CartPath } from '../../../src/domain/cart/contract';
import { CheckoutMethodPath, GiftCardPath, NotificationPath, ProductPath } from '../../../src/domain/catalogue/paths';
import { IMAGE_PATH_PREFIX } from '../../../src/domain/catalogue/image';
import { PaymentMethodPath } from '../../../src/domain/catalogue/payment-method-contract';
import { PosPath } from '../../../src/domain/pos';
import { SyncPath } from '../../../src/domain/sync-protocol';
import { DEMO_PASSWORD } from '../../../src/server/seed/demoUsers';
import { TEST_TODAY, userIdByName } from '../helpers';
import { payMutation } from '../syncHelpers';
import { PNG_BYTES } from '../catalogueHelpers';
import { TOMORROW } from '../bookingFixtures';
import { payIn } from './billingExamples';
import { json } from './bookingExamples';
import { Area, type Example } from './probe';
import type { World } from './world';

const plain = (area: typeof Area.IDENTITY | typeof Area.READS): Example => ({ area, make: async () => ({}) });

/** The next sequence number of the world's device, as the server expects it. */
export async function nextSeq(w: World): Promise<number> {
  return (await w.env.db.one<{ next_seq: number }>(`SELECT next_seq FROM sync_device WHERE id = $1`, [w.device.deviceId])).next_seq;
}

/** A seeded row of Maple's, to read. */
async function anyId(w: World, table: string): Promise<string> {
  return (await w.env.db.one<{ id: string }>(`SELECT id FROM ${table} WHERE tenant_id = (SELECT tenant_id FROM branch WHERE id = $1) ORDER BY id LIMIT 1`, [w.downtown])).id;
}

async function storedImage(w: World): Promise<string> {
  const id = randomUUID();
  await w.env.db.query(
    `INSERT INTO stored_image (id, tenant_id, content_type, byte_size, bytes, created_by, created_at)
     SELECT $1, tenant_id, 'image/png', $3, $4, NULL, now() FROM branch WHERE id = $2`,
    [id, w.downtown, PNG_BYTES.length, PNG_BYTES],
  );
  return id;
}

export const identityExamples: Record<string, Example> = {
  [`GET ${ApiPath.CHECK_LOGIN}`]: plain(Area.IDENTITY),
  // A user of its own: its failed attempts may throttle it without touching the others.
  [`POST ${ApiPath.LOGIN}`]: { area: Area.IDENTITY, anonymous: true, remoteAddress: '203.0.113.7', make: async () => ({ body: { username: 'trainee', password: DEMO_PASSWORD, remember: false } }) },
  [`POST ${ApiPath.LOGOUT}`]: { area: Area.IDENTITY, session: 'manager', make: async () => ({}) },
  [`GET ${ApiPath.EXTERNAL_LINK}`]: { area: Area.IDENTITY, make: async () => ({ query: { url: '/appointment' } }) },
  [`GET ${ApiPath.LOAD_CONFIG}`]: plain(Area.IDENTITY),
  [`POST ${ApiPath.SET_CURRENT_BRANCH}`]: { area: Area.IDENTITY, session: 'admin', make: async (w) => ({ body: { branchId: w.plateau, type: 'BRANCH' } }) },
  [`POST ${ApiPath.CHANGE_BRANCH}`]: { area: Area.IDENTITY, session: 'admin', make: async (w) => ({ body: { branchId: w.plateau, date: TEST_TODAY, type: 'BRANCH' } }) },
  [`POST ${ApiPath.UPDATE_PASSWORD}`]: {
    area: Area.IDENTITY,
    session: 'manager',
    make: async (w) => ({ body: { oldPassword: DEMO_PASSWORD, password: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD, userId: await userIdByName(w.env.db, 'manager') } }),
  },
  [`GET ${ApiPath.MENU}`]: plain(Area.IDENTITY),
  [`GET ${ApiPath.GET_LANGUAGE}`]: plain(Area.IDENTITY),
  [`GET ${ApiPath.GET_CONFIG}`]: { area: Area.IDENTITY, make: async (w) => ({ query: { branchId: w.downtown } }) },
  [`POST ${ApiPath.UPDATE_BRANCH_CONFIG}`]: { area: Area.IDENTITY, make: async (w) => ({ body: { branchId: w.plateau, language: 'fr' } }) },
  [`POST ${SyncPath.REGISTER_DEVICE}`]: { area: Area.IDENTITY, make: async () => ({ body: {} }) },
  [`POST ${SyncPath.PUSH}`]: {
    area: Area.IDENTITY,
    make: async (w) => {
      const mutation = payMutation({ deviceId: w.device.deviceId, seq: await nextSeq(w), userId: w.adminId, branchId: w.downtown, checkoutMethodId: w.cash, args: payIn(w) });
      return { body: json({ deviceId: w.device.deviceId, mutations: [mutation] }) };
    },
  },

  [`GET ${ApiPath.DAY_CONFIG}`]: { area: Area.READS, make: async (w) => ({ query: { branchId: w.downtown, date: TOMORROW } }) },
  [`GET ${ApiPath.DAY_TECHNICIANS}`]: { area: Area.READS, make: async (w) => ({ query: { branchId: w.downtown, date: TOMORROW } }) },
  [`GET ${ApiPath.DAY_BOOKINGS}`]: { area: Area.READS, make: async (w) => ({ query: { branchId: w.downtown, date: TOMORROW } }) },
  [`GET ${ApiPath.CLIPBOARD}`]: { area: Area.READS, make: async (w) => ({ query: { branchId: w.downtown } }) },
  [`GET ${BookingReadPath.SERVICE_TREE}`]: { area: Area.READS, make: async (w) => ({ query: { branchId: w.downtown } }) },
  [`POST ${BookingReadPath.CUSTOMER_SEARCH}`]: { area: Area.READS, make: async (w) => ({ body: { start: 0, limit: 20, query: '416', branchId: w.downtown, customerId: null } }) },
  [`GET ${BookingReadPath.CUSTOMER_DETAIL}/:id`]: { area: Area.READS, make: async (w) => ({ params: { id: await anyId(w, 'customer') } }) },
  [`GET ${BookingReadPath.BOOKING_SEARCH}`]: { area: Area.READS, make: async (w) => ({ query: { query: 'ann', branch: w.downtown } }) },
  [`GET ${BookingReadPath.BOOKING_DETAIL}/:id`]: { area: Area.READS, make: async (w) => ({ params: { id: await anyId(w, 'booking') } }) },
  [`GET ${BookingReadPath.BOOKING_HISTORY}`]: { area: Area.READS, make: async (w) => ({ query: { id: await anyId(w, 'booking') } }) },
  [`GET ${NotificationPath.BOOKING_MESSAGES}`]: { area: Area.READS, make: async (w) => ({ query: { id: await anyId(w, 'booking') } }) },
  [`GET ${PosPath.PRINT_BILL_CASH}`]: { area: Area.READS, make: async (w) => ({ query: { id: await anyId(w, 'pos_action') } }) },
  [`GET ${PosPath.CHECKOUT_METHODS}`]: plain(Area.READS),
  [`GET ${BillPath.PAYMENT_OPTIONS}`]: { area: Area.READS, make: async (w) => ({ query: { branchId: w.downtown } }) },
  [`GET ${BillPath.BILLS_BY_BOOKING}`]: { area: Area.READS, make: async (w) => ({ query: { bookingId: await anyId(w, 'booking') } }) },
  [`GET ${BillPath.PRINT_BILL_BY_ID}`]: { area: Area.READS, make: async (w) => ({ query: { billId: await anyId(w, 'bill') } }) },
  [`GET ${CartPath.LIST}`]: { area: Area.READS, make: async (w) => ({ query: { branchId: w.downtown, page: '1', query: 'carla', status: 'New' } }) },
  [`GET ${CartPath.DETAIL}/:id`]: { area: Area.READS, make: async (w) => ({ params: { id: await anyId(w, 'cart') } }) },
  [`GET ${CartPath.BY_BOOKING}`]: { area: Area.READS, make: async (w) => ({ query: { bookingId: await anyId(w, 'booking') } }) },
  [`GET ${IMAGE_PATH_PREFIX}/:id`]: { area: Area.READS, make: async (w) => ({ params: { id: await storedImage(w) } }) },
  [`GET ${GiftCardPath.LIST}`]: { area: Area.READS, make: async (w) => ({ query: { branchId: w.downtown, query: 'W', page: '1', size: '15' } }) },
  [`GET ${GiftCardPath.SHOW}/:id`]: { area: Area.READS, make: async (w) => ({ params: { id: await anyId(w, 'gift_card') } }) },
  [`GET ${GiftCardPath.OPTIONS_TO_ADD_CART}`]: { area: Area.READS, make: async (w) => ({ query: { branchId: w.downtown } }) },
  [`GET ${ProductPath.LIST}`]: { area: Area.READS, make: async (w) => ({ query: { branchId: w.downtown, query: 'oil', page: '1', size: '15' } }) },
  [`GET ${ProductPath.DETAIL}`]: { area: Area.READS, make: async (w) => ({ query: { id: await anyId(w, 'product') } }) },
  [`GET ${ProductPath.DETAIL}/:id`]: { area: Area.READS, make: async (w) => ({ params: { id: await anyId(w, 'product') } }) },
  [`GET ${ProductPath.OPTIONS_TO_ADD_CART}`]: { area: Area.READS, make: async (w) => ({ query: { branchId: w.downtown } }) },
  [`GET ${CheckoutMethodPath.LIST}`]: plain(Area.READS),
  [`GET ${PaymentMethodPath.LIST}`]: plain(Area.READS),
  [`GET ${PaymentMethodPath.DETAIL}/:id`]: { area: Area.READS, make: async (w) => ({ params: { id: await anyId(w, 'payment_method') } }) },
  [`GET ${ActionLogPath.LIST}`]: { area: Area.READS, make: async () => ({ query: { entityType: 'SERVICE', action: 'update', from: TEST_TODAY, to: TEST_TODAY } }) },
};
