/**
 * Turns a day snapshot into the read-only agenda: one column per working technician, one
 * card per guest and technician (that guest's consecutive services with that technician).
 */
import {
  WorkingType,
  type Booking,
  type BookingStatus,
  type Guest,
  type ScheduleTechnician,
} from '../../domain/api';
import { wallTime } from '../dates/branch-dates';
import { isOnSchedule } from './status-style';

export type TimeRange = { start: string; end: string };

export type AgendaCard = {
  key: string;
  guestId: string;
  bookingId: string;
  /** "YYYY-MM-DD HH:mm", for sorting. */
  startsAt: string;
  range: TimeRange;
  customerName: string;
  guestName: string;
  phone: string;
  services: string[];
  status: BookingStatus;
  booking: Booking;
};

export type AgendaColumn = {
  technician: ScheduleTechnician;
  shifts: TimeRange[];
  breaks: (TimeRange & { paid: boolean; note: string | null })[];
  bookingCount: number;
  cards: AgendaCard[];
};

export function isWorking(technician: ScheduleTechnician): boolean {
  return technician.technicianWorkings.some((w) => w.type === WorkingType.WORKING);
}

/** "ANNA" → "ANNA-FS" for full-service technicians (the spec's suffix). */
export function technicianLabel(technician: Pick<ScheduleTechnician, 'name' | 'fullService'>): string {
  return technician.fullService ? `${technician.name}-FS` : technician.name;
}

function cardsFor(technicianId: string, guests: readonly Guest[], bookings: ReadonlyMap<string, Booking>): AgendaCard[] {
  const cards: AgendaCard[] = [];
  for (const guest of guests) {
    if (!isOnSchedule(guest.status)) continue;
    const booking = bookings.get(guest.bookingId);
    if (!booking || !isOnSchedule(booking.status)) continue;
    const segments = guest.segments
      .filter((s) => s.technicianId === technicianId)
      .sort((a, b) => a.startTime.localeCompare(b.startTime) || a.displayIndex - b.displayIndex);
    const first = segments[0];
    const last = segments.at(-1);
    if (!first || !last) continue;
    const end = segments.reduce((max, s) => (s.endTime > max ? s.endTime : max), last.endTime);
    cards.push({
      key: `${guest.id}:${technicianId}`,
      guestId: guest.id,
      bookingId: booking.id,
      startsAt: first.startTime,
      range: { start: wallTime(first.startTime), end: wallTime(end) },
      customerName: booking.customerName,
      guestName: guest.name,
      phone: booking.phone,
      services: segments.map((s) => s.serviceName),
      status: guest.status,
      booking,
    });
  }
  return cards.sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.key.localeCompare(b.key));
}

export function buildAgenda(
  technicians: readonly ScheduleTechnician[],
  bookings: readonly Booking[],
  guests: readonly Guest[],
): AgendaColumn[] {
  const byId = new Map(bookings.map((b) => [b.id, b]));
  return technicians
    .filter(isWorking)
    .sort((a, b) => a.priority - b.priority || a.name.localeCompare(b.name))
    .map((technician) => {
      const cards = cardsFor(technician.id, guests, byId);
      const workings = [...technician.technicianWorkings].sort((a, b) => a.startDate.localeCompare(b.startDate));
      return {
        technician,
        shifts: workings
          .filter((w) => w.type === WorkingType.WORKING)
          .map((w) => ({ start: wallTime(w.startDate), end: wallTime(w.endDate) })),
        breaks: workings
          .filter((w) => w.type !== WorkingType.WORKING)
          .map((w) => ({
            start: wallTime(w.startDate),
            end: wallTime(w.endDate),
            paid: w.type === WorkingType.BREAK_PAID,
            note: w.note,
          })),
        bookingCount: new Set(cards.map((c) => c.bookingId)).size,
        cards,
      };
    });
}
