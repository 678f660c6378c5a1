/**
 * The walk-in turn list (issue 19), derived, never stored: every tablet and the server compute
 * it from the same synced records (clock-ins, the day's walk-in bookings, manual moves), so
 * tablets that were offline agree as soon as they hold the same records. No tablet owns a
 * counter another could overwrite.
 *
 * Order: fewest turns first (a served walk-in at or above the branch's full-turn price counts a
 * full turn, below it half a turn), ties by clock-in time, then the manager's moves in the order
 * they were made. Turns are counted in halves so sums stay exact.
 */
import { BookingStatus, type Booking, type Guest } from '../api';
import type { IsoDate } from '../time';
import { TurnDirection } from './args';

/** A technician's arrival for one branch day, as the server keeps it (the first one wins). */
export type ClockIn = { id: string; technicianId: string; date: IsoDate; clockedInAt: string };

export type TurnMove = {
  id: string;
  technicianId: string;
  date: IsoDate;
  direction: TurnDirection;
  note: string;
  movedAt: string;
  halfTurnsAt: number;
};

/** What a day's answer carries for the turn list. */
export type DayTurns = { clockIns: ClockIn[]; moves: TurnMove[] };

export const NO_TURNS: DayTurns = { clockIns: [], moves: [] };

/**
 * A walk-in counts once its technician has started on it (Processing) and still after it is
 * paid (Completed): the chair is taken from the start, so the next walk-in must go to the next
 * technician at once, not after the payment. Back to waiting, cancelled or no-show gives it back.
 */
export const SERVED_STATUSES: readonly BookingStatus[] = [BookingStatus.PROCESSING, BookingStatus.COMPLETED];

export type TurnRow = {
  technicianId: string;
  clockedInAt: string;
  /** Full turns = 1, half turns = 0.5. */
  turns: number;
  halfTurns: number;
  /** Walk-in guests this technician served today. */
  walkIns: number;
  /** Manager moves that still hold (made at the technician's present turn count). */
  moves: TurnMove[];
};

const instant = (iso: string): number => Date.parse(iso);

/** Earlier first; equal instants by id, so every device sorts alike. */
function byTime<T extends { id: string }>(at: (x: T) => string): (a: T, b: T) => number {
  return (a, b) => instant(at(a)) - instant(at(b)) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** Each technician's first clock-in of the day: a second one (another tablet, offline) changes nothing. */
export function firstClockIns(clockIns: readonly ClockIn[], date: IsoDate): ClockIn[] {
  const first = new Map<string, ClockIn>();
  for (const c of [...clockIns].filter((c) => c.date === date).sort(byTime((c) => c.clockedInAt))) {
    if (!first.has(c.technicianId)) first.set(c.technicianId, c);
  }
  return [...first.values()];
}

/**
 * Half turns per technician from the day's served walk-ins: per guest, each technician's lines
 * are summed, so a guest shared by two technicians gives each one their own turn.
 */
export function walkInHalfTurns(input: { date: IsoDate; bookings: readonly Booking[]; guests: readonly Guest[]; fullTurnPrice: number }): Map<string, { halfTurns: number; walkIns: number }> {
  const walkInBookings = new Set(input.bookings.filter((b) => b.walkIn === true).map((b) => b.id));
  const out = new Map<string, { halfTurns: number; walkIns: number }>();
  for (const guest of input.guests) {
    if (!walkInBookings.has(guest.bookingId) || !SERVED_STATUSES.includes(guest.status)) continue;
    const priceByTechnician = new Map<string, number>();
    for (const s of guest.segments) {
      if (!s.startTime.startsWith(input.date)) continue;
      priceByTechnician.set(s.technicianId, (priceByTechnician.get(s.technicianId) ?? 0) + s.price);
    }
    for (const [technicianId, price] of priceByTechnician) {
      const now = out.get(technicianId) ?? { halfTurns: 0, walkIns: 0 };
      out.set(technicianId, { halfTurns: now.halfTurns + (price >= input.fullTurnPrice ? 2 : 1), walkIns: now.walkIns + 1 });
    }
  }
  return out;
}

/** The turn list of one branch day: the first row is whose turn is next. */
export function turnOrder(input: {
  date: IsoDate;
  turns: DayTurns;
  bookings: readonly Booking[];
  guests: readonly Guest[];
  /** Cents: a walk-in at or above it is a full turn. */
  fullTurnPrice: number;
}): TurnRow[] {
  const served = walkInHalfTurns(input);
  const rows: TurnRow[] = firstClockIns(input.turns.clockIns, input.date).map((c) => {
    const s = served.get(c.technicianId) ?? { halfTurns: 0, walkIns: 0 };
    return { technicianId: c.technicianId, clockedInAt: c.clockedInAt, turns: s.halfTurns / 2, halfTurns: s.halfTurns, walkIns: s.walkIns, moves: [] };
  });
  rows.sort((a, b) => a.halfTurns - b.halfTurns || instant(a.clockedInAt) - instant(b.clockedInAt) || (a.technicianId < b.technicianId ? -1 : 1));
  const moves = input.turns.moves.filter((m) => m.date === input.date).sort(byTime((m) => m.movedAt));
  for (const move of moves) {
    const at = rows.findIndex((r) => r.technicianId === move.technicianId);
    const row = rows[at];
    // A move made before the technician's latest walk-in has been spent by it.
    if (!row || row.halfTurns !== move.halfTurnsAt) continue;
    const to = move.direction === TurnDirection.UP ? at - 1 : at + 1;
    const other = rows[to];
    row.moves.push(move);
    if (!other) continue;
    rows[to] = row;
    rows[at] = other;
  }
  return rows;
}
