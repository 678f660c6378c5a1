import type { Db } from '../../src/server/db/db';
import { NotificationEntity, queueNotification } from '../../src/server/notifications/notificationRepository';

/** A message queued in the outbox about a made-up record of Maple Beauty, "Hello" / "Body text". */
export async function queueTestMessage(db: Db, input: { channel: 'EMAIL' | 'SMS'; recipient: string; now: Date }): Promise<string> {
  const tenantId = (await db.one<{ id: string }>(`SELECT id FROM tenant WHERE name = 'Maple Beauty'`)).id;
  return queueNotification(db, {
    tenantId, branchId: null, channel: input.channel, recipient: input.recipient, subject: input.channel === 'EMAIL' ? 'Hello' : null, body: 'Body text',
    entityType: NotificationEntity.GIFT_CARD, entityId: '30000000-0000-4000-8000-000000000001', createdBy: null, now: input.now,
  });
}
