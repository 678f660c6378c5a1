import type { MutationName } from '../../../domain/sync-protocol';
import { BOOKING_WRITE_ACCESS } from '../../booking/bookingAccess';
import { updateSegment } from '../../booking/updateSegment';
import type { MutationHandler } from '../mutationHandler';
import { actorOf } from './handlerActor';

export const segmentUpdate: MutationHandler<typeof MutationName.SEGMENT_UPDATE> = {
  access: BOOKING_WRITE_ACCESS,
  branchOf: (args) => args.branchId,
  changesBoardFacts: false,
  changesBookings: false,
  apply: (ctx, args) => updateSegment(ctx.tx, { tenantId: ctx.tenantId, actor: actorOf(ctx), args, now: ctx.now, facts: ctx.boardFacts, log: ctx.actionLog }),
};
