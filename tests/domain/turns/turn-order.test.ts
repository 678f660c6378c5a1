import { describe, expect, it } from 'vitest';
import { BookingStatus, type Booking, type Guest } from '../../../src/domain/api';
import { applyPendingBoardChanges } from '../../../src/domain/booking/apply';
import { MutationName } from '../../../src/domain/sync-protocol';
import { clockInArgs, turnMoveArgs } from '../../../src/domain/turns/args';
import { TurnDirection } from '../../../src/domain/turns/direction';
import { turnOrder, type ClockIn, type DayTurns, type TurnMove } from '../../../src/domain/turns/turn-order';

const DATE = '2026-11-20';
const BRANCH = '00000000-0000-4000-8000-000000000001';
const ANNA = '00000000-0000-4000-8000-00000000000a';
const BEN = '00000000-0000-4000-8000-00000000000b';
const CHI = '00000000-0000-4000-8000-00000000000c';
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
/** $30.00: a manicure at it is a full turn, a polish change below it half a turn. */
const FULL = 3000;
const TZ = 'America/Toronto';

let n = 100;
const clockIn = (technicianId: string, hm: string, date = DATE): ClockIn => ({ id: uuid(n++), technicianId, date, clockedInAt: `${date}T${hm}:00-05:00` });

function walkIn(input: { technicianId: string; price: number; status?: BookingStatus; walkIn?: boolean; start?: string }): { booking: Booking; guest: Guest } {
  const id = uuid(n++);
  const start = input.start ?? `${DATE} 10:00`;
  return {
    booking: {
      id, code: `DT-${n}`, status: BookingStatus.PROCESSING, customerId: null, customerName: 'WALK IN', phone: '4165550101', email: null,
      startTime: start, endTime: start, createdTime: start, branchId: BRANCH, type: 'TYPE_BOOKING_OFFLINE', note: null, color: null,
      confirm: true, isCustomerNew: false, numberGuest: 1, totalAmount: input.price, totalTime: 30, walkIn: input.walkIn ?? true,
    },
    guest: {
      id: uuid(n++), bookingId: id, name: 'WALK IN', status: input.status ?? BookingStatus.PROCESSING, gender: 'ANY', block: false, isReOrder: false,
      displayIndex: 0, billId: null, alreadyTip: false,
      segments: [{ id: uuid(n++), type: 'service', serviceId: null, serviceName: 'Manicure', technicianId: input.technicianId, technicianName: '', startTime: start, endTime: start, duration: 30, cleaning: 0, price: input.price, displayIndex: 0, packageId: null }],
    },
  };
}

function order(turns: DayTurns, served: { booking: Booking; guest: Guest }[] = []) {
  return turnOrder({ date: DATE, turns, bookings: served.map((s) => s.booking), guests: served.map((s) => s.guest), fullTurnPrice: FULL, timeZone: TZ });
}
const ids = (rows: { technicianId: string }[]) => rows.map((r) => r.technicianId);

function move(technicianId: string, direction: TurnDirection, hm: string, halfTurnsAt: number): TurnMove {
  return { id: uuid(n++), technicianId, date: DATE, direction, note: 'manager', movedAt: `${DATE}T${hm}:00-05:00`, halfTurnsAt };
}

