/** Every booking change leaves one action-log line on the booking: the history panel reads them. */
import type { Db } from '../db/db';
import { ActionType, EntityType, logAction, type ActionLogSink, type JsonValue } from '../actionLog/actionLogRepository';
import type { Actor } from './bookingAccess';

export function logBookingChange(
  tx: Db,
  input: {
    tenantId: string;
    branchId: string;
    actor: Actor;
    bookingId: string;
    action?: ActionType;
    editInfo: Record<string, JsonValue>;
    now: Date;
    /** Where the line goes: the database now unless a push's chunk collects them. */
    log?: ActionLogSink;
  },
): Promise<void> {
  return (input.log ?? logAction)(tx, {
    tenantId: input.tenantId,
    branchId: input.branchId,
    userId: input.actor.userId,
    action: input.action ?? ActionType.UPDATE,
    entityType: EntityType.BOOKING,
    entityId: input.bookingId,
    editInfo: input.editInfo,
    now: input.now,
  });
}
