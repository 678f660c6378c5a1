import type { MutationName } from '../../../domain/sync-protocol';
import { TURN_REORDER_ACCESS } from '../../../domain/turns/access';
import { moveTurn } from '../../turns/turnMove';
import type { MutationHandler } from '../mutationHandler';

export const turnMove: MutationHandler<typeof MutationName.TURN_MOVE> = {
  access: TURN_REORDER_ACCESS,
  branchOf: (args) => args.branchId,
  changesBoardFacts: false,
  changesBookings: false,
  apply: (ctx, args) => moveTurn(ctx.tx, { tenantId: ctx.tenantId, actor: { userId: ctx.actor.id, rights: ctx.actor.rights }, args, now: ctx.now }),
};
