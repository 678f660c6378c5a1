/**
 * The scheduler's unit: one service line (segment) of one guest, placed on one technician.
 * The rules take these flat items rather than bookings so drop, resize, layout and stats
 * all read the same shape, whether it came from the server snapshot or a pending change.
 */
import { BookingStatus, type DayBookingsResult, type Gender } from '../api';
import type { Cents } from '../money';

export type SchedulerItem = {
  /** The segment id. */
  id: string;
  bookingId: string;
  guestId: string;
  technicianId: string;
  /** Null for extra lines, which any technician may do. */
  serviceId: string | null;
  serviceName: string;
  /** The guest's status: it is what the board colours and what the rules check. */
  status: BookingStatus;
  /** "YYYY-MM-DD HH:mm", branch wall clock. */
  startTime: string;
  endTime: string;
  /** The service's own length in minutes; a resize to another length asks for a new duration and price. */
  serviceTime: number;
  servicePrice: Cents;
  /** The guest's gender priority: MALE/FEMALE restrict the technician, ANY does not. */
  gender: Gender;
};

/** Statuses that can be dragged or resized (spec part 1, Transitions). */
export const MOVABLE_STATUSES: ReadonlySet<BookingStatus> = new Set([
  BookingStatus.WAITING,
  BookingStatus.CHECK_IN,
  BookingStatus.PROCESSING,
]);

/** Cancelled and no-show guests leave the schedule: they occupy nothing and count for nothing. */
export function isOnSchedule(status: BookingStatus): boolean {
  return status !== BookingStatus.CANCEL && status !== BookingStatus.NO_SHOW;
}

/** One item per segment of every guest still on the schedule, ordered by start then id. */
export function toSchedulerItems({ day }: { day: DayBookingsResult }): SchedulerItem[] {
  const items: SchedulerItem[] = [];
  for (const guest of day.guests) {
    if (!isOnSchedule(guest.status)) continue;
    for (const s of guest.segments) {
      items.push({
        id: s.id,
        bookingId: guest.bookingId,
        guestId: guest.id,
        technicianId: s.technicianId,
        serviceId: s.serviceId,
        serviceName: s.serviceName,
        status: guest.status,
        startTime: s.startTime,
        endTime: s.endTime,
        serviceTime: s.duration,
        servicePrice: s.price,
        gender: guest.gender,
      });
    }
  }
  return items.sort(byStartThenId);
}

/** The board's order of items: by start, then id. */
export function byStartThenId(a: SchedulerItem, b: SchedulerItem): number {
  return a.startTime === b.startTime ? (a.id < b.id ? -1 : a.id > b.id ? 1 : 0) : a.startTime < b.startTime ? -1 : 1;
}
