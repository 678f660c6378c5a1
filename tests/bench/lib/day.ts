/**
 * One bench day as the server serves it (read through the API, as the tablet reads it), and
 * what the harness derives from it: how many cards each column must hold, the same day for the
 * peer calendar, and an appointment to move with a column that can take it.
 */
import { ApiPath, BookingStatus, WorkingType, type DayBookingsResult, type DayConfigResult, type ScheduleTechnician } from '../../../src/domain/api';
import { dayBounds } from '../../../src/domain/scheduler/working-hours';
import { hourMinute, minutesOfDay } from '../../../src/domain/time';
import type { ApiSession } from '../../e2e/api';
import type { PeerDay } from '../pages/peer-day';

export type BenchDay = {
  branchId: string;
  date: string;
  config: DayConfigResult;
  day: DayBookingsResult;
  technicians: (ScheduleTechnician & { label: string })[];
};

export async function readDay(api: ApiSession, branchId: string, date: string): Promise<BenchDay> {
  const q = { branchId, date };
  const [day, technicians, config] = await Promise.all([
    api.get<DayBookingsResult>(ApiPath.DAY_BOOKINGS, q),
    api.get<ScheduleTechnician[]>(ApiPath.DAY_TECHNICIANS, q),
    api.get<DayConfigResult>(ApiPath.DAY_CONFIG, q),
  ]);
  return { branchId, date, config, day, technicians: technicians.map((t) => ({ ...t, label: t.fullService ? `${t.name}-FS` : t.name })) };
}

const OFF_SCHEDULE: ReadonlySet<string> = new Set([BookingStatus.CANCEL, BookingStatus.NO_SHOW]);

export type Card = { segmentId: string; bookingId: string; guestId: string; technicianId: string; customerName: string; serviceName: string; status: string; start: string; end: string; duration: number; price: number };

/** Every appointment card the board draws: one per service line of a guest on the schedule. */
export function cardsOf(d: BenchDay): Card[] {
  const bookings = new Map(d.day.bookings.map((b) => [b.id, b]));
  return d.day.guests
    .filter((g) => !OFF_SCHEDULE.has(g.status))
    .flatMap((g) =>
      g.segments
        .filter((s) => s.technicianId && s.startTime.startsWith(d.date))
        .map((s) => ({
          segmentId: s.id,
          bookingId: g.bookingId,
          guestId: g.id,
          technicianId: s.technicianId,
          customerName: bookings.get(g.bookingId)?.customerName ?? '',
          serviceName: s.serviceName,
          status: g.status,
          start: s.startTime,
          end: s.endTime,
          duration: s.duration,
          price: s.price,
        })),
    );
}

/** Cards per column label, as the probe counts them. */
export function expectedPerColumn(d: BenchDay): Record<string, number> {
  const byTech = new Map<string, number>();
  for (const c of cardsOf(d)) byTech.set(c.technicianId, (byTech.get(c.technicianId) ?? 0) + 1);
  return Object.fromEntries(d.technicians.map((t) => [t.label, byTech.get(t.id) ?? 0]));
}

export function peerDay(d: BenchDay): PeerDay {
  const bounds = dayBounds({ config: d.config });
  const techIds = new Set(d.technicians.map((t) => t.id));
  return {
    date: d.date,
    min: hourMinute(bounds.start),
    max: hourMinute(Math.min(bounds.end, 24 * 60 - 1)),
    scrollTo: '09:00',
    resources: d.technicians.map((t) => ({ id: t.id, title: t.label })),
    events: cardsOf(d)
      .filter((c) => techIds.has(c.technicianId))
      .map((c) => ({ id: c.segmentId, title: `${c.customerName} · ${c.serviceName}`, status: c.status, start: c.start, end: c.end, resourceId: c.technicianId })),
    breaks: d.technicians.flatMap((t) =>
      t.technicianWorkings
        .filter((w) => w.type !== WorkingType.WORKING)
        .map((w) => ({ id: w.id, title: w.note ?? 'Break', start: w.startDate, end: w.endDate, resourceId: t.id })),
    ),
  };
}

const minuteOf = (dateTime: string): number => minutesOfDay(dateTime.slice(11, 16));

function canTake(t: ScheduleTechnician, start: number, end: number): boolean {
  const working = t.technicianWorkings.filter((w) => w.type === WorkingType.WORKING);
  const breaks = t.technicianWorkings.filter((w) => w.type !== WorkingType.WORKING);
  return (
    working.some((w) => minuteOf(w.startDate) <= start && end <= minuteOf(w.endDate)) &&
    !breaks.some((b) => minuteOf(b.startDate) < end && start < minuteOf(b.endDate))
  );
}

export type MovePick = { card: Card; from: number; to: number; targetId: string; targetLabel: string; labelPrefix: string };

/**
 * A waiting appointment in the first columns, later in the morning (in view once the board has
 * scrolled to an hour before now), whose card name is unique, and a column a few places to the
 * right, also in view, whose technician works then and has no break.
 */
export function pickMove(d: BenchDay): MovePick {
  const cards = cardsOf(d);
  const prefix = (c: Card) => `${c.customerName}, ${c.serviceName}, ${c.start.slice(11, 16)}–${c.end.slice(11, 16)}`;
  const seen = new Map<string, number>();
  for (const c of cards) seen.set(prefix(c), (seen.get(prefix(c)) ?? 0) + 1);
  const lastTarget = Math.min(d.technicians.length - 1, 3);
  for (let from = 0; from < 2; from++) {
    const tech = d.technicians[from];
    if (!tech) continue;
    for (const card of cards) {
      const start = minuteOf(card.start);
      const end = minuteOf(card.end);
      if (card.technicianId !== tech.id || card.status !== BookingStatus.WAITING || seen.get(prefix(card)) !== 1) continue;
      if (start < 10 * 60 + 30 || end > 13 * 60) continue;
      for (let to = from + 2; to <= lastTarget; to++) {
        const target = d.technicians[to];
        if (target && canTake(target, start, end)) return { card, from, to, targetId: target.id, targetLabel: target.label, labelPrefix: prefix(card) };
      }
    }
  }
  throw new Error('no movable appointment in view on this day');
}

/** Waiting lines later today and a technician free of breaks to move each to (the sync bench's moves). */
export function movesFor(d: BenchDay, count: number, fromNowMinute: number): { id: string; bookingId: string; technicianId: string; startTime: string; duration: number; price: number; back: string }[] {
  const out: { id: string; bookingId: string; technicianId: string; startTime: string; duration: number; price: number; back: string }[] = [];
  for (const card of cardsOf(d)) {
    if (out.length >= count) break;
    const start = minuteOf(card.start);
    const end = minuteOf(card.end);
    if (card.status !== BookingStatus.WAITING || start < fromNowMinute) continue;
    const target = d.technicians.find((t) => t.id !== card.technicianId && canTake(t, start, end));
    if (!target) continue;
    out.push({ id: card.segmentId, bookingId: card.bookingId, technicianId: target.id, startTime: card.start, duration: card.duration, price: card.price, back: card.technicianId });
  }
  return out;
}
