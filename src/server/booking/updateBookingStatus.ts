import type { Db } from '../db/db';
import { BookingStatus } from '../../domain/api';
import type { BackStatusArgs, UpdateStatusArgs } from '../../domain/booking/args';
import { backStatusOf, statusChangeRefusal } from '../../domain/booking/status';
import { AppError, ErrorCode } from '../../domain/errors';
import { ActionType } from '../actionLog/actionLogRepository';
import { logBookingChange } from './bookingLog';
import { assertAppointmentAccess, type Actor } from './bookingAccess';
import { refreshBooking, setGuestStatus, statusOfRow } from './bookingWriteRepository';
import { guestOf, lockBookingInBranch } from './bookingInBranch';
import { loadDayRules } from './boardContext';

export type StatusChangeResult = { id: string; guestIds: string[] };

async function logStatus(
  tx: Db,
  input: { tenantId: string; branchId: string; actor: Actor; bookingId: string; guest: { id: string; name: string }; from: BookingStatus; to: BookingStatus; note: string; now: Date },
): Promise<void> {
  await logBookingChange(tx, {
    tenantId: input.tenantId,
    branchId: input.branchId,
    actor: input.actor,
    bookingId: input.bookingId,
    action: input.to === BookingStatus.CANCEL ? ActionType.CANCEL : ActionType.CHANGE_STATUS,
    editInfo: { guestId: input.guest.id, name: input.guest.name, oldStatus: input.from, newStatus: input.to, note: input.note },
    now: input.now,
  });
}

/**
 * Cancel, no-show, check-in or start guests of one booking (/api/booking/update-status,
 * update-status-guest, booking.updateStatus). Listed guests must all be able to take the
 * status; with `onlyAble` (the whole-booking call) those that cannot are left as they are,
 * unless none can. Starting moves no line, so there is no placement check.
 */
export async function updateBookingStatus(
  db: Db,
  input: { tenantId: string; actor: Actor; args: UpdateStatusArgs; now: Date; onlyAble?: boolean },
): Promise<StatusChangeResult> {
  const { tenantId, actor, args, now } = input;
  return db.transaction(async (tx) => {
    assertAppointmentAccess(actor);
    const booking = await lockBookingInBranch(tx, { tenantId, branchId: args.branchId, bookingId: args.bookingId });
    const { clock, dayStartMinute } = await loadDayRules(tx, { tenantId, branchId: args.branchId, date: booking.date, now });
    const changes: { guest: { id: string; name: string }; from: BookingStatus }[] = [];
    let firstRefusal: ErrorCode | null = null;
    for (const guestId of new Set(args.guestIds)) {
      const guest = guestOf(booking, guestId);
      const from = statusOfRow(guest.status);
      const refusal = statusChangeRefusal({ from, to: args.status, date: booking.date, today: clock.today, nowMinute: clock.minute, dayStartMinute });
      if (refusal && !input.onlyAble) throw new AppError(refusal);
      firstRefusal ??= refusal;
      if (!refusal && from !== args.status) changes.push({ guest, from });
    }
    if (changes.length === 0 && firstRefusal) throw new AppError(firstRefusal);
    for (const { guest, from } of changes) {
      await setGuestStatus(tx, tenantId, guest.id, args.status);
      await logStatus(tx, { tenantId, branchId: args.branchId, actor, bookingId: args.bookingId, guest, from, to: args.status, note: args.note, now });
    }
    await refreshBooking(tx, { tenantId, bookingId: args.bookingId, now });
    return { id: args.bookingId, guestIds: changes.map((c) => c.guest.id) };
  });
}

/** Back to waiting (from CheckIn) or to check-in (from Processing, while no bill is linked). */
export async function backGuestStatus(db: Db, input: { tenantId: string; actor: Actor; args: BackStatusArgs; now: Date }): Promise<StatusChangeResult> {
  const { tenantId, actor, args, now } = input;
  return db.transaction(async (tx) => {
    assertAppointmentAccess(actor);
    const booking = await lockBookingInBranch(tx, { tenantId, branchId: args.branchId, bookingId: args.bookingId });
    const guest = guestOf(booking, args.guestId);
    const from = statusOfRow(guest.status);
    const to = backStatusOf(from, guest.bill_id !== null);
    if (!to) throw new AppError(ErrorCode.STATUS_NOT_ALLOWED);
    await setGuestStatus(tx, tenantId, guest.id, to);
    await logStatus(tx, { tenantId, branchId: args.branchId, actor, bookingId: args.bookingId, guest, from, to, note: '', now });
    await refreshBooking(tx, { tenantId, bookingId: args.bookingId, now });
    return { id: args.bookingId, guestIds: [guest.id] };
  });
}
