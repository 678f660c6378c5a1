/**
 * The session-expiry "Continue" flow, shared by the expiry prompt and the paused-sync banner:
 * sign in again in a popup (/closing) so this window keeps its state; if the popup is
 * blocked, sign in in this window and come back.
 */
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useRouter } from '@tanstack/react-router';
import { SessionState } from '../../data/session';
import { refreshSession } from './session-gate';

const POPUP_POLL_MS = 500;

export function useSignInAgain(onSignedIn: () => void): { signIn: () => void; waiting: boolean } {
  const navigate = useNavigate();
  const router = useRouter();
  const location = useLocation();
  const [popup, setPopup] = useState<Window | null>(null);

  // The popup closes itself once signed in; then this window picks the session up again.
  useEffect(() => {
    if (!popup) return;
    const timer = setInterval(() => {
      if (!popup.closed) return;
      clearInterval(timer);
      setPopup(null);
      void refreshSession().then(async (result) => {
        if (result.state !== SessionState.SIGNED_OUT) {
          onSignedIn();
          await router.invalidate();
        }
      });
    }, POPUP_POLL_MS);
    return () => clearInterval(timer);
  }, [popup, router, onSignedIn]);

  function signIn() {
    const win = window.open('/closing', 'front-desk-sign-in', 'popup,width=480,height=720');
    if (win) {
      setPopup(win);
      return;
    }
    onSignedIn();
    void navigate({ to: '/login', search: { returnUrl: location.href } });
  }

  return { signIn, waiting: popup !== null };
}
