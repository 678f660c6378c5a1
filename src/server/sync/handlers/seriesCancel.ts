import type { MutationName } from '../../../domain/sync-protocol';
import { BOOKING_WRITE_ACCESS } from '../../booking/bookingAccess';
import { cancelFollowing } from '../../booking/bookingSeries';
import type { MutationHandler } from '../mutationHandler';
import { actorOf } from './handlerActor';

/** "Cancel this and the following" of a recurring series, made at the tablet. */
export const seriesCancel: MutationHandler<typeof MutationName.SERIES_CANCEL> = {
  access: BOOKING_WRITE_ACCESS,
  branchOf: (args) => args.branchId,
  changesBoardFacts: false,
  changesBookings: true,
  apply: (ctx, args) => cancelFollowing(ctx.tx, { tenantId: ctx.tenantId, actor: actorOf(ctx), args, now: ctx.now }),
};
