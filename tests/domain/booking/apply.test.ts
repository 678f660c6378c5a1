import { describe, expect, it } from 'vitest';
import { BookingStatus, type Booking, type Guest, type ScheduleTechnician } from '../../../src/domain/api';
import { applyPendingBoardChanges, type BoardMutation, type BoardView } from '../../../src/domain/booking/apply';
import { bookingSaveArgs } from '../../../src/domain/booking/args';
import { MutationName } from '../../../src/domain/sync-protocol';

const DATE = '2026-11-20';
const BRANCH = '00000000-0000-4000-8000-000000000001';
const ANNA = '00000000-0000-4000-8000-00000000000a';
const BEN = '00000000-0000-4000-8000-00000000000b';
const SERVICE = '00000000-0000-4000-8000-0000000000c1';
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function technician(id: string, name: string): ScheduleTechnician {
  return {
    id,
    name,
    gender: 'FEMALE',
    avatar: null,
    fullService: false,
    priority: 0,
    technicianServiceMappings: [{ serviceId: SERVICE }],
    technicianWorkings: [{ id: uuid(900), type: 'WORKING', startDate: `${DATE} 09:00`, endDate: `${DATE} 19:00`, note: null }],
  };
}

function booking(id: string, start: string, end: string): Booking {
  return {
    id, code: 'DT-1', status: BookingStatus.WAITING, customerId: null, customerName: 'JANE DOE', phone: '4165550101', email: null,
    startTime: start, endTime: end, createdTime: `${DATE} 08:00`, branchId: BRANCH, type: 'TYPE_BOOKING_OFFLINE', note: null, color: null,
    confirm: true, isCustomerNew: false, numberGuest: 1, totalAmount: 3000, totalTime: 45,
  };
}

function guest(id: string, bookingId: string, segmentId: string, technicianId: string, start: string, end: string): Guest {
  return {
    id, bookingId, name: 'JANE DOE', status: BookingStatus.WAITING, gender: 'ANY', block: false, isReOrder: false, displayIndex: 0, billId: null, alreadyTip: false,
    segments: [{ id: segmentId, type: 'service', serviceId: SERVICE, serviceName: 'Manicure', technicianId, technicianName: '', startTime: start, endTime: end, duration: 45, cleaning: 0, price: 3000, displayIndex: 0, packageId: null }],
  };
}

const B1 = uuid(1);
const G1 = uuid(11);
const S1 = uuid(21);

function view(): Omit<BoardView, 'pendingIds'> {
  return {
    date: DATE,
    bookings: [booking(B1, `${DATE} 10:00`, `${DATE} 10:45`)],
    guests: [guest(G1, B1, S1, ANNA, `${DATE} 10:00`, `${DATE} 10:45`)],
    technicians: [technician(ANNA, 'Anna'), technician(BEN, 'Ben')],
    clipboard: { bookings: [], guests: [] },
  };
}

let n = 100;
function m<T extends BoardMutation>(x: Omit<T, 'id'>): BoardMutation {
  return { id: uuid(n++), ...x } as BoardMutation;
}

const apply = (pending: BoardMutation[], confirmed?: Set<string>) =>
  applyPendingBoardChanges({ view: view(), pending, today: DATE, createdTime: `${DATE} 09:30`, confirmed });

function createArgs(start: string) {
  return bookingSaveArgs.parse({
    id: uuid(2), branchId: BRANCH, code: 'DT-3-1', customer: { name: 'john smith', phone: '416 555 0102' }, startTime: start,
    guests: [{ id: uuid(12), name: '', displayIndex: 0, segments: [{ id: uuid(22), type: 'service', serviceId: SERVICE, serviceName: 'Manicure', technicianId: BEN, startTime: start, duration: 30, price: 2500, displayIndex: 0 }] }],
  });
}

