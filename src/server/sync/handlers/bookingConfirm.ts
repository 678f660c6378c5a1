import type { MutationName } from '../../../domain/sync-protocol';
import { BOOKING_WRITE_ACCESS } from '../../booking/bookingAccess';
import { confirmBooking } from '../../booking/confirmBooking';
import type { MutationHandler } from '../mutationHandler';
import { actorOf } from './handlerActor';

export const bookingConfirm: MutationHandler<typeof MutationName.BOOKING_CONFIRM> = {
  access: BOOKING_WRITE_ACCESS,
  branchOf: (args) => args.branchId,
  changesBoardFacts: false,
  changesBookings: true,
  apply: (ctx, args) => confirmBooking(ctx.tx, { tenantId: ctx.tenantId, actor: actorOf(ctx), args, now: ctx.now }),
};
