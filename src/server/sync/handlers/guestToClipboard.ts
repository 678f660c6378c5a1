import type { MutationName } from '../../../domain/sync-protocol';
import { BOOKING_WRITE_ACCESS } from '../../booking/bookingAccess';
import { moveGuestToClipboard } from '../../booking/moveGuest';
import type { MutationHandler } from '../mutationHandler';
import { actorOf } from './handlerActor';

export const guestToClipboard: MutationHandler<typeof MutationName.GUEST_TO_CLIPBOARD> = {
  access: BOOKING_WRITE_ACCESS,
  branchOf: (args) => args.branchId,
  changesBoardFacts: false,
  changesBookings: true,
  apply: (ctx, args) => moveGuestToClipboard(ctx.tx, { tenantId: ctx.tenantId, actor: actorOf(ctx), args, now: ctx.now }),
};
