import type { Db } from '../db/db';
import { AppError, ErrorCode } from '../../domain/errors';
import { formatZonedDate, type IsoDate } from '../../domain/time';
import { branchTimeZone } from '../branches/branchRepository';
import { loadSavedBooking, type SavedAggregate } from './bookingSaveChecks';
import type { SavedGuest } from './bookingWriteRepository';
import type { BoardFactsMemo } from './boardFacts';

/** A saved booking of the branch, locked, with its day on the branch wall clock. */
export type BookingInBranch = SavedAggregate & { date: IsoDate; timeZone: string };

export async function lockBookingInBranch(tx: Db, input: { tenantId: string; branchId: string; bookingId: string; facts?: BoardFactsMemo }): Promise<BookingInBranch> {
  const saved = await loadSavedBooking(tx, input.tenantId, input.branchId, input.bookingId);
  const read = () => branchTimeZone(tx, input.tenantId, input.branchId);
  const timeZone = await (input.facts ? input.facts.timeZone(input.branchId, read) : read());
  return { ...saved, date: formatZonedDate(saved.booking.start_time, timeZone), timeZone };
}

export function guestOf(booking: SavedAggregate, guestId: string): SavedGuest {
  const guest = booking.guests.find((g) => g.id === guestId);
  if (!guest) throw new AppError(ErrorCode.NOT_FOUND);
  return guest;
}
