/** Header button for the money-transaction drawer (mounted once by the shell): needs a branch and the overview right. */
import { useLingui } from '@lingui/react/macro';
import { ReceiptIcon } from '../../components/icons';
import { ResponsiveButton } from '../../components/ResponsiveButton';
import { useShellSession } from '../shell/session-context';
import { canSeeTransactions, openTransactionDrawer } from './transaction-drawer-state';

export function TransactionsButton() {
  const { t } = useLingui();
  const shell = useShellSession();
  if (!canSeeTransactions(shell)) return null;
  return <ResponsiveButton label={t`Transactions`} icon={<ReceiptIcon />} labelFrom="lg" onClick={openTransactionDrawer} />;
}
