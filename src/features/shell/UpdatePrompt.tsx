/**
 * A new app version is waiting (service worker in "prompt" mode). Nothing reloads on its
 * own: a reload mid-checkout would lose the front desk's work. The user picks the moment.
 */
import { Button, Group, Paper, Text } from '@mantine/core';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { useLingui } from '@lingui/react/macro';

export function UpdatePrompt() {
  const { t } = useLingui();
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW();

  if (!needRefresh) return null;
  return (
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
      <Group justify="flex-end">
        <Button variant="default" size="md" onClick={() => setNeedRefresh(false)}>
          {t`Later`}
        </Button>
        <Button size="md" onClick={() => void updateServiceWorker(true)}>
          {t`Update now`}
        </Button>
      </Group>
    </Paper>
  );
}
