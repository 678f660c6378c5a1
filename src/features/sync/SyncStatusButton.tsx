/**
 * Header sync status: Online / Offline / Syncing… with the number of changes still on this
 * tablet, and a red badge when the server refused some. Both open the Sync panel.
 * The visible word stays a bare "Online"/"Offline" so it reads at a glance (on phones its
 * cloud icon alone); the accessible name carries the counts.
 */
import { Group, VisuallyHidden } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useSyncStatus } from '../../data/sync-hooks';
import { CloudIcon, CloudOffIcon, RefreshIcon } from '../../components/icons';
import { ResponsiveButton } from '../../components/ResponsiveButton';
import { openSyncPanel, SyncSection } from './sync-panel-state';
import { needAttentionLabel, syncStateLabel, syncStatusLabel } from './sync-labels';
import { ButtonLook } from '../../components/button-look';

export function SyncStatusButton() {
  const { t, i18n } = useLingui();
  const status = useSyncStatus();
  const state = syncStateLabel(status, i18n);
  const label = syncStatusLabel(state, status.pendingCount, i18n);
  const icon = !status.online ? <CloudOffIcon /> : status.syncing ? <RefreshIcon /> : <CloudIcon />;

  return (
    <Group gap={8} wrap="nowrap">
      <ResponsiveButton
        label={state}
        name={label}
        icon={icon}
        labelFrom="sm"
        variant={status.online ? 'light' : 'filled'}
        color={status.online ? 'teal' : 'red'}
        onClick={() => openSyncPanel(SyncSection.PENDING)}
        title={status.online ? label : t`No connection: showing the data saved on this tablet`}
        count={status.pendingCount ?? 0}
      />
      {/* Announced on change; after the button so the visible word is found first. */}
      <VisuallyHidden role="status" aria-live="polite">
        {label}
      </VisuallyHidden>
      {status.attentionCount > 0 ? (
        <ButtonLook
          size="md"
          px="sm"
          color="red"
          variant="filled"
          onClick={() => openSyncPanel(SyncSection.ATTENTION)}
          aria-label={needAttentionLabel(status.attentionCount, i18n)}
        >
          ! {status.attentionCount > 99 ? '99+' : status.attentionCount}
        </ButtonLook>
      ) : null}
    </Group>
  );
}
