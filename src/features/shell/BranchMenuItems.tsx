/**
 * The branches to switch to, as menu items (the top bar's branch menu and, on phones, its
 * overflow menu): fetched with those menus on first use.
 */
import { Menu, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useLingui } from '@lingui/react/macro';
import { BranchType } from '../../domain/api';
import type { BranchTarget } from '../../data/branch';
import { useOnline } from '../../data/use-online';
import { hasUnsavedChanges } from '../../components/unsaved-changes';
import type { OverlayProps } from '../../components/OverlayOnFirstUse';
import { useShellSession } from './session-context';
import { HEADER_MENU } from './header-menu';

export type SwitchTo = (target: BranchTarget) => Promise<void>;

/** The branches to switch to, as menu items: each asks before switching. Offline, none can be picked. */
export function BranchMenuItems({ switchTo, heading }: { switchTo: SwitchTo; heading: string }) {
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

/** The top bar's branch menu (BranchSwitcher.tsx draws its button). */
export function BranchSwitcherOverlay(props: OverlayProps & { switchTo: SwitchTo }) {
  const { t } = useLingui();
  return (
    <Menu {...HEADER_MENU} width={260} opened={props.opened} onChange={props.onChange}>
      <Menu.Target>{props.target}</Menu.Target>
      <Menu.Dropdown>
        <BranchMenuItems switchTo={props.switchTo} heading={t`Branches`} />
      </Menu.Dropdown>
    </Menu>
  );
}
