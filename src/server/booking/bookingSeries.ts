/**
 * Recurring bookings on the server (issue 19): each occurrence is created as an ordinary
 * booking carrying its series id; "this and the following" changes or cancels one occurrence
 * and every later one still open, as the server's own records list them (the tablet may not
 * hold every later day).
 */
import type { Db } from '../db/db';
import { BookingStatus } from '../../domain/api';
import type { BookingSaveArgs } from '../../domain/booking/args';
import { canCancel } from '../../domain/booking/status';
import type { SeriesCancelArgs, SeriesUpdateArgs } from '../../domain/booking/series-args';
import { followingOccurrence, isOpenOccurrence } from '../../domain/booking/series-following';
import { AppError, ErrorCode } from '../../domain/errors';
import { formatZonedDate } from '../../domain/time';
import type { BranchRow } from '../branches/branchRepository';
import { assertAppointmentAccess, type Actor } from './bookingAccess';
import type { BoardFactsMemo } from './boardFacts';
import { loadDayRules } from './boardContext';
import type { CodeSource } from './bookingCode';
import { saveBooking, SaveMode } from './saveBooking';
import { seriesBookingsFrom, seriesMember, seriesUsedElsewhere, setBookingSeries } from './bookingSeriesRepository';
import { updateBookingStatus } from './updateBookingStatus';

export type SeriesChangeResult = { ids: string[] };

/** A new booking joins its series; a series id already used by another tenant or branch is refused. */
export async function joinSeries(tx: Db, input: { tenantId: string; branchId: string; bookingId: string; seriesId: string }): Promise<void> {
  if (await seriesUsedElsewhere(tx, input)) throw new AppError(ErrorCode.BOOKING_INVALID, { fields: { seriesId: 'Not a series of this branch' } });
  await setBookingSeries(tx, input);
}

/** The occurrence named, in that series of that branch: anything else is not found. */
async function startOf(tx: Db, input: { tenantId: string; branchId: string; seriesId: string; bookingId: string }): Promise<Date> {
  const member = await seriesMember(tx, input);
  if (!member) throw new AppError(ErrorCode.NOT_FOUND);
  return member.start_time;
}

export async function updateFollowing(
  db: Db,
  input: { tenantId: string; branch: BranchRow; actor: Actor; args: SeriesUpdateArgs; code: CodeSource; now: Date; facts?: BoardFactsMemo },
): Promise<SeriesChangeResult> {
  const { tenantId, branch, args } = input;
  return db.transaction(async (tx) => {
    assertAppointmentAccess(input.actor);
    if (args.booking.branchId !== branch.id) throw new AppError(ErrorCode.BRANCH_NOT_AUTHORISED);
    const from = await startOf(tx, { tenantId, branchId: branch.id, seriesId: args.seriesId, bookingId: args.booking.id });
    const later = (await seriesBookingsFrom(tx, { tenantId, branchId: branch.id, seriesId: args.seriesId, from })).filter(
      (b) => b.id !== args.booking.id && isOpenOccurrence(b.guests.map((g) => g.status)),
    );
    const { clock } = await loadDayRules(tx, { tenantId, branchId: branch.id, date: args.booking.startTime.slice(0, 10), now: input.now, facts: input.facts });
    const template: BookingSaveArgs = { ...args.booking, seriesId: args.seriesId };
    const save = (booking: BookingSaveArgs) =>
      saveBooking(tx, { tenantId, branch, actor: input.actor, mode: SaveMode.UPDATE, args: booking, code: input.code, now: input.now, facts: input.facts });
    // One queued change is all or nothing: the changed occurrence moved onto a closed day
    // (CLOSED_DAY) or a later one refused refuses the whole change, and Needs attention offers
    // it back as it was made. Saving the others alone would leave the series half-changed
    // with no change on the tablet saying so. Later occurrences keep their own dates, so a
    // day closed after they were booked does not refuse them (closed-day.ts).
    await save(template);
    for (const b of later) {
      await save(followingOccurrence(template, { id: b.id, code: b.code, date: formatZonedDate(b.start_time, clock.timeZone) }));
    }
    return { ids: [args.booking.id, ...later.map((b) => b.id)] };
  });
}

export async function cancelFollowing(db: Db, input: { tenantId: string; actor: Actor; args: SeriesCancelArgs; now: Date }): Promise<SeriesChangeResult> {
  const { tenantId, args } = input;
  return db.transaction(async (tx) => {
    assertAppointmentAccess(input.actor);
    const from = await startOf(tx, { tenantId, branchId: args.branchId, seriesId: args.seriesId, bookingId: args.bookingId });
    const ids: string[] = [];
    for (const b of await seriesBookingsFrom(tx, { tenantId, branchId: args.branchId, seriesId: args.seriesId, from })) {
      if (!isOpenOccurrence(b.guests.map((g) => g.status))) continue;
      const guestIds = b.guests.filter((g) => canCancel(g.status)).map((g) => g.id);
      if (guestIds.length === 0) continue;
      await updateBookingStatus(tx, {
        tenantId,
        actor: input.actor,
        args: { bookingId: b.id, branchId: args.branchId, guestIds, status: BookingStatus.CANCEL, force: false, note: args.note },
        now: input.now,
        onlyAble: true,
      });
      ids.push(b.id);
    }
    return { ids };
  });
}
