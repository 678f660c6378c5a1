/** The one money-transaction drawer of the shell, opened from the header or its overflow menu. */
import { lazy, Suspense } from 'react';
import { WindowLoading } from '../../components/WindowLoading';
import { useLatch } from '../../components/use-latch';
import { useShellSession } from '../shell/session-context';
import { canSeeTransactions, closeTransactionDrawer, useTransactionDrawerOpened } from './transaction-drawer-state';
import { withAllMessages } from '../i18n/activate-language';

// The drawer brings the bill and booking detail views: fetched on the first opening, not with
// every screen of the shell (bench finding 5).
const TransactionDrawer = lazy(() => withAllMessages(import('./TransactionDrawer')).then((m) => ({ default: m.TransactionDrawer })));

export function TransactionDrawerHost() {
  const shell = useShellSession();
  const opened = useTransactionDrawerOpened();
  // Mounted from the first opening on, so later closings still slide out.
  const used = useLatch(opened);
  if (!used || !canSeeTransactions(shell)) return null;
  return (
    <Suspense fallback={<WindowLoading />}>
      <TransactionDrawer opened={opened} onClose={closeTransactionDrawer} />
    </Suspense>
  );
}
