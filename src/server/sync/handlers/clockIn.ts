import type { MutationName } from '../../../domain/sync-protocol';
import { CLOCK_IN_ACCESS } from '../../../domain/turns/access';
import { clockIn as recordClockIn } from '../../turns/clockIn';
import type { MutationHandler } from '../mutationHandler';

export const clockIn: MutationHandler<typeof MutationName.CLOCK_IN> = {
  access: CLOCK_IN_ACCESS,
  branchOf: (args) => args.branchId,
  // The board's day reads no clock-in: bookings' checks do not depend on them.
  changesBoardFacts: false,
  changesBookings: false,
  apply: (ctx, args) => recordClockIn(ctx.tx, { tenantId: ctx.tenantId, actor: { userId: ctx.actor.id, rights: ctx.actor.rights }, args, now: ctx.now }),
};
