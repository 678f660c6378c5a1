/**
 * When a call answers 401 the session has expired. Several calls usually fail together, so
 * the prompt is debounced (1500 ms). "Continue" signs in again in a popup (/closing) and
 * keeps this window's state; "Log out" leaves.
 */
import { useEffect, useState } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useLocation, useNavigate, useRouter } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { onSessionExpired } from '../../data/api-client';
import { SessionState } from '../../data/session';
import { refreshSession } from './session-gate';

const PROMPT_DEBOUNCE_MS = 1500;
const POPUP_POLL_MS = 500;

export function SessionExpiryPrompt() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const router = useRouter();
  const location = useLocation();
  const [opened, setOpened] = useState(false);
  const [popup, setPopup] = useState<Window | null>(null);

  const open = useDebouncedCallback(() => setOpened(true), PROMPT_DEBOUNCE_MS);
  useEffect(() => onSessionExpired(open), [open]);

  // The popup closes itself once signed in; then this window picks the session up again.
  useEffect(() => {
    if (!popup) return;
    const timer = setInterval(() => {
      if (!popup.closed) return;
      clearInterval(timer);
      setPopup(null);
      void refreshSession().then(async (result) => {
        if (result.state !== SessionState.SIGNED_OUT) {
          setOpened(false);
          await router.invalidate();
        }
      });
    }, POPUP_POLL_MS);
    return () => clearInterval(timer);
  }, [popup, router]);

  function continueSession() {
    const win = window.open('/closing', 'front-desk-sign-in', 'popup,width=480,height=720');
    if (win) {
      setPopup(win);
      return;
    }
    // Popup blocked: sign in in this window and come back here.
    setOpened(false);
    void navigate({ to: '/login', search: { returnUrl: location.href } });
  }

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
        <Button size="md" onClick={continueSession} loading={popup !== null}>
          {t`Continue`}
        </Button>
      </Group>
    </Modal>
  );
}
