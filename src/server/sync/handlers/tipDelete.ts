import { BillAccess } from '../../../domain/bill/access';
import type { MutationName } from '../../../domain/sync-protocol';
import { deleteTip } from '../../billing/saveTip';
import type { MutationHandler } from '../mutationHandler';
import { billActorOfContext } from './handlerActor';

export const tipDelete: MutationHandler<typeof MutationName.TIP_DELETE> = {
  access: BillAccess.TIP,
  branchOf: (args) => args.branchId,
  changesBoardFacts: false,
  changesBookings: true,
  apply: (ctx, args) =>
    deleteTip(ctx.tx, {
      tenantId: ctx.tenantId,
      actor: billActorOfContext(ctx),
      args,
      now: ctx.now,
    }),
};
