/**
 * On a phone the top bar keeps the burger, the logo, the connection state and the user menu;
 * Pay-in, Pay-out, Transactions and the branch switch move into this menu, one tap away
 * (HeaderMoreOverlay.tsx, fetched on first use).
 */
import { useLingui } from '@lingui/react/macro';
import { DotsIcon } from '../../components/icons';
import { OverlayOnFirstUse } from '../../components/OverlayOnFirstUse';
import { useShellSession } from './session-context';
import { useBranchSwitch } from './use-branch-switch';
import { ActionIconLook } from '../../components/action-icon-look';

const loadMenu = () => import('./HeaderMoreOverlay').then((m) => m.HeaderMoreOverlay);

export function HeaderMoreMenu() {
  const { t } = useLingui();
  const shell = useShellSession();
  const { switching, switchTo } = useBranchSwitch(shell.timeZone);
  return (
    <OverlayOnFirstUse
      load={loadMenu}
      overlay={{ switchTo }}
      trigger={
        <ActionIconLook variant="default" size="xl" aria-label={t`More actions`} loading={switching} hiddenFrom="sm">
          <DotsIcon />
        </ActionIconLook>
      }
    />
  );
}
