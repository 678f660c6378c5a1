import { randomUUID } from 'node:crypto';
import { BookingStatus, type Booking } from '../../../src/domain/api';
import type { BookingSaveInput } from '../../../src/domain/booking/args';
import { parseSaveBody, saveBody } from '../../../src/server/booking/bookingWriteBodies';
import { BookingWritePath, TimesheetPath } from '../../../src/domain/booking/paths';
import type { BookingDetail } from '../../../src/domain/booking/reads';
import { NotificationPath } from '../../../src/domain/catalogue/paths';
import { body } from '../helpers';
import { bookingArgs, plus, TOMORROW } from '../bookingFixtures';
import { getJson, postJson } from '../billingFixtures';
import type { Json } from './hostile';
import { Area, type Example } from './probe';
import { expectOk, type World } from './world';

/** Plain JSON of a typed value (what travels). */
export function json(value: unknown): Json {
  return JSON.parse(JSON.stringify(value)) as Json;
}

/** The body of an online save: tablets' codes are for the sync push, the server numbers the rest. */
export function online<T extends { code?: unknown }>(args: T): Omit<T, 'code'> {
  const { code: _code, ...rest } = args;
  return rest;
}

/** A one-guest booking tomorrow on the world's technician, booked over anything already there. */
export function bookingInput(w: World, over: Partial<BookingSaveInput> = {}, slot = w.booking): BookingSaveInput {
  const { service, technicianId, start } = slot;
  const args = bookingArgs({ branchId: w.downtown, customerName: 'Write Surface', guests: [{ lines: [{ service, technicianId, startTime: start }] }], force: true });
  return { ...args, code: w.code(), note: 'first visit', ...over };
}

/** A booking saved online, for the changes that need one. */
export async function savedBooking(w: World, over: Partial<BookingSaveInput> = {}): Promise<BookingSaveInput> {
  const args = bookingInput(w, over);
  expectOk(await postJson(w.env, w.admin, BookingWritePath.CREATE, online(args)));
  return args;
}

/** What the booking detail shows of what a save sent, both in the detail's terms. */
export async function bookingReadBack(w: World, sent: Json): Promise<{ sent: unknown; read: unknown }> {
  // What the server made of it: ids made where an online body left them out, the start flag its route's.
  const loose = saveBody.safeParse(sent);
  if (!loose.success) return { sent: 'the schema refuses what the server accepted', read: loose.error.issues };
  const { args } = parseSaveBody({ ...loose.data, start: false }, { isNew: false, start: false });
  const res = await getJson(w.env, w.admin, `/api/booking/get-detail-booking/${args.id}`);
  const detail = body<BookingDetail>(res).result;
  const pick = (b: Pick<Booking, 'note' | 'color' | 'email' | 'startTime'> & { customerName: string }) => ({
    customerName: b.customerName,
    email: b.email,
    note: b.note ?? '',
    color: b.color,
    startTime: b.startTime,
  });
  return {
    sent: { ...pick({ customerName: args.customer.name, email: args.customer.email, note: args.note, color: args.color, startTime: args.startTime }), guests: args.guests.map((g) => g.name || args.customer.name) },
    read: { ...pick(detail.booking), guests: detail.guests.map((g) => g.name) },
  };
}

const save = (isNew: boolean, today = false): Example => ({
  area: Area.BOOKING,
  make: async (w) => {
    const args = isNew ? bookingInput(w, {}, today ? w.todaySlot : w.booking) : await savedBooking(w);
    return { body: json(online(isNew ? args : { ...args, note: 'changed', customer: { ...args.customer, birthDay: '1990-05-17' } })) };
  },
  readBack: (w, sent) => bookingReadBack(w, sent.body ?? null),
});

/** A break of a quarter of an hour tomorrow, the technician's earlier breaks cleared so none is in the way. */
export async function breakArgs(w: World, type: string): Promise<Record<string, Json>> {
  await w.env.db.query(`DELETE FROM technician_working WHERE technician_id = $1 AND type <> 'WORKING'`, [w.breakTechnicianId]);
  const start = plus(`${TOMORROW} 12:00`, 15 * (w.next() % 20));
  return { id: randomUUID(), technicianId: w.breakTechnicianId, branchId: w.downtown, date: TOMORROW, startTimeOff: start, endTimeOff: plus(start, 15), note: 'lunch', type };
}

