/**
 * Header sync status: Online / Offline / Syncing… with the number of changes still on this
 * tablet, and a red badge when the server refused some. Both open the Sync panel.
 * The visible word stays a bare "Online"/"Offline" so it reads at a glance; the accessible
 * name carries the counts.
 */
import { Badge, Button, Group, VisuallyHidden } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useSyncStatus } from '../../data/sync-hooks';
import { openSyncPanel, SyncSection } from './sync-panel-state';
import { needAttentionLabel, waitingToSendLabel } from './sync-labels';

export function SyncStatusButton() {
  const { t, i18n } = useLingui();
  const status = useSyncStatus();
  const state = status.syncing ? t`Syncing…` : status.online ? t`Online` : t`Offline`;
  const label =
    status.pendingCount > 0 ? `${state}, ${waitingToSendLabel(status.pendingCount, i18n)}` : t`${state}, all changes sent`;

  return (
    <Group gap={4} wrap="nowrap">
      <Button
        size="md"
        variant={status.online ? 'light' : 'filled'}
        color={status.online ? 'teal' : 'red'}
        onClick={() => openSyncPanel(SyncSection.PENDING)}
        aria-label={label}
        title={status.online ? label : t`No connection: showing the data saved on this tablet`}
        rightSection={
          status.pendingCount > 0 ? (
            <Badge color={status.online ? 'teal' : 'gray'} variant="white" size="md" circle={status.pendingCount < 10}>
              {status.pendingCount > 99 ? '99+' : status.pendingCount}
            </Badge>
          ) : undefined
        }
      >
        <span>{state}</span>
      </Button>
      {/* Announced on change; after the button so the visible word is found first. */}
      <VisuallyHidden role="status" aria-live="polite">
        {label}
      </VisuallyHidden>
      {status.attentionCount > 0 ? (
        <Button
          size="md"
          color="red"
          variant="filled"
          onClick={() => openSyncPanel(SyncSection.ATTENTION)}
          aria-label={needAttentionLabel(status.attentionCount, i18n)}
        >
          ! {status.attentionCount > 99 ? '99+' : status.attentionCount}
        </Button>
      ) : null}
    </Group>
  );
}
