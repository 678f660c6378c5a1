import type { MutationName } from '../../../domain/sync-protocol';
import { ActionType, EntityType, logAction } from '../../actionLog/actionLogRepository';
import type { MutationHandler } from '../mutationHandler';

/**
 * Staff discarded a change the server refused. Nothing to undo (a refusal changed nothing):
 * the discard is only written down, so nothing disappears silently.
 */
export const syncDiscard: MutationHandler<typeof MutationName.SYNC_DISCARD> = {
  // Anyone signed in on the tablet may clear its Needs-attention list.
  access: {},
  branchOf: (args) => args.branchId,
  changesBoardFacts: false,
  changesBookings: false,
  apply: async (ctx, args) => {
    await logAction(ctx.tx, {
      tenantId: ctx.tenantId,
      branchId: args.branchId,
      userId: ctx.actor.id,
      action: ActionType.DISCARD,
      entityType: EntityType.SYNC,
      entityId: args.mutationId,
      editInfo: { mutationId: args.mutationId, name: args.name, summary: args.summary },
      now: ctx.now,
    });
    return null;
  },
};
