/**
 * On a phone the top bar keeps the burger, the logo, the connection state and the user menu;
 * Pay-in, Pay-out, Transactions and the branch switch move into this menu, one tap away.
 */
import { ActionIcon, Menu } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { PosActionType } from '../../domain/pos';
import { CashInIcon, CashOutIcon, DotsIcon, ReceiptIcon } from '../../components/icons';
import { usePosActions } from '../pos/use-pos-actions';
import { canSeeTransactions, openTransactionDrawer } from '../pos/transaction-drawer-state';
import { BranchMenuItems, useCurrentBranchLabel } from './BranchSwitcher';
import { useShellSession } from './session-context';
import { useBranchSwitch } from './use-branch-switch';

export function HeaderMoreMenu() {
  const { t } = useLingui();
  const shell = useShellSession();
  const pos = usePosActions();
  const { switching, switchTo } = useBranchSwitch(shell.timeZone);
  const branch = useCurrentBranchLabel();
  const transactions = canSeeTransactions(shell);

  return (
    <Menu position="bottom-end" width={260} withinPortal>
      <Menu.Target>
        <ActionIcon variant="default" size="xl" aria-label={t`More actions`} loading={switching} hiddenFrom="sm">
          <DotsIcon />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {pos.allowed ? (
          <>
            <Menu.Item leftSection={<CashInIcon />} onClick={() => pos.open(PosActionType.IN)}>
              {t`Pay-in`}
            </Menu.Item>
            <Menu.Item leftSection={<CashOutIcon />} onClick={() => pos.open(PosActionType.OUT)}>
              {t`Pay-out`}
            </Menu.Item>
          </>
        ) : null}
        {transactions ? (
          <Menu.Item leftSection={<ReceiptIcon />} onClick={openTransactionDrawer}>
            {t`Transactions`}
          </Menu.Item>
        ) : null}
        {pos.allowed || transactions ? <Menu.Divider /> : null}
        <BranchMenuItems switchTo={switchTo} heading={t`Branch: ${branch}`} />
      </Menu.Dropdown>
    </Menu>
  );
}
