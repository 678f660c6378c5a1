import type { Db } from '../db/db';
import { BookingStatus } from '../../domain/api';
import type { BookingSaveArgs, GuestInput } from '../../domain/booking/args';
import { isGuestReadOnly } from '../../domain/booking/status';
import { AppError, ErrorCode } from '../../domain/errors';
import { formatZonedDate, isIsoDate, type IsoDate } from '../../domain/time';
import { assertBookingAdmin, type Actor } from './bookingAccess';
import type { BranchClock } from './boardContext';
import { bookingGuests, bookingLines, idsUsedElsewhere, lockBooking, statusOfRow, type SavedBooking, type SavedGuest, type SavedLine } from './bookingWriteRepository';

export type SavedAggregate = { booking: SavedBooking; guests: SavedGuest[]; lines: SavedLine[]; statuses: Map<string, BookingStatus> };

function invalid(field: string, message: string): AppError {
  return new AppError(ErrorCode.BOOKING_INVALID, { fields: { [field]: message } });
}

/** The booking's day: every line starts on the date of the booking's start time. */
export function bookingDateOf(args: Pick<BookingSaveArgs, 'startTime' | 'guests'>): IsoDate {
  const date = args.startTime.slice(0, 10);
  if (!isIsoDate(date)) throw invalid('startTime', 'Not a date');
  for (const guest of args.guests) {
    for (const line of guest.segments) if (line.startTime.slice(0, 10) !== date) throw invalid(`segments.${line.id}.startTime`, 'Not on the booking date');
  }
  return date;
}

/** The saved booking, locked, with its guests and lines; a booking of another branch is not found here. */
export async function loadSavedBooking(tx: Db, tenantId: string, branchId: string, bookingId: string): Promise<SavedAggregate> {
  const booking = await lockBooking(tx, tenantId, bookingId);
  if (!booking || booking.branch_id !== branchId) throw new AppError(ErrorCode.NOT_FOUND);
  const [guests, lines] = await Promise.all([bookingGuests(tx, tenantId, bookingId), bookingLines(tx, tenantId, bookingId)]);
  return { booking, guests, lines, statuses: new Map(guests.map((g) => [g.id, statusOfRow(g.status)])) };
}

/**
 * What an update may not do: remove a completed guest, or touch a completed booking or one on
 * a past date without the admin right.
 */
export function checkUpdate(input: { saved: SavedAggregate; args: BookingSaveArgs; date: IsoDate; clock: BranchClock; actor: Actor }): void {
  const { saved, clock } = input;
  const kept = new Set(input.args.guests.map((g) => g.id));
  const completed = saved.guests.filter((g) => saved.statuses.get(g.id) === BookingStatus.COMPLETED);
  const oldDate = formatZonedDate(saved.booking.start_time, clock.timeZone);
  if (completed.length > 0 || oldDate < clock.today || input.date < clock.today) assertBookingAdmin(input.actor);
  if (completed.some((g) => !kept.has(g.id))) throw new AppError(ErrorCode.GUEST_READ_ONLY);
}

/** Guests the save writes: new ones and saved ones still open; read-only guests stay as saved. */
export function editableGuests(args: BookingSaveArgs, statuses: ReadonlyMap<string, BookingStatus>): GuestInput[] {
  return args.guests.filter((g) => {
    const status = statuses.get(g.id);
    return status === undefined || !isGuestReadOnly(status);
  });
}

/** Ids are the tablet's: each once in the booking, never another booking's, a line never another guest's. */
export async function checkIds(tx: Db, input: { tenantId: string; args: BookingSaveArgs; editable: readonly GuestInput[]; savedLines: readonly SavedLine[] }): Promise<void> {
  const guestIds = input.args.guests.map((g) => g.id);
  const lineIds = input.editable.flatMap((g) => g.segments.map((s) => s.id));
  if (new Set(guestIds).size !== guestIds.length || new Set(lineIds).size !== lineIds.length) throw invalid('guests', 'An id is used twice');
  const savedGuestOf = new Map(input.savedLines.map((l) => [l.id, l.guest_id]));
  for (const guest of input.editable) {
    for (const line of guest.segments) {
      const owner = savedGuestOf.get(line.id);
      if (owner !== undefined && owner !== guest.id) throw invalid(`segments.${line.id}`, 'A line cannot move to another guest');
    }
  }
  const bookingId = input.args.id;
  const taken = [
    ...(await idsUsedElsewhere(tx, { table: 'guest', tenantId: input.tenantId, bookingId, ids: guestIds })),
    ...(await idsUsedElsewhere(tx, { table: 'segment', tenantId: input.tenantId, bookingId, ids: lineIds })),
  ];
  if (taken.length > 0) throw new AppError(ErrorCode.DUPLICATE, { message: 'An id of this booking is already in use', fields: { ids: taken.join(',') } });
}
