/**
 * What the tablet shows: the last server snapshot of a day (and the clipboard) with every
 * pending change applied on top, in outbox order (DESIGN "How data flows" 3). The server
 * decides with the same rules (status.ts, validate.ts); this only predicts its answer so the
 * screen changes at once, online or not. When the server confirms, the snapshot already holds
 * the change and the entry leaves the outbox in the same step, so nothing shows twice.
 */
import { BookingStatus, type Booking, type Guest, type ScheduleTechnician, type Segment } from '../api';
import type { MutationArgs } from '../sync';
import { MutationName } from '../sync-protocol';
import { dateTimeAt, minutesFromDay } from '../scheduler/clock';
import type { IsoDate } from '../time';
import type { BookingSaveArgs, SegmentInput } from './args';
import { backStatusOf, bookingStatusOf, canCancel, canWaitOnClipboard, isGuestReadOnly, statusForNewGuest } from './status';
import { NO_TURNS, type DayTurns } from '../turns/turn-order';
import { followingOccurrence, isOpenOccurrence } from './series-following';

export type BoardMutation = {
  [N in MutationName]: { id: string; name: N; args: MutationArgs[N] };
}[MutationName];

export type BoardView = {
  date: IsoDate;
  bookings: Booking[];
  guests: Guest[];
  technicians: ScheduleTechnician[];
  clipboard: { bookings: Booking[]; guests: Guest[] };
  /** The day's clock-ins and turn moves (issue 19); absent from days stored before. */
  turns?: DayTurns;
  /** Guests, segments and breaks touched by a change the server has not confirmed yet. */
  pendingIds: string[];
};

type Ctx = { today: IsoDate; createdTime: string; names: Map<string, string> };

const dayOf = (dateTime: string): IsoDate => dateTime.slice(0, 10);

function toSegment(line: SegmentInput, names: Map<string, string>): Segment {
  const date = dayOf(line.startTime);
  return {
    id: line.id,
    type: line.type,
    serviceId: line.serviceId,
    serviceName: line.serviceName,
    technicianId: line.technicianId,
    technicianName: names.get(line.technicianId) ?? '',
    startTime: line.startTime,
    endTime: dateTimeAt(date, minutesFromDay(line.startTime, date) + line.duration),
    duration: line.duration,
    cleaning: 0,
    price: line.price,
    displayIndex: line.displayIndex,
    packageId: line.packageId,
  };
}

/** Start, end, money and time of a booking from its guests still on the schedule. */
function withTotals(booking: Booking, guests: readonly Guest[]): Booking {
  const mine = guests.filter((g) => g.bookingId === booking.id);
  const lines = mine.filter((g) => g.status !== BookingStatus.CANCEL && g.status !== BookingStatus.NO_SHOW).flatMap((g) => g.segments);
  if (mine.length === 0) return booking;
  const starts = lines.map((s) => s.startTime).sort();
  const ends = lines.map((s) => s.endTime).sort();
  return {
    ...booking,
    status: bookingStatusOf(mine.map((g) => g.status)),
    startTime: starts[0] ?? booking.startTime,
    endTime: ends[ends.length - 1] ?? booking.endTime,
    totalAmount: lines.reduce((sum, s) => sum + s.price, 0),
    totalTime: lines.reduce((sum, s) => sum + s.duration, 0),
  };
}

