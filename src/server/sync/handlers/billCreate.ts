import { BillAccess } from '../../../domain/bill/access';
import type { MutationName } from '../../../domain/sync-protocol';
import { BillMode, createBill } from '../../billing/createBill';
import type { MutationHandler } from '../mutationHandler';
import { billActorOfContext, branchOf } from './handlerActor';

/**
 * A payment taken at the tablet, possibly offline: its code comes from the tablet's counter
 * (checked unless it pays an existing draft, which keeps its own code).
 */
export const billCreate: MutationHandler<typeof MutationName.BILL_CREATE> = {
  access: BillAccess.PAY,
  branchOf: (args) => args.branchId,
  changesBoardFacts: false,
  changesBookings: true,
  apply: (ctx, args) =>
    createBill(ctx.tx, {
      tenantId: ctx.tenantId,
      branch: branchOf(ctx),
      actor: billActorOfContext(ctx),
      args,
      code: { kind: 'device', deviceNo: ctx.deviceNo },
      mode: BillMode.ANY,
      deviceId: ctx.deviceId,
      now: ctx.now,
    }),
};
