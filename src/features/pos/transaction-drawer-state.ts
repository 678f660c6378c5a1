/**
 * Whether the money-transaction drawer is open. Shared because the header opens it from its
 * own button on tablets and from the overflow menu on phones, while one drawer stays mounted.
 */
import { createExternalState } from '../../components/external-state';
import { hasAnyRight, Right } from '../../domain/rights';
import type { ShellSession } from '../shell/session-context';

const opened = createExternalState(false);

export const openTransactionDrawer = (): void => opened.set(true);
export const closeTransactionDrawer = (): void => opened.set(false);

export function useTransactionDrawerOpened(): boolean {
  return opened.useValue();
}

/** The drawer needs a branch (not "All branches") and the appointment overview right. */
export function canSeeTransactions({ auth, branch, rights }: Pick<ShellSession, 'auth' | 'branch' | 'rights'>): boolean {
  return !auth.isTenantSelection && branch !== null && hasAnyRight([Right.APPOINTMENT_OVERVIEW], rights);
}
