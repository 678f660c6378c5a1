import { PlanRight, Right } from '../../../domain/rights';
import type { MutationName } from '../../../domain/sync-protocol';
import { createPosAction } from '../../pos/createPosAction';
import { requireDeviceCode } from '../deviceCode';
import type { MutationHandler } from '../mutationHandler';
import { branchOf } from './handlerActor';

/** A pay-in/out made at the tablet, possibly offline: the same rules as the online endpoint. */
export const posActionCreate: MutationHandler<typeof MutationName.POS_ACTION_CREATE> = {
  access: { required: [Right.APPOINTMENT_POS_ACTION], requiredPlan: [PlanRight.APPOINTMENT] },
  branchOf: (args) => args.branchId,
  changesBoardFacts: false,
  changesBookings: false,
  apply: async (ctx, args) => {
    requireDeviceCode({ branchCode: branchOf(ctx).code, code: args.code, deviceNo: ctx.deviceNo });
    return createPosAction(ctx.tx, { tenantId: ctx.tenantId, userId: ctx.actor.id, deviceId: ctx.deviceId, args, now: ctx.now, facts: ctx.boardFacts, log: ctx.actionLog });
  },
};
