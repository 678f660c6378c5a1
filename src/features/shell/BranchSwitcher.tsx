/**
 * Header branch switcher: the current branch on a button; the list of branches the user may
 * manage (and "All branches" for tenant-wide users) comes on first use (BranchMenuItems.tsx).
 * On phones the same list sits in the header's overflow menu.
 */
import { Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useOnline } from '../../data/use-online';
import { OverlayOnFirstUse } from '../../components/OverlayOnFirstUse';
import { useShellSession } from './session-context';
import { useBranchSwitch } from './use-branch-switch';
import { ButtonLook } from '../../components/button-look';

const loadMenu = () => import('./BranchMenuItems').then((m) => m.BranchSwitcherOverlay);

/** The name of the branch the screens show (or "All branches"). */
export function useCurrentBranchLabel(): string {
  const { t } = useLingui();
  const { session, auth, branch } = useShellSession();
  const options = session.loadConfig?.branchOptions ?? [];
  return auth.isTenantSelection ? t`All branches` : (branch?.name ?? options.find((o) => o.id === auth.branchId)?.name ?? t`No branch`);
}

export function BranchSwitcher() {
  const { t } = useLingui();
  const { timeZone } = useShellSession();
  const online = useOnline();
  const { switching, switchTo } = useBranchSwitch(timeZone);
  const currentLabel = useCurrentBranchLabel();

  return (
    <OverlayOnFirstUse
      load={loadMenu}
      overlay={{ switchTo }}
      trigger={
        <ButtonLook
          variant="default"
          size="md"
          px="sm"
          aria-label={t`Switch branch`}
          loading={switching}
          disabled={!online}
          title={online ? currentLabel : t`Switching branch needs a connection`}
          maw={180}
          visibleFrom="sm"
        >
          <Text span truncate="end" inherit>
            {currentLabel}
          </Text>
        </ButtonLook>
      }
    />
  );
}
