import type { MutationName } from '../../../domain/sync-protocol';
import { BOOKING_WRITE_ACCESS } from '../../booking/bookingAccess';
import { saveBooking, SaveMode } from '../../booking/saveBooking';
import type { MutationHandler } from '../mutationHandler';
import { actorOf, branchOf } from './handlerActor';

/** An edit of a booking at the tablet; the booking keeps the code it was given. */
export const bookingUpdate: MutationHandler<typeof MutationName.BOOKING_UPDATE> = {
  access: BOOKING_WRITE_ACCESS,
  branchOf: (args) => args.branchId,
  changesBoardFacts: false,
  changesBookings: true,
  apply: (ctx, args) =>
    saveBooking(ctx.tx, {
      tenantId: ctx.tenantId,
      branch: branchOf(ctx),
      actor: actorOf(ctx),
      mode: SaveMode.UPDATE,
      args,
      code: { kind: 'device', deviceNo: ctx.deviceNo },
      now: ctx.now,
      facts: ctx.boardFacts,
    }),
};
