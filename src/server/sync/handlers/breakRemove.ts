import type { MutationName } from '../../../domain/sync-protocol';
import { BREAK_WRITE_ACCESS } from '../../booking/bookingAccess';
import { removeBreak } from '../../timesheet/breakTime';
import type { MutationHandler } from '../mutationHandler';
import { actorOf } from './handlerActor';

export const breakRemove: MutationHandler<typeof MutationName.BREAK_REMOVE> = {
  access: BREAK_WRITE_ACCESS,
  branchOf: (args) => args.branchId,
  changesBoardFacts: true,
  changesBookings: true,
  apply: (ctx, args) => removeBreak(ctx.tx, { tenantId: ctx.tenantId, actor: actorOf(ctx), args, now: ctx.now }),
};
