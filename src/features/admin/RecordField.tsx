/** One field of a record's detail window: its label, and its value or a dash when it has none. */
import type { ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';

export function RecordField(props: { label: string; value: ReactNode }) {
  const empty = props.value === null || props.value === undefined || props.value === '';
  return (
    <Stack gap={0} miw={0}>
      <Text size="xs" c="dimmed">
        {props.label}
      </Text>
      <Text size="sm" fw={500} component="div" style={{ overflowWrap: 'anywhere' }}>
        {empty ? '—' : props.value}
      </Text>
    </Stack>
  );
}
