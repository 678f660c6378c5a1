import { randomUUID } from 'node:crypto';
import { BookingStatus } from '../../../src/domain/api';
import { BillPath } from '../../../src/domain/bill/paths';
import { CartPath } from '../../../src/domain/cart/contract';
import { MutationName } from '../../../src/domain/sync-protocol';
import { addDays } from '../../../src/domain/time';
import { TEST_NOW, TEST_TODAY } from '../helpers';
import { postJson } from '../billingFixtures';
import { plus, TOMORROW } from '../bookingFixtures';
import { billInput, billReadBack, cartInput, cartReadBack, payIn, payInReadBack, tipInput } from './billingExamples';
import { bookingInput, bookingReadBack, breakArgs, insertedBreak, json, online, savedBooking } from './bookingExamples';
import type { Json } from './hostile';
import { expectOk, type World } from './world';
import { insertTip } from '../tipPayout/payoutFixtures';

/** Valid args of one mutation kind, made afresh after an accepted push. */
export type MutationExample = {
  make: (w: World) => Promise<Record<string, Json>>;
  readBack?: (w: World, args: Json) => Promise<{ sent: unknown; read: unknown }>;
};

async function guest(w: World, status: string): Promise<{ guestId: string; bookingId: string; branchId: string }> {
  const made = await w.guestIn(status);
  return { guestId: made.guestIds[0] ?? '', bookingId: made.bookingId, branchId: w.downtown };
}

async function bookedGuest(w: World, over: { clipboard?: boolean } = {}): Promise<{ guestId: string; bookingId: string; lineId: string }> {
  const args = await savedBooking(w, over);
  const first = args.guests[0];
  return { guestId: first?.id ?? '', bookingId: args.id, lineId: first?.segments[0]?.id ?? '' };
}

/** A close of one of Downtown's past days (each example its own day: a day closes once per method). */
function dayCloseArgs(w: World): Record<string, Json> {
  return { id: randomUUID(), branchId: w.downtown, date: addDays(TEST_TODAY, -w.next()), checkoutMethodId: w.cash, expected: 0, counted: 1500, note: 'drawer counted', correctsId: null };
}

/** Half of a fresh cash tip of Downtown's first technician today (each example its own tip, so something is always owed). */
async function tipPayoutArgs(w: World): Promise<Record<string, Json>> {
  const technicianId = w.dt[0]?.id ?? '';
  const { tenant_id: tenantId } = await w.env.db.one<{ tenant_id: string }>(`SELECT tenant_id FROM branch WHERE id = $1`, [w.downtown]);
  await insertTip(w.env.db, { tenantId, branchId: w.downtown, createdBy: w.adminId, methodId: w.cash, at: `${TEST_TODAY}T14:00:00Z`, shares: [{ technicianId, value: 1000 }] });
  return { id: randomUUID(), branchId: w.downtown, technicianId, value: 500, note: 'tips of the morning', actionTime: `${TEST_TODAY} 09:59`, checkoutMethodId: w.cash, code: w.code() };
}

