import type { MutationName } from '../../../domain/sync-protocol';
import { BOOKING_WRITE_ACCESS } from '../../booking/bookingAccess';
import { saveBooking, SaveMode } from '../../booking/saveBooking';
import type { MutationHandler } from '../mutationHandler';
import { actorOf, branchOf } from './handlerActor';

/** A booking made at the tablet, possibly offline: its code comes from the tablet's counter. */
export const bookingCreate: MutationHandler<typeof MutationName.BOOKING_CREATE> = {
  access: BOOKING_WRITE_ACCESS,
  branchOf: (args) => args.branchId,
  changesBoardFacts: false,
  changesBookings: true,
  apply: (ctx, args) =>
    saveBooking(ctx.tx, {
      tenantId: ctx.tenantId,
      branch: branchOf(ctx),
      actor: actorOf(ctx),
      mode: SaveMode.CREATE,
      args,
      code: { kind: 'device', deviceNo: ctx.deviceNo },
      now: ctx.now,
      facts: ctx.boardFacts,
    }),
};
