/**
 * The paused-sync banner's alert, fetched only when sending pauses: Mantine's Alert and its
 * stylesheet are nowhere else on the first screen (issue 18).
 */
import { Alert, Button, Group, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';

export function PausedSyncAlert({ message, onSignIn, waiting }: { message: string; onSignIn: () => void; waiting: boolean }) {
  const { t } = useLingui();
  return (
    <Alert color="orange" variant="light" role="alert" mb="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text fw={600}>{message}</Text>
        <Button size="md" color="orange" onClick={onSignIn} loading={waiting}>
          {t`Sign in again`}
        </Button>
      </Group>
    </Alert>
  );
}
