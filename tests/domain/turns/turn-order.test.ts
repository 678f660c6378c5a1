import { describe, expect, it } from 'vitest';
import { BookingStatus, type Booking, type Guest } from '../../../src/domain/api';
import { applyPendingBoardChanges } from '../../../src/domain/booking/apply';
import { MutationName } from '../../../src/domain/sync';
import { clockInArgs, TurnDirection, turnMoveArgs } from '../../../src/domain/turns/args';
import { turnOrder, type ClockIn, type DayTurns, type TurnMove } from '../../../src/domain/turns/turn-order';

const DATE = '2026-11-20';
const BRANCH = '00000000-0000-4000-8000-000000000001';
const ANNA = '00000000-0000-4000-8000-00000000000a';
const BEN = '00000000-0000-4000-8000-00000000000b';
const CHI = '00000000-0000-4000-8000-00000000000c';
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
/** $30.00: a manicure at it is a full turn, a polish change below it half a turn. */
const FULL = 3000;

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
  return turnOrder({ date: DATE, turns, bookings: served.map((s) => s.booking), guests: served.map((s) => s.guest), fullTurnPrice: FULL });
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

  it('puts a technician who clocked in later by their turns: first while they have fewer, after the others on a tie', () => {
    const served = [walkIn({ technicianId: ANNA, price: FULL }), walkIn({ technicianId: BEN, price: FULL })];
    const late = [...clockIns, clockIn(uuid(7), '13:00')];
    expect(ids(order({ clockIns: late, moves: [] }, served))).toEqual([CHI, uuid(7), ANNA, BEN]);
    const chiServed = [...served, walkIn({ technicianId: CHI, price: 500 })];
    // Chi has half a turn now; the newcomer, with none, is next.
    expect(ids(order({ clockIns: late, moves: [] }, chiServed))).toEqual([uuid(7), CHI, ANNA, BEN]);
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
    expect(ids(turnOrder({ date: DATE, turns: view.turns ?? { clockIns: [], moves: [] }, bookings: [], guests: [], fullTurnPrice: FULL }))).toEqual([BEN, ANNA]);
    expect(view.pendingIds).toEqual([uuid(1), uuid(2), uuid(3)]);
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
