/**
 * When a call answers 401 the session has expired. Several calls usually fail together, so
 * the prompt is debounced (1500 ms). "Continue" signs in again in a popup (/closing) and
 * keeps this window's state; "Log out" leaves.
 */
import { useCallback, useEffect, useState } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { onSessionExpired } from '../../data/api-client';
import { useSignInAgain } from './use-sign-in-again';

const PROMPT_DEBOUNCE_MS = 1500;

export function SessionExpiryPrompt() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const close = useCallback(() => setOpened(false), []);
  const { signIn, waiting } = useSignInAgain(close);

  const open = useDebouncedCallback(() => setOpened(true), PROMPT_DEBOUNCE_MS);
  useEffect(() => onSessionExpired(open), [open]);

  return (
    <Modal
      opened={opened}
      onClose={() => undefined}
      title={t`Session expired`}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
    >
      <Text mb="lg">{t`Your session has expired. Continue to sign in again without losing your work, or log out.`}</Text>
      <Group justify="flex-end">
        <Button variant="default" size="md" onClick={() => void navigate({ to: '/logout' })}>
          {t`Log out`}
        </Button>
        <Button size="md" onClick={signIn} loading={waiting}>
          {t`Continue`}
        </Button>
      </Group>
    </Modal>
  );
}