function saveBooking(view: BoardView, args: BookingSaveArgs, ctx: Ctx): BoardView {
  const date = dayOf(args.startTime);
  const previous = view.bookings.find((b) => b.id === args.id) ?? view.clipboard.bookings.find((b) => b.id === args.id);
  const oldGuests = new Map([...view.guests, ...view.clipboard.guests].filter((g) => g.bookingId === args.id).map((g) => [g.id, g]));
  const guests: Guest[] = args.guests.map((input) => {
    const old = oldGuests.get(input.id);
    // Read-only guests keep what the server has, whatever the form sent.
    if (old && isGuestReadOnly(old.status)) return old;
    let status = old?.status ?? statusForNewGuest(date, ctx.today);
    if (args.start && !args.clipboard && (status === BookingStatus.WAITING || status === BookingStatus.CHECK_IN)) {
      status = BookingStatus.PROCESSING;
    }
    return {
      id: input.id,
      bookingId: args.id,
      name: input.name || args.customer.name,
      status,
      gender: input.gender,
      block: input.block,
      isReOrder: input.isReOrder,
      displayIndex: input.displayIndex,
      billId: old?.billId ?? null,
      alreadyTip: old?.alreadyTip ?? false,
      segments: input.segments.map((s) => toSegment(s, ctx.names)),
    };
  });
  // Completed guests cannot be removed: the server refuses, so keep showing them.
  for (const old of oldGuests.values()) {
    if (old.status === BookingStatus.COMPLETED && !guests.some((g) => g.id === old.id)) guests.push(old);
  }
  const base: Booking = {
    id: args.id,
    code: args.code,
    status: BookingStatus.WAITING,
    customerId: args.customerId,
    customerName: args.customer.name,
    phone: args.customer.phone,
    email: args.customer.email,
    startTime: args.startTime,
    endTime: args.startTime,
    createdTime: previous?.createdTime ?? ctx.createdTime,
    branchId: args.branchId,
    type: previous?.type ?? 'TYPE_BOOKING_OFFLINE',
    note: args.note || null,
    color: args.color,
    confirm: previous?.confirm ?? true,
    isCustomerNew: previous ? previous.isCustomerNew : args.customerId === null,
    numberGuest: guests.length,
    totalAmount: 0,
    totalTime: 0,
    // How the booking came in is decided when it is made; an update leaves it (as the server does).
    walkIn: previous ? previous.walkIn === true : args.walkIn,
    seriesId: args.seriesId ?? previous?.seriesId ?? null,
  };
  const without = removeBooking(view, args.id);
  // Parked on the clipboard (a refused booking moved there): those guests wait there, on any day.
  const parked = args.clipboard ? guests.filter((g) => g !== oldGuests.get(g.id) && canWaitOnClipboard(g.status)) : [];
  const onBoard = guests.filter((g) => !parked.includes(g));
  const clipboard =
    parked.length === 0
      ? without.clipboard
      : { bookings: [...without.clipboard.bookings, withTotals(base, parked)], guests: [...without.clipboard.guests, ...parked] };
  const marked = (list: readonly Guest[]) => [...list.map((g) => g.id), ...list.flatMap((g) => g.segments.map((s) => s.id))];
  if (date !== view.date || onBoard.length === 0) return { ...without, clipboard, pendingIds: [...view.pendingIds, ...marked(parked)] };
  return {
    ...without,
    clipboard,
    bookings: [...without.bookings, withTotals(base, onBoard)],
    guests: [...without.guests, ...onBoard],
    pendingIds: [...view.pendingIds, ...marked(guests)],
  };
}

function removeBooking(view: BoardView, id: string): BoardView {
  return {
    ...view,
    bookings: view.bookings.filter((b) => b.id !== id),
    guests: view.guests.filter((g) => g.bookingId !== id),
    clipboard: {
      bookings: view.clipboard.bookings.filter((b) => b.id !== id),
      guests: view.clipboard.guests.filter((g) => g.bookingId !== id),
    },
  };
}

/** Replaces guests by id on the board and the clipboard, then refreshes their bookings' totals. */
function mapGuests(view: BoardView, change: (g: Guest) => Guest | null, pending: readonly string[]): BoardView {
  const touched = new Set<string>();
  const apply = (list: Guest[]) =>
    list.map((g) => {
      const next = change(g);
      if (!next) return g;
      touched.add(g.bookingId);
      return next;
    });
  const guests = apply(view.guests);
  const clipGuests = apply(view.clipboard.guests);
  const refresh = (bookings: Booking[], all: Guest[]) => bookings.map((b) => (touched.has(b.id) ? withTotals(b, all) : b));
  return {
    ...view,
    guests,
    bookings: refresh(view.bookings, guests),
    clipboard: { guests: clipGuests, bookings: refresh(view.clipboard.bookings, clipGuests) },
    pendingIds: [...view.pendingIds, ...pending],
  };
}

function moveToClipboard(view: BoardView, guestId: string): BoardView {
  const guest = view.guests.find((g) => g.id === guestId);
  if (!guest) return view;
  const booking = view.bookings.find((b) => b.id === guest.bookingId);
  const guests = view.guests.filter((g) => g.id !== guestId);
  const stillOnBoard = guests.some((g) => g.bookingId === guest.bookingId);
  const clipBookings = booking && !view.clipboard.bookings.some((b) => b.id === booking.id) ? [...view.clipboard.bookings, booking] : view.clipboard.bookings;
  return {
    ...view,
    guests,
    bookings: stillOnBoard ? view.bookings.map((b) => (b.id === guest.bookingId ? withTotals(b, guests) : b)) : view.bookings.filter((b) => b.id !== guest.bookingId),
    // The clipboard read may already hold the guest (pulled after the server applied the move,
    // while the day read still shows it placed): a guest waits there once, never twice.
    clipboard: { bookings: clipBookings, guests: [...view.clipboard.guests.filter((g) => g.id !== guestId), guest] },
    pendingIds: [...view.pendingIds, guestId],
  };
}

