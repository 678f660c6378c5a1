import { AppError, ErrorCode } from '../../domain/errors';
import { Access, checkAccess } from '../../domain/rights';
import type { AuthContext } from '../auth/authContext';

/** Who takes the payment or the tip: the signed-in user online, the acting user of a pushed change. */
export type BillActor = { userId: string; rights: readonly string[]; rightsPM: readonly string[] };

/** The same rule as the payment form's guards: plan right first (upgrade), then user right (403). */
export function assertActorAccess(actor: BillActor, need: { readonly required?: readonly string[]; readonly requiredPlan?: readonly string[] }): void {
  const access = checkAccess({ ...need, rights: actor.rights, rightsPM: actor.rightsPM });
  if (access === Access.UPGRADE) throw new AppError(ErrorCode.PLAN_UPGRADE_REQUIRED);
  if (access === Access.FORBIDDEN) throw new AppError(ErrorCode.FORBIDDEN);
}

export function hasActorAccess(actor: BillActor, need: { readonly required?: readonly string[]; readonly requiredPlan?: readonly string[] }): boolean {
  return checkAccess({ ...need, rights: actor.rights, rightsPM: actor.rightsPM }) === Access.ALLOWED;
}

export function billActorOf(auth: Pick<AuthContext, 'userId' | 'rights' | 'rightsPM'>): BillActor {
  return { userId: auth.userId, rights: auth.rights, rightsPM: auth.rightsPM };
}
