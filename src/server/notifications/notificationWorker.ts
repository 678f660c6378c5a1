import { copyAddresses } from '../../domain/notification/template-rules';
import type { Db } from '../db/db';
import { afterFailure, DEFAULT_MAX_ATTEMPTS, errorText } from '../../domain/notification/outbox';
import type { NotificationProviders } from './providers';
import { remindersStillWanted } from '../reminders/reminderRepository';
import { PermanentSendError } from './permanentSendError';
import { startRoundLoop, positiveInt, type RoundLoop } from './roundLoop';
import {
  claimDueNotifications,
  markNotificationsCancelled,
  markNotificationFailed,
  NotificationEntity,
  markNotificationRetry,
  markNotificationSent,
  type NotificationRow,
} from './notificationRepository';

export type WorkerOptions = {
  db: Db;
  now: () => Date;
  providers: NotificationProviders;
  /** Give up after this many attempts. */
  maxAttempts?: number;
  /** Messages taken per round. */
  batchSize?: number;
  /** How long a taken message is left alone by other processes while this one sends it. */
  leaseMs?: number;
  log?: { warn: (obj: Record<string, unknown>, msg: string) => void; error: (obj: Record<string, unknown>, msg: string) => void };
};

/** dropped: no longer wanted when its turn came (a reminder whose booking was cancelled or moved). */
export type RoundResult = { sent: number; retried: number; failed: number; dropped: number };

const DEFAULT_BATCH = 20;
const DEFAULT_LEASE_MS = 2 * 60_000;

/**
 * The reminders among the round's messages made stale by a later change (a booking cancelled
 * or moved), checked just before sending so they never leave; one query for the round.
 */
async function staleReminders(db: Db, rows: readonly NotificationRow[]): Promise<Set<string>> {
  const reminders = rows.flatMap((r) => (r.entity_type === NotificationEntity.BOOKING_REMINDER && r.entity_id ? [{ id: r.id, reminderId: r.entity_id }] : []));
  const wanted = await remindersStillWanted(db, reminders.map((r) => r.reminderId));
  return new Set(reminders.filter((r) => !wanted.has(r.reminderId)).map((r) => r.id));
}

async function attempt(options: WorkerOptions, row: NotificationRow, result: RoundResult): Promise<void> {
  const provider = options.providers[row.channel];
  try {
    await provider.send({ id: row.id, channel: row.channel, recipient: row.recipient, subject: row.subject, body: row.body, cc: copyAddresses(row.cc), bcc: copyAddresses(row.bcc) });
  } catch (error) {
    const message = errorText(error);
    const outcome = afterFailure({ attempts: row.attempts, maxAttempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS, now: options.now(), permanent: error instanceof PermanentSendError });
    if (outcome.status === 'FAILED') {
      await markNotificationFailed(options.db, { id: row.id, error: message });
      result.failed++;
      options.log?.error({ notificationId: row.id, attempts: row.attempts, error: message }, 'notification failed for good');
    } else if (outcome.status === 'PENDING') {
      await markNotificationRetry(options.db, { id: row.id, error: message, nextAttemptAt: outcome.nextAttemptAt });
      result.retried++;
      options.log?.warn({ notificationId: row.id, attempts: row.attempts, error: message }, 'notification will be retried');
    }
    return;
  }
  await markNotificationSent(options.db, { id: row.id, provider: provider.name, now: options.now() });
  result.sent++;
}

/** One round: take the due messages and try each once. */
export async function sendDueNotifications(options: WorkerOptions): Promise<RoundResult> {
  const rows = await claimDueNotifications(options.db, {
    now: options.now(),
    limit: options.batchSize ?? DEFAULT_BATCH,
    leaseMs: options.leaseMs ?? DEFAULT_LEASE_MS,
  });
  const result: RoundResult = { sent: 0, retried: 0, failed: 0, dropped: 0 };
  const stale = await staleReminders(options.db, rows);
  await markNotificationsCancelled(options.db, [...stale]);
  result.dropped = stale.size;
  for (const row of rows) if (!stale.has(row.id)) await attempt(options, row, result);
  return result;
}

export type NotificationWorker = RoundLoop;

/**
 * The loop each server process runs: a round every `intervalMs`, and another at once while
 * a round found a full batch. Several processes share the outbox safely (see the claim).
 */
export function startNotificationWorker(options: WorkerOptions & { intervalMs: number }): NotificationWorker {
  return startRoundLoop({
    intervalMs: options.intervalMs,
    round: async () => {
      const r = await sendDueNotifications(options);
      return { busy: r.sent + r.retried + r.failed + r.dropped >= (options.batchSize ?? DEFAULT_BATCH) };
    },
    onError: (error) => options.log?.error({ error: errorText(error) }, 'notification round failed'),
  });
}

/** The worker as `npm start` runs it, configured by NOTIFICATION_* and SMTP_* variables. */
export function workerSettingsFromEnv(env: NodeJS.ProcessEnv): { intervalMs: number; maxAttempts: number } {
  return {
    intervalMs: positiveInt(env.NOTIFICATION_INTERVAL_MS, 'NOTIFICATION_INTERVAL_MS', 2_000),
    maxAttempts: positiveInt(env.NOTIFICATION_MAX_ATTEMPTS, 'NOTIFICATION_MAX_ATTEMPTS', DEFAULT_MAX_ATTEMPTS),
  };
}
