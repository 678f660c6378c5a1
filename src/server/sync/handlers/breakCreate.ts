import type { MutationName } from '../../../domain/sync-protocol';
import { BREAK_WRITE_ACCESS } from '../../booking/bookingAccess';
import { createBreak } from '../../timesheet/breakTime';
import type { MutationHandler } from '../mutationHandler';
import { actorOf } from './handlerActor';

export const breakCreate: MutationHandler<typeof MutationName.BREAK_CREATE> = {
  access: BREAK_WRITE_ACCESS,
  branchOf: (args) => args.branchId,
  changesBoardFacts: true,
  changesBookings: true,
  apply: (ctx, args) => createBreak(ctx.tx, { tenantId: ctx.tenantId, actor: actorOf(ctx), args, now: ctx.now }),
};
