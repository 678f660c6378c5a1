/**
 * Header branch switcher: the current branch on a button; the list of branches the user may
 * manage (and "All branches" for tenant-wide users). Every switch is confirmed first. On
 * phones the same list sits in the header's overflow menu (BranchMenuItems).
 */
import { Button, Menu, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useLingui } from '@lingui/react/macro';
import { BranchType } from '../../domain/api';
import type { BranchTarget } from '../../data/branch';
import { useOnline } from '../../data/use-online';
import { hasUnsavedChanges } from '../../components/unsaved-changes';
import { useShellSession } from './session-context';
import { useBranchSwitch } from './use-branch-switch';

/** The name of the branch the screens show (or "All branches"). */
export function useCurrentBranchLabel(): string {
  const { t } = useLingui();
  const { session, auth, branch } = useShellSession();
  const options = session.loadConfig?.branchOptions ?? [];
  return auth.isTenantSelection ? t`All branches` : (branch?.name ?? options.find((o) => o.id === auth.branchId)?.name ?? t`No branch`);
}

/** The branches to switch to, as menu items: each asks before switching. Offline, none can be picked. */
export function BranchMenuItems({ switchTo, heading }: { switchTo: (target: BranchTarget) => Promise<void>; heading: string }) {
  const { t } = useLingui();
  const { session, auth } = useShellSession();
  const online = useOnline();
  const options = session.loadConfig?.branchOptions ?? [];
  const canSelectTenant = session.loadConfig?.canSelectTenant ?? false;

  function confirm(target: BranchTarget, name: string) {
    modals.openConfirmModal({
      title: t`Switch branch?`,
      centered: true,
      closeOnClickOutside: false,
      children: (
        <Stack gap="xs">
          <Text>{t`Switch to ${name}? The screens will reload with its data.`}</Text>
          {hasUnsavedChanges() ? (
            <Text c="red" fw={500} role="alert">
              {t`You have unsaved changes on this screen. Switching now discards them.`}
            </Text>
          ) : null}
        </Stack>
      ),
      labels: { confirm: t`Switch`, cancel: t`Cancel` },
      confirmProps: { size: 'md' },
      cancelProps: { size: 'md' },
      onConfirm: () => void switchTo(target),
    });
  }

  return (
    <>
      <Menu.Label>{online ? heading : t`Switching branch needs a connection`}</Menu.Label>
      {options.map((o) => (
        <Menu.Item
          key={o.id}
          disabled={!online || (!auth.isTenantSelection && o.id === auth.branchId)}
          onClick={() => confirm({ branchId: o.id, type: BranchType.BRANCH }, o.name)}
        >
          {o.name}
        </Menu.Item>
      ))}
      {canSelectTenant ? (
        <>
          <Menu.Divider />
          <Menu.Item disabled={!online || auth.isTenantSelection} onClick={() => confirm({ branchId: null, type: BranchType.TENANT }, t`All branches`)}>
            {t`All branches`}
          </Menu.Item>
        </>
      ) : null}
    </>
  );
}

export function BranchSwitcher() {
  const { t } = useLingui();
  const { timeZone } = useShellSession();
  const online = useOnline();
  const { switching, switchTo } = useBranchSwitch(timeZone);
  const currentLabel = useCurrentBranchLabel();

  return (
    <Menu position="bottom-end" width={260} withinPortal>
      <Menu.Target>
        <Button
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
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <BranchMenuItems switchTo={switchTo} heading={t`Branches`} />
      </Menu.Dropdown>
    </Menu>
  );
}
