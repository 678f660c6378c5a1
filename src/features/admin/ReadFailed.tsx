/** A read the server failed, in the staff's words, with a retry. */
import { Alert, Button, Group, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { describeError } from '../i18n/error-messages';

export function ReadFailed(props: { error: unknown; onRetry: () => void }) {
  const { t, i18n } = useLingui();
  return (
    <Alert color="red" variant="light" role="alert">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm">{describeError(props.error, i18n)}</Text>
        <Button size="xs" variant="default" onClick={props.onRetry}>
          {t`Try again`}
        </Button>
      </Group>
    </Alert>
  );
}
