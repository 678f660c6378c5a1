/**
 * The Sync panel: what this tablet still has to send, a manual "Sync now", and the changes
 * the server refused ("Needs attention") with the server's reason and what to do next.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Alert, Button, Drawer, Group, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { syncNow, useSyncStatus } from '../../data/sync-hooks';
import { dayjs } from '../dates/dayjs-setup';
import { useShellSession } from '../shell/session-context';
import { NeedsAttentionList } from './NeedsAttentionList';
import { PendingChangeList } from './PendingChangeList';
import { WindowLoading } from '../../components/WindowLoading';
import { useEscapeToClose } from '../../components/window-focus';
import { useRefusedEdit } from './refused-edit-state';
import { closeSyncPanel, SyncSection, useSyncPanelState } from './sync-panel-state';
import { describeLocalFailure } from './describe-local-failure';
import { syncStateLabel } from './sync-labels';

const PANEL_WIDTH = 450;

// The editors carry the booking and payment forms: fetched when a refused change is edited,
// not with every screen of the shell (bench finding 5).
const RefusedBookingEditor = lazy(() => import('./RefusedBookingEditor').then((m) => ({ default: m.RefusedBookingEditor })));
const RefusedBillEditor = lazy(() => import('./RefusedBillEditor').then((m) => ({ default: m.RefusedBillEditor })));

function PanelBody({ section }: { section: SyncSection }) {
  const { t, i18n } = useLingui();
  const { timeZone } = useShellSession();
  const status = useSyncStatus();
  const attentionRef = useRef<HTMLHeadingElement>(null);
  const [syncError, setSyncError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (section === SyncSection.ATTENTION) attentionRef.current?.scrollIntoView({ block: 'start' });
  }, [section]);

  async function sync() {
    setBusy(true);
    setSyncError(null);
    try {
      await syncNow();
    } catch (error) {
      setSyncError(describeLocalFailure(error, i18n));
    } finally {
      setBusy(false);
    }
  }

  const lastSynced =
    status.lastSyncedAt === null ? null : dayjs(status.lastSyncedAt).tz(timeZone).format('DD/MM/YYYY HH:mm');

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Text>{syncStateLabel(status, i18n)}</Text>
        <Text size="sm" c="dimmed">
          {lastSynced ? t`Last synced ${lastSynced}` : t`Not synced yet on this tablet`}
        </Text>
        <Group>
          <Button size="md" onClick={() => void sync()} loading={busy || status.syncing} disabled={!status.online}>
            {t`Sync now`}
          </Button>
        </Group>
        {!status.online ? (
          <Text size="sm" c="dimmed">
            {t`Changes are kept on this tablet and sent when the connection returns.`}
          </Text>
        ) : null}
        {syncError ? (
          <Alert color="red" variant="light" role="alert">
            {syncError}
          </Alert>
        ) : null}
      </Stack>

      <Stack gap="xs">
        <Title order={3} size="h4">
          {t`Waiting to send`}
        </Title>
        <PendingChangeList />
      </Stack>

      <Stack gap="xs">
        <Title order={3} size="h4" ref={attentionRef} c={status.attentionCount > 0 ? 'red.8' : undefined}>
          {t`Needs attention`}
        </Title>
        <NeedsAttentionList />
      </Stack>
    </Stack>
  );
}

export function SyncPanel() {
  const { t } = useLingui();
  const { opened, section } = useSyncPanelState();
  const editing = useRefusedEdit();
  // Escape closes the panel only when the focus is in it, not in a change being edited over it.
  const inside = useRef<HTMLDivElement>(null);
  useEscapeToClose(opened, inside, closeSyncPanel);
  return (
    <>
      <Drawer opened={opened} onClose={closeSyncPanel} position="right" size={PANEL_WIDTH} title={t`Sync`} closeOnEscape={false}>
        <div ref={inside}>
          <PanelBody section={section} />
        </div>
      </Drawer>
      {editing ? (
        <Suspense fallback={<WindowLoading />}>
          <RefusedBookingEditor />
          <RefusedBillEditor />
        </Suspense>
      ) : null}
    </>
  );
}