function moveToDashboard(view: BoardView, args: MutationArgs[typeof MutationName.GUEST_TO_DASHBOARD], names: Map<string, string>): BoardView {
  const guest = view.clipboard.guests.find((g) => g.id === args.guestId);
  if (!guest) return view;
  const booking = view.clipboard.bookings.find((b) => b.id === guest.bookingId);
  const clipGuests = view.clipboard.guests.filter((g) => g.id !== args.guestId);
  const clipboard = {
    guests: clipGuests,
    bookings: clipGuests.some((g) => g.bookingId === guest.bookingId) ? view.clipboard.bookings : view.clipboard.bookings.filter((b) => b.id !== guest.bookingId),
  };
  if (args.scheduleDate !== view.date || !booking) return { ...view, clipboard, pendingIds: [...view.pendingIds, guest.id] };
  let cursor = minutesFromDay(args.startTime, view.date);
  const segments = [...guest.segments]
    .sort((a, b) => a.displayIndex - b.displayIndex)
    .map((s) => {
      const start = cursor;
      cursor += s.duration;
      return { ...s, technicianId: args.technicianId, technicianName: names.get(args.technicianId) ?? '', startTime: dateTimeAt(view.date, start), endTime: dateTimeAt(view.date, cursor) };
    });
  const placed: Guest = { ...guest, segments };
  // Same race the other way: the day read may already show the guest placed.
  const guests = [...view.guests.filter((g) => g.id !== guest.id), placed];
  const found = view.bookings.find((b) => b.id === booking.id) ?? booking;
  // Seated as a walk-in: the turn list counts it at once, as the server will.
  const onBoard = args.walkIn && found.type !== 'TYPE_BOOKING_ONLINE' ? { ...found, walkIn: true } : found;
  return {
    ...view,
    clipboard,
    guests,
    bookings: [...view.bookings.filter((b) => b.id !== booking.id), withTotals(onBoard, guests)],
    pendingIds: [...view.pendingIds, guest.id, ...segments.map((s) => s.id)],
  };
}

function applyOne(view: BoardView, m: BoardMutation, ctx: Ctx): BoardView {
  switch (m.name) {
    case MutationName.BOOKING_CREATE:
    case MutationName.BOOKING_UPDATE:
      return saveBooking(view, m.args, ctx);
    case MutationName.BOOKING_STATUS: {
      const ids = new Set(m.args.guestIds);
      return mapGuests(view, (g) => (ids.has(g.id) ? { ...g, status: m.args.status } : null), m.args.guestIds);
    }
    case MutationName.BOOKING_BACK_STATUS:
      return mapGuests(view, (g) => {
        if (g.id !== m.args.guestId) return null;
        const back = backStatusOf(g.status, g.billId !== null);
        return back ? { ...g, status: back } : null;
      }, [m.args.guestId]);
    case MutationName.BOOKING_CONFIRM: {
      const confirmBooking = (b: Booking): Booking =>
        b.id === m.args.id ? { ...b, confirm: m.args.confirm, status: m.args.confirm && b.status === BookingStatus.NEW ? BookingStatus.WAITING : b.status } : b;
      const next = mapGuests(view, (g) => (g.bookingId === m.args.id && m.args.confirm && g.status === BookingStatus.NEW ? { ...g, status: BookingStatus.WAITING } : null), [m.args.id]);
      return { ...next, bookings: next.bookings.map(confirmBooking), clipboard: { ...next.clipboard, bookings: next.clipboard.bookings.map(confirmBooking) } };
    }
    case MutationName.GUEST_TO_CLIPBOARD:
      return moveToClipboard(view, m.args.guestId);
    case MutationName.GUEST_TO_DASHBOARD:
      return moveToDashboard(view, m.args, ctx.names);
    case MutationName.SEGMENT_UPDATE: {
      const a = m.args;
      return mapGuests(view, (g) => {
        if (!g.segments.some((s) => s.id === a.id)) return null;
        const segments = g.segments.map((s) => {
          if (s.id !== a.id) return s;
          const date = dayOf(a.startTime);
          const end = dateTimeAt(date, minutesFromDay(a.startTime, date) + a.duration);
          return { ...s, technicianId: a.technicianId, technicianName: ctx.names.get(a.technicianId) ?? s.technicianName, startTime: a.startTime, endTime: end, duration: a.duration, price: a.price };
        });
        return { ...g, segments };
      }, [a.id]);
    }
    case MutationName.BREAK_CREATE: {
      const a = m.args;
      if (a.date !== view.date) return view;
      const technicians = view.technicians.map((t) =>
        t.id === a.technicianId
          ? { ...t, technicianWorkings: [...t.technicianWorkings.filter((w) => w.id !== a.id), { id: a.id, type: a.type, startDate: a.startTimeOff, endDate: a.endTimeOff, note: a.note || null }] }
          : t,
      );
      return { ...view, technicians, pendingIds: [...view.pendingIds, a.id] };
    }
    case MutationName.BILL_CREATE: {
      // The server completes every guest the bill pays (see the billing service).
      const ids = new Set(m.args.guestIds);
      const billId = m.args.id;
      return mapGuests(view, (g) => (ids.has(g.id) ? { ...g, status: BookingStatus.COMPLETED, billId } : null), m.args.guestIds);
    }
    case MutationName.BILL_CANCEL: {
      // A cancelled bill sends its guests back to Processing, unpaid and untipped.
      const billId = m.args.billId;
      const ids = [...view.guests, ...view.clipboard.guests].filter((g) => g.billId === billId).map((g) => g.id);
      return mapGuests(view, (g) => (g.billId === billId ? { ...g, status: BookingStatus.PROCESSING, billId: null, alreadyTip: false } : null), ids);
    }
    case MutationName.TIP_SAVE:
    case MutationName.TIP_DELETE: {
      const billId = m.args.billId;
      const alreadyTip = m.name === MutationName.TIP_SAVE;
      return mapGuests(view, (g) => (g.billId === billId ? { ...g, alreadyTip } : null), []);
    }
    case MutationName.BREAK_REMOVE: {
      const id = m.args.technicianWorkingId;
      const technicians = view.technicians.map((t) => ({ ...t, technicianWorkings: t.technicianWorkings.filter((w) => w.id !== id) }));
      return { ...view, technicians };
    }
    case MutationName.CLOCK_IN: {
      const a = m.args;
      if (a.date !== view.date) return view;
      // Kept beside any other clock-in of the technician: the earliest wins (turn-order.ts), as on the server.
      const turns = view.turns ?? NO_TURNS;
      const clockIns = [...turns.clockIns.filter((c) => c.id !== a.id), { id: a.id, technicianId: a.technicianId, date: a.date, clockedInAt: a.clockedInAt }];
      return { ...view, turns: { ...turns, clockIns }, pendingIds: [...view.pendingIds, a.id] };
    }
    case MutationName.TURN_MOVE: {
      const { branchId: _branch, ...move } = m.args;
      if (move.date !== view.date) return view;
      const turns = view.turns ?? NO_TURNS;
      return { ...view, turns: { ...turns, moves: [...turns.moves.filter((t) => t.id !== move.id), move] }, pendingIds: [...view.pendingIds, move.id] };
    }
    case MutationName.SERIES_UPDATE:
      return updateFollowing(view, m.args, ctx);
    case MutationName.SERIES_CANCEL: {
      const a = m.args;
      const bookings = new Set(laterInSeries(view, a.seriesId, a.from, a.bookingId).map((b) => b.id));
      const ids = view.guests.filter((g) => bookings.has(g.bookingId) && canCancel(g.status)).map((g) => g.id);
      const cancelled = new Set(ids);
      return mapGuests(view, (g) => (cancelled.has(g.id) ? { ...g, status: BookingStatus.CANCEL } : null), ids);
    }
    default:
      return view;
  }
}

