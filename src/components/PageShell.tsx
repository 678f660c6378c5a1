/**
 * The frame of a screen under the shell: its title (the page's h1) with its actions on a row
 * that wraps on narrow screens, then the content, never wider than the screen (nor than `maw`).
 * Screens added later take it so they fit every width the shell does; their lists are the
 * back-office kit's (src/features/admin: AdminList, AdminTable).
 */
import type { ReactNode } from 'react';
import { Group, Stack, Title } from '@mantine/core';

export function PageShell(props: { title: ReactNode; actions?: ReactNode; maw?: number; children: ReactNode }) {
  return (
    <Stack gap="md" maw={props.maw} miw={0}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1} size="h3">
          {props.title}
        </Title>
        {props.actions ? (
          <Group gap="sm" wrap="wrap">
            {props.actions}
          </Group>
        ) : null}
      </Group>
      {props.children}
    </Stack>
  );
}
