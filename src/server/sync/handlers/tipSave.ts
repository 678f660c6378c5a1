import { BillAccess } from '../../../domain/bill/access';
import type { MutationName } from '../../../domain/sync-protocol';
import { saveTip } from '../../billing/saveTip';
import { requireDeviceCode } from '../deviceCode';
import type { MutationHandler } from '../mutationHandler';
import { billActorOfContext, branchOf } from './handlerActor';

/** A tip added or redistributed at the tablet, possibly offline: its code comes from the tablet's counter. */
export const tipSave: MutationHandler<typeof MutationName.TIP_SAVE> = {
  access: BillAccess.TIP,
  branchOf: (args) => args.branchId,
  changesBoardFacts: false,
  changesBookings: true,
  apply: async (ctx, args) => {
    requireDeviceCode({ branchCode: branchOf(ctx).code, code: args.code, deviceNo: ctx.deviceNo });
    const actor = billActorOfContext(ctx);
    return saveTip(ctx.tx, { tenantId: ctx.tenantId, actor, args, deviceId: ctx.deviceId, now: ctx.now });
  },
};
