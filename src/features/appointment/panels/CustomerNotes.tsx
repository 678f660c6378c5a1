/** A customer's notes, each with when it was written: the board's customer window and the /customer record. */
import { Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { displayDateTime } from './display-format';

/** `time`: the branch's wall clock, "YYYY-MM-DD HH:mm". */
export type CustomerNoteLine = { id: string; note: string; time: string };

export function CustomerNotes(props: { notes: readonly CustomerNoteLine[] }) {
  const { t } = useLingui();
  return (
    <Stack gap={4}>
      <Title order={3} size="h6">
        {t`Notes`}
      </Title>
      {props.notes.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t`No notes.`}
        </Text>
      ) : (
        <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t`Notes`}>
          {props.notes.map((n) => (
            <Text component="li" size="sm" key={n.id} style={{ overflowWrap: 'anywhere' }}>
              <Text span c="dimmed" size="xs">
                {displayDateTime(n.time)}
              </Text>{' '}
              {n.note}
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
