import type { MutationName } from '../../../domain/sync-protocol';
import { BOOKING_WRITE_ACCESS } from '../../booking/bookingAccess';
import { moveGuestToDashboard } from '../../booking/moveGuest';
import type { MutationHandler } from '../mutationHandler';
import { actorOf } from './handlerActor';

export const guestToDashboard: MutationHandler<typeof MutationName.GUEST_TO_DASHBOARD> = {
  access: BOOKING_WRITE_ACCESS,
  branchOf: (args) => args.branchId,
  changesBoardFacts: false,
  changesBookings: true,
  apply: (ctx, args) => moveGuestToDashboard(ctx.tx, { tenantId: ctx.tenantId, actor: actorOf(ctx), args, now: ctx.now }),
};
