import type { Db } from '../db/db';
import type { TurnMoveArgs } from '../../domain/turns/args';
import { TURN_REORDER_ACCESS } from '../../domain/turns/access';
import { AppError, ErrorCode } from '../../domain/errors';
import { hasAnyRight } from '../../domain/rights';
import { ActionType, EntityType, logAction } from '../actionLog/actionLogRepository';
import { assertAppointmentAccess, type Actor } from '../booking/bookingAccess';
import { checkTurnChange } from './turnChecks';
import { insertTurnMove } from './turnRepository';

/**
 * A manager moves a technician one place up or down the turn list (turns.move), with a note the
 * action log keeps. Stored as a record, never as a position: every tablet applies it to the list
 * it derives (turn-order.ts), so moves made on two offline tablets both count once synced.
 */
export async function moveTurn(db: Db, input: { tenantId: string; actor: Actor & { userId: string }; args: TurnMoveArgs; now: Date }): Promise<{ id: string }> {
  const { tenantId, actor, args, now } = input;
  return db.transaction(async (tx) => {
    assertAppointmentAccess(actor);
    if (!hasAnyRight(TURN_REORDER_ACCESS.required, actor.rights)) throw new AppError(ErrorCode.FORBIDDEN);
    const { technicianName, at } = await checkTurnChange(tx, { ...args, tenantId, at: args.movedAt, atField: 'movedAt', now });
    await insertTurnMove(tx, { ...args, tenantId, movedAt: at, userId: actor.userId, now });
    await logAction(tx, {
      tenantId,
      branchId: args.branchId,
      userId: actor.userId,
      action: ActionType.UPDATE,
      entityType: EntityType.TURN_LIST,
      entityId: args.id,
      editInfo: { technicianId: args.technicianId, name: technicianName, date: args.date, direction: args.direction, note: args.note },
      now,
    });
    return { id: args.id };
  });
}
