import type { MutationName } from '../../../domain/sync-protocol';
import { BOOKING_WRITE_ACCESS } from '../../booking/bookingAccess';
import { updateBookingStatus } from '../../booking/updateBookingStatus';
import type { MutationHandler } from '../mutationHandler';
import { actorOf } from './handlerActor';

export const bookingUpdateStatus: MutationHandler<typeof MutationName.BOOKING_STATUS> = {
  access: BOOKING_WRITE_ACCESS,
  branchOf: (args) => args.branchId,
  changesBoardFacts: false,
  changesBookings: true,
  apply: (ctx, args) => updateBookingStatus(ctx.tx, { tenantId: ctx.tenantId, actor: actorOf(ctx), args, now: ctx.now }),
};
