/**
 * The first visit of a Front Desk with no business: Create your business. Public, like the
 * sign-in page; once a business exists it sends to sign-in instead.
 */
import { Alert, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Navigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { FullPageLoader } from '../../components/FullPageLoader';
import { Logo } from '../../components/Logo';
import { CreateBusinessForm } from './CreateBusinessForm';
import { SetupState, useSetupState } from './use-setup-status';

export function SetupPage(props: { onCreated: () => void; onBusinessExists: () => void }) {
  const { t } = useLingui();
  const state = useSetupState();
  if (state === SetupState.CHECKING) return <FullPageLoader label={t`Loading`} />;
  if (state === SetupState.DONE) return <Navigate to="/login" replace />;
  return (
    <Center mih="100vh" p={{ base: 'xs', sm: 'md' }} bg="gray.0">
      <Paper component="main" withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }} w="100%" maw={760}>
        <Stack gap="lg">
          <Group gap="sm" wrap="nowrap">
            <Logo size={40} />
            <Title order={1} size="h2" id="setup-title">
              {t`Create your business`}
            </Title>
          </Group>
          <Text c="dimmed">{t`Welcome to Front Desk. Name your business, choose your own sign-in and describe your first branch: you can add technicians, services and more branches afterwards.`}</Text>
          {state === SetupState.UNKNOWN ? (
            <Alert color="yellow" variant="light">
              {t`The server cannot be reached. Creating your business needs the connection.`}
            </Alert>
          ) : null}
          <CreateBusinessForm onCreated={props.onCreated} onBusinessExists={props.onBusinessExists} />
        </Stack>
      </Paper>
    </Center>
  );
}
