/**
 * The Branches and System settings screens' rights, named once for the route guards, the
 * buttons and the server. Creating and deactivating a branch is also the tenant admin's alone
 * (spec part 2 §3: active or deactivated by the provider); a branch admin edits their own.
 */
import { PlanRight, Right } from '../rights';

export const BranchRight = {
  ACCESS: Right.BRANCH_ACCESS,
  CREATE: 'BRANCH_CREATE',
  UPDATE: Right.BRANCH_UPDATE,
  DELETE: 'BRANCH_DELETE',
} as const;

export const BRANCH_PLAN = [PlanRight.BRANCH_SETTINGS] as const;