export const mutationExamples: Record<MutationName, MutationExample> = {
  [MutationName.POS_ACTION_CREATE]: { make: async (w) => payIn(w), readBack: payInReadBack },
  [MutationName.SYNC_DISCARD]: {
    make: async (w) => ({ mutationId: randomUUID(), name: MutationName.BOOKING_CREATE, summary: 'Booking of Write Surface, tomorrow 10:00', branchId: w.downtown }),
  },
  [MutationName.BOOKING_CREATE]: { make: async (w) => json(bookingInput(w)) as Record<string, Json>, readBack: bookingReadBack },
  [MutationName.BOOKING_UPDATE]: {
    make: async (w) => json({ ...(await savedBooking(w)), note: 'changed offline' }) as Record<string, Json>,
    readBack: bookingReadBack,
  },
  [MutationName.BOOKING_STATUS]: {
    make: async (w) => {
      const g = await guest(w, BookingStatus.WAITING);
      return { bookingId: g.bookingId, branchId: g.branchId, guestIds: [g.guestId], status: BookingStatus.CHECK_IN, force: false, note: 'arrived' };
    },
  },
  [MutationName.BOOKING_BACK_STATUS]: { make: async (w) => guest(w, BookingStatus.CHECK_IN) },
  [MutationName.BOOKING_CONFIRM]: {
    make: async (w) => {
      const g = await guest(w, BookingStatus.NEW);
      return { id: g.bookingId, branchId: g.branchId, confirm: true };
    },
  },
  [MutationName.GUEST_TO_CLIPBOARD]: {
    make: async (w) => {
      const g = await bookedGuest(w);
      return { guestId: g.guestId, bookingId: g.bookingId, branchId: w.downtown };
    },
  },
  [MutationName.GUEST_TO_DASHBOARD]: {
    make: async (w) => {
      const g = await bookedGuest(w, { clipboard: true });
      return { guestId: g.guestId, bookingId: g.bookingId, branchId: w.downtown, technicianId: w.booking.technicianId, startTime: `${TOMORROW} 11:00`, scheduleDate: TOMORROW, force: true };
    },
  },
  [MutationName.SEGMENT_UPDATE]: {
    make: async (w) => {
      const g = await bookedGuest(w);
      return { id: g.lineId, bookingId: g.bookingId, branchId: w.downtown, technicianId: w.booking.technicianId, startTime: plus(w.booking.start, 30), duration: 45, price: 5000, force: true };
    },
  },
  [MutationName.BREAK_CREATE]: { make: (w) => breakArgs(w, 'BREAK_PAID') },
  [MutationName.BREAK_REMOVE]: { make: async (w) => ({ technicianWorkingId: await insertedBreak(w), branchId: w.downtown }) },
  [MutationName.BILL_CREATE]: { make: (w) => billInput(w), readBack: billReadBack },
  [MutationName.BILL_CANCEL]: { make: async (w) => ({ billId: (await w.paidBill()).billId, branchId: w.downtown, note: 'wrong guest' }) },
  [MutationName.TIP_SAVE]: { make: (w) => tipInput(w) },
  [MutationName.TIP_DELETE]: {
    make: async (w) => {
      const tip = await tipInput(w);
      expectOk(await postJson(w.env, w.admin, BillPath.CREATE_TIP, tip));
      return { id: tip.id ?? '', billId: tip.billId ?? '', branchId: w.downtown };
    },
  },
  [MutationName.CART_SAVE]: { make: async (w) => json(await cartInput(w)) as Record<string, Json>, readBack: cartReadBack },
  [MutationName.CART_CANCEL]: {
    make: async (w) => {
      const cart = online(await cartInput(w));
      expectOk(await postJson(w.env, w.admin, CartPath.CREATE, cart));
      return { id: cart.id, branchId: w.downtown };
    },
  },
  [MutationName.DAY_CLOSE]: { make: async (w) => dayCloseArgs(w) },
  [MutationName.TIP_PAYOUT]: { make: async (w) => tipPayoutArgs(w) },
  [MutationName.CLOCK_IN]: {
    make: async (w) => ({ id: randomUUID(), branchId: w.downtown, technicianId: w.booking.technicianId, date: TEST_TODAY, clockedInAt: TEST_NOW.toISOString() }),
  },
  [MutationName.TURN_MOVE]: {
    make: async (w) => ({
      id: randomUUID(),
      branchId: w.downtown,
      technicianId: w.booking.technicianId,
      date: TEST_TODAY,
      direction: 'DOWN',
      note: 'asked for a break',
      movedAt: TEST_NOW.toISOString(),
      halfTurnsAt: 0,
    }),
  },
  [MutationName.SERIES_UPDATE]: {
    make: async (w) => {
      const seriesId = randomUUID();
      const args = await savedBooking(w, { seriesId });
      return json({ seriesId, from: args.startTime, booking: { ...args, note: 'changed for the series' } }) as Record<string, Json>;
    },
  },
  [MutationName.SERIES_CANCEL]: {
    make: async (w) => {
      const seriesId = randomUUID();
      const args = await savedBooking(w, { seriesId });
      return { seriesId, bookingId: args.id, branchId: w.downtown, from: args.startTime, note: 'moving away' };
    },
  },
};

/** The kinds are probed in two files, so the two cores share them. */
export const BOOKING_KINDS = [
  MutationName.BOOKING_CREATE,
  MutationName.BOOKING_UPDATE,
  MutationName.BOOKING_STATUS,
  MutationName.BOOKING_BACK_STATUS,
  MutationName.BOOKING_CONFIRM,
  MutationName.GUEST_TO_CLIPBOARD,
  MutationName.GUEST_TO_DASHBOARD,
  MutationName.SEGMENT_UPDATE,
  MutationName.BREAK_CREATE,
  MutationName.BREAK_REMOVE,
  MutationName.CLOCK_IN,
  MutationName.TURN_MOVE,
  MutationName.SERIES_UPDATE,
  MutationName.SERIES_CANCEL,
] as const;
export const MONEY_KINDS = [
  MutationName.POS_ACTION_CREATE,
  MutationName.DAY_CLOSE,
  MutationName.SYNC_DISCARD,
  MutationName.BILL_CREATE,
  MutationName.BILL_CANCEL,
  MutationName.TIP_SAVE,
  MutationName.TIP_DELETE,
  MutationName.CART_SAVE,
  MutationName.CART_CANCEL,
  MutationName.TIP_PAYOUT,
] as const;
