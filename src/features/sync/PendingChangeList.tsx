/** Changes made on this tablet and not yet acknowledged by the server, oldest first. */
import { List, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { OutboxState } from '../../data/db';
import { usePendingChanges } from '../../data/sync-hooks';
import { useShellSession } from '../shell/session-context';
import { describeMutation } from './describe-mutation';

export function PendingChangeList() {
  const { t, i18n } = useLingui();
  const { timeZone } = useShellSession();
  const entries = usePendingChanges();

  if (!entries) return null;
  if (entries.length === 0) return <Text c="dimmed">{t`Every change has been sent.`}</Text>;
  return (
    <List spacing="xs" listStyleType="none" p={0} aria-label={t`Waiting to send`}>
      {entries.map((entry) => {
        const what = describeMutation(entry, { i18n, createdAt: entry.createdAt, timeZone });
        return (
          <List.Item key={entry.id}>
            <Text>{entry.state === OutboxState.SENDING ? t`${what}, sending…` : t`${what}, waiting to send`}</Text>
            {entry.lastError ? (
              <Text size="sm" c="dimmed">
                {t`Last try: ${entry.lastError}`}
              </Text>
            ) : null}
          </List.Item>
        );
      })}
    </List>
  );
}
