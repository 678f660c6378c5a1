import { PlanRight, Right } from '../../../domain/rights';
import type { MutationName } from '../../../domain/sync-protocol';
import { payTipOut } from '../../pos/payTipOut';
import { requireDeviceCode } from '../deviceCode';
import type { MutationHandler } from '../mutationHandler';
import { branchOf } from './handlerActor';

/** Cash paid to a technician for their tips, made at the tablet, possibly offline: the pay-out's right. */
export const tipPayout: MutationHandler<typeof MutationName.TIP_PAYOUT> = {
  access: { required: [Right.APPOINTMENT_POS_ACTION], requiredPlan: [PlanRight.APPOINTMENT] },
  branchOf: (args) => args.branchId,
  changesBoardFacts: false,
  changesBookings: true,
  apply: async (ctx, args) => {
    requireDeviceCode({ branchCode: branchOf(ctx).code, code: args.code, deviceNo: ctx.deviceNo });
    return payTipOut(ctx.tx, { tenantId: ctx.tenantId, userId: ctx.actor.id, deviceId: ctx.deviceId, args, now: ctx.now });
  },
};
