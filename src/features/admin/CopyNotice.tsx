/**
 * What a back-office screen says offline: it shows the tablet's last copy (when it was fetched)
 * and nothing can be changed until the connection is back; or it has no copy to show.
 */
import { Alert, Button, Group, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useShellSession } from '../shell/session-context';
import { formatZonedDateTime } from '../../domain/time';
import { displayDateTime } from '../appointment/panels/display-format';

export function CopyNotice(props: { online: boolean; copySavedAt: number | null; missing: boolean; onRetry: () => void }) {
  const { t } = useLingui();
  const { timeZone } = useShellSession();
  if (props.copySavedAt === null && !props.missing) return null;
  const when = props.copySavedAt === null ? '' : displayDateTime(formatZonedDateTime(new Date(props.copySavedAt), timeZone));
  return (
    <Alert color="yellow" variant="light" role="status">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm">
          {props.missing
            ? t`Offline: this screen needs a connection, and this tablet has no copy of it yet.`
            : t`Offline: showing this tablet's last copy, from ${when}. It is read-only until the connection is back.`}
        </Text>
        {props.online ? (
          <Button size="xs" variant="default" onClick={props.onRetry}>
            {t`Try again`}
          </Button>
        ) : null}
      </Group>
    </Alert>
  );
}
