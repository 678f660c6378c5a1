/** A centred page with a heading, a message and optional actions (403, upgrade, notices). */
import type { ReactNode } from 'react';
import { Center, Stack, Text, Title } from '@mantine/core';

export function MessagePage(props: {
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <Center mih="60vh" p="lg">
      <Stack align="center" gap="md" maw={560} ta="center">
        {props.icon}
        <Title order={1} size="h2">
          {props.title}
        </Title>
        {props.children ? (
          <Text c="dimmed" size="lg">
            {props.children}
          </Text>
        ) : null}
        {props.actions}
      </Stack>
    </Center>
  );
}
