/**
 * A booking's message to its customer (confirmation, request received): composed in the
 * branch language from the booking as saved, queued by SMS to its phone and by email when it
 * has one. Written in the caller's transaction, so a refused booking leaves no message.
 */
import type { Db } from '../db/db';
import { resolveBranchConfig } from '../../domain/branchConfig';
import { NotificationChannel } from '../../domain/catalogue/contract';
import { optionalPhoneProblem, phoneDigits } from '../../domain/catalogue/form-rules';
import type { MessageKind, MessageVars } from '../../domain/notification/message-kinds';
import { formatZonedDate, formatZonedTime } from '../../domain/time';
import { configValues } from '../branches/branchRepository';
import { composeMessage } from './composeMessage';
import { NotificationEntity, queueNotification } from './notificationRepository';

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
  const vars: MessageVars = {
    customerName: booking.customer_name,
    branchName: booking.branch_name,
    branchPhone: booking.branch_phone ?? '',
    bookingCode: booking.code,
    date: formatZonedDate(booking.start_time, settings.timeZone),
    time: formatZonedTime(booking.start_time, settings.timeZone),
    services: booking.services ?? '',
    technician: booking.technician ?? '',
  };
  const digits = phoneDigits(booking.phone);
  // A desk booking may hold a phone the branch rules refuse: it gets no SMS rather than a failed one.
  const recipients = [
    ...(digits !== '' && !optionalPhoneProblem(digits, settings.phone) ? [{ channel: NotificationChannel.SMS, to: digits }] : []),
    ...(booking.email ? [{ channel: NotificationChannel.EMAIL, to: booking.email }] : []),
  ];
  const ids: string[] = [];
  for (const { channel, to } of recipients) {
    const message = await composeMessage(tx, { tenantId: input.tenantId, branchId: booking.branch_id, language: settings.language, kind: input.kind, channel, vars });
    ids.push(
      await queueNotification(tx, {
        tenantId: input.tenantId,
        branchId: booking.branch_id,
        channel,
        recipient: to,
        subject: message.subject,
        body: message.body,
        cc: message.cc,
        bcc: message.bcc,
        entityType: NotificationEntity.BOOKING,
        entityId: input.bookingId,
        createdBy: input.createdBy,
        now: input.now,
      }),
    );
  }
  return ids;
}