/** A break written straight to the table, for unbreak. */
export async function insertedBreak(w: World): Promise<string> {
  const id = randomUUID();
  await w.env.db.query(
    `INSERT INTO technician_working (id, tenant_id, branch_id, technician_id, type, start_time, end_time, note, created_at)
     SELECT $1, tenant_id, branch_id, id, 'BREAK_UNPAID', $3::timestamptz, $3::timestamptz + interval '15 minutes', 'short', now() FROM technician WHERE id = $2`,
    [id, w.breakTechnicianId, `${TOMORROW}T23:00:00Z`],
  );
  return id;
}

async function guestOf(w: World, status: string): Promise<{ bookingId: string; guestId: string }> {
  const made = await w.guestIn(status);
  return { bookingId: made.bookingId, guestId: made.guestIds[0] ?? '' };
}

/** A booking waiting on the clipboard (saved there), for a drop back on the board. */
async function onClipboard(w: World): Promise<BookingSaveInput> {
  return savedBooking(w, { clipboard: true });
}

export const bookingExamples: Record<string, Example> = {
  [`POST ${BookingWritePath.CREATE}`]: save(true),
  [`POST ${BookingWritePath.CREATE_HISTORY}`]: save(true),
  // Starting is for today's bookings only.
  [`POST ${BookingWritePath.CREATE_START}`]: save(true, true),
  [`POST ${BookingWritePath.UPDATE}`]: save(false),
  [`POST ${BookingWritePath.UPDATE_HISTORY}`]: save(false),
  [`POST ${BookingWritePath.UPDATE_STATUS}`]: {
    area: Area.BOOKING,
    make: async (w) => ({ body: { bookingId: (await guestOf(w, BookingStatus.WAITING)).bookingId, status: BookingStatus.CHECK_IN, force: false, note: 'arrived' } }),
  },
  [`POST ${BookingWritePath.UPDATE_STATUS_GUEST}`]: {
    area: Area.BOOKING,
    make: async (w) => {
      const { bookingId, guestId } = await guestOf(w, BookingStatus.WAITING);
      return { body: { bookingId, guestId, status: BookingStatus.CHECK_IN, force: false, statusSendNotification: false, note: '' } };
    },
  },
  [`POST ${BookingWritePath.BACK_STATUS}`]: {
    area: Area.BOOKING,
    make: async (w) => ({ body: { guestId: (await guestOf(w, BookingStatus.CHECK_IN)).guestId } }),
  },
  [`GET ${BookingWritePath.MOVE_TO_CLIPBOARD}`]: {
    area: Area.BOOKING,
    make: async (w) => {
      const args = await savedBooking(w);
      return { query: { guestId: args.guests[0]?.id ?? '' } };
    },
  },
  [`POST ${BookingWritePath.MOVE_TO_DASHBOARD}`]: {
    area: Area.BOOKING,
    make: async (w) => {
      const args = await onClipboard(w);
      return { body: { guestId: args.guests[0]?.id ?? '', branchId: w.downtown, technicianId: w.booking.technicianId, startTime: `${TOMORROW} 11:00`, scheduleDate: TOMORROW, force: true } };
    },
  },
  [`POST ${BookingWritePath.CONFIRM}`]: {
    area: Area.BOOKING,
    make: async (w) => ({ body: { id: (await guestOf(w, BookingStatus.NEW)).bookingId, confirm: true } }),
  },
  [`POST ${BookingWritePath.UPDATE_SEGMENT}`]: {
    area: Area.BOOKING,
    make: async (w) => {
      const args = await savedBooking(w);
      const line = args.guests[0]?.segments[0];
      return { body: { id: line?.id ?? '', bookingId: args.id, technicianId: w.booking.technicianId, startTime: plus(w.booking.start, 30), duration: 45, price: 5000, force: true } };
    },
  },
  [`POST ${TimesheetPath.BREAK_TIME}`]: { area: Area.BOOKING, make: async (w) => ({ body: await breakArgs(w, 'BREAK_UNPAID') }) },
  [`POST ${TimesheetPath.UNBREAK}`]: { area: Area.BOOKING, make: async (w) => ({ body: { technicianWorkingId: await insertedBreak(w) } }) },
  [`POST ${NotificationPath.BOOKING_RESEND_SMS}`]: {
    area: Area.BOOKING,
    make: async (w) => ({ body: { bookingId: (await savedBooking(w)).id } }),
  },
};
