/**
 * Our identity sign-in page. Empty fields are refused here without a request (spec wording);
 * server refusals show the "Login fail!" toast plus the translated reason (wrong password,
 * throttled, offline).
 */
import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Center, Checkbox, Group, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useLingui } from '@lingui/react/macro';
import { Logo } from '../../components/Logo';
import { signIn } from '../../data/auth';
import { ErrorCode } from '../../domain/errors';
import { describeCode, describeError } from '../i18n/error-messages';
import { resetSessionGate } from './session-gate';

export function LoginPage({ onSignedIn }: { onSignedIn: () => void }) {
  const { t, i18n } = useLingui();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!username.trim() || !password) {
      setError(describeCode(ErrorCode.WRONG_CREDENTIALS, i18n));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await signIn({ username: username.trim(), password, remember });
      resetSessionGate();
      onSignedIn();
    } catch (e) {
      const reason = describeError(e, i18n);
      setError(reason);
      notifications.show({ color: 'red', title: t`Login fail!`, message: reason });
      setBusy(false);
    }
  }

  return (
    <Center mih="100vh" p="md" bg="gray.0">
      <Paper component="main" withBorder shadow="sm" radius="md" p="xl" w="100%" maw={420}>
        <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="login-title">
          <Stack gap="md">
            <Group gap="sm">
              <Logo size={40} />
              <Title order={1} size="h2" id="login-title">
                {t`Sign in to Front Desk`}
              </Title>
            </Group>
            <TextInput
              label={t`Username`}
              name="username"
              autoComplete="username"
              autoCapitalize="none"
              value={username}
              onChange={(e) => setUsername(e.currentTarget.value)}
              size="md"
              autoFocus
            />
            <PasswordInput
              label={t`Password`}
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              size="md"
            />
            <Checkbox
              label={t`Remember me`}
              checked={remember}
              onChange={(e) => setRemember(e.currentTarget.checked)}
              size="md"
            />
            {error ? (
              <Alert color="red" role="alert" variant="light">
                {error}
              </Alert>
            ) : null}
            <Box>
              <Button type="submit" fullWidth size="md" loading={busy}>
                {t`Sign in`}
              </Button>
            </Box>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
