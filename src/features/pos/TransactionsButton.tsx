/** Header button for the money-transaction drawer: needs a branch and the overview right. */
import { lazy, Suspense, useState } from 'react';
import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useLingui } from '@lingui/react/macro';
import { hasAnyRight, Right } from '../../domain/rights';
import { useShellSession } from '../shell/session-context';
import { WindowLoading } from '../../components/WindowLoading';

// The drawer brings the bill and booking detail views: fetched on the first opening, not with
// every screen of the shell (bench finding 5).
const TransactionDrawer = lazy(() => import('./TransactionDrawer').then((m) => ({ default: m.TransactionDrawer })));

export function TransactionsButton() {
  const { t } = useLingui();
  const { auth, branch, rights } = useShellSession();
  const [opened, drawer] = useDisclosure(false);
  // Mounted from the first opening on, so later closings still slide out.
  const [used, setUsed] = useState(false);
  if (opened && !used) setUsed(true);
  if (auth.isTenantSelection || !branch || !hasAnyRight([Right.APPOINTMENT_OVERVIEW], rights)) return null;
  return (
    <>
      <Button variant="default" size="md" onClick={drawer.open}>
        {t`Transactions`}
      </Button>
      {used ? (
        <Suspense fallback={<WindowLoading />}>
          <TransactionDrawer opened={opened} onClose={drawer.close} />
        </Suspense>
      ) : null}
    </>
  );
}
