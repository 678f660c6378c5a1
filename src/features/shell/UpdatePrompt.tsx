/**
 * A new app version is waiting (service worker in "prompt" mode). Nothing reloads on its
 * own: a reload mid-checkout would lose the front desk's work. The user picks the moment,
 * and the reload also waits until every change on this tablet has reached the server, so a
 * new version never has to read an outbox written by the old one.
 */
import { useEffect, useState } from 'react';
import { Group, Paper, Text } from '@mantine/core';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { useLingui } from '@lingui/react/macro';
import { syncNow, useSyncStatus } from '../../data/sync-hooks';
import { UpgradeBlockedNotice } from '../sync/UpgradeBlockedNotice';
import { waitingBeforeUpdateLabel } from '../sync/sync-labels';
import { ButtonLook } from '../../components/button-look';

export function UpdatePrompt() {
  const { t, i18n } = useLingui();
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW();
  const { pendingCount } = useSyncStatus();
  /** The user asked to update while changes were still waiting: apply once they are sent. */
  const [requested, setRequested] = useState(false);

  useEffect(() => {
    if (requested && needRefresh && pendingCount === 0) void updateServiceWorker(true);
  }, [requested, needRefresh, pendingCount, updateServiceWorker]);

  function updateNow() {
    if (pendingCount === 0) {
      void updateServiceWorker(true);
      return;
    }
    setRequested(true);
    void syncNow().catch(() => undefined); // the loop also retries on its own
  }

  return (
    <>
      <UpgradeBlockedNotice />
      {needRefresh ? (
        <Paper
          role="alertdialog"
          aria-labelledby="update-prompt-text"
          shadow="lg"
          withBorder
          p="md"
          radius="md"
          pos="fixed"
          bottom={16}
          right={16}
          maw={360}
          style={{ zIndex: 400 }}
        >
          <Text id="update-prompt-text" fw={600} mb="sm">
            {t`A new version is available`}
          </Text>
          {requested && pendingCount !== null && pendingCount > 0 ? (
            <Text size="sm" mb="sm" role="status">
              {waitingBeforeUpdateLabel(pendingCount, i18n)}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <ButtonLook
              variant="default"
              size="md"
              onClick={() => {
                setRequested(false);
                setNeedRefresh(false);
              }}
            >
              {t`Later`}
            </ButtonLook>
            <ButtonLook size="md" onClick={updateNow} loading={requested && pendingCount !== 0}>
              {t`Update now`}
            </ButtonLook>
          </Group>
        </Paper>
      ) : null}
    </>
  );
}
