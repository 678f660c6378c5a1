/**
 * The session-expired prompt (SessionExpiryPrompt.tsx opens it). "Continue" signs in again in a
 * popup (/closing) and keeps this window's state; "Log out" leaves.
 */
import { Button, Group, Modal, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useSignInAgain } from './use-sign-in-again';

export function SessionExpiredModal({ opened, close }: { opened: boolean; close: () => void }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { signIn, waiting } = useSignInAgain(close);

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
