/** The phone's overflow menu (HeaderMoreMenu.tsx draws its button and fetches this on first use). */
import { Menu } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { PosActionType } from '../../domain/pos';
import { CashInIcon, CashOutIcon, ReceiptIcon } from '../../components/icons';
import type { OverlayProps } from '../../components/OverlayOnFirstUse';
import { usePosActions } from '../pos/use-pos-actions';
import { canSeeTransactions, openTransactionDrawer } from '../pos/transaction-drawer-state';
import { useCurrentBranchLabel } from './BranchSwitcher';
import { BranchMenuItems, type SwitchTo } from './BranchMenuItems';
import { useShellSession } from './session-context';
import { HEADER_MENU } from './header-menu';

export function HeaderMoreOverlay(props: OverlayProps & { switchTo: SwitchTo }) {
  const { t } = useLingui();
  const shell = useShellSession();
  const pos = usePosActions();
  const branch = useCurrentBranchLabel();
  const transactions = canSeeTransactions(shell);

  return (
    <Menu {...HEADER_MENU} width={260} opened={props.opened} onChange={props.onChange}>
      <Menu.Target>{props.target}</Menu.Target>
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
        <BranchMenuItems switchTo={props.switchTo} heading={t`Branch: ${branch}`} />
      </Menu.Dropdown>
    </Menu>
  );
}
