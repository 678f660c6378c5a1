import { AppError, ErrorCode } from '../../../domain/errors';
import type { BranchRow } from '../../branches/branchRepository';
import type { Actor } from '../../booking/bookingAccess';
import type { BillActor } from '../../billing/billActor';
import type { MutationContext } from '../mutationHandler';

/** The acting user as the services take it. */
export function actorOf(ctx: MutationContext): Actor {
  return { userId: ctx.actor.id, rights: ctx.actor.rights };
}

/** The mutation's branch among the acting user's (checkMutation made sure it is there). */
export function branchOf(ctx: MutationContext): BranchRow {
  const branch = ctx.actor.branches.find((b) => b.id === ctx.branchId);
  if (!branch) throw new AppError(ErrorCode.BRANCH_NOT_AUTHORISED);
  return branch;
}

/** The acting user with the plan's rights, as the payment services take it. */
export function billActorOfContext(ctx: MutationContext): BillActor {
  return { userId: ctx.actor.id, rights: ctx.actor.rights, rightsPM: ctx.actor.rightsPM };
}
