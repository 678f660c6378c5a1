/**
 * The last step every customer message shares: who it goes to (SMS to a phone the branch's
 * rules accept, email to an address, each only where the customer accepts it), then one
 * composed message per channel, queued in the caller's transaction.
 */
import type { Db } from '../db/db';
import { NotificationChannel } from '../../domain/catalogue/paths';
import { optionalPhoneProblem, phoneDigits } from '../../domain/catalogue/form-rules';
import type { MessageVars } from '../../domain/notification/message-kinds';
import { formatZonedDate, formatZonedTime } from '../../domain/time';
import { composeMessage, type ComposeInput } from './composeMessage';
import { queueNotification, type NotificationEntity } from './notificationRepository';

export type Recipient = { channel: NotificationChannel; to: string };

export type Contact = { phone: string | null; email: string | null; acceptsSms: boolean; acceptsEmail: boolean };

/** A phone the branch rules refuse gets no SMS rather than a failed one. */
export function recipientsOf(contact: Contact, phoneRule: Parameters<typeof optionalPhoneProblem>[1]): Recipient[] {
  const out: Recipient[] = [];
  const digits = phoneDigits(contact.phone ?? '');
  if (contact.acceptsSms && digits !== '' && !optionalPhoneProblem(digits, phoneRule)) out.push({ channel: NotificationChannel.SMS, to: digits });
  const email = contact.email?.trim() ?? '';
  if (contact.acceptsEmail && email !== '') out.push({ channel: NotificationChannel.EMAIL, to: email });
  return out;
}

/** The variables of a booking's messages (confirmation, request received, reminder). */
export function bookingVars(
  b: { customerName: string; branchName: string; branchPhone: string | null; code: string; startTime: Date; services: string | null; technician: string | null },
  timeZone: string,
): MessageVars {
  return {
    customerName: b.customerName,
    branchName: b.branchName,
    branchPhone: b.branchPhone ?? '',
    bookingCode: b.code,
    date: formatZonedDate(b.startTime, timeZone),
    time: formatZonedTime(b.startTime, timeZone),
    services: b.services ?? '',
    technician: b.technician ?? '',
  };
}

/** One message per recipient, in the branch's words; the queued ids. */
export async function queueComposed(
  tx: Db,
  input: Omit<ComposeInput, 'channel'> & { recipients: readonly Recipient[]; entityType: NotificationEntity; entityId: string; createdBy: string | null; now: Date },
): Promise<string[]> {
  const ids: string[] = [];
  for (const { channel, to } of input.recipients) {
    const message = await composeMessage(tx, { tenantId: input.tenantId, branchId: input.branchId, language: input.language, kind: input.kind, channel, vars: input.vars });
    ids.push(
      await queueNotification(tx, {
        tenantId: input.tenantId,
        branchId: input.branchId,
        channel,
        recipient: to,
        subject: message.subject,
        body: message.body,
        cc: message.cc,
        bcc: message.bcc,
        entityType: input.entityType,
        entityId: input.entityId,
        createdBy: input.createdBy,
        now: input.now,
      }),
    );
  }
  return ids;
}
