import { BillAccess } from '../../../domain/bill/access';
import type { MutationName } from '../../../domain/sync-protocol';
import { cancelBill } from '../../billing/cancelBill';
import type { MutationHandler } from '../mutationHandler';
import { billActorOfContext } from './handlerActor';

export const billCancel: MutationHandler<typeof MutationName.BILL_CANCEL> = {
  access: BillAccess.CANCEL,
  branchOf: (args) => args.branchId,
  changesBoardFacts: false,
  changesBookings: true,
  apply: (ctx, args) =>
    cancelBill(ctx.tx, {
      tenantId: ctx.tenantId,
      actor: billActorOfContext(ctx),
      args,
      now: ctx.now,
    }),
};
