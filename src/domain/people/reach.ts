/**
 * Who may give what to whom among a business's users. A tenant admin manages every user and
 * gives any role in any branch. A branch admin manages only the users of their own branches
 * and gives nothing above themselves: a role of theirs to give allows only rights they hold,
 * and is never a tenant admin's. Managing someone includes setting their password, so a user
 * is in a branch admin's reach only when everything that user can do, the branch admin can
 * do too: each of the user's branches is theirs and each of the user's roles theirs to give.
 */
import { RoleType } from './default-roles';
import { isLicensed } from '../rights';

/** Who is giving: whether a tenant admin, the rights they hold, the plan's features, the branches they manage. */
export type Giver = { tenantAdmin: boolean; rights: readonly string[]; rightsPM: readonly string[]; branchIds: readonly string[] };

/** A role as the rules see it: its type and the rights it allows. */
export type RoleFacts = { id: string; type: RoleType; allows: readonly string[] };

/** A user as the rules see them. */
export type Holder = { branchIds: readonly string[]; roles: readonly RoleFacts[] };

export function canGiveRole(giver: Giver, role: RoleFacts): boolean {
  if (giver.tenantAdmin) return true;
  // A right the plan does not license gives nobody anything: the giver not holding it takes nothing from them.
  return role.type !== RoleType.TENANT_ADMIN && role.allows.every((right) => giver.rights.includes(right) || !isLicensed(right, giver.rightsPM));
}

export function canGiveBranch(giver: Giver, branchId: string): boolean {
  return giver.branchIds.includes(branchId);
}

export function isTenantAdminHolder(holder: Holder): boolean {
  return holder.roles.some((r) => r.type === RoleType.TENANT_ADMIN);
}

/** A branch admin sees the users who share one of their branches (a tenant admin sees all). */
export function canSeeUser(giver: Giver, holder: Holder): boolean {
  if (giver.tenantAdmin) return true;
  return !isTenantAdminHolder(holder) && holder.branchIds.some((b) => giver.branchIds.includes(b));
}

/** Edit, activate or deactivate, set the password: only a user who can do nothing the giver cannot. */
export function canManageUser(giver: Giver, holder: Holder): boolean {
  if (giver.tenantAdmin) return true;
  return (
    holder.branchIds.length > 0 &&
    holder.branchIds.every((b) => canGiveBranch(giver, b)) &&
    holder.roles.every((r) => canGiveRole(giver, r))
  );
}

/**
 * Whether a change of one user takes away the business's last active tenant admin: `admins`
 * are the ids of the active users holding a tenant admin role now, `after` what the user will be.
 */
export function removesLastTenantAdmin(admins: readonly string[], userId: string, after: { active: boolean; tenantAdmin: boolean }): boolean {
  if (!admins.includes(userId) || (after.active && after.tenantAdmin)) return false;
  return admins.every((id) => id === userId);
}