/** The series' bookings on this day from `from` on (and the named one), still open: the server's choice, predicted. */
function laterInSeries(view: BoardView, seriesId: string, from: string, bookingId: string): Booking[] {
  return view.bookings.filter((b) => {
    if (b.id !== bookingId && (b.seriesId !== seriesId || b.startTime < from)) return false;
    return isOpenOccurrence(view.guests.filter((g) => g.bookingId === b.id).map((g) => g.status));
  });
}

function updateFollowing(view: BoardView, a: MutationArgs[typeof MutationName.SERIES_UPDATE], ctx: Ctx): BoardView {
  const template = { ...a.booking, seriesId: a.seriesId };
  let next = saveBooking(view, template, ctx);
  for (const later of laterInSeries(view, a.seriesId, a.from, a.booking.id)) {
    if (later.id === a.booking.id || later.startTime <= a.from) continue;
    next = saveBooking(next, followingOccurrence(template, { id: later.id, code: later.code, date: dayOf(later.startTime) }), ctx);
  }
  return next;
}

/** The day as the tablet shows it: snapshot plus pending changes, in order. */
export function applyPendingBoardChanges(input: {
  view: Omit<BoardView, 'pendingIds'>;
  pending: readonly BoardMutation[];
  today: IsoDate;
  /** "YYYY-MM-DD HH:mm" for bookings made here. */
  createdTime: string;
  /** Changes among `pending` the server has confirmed but the stored copy may not hold yet. */
  confirmed?: ReadonlySet<string>;
}): BoardView {
  const names = new Map(input.view.technicians.map((t) => [t.id, t.name]));
  const ctx: Ctx = { today: input.today, createdTime: input.createdTime, names };
  let view: BoardView = { ...input.view, pendingIds: [] };
  for (const m of input.pending) {
    const marked = view.pendingIds;
    view = applyOne(view, m, ctx);
    // A change the server already confirmed shows as final, not as "not yet sent".
    if (input.confirmed?.has(m.id)) view = { ...view, pendingIds: marked };
  }
  return view;
}
