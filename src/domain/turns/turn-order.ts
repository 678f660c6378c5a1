/**
 * The walk-in turn list (issue 19), derived, never stored: every tablet and the server compute
 * it from the same synced records (clock-ins, the day's walk-in bookings, manual moves), so
 * tablets that were offline agree as soon as they hold the same records. No tablet owns a
 * counter another could overwrite.
 *
 * Order: fewest turns first (a served walk-in at or above the branch's full-turn price counts a
 * full turn, below it half a turn), ties by clock-in time, then the manager's moves in the order
 * they were made. Turns are counted in halves so sums stay exact.
 *
 * The list is first come, first served: a technician who clocks in late starts at the lowest
 * count among those already in at that moment, so they queue behind them rather than jump to
 * the top with no turns. That start is derived too (from the clock-in times and the walk-ins
 * begun before them), so every tablet finds the same one.
 */
import { BookingStatus, type Booking, type Guest } from '../api';
import { SLOT_MINUTES } from '../scheduler/working-hours';
import { parseZonedDateTime, type IsoDate } from '../time';
import { TurnDirection } from './direction';

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
  /** The half turns they started the day at: more than 0 when they clocked in after others had served. */
  startHalfTurns: number;
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

/** One technician's share of one served walk-in guest, and when they began it. */
export type ServedTurn = { technicianId: string; halfTurns: number; startedAt: number };

/**
 * The day's served walk-ins, one entry per guest and technician: a guest shared by two
 * technicians gives each one their own turn, counted from the sum of that technician's lines.
 */
export function servedTurns(input: { date: IsoDate; bookings: readonly Booking[]; guests: readonly Guest[]; fullTurnPrice: number; timeZone: string }): ServedTurn[] {
  const walkInBookings = new Set(input.bookings.filter((b) => b.walkIn === true).map((b) => b.id));
  const out: ServedTurn[] = [];
  for (const guest of input.guests) {
    if (!walkInBookings.has(guest.bookingId) || !SERVED_STATUSES.includes(guest.status)) continue;
    const byTechnician = new Map<string, { price: number; start: string }>();
    for (const s of guest.segments) {
      if (!s.startTime.startsWith(input.date)) continue;
      const now = byTechnician.get(s.technicianId);
      byTechnician.set(s.technicianId, { price: (now?.price ?? 0) + s.price, start: now && now.start < s.startTime ? now.start : s.startTime });
    }
    for (const [technicianId, { price, start }] of byTechnician) {
      out.push({ technicianId, halfTurns: price >= input.fullTurnPrice ? 2 : 1, startedAt: parseZonedDateTime(start, input.timeZone).getTime() });
    }
  }
  return out;
}

const SLOT_MS = SLOT_MINUTES * 60_000;

/**
 * The half turns each technician starts at. The first in starts at 0; each later one at the
 * lowest count, at their clock-in, among those who clocked in strictly before them (their own
 * start plus the walk-ins they had begun by then). Same-instant arrivals start alike.
 *
 * A walk-in's start is its booking's slot, a clock-in is to the second: a walk-in counts as
 * begun before a clock-in only when its slot starts before the clock-in's slot, so a guest
 * seated in the slot someone arrives in (booked at 10:00, the technician in at 10:00:20) does
 * not set the newcomer back. Slots are whole quarters of an hour in every zone in use.
 */
function startingHalfTurns(clockIns: readonly ClockIn[], served: readonly ServedTurn[]): Map<string, number> {
  const start = new Map<string, number>();
  const countAt = (technicianId: string, slot: number) =>
    (start.get(technicianId) ?? 0) + served.filter((s) => s.technicianId === technicianId && s.startedAt < slot).reduce((sum, s) => sum + s.halfTurns, 0);
  for (const c of clockIns) {
    const at = instant(c.clockedInAt);
    const slot = Math.floor(at / SLOT_MS) * SLOT_MS;
    const before = clockIns.filter((o) => instant(o.clockedInAt) < at);
    start.set(c.technicianId, before.length === 0 ? 0 : Math.min(...before.map((o) => countAt(o.technicianId, slot))));
  }
  return start;
}

/** The turn list of one branch day: the first row is whose turn is next. */
export function turnOrder(input: {
  date: IsoDate;
  turns: DayTurns;
  bookings: readonly Booking[];
  guests: readonly Guest[];
  /** Cents: a walk-in at or above it is a full turn. */
  fullTurnPrice: number;
  /** The branch's: booking times are its wall clock, clock-ins are instants. */
  timeZone: string;
}): TurnRow[] {
  const served = servedTurns(input);
  const clockIns = firstClockIns(input.turns.clockIns, input.date);
  const start = startingHalfTurns(clockIns, served);
  const rows: TurnRow[] = clockIns.map((c) => {
    const mine = served.filter((s) => s.technicianId === c.technicianId);
    const startHalfTurns = start.get(c.technicianId) ?? 0;
    const halfTurns = startHalfTurns + mine.reduce((sum, s) => sum + s.halfTurns, 0);
    return { technicianId: c.technicianId, clockedInAt: c.clockedInAt, turns: halfTurns / 2, halfTurns, startHalfTurns, walkIns: mine.length, moves: [] };
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
