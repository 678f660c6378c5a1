/** /logout: ends the session (server and tablet), then goes to the sign-in page. */
import { useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { FullPageLoader } from '../../components/FullPageLoader';
import { signOut } from '../../data/auth';
import { resetSessionGate } from './session-gate';

export function LogoutPage({ onSignedOut }: { onSignedOut: () => void }) {
  const { t } = useLingui();
  // StrictMode mounts effects twice in development: log out once.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void signOut().finally(() => {
      resetSessionGate();
      onSignedOut();
    });
  }, [onSignedOut]);
  return <FullPageLoader label={t`Signing out…`} />;
}
