/** The selected branch id and type, kept in localStorage as the spec's shell does. */
import type { BranchType } from '../domain/api';

const BRANCH_ID = 'branchId';
const BRANCH_TYPE = 'branchType';

export function storeBranch(branchId: string | null, type: BranchType): void {
  if (typeof localStorage === 'undefined') return;
  if (branchId) localStorage.setItem(BRANCH_ID, branchId);
  else localStorage.removeItem(BRANCH_ID);
  localStorage.setItem(BRANCH_TYPE, type);
}

export function clearStoredBranch(): void {
  if (typeof localStorage === 'undefined') return;
  localStorage.removeItem(BRANCH_ID);
  localStorage.removeItem(BRANCH_TYPE);
}
