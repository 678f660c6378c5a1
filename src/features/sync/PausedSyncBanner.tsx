/**
 * Sending stopped because the server answered 401: the waiting changes are safe on this
 * tablet but go nowhere until someone signs in again. Same flow as the expiry prompt.
 */
import { useCallback } from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { syncNow, useSyncStatus } from '../../data/sync-hooks';
import { useSignInAgain } from '../auth/use-sign-in-again';
import { signInToSendLabel } from './sync-labels';

export function PausedSyncBanner() {
  const { t, i18n } = useLingui();
  const status = useSyncStatus();
  // Signed in again: send at once rather than waiting for the loop's next tick.
  const resume = useCallback(() => {
    void syncNow().catch(() => undefined);
  }, []);
  const { signIn, waiting } = useSignInAgain(resume);

  if (status.paused !== 'unauthenticated' || status.pendingCount === null) return null;
  return (
    <Alert color="orange" variant="light" role="alert" mb="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text fw={600}>{signInToSendLabel(status.pendingCount, i18n)}</Text>
        <Button size="md" color="orange" onClick={signIn} loading={waiting}>
          {t`Sign in again`}
        </Button>
      </Group>
    </Alert>
  );
}
