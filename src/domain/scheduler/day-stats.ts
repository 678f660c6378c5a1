/**
 * The statistic-of-the-day popup and the hour label counts. Cancelled and no-show guests
 * are counted by status but occupy no hour and bring no revenue.
 */
import { type Interval, minutesFromDay, overlapMinutes } from './clock';
import { BookingStatus, type DayBookingsResult } from '../api';
import type { Cents } from '../money';
import type { IsoDate } from '../time';
import { isOnSchedule } from './items';
import type { DayBounds } from './working-hours';

export type StatusCounts = Record<BookingStatus, number>;

export type HourCount = {
  /** "HH:00" of the hour label. */
  hour: string;
  /** Minutes of the day where the hour starts. */
  start: number;
  /** Distinct guests with a service line in that hour. */
  guests: number;
};

export type TechnicianStats = {
  technicianId: string;
  /** Distinct bookings with a line on this technician: the header's booking count. */
  bookings: number;
  guests: number;
  segments: number;
  revenue: Cents;
};

export type DayStats = {
  bookingsByStatus: StatusCounts;
  guestsByStatus: StatusCounts;
  totalBookings: number;
  totalGuests: number;
  guestsInServicePerHour: HourCount[];
  /** Sum of the prices of every line still on the schedule, integer cents. */
  revenueScheduled: Cents;
  perTechnician: TechnicianStats[];
};

function emptyCounts(): StatusCounts {
  return {
    [BookingStatus.NEW]: 0,
    [BookingStatus.WAITING]: 0,
    [BookingStatus.CHECK_IN]: 0,
    [BookingStatus.PROCESSING]: 0,
    [BookingStatus.COMPLETED]: 0,
    [BookingStatus.CANCEL]: 0,
    [BookingStatus.NO_SHOW]: 0,
  };
}

const pad = (n: number): string => String(n).padStart(2, '0');

export function dayStats({ day, date, bounds }: { day: DayBookingsResult; date: IsoDate; bounds: DayBounds }): DayStats {
  const bookingsByStatus = emptyCounts();
  for (const b of day.bookings) bookingsByStatus[b.status] += 1;
  const guestsByStatus = emptyCounts();

  const firstHour = Math.floor(bounds.start / 60);
  const lastHour = Math.ceil(bounds.end / 60);
  const hours: (HourCount & { seen: Set<string> })[] = [];
  for (let h = firstHour; h < lastHour; h++) hours.push({ hour: `${pad(h)}:00`, start: h * 60, guests: 0, seen: new Set() });

  const perTech = new Map<string, { bookings: Set<string>; guests: Set<string>; segments: number; revenue: Cents }>();
  let revenueScheduled = 0;
  for (const guest of day.guests) {
    guestsByStatus[guest.status] += 1;
    if (!isOnSchedule(guest.status)) continue;
    for (const s of guest.segments) {
      revenueScheduled += s.price;
      const t = perTech.get(s.technicianId) ?? { bookings: new Set(), guests: new Set(), segments: 0, revenue: 0 };
      t.bookings.add(guest.bookingId);
      t.guests.add(guest.id);
      t.segments += 1;
      t.revenue += s.price;
      perTech.set(s.technicianId, t);
      const line: Interval = { start: minutesFromDay(s.startTime, date), end: minutesFromDay(s.endTime, date) };
      // A zero-length line still puts the guest in the chair for its starting hour.
      if (line.end <= line.start) line.end = line.start + 1;
      const from = Math.max(0, Math.floor(line.start / 60) - firstHour);
      for (let i = from; i < hours.length; i++) {
        const h = hours[i];
        if (!h || h.start >= line.end) break;
        if (overlapMinutes(line, { start: h.start, end: h.start + 60 }) > 0) h.seen.add(guest.id);
      }
    }
  }
  return {
    bookingsByStatus,
    guestsByStatus,
    totalBookings: day.bookings.length,
    totalGuests: day.guests.length,
    guestsInServicePerHour: hours.map(({ hour, start, seen }) => ({ hour, start, guests: seen.size })),
    revenueScheduled,
    perTechnician: [...perTech].map(([technicianId, t]) => ({
      technicianId,
      bookings: t.bookings.size,
      guests: t.guests.size,
      segments: t.segments,
      revenue: t.revenue,
    })),
  };
}
