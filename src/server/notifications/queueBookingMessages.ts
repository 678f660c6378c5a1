/**
 * A booking's message to its customer (confirmation, request received): composed in the
 * branch language from the booking as saved, queued by SMS to its phone and by email when it
 * has one. Written in the caller's transaction, so a refused booking leaves no message.
 */
import { bookingVars, queueComposed, recipientsOf } from './queueComposed';
import type { Db } from '../db/db';
import { resolveBranchConfig } from '../../domain/branchConfig';
import type { MessageKind } from '../../domain/notification/message-kinds';
import { configValues } from '../branches/branchRepository';
import { NotificationEntity } from './notificationRepository';

type BookingForMessage = {
  branch_id: string;
  code: string;
  customer_name: string;
  phone: string;
  email: string | null;
  start_time: Date;
  branch_name: string;
  branch_phone: string | null;
  services: string | null;
  technician: string | null;
};

export async function queueBookingMessages(
  tx: Db,
  input: { tenantId: string; bookingId: string; kind: MessageKind; createdBy: string | null; now: Date },
): Promise<string[]> {
  const booking = await tx.one<BookingForMessage>(
    `SELECT b.branch_id, b.code, b.customer_name, b.phone, b.email, b.start_time, br.name AS branch_name, br.phone AS branch_phone,
            (SELECT string_agg(s.service_name, ', ' ORDER BY s.start_time, s.display_index) FROM segment s
              WHERE s.tenant_id = b.tenant_id AND s.booking_id = b.id AND s.active) AS services,
            (SELECT t.name FROM technician t WHERE t.tenant_id = b.tenant_id AND t.id = b.technician_id) AS technician
       FROM booking b JOIN branch br ON br.tenant_id = b.tenant_id AND br.id = b.branch_id
      WHERE b.tenant_id = $1 AND b.id = $2`,
    [input.tenantId, input.bookingId],
  );
  const settings = resolveBranchConfig(booking.branch_id, await configValues(tx, input.tenantId, booking.branch_id));
  return queueComposed(tx, {
    tenantId: input.tenantId,
    branchId: booking.branch_id,
    language: settings.language,
    kind: input.kind,
    vars: bookingVars(
      { customerName: booking.customer_name, branchName: booking.branch_name, branchPhone: booking.branch_phone, code: booking.code, startTime: booking.start_time, services: booking.services, technician: booking.technician },
      settings.timeZone,
    ),
    recipients: recipientsOf({ phone: booking.phone, email: booking.email, acceptsSms: true, acceptsEmail: true }, settings.phone),
    entityType: NotificationEntity.BOOKING,
    entityId: input.bookingId,
    createdBy: input.createdBy,
    now: input.now,
  });
}