describe('applyPendingBoardChanges', () => {
  it('shows a booking made here on its day, uppercased, marked not yet sent', () => {
    const create = m({ name: MutationName.BOOKING_CREATE, args: createArgs(`${DATE} 11:00`) });
    const out = apply([create]);
    const made = out.bookings.find((b) => b.id === uuid(2));
    expect(made).toMatchObject({ customerName: 'JOHN SMITH', phone: '4165550102', startTime: `${DATE} 11:00`, endTime: `${DATE} 11:30`, totalAmount: 2500, status: BookingStatus.WAITING });
    const g = out.guests.find((x) => x.id === uuid(12));
    expect(g?.name).toBe('JOHN SMITH');
    expect(g?.segments[0]).toMatchObject({ technicianName: 'Ben', endTime: `${DATE} 11:30` });
    expect(out.pendingIds).toEqual(expect.arrayContaining([uuid(12), uuid(22)]));
  });

  it('a booking on another day does not show; a confirmed change is not marked pending', () => {
    expect(apply([m({ name: MutationName.BOOKING_CREATE, args: createArgs('2026-11-21 11:00') })]).bookings).toHaveLength(1);
    const create = m({ name: MutationName.BOOKING_CREATE, args: createArgs(`${DATE} 11:00`) });
    const out = apply([create], new Set([create.id]));
    expect(out.bookings).toHaveLength(2);
    expect(out.pendingIds).toEqual([]);
  });

  it('starting a booking makes its guests Processing; a past-dated booking starts Processing', () => {
    const start = m({ name: MutationName.BOOKING_CREATE, args: { ...createArgs(`${DATE} 11:00`), start: true } });
    expect(apply([start]).guests.find((g) => g.id === uuid(12))?.status).toBe(BookingStatus.PROCESSING);
    const out = applyPendingBoardChanges({ view: { ...view(), date: '2026-11-19' }, pending: [m({ name: MutationName.BOOKING_CREATE, args: createArgs('2026-11-19 11:00') })], today: DATE, createdTime: '' });
    expect(out.guests.find((g) => g.id === uuid(12))?.status).toBe(BookingStatus.PROCESSING);
  });

  it('a booking saved onto the clipboard waits there, on its day or another, not started', () => {
    const parked = m({ name: MutationName.BOOKING_CREATE, args: { ...createArgs(`${DATE} 10:00`), clipboard: true, start: true } });
    const out = apply([parked]);
    expect(out.bookings.map((b) => b.id)).toEqual([B1]);
    expect(out.clipboard.bookings.map((b) => b.id)).toEqual([uuid(2)]);
    expect(out.clipboard.guests).toMatchObject([{ id: uuid(12), status: BookingStatus.WAITING }]);
    expect(out.pendingIds).toContain(uuid(12));
    const otherDay = apply([m({ name: MutationName.BOOKING_CREATE, args: { ...createArgs('2026-11-23 10:00'), clipboard: true } })]);
    expect(otherDay.clipboard.guests.map((g) => g.id)).toEqual([uuid(12)]);
  });

  it('status changes recompute the booking; cancelled guests leave its totals', () => {
    const out = apply([m({ name: MutationName.BOOKING_STATUS, args: { bookingId: B1, branchId: BRANCH, guestIds: [G1], status: BookingStatus.CANCEL, force: false, note: '' } })]);
    expect(out.guests[0]?.status).toBe(BookingStatus.CANCEL);
    expect(out.bookings[0]).toMatchObject({ status: BookingStatus.CANCEL, totalAmount: 0 });
    expect(out.pendingIds).toContain(G1);
  });

  it('back status steps CheckIn → Waiting', () => {
    const checkIn = m({ name: MutationName.BOOKING_STATUS, args: { bookingId: B1, branchId: BRANCH, guestIds: [G1], status: BookingStatus.CHECK_IN, force: false, note: '' } });
    const back = m({ name: MutationName.BOOKING_BACK_STATUS, args: { guestId: G1, bookingId: B1, branchId: BRANCH } });
    expect(apply([checkIn]).guests[0]?.status).toBe(BookingStatus.CHECK_IN);
    expect(apply([checkIn, back]).guests[0]?.status).toBe(BookingStatus.WAITING);
  });

  it('moves a guest to the clipboard and back onto another technician and time', () => {
    const out = apply([m({ name: MutationName.GUEST_TO_CLIPBOARD, args: { guestId: G1, bookingId: B1, branchId: BRANCH } })]);
    expect(out.guests).toHaveLength(0);
    expect(out.bookings).toHaveLength(0);
    expect(out.clipboard.guests.map((g) => g.id)).toEqual([G1]);
    const back = applyPendingBoardChanges({
      view: { ...out },
      pending: [m({ name: MutationName.GUEST_TO_DASHBOARD, args: { guestId: G1, bookingId: B1, branchId: BRANCH, technicianId: BEN, startTime: `${DATE} 13:00`, scheduleDate: DATE, force: false } })],
      today: DATE,
      createdTime: '',
    });
    expect(back.clipboard.guests).toHaveLength(0);
    expect(back.guests[0]?.segments[0]).toMatchObject({ technicianId: BEN, technicianName: 'Ben', startTime: `${DATE} 13:00`, endTime: `${DATE} 13:45` });
    expect(back.bookings[0]).toMatchObject({ startTime: `${DATE} 13:00`, endTime: `${DATE} 13:45` });
  });

  it('shows a guest once when the clipboard read already has the move the day read does not yet', () => {
    const stale = view();
    const waiting = { ...stale.guests[0]! };
    const both = { ...stale, clipboard: { bookings: [stale.bookings[0]!], guests: [waiting] } };
    const out = applyPendingBoardChanges({ view: both, pending: [m({ name: MutationName.GUEST_TO_CLIPBOARD, args: { guestId: G1, bookingId: B1, branchId: BRANCH } })], today: DATE, createdTime: '' });
    expect(out.clipboard.guests.map((g) => g.id)).toEqual([G1]);
    expect(out.clipboard.bookings.map((b) => b.id)).toEqual([B1]);
    const placedTwice = applyPendingBoardChanges({
      view: { ...view(), clipboard: { bookings: [stale.bookings[0]!], guests: [waiting] } },
      pending: [m({ name: MutationName.GUEST_TO_DASHBOARD, args: { guestId: G1, bookingId: B1, branchId: BRANCH, technicianId: BEN, startTime: `${DATE} 13:00`, scheduleDate: DATE, force: false } })],
      today: DATE,
      createdTime: '',
    });
    expect(placedTwice.guests.map((g) => g.id)).toEqual([G1]);
    expect(placedTwice.guests[0]?.segments[0]).toMatchObject({ technicianId: BEN });
  });

  it('moves and resizes a line, with a new price', () => {
    const out = apply([m({ name: MutationName.SEGMENT_UPDATE, args: { id: S1, bookingId: B1, branchId: BRANCH, technicianId: BEN, startTime: `${DATE} 14:00`, duration: 60, price: 4000, force: false } })]);
    expect(out.guests[0]?.segments[0]).toMatchObject({ technicianId: BEN, startTime: `${DATE} 14:00`, endTime: `${DATE} 15:00`, duration: 60, price: 4000 });
    expect(out.bookings[0]).toMatchObject({ startTime: `${DATE} 14:00`, totalAmount: 4000 });
  });

  it('adds and removes a break', () => {
    const id = uuid(50);
    const add = m({ name: MutationName.BREAK_CREATE, args: { id, technicianId: ANNA, branchId: BRANCH, date: DATE, startTimeOff: `${DATE} 12:00`, endTimeOff: `${DATE} 12:30`, note: 'lunch', type: 'BREAK_UNPAID' } });
    const withBreak = apply([add]);
    expect(withBreak.technicians[0]?.technicianWorkings.find((w) => w.id === id)).toMatchObject({ type: 'BREAK_UNPAID', note: 'lunch' });
    const removed = apply([add, m({ name: MutationName.BREAK_REMOVE, args: { technicianWorkingId: id, branchId: BRANCH } })]);
    expect(removed.technicians[0]?.technicianWorkings.some((w) => w.id === id)).toBe(false);
  });

  it('confirming a New booking makes it Waiting', () => {
    const v = view();
    v.bookings[0] = { ...v.bookings[0]!, status: BookingStatus.NEW, confirm: false };
    v.guests[0] = { ...v.guests[0]!, status: BookingStatus.NEW };
    const out = applyPendingBoardChanges({ view: v, pending: [m({ name: MutationName.BOOKING_CONFIRM, args: { id: B1, branchId: BRANCH, confirm: true } })], today: DATE, createdTime: '' });
    expect(out.bookings[0]).toMatchObject({ confirm: true, status: BookingStatus.WAITING });
    expect(out.guests[0]?.status).toBe(BookingStatus.WAITING);
  });
});

