/**
 * Pay-in / Pay-out from the header (its buttons on tablets, its overflow menu on phones): they
 * need a selected branch (not "All branches") and the POS-action right. Saving queues the
 * record on this tablet (online or not), confirms, then prints its cash bill. The branch's cash
 * method comes from the tablet's copy of the checkout methods, stored at sign-in, on a branch
 * switch and by every sync pull.
 */
import { useLingui } from '@lingui/react/macro';
import { PosActionType } from '../../domain/pos-codes';
import { hasAnyRight, Right } from '../../domain/rights';
import { notifyError } from '../feedback/notify';
import { useShellSession } from '../shell/session-context';

export type PosActionKind = typeof PosActionType.IN | typeof PosActionType.OUT;

export function usePosActions(): { allowed: boolean; open: (type: PosActionKind) => void } {
  const { t } = useLingui();
  const { session, auth, branch, rights } = useShellSession();
  const allowed = !auth.isTenantSelection && branch !== null && hasAnyRight([Right.APPOINTMENT_POS_ACTION], rights);

  function open(type: PosActionKind) {
    const saved = t`Create success`;
    // The form and the saving load on the first press (pos-action-flow.ts); a failed fetch is told.
    import('./pos-action-flow').then((flow) => flow.openPosAction(type, session, saved), notifyError);
  }

  return { allowed, open };
}
