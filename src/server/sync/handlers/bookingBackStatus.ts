import type { MutationName } from '../../../domain/sync-protocol';
import { BOOKING_WRITE_ACCESS } from '../../booking/bookingAccess';
import { backGuestStatus } from '../../booking/updateBookingStatus';
import type { MutationHandler } from '../mutationHandler';
import { actorOf } from './handlerActor';

export const bookingBackStatus: MutationHandler<typeof MutationName.BOOKING_BACK_STATUS> = {
  access: BOOKING_WRITE_ACCESS,
  branchOf: (args) => args.branchId,
  changesBoardFacts: false,
  changesBookings: true,
  apply: (ctx, args) => backGuestStatus(ctx.tx, { tenantId: ctx.tenantId, actor: actorOf(ctx), args, now: ctx.now }),
};
