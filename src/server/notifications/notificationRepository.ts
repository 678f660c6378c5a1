import type { Db } from '../db/db';
import { type NotificationView } from '../../domain/catalogue/contract';
import { NotificationStatus, type NotificationChannel } from '../../domain/catalogue/paths';
import { newId } from '../auth/tokens';

/** What a notification is about, e.g. GIFT_CARD + the card id, BOOKING + the booking id. */
export const NotificationEntity = {
  GIFT_CARD: 'GIFT_CARD',
  BOOKING: 'BOOKING',
  /** A booking's reminder: the entity id is its booking_reminder row (booking × start time). */
  BOOKING_REMINDER: 'BOOKING_REMINDER',
  SMS_CAMPAIGN: 'SMS_CAMPAIGN',
  /** A paid bill's review request: the entity id is its booking_review row. */
  REVIEW: 'REVIEW',
} as const;
export type NotificationEntity = (typeof NotificationEntity)[keyof typeof NotificationEntity];

export type NotificationRow = {
  id: string;
  tenant_id: string;
  branch_id: string | null;
  channel: NotificationChannel;
  recipient: string;
  subject: string | null;
  body: string;
  entity_type: string | null;
  entity_id: string | null;
  status: NotificationStatus;
  attempts: number;
  last_error: string | null;
  provider: string | null;
  created_at: Date;
  sent_at: Date | null;
  next_attempt_at: Date;
  /** Comma-separated copies of an email (its template's cc and bcc); empty: none. */
  cc: string;
  bcc: string;
};

/** A message for the outbox: the worker sends it. */
export type QueuedNotification = {
  tenantId: string;
  branchId: string | null;
  channel: NotificationChannel;
  recipient: string;
  subject: string | null;
  body: string;
  entityType: NotificationEntity;
  entityId: string;
  createdBy: string | null;
  now: Date;
  /** An email's copies, as composeMessage gives them from the branch's template. */
  cc?: readonly string[];
  bcc?: readonly string[];
};

const QUEUED_COLUMNS = 13;

/** Puts messages in the outbox in one statement (a reminder round queues hundreds). Returns their ids, in order. */
export async function queueNotifications(db: Db, messages: readonly QueuedNotification[]): Promise<string[]> {
  if (messages.length === 0) return [];
  const ids = messages.map(() => newId());
  const rows = messages.map((_, row) => {
    const p = (column: number) => `$${row * QUEUED_COLUMNS + column}`;
    return `(${p(1)}, ${p(2)}, ${p(3)}, ${p(4)}, ${p(5)}, ${p(6)}, ${p(7)}, ${p(8)}, ${p(9)}, 'PENDING', 0, ${p(10)}, ${p(11)}, ${p(11)}, ${p(12)}, ${p(13)})`;
  });
  await db.query(
    `INSERT INTO notification (id, tenant_id, branch_id, channel, recipient, subject, body, entity_type, entity_id,
                               status, attempts, created_by, created_at, next_attempt_at, cc, bcc)
     VALUES ${rows.join(',\n            ')}`,
    messages.flatMap((m, i) => [
      ids[i] ?? '', m.tenantId, m.branchId, m.channel, m.recipient, m.subject, m.body, m.entityType, m.entityId, m.createdBy, m.now,
      (m.cc ?? []).join(', '), (m.bcc ?? []).join(', '),
    ]),
  );
  return ids;
}

/** Puts a message in the outbox; the worker sends it. Returns its id. */
export async function queueNotification(db: Db, message: QueuedNotification): Promise<string> {
  const [id = ''] = await queueNotifications(db, [message]);
  return id;
}

/**
 * Takes up to `limit` due messages for this process: their next attempt is pushed out by
 * `leaseMs` and their attempt counted, in one statement, so another process (SKIP LOCKED)
 * never takes the same one; if this process dies mid-send, the lease runs out and another
 * process tries again.
 */
export async function claimDueNotifications(db: Db, input: { now: Date; limit: number; leaseMs: number }): Promise<NotificationRow[]> {
  return db.query<NotificationRow>(
    `UPDATE notification SET next_attempt_at = $2, attempts = attempts + 1
      WHERE id IN (SELECT id FROM notification
                    WHERE status = 'PENDING' AND next_attempt_at <= $1
                    ORDER BY next_attempt_at, created_at
                    LIMIT $3
                    FOR UPDATE SKIP LOCKED)
      RETURNING *`,
    [input.now, new Date(input.now.getTime() + input.leaseMs), input.limit],
  );
}

export async function markNotificationSent(db: Db, input: { id: string; provider: string; now: Date }): Promise<void> {
  await db.query(
    `UPDATE notification SET status = 'SENT', sent_at = $2, provider = $3, last_error = NULL WHERE id = $1 AND status = 'PENDING'`,
    [input.id, input.now, input.provider],
  );
}

export async function markNotificationRetry(db: Db, input: { id: string; error: string; nextAttemptAt: Date }): Promise<void> {
  await db.query(
    `UPDATE notification SET last_error = $2, next_attempt_at = $3 WHERE id = $1 AND status = 'PENDING'`,
    [input.id, input.error, input.nextAttemptAt],
  );
}

export async function markNotificationFailed(db: Db, input: { id: string; error: string }): Promise<void> {
  await db.query(`UPDATE notification SET status = 'FAILED', last_error = $2 WHERE id = $1 AND status = 'PENDING'`, [input.id, input.error]);
}

/** Messages no longer wanted when their turn came: never sent, shown as such. */
export async function markNotificationsCancelled(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.query(`UPDATE notification SET status = 'CANCELLED' WHERE id = ANY($1::uuid[]) AND status = 'PENDING'`, [ids]);
}

export function toNotificationView(r: NotificationRow): NotificationView {
  return {
    id: r.id,
    channel: r.channel,
    recipient: r.recipient,
    status: r.status,
    attempts: r.attempts,
    createdAt: r.created_at.toISOString(),
    sentAt: r.sent_at ? r.sent_at.toISOString() : null,
    lastError: r.last_error,
  };
}

/** The messages about one record, newest first. */
export async function notificationsAbout(
  db: Db,
  input: { tenantId: string; entityType: NotificationEntity; entityId: string; limit?: number },
): Promise<NotificationView[]> {
  const rows = await db.query<NotificationRow>(
    `SELECT * FROM notification WHERE tenant_id = $1 AND entity_type = $2 AND entity_id = $3
      ORDER BY created_at DESC, id LIMIT $4`,
    [input.tenantId, input.entityType, input.entityId, input.limit ?? 20],
  );
  return rows.map(toNotificationView);
}
