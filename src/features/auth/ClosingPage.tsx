/**
 * /closing, opened in a popup by the session-expired prompt. It re-checks the login every
 * 500 ms; once signed in again it closes itself so the user is back on the main window.
 * Not signed in: off to sign in, coming back here afterwards.
 */
import { useEffect, useState } from 'react';
import { Loader, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { MessagePage } from '../../components/MessagePage';
import { checkLogin } from '../../data/auth';
import { isOfflineError } from '../../data/api-client';

const RECHECK_MS = 500;

export function ClosingPage({ onSignedOut }: { onSignedOut: () => void }) {
  const { t } = useLingui();
  const [closeRefused, setCloseRefused] = useState(false);

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      try {
        const result = await checkLogin();
        if (stopped) return;
        if (!result.isAuthenticated) {
          onSignedOut();
          return;
        }
        window.close();
        // Browsers only let scripts close windows that scripts opened; if we are still
        // here a moment later, the close was refused and the user must do it.
        timer = setTimeout(() => {
          if (!stopped) setCloseRefused(true);
        }, RECHECK_MS);
        return;
      } catch (error) {
        if (stopped) return;
        if (!isOfflineError(error)) {
          onSignedOut();
          return;
        }
      }
      timer = setTimeout(() => void tick(), RECHECK_MS);
    };
    timer = setTimeout(() => void tick(), RECHECK_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [onSignedOut]);

  if (closeRefused) {
    return (
      <MessagePage title={t`You are signed in again`}>
        {t`This window could not close itself. Please close it and go back to Front Desk.`}
      </MessagePage>
    );
  }
  return (
    <MessagePage title={t`Checking your session…`}>
      <Stack align="center" component="span">
        <Loader size="sm" aria-hidden="true" />
        <Text component="span">{t`This window closes by itself once you are signed in.`}</Text>
      </Stack>
    </MessagePage>
  );
}
