/**
 * Header Pay-in / Pay-out buttons: need a selected branch (not "All branches") and the
 * POS-action right. Saving queues the record on this tablet (online or not), confirms, then
 * prints its cash bill.
 */
import { useEffect } from 'react';
import { Button, Group } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { isOfflineError } from '../../data/api-client';
import { loadCheckoutMethods } from '../../data/checkout-methods';
import { createPosAction, posContextFromSession } from '../../data/pos-actions';
import { useOnline } from '../../data/use-online';
import { PosActionType } from '../../domain/pos';
import { hasAnyRight, Right } from '../../domain/rights';
import { notifySuccess } from '../feedback/notify';
import { useShellSession } from '../shell/session-context';
import { requestCashBillPrint } from './cash-bill-print-request';
import { openPosActionModal } from './open-pos-action-modal';

export function PosActionButtons() {
  const { t } = useLingui();
  const { session, auth, branch, rights } = useShellSession();
  const online = useOnline();
  const allowed = !auth.isTenantSelection && branch !== null && hasAnyRight([Right.APPOINTMENT_POS_ACTION], rights);
  const branchId = allowed ? branch.id : null;

  // A pay-in needs the branch's cash method stored on the tablet. The sync loop's pull also
  // stores it, but only after its first round; fetching it as soon as the buttons show means a
  // link that drops right after sign-in does not leave the form unusable.
  useEffect(() => {
    if (!branchId || !online) return;
    loadCheckoutMethods(branchId).catch((error: unknown) => {
      if (!isOfflineError(error)) console.warn('checkout methods could not be loaded', error);
    });
  }, [branchId, online]);

  if (!allowed) return null;

  function open(type: typeof PosActionType.IN | typeof PosActionType.OUT) {
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

  return (
    <Group gap="xs" wrap="nowrap">
      <Button size="md" variant="light" color="teal" onClick={() => open(PosActionType.IN)}>
        {t`Pay-in`}
      </Button>
      <Button size="md" variant="light" color="orange" onClick={() => open(PosActionType.OUT)}>
        {t`Pay-out`}
      </Button>
    </Group>
  );
}