describe('payment on the board', () => {
  const processing = (): Omit<BoardView, 'pendingIds'> => {
    const v = view();
    return { ...v, guests: v.guests.map((g) => ({ ...g, status: BookingStatus.PROCESSING })), bookings: v.bookings.map((b) => ({ ...b, status: BookingStatus.PROCESSING })) };
  };
  const BILL = uuid(500);
  const expected = { subtotal: 3000, discount: 0, paymentFee: 0, tax: 390, total: 3390, giftCardUsed: 0, amountDue: 3390, received: 3390, change: 0 };
  const bill = {
    name: MutationName.BILL_CREATE,
    args: { id: BILL, code: 'DT-3-9', branchId: BRANCH, bookingId: B1, guestIds: [G1], cartIds: [] as string[], customerId: null, paymentMethodId: null, voucherCode: null, giftCardCode: null, loyaltyAmount: 0, useLoyaltyReward: false, isHst: true, actionTime: `${DATE} 11:00`, received: [{ checkoutMethodId: uuid(600), amount: 3390 }], note: '', expected },
  };

  it('a bill completes the guests it pays and links them to it, shown as not yet sent', () => {
    const out = applyPendingBoardChanges({ view: processing(), pending: [m(bill)], today: DATE, createdTime: `${DATE} 11:00` });
    expect(out.guests[0]).toMatchObject({ status: BookingStatus.COMPLETED, billId: BILL });
    expect(out.bookings[0]?.status).toBe(BookingStatus.COMPLETED);
    expect(out.pendingIds).toContain(G1);
  });

  it('a cancelled bill sends its guests back to Processing with no bill and no tip', () => {
    const tip = { name: MutationName.TIP_SAVE, args: { id: uuid(501), replacesId: null, billId: BILL, branchId: BRANCH, value: 500, checkoutMethodId: uuid(600), actionTime: `${DATE} 11:01`, code: 'DT-3-10', technicianTips: [{ technicianId: ANNA, technicianName: 'Anna', segmentName: 'Manicure', percent: 100, value: 500 }] } };
    const tipped = applyPendingBoardChanges({ view: processing(), pending: [m(bill), m(tip)], today: DATE, createdTime: `${DATE} 11:00` });
    expect(tipped.guests[0]?.alreadyTip).toBe(true);
    const cancel = { name: MutationName.BILL_CANCEL, args: { billId: BILL, branchId: BRANCH, note: '' } };
    const out = applyPendingBoardChanges({ view: processing(), pending: [m(bill), m(tip), m(cancel)], today: DATE, createdTime: `${DATE} 11:00` });
    expect(out.guests[0]).toMatchObject({ status: BookingStatus.PROCESSING, billId: null, alreadyTip: false });
    expect(out.bookings[0]?.status).toBe(BookingStatus.PROCESSING);
  });

  it('removing the tip clears the mark', () => {
    const del = { name: MutationName.TIP_DELETE, args: { id: uuid(501), billId: BILL, branchId: BRANCH } };
    const v = processing();
    const paid = { ...v, guests: v.guests.map((g) => ({ ...g, status: BookingStatus.COMPLETED, billId: BILL, alreadyTip: true })) };
    const out = applyPendingBoardChanges({ view: paid, pending: [m(del)], today: DATE, createdTime: `${DATE} 11:00` });
    expect(out.guests[0]?.alreadyTip).toBe(false);
  });
});
