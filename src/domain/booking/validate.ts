/**
 * Booking form rules (spec part 1 §5) and where a booking's lines may go on the board.
 * The form, the worker and the server all call these, so "Booking invalid!" means the same
 * thing on the tablet and on the server.
 */
import { AppError, ErrorCode } from '../errors';
import { isValidPhone, type PhoneSetting } from '../phone';
import { BookingStatus } from '../api';
import { dateTimeAt, minutesFromDay } from '../scheduler/clock';
import { refuse, SchedulerCode, type Refusal } from '../scheduler/codes';
import type { SchedulerItem } from '../scheduler/items';
import { othersOf, placementRefusal, type RuleTechnician, type SchedulerSettings } from '../scheduler/placement';
import { dayBounds, technicianDay, type DayHours } from '../scheduler/working-hours';
import { PAST_SLOT_GRACE_MINUTES } from '../scheduler/drop-rules';
import type { IsoDate } from '../time';
import { SegmentType, type BookingSaveArgs, type SegmentInput } from './args';
import { isGuestReadOnly } from './status';

export type ServiceFacts = { id: string; numberTechnician: number };

/** Field → message key, for the form; empty when the booking may be sent. */
export type BookingFieldErrors = Record<string, ErrorCode>;

export function bookingFieldErrors(input: {
  args: Pick<BookingSaveArgs, 'customer' | 'startTime' | 'guests'>;
  phone: PhoneSetting;
  services: ReadonlyMap<string, ServiceFacts>;
}): BookingFieldErrors {
  const errors: BookingFieldErrors = {};
  const { args } = input;
  if (!isValidPhone(args.customer.phone, input.phone)) errors['customer.phone'] = ErrorCode.PHONE_INVALID;
  if (!args.customer.name.trim()) errors['customer.name'] = ErrorCode.BOOKING_INVALID;
  if (!args.startTime) errors.startTime = ErrorCode.BOOKING_INVALID;
  args.guests.forEach((guest, g) => {
    if (guest.segments.length === 0) errors[`guests.${g}.segments`] = ErrorCode.BOOKING_INVALID;
    for (const line of guest.segments) {
      if (line.parentId !== null) {
        // An extra technician's line belongs to a service line of the same guest, same service.
        const parent = guest.segments.find((s) => s.id === line.parentId);
        if (!parent || parent.parentId !== null || parent.type !== SegmentType.SERVICE || parent.serviceId !== line.serviceId) {
          errors[`guests.${g}.segments.${line.id}`] = ErrorCode.BOOKING_INVALID;
        }
        continue;
      }
      if (line.type !== SegmentType.SERVICE || line.serviceId === null) continue;
      const needed = input.services.get(line.serviceId)?.numberTechnician ?? 1;
      const chosen = guest.segments.filter((s) => s.id === line.id || s.parentId === line.id);
      // A couples service needs exactly that many different technicians.
      if (chosen.length !== needed || new Set(chosen.map((s) => s.technicianId)).size !== needed) {
        errors[`guests.${g}.segments.${line.id}`] = ErrorCode.BOOKING_INVALID;
      }
    }
  });
  return errors;
}

/** Throws the first rule broken, as the server answers it: "Phone is invalid!" or "Booking invalid!". */
export function assertBookingForm(input: Parameters<typeof bookingFieldErrors>[0]): void {
  const errors = bookingFieldErrors(input);
  const entries = Object.entries(errors);
  if (entries.length === 0) return;
  const code = errors['customer.phone'] ?? ErrorCode.BOOKING_INVALID;
  throw new AppError(code, { fields: Object.fromEntries(entries.map(([k, v]) => [k, v])) });
}

export function segmentEnd(line: Pick<SegmentInput, 'startTime' | 'duration'>, date: IsoDate): string {
  return dateTimeAt(date, minutesFromDay(line.startTime, date) + line.duration);
}

export type BookingBoard = {
  date: IsoDate;
  config: DayHours;
  technicians: readonly RuleTechnician[];
  /** Every line on the board that day; the booking's own current lines are skipped. */
  segments: readonly SchedulerItem[];
  settings: SchedulerSettings;
};

/**
 * Where a saved booking's lines would land: each line of a guest still open must sit on a
 * technician who works then, offers the service, fits the gender rule, is not on a break
 * and (without multitasking, unless forced) is free. New lines in the past are refused
 * beyond the 15-minute grace, except on a past date (a booking entered afterwards).
 */
/** A line that cannot be placed, and where it was to go (the server names the technician in the refusal's facts). */
export type PlacementRefusal = Refusal & { line: { technicianId: string | null; serviceName: string; start: string; end: string } };

export function bookingPlacementRefusal(input: {
  args: Pick<BookingSaveArgs, 'id' | 'guests' | 'force'>;
  board: BookingBoard;
  /** Statuses of the guests already saved; absent guests are new. */
  guestStatuses: ReadonlyMap<string, BookingStatus>;
  /** Lines already saved, to tell which ones moved. */
  savedLines: ReadonlyMap<string, { technicianId: string | null; startTime: string; duration: number }>;
  now: { today: IsoDate; minute: number };
}): PlacementRefusal | null {
  const { board, args } = input;
  const bounds = dayBounds({ config: board.config });
  const settings = args.force ? { ...board.settings, multitask: true } : board.settings;
  const mine: SchedulerItem[] = [];
  for (const guest of args.guests) {
    const status = input.guestStatuses.get(guest.id);
    if (status !== undefined && isGuestReadOnly(status)) continue;
    for (const line of guest.segments) {
      mine.push({
        id: line.id,
        bookingId: args.id,
        guestId: guest.id,
        technicianId: line.technicianId,
        serviceId: line.serviceId,
        serviceName: line.serviceName,
        status: status ?? BookingStatus.WAITING,
        startTime: line.startTime,
        endTime: segmentEnd(line, board.date),
        serviceTime: line.duration,
        servicePrice: line.price,
        gender: guest.gender,
      });
    }
  }
  // Read-only guests keep their saved lines, and a completed line still occupies its technician.
  const kept = new Set([...input.guestStatuses].filter(([, status]) => isGuestReadOnly(status)).map(([id]) => id));
  const others = board.segments.filter((s) => s.bookingId !== args.id || kept.has(s.guestId));
  const all = [...others, ...mine];
  for (const item of mine) {
    const saved = input.savedLines.get(item.id);
    const placed = !saved || saved.technicianId !== item.technicianId || saved.startTime !== item.startTime;
    const moved = placed || saved.duration !== item.serviceTime;
    if (!moved) continue;
    const line = { technicianId: item.technicianId, serviceName: item.serviceName, start: item.startTime, end: item.endTime };
    const technician = board.technicians.find((t) => t.id === item.technicianId);
    if (!technician) return { ...refuse(SchedulerCode.TECHNICIAN_NOT_FOUND), line };
    const start = minutesFromDay(item.startTime, board.date);
    // Only a new start is "booking a past slot": lengthening a line already under way is not.
    if (placed && board.date === input.now.today && input.now.minute > start + PAST_SLOT_GRACE_MINUTES) return { ...refuse(SchedulerCode.PAST_SLOT), line };
    if (board.date >= input.now.today) {
      const refusal = placementRefusal({
        technician,
        technicianDay: technicianDay({ technician, date: board.date }),
        bounds,
        interval: { start, end: start + item.serviceTime },
        serviceId: item.serviceId,
        gender: item.gender,
        others: othersOf({ segments: all, technicianId: technician.id, itemId: item.id }),
        date: board.date,
        settings,
      });
      if (refusal) return { ...refusal, line };
    }
  }
  return null;
}
