import type { ReactNode } from 'react';
import { Box, Paper, Stack, Title } from '@mantine/core';

/** The page's frame: one card, the width of a phone, centred on anything wider. */
export function Shell(props: { title?: string; children: ReactNode }) {
  return (
    <Box component="main" mih="100vh" bg="gray.0" p={{ base: 'xs', sm: 'md' }}>
      <Paper withBorder radius="md" p="md" maw={560} mx="auto">
        <Stack gap="md">
          {props.title ? (
            <Title order={1} size="h2">
              {props.title}
            </Title>
          ) : null}
          {props.children}
        </Stack>
      </Paper>
    </Box>
  );
}