describe('the walk-in turn order', () => {
  const clockIns = [clockIn(BEN, '09:05'), clockIn(ANNA, '09:00'), clockIn(CHI, '09:10')];

  it('puts the technicians who clocked in by clock-in time when nobody has served yet', () => {
    const rows = order({ clockIns, moves: [] });
    expect(ids(rows)).toEqual([ANNA, BEN, CHI]);
    expect(rows.map((r) => r.turns)).toEqual([0, 0, 0]);
  });

  it('counts a walk-in at or above the full-turn price as a full turn and one below as half a turn', () => {
    const rows = order({ clockIns, moves: [] }, [walkIn({ technicianId: ANNA, price: FULL }), walkIn({ technicianId: BEN, price: FULL - 1 })]);
    // Chi has none, Ben half, Anna one.
    expect(ids(rows)).toEqual([CHI, BEN, ANNA]);
    expect(rows.map((r) => r.turns)).toEqual([0, 0.5, 1]);
    expect(rows.map((r) => r.walkIns)).toEqual([0, 1, 1]);
  });

  it('breaks ties of turns by clock-in time: two half turns equal one full turn', () => {
    const served = [walkIn({ technicianId: ANNA, price: FULL }), walkIn({ technicianId: BEN, price: 1000 }), walkIn({ technicianId: BEN, price: 1500 }), walkIn({ technicianId: CHI, price: 9000 })];
    expect(ids(order({ clockIns, moves: [] }, served))).toEqual([ANNA, BEN, CHI]);
  });

  it('counts only walk-ins that were started or paid, of this day, and not appointments', () => {
    const served = [
      walkIn({ technicianId: ANNA, price: FULL, status: BookingStatus.WAITING }),
      walkIn({ technicianId: ANNA, price: FULL, status: BookingStatus.CANCEL }),
      walkIn({ technicianId: ANNA, price: FULL, walkIn: false }),
      walkIn({ technicianId: ANNA, price: FULL, start: '2026-11-19 10:00' }),
      walkIn({ technicianId: BEN, price: FULL, status: BookingStatus.COMPLETED }),
    ];
    const rows = order({ clockIns, moves: [] }, served);
    expect(ids(rows)).toEqual([ANNA, CHI, BEN]);
    expect(rows[0]?.turns).toBe(0);
  });

  it('keeps each technician once, at their earliest clock-in, whatever tablet sent it first', () => {
    const twice = [clockIn(ANNA, '09:20'), ...clockIns, clockIn(ANNA, '08:55'), clockIn(BEN, '08:00', '2026-11-19')];
    const rows = order({ clockIns: twice, moves: [] });
    expect(ids(rows)).toEqual([ANNA, BEN, CHI]);
    expect(rows[0]?.clockedInAt).toBe(`${DATE}T08:55:00-05:00`);
    expect(order({ clockIns: [...twice].reverse(), moves: [] })).toEqual(rows);
  });

  it('puts a technician who clocked in later after those already in with the fewest turns, not at the top', () => {
    const served = [walkIn({ technicianId: ANNA, price: FULL }), walkIn({ technicianId: BEN, price: FULL })];
    const late = [...clockIns, clockIn(uuid(7), '13:00')];
    // At 13:00 Chi had none: the newcomer starts at none too, after Chi on the tie.
    expect(ids(order({ clockIns: late, moves: [] }, served))).toEqual([CHI, uuid(7), ANNA, BEN]);
    const chiServed = [...served, walkIn({ technicianId: CHI, price: 500 })];
    // Chi had half a turn by 13:00 (from 10:00): the newcomer starts at half a turn, after Chi.
    // (Before this rule the newcomer, with no turns, went first.)
    const rows = order({ clockIns: late, moves: [] }, chiServed);
    expect(ids(rows)).toEqual([CHI, uuid(7), ANNA, BEN]);
    expect(rows[1]).toMatchObject({ turns: 0.5, halfTurns: 1, startHalfTurns: 1, walkIns: 0 });
  });

  it('starts a late arrival at the lowest count at their clock-in, not at what was served after it', () => {
    const served = [
      walkIn({ technicianId: ANNA, price: FULL, start: `${DATE} 10:00` }),
      walkIn({ technicianId: BEN, price: FULL, start: `${DATE} 10:30` }),
      walkIn({ technicianId: CHI, price: 500, start: `${DATE} 11:00` }),
      // Begun after the newcomer arrived: it counts for Chi, not for where the newcomer starts.
      walkIn({ technicianId: CHI, price: FULL, start: `${DATE} 12:00` }),
    ];
    const rows = order({ clockIns: [...clockIns, clockIn(uuid(7), '11:30')], moves: [] }, served);
    expect(rows.find((r) => r.technicianId === uuid(7))?.startHalfTurns).toBe(1);
    // Chi 3 half turns, Anna and Ben 2, the newcomer 1.
    expect(ids(rows)).toEqual([uuid(7), ANNA, BEN, CHI]);
  });

  it('does not count against a late arrival a walk-in booked in the slot they clocked in', () => {
    // Seated in the 10:00 slot while Ben arrived at 10:07: Ben starts at none and is next.
    const served = [walkIn({ technicianId: ANNA, price: FULL, start: `${DATE} 10:00` })];
    const rows = order({ clockIns: [clockIn(ANNA, '09:00'), { ...clockIn(BEN, '10:07'), clockedInAt: `${DATE}T10:07:20-05:00` }], moves: [] }, served);
    expect(rows.map((r) => [r.technicianId, r.startHalfTurns, r.turns])).toEqual([[BEN, 0, 0], [ANNA, 0, 1]]);
    // In the 10:15 slot, the 10:00 walk-in had begun before: Ben starts level with Anna, after her.
    const later = order({ clockIns: [clockIn(ANNA, '09:00'), clockIn(BEN, '10:15')], moves: [] }, served);
    expect(ids(later)).toEqual([ANNA, BEN]);
    expect(later[1]?.startHalfTurns).toBe(2);
  });

  it('queues two late arrivals in the order they came, each behind those already in', () => {
    const served = [walkIn({ technicianId: ANNA, price: FULL }), walkIn({ technicianId: BEN, price: FULL }), walkIn({ technicianId: CHI, price: FULL })];
    const late = [...clockIns, clockIn(uuid(8), '14:00'), clockIn(uuid(7), '13:00')];
    const rows = order({ clockIns: late, moves: [] }, served);
    // Everyone had one turn at 13:00; the first newcomer starts at one, the second at one too.
    expect(ids(rows)).toEqual([ANNA, BEN, CHI, uuid(7), uuid(8)]);
    expect(rows.map((r) => r.turns)).toEqual([1, 1, 1, 1, 1]);
    // The first newcomer serves at 13:30: at 14:00 the others still have one, so the second starts at one.
    const more = [...served, walkIn({ technicianId: uuid(7), price: FULL, start: `${DATE} 13:30` })];
    const after = order({ clockIns: late, moves: [] }, more);
    expect(ids(after)).toEqual([ANNA, BEN, CHI, uuid(8), uuid(7)]);
    expect(after.map((r) => r.startHalfTurns)).toEqual([0, 0, 0, 2, 2]);
  });

  it('gives a late arrival no head start when nobody has served yet: they go after the others', () => {
    const rows = order({ clockIns: [clockIn(uuid(7), '12:00'), ...clockIns], moves: [] });
    expect(ids(rows)).toEqual([ANNA, BEN, CHI, uuid(7)]);
    expect(rows.map((r) => r.turns)).toEqual([0, 0, 0, 0]);
  });

  it('starts technicians who clock in at the same instant alike, from those before them', () => {
    const served = [walkIn({ technicianId: ANNA, price: 500 })];
    const rows = order({ clockIns: [clockIn(ANNA, '09:00'), clockIn(BEN, '11:00'), clockIn(CHI, '11:00')], moves: [] }, served);
    expect(rows.map((r) => [r.technicianId, r.startHalfTurns])).toEqual([[ANNA, 0], [BEN, 1], [CHI, 1]]);
  });

  it('applies a manager move one place, in the order moves were made, until the technician serves again', () => {
    const down = move(ANNA, TurnDirection.DOWN, '09:30', 0);
    expect(ids(order({ clockIns, moves: [down] }))).toEqual([BEN, ANNA, CHI]);
    const up = move(CHI, TurnDirection.UP, '09:40', 0);
    // Chi passes Anna (now second), not Ben: moves apply in the order they were made.
    expect(ids(order({ clockIns, moves: [up, down] }))).toEqual([BEN, CHI, ANNA]);
    // Anna serves a walk-in: her move was spent by it, her turns alone place her.
    const rows = order({ clockIns, moves: [down] }, [walkIn({ technicianId: ANNA, price: 500 })]);
    expect(ids(rows)).toEqual([BEN, CHI, ANNA]);
    expect(rows[2]?.moves).toEqual([]);
  });

  it('leaves the first up and the last down where they are, and ignores moves of someone not clocked in', () => {
    const moves = [move(ANNA, TurnDirection.UP, '09:30', 0), move(CHI, TurnDirection.DOWN, '09:31', 0), move(uuid(8), TurnDirection.UP, '09:32', 0)];
    expect(ids(order({ clockIns, moves }))).toEqual([ANNA, BEN, CHI]);
  });

  it('is the same list on two tablets that hold the same records in another order', () => {
    const served = [walkIn({ technicianId: ANNA, price: FULL }), walkIn({ technicianId: CHI, price: 500 })];
    const moves = [move(BEN, TurnDirection.DOWN, '10:00', 0), move(CHI, TurnDirection.UP, '10:00', 1)];
    const one = order({ clockIns, moves }, served);
    const other = order({ clockIns: [...clockIns].reverse(), moves: [...moves].reverse() }, [...served].reverse());
    expect(other).toEqual(one);
  });
});

