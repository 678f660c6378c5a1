import type { Db } from '../db/db';
import type { ClockInArgs } from '../../domain/turns/args';
import { ActionType, EntityType, logAction } from '../actionLog/actionLogRepository';
import { assertAppointmentAccess, type Actor } from '../booking/bookingAccess';
import { checkTurnChange } from './turnChecks';
import { keepFirstClockIn } from './turnRepository';

/**
 * A technician clocks in at the desk (turns.clockIn): they join the day's walk-in turn list.
 * Clocking in again, from any tablet, keeps the earliest time; the answer is the kept one.
 */
export async function clockIn(db: Db, input: { tenantId: string; actor: Actor & { userId: string }; args: ClockInArgs; now: Date }): Promise<{ id: string; clockedInAt: string }> {
  const { tenantId, actor, args, now } = input;
  return db.transaction(async (tx) => {
    assertAppointmentAccess(actor);
    const { technicianName, at } = await checkTurnChange(tx, { ...args, tenantId, at: args.clockedInAt, atField: 'clockedInAt', now });
    const kept = await keepFirstClockIn(tx, { ...args, tenantId, clockedInAt: at, userId: actor.userId, now });
    await logAction(tx, {
      tenantId,
      branchId: args.branchId,
      userId: actor.userId,
      action: ActionType.CREATE,
      entityType: EntityType.TURN_LIST,
      entityId: kept.id,
      editInfo: { technicianId: args.technicianId, name: technicianName, date: args.date, clockedInAt: kept.clockedInAt.toISOString() },
      now,
    });
    return { id: kept.id, clockedInAt: kept.clockedInAt.toISOString() };
  });
}
