import type { Db } from '../db/db';
import { AppError, ErrorCode, refusedWith } from '../../domain/errors';
import { Access, checkAccess, sharedRights } from '../../domain/rights';
import type { AuthContext } from '../auth/authContext';
import type { ActingUser } from './actingUser';
import type { PushActors } from './pushActors';

type Need = { required?: readonly string[]; requiredPlan?: readonly string[] };

function requireHeld(held: { rights: readonly string[]; rightsPM: readonly string[] }, need: Need, refusal: AppError): void {
  const access = checkAccess({ ...need, rights: held.rights, rightsPM: held.rightsPM });
  if (access === Access.UPGRADE) throw new AppError(ErrorCode.PLAN_UPGRADE_REQUIRED);
  if (access === Access.FORBIDDEN) throw refusal;
}

/**
 * The user a queued change names, if the server can vouch for them: an active user of the
 * salon who signed in on the device that pushes it. The pusher always has (the push itself
 * is recorded as a sign-in). Throws AppError otherwise; the record then names the pusher.
 */
export async function proveMaker(tx: Db, input: { auth: AuthContext; actors: PushActors; userId: string }): Promise<ActingUser> {
  const { auth, actors } = input;
  const maker = await actors.load(tx, input.userId);
  if (!maker) {
    throw new AppError(ErrorCode.FORBIDDEN, { message: 'The user who made this change is not an active user of this salon.' });
  }
  if (maker.id !== auth.userId && !(await actors.signedIn(tx, maker.id))) {
    throw refusedWith(ErrorCode.CHANGE_USER_NOT_SIGNED_IN, { userName: maker.fullName });
  }
  return maker;
}

/**
 * The maker as the handler sees them: their branch and rights checked, and, when someone else
 * pushes the change, only the rights both hold.
 *
 * Why both. The pusher's session is all the server authenticates at push time; that the maker
 * signed in on this tablet once does not prove they made this change. With the maker's rights
 * alone, a cashier could queue a bill cancel in the name of a manager who used the tablet that
 * morning and have it applied (issue 21). Bounded by the pusher's rights, naming someone else
 * never does more than the pusher could do in their own name; bounded by the maker's too, a
 * manager's session never lends its rights to a cashier's offline change. A change that needs
 * more than the pusher holds waits in Needs attention until its maker signs in and retries it.
 */
export function boundActor(maker: ActingUser, auth: AuthContext, input: { branchId: string; need: Need }): ActingUser {
  if (!maker.branches.some((b) => b.id === input.branchId)) throw new AppError(ErrorCode.BRANCH_NOT_AUTHORISED);
  requireHeld(maker, input.need, new AppError(ErrorCode.FORBIDDEN));
  if (maker.id === auth.userId) return maker;
  requireHeld(auth, input.need, refusedWith(ErrorCode.CHANGE_SENDER_NOT_ALLOWED, { userName: maker.fullName, senderName: auth.fullName }));
  // The handlers' own checks (a voucher on a bill, appointment access) see the shared rights too.
  return { ...maker, ...sharedRights(maker, auth), branches: maker.branches.filter((b) => auth.branches.some((a) => a.id === b.id)) };
}
