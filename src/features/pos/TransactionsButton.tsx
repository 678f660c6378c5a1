/** Header button for the money-transaction drawer: needs a branch and the overview right. */
import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useLingui } from '@lingui/react/macro';
import { hasAnyRight, Right } from '../../domain/rights';
import { useShellSession } from '../shell/session-context';
import { TransactionDrawer } from './TransactionDrawer';

export function TransactionsButton() {
  const { t } = useLingui();
  const { auth, branch, rights } = useShellSession();
  const [opened, drawer] = useDisclosure(false);
  if (auth.isTenantSelection || !branch || !hasAnyRight([Right.APPOINTMENT_OVERVIEW], rights)) return null;
  return (
    <>
      <Button variant="default" size="md" onClick={drawer.open}>
        {t`Transactions`}
      </Button>
      <TransactionDrawer opened={opened} onClose={drawer.close} />
    </>
  );
}
