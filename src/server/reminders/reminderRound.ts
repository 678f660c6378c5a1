/**
 * The reminder round: finds the bookings due a reminder (the pure rule in
 * `src/domain/notification/reminders.ts`), composes each reminder in the branch's language and
 * queues it in the notification outbox, which sends it. Every server process runs rounds;
 * the booking × start time key lets only one of them queue a given reminder.
 */
import { bookingVars, recipientsOf } from '../notifications/queueComposed';
import type { Db } from '../db/db';
import { resolveBranchConfig, type ConfigValues } from '../../domain/branchConfig';
import { MessageKind } from '../../domain/notification/message-kinds';
import { reminderDue } from '../../domain/notification/reminders';
import type { BranchConfigResult } from '../../domain/api';
import { branchConfigValues } from '../branches/branchRepository';
import { fillMessage, templateText, type ComposedMessage } from '../notifications/composeMessage';
import { NotificationEntity, queueNotifications, type QueuedNotification } from '../notifications/notificationRepository';
import type { TemplateKey } from '../notifications/templateRepository';
import { keyedMemo } from '../keyedMemo';
import { startRoundLoop, positiveInt, type RoundLoop } from '../notifications/roundLoop';
import { errorText } from '../../domain/notification/outbox';
import { claimReminders, remindableBookings, type RemindableBooking } from './reminderRepository';

export type ReminderRoundResult = { reminded: number; messages: number };

type DueReminder = { booking: RemindableBooking; settings: BranchConfigResult };

/**
 * Reminders claimed and queued per transaction: a round after an outage has the whole coming
 * day to queue, and one statement per step for a slice of it keeps the database (PGlite's one
 * connection above all) free for the desk between slices.
 */
export const REMINDER_SLICE = 200;

/** A branch's template words, read once per slice for each kind, channel and language. */
function templateCache(db: Db): (key: TemplateKey) => Promise<ComposedMessage> {
  const known = keyedMemo<ComposedMessage>();
  return (key) => known.get([key.tenantId, key.branchId, key.kind, key.channel, key.language].join('|'), () => templateText(db, key));
}

/** Claims a slice's reminders and queues their messages, in one transaction. */
async function remindSlice(db: Db, slice: readonly DueReminder[], now: Date): Promise<ReminderRoundResult> {
  return db.transaction(async (tx) => {
    const claimed = await claimReminders(tx, slice.map(({ booking: b }) => ({ tenantId: b.tenant_id, bookingId: b.id, startTime: b.start_time })), now);
    const template = templateCache(tx);
    const messages: QueuedNotification[] = [];
    for (const { booking: b, settings } of slice) {
      const reminderId = claimed.get(b.id);
      if (!reminderId) continue;
      // SMS to a valid booking phone, email to the booking's or the customer's address; each unless the customer opted out.
      const to = recipientsOf(
        { phone: b.phone, email: b.email || b.customer_email, acceptsSms: b.receive_sms !== false, acceptsEmail: b.receive_email !== false },
        settings.phone,
      );
      const vars = bookingVars(
        { customerName: b.customer_name, branchName: b.branch_name, branchPhone: b.branch_phone, code: b.code, startTime: b.start_time, services: b.services, technician: b.technicians },
        settings.timeZone,
      );
      for (const { channel, to: recipient } of to) {
        const key = { tenantId: b.tenant_id, branchId: b.branch_id, kind: MessageKind.BOOKING_REMINDER, channel, language: settings.language };
        const message = fillMessage(await template(key), { kind: key.kind, vars });
        messages.push({ tenantId: b.tenant_id, branchId: b.branch_id, channel, recipient, ...message, entityType: NotificationEntity.BOOKING_REMINDER, entityId: reminderId, createdBy: null, now });
      }
    }
    await queueNotifications(tx, messages);
    return { reminded: claimed.size, messages: messages.length };
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
  const due: DueReminder[] = [];
  for (const b of candidates) {
    const settings = resolveBranchConfig(b.branch_id, configs.get(b.branch_id) ?? {});
    const wanted = reminderDue(
      { status: b.status, confirm: b.confirm, startTime: b.start_time, remind: b.remind, remindedStarts: b.reminded_starts.map((ms) => new Date(ms)) },
      { now, hours: b.reminder_hours, timeZone: settings.timeZone },
    );
    if (wanted) due.push({ booking: b, settings });
  }
  const result: ReminderRoundResult = { reminded: 0, messages: 0 };
  for (let start = 0; start < due.length; start += REMINDER_SLICE) {
    const done = await remindSlice(db, due.slice(start, start + REMINDER_SLICE), now);
    result.reminded += done.reminded;
    result.messages += done.messages;
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
