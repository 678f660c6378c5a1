import { PlanRight, Right } from '../../../domain/rights';
import type { MutationName } from '../../../domain/sync-protocol';
import { recordDayClose } from '../../dayClose/recordDayClose';
import type { MutationHandler } from '../mutationHandler';

/** The close of a day (or a correction of one) made at the tablet, possibly offline: the drawer's pay-in right. */
export const dayClose: MutationHandler<typeof MutationName.DAY_CLOSE> = {
  access: { required: [Right.APPOINTMENT_POS_ACTION], requiredPlan: [PlanRight.APPOINTMENT] },
  branchOf: (args) => args.branchId,
  changesBoardFacts: false,
  changesBookings: true,
  apply: (ctx, args) => recordDayClose(ctx.tx, { tenantId: ctx.tenantId, userId: ctx.actor.id, deviceId: ctx.deviceId, args, now: ctx.now }),
};
