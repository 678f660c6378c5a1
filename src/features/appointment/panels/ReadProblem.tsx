/** What a server-only panel shows instead of its data: offline, or the read failed. */
import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';

export function ReadProblem(props: { message: string; onRetry: () => void; offline: boolean }) {
  const { t } = useLingui();
  return (
    <Alert color={props.offline ? 'gray' : 'red'} variant="light" role={props.offline ? 'status' : 'alert'}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm">{props.message}</Text>
        <Button size="xs" variant="default" onClick={props.onRetry}>
          {t`Try again`}
        </Button>
      </Group>
    </Alert>
  );
}

export function ReadLoading(props: { label: string }) {
  return (
    <Group justify="center" p="md">
      <Loader size="sm" aria-label={props.label} />
    </Group>
  );
}
