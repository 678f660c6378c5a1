/**
 * Pay-in / Pay-out from the header (its buttons on tablets, its overflow menu on phones): they
 * need a selected branch (not "All branches") and the POS-action right. Saving queues the
 * record on this tablet (online or not), confirms, then prints its cash bill. The branch's cash
 * method comes from the tablet's copy of the checkout methods, stored at sign-in, on a branch
 * switch and by every sync pull.
 */
import { useLingui } from '@lingui/react/macro';
import { createPosAction, posContextFromSession } from '../../data/pos-actions';
import { PosActionType } from '../../domain/pos-codes';
import { hasAnyRight, Right } from '../../domain/rights';
import { notifySuccess } from '../feedback/notify';
import { useShellSession } from '../shell/session-context';
import { requestCashBillPrint } from './cash-bill-print-request';
import { openPosActionModal } from './open-pos-action-modal';

export type PosActionKind = typeof PosActionType.IN | typeof PosActionType.OUT;

export function usePosActions(): { allowed: boolean; open: (type: PosActionKind) => void } {
  const { t } = useLingui();
  const { session, auth, branch, rights } = useShellSession();
  const allowed = !auth.isTenantSelection && branch !== null && hasAnyRight([Right.APPOINTMENT_POS_ACTION], rights);

  function open(type: PosActionKind) {
    openPosActionModal({
      type,
      onSave: async ({ value, note }) => {
        const ctx = posContextFromSession(session);
        if (!ctx) throw new Error('No branch selected');
        const { id } = await createPosAction({ type, value, note }, ctx);
        notifySuccess(t`Create success`);
        await requestCashBillPrint(id);
      },
    });
  }

  return { allowed, open };
}
