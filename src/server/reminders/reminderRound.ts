/**
 * The reminder round: finds the bookings due a reminder (the pure rule in
 * `src/domain/notification/reminders.ts`), composes each reminder in the branch's language and
 * queues it in the notification outbox, which sends it. Every server process runs rounds;
 * the booking × start time key lets only one of them queue a given reminder.
 */
import type { Db } from '../db/db';
import { resolveBranchConfig, type ConfigValues } from '../../domain/branchConfig';
import { NotificationChannel } from '../../domain/catalogue/contract';
import { optionalPhoneProblem, phoneDigits } from '../../domain/catalogue/form-rules';
import { MessageKind, type MessageVars } from '../../domain/notification/message-kinds';
import { reminderDue } from '../../domain/notification/reminders';
import { formatZonedDate, formatZonedTime } from '../../domain/time';
import type { BranchConfigResult } from '../../domain/api';
import { branchConfigValues } from '../branches/branchRepository';
import { composeMessage } from '../notifications/composeMessage';
import { NotificationEntity, queueNotification } from '../notifications/notificationRepository';
import { startRoundLoop, positiveInt, type RoundLoop } from '../notifications/roundLoop';
import { errorText } from '../../domain/notification/outbox';
import { claimReminder, remindableBookings, type RemindableBooking } from './reminderRepository';

export type ReminderRoundResult = { reminded: number; messages: number };

/** The channels a reminder goes by: SMS to a valid booking phone, email to the customer's address; each unless the customer opted out. */
function recipients(b: RemindableBooking, settings: BranchConfigResult): { channel: NotificationChannel; recipient: string }[] {
  const out: { channel: NotificationChannel; recipient: string }[] = [];
  const digits = phoneDigits(b.phone);
  if (b.receive_sms !== false && digits !== '' && !optionalPhoneProblem(digits, settings.phone)) out.push({ channel: NotificationChannel.SMS, recipient: digits });
  const email = (b.email || b.customer_email || '').trim();
  if (b.receive_email !== false && email !== '') out.push({ channel: NotificationChannel.EMAIL, recipient: email });
  return out;
}

async function remind(db: Db, b: RemindableBooking, settings: BranchConfigResult, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const reminderId = await claimReminder(tx, { tenantId: b.tenant_id, bookingId: b.id, startTime: b.start_time, now });
    if (!reminderId) return -1;
    const vars: MessageVars = {
      customerName: b.customer_name,
      branchName: b.branch_name,
      branchPhone: b.branch_phone ?? '',
      bookingCode: b.code,
      date: formatZonedDate(b.start_time, settings.timeZone),
      time: formatZonedTime(b.start_time, settings.timeZone),
      services: b.services ?? '',
      technician: b.technicians ?? '',
    };
    const to = recipients(b, settings);
    for (const { channel, recipient } of to) {
      const message = await composeMessage(tx, { tenantId: b.tenant_id, branchId: b.branch_id, language: settings.language, kind: MessageKind.BOOKING_REMINDER, channel, vars });
      await queueNotification(tx, {
        tenantId: b.tenant_id,
        branchId: b.branch_id,
        channel,
        recipient,
        subject: message.subject,
        body: message.body,
        cc: message.cc,
        bcc: message.bcc,
        entityType: NotificationEntity.BOOKING_REMINDER,
        entityId: reminderId,
        createdBy: null,
        now,
      });
    }
    return to.length;
  });
}

/** One round at `now`: queues every reminder now due. */
export async function queueDueReminders(input: { db: Db; now: Date }): Promise<ReminderRoundResult> {
  const { db, now } = input;
  const candidates = await remindableBookings(db, now);
  const configs = new Map<string, ConfigValues>();
  for (const tenantId of new Set(candidates.map((b) => b.tenant_id))) {
    const branchIds = [...new Set(candidates.filter((b) => b.tenant_id === tenantId).map((b) => b.branch_id))];
    for (const [branchId, values] of await branchConfigValues(db, tenantId, branchIds)) configs.set(branchId, values);
  }
  const result: ReminderRoundResult = { reminded: 0, messages: 0 };
  for (const b of candidates) {
    const settings = resolveBranchConfig(b.branch_id, configs.get(b.branch_id) ?? {});
    const due = reminderDue(
      { status: b.status, confirm: b.confirm, startTime: b.start_time, remind: b.remind, remindedStarts: b.reminded_starts.map((ms) => new Date(ms)) },
      { now, hours: b.reminder_hours, timeZone: settings.timeZone },
    );
    if (!due) continue;
    const queued = await remind(db, b, settings, now);
    if (queued < 0) continue;
    result.reminded++;
    result.messages += queued;
  }
  return result;
}

/** Each server process's reminder loop; REMINDER_INTERVAL_MS sets how often it looks (a minute by default). */
export function startReminderSweeper(options: { db: Db; now: () => Date; intervalMs: number; log?: { error: (obj: Record<string, unknown>, msg: string) => void } }): RoundLoop {
  return startRoundLoop({
    intervalMs: options.intervalMs,
    round: async () => {
      await queueDueReminders({ db: options.db, now: options.now() });
      return { busy: false };
    },
    onError: (error) => options.log?.error({ error: errorText(error) }, 'reminder round failed'),
  });
}

export function reminderSettingsFromEnv(env: NodeJS.ProcessEnv): { intervalMs: number } {
  return { intervalMs: positiveInt(env.REMINDER_INTERVAL_MS, 'REMINDER_INTERVAL_MS', 60_000) };
}