describe('the turn changes on the tablet', () => {
  it('shows a queued clock-in and move at once on the board day (its local effect)', () => {
    const a = clockInArgs.parse({ id: uuid(1), branchId: BRANCH, technicianId: ANNA, date: DATE, clockedInAt: `${DATE}T14:00:00Z` });
    const b = clockInArgs.parse({ id: uuid(2), branchId: BRANCH, technicianId: BEN, date: DATE, clockedInAt: `${DATE}T14:05:00Z` });
    const mv = turnMoveArgs.parse({ id: uuid(3), branchId: BRANCH, technicianId: ANNA, date: DATE, direction: 'DOWN', note: 'late back from lunch', movedAt: `${DATE}T15:00:00Z`, halfTurnsAt: 0 });
    const other = clockInArgs.parse({ ...a, id: uuid(4), date: '2026-11-21', clockedInAt: '2026-11-21T14:00:00Z' });
    const view = applyPendingBoardChanges({
      view: { date: DATE, bookings: [], guests: [], technicians: [], clipboard: { bookings: [], guests: [] } },
      pending: [
        { id: uuid(11), name: MutationName.CLOCK_IN, args: a },
        { id: uuid(12), name: MutationName.CLOCK_IN, args: b },
        { id: uuid(13), name: MutationName.TURN_MOVE, args: mv },
        { id: uuid(14), name: MutationName.CLOCK_IN, args: other },
      ],
      today: DATE,
      createdTime: `${DATE} 10:00`,
    });
    expect(view.turns?.clockIns.map((c) => c.id)).toEqual([uuid(1), uuid(2)]);
    expect(ids(turnOrder({ date: DATE, turns: view.turns ?? { clockIns: [], moves: [] }, bookings: [], guests: [], fullTurnPrice: FULL, timeZone: TZ }))).toEqual([BEN, ANNA]);
    expect(view.pendingIds).toEqual([uuid(1), uuid(2), uuid(3)]);
  });

  it('counts a clipboard guest seated as a walk-in at once, and leaves one dropped plainly as it came', () => {
    const waiting = walkIn({ technicianId: ANNA, price: FULL, walkIn: false });
    const online = walkIn({ technicianId: ANNA, price: FULL, walkIn: false });
    const clipboard = { bookings: [waiting.booking, { ...online.booking, type: 'TYPE_BOOKING_ONLINE' as const }], guests: [waiting.guest, online.guest] };
    const seat = (x: { booking: Booking; guest: Guest }, walkInArg: boolean) => ({
      id: uuid(n++),
      name: MutationName.GUEST_TO_DASHBOARD,
      args: { guestId: x.guest.id, bookingId: x.booking.id, branchId: BRANCH, technicianId: BEN, startTime: `${DATE} 10:00`, scheduleDate: DATE, force: false, walkIn: walkInArg },
    });
    const view = (pending: ReturnType<typeof seat>[]) =>
      applyPendingBoardChanges({ view: { date: DATE, bookings: [], guests: [], technicians: [], clipboard }, pending, today: DATE, createdTime: `${DATE} 10:00` });
    const seated = view([seat(waiting, true), seat(online, true)]);
    // An online booking has an appointment: the server refuses it, the tablet does not count it.
    expect(seated.bookings.map((b) => [b.id, b.walkIn])).toEqual([[waiting.booking.id, true], [online.booking.id, false]]);
    expect(seated.guests.find((g) => g.id === waiting.guest.id)?.segments[0]?.technicianId).toBe(BEN);
    expect(view([seat(waiting, false)]).bookings[0]?.walkIn).toBe(false);
  });

  it('refuses a move without a note, a direction it does not know or a time that is no instant', () => {
    const good = { id: uuid(3), branchId: BRANCH, technicianId: ANNA, date: DATE, direction: 'UP', note: 'covered a shift', movedAt: `${DATE}T15:00:00Z`, halfTurnsAt: 2 };
    expect(turnMoveArgs.safeParse(good).success).toBe(true);
    expect(turnMoveArgs.safeParse({ ...good, note: '  ' }).success).toBe(false);
    expect(turnMoveArgs.safeParse({ ...good, direction: 'TOP' }).success).toBe(false);
    expect(turnMoveArgs.safeParse({ ...good, halfTurnsAt: -1 }).success).toBe(false);
    expect(clockInArgs.safeParse({ id: uuid(1), branchId: BRANCH, technicianId: ANNA, date: DATE, clockedInAt: `${DATE} 09:00` }).success).toBe(false);
  });
});
