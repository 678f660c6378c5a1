/**
 * The reminder round: finds the bookings due a reminder (the pure rule in
 * `src/domain/notification/reminders.ts`), composes each reminder in the branch's language and
 * queues it in the notification outbox, which sends it. Every server process runs rounds;
 * the booking × start time key lets only one of them queue a given reminder.
 */
import { bookingVars, queueComposed, recipientsOf } from '../notifications/queueComposed';
import type { Db } from '../db/db';
import { resolveBranchConfig, type ConfigValues } from '../../domain/branchConfig';
import { MessageKind } from '../../domain/notification/message-kinds';
import { reminderDue } from '../../domain/notification/reminders';
import type { BranchConfigResult } from '../../domain/api';
import { branchConfigValues } from '../branches/branchRepository';
import { NotificationEntity } from '../notifications/notificationRepository';
import { startRoundLoop, positiveInt, type RoundLoop } from '../notifications/roundLoop';
import { errorText } from '../../domain/notification/outbox';
import { claimReminder, remindableBookings, type RemindableBooking } from './reminderRepository';

export type ReminderRoundResult = { reminded: number; messages: number };

async function remind(db: Db, b: RemindableBooking, settings: BranchConfigResult, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const reminderId = await claimReminder(tx, { tenantId: b.tenant_id, bookingId: b.id, startTime: b.start_time, now });
    if (!reminderId) return -1;
    // SMS to a valid booking phone, email to the booking's or the customer's address; each unless the customer opted out.
    const to = recipientsOf(
      { phone: b.phone, email: b.email || b.customer_email, acceptsSms: b.receive_sms !== false, acceptsEmail: b.receive_email !== false },
      settings.phone,
    );
    await queueComposed(tx, {
      tenantId: b.tenant_id,
      branchId: b.branch_id,
      language: settings.language,
      kind: MessageKind.BOOKING_REMINDER,
      vars: bookingVars(
        { customerName: b.customer_name, branchName: b.branch_name, branchPhone: b.branch_phone, code: b.code, startTime: b.start_time, services: b.services, technician: b.technicians },
        settings.timeZone,
      ),
      recipients: to,
      entityType: NotificationEntity.BOOKING_REMINDER,
      entityId: reminderId,
      createdBy: null,
      now,
    });
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
