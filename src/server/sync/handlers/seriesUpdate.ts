import type { MutationName } from '../../../domain/sync-protocol';
import { BOOKING_WRITE_ACCESS } from '../../booking/bookingAccess';
import { updateFollowing } from '../../booking/bookingSeries';
import type { MutationHandler } from '../mutationHandler';
import { actorOf, branchOf } from './handlerActor';

/** "Change this and the following" of a recurring series, made at the tablet. */
export const seriesUpdate: MutationHandler<typeof MutationName.SERIES_UPDATE> = {
  access: BOOKING_WRITE_ACCESS,
  branchOf: (args) => args.booking.branchId,
  changesBoardFacts: false,
  changesBookings: true,
  apply: (ctx, args) =>
    updateFollowing(ctx.tx, {
      tenantId: ctx.tenantId,
      branch: branchOf(ctx),
      actor: actorOf(ctx),
      args,
      code: { kind: 'device', deviceNo: ctx.deviceNo },
      now: ctx.now,
      facts: ctx.boardFacts,
    }),
};
