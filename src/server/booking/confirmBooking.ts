import type { Db } from '../db/db';
import { BookingStatus } from '../../domain/api';
import type { ConfirmBookingArgs } from '../../domain/booking/args';
import { logBookingChange } from './bookingLog';
import { assertAppointmentAccess, type Actor } from './bookingAccess';
import { refreshBooking, setBookingConfirm, setGuestStatus, statusOfRow } from './bookingWriteRepository';
import { lockBookingInBranch } from './bookingInBranch';
import { MessageKind } from '../../domain/notification/message-kinds';
import { queueBookingMessages } from '../notifications/queueBookingMessages';

/**
 * Confirming an online booking makes its New guests Waiting and tells the customer (the page
 * told them the salon would confirm); unconfirming changes no status and sends nothing.
 */
export async function confirmBooking(db: Db, input: { tenantId: string; actor: Actor; args: ConfirmBookingArgs; now: Date }): Promise<{ id: string }> {
  const { tenantId, actor, args, now } = input;
  return db.transaction(async (tx) => {
    assertAppointmentAccess(actor);
    const booking = await lockBookingInBranch(tx, { tenantId, branchId: args.branchId, bookingId: args.id });
    await setBookingConfirm(tx, { tenantId, bookingId: args.id, confirm: args.confirm, now });
    const confirmed = args.confirm ? booking.guests.filter((g) => statusOfRow(g.status) === BookingStatus.NEW) : [];
    for (const guest of confirmed) await setGuestStatus(tx, tenantId, guest.id, BookingStatus.WAITING);
    await refreshBooking(tx, { tenantId, bookingId: args.id, now });
    if (args.confirm && !booking.booking.confirm && booking.booking.type === 'TYPE_BOOKING_ONLINE') {
      await queueBookingMessages(tx, { tenantId, bookingId: args.id, kind: MessageKind.BOOKING_CONFIRMATION, createdBy: actor.userId, now });
    }
    await logBookingChange(tx, {
      tenantId,
      branchId: args.branchId,
      actor,
      bookingId: args.id,
      editInfo: {
        confirm: args.confirm,
        oldConfirm: booking.booking.confirm,
        guests: confirmed.map((g) => ({ id: g.id, name: g.name, oldStatus: BookingStatus.NEW, newStatus: BookingStatus.WAITING })),
      },
      now,
    });
    return { id: args.id };
  });
}
